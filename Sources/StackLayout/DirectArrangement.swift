import ConstraintSolver
import Geometry
import ViewTree

/// The direct path for a stack view (issue 11): the frames the general
/// solver would give a stack's subtree, computed by hand, the way Yoga's
/// `CalculateLayout` and Taffy's flexbox algorithm measure, then arrange.
///
/// **How it relates to the solver.** The solver (`ConstraintSolver.Solver`)
/// minimises the violations of optional constraints tier by tier (one tier
/// per priority), then breaks the remaining ties by `Σ rank × |error|`, lower
/// ranks giving way first; the window ranks content-size constraints in
/// layout order. Here the same optimum is read off in closed form for the
/// part of the scene a stack fully determines, and only a *summary* reaches
/// the solver: the cost the subtree's generated constraints
/// (``ConstraintGenerator``, uikit-stackview.md §1–§4) and its leaves'
/// content-size constraints add, tier by tier, as a function of the root
/// stack's own width and height (``DirectProfile``, built bottom-up: each
/// nested stack summarises its content per axis and its parent combines the
/// summaries), given to the solver as a few constraints on those two lengths
/// (``ViewTree/DirectLayout/Wish``). The solver places the root among
/// everything else; ``DirectLayout/arrange`` places every view inside it,
/// top-down, in one pass. Any difference from the general path is a bug
/// here (the exactness property test runs both).
///
/// **Covered.** A `fill`, `fillEqually` or `equalSpacing` stack whose
/// arranged items are leaves (no subviews; an intrinsic size on both axes;
/// hugging and compression resistance strictly between 25 and 999.999) or
/// covered stacks (nested to any depth, with no subviews other than their
/// arranged ones and no margins guide), with any spacing and custom
/// spacing, hidden items (at least one visible in each stack),
/// layout-margins-relative arrangement on the root, and alignment fill,
/// leading, center or trailing (a vertical stack's baseline alignment is
/// fill, §3). Everything else returns nil and the solver sees the whole
/// subtree (a nested stack that is not covered makes its parent not
/// covered; it may still be a root itself). These are deliberate fallbacks:
/// `fillProportionally` and `equalCentering` (their proportional and
/// centring constraints have descending priorities that give way one by
/// one: not one slope per side), baseline alignment of a horizontal stack
/// and baseline-relative arrangement (the baseline offsets are not lengths
/// of the summary), an all-hidden stack (its items' positions are
/// ambiguous, §14.6), multi-line labels side by side (the text-width rule),
/// a nested stack with margins (its guide would not be placed), an item
/// that is not a subview of its stack (arranged from deeper in the subtree,
/// perhaps by a nested stack too, whose rule would also place it), a stack
/// given an intrinsic size of its own (content-size constraints on the
/// stack that no summary holds), and
/// (checked by the window) any constraint that refers to a view inside, and
/// a scroll view.
///
/// **The rules** (L the canvas length along the axis, C across it; a leaf
/// has intrinsic length b, hugging h and compression resistance c):
///
/// 1. *A leaf* costs `(ℓ − b)` in tier h above b and `(b − ℓ)` in tier c
///    below it, ranked as its content-size constraints (``DirectProfile/leaf``).
/// 2. *Along the axis* the visible items and the gaps are in series
///    (UISV-canvas-connection, UISV-spacing, required), so
///    `L = Σ lᵢ + Σ gaps`, and the stack's cost is the infimal convolution
///    of its items' (``DirectProfile/series``): each item rests at its own
///    minimiser, and the slack beyond (or the shortfall below) goes to the
///    item with the least slope on that side, the first in arranged order
///    among equals (the lowest tie-break rank). A hidden item is 0 long
///    (UISV-hiding 999.999 beats its content) and sits in the middle of the
///    gap it interrupts (UISV-spacing-hidden @50), or at the first visible
///    item's leading edge when no visible item precedes it; its constant
///    costs do not depend on L and are left out.
///    *Past the size floors* (2c): the engine keeps every view's length at
///    0 or more (a floor just below required, `ViewTree/Window+Lowering.swift`),
///    so a shortfall larger than the giver's own length takes it to 0 and
///    goes on to the next item with the same slope in its tiers, in
///    arranged order (their ranks: the tie-break), each down to 0, as the
///    solver's lexicographic optimum does (R1's `axis`: 1 000 labels
///    squeezed into 375 pt, the first ones at 0). Only leaves give that
///    way, and only in the root stack (``arrange(_:into:floors:)``); an
///    item with a steeper slope never gives before all of those are at 0,
///    and a shortfall beyond them goes to the solver. The tiers' cost of
///    the root's length is the same "V" all the way down, but the rank of
///    the item giving way is no longer the first's: below the length where
///    the first reaches 0 the window asks that the length be the tiers'
///    only optimum (``ViewTree/DirectLayout/Check/Kind/uniqueBelow(_:)``),
///    so that no tie-break on it can matter.
///    *fillEqually* (2a): every visible item is as long as the first
///    (UISV-fill-equally, required), so `l = (L − Σ gaps) / n` and the cost is
///    the items' costs summed at l (``DirectProfile/spread(_:extra:)``).
///    *equalSpacing* (2b): the gaps are equal (gap guides, required) and at
///    least each spacing (`>=`), so at least the largest g; above
///    `Σ mᵢ + (n − 1)·g` the items rest and the gaps share the rest for
///    free, below it the gaps are g and the cheapest item gives way, and
///    UISV-canvas-fit pulls the stack's length to 0 at 49 throughout.
/// 3. *Across, alignment fill*: every item (hidden ones too, §4) spans the
///    canvas (UISV-alignment, canvas connections to item 0), so the stack's
///    cost is the sum of its items' (``DirectProfile/sum``).
/// 4. *Across, leading / center / trailing*: the visible items lie inside the
///    spanning guide, which is the canvas (UISV-spanning-boundary,
///    canvas connections), so `lᵢ = min(mᵢ, C)` (mᵢ the item's minimiser):
///    below the widest m the widest items are squeezed, and UISV-spanning-fit
///    (@51; UISV-canvas-fit @49 for a single item) pulls C to 0. Hidden
///    items are outside the spanner and keep m. The ambiguity suppression
///    (@25, cost `Σ min(lᵢ, C)`: concave, so no constraint on C can stand
///    for it) is left out; it is constant where `C ≥ max m`, so this cost
///    is claimed on `C ≥ max m` only, and the window checks at the optimum
///    that C fell there and is unique (``ViewTree/DirectLayout/verify``,
///    ``ViewTree/DirectLayout/checks``); otherwise it solves again with the stack's own
///    constraints.
///
/// **What the solver is given.** Where the root's cost along an axis is
/// known at every length with its ranks (a leaf-like "V", or a sum of them)
/// it is given term by term, each term ranked as the content-size
/// constraints it stands for: exact. Otherwise (rule 4, or rule 2 over
/// items known only near their minimiser) it is given as the slopes at the
/// minimiser (``DirectProfile``), which is exact for the solver wherever the
/// optimum falls where those slopes hold: the window checks that, and that
/// the length is unique, at the optimum, and else solves the subtree whole.
///
/// Non-arranged subviews of the root take no part (the window lowers them
/// as usual).
///
/// **Between passes** each stack keeps its node and each root its layout
/// (``DirectCache``), recomputed only when something they were computed
/// from changed (``ViewTree/View/layoutVersion`` and the cache's key): the
/// summaries are the same functions of the same inputs, so the solver sees
/// the same wishes and the frames are those of a fresh plan. A `fill`
/// stack whose items changed, some of them only, re-plans those
/// (``DirectNode/init(deriving:_:changed:_:)``): its series along the axis
/// is kept as partial sums (``DirectSeriesTree``), the sum across is kept
/// while the changed items measure the same across.
///
/// **Departures.** A stack constraint's term (spanning-fit, canvas-fit)
/// takes the solver's insertion rank, not the generated constraint's; the
/// two differ only where the tiers leave a length undecided, which the
/// checks above send to the solver. Where the tiers leave an item's frame
/// open (an ambiguous layout), the general path's answer depends on the
/// order its constraints were added, so the two paths may differ there; the
/// property test leaves such views out.
struct DirectArrangement {
    let stack: StackView
    let values: StackView.Effective

    /// The stack's direct layout, or nil when a case above is not covered.
    func layout() -> DirectLayout? {
        let screen = stack.window?.screen
        let context = DirectNode.Context(traits: screen?.traitCollection, scale: screen?.scale ?? 3)
        let key = DirectNode.key(stack, values, nested: false, context)
        let cache = stack.directCache
        if let (k, kept, varies) = cache.layout, k.holds(key, variesWithTraits: varies) { return kept }
        let node = DirectNode.make(stack, values, nested: false, context)
        let made = node.flatMap(layout)
        cache.layout = (key, made, node?.variesWithTraits ?? true)
        return made
    }

