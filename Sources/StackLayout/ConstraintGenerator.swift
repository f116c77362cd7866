import Geometry
import ViewTree

/// The four attributes of one axis: the edges, the length and the centre.
struct AxisAttributes {
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let length: LayoutAttribute
    let center: LayoutAttribute

    init(_ axis: Axis) {
        switch axis {
        case .horizontal: (leading, trailing, length, center) = (.leading, .trailing, .width, .centerX)
        case .vertical: (leading, trailing, length, center) = (.top, .bottom, .height, .centerY)
        }
    }
}

/// Builds the constraints a UIStackView generates for its current state, in
/// a fixed order: the ordered arrangement (along the axis: canvas
/// connections, spacing, hiding, the distribution) then the aligned
/// arrangement (across it: alignment, the spanner, fitting). Every rule
/// cites uikit-stackview.md.
struct ConstraintGenerator {
    let stack: StackView
    let values: StackView.Effective
    private var out: [ConstraintSpec] = []

    /// The screen's scale when the caller knows it (the stack's update and
    /// the direct path read it once, rather than walking up to the window
    /// for every gap).
    private let knownScale: Double?

    /// ``gap(after:)`` of every item, where that is the stack's spacing
    /// (no custom spacing) and the scale is known: worked out once, not
    /// per item (the direct path asks for every item's gap; the spacing
    /// constants are lazily made globals, and rounding called the C
    /// library: a tenth of planning W1's node, issue 28).
    private let uniformGap: Double?

    init(stack: StackView, values: StackView.Effective, scale: Double? = nil) {
        self.stack = stack
        self.values = values
        self.knownScale = scale
        uniformGap = scale.flatMap { s in
            stack.hasNoCustomSpacing ? Self.rounded(Self.plain(values.spacing), scale: s) : nil
        }
    }

    mutating func generate() -> [ConstraintSpec] {
        out = []
        let items = stack.arrangedSubviews
        guard !items.isEmpty else { return [] }
        ordered(items)
        aligned(items)
        return out
    }

