import ConstraintSolver
import Geometry
import ViewTree

/// The direct path for a stack view (issue 11): the frames the general
/// solver would give a stack's items, computed by hand in one pass, the way
/// Yoga's `CalculateLayout` and Taffy's flexbox algorithm measure, then
/// arrange.
///
/// **How it relates to the solver.** The solver (`ConstraintSolver.Solver`)
/// minimises the violations of optional constraints tier by tier (one tier
/// per priority), then breaks the remaining ties by `Σ rank × |error|`, lower
/// ranks giving way first; the window ranks content-size constraints in
/// layout order. Here the same optimum is read off in closed form for the
/// part of the scene a stack fully determines, and only a *summary* reaches
/// the solver: for each tier, the cost the stack's generated constraints
/// (``ConstraintGenerator``, uikit-stackview.md §1–§4) and its items'
/// content-size constraints add as a function of the stack's own width and
/// height, as a few constraints on those (``ViewTree/DirectLayout/Wish``).
/// The solver places the stack among everything else; ``arrange(_:)``
/// places the items in it. Any difference from the general path is a bug
/// here (the exactness property test runs both).
///
/// **Covered.** A `fill` stack whose arranged items are leaves (no
/// subviews; an intrinsic size on both axes; hugging and compression
/// resistance strictly between 25 and 999.999), with any spacing and custom
/// spacing, hidden items (at least one visible), layout-margins-relative
/// arrangement, and alignment fill, leading, center or trailing (a vertical
/// stack's baseline alignment is fill, §3). Everything else returns nil and
/// the solver sees the whole subtree: other distributions, baseline
/// alignment of a horizontal stack, baseline-relative arrangement, nested
/// stacks, multi-line labels side by side (the text-width rule), and
/// (checked by the window) any constraint that refers to an item.
///
/// **The rules** (L the canvas length along the axis, C across it, b an
/// item's intrinsic length, h its hugging, c its compression resistance):
///
/// 1. *Along the axis* the visible items and the gaps are in series
///    (UISV-canvas-connection, UISV-spacing, required), so
///    `L = Σ lᵢ + Σ gaps`. Let `A = Σ bᵢ + Σ gaps`. Beyond A the slack
///    violates one hugging constraint; the least violated tier is the lowest
///    hugging, and among equal ones the tie-break gives it all to the first
///    item in arranged order (lowest rank): wish `L ≤ A @ min h`, ranked as
///    that item's constraint. Below A, likewise the first item with the
///    lowest compression resistance is squeezed: `L ≥ A @ min c`. A hidden
///    item is 0 long (UISV-hiding 999.999 beats its content size) and sits
///    in the middle of the gap it interrupts (UISV-spacing-hidden @50), or
///    at the first visible item's leading edge when no visible item precedes
///    it; its constant costs do not depend on L and are left out.
/// 2. *Across, alignment fill*: every item (hidden ones too, §4) spans the
///    canvas (UISV-alignment, canvas connections to item 0), so each item's
///    content size costs `|C − b|` at its hugging or compression resistance:
///    two wishes per item, with the item's rank.
/// 3. *Across, leading / center / trailing*: the visible items lie inside the
///    spanning guide, which is the canvas (UISV-spanning-boundary,
///    canvas connections), so `lᵢ = min(bᵢ, C)`: an item wider than the
///    canvas is squeezed at its compression resistance (wish `C ≥ b @ c`),
///    and UISV-spanning-fit (@51; UISV-canvas-fit @49 for a single item)
///    pulls C to 0. Hidden items are outside the spanner and keep b. The
///    ambiguity suppression (@25, cost `Σ min(bᵢ, C)`: concave, so no
///    constraint on C can stand for it) is left out; it is constant where
///    `C ≥ max b` and the higher tiers fix C, so the window checks both at
///    the optimum (``ViewTree/DirectLayout/verify``, `uniqueAxes`) and
///    otherwise solves again with the stack's own constraints.
///
/// Non-arranged subviews take no part (the window lowers them as usual).
///
/// **Departures.** The spanning-fit wish takes the solver's insertion rank,
/// not the generated constraint's; the two differ only where the tiers leave
/// C undecided, which the check above sends to the solver. Where the tiers
/// leave an item's frame open (an ambiguous layout), the general path's
/// answer depends on the order its constraints were added, so the two paths
/// may differ there; the property test leaves such views out.
struct DirectArrangement {
    let stack: StackView
    let values: StackView.Effective