    /// The layout of the root's node.
    private func layout(_ node: DirectNode) -> DirectLayout? {
        // The last layout's list when it is the same (an edit that changed
        // no item list): the window then finds its plan's views unchanged
        // by comparing two buffers, and no list of every arranged view is
        // made again.
        var arranged = GrowingList<View>()
        if let (base, count) = node.arrangedBase.take() {
            // A node with items appended: the last list, then theirs.
            arranged = base
            node.collect(from: count, into: &arranged)
        } else if let kept = stack.directCache.layout?.layout?.arranged, node.collects(kept) {
            arranged = kept
            stack.directCache.listWalks += 1
        } else {
            node.collect(into: &arranged)
            stack.directCache.listWalks += 1
        }
        node.collected = arranged
        var wishes: [DirectLayout.Wish] = []
        var local: [(axis: Axis, lo: Double, hi: Double)] = []
        var checks: [DirectLayout.Check] = []
        var slots: [ObjectIdentifier?: Int] = [:]
        for axis in [Axis.horizontal, .vertical] {
            let p = node.profile(axis)
            let terms: [Term]
            if axis != node.axis, let t = node.acrossTerms {
                terms = t
            } else if let hinges = p.hinges, hinges.allSatisfy({ $0.part.giverReference.exists }) {
                terms = Self.merged(hinges)
                if axis != node.axis { node.acrossTerms = terms }
            } else {
                guard let t = Self.local(p, axis: axis) else { return nil }
                terms = t.terms
                local.append((axis, t.lo, t.hi))
                checks += t.checks
            }
            for t in terms { wishes.append(wish(t, axis: axis, slots: &slots)) }
        }
        // Rule 2c: past the first giver's floor the rank of the summary's
        // shrink slope no longer holds.
        if node.distribution == .fill, node.shrinker >= 0, node.isLeaf(node.shrinker) {
            checks.append(.init(axis: node.axis, kind: .uniqueBelow(node.floorReached)))
        }
        let cache = ArrangeCache()
        let arrange = { (r: Rect) -> [Rect]? in
            if let (k, v) = cache.last, k == r { return v }
            var out: [Rect] = []
            out.reserveCapacity(arranged.count)
            var slots: [Int32] = []
            let resuming = node.resumption(at: r, into: &out, slots: &slots)
            let v = node.arrange(r, into: &out, floors: true, resuming: resuming, record: true, slots: &slots)
                ? out : nil
            cache.last = (r, v)
            if let v {
                node.lastArrangement = DirectNode.Arrangement(
                    rect: r, frames: v, excess: node.excess(at: r), slots: slots,
                    lastVisible: node.series?.root.last ?? -1)
                node.unchangedBefore = nil
            }
            return v
        }
        // Checked even where the summary is exact everywhere (no local
        // terms): the summary knows nothing of the engine's size floors
        // (Window+Lowering.swift), so an arrangement that would make a view
        // shorter than 0 goes to the solver. The read reuses this
        // arrangement (`cache`).
        let verify: ((Rect) -> Bool)? = { r in
            for (axis, lo, hi) in local {
                let x = axis == .horizontal ? r.size.width : r.size.height
                if x < lo - 1e-7 || x > hi + 1e-7 { return false }
            }
            return arrange(r) != nil
        }
        return DirectLayout(
            wishes: wishes, arranged: arranged,
            arrange: { r in arrange(r) ?? Array(repeating: r, count: arranged.count) },
            verify: verify, checks: checks, determined: determined(arranged, arrange))
    }

    /// ``ViewTree/DirectLayout/determined`` where it is known: a `fill` or
    /// `fillEqually` stack of leaves with alignment fill. Across the axis
    /// every item spans the canvas (required); along it `fillEqually`
    /// makes every visible item as long as the first (required), and
    /// `fill` puts the items in series, so the one optimum is where at most
    /// one item's content size gives way, alone in its tier: the slack goes
    /// to the visible item with the lowest hugging (rule 2), a shortfall to
    /// the one with the lowest compression resistance. Two visible items
    /// in the tier that gives way could share it in any proportion at the
    /// same cost (a tie: ambiguous), and so could items squeezed to their
    /// size floors: nil there, as for any other stack. Nil too with a
    /// hidden item: UISV-spacing-hidden (@50) may leave its position open
    /// within the gap it interrupts.
    private func determined(_ arranged: GrowingList<View>, _ arrange: @escaping (Rect) -> [Rect]?) -> ((Rect) -> [Rect]?)? {
        let e = values
        guard e.distribution == .fill || e.distribution == .fillEqually, e.alignment == .fill,
            !e.isBaselineRelativeArrangement,
            arranged.count == stack.arrangedSubviews.count, arranged.allSatisfy({ $0.subviews.isEmpty && !($0 is StackView) })
        else { return nil }
        let axis = e.axis, equally = e.distribution == .fillEqually
        return { r in
            guard !arranged.contains(where: \.isHidden), let frames = arrange(r) else { return nil }
            if equally { return frames }
            var stretched: [Double] = [], squeezed: [Double] = []
            var hugging: [Double: Int] = [:], resistance: [Double: Int] = [:]
            for (v, f) in zip(arranged, frames) {
                let ics = v.intrinsicContentSize
                let b = axis == .horizontal ? ics.width : ics.height
                guard b != noIntrinsicMetric else { return nil }
                let l = axis == .horizontal ? f.size.width : f.size.height
                let h = axis == .horizontal ? v.contentHugging.horizontal : v.contentHugging.vertical
                let c = axis == .horizontal ? v.compressionResistance.horizontal : v.compressionResistance.vertical
                hugging[h, default: 0] += 1
                resistance[c, default: 0] += 1
                let tolerance = 1e-6 * max(1, abs(b))
                if l > b + tolerance {
                    stretched.append(h)
                } else if l < b - tolerance {
                    // At (or past) its size floor: the floors' tier decides.
                    if l <= 1e-6 { return nil }
                    squeezed.append(c)
                }
            }
            switch (stretched.count, squeezed.count) {
            case (0, 0): return frames
            case (1, 0): return hugging[stretched[0]] == 1 ? frames : nil
            case (0, 1): return resistance[squeezed[0]] == 1 ? frames : nil
            default: return nil
            }
        }
    }

    /// The last arrangement, kept between the check and the read.
    final class ArrangeCache {
        var last: (Rect, [Rect]?)?
    }

    /// One constraint on the root's length: `ℓ relation constant` in tier
    /// `priority`, `weight` times over, ranked as `givers` (weighted).
    struct Term {
        var relation: Relation
        var constant: Double
        var priority: Double
        var weight: Double
        var givers: GrowingList<DirectLayout.Giver>
    }

    /// Exact hinges, equal ones merged into one weighted term (its rank the
    /// weighted mean of theirs: the same tie-break cost).
    ///
    /// A term's shape is found among the few made so far by comparing
    /// them (a stack's items have a few shapes between them: W1's 10 000
    /// leaves have four across), by a table only past
    /// ``mergedScanLimit`` terms (issue 28: hashing every one of 20 000
    /// terms was most of merging them). The same terms, in the same order.
    ///
    /// Two passes: the first finds each hinge's term and counts the
    /// givers of each, the second writes them into lists made about that
    /// long (growing them by doubling wrote W1's 20 000 givers across into
    /// 1.4 MB of new pages, three times what they hold: issue 28, item 1).
    /// A quarter more room is left, so that rows appended to a list join
    /// its terms in place (``merge(_:into:)``, whose givers stay a prefix
    /// of the next ones: their ranks are kept). Each term's weight is
    /// summed in the hinges' order, as before.
    static func merged(_ hinges: [DirectHinge]) -> [Term] {
        struct Shape: Hashable {
            let relation: Relation, constant: Double, priority: Double
        }
        var index: [Shape: Int] = [:]
        var shapes: [(shape: Shape, count: Int)] = []
        var termOf = [Int32](repeating: 0, count: hinges.count)
        for k in hinges.indices {
            let h = hinges[k]
            let shape = Shape(relation: h.relation, constant: h.constant, priority: h.part.priority)
            let found: Int?
            if shapes.count <= mergedScanLimit {
                found = shapes.firstIndex { $0.shape == shape }
            } else {
                if index.isEmpty {
                    for (i, t) in shapes.enumerated() { index[t.shape] = i }
                }
                found = index[shape]
            }
            if let i = found {
                shapes[i].count += 1
                termOf[k] = Int32(i)
            } else {
                if !index.isEmpty { index[shape] = shapes.count }
                termOf[k] = Int32(shapes.count)
                shapes.append((shape, 1))
            }
        }
        var out = shapes.map {
            Term(relation: $0.shape.relation, constant: $0.shape.constant, priority: $0.shape.priority, weight: 0,
                 givers: GrowingList(reservingCapacity: $0.count + max(4, $0.count / 4)))
        }
        for k in hinges.indices {
            let h = hinges[k], i = Int(termOf[k])
            out[i].weight = out[i].givers.isEmpty ? h.part.weight : out[i].weight + h.part.weight
            out[i].givers.append(DirectLayout.Giver(view: h.part.giver!, axis: h.part.axis, weight: h.part.weight))
        }
        return out
    }

    /// How many terms ``merged(_:)`` compares a term's shape with before
    /// it looks shapes up in a table.
    static let mergedScanLimit = 8

    /// ``merged(_:)`` of some hinges then `more`, given `terms`, the merged
    /// first ones: each of `more` joins the term of its shape (shapes are
    /// unique among the terms) or starts one at the end, as merging them
    /// all in order does. False when one of `more` stands for no
    /// content-size constraint (then there are no such terms).
    static func merge(_ more: [DirectHinge], into terms: inout [Term]) -> Bool {
        for h in more {
            guard let giver = h.part.giver else { return false }
            let g = DirectLayout.Giver(view: giver, axis: h.part.axis, weight: h.part.weight)
            if let i = terms.firstIndex(where: {
                $0.relation == h.relation && $0.constant == h.constant && $0.priority == h.part.priority
            }) {
                terms[i].weight += h.part.weight
                terms[i].givers.append(g)
            } else {
                terms.append(Term(
                    relation: h.relation, constant: h.constant, priority: h.part.priority, weight: h.part.weight,
                    givers: GrowingList(CollectionOfOne(g))))
            }
        }
        return true
    }