    private var canvas: LayoutItem {
        values.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    private var scale: Double { knownScale ?? stack.window?.screen.scale ?? 3 }

    /// UISV-spanning-fit's priority when no item is laid out as visible
    /// (§3, §14.6); 51 otherwise.
    static let allHiddenFittingPriority = 0.001

    /// UISV-canvas-fit: the stack's length along `attribute`'s axis pulled
    /// to zero at 49. Built on the stack view itself, never on its margins
    /// guide, even when the canvas connections use the guide (§1.0, §14.6):
    /// an all-hidden margins-relative stack collapses to 0, not to its
    /// margins.
    private mutating func canvasFit(_ attribute: LayoutAttribute) {
        add(.canvasFit, stack, attribute, .equal, nil, nil, priority: 49)
    }

    private mutating func add(
        _ id: StackConstraintIdentifier, _ a: LayoutItem, _ aa: LayoutAttribute, _ rel: LayoutRelation, _ b: LayoutItem?,
        _ ba: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
        out.append(ConstraintSpec(id, a, aa, rel, b, ba, multiplier: multiplier, constant: constant, priority: priority))
    }

    // MARK: Spacing values (§1.0, §6)

    /// `spacing` as a length: spacingUseDefault is 0, spacingUseSystem 8.
    private static func plain(_ s: Double) -> Double {
        if s == StackView.spacingUseDefault { return 0 }
        if s == StackView.spacingUseSystem { return StackView.systemSpacing }
        return s
    }

    /// The gap after `view`: its custom spacing if set, else `spacing`,
    /// rounded to the pixel grid before it becomes a constant (§1.0).
    func gap(after view: View) -> Double {
        if let g = uniformGap { return g }
        let custom = stack.customSpacing(after: view)
        return Self.rounded(Self.plain(custom == StackView.spacingUseDefault ? values.spacing : custom), scale: scale)
    }

    /// A gap on the pixel grid.
    private static func rounded(_ c: Double, scale: Double) -> Double { (c * scale).rounded() / scale }

    // MARK: The ordered arrangement (§1, §4)

    private mutating func ordered(_ items: [View]) {
        let a = AxisAttributes(values.axis)
        let visible = items.filter { !$0.isHidden }
        let equalGaps = values.distribution == .equalSpacing || values.distribution == .equalCentering
        let spacingRelation: LayoutRelation = equalGaps ? .greaterThanOrEqual : .equal

        // UISV-canvas-connection: canvas to the first and last visible item
        // (iOS 26), or to the spanning guide when every item is hidden
        // (§1.0, §14.6): equalities, whose guide is pulled to zero at 0.001
        // (its boundaries to hidden items are inactive), so the stack
        // collapses along the axis unless something else sizes it.
        if let first = visible.first, let last = visible.last {
            add(.canvasConnection, canvas, a.leading, .equal, first, a.leading)
            add(.canvasConnection, last, a.trailing, .equal, canvas, a.trailing)
        } else {
            let spanner = stack.spanningGuide
            add(.canvasConnection, canvas, a.leading, .equal, spanner, a.leading)
            add(.canvasConnection, spanner, a.trailing, .equal, canvas, a.trailing)
            add(.spanningFit, spanner, a.length, .equal, nil, nil, priority: Self.allHiddenFittingPriority)
        }

        // UISV-spacing between consecutive visible items (required; >= for
        // equalSpacing / equalCentering); baseline to baseline in a
        // baseline-relative vertical stack, where an item without a
        // baseline (an image, a plain view) gives its top as the following
        // item's first baseline and its bottom as the preceding item's
        // last, as in baseline alignment (§3): a held-out Xcode 13
        // storyboard's fill-equally column of three images with spacing 5
        // is recorded 129, 5, 129.5, 5, 129 tall, where both baselines at
        // the bottom would stack them 5 pt apart, each 387.5 tall.
        let baselineGaps = values.isBaselineRelativeArrangement && values.axis == .vertical
        for (p, f) in zip(visible, visible.dropFirst()) {
            if baselineGaps {
                add(.spacing, f, hasBaseline(f) ? .firstBaseline : .top, spacingRelation,
                    p, hasBaseline(p) ? .lastBaseline : .bottom, constant: gap(after: p))
            } else {
                add(.spacing, f, a.leading, spacingRelation, p, a.trailing, constant: gap(after: p))
            }
        }

        // Hidden items: zero length (UISV-hiding, 999.999 in iOS 26), placed
        // in the middle of the gap they interrupt at priority 50.
        var previousVisible: View? = nil
        for (i, item) in items.enumerated() {
            guard item.isHidden else { previousVisible = item; continue }
            add(.hiding, item, a.length, .equal, nil, nil, priority: 999.999)
            if let p = previousVisible {
                let followed = items[(i + 1)...].contains { !$0.isHidden }
                add(.spacingHidden, item, a.leading, .equal, p, a.trailing,
                    constant: followed ? gap(after: p) / 2 : 0, priority: 50)
            } else if let first = visible.first {
                add(.spacingHidden, item, a.leading, .equal, first, a.leading, priority: 50)
            } else {
                add(.spacingHidden, item, a.leading, .equal, stack.spanningGuide, a.leading, priority: 50)
            }
        }

        switch values.distribution {
        case .fill:
            textWidthDisambiguation(visible)
        case .fillEqually:
            fillEqually(visible, a)
        case .fillProportionally:
            fillProportionally(items, visible, a)
        case .equalSpacing, .equalCentering:
            gapGuides(items, visible, a)
            textWidthDisambiguation(visible)
        }
    }

    /// §1.2: every visible item as long as the first visible one, required.
    private mutating func fillEqually(_ visible: [View], _ a: AxisAttributes) {
        guard let first = visible.first else { return }
        for item in visible.dropFirst() {
            add(.fillEqually, item, a.length, .equal, first, a.length)
        }
    }

    /// §1.3: item length == (Lᵢ / D) × canvas length at 999, 998, … (floor
    /// 751; 1000 for a multiplier of 1); an item with no length is pinned
    /// to 0; fillEqually when D is too small.
    private mutating func fillProportionally(_ items: [View], _ visible: [View], _ a: AxisAttributes) {
        let lengths = items.map { proportionalLength($0) }
        let spacing = Self.plain(values.spacing)
        var d = 0.0
        for (item, l) in zip(items, lengths) where !item.isHidden && l > 0 { d += l }
        d += Double(max(visible.count - 1, 0)) * spacing
        guard d > max(spacing * Double(items.count - 1), 1) else {
            fillEqually(visible, a)
            return
        }
        for (i, item) in items.enumerated() where !item.isHidden {
            let l = lengths[i]
            if l > 0 {
                let m = l / d
                let priority = m == 1 ? 1000 : Double(max(999 - i, 751))
                add(.fillProportionally, item, a.length, .equal, canvas, a.length, multiplier: m, priority: priority)
            } else {
                add(.fillProportionally, item, a.length, .equal, nil, nil)
            }
        }
    }

    /// An item's "proportional fill length": its intrinsic length along the
    /// axis, else its fitting size (a nested stack's natural length; 0 for a
    /// plain view); negative counts as 0.
    private func proportionalLength(_ item: View) -> Double {
        let ics = item.intrinsicContentSize
        var l = values.axis == .horizontal ? ics.width : ics.height
        if l == noIntrinsicMetric {
            guard let w = stack.window else { return 0 }
            let fit = w.systemLayoutSizeFitting(item)
            l = values.axis == .horizontal ? fit.width : fit.height
        }
        return max(l, 0)
    }

    /// §1.4 / §1.5: one gap guide between consecutive visible items, tied to
    /// the items' edges (equalSpacing) or centres (equalCentering), guides
    /// equal in length (required, or max(150 − i, 50) when centring), and
    /// the canvas pulled to its fitting length at 49.
    private mutating func gapGuides(_ items: [View], _ visible: [View], _ a: AxisAttributes) {
        let centering = values.distribution == .equalCentering
        var firstGuide: LayoutGuide? = nil
        for (k, (p, f)) in zip(visible, visible.dropFirst()).enumerated() {
            let g = stack.gapGuide(k)
            add(.distributingEdge, g, a.leading, .equal, p, centering ? a.center : a.trailing)
            add(.distributingEdge, g, a.trailing, .equal, f, centering ? a.center : a.leading)
            if let g0 = firstGuide {
                let index = items.firstIndex { $0 === p } ?? 0
                add(.fillEqually, g, a.length, .equal, g0, a.length,
                    priority: centering ? Double(max(150 - index, 50)) : 1000)
            } else {
                firstGuide = g
            }
        }
        canvasFit(a.length)
    }

    /// UISV-text-width-disambiguation for the multi-line labels of a
    /// horizontal stack with more than one visible item.
    ///
    /// * ``StackView/TextWidthRule/current`` (§14.1, iOS 15 and later, the
    ///   "improved" builder): each of the k visible multi-line items gets
    ///   `item.width <= canvas.width / k − spacing·(k − 1)/k` at 950. With one
    ///   such label beside a switch this only caps the label at the canvas:
    ///   the switch keeps its width and the label takes the rest. (§1.6's
    ///   "spread upward by 25/n" is not modelled: §14.1 and the decompiled
    ///   constant give 950 for every item.)
    /// * ``StackView/TextWidthRule/ios14`` (§1.6, rdar://39275811, the
    ///   "faulty compatible" builder kept for old SDKs): each multi-line item
    ///   wants `item.width == canvas.width / n − spacing·(n − 1)/n`, n the
    ///   visible items, at min(max(CR, hugging) + 10, 999): the 50/50 split
    ///   of a label (CR 749) beside a switch.
    private mutating func textWidthDisambiguation(_ visible: [View]) {
        guard values.axis == .horizontal, visible.count > 1 else { return }
        let multiline = visible.filter(\.sharesTextWidth)
        guard !multiline.isEmpty else { return }
        let spacing = Self.plain(values.spacing)
        switch stack.textWidthRule {
        case .current:
            let k = Double(multiline.count)
            for item in multiline {
                add(.textWidthDisambiguation, item, .width, .lessThanOrEqual, canvas, .width,
                    multiplier: 1 / k, constant: -spacing * (k - 1) / k, priority: 950)
            }
        case .ios14:
            let n = Double(visible.count)
            for item in multiline {
                let p = min(max(item.compressionResistance.horizontal, item.contentHugging.horizontal) + 10, 999)
                add(.textWidthDisambiguation, item, .width, .equal, canvas, .width,
                    multiplier: 1 / n, constant: -spacing * (n - 1) / n, priority: p)
            }
        }
    }

    /// Whether the item has a baseline of its own (text); one without is
    /// aligned and spaced by its top and bottom instead.
    private func hasBaseline(_ v: View) -> Bool {
        v.kind.baselineOffsets(size: Size(width: 0, height: 20), scale: scale) != nil
    }

    // MARK: The aligned arrangement (§3)

    private mutating func aligned(_ items: [View]) {
        let c = AxisAttributes(values.axis == .horizontal ? .vertical : .horizontal)
        var alignment = values.alignment.normalized
        // Baseline alignment is only valid for horizontal stacks; a vertical
        // stack lays such items out as fill.
        if values.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            alignment = .fill
        }
        let item0 = items[0]
        let visible = items.filter { !$0.isHidden }

        // The attribute aligned on; an item without a baseline uses its top
        // (first baseline) or bottom (last baseline).
        func attribute(_ v: View) -> [LayoutAttribute] {
            switch alignment {
            case .fill: return [c.leading, c.trailing]
            case .leading, .top: return [c.leading]
            case .center: return [c.center]
            case .trailing, .bottom: return [c.trailing]
            case .firstBaseline: return [hasBaseline(v) ? .firstBaseline : .top]
            case .lastBaseline: return [hasBaseline(v) ? .lastBaseline : .bottom]
            }
        }

        // UISV-alignment: every item against the first arranged item, hidden
        // ones too (§3, §4).
        for item in items.dropFirst() {
            for (x, y) in zip(attribute(item), attribute(item0)) {
                add(.alignment, item, x, .equal, item0, y)
            }
        }

        // The canvas connects to the first item laid out as visible
        // (`_indexOfItemForLocationAttribute:`, §14.6). With none, every
        // cross connection goes to the spanning guide, as equalities; the
        // guide has no active boundary and its fitting drops to 0.001, so
        // the stack collapses across the axis unless something sizes it.
        guard let located = visible.first else {
            let spanner = stack.spanningGuide
            add(.canvasConnection, canvas, c.leading, .equal, spanner, c.leading)
            add(.canvasConnection, spanner, c.trailing, .equal, canvas, c.trailing)
            if alignment == .firstBaseline || alignment == .lastBaseline { canvasFit(c.length) }
            add(.spanningFit, spanner, c.length, .equal, nil, nil, priority: Self.allHiddenFittingPriority)
            if alignment != .fill {
                for item in items {
                    add(.ambiguitySuppression, item, c.length, .equal, nil, nil, priority: 25)
                }
            }
            return
        }

        if alignment == .fill {
            add(.canvasConnection, canvas, c.leading, .equal, located, c.leading)
            add(.canvasConnection, located, c.trailing, .equal, canvas, c.trailing)
            return
        }

        if items.count == 1 {
            // A single (visible) item: no spanner; the canvas connections
            // the table gives the spanner become inequalities, plus
            // canvas-fit.
            switch alignment {
            case .leading, .top:
                add(.canvasConnection, canvas, c.leading, .equal, item0, c.leading)
                add(.canvasConnection, item0, c.trailing, .lessThanOrEqual, canvas, c.trailing)
            case .center:
                add(.canvasConnection, canvas, c.leading, .lessThanOrEqual, item0, c.leading)
                add(.canvasConnection, item0, c.trailing, .lessThanOrEqual, canvas, c.trailing)
                add(.canvasConnection, canvas, c.center, .equal, item0, c.center)
            case .trailing, .bottom:
                add(.canvasConnection, canvas, c.leading, .lessThanOrEqual, item0, c.leading)
                add(.canvasConnection, item0, c.trailing, .equal, canvas, c.trailing)
            case .firstBaseline, .lastBaseline, .fill:
                add(.canvasConnection, canvas, c.leading, .lessThanOrEqual, item0, c.leading)
                add(.canvasConnection, item0, c.trailing, .lessThanOrEqual, canvas, c.trailing)
            }
            canvasFit(c.length)
            add(.ambiguitySuppression, item0, c.length, .equal, nil, nil, priority: 25)
            return
        }

        // The spanning guide contains every visible item.
        let spanner = stack.spanningGuide
        for item in visible {
            switch alignment {
            case .leading, .top:
                add(.spanningBoundary, spanner, c.leading, .equal, item, c.leading, priority: 999.5)
                add(.spanningBoundary, spanner, c.trailing, .greaterThanOrEqual, item, c.trailing)
            case .trailing, .bottom:
                add(.spanningBoundary, spanner, c.leading, .lessThanOrEqual, item, c.leading)
                add(.spanningBoundary, spanner, c.trailing, .equal, item, c.trailing, priority: 999.5)
            default:
                add(.spanningBoundary, spanner, c.leading, .lessThanOrEqual, item, c.leading)
                add(.spanningBoundary, spanner, c.trailing, .greaterThanOrEqual, item, c.trailing)
            }
        }
        switch alignment {
        case .leading, .top:
            add(.canvasConnection, canvas, c.leading, .equal, located, c.leading)
            add(.canvasConnection, spanner, c.trailing, .equal, canvas, c.trailing)
        case .center:
            add(.canvasConnection, canvas, c.leading, .equal, spanner, c.leading)
            add(.canvasConnection, spanner, c.trailing, .equal, canvas, c.trailing)
            add(.canvasConnection, canvas, c.center, .equal, located, c.center)
        case .trailing, .bottom:
            add(.canvasConnection, canvas, c.leading, .equal, spanner, c.leading)
            add(.canvasConnection, located, c.trailing, .equal, canvas, c.trailing)
        case .firstBaseline:
            // The mirror of lastBaseline: the top goes to the first item,
            // as an inequality, and no item's top to the spanner's, so a
            // taller item may stand out above the stack (openradar 32291130,
            // iOS 10.3: "sets its top … edge to the top … of the first
            // arranged subview"; useyourloaf.com "Stack View Baseline
            // Alignment Issue", iOS 13, view debugger: `UISV-canvas-connection
            // stackView.top <= label.top @ 1000`; the cookbook's name rows
            // in ../shared/ib-corpus, Xcode 7 to 14: the text field 5–6 pt
            // above its row, the row as tall as label top to field bottom).
            add(.canvasConnection, canvas, c.leading, .lessThanOrEqual, located, c.leading)
            add(.canvasConnection, spanner, c.trailing, .equal, canvas, c.trailing)
            canvasFit(c.length)
        case .lastBaseline:
            add(.canvasConnection, canvas, c.leading, .equal, spanner, c.leading)
            add(.canvasConnection, canvas, c.trailing, .greaterThanOrEqual, located, c.trailing)
            canvasFit(c.length)
        case .fill:
            break
        }
        add(.spanningFit, spanner, c.length, .equal, nil, nil, priority: 51)
        for item in items {
            add(.ambiguitySuppression, item, c.length, .equal, nil, nil, priority: 25)
        }
    }
}