    /// The stack's direct layout, or nil when a case above is not covered.
    func layout() -> DirectLayout? {
        let items = stack.arrangedSubviews
        guard !items.isEmpty, values.distribution == .fill else { return nil }
        let axis = values.axis
        var alignment = values.alignment.normalized
        if axis == .vertical {
            if values.isBaselineRelativeArrangement { return nil }
            if alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        } else if alignment == .firstBaseline || alignment == .lastBaseline {
            return nil
        }
        let visible = items.filter { !$0.isHidden }
        guard !visible.isEmpty else { return nil }
        var leaves: [Leaf] = []
        leaves.reserveCapacity(items.count)
        for item in items {
            guard item.subviews.isEmpty, let leaf = Leaf(item, axis: axis) else { return nil }
            leaves.append(leaf)
        }
        if axis == .horizontal && visible.count > 1
            && visible.contains(where: { if case let .label(_, _, lines) = $0.kind { lines != 1 } else { false } })
        {
            return nil  // UISV-text-width-disambiguation (§1.6)
        }
        let generator = ConstraintGenerator(stack: stack, values: values)
        var gaps = [Double](repeating: 0, count: items.count)  // after item i, when a visible item follows
        var previous: Int? = nil
        for (i, leaf) in leaves.enumerated() where !leaf.hidden {
            if let p = previous { gaps[p] = generator.gap(after: items[p]) }
            previous = i
        }
        let margins = values.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
        let plan = Plan(
            leaves: leaves, gaps: gaps, alignment: alignment, axis: axis, margins: margins, name: stack.name)
        guard alignment != .fill else {
            return DirectLayout(wishes: plan.wishes(items), arranged: items, arrange: plan.arrange)
        }
        // Rule 3's summary leaves out the ambiguity suppression: proven only
        // where no visible item is squeezed across and the tiers fix C.
        let widest = leaves.filter { !$0.hidden }.map(\.bx).max() ?? 0
        return DirectLayout(
            wishes: plan.wishes(items), arranged: items, arrange: plan.arrange,
            verify: { r in plan.crossLength(r) >= widest - 1e-9 }, uniqueAxes: [axis.other])
    }

    /// One arranged item as the rules see it.
    struct Leaf {
        let hidden: Bool
        /// Intrinsic length, hugging and compression resistance along the
        /// stack's axis and across it.
        let b: Double, h: Double, c: Double
        let bx: Double, hx: Double, cx: Double

        init?(_ item: View, axis: Axis) {
            let ics = item.intrinsicContentSize
            guard ics.width != noIntrinsicMetric, ics.height != noIntrinsicMetric else { return nil }
            let hug = item.contentHugging, cr = item.compressionResistance
            let horizontal = axis == .horizontal
            hidden = item.isHidden
            (b, h, c) = horizontal ? (ics.width, hug.horizontal, cr.horizontal) : (ics.height, hug.vertical, cr.vertical)
            (bx, hx, cx) = horizontal ? (ics.height, hug.vertical, cr.vertical) : (ics.width, hug.horizontal, cr.horizontal)
            guard [h, c, hx, cx].allSatisfy({ $0 > 25 && $0 < 999.999 }) else { return nil }
        }
    }

    /// The rules applied to one stack's leaves.
    struct Plan {
        let leaves: [Leaf]
        let gaps: [Double]
        let alignment: StackView.Alignment
        let axis: Axis
        let margins: EdgeInsets
        let name: String

        /// Insets along the axis and across it (0 unless margins-relative).
        var axisInset: Double { axis == .horizontal ? margins.left + margins.right : margins.top + margins.bottom }
        var crossInset: Double { axis == .horizontal ? margins.top + margins.bottom : margins.left + margins.right }

        /// `A = Σ bᵢ + Σ gaps` over the visible items (rule 1).
        var natural: Double {
            var a = 0.0
            for (i, l) in leaves.enumerated() where !l.hidden { a += l.b + gaps[i] }
            return a
        }

        /// The first visible item with the least priority (rule 1's giver).
        func firstLowest(_ p: (Leaf) -> Double) -> Int {
            var best: Int? = nil
            for (i, l) in leaves.enumerated() where !l.hidden {
                if best == nil || p(l) < p(leaves[best!]) { best = i }
            }
            return best!
        }