    /// A cost known near its minimiser m as terms with the same slopes on
    /// `lo...hi`: per tier, `a × max(0, ℓ − m) + b × max(0, m − ℓ)` plus a
    /// linear part, written as a term whose corner lies outside `lo...hi`
    /// (the checked range, at most 10⁴ from m). Nil when a tier's slopes
    /// are not convex on their own (then no such terms exist).
    static func local(_ p: DirectProfile, axis: Axis) -> (terms: [Term], lo: Double, hi: Double, checks: [DirectLayout.Check])? {
        let lo = max(p.lo, p.natural - 1e4), hi = min(p.hi, p.natural + 1e4)
        // Each side's tiers are distinct priorities, highest first
        // (``DirectSlope/tiers``): merged from the highest down, a tier on
        // one side only having slope 0 on the other (two tables, a set of
        // their union and its sorted array were made for a few tiers).
        let g = p.grow.tiers, s = p.shrink.tiers
        var i = 0, j = 0
        var out: [Term] = []
        var checks: [DirectLayout.Check] = [.init(axis: axis, kind: .unique)]
        while i < g.count || j < s.count {
            let priority: Double, gp: Double, sp: Double
            if j == s.count || (i < g.count && g[i].priority > s[j].priority) {
                (priority, gp, sp) = (g[i].priority, g[i].weight, 0)
                i += 1
            } else if i == g.count || s[j].priority > g[i].priority {
                (priority, gp, sp) = (s[j].priority, 0, s[j].weight)
                j += 1
            } else {
                (priority, gp, sp) = (g[i].priority, g[i].weight, s[j].weight)
                i += 1
                j += 1
            }
            var c = sp < 0 ? -sp : gp < 0 ? gp : 0
            if gp + sp < -1e-9 {
                // Concave in this tier alone (convex only with the tiers
                // above): exact on the side with the positive slope, the
                // other side's slope raised to match, and the tiers above
                // must keep the length from moving that way.
                guard (gp < 0) != (sp < 0) else { return nil }
                c = sp < 0 ? gp : -sp
                if checks.count == 1 {
                    checks.append(.init(axis: axis, kind: sp < 0 ? .noShorter(above: priority) : .noLonger(above: priority)))
                } else {
                    return nil  // one such tier at most (the highest decides)
                }
            }
            let a = max(gp - c, 0), b = max(sp + c, 0)
            func add(_ r: Relation, _ k: Double, _ w: Double) {
                if w > 1e-12 { out.append(Term(relation: r, constant: k, priority: priority, weight: w, givers: GrowingList())) }
            }
            add(.lessThanOrEqual, p.natural, a)
            add(.greaterThanOrEqual, p.natural, b)
            if c > 0 { add(.lessThanOrEqual, lo - 1, c) }
            if c < 0 { add(.greaterThanOrEqual, hi + 1, -c) }
        }
        return (out, lo, hi, checks)
    }

    func wish(_ t: Term, axis: Axis, slots: inout [ObjectIdentifier?: Int]) -> DirectLayout.Wish {
        let owner = t.givers.first?.view
        let key = owner.map(ObjectIdentifier.init)
        let slot = slots[key, default: 0]
        slots[key] = slot + 1
        return DirectLayout.Wish(
            axis: axis, relation: t.relation, constant: t.constant * t.weight, scale: t.weight,
            priority: t.priority, givers: t.givers,
            text: .init(
                stack: stack.name, axis: axis, relation: t.relation, constant: t.constant, priority: t.priority,
                weight: t.weight),
            owner: owner, slot: slot)
    }
}

/// One stack of a directly arranged subtree: its items' summaries and its
/// own, along its axis and across it (rules 1–4 of ``DirectArrangement``).
final class DirectNode {
    /// (Unowned: the stack keeps its node, ``DirectCache``.)
    unowned let stack: StackView
    let axis: Axis
    let distribution: StackView.Distribution
    let alignment: StackView.Alignment
    /// The largest gap between visible items (equalSpacing's least gap),
    /// negative when every spacing is; 0 with one visible item.
    let maxGap: Double
    /// (The per-item arrays are handed over to the node derived from this
    /// one, ``init(deriving:_:changed:_:)``, which then empties them.)
    private(set) var items: [View]
    /// Per item (``ItemState``): its nested stack's node, its version,
    /// the gap after it, its profiles along the axis and across it.
    private(set) var states: [ItemState]
    let margins: EdgeInsets
    /// The stack's own frame, along its axis and across it.
    let along: DirectProfile
    private(set) var across: DirectProfile
    /// Under alignment fill, the sum of the items' profiles across (rule 3)
    /// before the insets: a function of the items' profiles across alone (hidden items
    /// count too), so the next node of the stack takes it over when its
    /// items' profiles across are the same, as after hiding or showing an
    /// item or changing one's length along the axis (the sum is a sort over
    /// every item's corners: the cost of a list of N rows). (In ``extras``.)
    private(set) var acrossSum: DirectProfile? {
        get { extras?.acrossSum }
        set { extras(forWriting: newValue == nil)?.acrossSum = newValue }
    }
    /// The margins across (`across` is `acrossSum` shifted by them).
    let crossInset: Double
    /// ``DirectArrangement/merged(_:)`` of `across`'s hinges, once a root's
    /// layout has made them; taken over with `across`.
    var acrossTerms: [DirectArrangement.Term]? {
        get { extras?.acrossTerms }
        set { extras(forWriting: newValue == nil)?.acrossTerms = newValue }
    }
    /// The canvas's natural length along the axis, without the insets
    /// (what ``excess(at:)`` and ``arrange(_:into:floors:resuming:record:slots:)``
    /// read of the canvas's profile: the profile itself, 112 bytes, was
    /// kept per node).
    let contentNatural: Double
    /// Rule 2's givers among the visible items (indices into `items`).
    let grower: Int, shrinker: Int
    let growDecided: Bool, shrinkDecided: Bool
    /// The screen scale the summaries were made at.
    let scale: Double
    /// Whether a stack of the subtree has size-class variations (so the
    /// summary depends on the window's traits).
    let variesWithTraits: Bool
    /// A `fill` stack's items in series as partial sums (nil under the
    /// other distributions): the next node of the stack, when only some
    /// items changed, updates them (``init(deriving:_:changed:_:)``).
    private(set) var series: DirectSeriesTree?
    /// The stack's ``ViewTree/View/layoutVersion`` when the node was made.
    let version: UInt64
    /// The views the subtree arranges (``collect(into:)``), once a root's
    /// layout has listed them (the same array as the layout's: no copy).
    var collected: GrowingList<View>? {
        get { extras?.collected }
        set { extras(forWriting: newValue == nil)?.collected = newValue }
    }
    /// For a node derived from one whose items it begins with, each still
    /// arranging what it did: that node's list and how many items it
    /// covers, the first part of this node's list (a root's layout goes on
    /// from there, ``collect(from:into:)``, rather than walking the
    /// subtree: a list of 10 000 rows given one more).
    var arrangedBase: (views: GrowingList<View>, items: Int)? {
        get { extras?.arrangedBase }
        set { extras(forWriting: newValue == nil)?.arrangedBase = newValue }
    }
    /// How many views the subtree arranges (``collect(into:)``'s count).
    let arrangedCount: Int
    /// A root's last arrangement (``arrange(_:into:floors:resuming:)``
    /// with floors, as the root's layout makes it), handed over to the
    /// node derived from this one.
    var lastArrangement: Arrangement? {
        get { extras?.lastArrangement }
        set { extras(forWriting: newValue == nil)?.lastArrangement = newValue }
    }
    /// For a node derived from one that was arranged as a root: that
    /// arrangement, and the first item that changed since (the items
    /// before it are the kept node's, with the same summaries and nested
    /// nodes; ``resumption(at:into:slots:)``). Dropped once this node is
    /// arranged itself.
    var unchangedBefore: (arrangement: Arrangement, item: Int, through: Int)? {
        get { extras?.unchangedBefore }
        set { extras(forWriting: newValue == nil)?.unchangedBefore = newValue }
    }

    /// The fields only some nodes hold: a root's (its terms, list and
    /// arrangements, what a node derived from it takes over) and, under
    /// alignment fill, the sum across. Kept apart, made when one of them
    /// is set, so that a nested node without them (each row of a list,
    /// aligned center) is 425 bytes, not 817 with them in place as
    /// nil optionals (issue 28, item 6: a list of 10 000 rows kept
    /// 10 000 nodes).
    final class Extras {
        var acrossSum: DirectProfile?
        var acrossTerms: [DirectArrangement.Term]?
        var collected: GrowingList<View>?
        var arrangedBase: (views: GrowingList<View>, items: Int)?
        var lastArrangement: Arrangement?
        var unchangedBefore: (arrangement: Arrangement, item: Int, through: Int)?

        /// Extras holding `acrossSum` and `acrossTerms`; nil when both are nil.
        static func made(acrossSum: DirectProfile?, acrossTerms: [DirectArrangement.Term]?) -> Extras? {
            guard acrossSum != nil || acrossTerms != nil else { return nil }
            let e = Extras()
            e.acrossSum = acrossSum
            e.acrossTerms = acrossTerms
            return e
        }
    }
    private var extras: Extras?

    /// The extras to write one of ``Extras``' fields in: made for a value
    /// that is not nil, none (nothing to write) for a nil where there are
    /// none. (Not through a key path: writing through a reference key
    /// path allocated, once per layout pass of a root.)
    private func extras(forWriting isNil: Bool) -> Extras? {
        if let e = extras { return e }
        if isNil { return nil }
        let e = Extras()
        extras = e
        return e
    }
    /// How many items have a length, a gap or a subtree off the grid
    /// (``isOffGrid(_:_:_:_:)``); kept up to date by a derived node.
    private(set) var offGrid: Int
    /// Whether arranging the node at its frame moved by δ along an axis
    /// moves every frame it gives by δ along that axis and changes
    /// nothing else, bit for bit, when the frame and δ are on the grid
    /// (``isOnGrid(_:)``) and every frame placed begins and ends within
    /// 2²⁶ of 0 at both places: a `fill` stack whose margins, items' natural lengths
    /// (along and across) and gaps are on the grid, its nested nodes
    /// translating so too (a root then moves the rows after an edit
    /// rather than placing them again, ``arrange(_:into:floors:resuming:)``).
    ///
    /// The invariant: no length depends on the frame's origin (natural
    /// lengths, what a giver takes, `min(m, C)`, half of `C − w`), and
    /// each is a sum, difference or half of values on the grid, so a
    /// multiple of 2⁻¹³; every position is the origin plus such lengths,
    /// gaps and margins, added one at a time, each partial sum a position,
    /// an end or a canvas edge (a margin, at most 2²⁴, from a frame's
    /// edge), so within 2²⁷ of 0. Each addition is of
    /// multiples of 2⁻¹³ below 2²⁸: exact (41 of the 53 bits). So every
    /// position is the exact sum from the origin whatever the origin is,
    /// and moving the origin by δ moves it by δ. (`fillEqually` divides
    /// by the count and `equalSpacing` the slack by the gaps: not so.)
    let translatesExactly: Bool

    /// What a node keeps of one item, its profiles with the rest, in one
    /// array (issue 28, item 1: a row of a list kept five arrays, then
    /// three, these states and its profiles along and across, each one of
    /// its first layout's allocations and a cache miss when it is
    /// arranged). The partial sums and the sum across read a column of
    /// them in place (``DirectProfileColumn``).
    struct ItemState {
        /// The nested stack's node (nil for a leaf).
        var child: DirectNode?
        /// The item's ``ViewTree/View/layoutVersion`` when its profiles
        /// were made (for a leaf: they hold while it has not moved).
        var version: UInt64
        /// After the item, when a visible item follows (else 0).
        var gap: Double
        /// The item's profiles along the stack's axis and across it (a
        /// nested stack's: its node's ``profile(_:)``).
        var along: DirectProfile
        var across: DirectProfile
        /// Whether the item was hidden when the node measured it (the
        /// series' leaves, which held it, are not kept: ``DirectSeriesTree``).
        /// (Last: it takes the profiles' padding, no byte more.)
        var hidden = false

        /// Where `along` and `across` lie in a state
        /// (``DirectProfileColumn``).
        static let alongOffset = MemoryLayout<ItemState>.offset(of: \ItemState.along)!
        static let acrossOffset = MemoryLayout<ItemState>.offset(of: \ItemState.across)!
    }

    /// A root's frames as its arrangement gave them, at its frame `rect`.
    /// (`excess`: ``excess(at:)`` then, with that node's content; `slots`:
    /// where each item's frame is in `frames`, its subtree's after it;
    /// `lastVisible`: that node's last visible item.)
    struct Arrangement {
        let rect: Rect
        let frames: [Rect]
        let excess: Double
        let slots: [Int32]
        let lastVisible: Int
    }

    /// The grid of ``translatesExactly``: a multiple of 2⁻¹² no larger
    /// than 2²⁴ in magnitude (every integer and every quarter, eighth,
    /// … pixel; not a third).
    static func isOnGrid(_ x: Double) -> Bool {
        let scaled = x * 0x1p12
        return abs(x) <= 0x1p24 && scaled.rounded(.towardZero) == scaled
    }

    /// Whether an item (its summaries along and across, the gap after it
    /// and its nested node) breaks ``translatesExactly``.
    static func isOffGrid(_ along: DirectProfile, _ across: DirectProfile, _ gap: Double, _ child: DirectNode?) -> Bool {
        !(isOnGrid(along.natural) && isOnGrid(across.natural) && isOnGrid(gap) && (child?.translatesExactly ?? true))
    }

    /// ``translatesExactly`` from the node's own values and its count of
    /// items off the grid.
    static func translates(_ distribution: StackView.Distribution, _ margins: EdgeInsets, offGrid: Int) -> Bool {
        distribution == .fill && offGrid == 0 && isOnGrid(margins.top) && isOnGrid(margins.left)
            && isOnGrid(margins.bottom) && isOnGrid(margins.right)
    }

    /// What every stack of the subtree shares: the window's traits (for
    /// size-class variations) and the screen's scale (for gaps), read once.
    struct Context {
        let traits: TraitCollection?
        let scale: Double
        /// Equal slopes made in the subtree share their parts.
        let slopes = DirectSlopePool()
    }

    /// What the stack's node is computed from besides its subtree.
    static func key(_ stack: StackView, _ values: StackView.Effective, nested: Bool, _ context: Context) -> DirectCache.Key {
        DirectCache.Key(
            values: values, scale: context.scale, traits: context.traits, version: stack.layoutVersion, nested: nested)
    }

    /// The stack's node: the one it kept (``DirectCache``) while that holds,
    /// else a new one, made with the kept one's unchanged leaves.
    static func make(_ stack: StackView, _ values: StackView.Effective, nested: Bool, _ context: Context) -> DirectNode? {
        let cache = stack.directCache
        let previous = cache.node
        let key = key(stack, values, nested: nested, context)
        return cache.node(key) {
            // Only some items changed since the last node (none of the
            // stack's own properties, the same items in the same order):
            // those are re-planned, the rest taken over.
            if let (k, node) = previous, let kept = node, kept.series != nil,
                k.values == key.values, k.scale == key.scale, k.nested == key.nested,
                !kept.variesWithTraits || k.traits == key.traits,
                let changed = stack.subtreeChanges.subviewsChanged(after: kept.version),
                changed.count <= 16,
                let d = DirectNode(deriving: kept, stack, changed: changed, context)
            {
                cache.derived += 1
                return d
            }
            return DirectNode(stack, values, nested: nested, context, previous: previous?.node)
        }
    }