        func wishes(_ items: [View]) -> [DirectLayout.Wish] {
            let cross = axis.other
            let a = natural + axisInset
            let hugger = firstLowest(\.h), squeezed = firstLowest(\.c)
            let along = axis == .horizontal ? "width" : "height", across = axis == .horizontal ? "height" : "width"
            var out: [DirectLayout.Wish] = [
                .init(axis: axis, relation: .lessThanOrEqual, constant: a, priority: leaves[hugger].h,
                      giver: items[hugger], label: "\(name).\(along) <= \(formatNumber(a)) @ \(formatNumber(leaves[hugger].h)) (direct: content)",
                      owner: nil, slot: 0),
                .init(axis: axis, relation: .greaterThanOrEqual, constant: a, priority: leaves[squeezed].c,
                      giver: items[squeezed], label: "\(name).\(along) >= \(formatNumber(a)) @ \(formatNumber(leaves[squeezed].c)) (direct: content)",
                      owner: nil, slot: 1),
            ]
            func wish(_ rel: Relation, _ l: Leaf, _ p: Double, _ giver: View?, slot: Int) {
                let k = (giver == nil ? 0 : l.bx) + crossInset
                let sign = rel == .lessThanOrEqual ? "<=" : rel == .equal ? "==" : ">="
                out.append(.init(axis: cross, relation: rel, constant: k, priority: p, giver: giver,
                                 label: "\(name).\(across) \(sign) \(formatNumber(k)) @ \(formatNumber(p)) (direct: \(giver?.name ?? "fit"))",
                                 owner: giver, slot: slot))
            }
            switch alignment {
            case .fill:
                for (l, item) in zip(leaves, items) {
                    wish(.lessThanOrEqual, l, l.hx, item, slot: 0)
                    wish(.greaterThanOrEqual, l, l.cx, item, slot: 1)
                }
            default:
                for (l, item) in zip(leaves, items) where !l.hidden { wish(.greaterThanOrEqual, l, l.cx, item, slot: 1) }
                // UISV-spanning-fit @51 (UISV-canvas-fit @49 for one item).
                wish(.equal, leaves[0], items.count == 1 ? 49 : 51, nil, slot: 2)
            }
            return out
        }

        /// The canvas length across the axis in the stack's frame `r`.
        func crossLength(_ r: Rect) -> Double {
            (axis == .horizontal ? r.size.height : r.size.width) - crossInset
        }

        /// The items' frames in the stack's frame `r` (rules 1–3).
        func arrange(_ r: Rect) -> [Rect] {
            let canvas = Rect(
                x: r.origin.x + margins.left, y: r.origin.y + margins.top,
                width: r.size.width - margins.left - margins.right,
                height: r.size.height - margins.top - margins.bottom)
            let horizontal = axis == .horizontal
            let start = horizontal ? canvas.origin.x : canvas.origin.y
            let length = horizontal ? canvas.size.width : canvas.size.height
            let c0 = horizontal ? canvas.origin.y : canvas.origin.x
            let cl = horizontal ? canvas.size.height : canvas.size.width
            let e = length - natural
            let giver = e > 0 ? firstLowest(\.h) : e < 0 ? firstLowest(\.c) : -1
            // Along the axis.
            var pos = [Double](repeating: 0, count: leaves.count)
            var len = [Double](repeating: 0, count: leaves.count)
            var cursor = start
            var lastVisible: Int? = nil
            var firstVisibleStart: Double? = nil
            for (i, l) in leaves.enumerated() where !l.hidden {
                if let p = lastVisible { cursor += gaps[p] }
                pos[i] = cursor
                len[i] = l.b + (i == giver ? e : 0)
                cursor += len[i]
                lastVisible = i
                if firstVisibleStart == nil { firstVisibleStart = pos[i] }
            }
            var previous: Int? = nil
            for (i, l) in leaves.enumerated() {
                guard l.hidden else { previous = i; continue }
                if let p = previous {
                    let followed = leaves[(i + 1)...].contains { !$0.hidden }
                    pos[i] = pos[p] + len[p] + (followed ? gaps[p] / 2 : 0)
                } else {
                    pos[i] = firstVisibleStart ?? start
                }
            }
            // Across.
            return leaves.indices.map { i in
                let l = leaves[i]
                var x = c0, w = cl
                if alignment != .fill {
                    w = l.hidden ? l.bx : min(l.bx, cl)
                    switch alignment {
                    case .center: x = c0 + (cl - w) / 2
                    case .trailing: x = c0 + cl - w
                    default: x = c0
                    }
                }
                return horizontal
                    ? Rect(x: pos[i], y: x, width: len[i], height: w)
                    : Rect(x: x, y: pos[i], width: w, height: len[i])
            }
        }
    }
}