    init?(
        _ stack: StackView, _ values: StackView.Effective, nested: Bool, _ context: Context, previous: DirectNode? = nil
    ) {
        let items = stack.arrangedSubviews
        let distribution = values.distribution
        guard !items.isEmpty, distribution == .fill || distribution == .fillEqually || distribution == .equalSpacing
        else { return nil }
        // A stack view has no intrinsic size of its own (UIStackView's is
        // noIntrinsicMetric); one given to it (`set s intrinsic=…`) adds
        // content-size constraints on the stack that no summary holds.
        let own = stack.intrinsicContentSize(scale: context.scale)
        guard own.width == noIntrinsicMetric, own.height == noIntrinsicMetric else { return nil }
        let axis = values.axis
        var alignment = values.alignment.normalized
        if axis == .vertical {
            if values.isBaselineRelativeArrangement { return nil }
            if alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        } else if alignment == .firstBaseline || alignment == .lastBaseline {
            return nil
        }
        // The visible items are counted, not listed (no array per stack:
        // issue 28, a first layout of a list of 10 000 rows made fifteen
        // per row); the distributions other than `fill` list them below.
        var visibleCount = 0, lastVisible = -1
        for i in items.indices where !items[i].isHidden {
            visibleCount += 1
            lastVisible = i
        }
        guard visibleCount > 0 else { return nil }
        // An item arranged from deeper in the subtree (addArrangedSubview
        // of a descendant) may be arranged by a nested stack too: its
        // frame would come from two rules at once.
        // (These scans, and the loop over the items below, go by index: no
        // iterator, which an unoptimised build allocates per item.)
        for i in items.indices where !items[i].isSubview(of: stack) { return nil }
        if nested {
            // Its own constraints are not lowered: nothing else may hang on
            // it (the window checks the constraints and guides). (The
            // arranged views are distinct subviews: as many subviews is
            // every subview arranged.)
            guard stack.subviews.count == items.count else { return nil }
        }
        if axis == .horizontal && visibleCount > 1 && distribution != .fillEqually {
            for i in items.indices where !items[i].isHidden && items[i].sharesTextWidth {
                return nil  // UISV-text-width-disambiguation (§1.6)
            }
        }
        var states: [ItemState] = []
        states.reserveCapacity(items.count)
        let kept = previous?.scale == context.scale ? previous : nil
        // Whether every item's profile across is the kept node's at the
        // same place: then so is their sum (see `acrossSum`). As many items;
        // each nested stack's node the same object as at that place; each
        // leaf unchanged (its profiles kept) or measuring the same there
        // (``DirectProfile/isSame(as:)`` compares the givers, so it is the
        // same view). A kept leaf found one place later than before needs
        // no check of its own: with as many items, some later place then
        // holds a view that was not there, which fails one of these.
        var sameAcross = kept.map { $0.axis == axis && $0.items.count == items.count } ?? false
        var cursor = 0
        for i in items.indices {
            let item = items[i]
            let version = item.layoutVersion
            if let s = item as? StackView {
                guard let child = Self.make(s, s.effectiveValues(for: context.traits), nested: true, context)
                else { return nil }
                if sameAcross && kept!.states[i].child !== child { sameAcross = false }
                states.append(ItemState(
                    child: child, version: version, gap: 0, along: child.profile(axis), across: child.profile(axis.other)))
            } else if let k = kept?.keptLeaf(item, axis: axis, cursor: &cursor) {
                states.append(ItemState(child: nil, version: version, gap: 0, along: k.0, across: k.1))
            } else {
                guard let m = Self.leafState(item, version: version, axis: axis, scale: context.scale) else { return nil }
                states.append(consume m)
                // A leaf that changed (hidden, shown) may measure the
                // same across.
                if sameAcross && !kept!.states[i].across.isSame(as: states[i].across) {
                    sameAcross = false
                }
            }
            states[i].hidden = item.isHidden
        }
        let generator = ConstraintGenerator(stack: stack, values: values, scale: context.scale)
        for p in items.indices where p != lastVisible && !items[p].isHidden {
            states[p].gap = generator.gap(after: items[p])
        }
        let margins = values.isLayoutMarginsRelativeArrangement ? stack.effectiveLayoutMargins : .zero
        let horizontal = axis == .horizontal
        let axisInset = horizontal ? margins.left + margins.right : margins.top + margins.bottom
        let crossInset = horizontal ? margins.top + margins.bottom : margins.left + margins.right

        // Rules 2, 2a and 2b, with hidden items 0 long.
        var tree: DirectSeriesTree? = nil
        var root: DirectSeriesTree.Summary? = nil
        var visible: [Int] = []
        var series: [DirectProfile] = []
        var g: DirectProfile.Giver = (0, true), s: DirectProfile.Giver = (0, true)
        if distribution == .fill {
            // The partial sums are kept only where a next node may be
            // derived from them (``init(deriving:_:changed:_:)``: alignment
            // fill, a list's); elsewhere (a row of a list, aligned center)
            // their root is summed the same way without keeping them.
            // (The leaves are made by closures passed straight on, which
            // are not escaping: no context or box is allocated for them.)
            if alignment == .fill {
                let t = states.withUnsafeBufferPointer { s in
                    DirectSeriesTree(count: items.count, along: s.along) { Self.seriesLeaf($0, items, s.along, generator) }
                }
                tree = t
                root = t.root
            } else {
                root = states.withUnsafeBufferPointer { s in
                    DirectSeriesTree.rootSummary(count: items.count, along: s.along) {
                        Self.seriesLeaf($0, items, s.along, generator)
                    }
                }
            }
        } else {
            visible = items.indices.filter { !items[$0].isHidden }
            series = visible.map { states[$0].along }
            g = DirectProfile.cheapest(series, .grow)
            s = DirectProfile.cheapest(series, .shrink)
        }
        // The largest gap between visible items, negative spacing included
        // (a gap of −4 is at least −4, not 0: issue 23's behaviour 7, where
        // starting from 0 made an equalSpacing stack 4 pt longer than the
        // solver's); 0 when there is no gap.
        var maxGap = visibleCount > 1 ? -Double.infinity : 0
        for p in items.indices where p != lastVisible && !items[p].isHidden { maxGap = max(maxGap, states[p].gap) }
        let content: DirectProfile
        switch distribution {
        case .fillEqually:
            guard let one = DirectProfile.sum(series), one.isStrict || visible.count == 1 else { return nil }
            content = one.spread(visible.count, extra: states.reduce(0) { $0 + $1.gap })
        case .equalSpacing:
            let gapCount = Double(visible.count - 1)
            guard var p = DirectProfile.series(series, extra: gapCount * maxGap, givers: (g, s)) else { return nil }
            // UISV-canvas-fit (@49, on the stack's own length); with a gap,
            // length beyond the corner is free for the gaps. The fit's own
            // corner (the stack 0 long) bounds where these slopes hold.
            let fit = DirectSlope.unit(49, axis: axis)
            guard p.natural >= -axisInset else { return nil }
            p.lo = max(p.lo, -axisInset)
            p.grow = visible.count > 1 ? fit : p.grow + fit
            if visible.count > 1 { p.hi = .infinity }
            p.shrink = p.shrink + (-fit)
            p.hinges = nil
            p.anywhere = false
            content = p
        default:
            guard let r = root,
                let p = states.withUnsafeBufferPointer({ s in
                    Self.content(r, lastGap: r.last >= 0 ? generator.gap(after: items[r.last]) : 0, s.along)
                })
            else { return nil }
            content = p
        }
        for i in items.indices where items[i].isHidden && !states[i].along.arranges(at: 0) { return nil }

        // Rules 3 and 4.
        let cross: DirectProfile
        var acrossSum: DirectProfile? = nil
        // Whether `cross` is the kept node's sum (else it is recomputed).
        var sumKept = false
        if alignment == .fill {
            if sameAcross, let sum = kept!.acrossSum {
                cross = sum
                sumKept = true
            } else {
                guard let sum = states.withUnsafeBufferPointer({ DirectProfile.sum($0.across) }) else { return nil }
                cross = sum
            }
            acrossSum = cross
        } else {
            // An item not at the widest (and a hidden one) rests at its
            // minimiser against the ambiguity suppression's pull (@25).
            // (By index, the visible ones read in place: no list of them.)
            let suppression = DirectSlope.unit(25, axis: axis.other)
            for i in states.indices where DirectSlope.compare(states[i].across.shrink, suppression) <= 0 { return nil }
            // The widest visible item's minimiser (the first of the
            // largest, as `max()` finds it).
            var m = -Double.infinity, first = true
            var anywhere = true
            for i in items.indices where !items[i].isHidden {
                let x = states[i].across.natural
                if first || m < x { m = x }
                first = false
                anywhere = anywhere && states[i].across.anywhere
            }
            guard m >= 0 else { return nil }  // the fit's corner (0) below the range
            let fit = DirectSlope.unit(items.count == 1 ? 49 : 51, axis: axis.other)
            var shrink = -fit
            for i in items.indices where !items[i].isHidden && abs(states[i].across.natural - m) < 1e-9 {
                shrink = context.slopes.sum(shrink, states[i].across.shrink)
            }
            cross = DirectProfile(
                natural: m, grow: fit, shrink: shrink, lo: m, hi: .infinity, hinges: nil, anywhere: anywhere)
        }

        self.stack = stack
        self.axis = axis
        self.distribution = distribution
        self.maxGap = maxGap
        self.alignment = alignment
        self.items = items
        self.states = states
        self.margins = margins
        self.contentNatural = content.natural
        self.along = content.shifted(by: axisInset)
        self.crossInset = crossInset
        if sumKept, let k = kept, k.crossInset == crossInset {
            self.across = k.across
            self.extras = Extras.made(acrossSum: acrossSum, acrossTerms: k.acrossTerms)
        } else {
            self.across = cross.shifted(by: crossInset)
            self.extras = Extras.made(acrossSum: acrossSum, acrossTerms: nil)
        }
        if let r = root {
            self.grower = r.grow
            self.shrinker = r.shrink
            self.growDecided = r.growDecided
            self.shrinkDecided = r.shrinkDecided
        } else {
            self.grower = visible[g.index]
            self.shrinker = visible[s.index]
            self.growDecided = g.decided
            self.shrinkDecided = s.decided
        }
        self.scale = context.scale
        // (By index: a loop over the states copies each, retaining its
        // node and its profiles' arrays.)
        var varies = !stack.variations.isEmpty
        var count = items.count
        for i in states.indices {
            if let c = states[i].child {
                varies = varies || c.variesWithTraits
                count += c.arrangedCount
            }
        }
        self.variesWithTraits = varies
        self.series = tree
        self.version = stack.layoutVersion
        self.arrangedCount = count
        var offGrid = 0
        for i in items.indices where Self.isOffGrid(states[i].along, states[i].across, states[i].gap, states[i].child) { offGrid += 1 }
        self.offGrid = offGrid
        self.translatesExactly = Self.translates(distribution, margins, offGrid: offGrid)
    }

    /// A `fill` stack's canvas along its axis (rule 2,
    /// ``DirectProfile/series(_:extra:givers:)``) from its series' root
    /// summary `r` and the gap after its last visible item (`lastGap`);
    /// nil when an item has no unique minimiser.
    static func content(_ r: DirectSeriesTree.Summary, lastGap: Double, _ along: DirectProfileColumn) -> DirectProfile? {
        guard r.count > 0, r.notStrict == 0 else { return nil }
        // The gap after the last visible item is not a gap.
        let natural = r.natural + (r.gaps - lastGap)
        return DirectProfile.series(
            natural: natural, grow: along[r.grow], shrink: along[r.shrink],
            givers: ((r.grow, r.growDecided), (r.shrink, r.shrinkDecided)),
            unbounded: r.bounded == 0, anywhere: r.notAnywhere == 0)
    }

    /// Item `i`'s leaf of a `fill` stack's series (``DirectSeriesTree``).
    static func seriesLeaf(
        _ i: Int, _ items: [View], _ along: DirectProfileColumn, _ generator: ConstraintGenerator
    ) -> DirectSeriesTree.Summary {
        let item = items[i]
        let hidden = item.isHidden
        return DirectSeriesTree.leaf(
            i, along, hidden: hidden, gap: hidden ? 0 : generator.gap(after: item), multiline: item.sharesTextWidth)
    }

    /// The stack's next node when only the items at `changed` (subview
    /// identifiers, ``ViewTree/View/SubtreeChanges``) changed since `kept`
    /// was made, under the same property values, scale and traits: those
    /// items are measured again and their leaves of ``series`` updated,
    /// O(log n) each; every other item's summaries, and the sum across,
    /// are taken over (issue 28, item 2). Items appended since (views that
    /// joined the stack at its end, ``StackView/addArrangedSubview(_:)``:
    /// their arrival is listed as a change through them) are measured and
    /// their leaves added to the partial sums, and the sum across takes
    /// their profiles in after the others' (``DirectProfile/sum(_:appending:)``;
    /// the whole sum again where that does not hold). Nil where this does
    /// not hold (the caller then plans the stack whole): a `fill` stack
    /// with alignment fill whose items are the kept node's, in the same
    /// order (the same array, or the kept items then the new ones), whose
    /// changed items measure the same across, and whose margins are the
    /// same.
    init?(deriving kept: DirectNode, _ stack: StackView, changed: [ObjectIdentifier], _ context: Context) {
        let items = stack.arrangedSubviews
        let old = kept.items.count
        guard var tree = kept.series, kept.alignment == .fill, kept.scale == context.scale, items.count >= old,
            items.withUnsafeBufferPointer({ a in
                kept.items.withUnsafeBufferPointer { k in
                    // The same array, or the kept items first (by identity).
                    a.baseAddress == k.baseAddress
                        || (a.count > k.count && (0..<k.count).allSatisfy { a[$0] === k[$0] })
                }
            })
        else { return nil }
        let values = stack.effectiveValues(for: context.traits)
        let margins = values.isLayoutMarginsRelativeArrangement ? stack.effectiveLayoutMargins : .zero
        guard margins == kept.margins else { return nil }
        // A nested stack's items are all its subviews (see the full
        // plan); an item that joined made both lists one longer.
        if stack.directCache.node?.key.nested == true && stack.subviews.count != items.count { return nil }
        let axis = kept.axis
        // The kept node's arrays are taken, not copied (a copy of each, and
        // of the sums, for a list of 10 000 rows was the peak of R1's
        // memory, issue 28 item 6): the kept node is left without items, so
        // that should this node not hold after all (nil below), the stack is
        // planned whole with its leaves measured afresh.
        var states = kept.states
        // (The sum across is held once, so that new terms go in place.)
        var acrossSum = kept.acrossSum, acrossTerms = kept.acrossTerms
        var across = items.count == old ? kept.across : kept.along
        let collected = kept.collected
        kept.items = []
        kept.states = []
        kept.series = nil
        kept.acrossSum = nil
        kept.across = kept.along
        kept.acrossTerms = nil
        kept.collected = nil
        var varies = kept.variesWithTraits
        let generator = ConstraintGenerator(stack: stack, values: values, scale: context.scale)
        let oldLast = tree.root.last
        // The items whose lengths, gaps or nested nodes may change, each
        // taken off the count of items off the grid before it changes and
        // counted again after (``translatesExactly``).
        var offGrid = kept.offGrid
        var regridded: [Int] = []
        func takeOffGrid(_ i: Int) {
            guard i >= 0, i < old, !regridded.contains(i) else { return }
            regridded.append(i)
            if Self.isOffGrid(states[i].along, states[i].across, states[i].gap, states[i].child) { offGrid -= 1 }
        }
        var touched: [Int] = []
        // Whether every kept item still arranges what it did (each nested
        // stack's node the same object): then the kept list of arranged
        // views is this one's first part (``arrangedBase``).
        var sameArranged = true
        var arrangedCount = kept.arrangedCount
        let lastArrangement = kept.lastArrangement.take()
        for id in changed {
            // A change through a subview that is not arranged reaches no
            // summary; an item appended is measured below.
            guard let i = items.firstIndex(where: { ObjectIdentifier($0) == id }), i < old else { continue }
            let item = items[i]
            touched.append(i)
            takeOffGrid(i)
            states[i].version = item.layoutVersion
            if let s = item as? StackView {
                guard let child = Self.make(s, s.effectiveValues(for: context.traits), nested: true, context),
                    child === states[i].child || child.profile(axis.other).isSame(as: states[i].across)
                else { return nil }
                // A nested stack planned again (its own change: a row
                // hidden or shown) most often arranges the same views.
                if child !== states[i].child && !(states[i].child.map { child.arrangesSame(as: $0) } ?? false) {
                    sameArranged = false
                }
                arrangedCount += child.arrangedCount - (states[i].child?.arrangedCount ?? 0)
                states[i].child = child
                states[i].along = child.profile(axis)
                states[i].across = child.profile(axis.other)
                varies = varies || child.variesWithTraits
            } else {
                guard states[i].child == nil, let m = Self.leaf(item, axis: axis, scale: context.scale),
                    m.1.isSame(as: states[i].across)
                else { return nil }
                states[i].along = m.0
                states[i].across = m.1
            }
        }
        // The items appended, measured as a full plan measures them.
        for i in old..<items.count {
            let item = items[i]
            guard item.isSubview(of: stack) else { return nil }
            let version = item.layoutVersion
            if let s = item as? StackView {
                guard let child = Self.make(s, s.effectiveValues(for: context.traits), nested: true, context)
                else { return nil }
                states.append(ItemState(
                    child: child, version: version, gap: 0, along: child.profile(axis), across: child.profile(axis.other)))
                varies = varies || child.variesWithTraits
                arrangedCount += child.arrangedCount
            } else {
                guard let m = Self.leafState(item, version: version, axis: axis, scale: context.scale) else { return nil }
                states.append(consume m)
            }
            touched.append(i)
            arrangedCount += 1
        }
        for i in touched { states[i].hidden = items[i].isHidden }
        states.withUnsafeBufferPointer { s in
            // Each leaf made from its item where the tree reads it (its
            // own and its neighbour's, on the path of each touched item).
            let leaf = { (j: Int) in Self.seriesLeaf(j, items, s.along, generator) }
            for i in touched {
                if i < old { tree.update(i, along: s.along, leaf: leaf) } else { tree.append(i, along: s.along, leaf: leaf) }
            }
        }
        let r = tree.root
        guard r.count > 0, r.hiddenOpen == 0, !(axis == .horizontal && r.count > 1 && r.multiline > 0),
            let content = states.withUnsafeBufferPointer({ s in
                Self.content(r, lastGap: r.last >= 0 ? generator.gap(after: items[r.last]) : 0, s.along)
            })
        else { return nil }
        // The gaps after visible items but the last: those of the changed
        // items, and of the last visible item before and after.
        takeOffGrid(oldLast)
        takeOffGrid(r.last)
        for i in touched + [oldLast, r.last] where i >= 0 {
            states[i].gap = !states[i].hidden && i != r.last ? generator.gap(after: items[i]) : 0
        }
        for i in regridded where Self.isOffGrid(states[i].along, states[i].across, states[i].gap, states[i].child) { offGrid += 1 }
        for i in old..<items.count where Self.isOffGrid(states[i].along, states[i].across, states[i].gap, states[i].child) {
            offGrid += 1
        }
        let horizontal = axis == .horizontal
        let axisInset = horizontal ? margins.left + margins.right : margins.top + margins.bottom
        if items.count > old {
            // Rule 3 with the new items' profiles across after the others'.
            // (Taken out of `acrossSum`, so that its terms and slopes are
            // the new sum's only holder and grow in place.)
            guard acrossSum != nil else { return nil }
            let appended = states.withUnsafeBufferPointer { s in
                DirectProfile.sum(acrossSum.take()!, appending: s.across.dropping(old))
            }
            if let sum = appended {
                acrossSum = sum
            } else {
                guard let sum = states.withUnsafeBufferPointer({ DirectProfile.sum($0.across) }) else { return nil }
                acrossSum = sum
            }
            across = acrossSum!.shifted(by: kept.crossInset)
            // A root's terms across (``DirectArrangement/merged(_:)``) take
            // the new terms in after the others, as merging them all would;
            // made again by the layout where the margins shift them.
            if var terms = acrossTerms.take(), kept.crossInset == 0 {
                var hinges: [DirectHinge] = []
                for i in old..<items.count { states[i].across.appendHinges(to: &hinges) }
                if DirectArrangement.merge(hinges, into: &terms) { acrossTerms = terms }
            }
        }
        self.stack = stack
        self.axis = axis
        self.distribution = kept.distribution
        // (Read under equalSpacing only.)
        self.maxGap = kept.maxGap
        self.alignment = kept.alignment
        self.items = items
        self.states = states
        self.margins = margins
        self.contentNatural = content.natural
        self.along = content.shifted(by: axisInset)
        self.crossInset = kept.crossInset
        self.across = across
        self.extras = Extras.made(acrossSum: acrossSum, acrossTerms: acrossTerms)
        self.grower = r.grow
        self.shrinker = r.shrink
        self.growDecided = r.growDecided
        self.shrinkDecided = r.shrinkDecided
        self.scale = context.scale
        self.variesWithTraits = varies
        self.series = tree
        self.version = stack.layoutVersion
        self.arrangedCount = arrangedCount
        self.offGrid = offGrid
        self.translatesExactly = Self.translates(kept.distribution, margins, offGrid: offGrid)
        self.arrangedBase = sameArranged ? collected.map { ($0, old) } : nil
        self.unchangedBefore = lastArrangement.map { ($0, touched.min() ?? items.count, touched.max() ?? -1) }
    }

    /// The fields in which this node differs from `other` (empty: none),
    /// for the tests that compare a derived node with one made afresh
    /// (`DirectAppendTests`): views and nested nodes by identity,
    /// profiles with ``DirectProfile/isSame(as:)``, the partial sums node
    /// by node. `maxGap`, read under `equalSpacing` only, and the terms
    /// across, which a fresh node has only once laid out as a root, are
    /// left out.
    func differences(from other: DirectNode) -> [String] {
        var out: [String] = []
        func check(_ same: Bool, _ field: String) { if !same { out.append(field) } }
        func same(_ a: [DirectProfile], _ b: [DirectProfile]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
        }
        func same(_ a: DirectProfile?, _ b: DirectProfile?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case let (x?, y?): return x.isSame(as: y)
            default: return false
            }
        }
        check(stack === other.stack, "stack")
        check(axis == other.axis && distribution == other.distribution && alignment == other.alignment, "values")
        check(items.count == other.items.count && zip(items, other.items).allSatisfy { $0 === $1 }, "items")
        check(states.count == other.states.count && zip(states, other.states).allSatisfy { $0.child === $1.child },
              "children")
        check(same(states.map(\.along), other.states.map(\.along)), "itemAlong")
        check(same(states.map(\.across), other.states.map(\.across)), "itemAcross")
        check(states.map(\.hidden) == other.states.map(\.hidden), "hidden")
        let gaps = states.map(\.gap), otherGaps = other.states.map(\.gap)
        check(gaps == otherGaps, "gaps \(gaps) \(otherGaps)")
        check(margins == other.margins && crossInset == other.crossInset, "margins")
        check(along.isSame(as: other.along), "along")
        check(across.isSame(as: other.across), "across")
        check(same(acrossSum, other.acrossSum), "acrossSum")
        check(contentNatural == other.contentNatural, "content")
        check(grower == other.grower && shrinker == other.shrinker, "givers")
        check(growDecided == other.growDecided && shrinkDecided == other.shrinkDecided, "decided")
        check(scale == other.scale && variesWithTraits == other.variesWithTraits, "scale, traits")
        check(states.map(\.version) == other.states.map(\.version), "itemVersions")
        check(version == other.version, "version")
        check(offGrid == other.offGrid && translatesExactly == other.translatesExactly,
              "offGrid \(offGrid) \(other.offGrid)")
        switch (series, other.series) {
        case (nil, nil): break
        case let (a?, b?):
            check(a.capacity == b.capacity && a.nodes.count == b.nodes.count
                  && zip(a.nodes, b.nodes).allSatisfy { $0.isSame(as: $1) }, "series")
        default: out.append("series")
        }
        return out
    }

    /// This (previous) node's profiles of the leaf `item`, along and across
    /// `axis`, when they still hold (the leaf unchanged since). Looks for it
    /// at `cursor` or just after (an edit inserts or removes an item and
    /// keeps the others in order) and moves the cursor past it; nil when
    /// it is not there (then it is measured afresh).
    func keptLeaf(_ item: View, axis: Axis, cursor: inout Int) -> (DirectProfile, DirectProfile)? {
        var k = cursor
        guard k < items.count else { return nil }
        if items[k] !== item {
            guard k + 1 < items.count, items[k + 1] === item else { return nil }
            k += 1
        }
        cursor = k + 1
        guard states[k].child == nil, states[k].version == item.layoutVersion else { return nil }
        return self.axis == axis ? (states[k].along, states[k].across) : (states[k].across, states[k].along)
    }

    /// The stack's own cost along `a`.
    func profile(_ a: Axis) -> DirectProfile { a == axis ? along : across }

    /// A leaf's costs along the stack's axis and across it (rule 1).
    static func leaf(_ item: View, axis: Axis, scale: Double) -> (DirectProfile, DirectProfile)? {
        leafState(item, version: 0, axis: axis, scale: scale).map { ($0.along, $0.across) }
    }

    /// A leaf's state as a node keeps it: its costs along the stack's axis
    /// and across it (rule 1), made where the state holds them (a pair
    /// made first was copied into the state and destroyed, retaining and
    /// releasing each profile's slopes: a tenth of a node's making in W1,
    /// issue 28).
    static func leafState(_ item: View, version: UInt64, axis: Axis, scale: Double) -> ItemState? {
        guard item.subviews.isEmpty else { return nil }
        let ics = item.intrinsicContentSize(scale: scale)
        guard ics.width != noIntrinsicMetric, ics.height != noIntrinsicMetric else { return nil }
        let hug = item.contentHugging, cr = item.compressionResistance
        func covered(_ p: Double) -> Bool { p > 25 && p < 999.999 }
        guard covered(hug.horizontal), covered(hug.vertical), covered(cr.horizontal), covered(cr.vertical)
        else { return nil }
        let w = DirectProfile.leaf(item, axis: .horizontal, b: ics.width, h: hug.horizontal, c: cr.horizontal)
        let h = DirectProfile.leaf(item, axis: .vertical, b: ics.height, h: hug.vertical, c: cr.vertical)
        return axis == .horizontal
            ? ItemState(child: nil, version: version, gap: 0, along: w, across: h)
            : ItemState(child: nil, version: version, gap: 0, along: h, across: w)
    }

    /// The views the subtree arranges, in the order ``arrange`` gives their
    /// frames: each item, then what it arranges.
    func collect(into out: inout GrowingList<View>) { collect(from: 0, into: &out) }

    /// ``collect(into:)`` of the items from `first` on.
    func collect(from first: Int, into out: inout GrowingList<View>) {
        for i in first..<items.count {
            out.append(items[i])
            states[i].child?.collect(into: &out)
        }
    }

    /// Whether ``collect(into:)`` would give `views`: the same objects in
    /// the same order (the list is not made).
    func collects(_ views: GrowingList<View>) -> Bool {
        var i = 0
        return views.withUnsafeBufferPointer { matches($0, &i) } && i == views.count
    }

    private func matches(_ views: UnsafeBufferPointer<View>, _ i: inout Int) -> Bool {
        for k in items.indices {
            guard i < views.count, ObjectIdentifier(views[i]) == ObjectIdentifier(items[k]) else { return false }
            i += 1
            if let child = states[k].child, !child.matches(views, &i) { return false }
        }
        return true
    }

    /// Whether ``collect(into:)`` gives the same views for this node as
    /// for `other`, without making either list: the same items in the
    /// same order, each nested stack's node the same object or arranging
    /// the same. A node whose arrays were handed over
    /// (``init(deriving:_:changed:_:)``) has no items and arranges the
    /// same as no node (a node always has items).
    func arrangesSame(as other: DirectNode) -> Bool {
        guard items.count == other.items.count, !items.isEmpty else { return false }
        for k in items.indices {
            guard items[k] === other.items[k] else { return false }
            switch (states[k].child, other.states[k].child) {
            case (nil, nil): continue
            case let (a?, b?): if a !== b && !a.arrangesSame(as: b) { return false }
            default: return false
            }
        }
        return true
    }

    /// Whether item `i` is a leaf (not a nested stack).
    func isLeaf(_ i: Int) -> Bool { states[i].child == nil }

    /// The stack's length along its axis below which a `fill` stack's
    /// shrinking item would go below 0 (rule 2c): the first giver's own
    /// length short of the natural one.
    var floorReached: Double { along.natural - states[shrinker].along.natural }

    /// How a root's arrangement goes on from its last one
    /// (``resumption(at:into:slots:)``).
    struct Resumption {
        /// The item to go on from, and the end of the visible item before
        /// it (its position plus its length).
        let item: Int
        let end: Double
        /// The last arrangement, when the items after `through` (the last
        /// that changed since) may be moved with the first visible one
        /// among them rather than placed again (``translatesExactly``).
        let tail: (frames: [Rect], slots: [Int32], through: Int)?
    }

    /// Where a root's arrangement at `r` can go on from its last one
    /// (``unchangedBefore``), with that one's frames up to there put in
    /// `out` and its items' slots in `slots`.
    ///
    /// The invariant: the frames of the items before the first that
    /// changed, up to the last visible one among them, and of everything
    /// they arrange, are the same bits at `r` as at the last arrangement's
    /// frame when (a) `r` has the same origin and the same length across,
    /// (b) along the axis the canvas is the content's length at both (no
    /// item gives way: each is its natural length), and (c) the stack is
    /// a `fill` stack. Those items have the same summaries and nested
    /// nodes (``init(deriving:_:changed:_:)`` takes them over), and the
    /// same visibility (hiding or showing an item is a change through
    /// it); each is placed by the same sums from the same start (the
    /// gaps between them are the same: only the gap after the last
    /// visible item changes, and the gaps before the first changed item
    /// are read only by the items after them), and a hidden item among
    /// them lies before the last visible item in both. Hidden items after
    /// the last visible one are placed again (their place depends on
    /// whether a visible item follows). Hiding row 5 000 of 10 000 so
    /// places rows from 5 000 on, not from 0.
    ///
    /// The items after the last that changed are the last arrangement's
    /// too, with the same summaries, nested nodes, visibility and gaps
    /// when the last visible item is the same (only the gaps of the
    /// changed items, and of the last visible item before and after, are
    /// set again): each is placed at the same distance from the first
    /// visible one among them as before, across as before (the same
    /// origin and length across), and that first one moved by δ. Where
    /// the node translates exactly (``translatesExactly``: `r` on the
    /// grid as well) they are the last arrangement's frames moved by δ
    /// along the axis, bit for bit (``arrange(_:into:floors:resuming:slots:)``
    /// checks the bounds as it moves them): `tail`. Hiding row 5 000 of
    /// 10 000 so places two rows and moves 4 999.
    func resumption(at r: Rect, into out: inout [Rect], slots: inout [Int32]) -> Resumption? {
        guard let (last, first, through) = unchangedBefore, distribution == .fill, first > 0,
            last.rect.origin == r.origin
        else { return nil }
        let horizontal = axis == .horizontal
        guard horizontal ? last.rect.size.height == r.size.height : last.rect.size.width == r.size.width,
            abs(last.excess) <= 1e-9, abs(excess(at: r)) <= 1e-9
        else { return nil }
        guard let j = items[..<first].lastIndex(where: { !$0.isHidden }) else { return nil }
        let f = last.frames
        // The slots of item j and of the item after it (or the end).
        guard j < last.slots.count else { return nil }
        let sj = Int(last.slots[j])
        let end = j + 1 < last.slots.count ? Int(last.slots[j + 1]) : f.count
        guard sj < end, end <= f.count else { return nil }
        let fj = f[sj]
        let p = horizontal ? fj.origin.x : fj.origin.y
        let l = horizontal ? fj.size.width : fj.size.height
        // (Item j at its natural length there, as (b) says.)
        guard l == states[j].along.natural else { return nil }
        out.append(contentsOf: f[0..<end])
        slots.append(contentsOf: last.slots[0...j])
        let moves = translatesExactly && last.slots.count == items.count && f.count == arrangedCount
            && series?.root.last == last.lastVisible
            && Self.isOnGrid(r.origin.x) && Self.isOnGrid(r.origin.y)
            && Self.isOnGrid(r.size.width) && Self.isOnGrid(r.size.height)
        return Resumption(item: j + 1, end: p + l, tail: moves ? (f, last.slots, through) : nil)
    }

    /// The last arrangement's frames `tail` from slot `from` on, moved by
    /// `delta` along the axis, into `out`; false (with `out` as it was)
    /// when a frame begins or ends farther than 2²⁶ from 0 before or
    /// after (``translatesExactly``'s bounds).
    private func move(_ tail: [Rect], from: Int, by delta: Double, into out: inout [Rect]) -> Bool {
        let start = out.count
        let bound = 0x1p26
        guard abs(delta) <= bound else { return false }
        out.reserveCapacity(start + tail.count - from)
        var ok = true
        let horizontal = axis == .horizontal
        tail.withUnsafeBufferPointer { t in
            for s in from..<t.count {
                var f = t[s]
                let p = horizontal ? f.origin.x : f.origin.y
                let l = horizontal ? f.size.width : f.size.height
                let q = p + delta
                if !(abs(p) <= bound && abs(p + l) <= bound && abs(q) <= bound && abs(q + l) <= bound) {
                    ok = false
                    break
                }
                if horizontal { f.origin.x = q } else { f.origin.y = q }
                out.append(f)
            }
        }
        if !ok { out.removeSubrange(start...) }
        return ok
    }

    /// How much longer the canvas along the axis is at `r` than the
    /// content (what the giver takes, rule 2).
    func excess(at r: Rect) -> Double {
        let length = axis == .horizontal
            ? r.size.width - margins.left - margins.right : r.size.height - margins.top - margins.bottom
        return length - contentNatural
    }

    /// The frames of everything inside, given the stack's frame `r` (rules
    /// 2–4); false when a length falls where a summary does not hold. With
    /// `floors` (the root stack only) a `fill` stack squeezed past its
    /// giver's length goes on to the next givers (rule 2c) instead. With
    /// `resuming` the frames of the items before `item` are in `out`
    /// already (``resumption(at:into:slots:)``), and the last visible one
    /// ends at `end`; with its `tail`, the frames after the first visible
    /// item past the changed ones are the last arrangement's, moved. With
    /// `record` each item's slot in `out` goes in `slots` (a root's
    /// arrangement, ``Arrangement``).
    func arrange(
        _ r: Rect, into out: inout [Rect], floors: Bool = false, resuming: Resumption? = nil,
        record: Bool = false, slots: inout [Int32]
    ) -> Bool {
        let canvas = Rect(
            x: r.origin.x + margins.left, y: r.origin.y + margins.top,
            width: r.size.width - margins.left - margins.right,
            height: r.size.height - margins.top - margins.bottom)
        let horizontal = axis == .horizontal
        let start = horizontal ? canvas.origin.x : canvas.origin.y
        let length = horizontal ? canvas.size.width : canvas.size.height
        let c0 = horizontal ? canvas.origin.y : canvas.origin.x
        let cl = horizontal ? canvas.size.height : canvas.size.width
        let e = length - contentNatural
        // No array per stack (a list of 10 000 rows arranged 10 000 rows
        // of three, four arrays each): a first walk counts the visible
        // items and finds the last, a second places each item as it goes,
        // with the same sums in the same order as a position array would.
        let n = items.count
        var visibleCount = 0, lastVisible = -1
        if let root = series?.root {
            // A `fill` stack's partial sums know both (reading every
            // item's view for them was half of arranging a list of 10 000
            // rows after an edit, one cache miss per row).
            visibleCount = root.count
            lastVisible = root.last
        } else {
            for i in 0..<n where !items[i].isHidden {
                visibleCount += 1
                lastVisible = i
            }
        }
        // Rule 2, 2a or 2b: a visible item's length along the axis and the
        // gap after it.
        var giver = -1
        var equalLength = 0.0, equalGap: Double? = nil
        switch distribution {
        case .fillEqually:
            equalLength = (length - states.reduce(0) { $0 + $1.gap }) / Double(visibleCount)
        case .equalSpacing where visibleCount > 1 && e >= -1e-9:
            // Rule 2b: the items rest, the gaps share what is left.
            equalGap = maxGap + max(e, 0) / Double(visibleCount - 1)
        default:
            if distribution == .equalSpacing { equalGap = maxGap }
            if abs(e) > 1e-9 {
                giver = e > 0 ? grower : shrinker
                guard e > 0 ? growDecided : shrinkDecided else { return false }
                let x = states[giver].along.natural + e
                guard (x >= states[giver].along.lo - 1e-9 && x <= states[giver].along.hi + 1e-9) else { return false }
            }
        }
        // Rule 2c (with `floors`, a `fill` stack): what the giver cannot
        // give below 0 (its floor) goes on to the next visible items of the
        // same slope in its tiers, in arranged order (the givers' ranks),
        // each a leaf down to 0. Items of steeper slopes keep their lengths:
        // the solver takes nothing from them while an item of the least
        // slope has length left. False when the shortfall outlasts those
        // items, or one of them (the giver too) is a nested stack (its own
        // floors are its items').
        let spills = floors && distribution == .fill && giver >= 0 && e < 0
            && states[giver].along.natural + e < -1e-9
        if spills && states[giver].child != nil { return false }
        var short = 0.0
        // Which items are hidden: where a `fill` stack keeps its series,
        // its item states say, side by side, as of when the node was made
        // (each item's view read for it was a cache miss per view, two
        // thirds of arranging the rows after a hidden one in a list of
        // 10 000).
        let hasSeries = series != nil
        // The end of the last visible item placed (its position plus its
        // length), the gap after it (the rule's, and its spacing), and
        // whether one was placed.
        var cursor = start
        var end = start, gapAfter = 0.0, spacingAfter = 0.0, placedOne = false
        if let resuming {
            // As the loop leaves them after placing item − 1, visible
            // (``resumption(at:into:slots:)``: a `fill` stack with no
            // giver, so no spill either).
            cursor = resuming.end
            end = resuming.end
            gapAfter = equalGap ?? states[resuming.item - 1].gap
            spacingAfter = states[resuming.item - 1].gap
            placedOne = true
        }
        let first = resuming?.item ?? 0
        if record { slots.reserveCapacity(n) }
        var tail = resuming?.tail
        if floors { stack.directCache.itemsArranged += n - first }
        for i in first..<n {
            if record { slots.append(Int32(out.count)) }
            let hidden: Bool
            if hasSeries { hidden = states[i].hidden } else { hidden = items[i].isHidden }
            var l = 0.0, p: Double
            if hidden {
                // In the middle of the gap it interrupts, or at the first
                // visible item's leading edge (`start`) with none before.
                p = placedOne ? end + (i < lastVisible ? spacingAfter / 2 : 0) : start
            } else {
                switch distribution {
                case .fillEqually:
                    guard states[i].along.arranges(at: equalLength) else { return false }
                    l = equalLength
                case .equalSpacing where visibleCount > 1 && e >= -1e-9:
                    l = states[i].along.natural
                default:
                    l = states[i].along.natural + (i == giver ? e : 0)
                    if spills {
                        if i == giver {
                            short = -l
                            l = 0
                        } else if i > giver && short > 1e-9
                            && DirectSlope.compare(states[i].along.shrink, states[giver].along.shrink) == 0
                        {
                            guard states[i].child == nil else { return false }
                            let take = min(short, l)
                            l -= take
                            short -= take
                        }
                    }
                }
                if placedOne { cursor += gapAfter }
                p = cursor
                cursor += l
                end = cursor
                gapAfter = equalGap ?? states[i].gap
                spacingAfter = states[i].gap
                placedOne = true
            }
            // Across, then the item's own content.
            var x = c0, w = cl
            if alignment != .fill {
                let natural = states[i].across.natural
                w = hidden ? natural : min(natural, cl)
                switch alignment {
                case .center: x = c0 + (cl - w) / 2
                case .trailing: x = c0 + cl - w
                default: x = c0
                }
            }
            // The engine keeps every view's size at 0 or more (the window's
            // size floors): a rule that would go below is not the solver's
            // answer, which then places the subtree itself.
            guard l >= -1e-9, w >= -1e-9 else { return false }
            let f = horizontal
                ? Rect(x: p, y: x, width: l, height: w)
                : Rect(x: x, y: p, width: w, height: l)
            let slot = out.count
            out.append(f)
            if let child = states[i].child {
                guard states[i].across.arranges(at: w), states[i].along.arranges(at: l), child.arrange(f, into: &out)
                else { return false }
            }
            // The first visible item after the changed ones, placed: the
            // rest are where the last arrangement put them, moved as it
            // moved (``resumption(at:into:slots:)``). Only its slots and
            // the frames are read, no item or nested node.
            if let (frames, kept, through) = tail, i > through, !hidden {
                tail = nil
                let from = i + 1 < n ? Int(kept[i + 1]) : frames.count
                let was = Int(kept[i]) == slot && slot < frames.count && from == out.count ? frames[slot] : nil
                if let was, move(frames, from: from, by: p - (horizontal ? was.origin.x : was.origin.y), into: &out) {
                    if record { slots.append(contentsOf: kept[(i + 1)...]) }
                    if floors {
                        stack.directCache.itemsArranged -= n - i - 1
                        stack.directCache.itemsMoved += n - i - 1
                    }
                    return true
                }
            }
        }
        return short <= 1e-9
    }

    /// ``arrange(_:into:floors:resuming:record:slots:)`` of a nested stack
    /// (no floors, no resumption, no slots kept).
    func arrange(_ r: Rect, into out: inout [Rect]) -> Bool {
        var none: [Int32] = []
        return arrange(r, into: &out, slots: &none)
    }
}

extension UnsafeBufferPointer<DirectNode.ItemState> {
    /// The items' profiles along the node's axis and across it, read in
    /// place (valid inside the `withUnsafeBufferPointer` that gave `self`).
    var along: DirectProfileColumn { DirectProfileColumn(self, offset: DirectNode.ItemState.alongOffset) }
    var across: DirectProfileColumn { DirectProfileColumn(self, offset: DirectNode.ItemState.acrossOffset) }
}
