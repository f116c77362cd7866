import ConstraintSolver
import Geometry
import Testing
import ViewTree

@testable import StackLayout

/// A window 1000×1000 at @1x with one stack placed at the origin, sized by
/// `width` / `height` when given (else it takes its fitting size).
@MainActor
func makeScene(
    width: Double? = nil, height: Double? = nil, scale: Double = 1, configure: (StackView) -> Void = { _ in }
) -> (Window, StackView) {
    let device = try! Device.custom(width: 1000, height: 1000, scale: scale).get()
    let window = Window(screen: Screen(device: device, orientation: .portrait))
    let stack = StackView(name: "s")
    configure(stack)
    try! window.rootView.addSubview(stack)
    var cs = [
        stack.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
        stack.topAnchor.constraint(equalTo: window.rootView.topAnchor),
    ]
    if let width { cs.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { cs.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    try! LayoutConstraint.activate(cs)
    return (window, stack)
}

/// A plain view with an intrinsic content size.
@MainActor
func box(_ name: String, _ w: Double, _ h: Double) -> View {
    let v = View(name: name)
    v.intrinsicSizeOverride = Size(width: w, height: h)
    return v
}

@MainActor
private func descriptions(_ s: StackView, _ identifier: StackConstraintIdentifier) -> [String] {
    s.generatedConstraints.filter { $0.stackIdentifier == identifier }.map(\.description)
}

@Suite("Generated constraints: identifiers, shapes and priorities as UIKit prints them")
@MainActor
struct GeneratedConstraintTests {
    /// uikit-stackview.md §13 example 1 ([KEAN]): ICS 160, 80, 40, spacing 0
    /// → multipliers 160/280 = 0.571429, 80/280 = 0.285714, 40/280 = 0.142857
    /// at 999, 998, 997.
    /// A stack cannot arrange itself or one of its ancestors (UIKit
    /// raises): the error, and nothing changes; a leaf is arranged.
    @Test func arrangingAStackInsideItselfFailsAndChangesNothing() throws {
        let outer = StackView(name: "outer"), inner = StackView(name: "inner")
        let leaf = View(name: "leaf")
        try outer.addArrangedSubview(inner)
        try inner.addArrangedSubview(leaf)
        #expect(throws: LayoutError.self) { try inner.addArrangedSubview(outer) }
        #expect(throws: LayoutError.self) { try inner.addArrangedSubview(inner) }
        #expect(throws: StackError.self) { try inner.insertArrangedSubview(outer, at: 0) }
        #expect(throws: StackError.self) { try outer.insertArrangedSubview(outer, at: 0) }
        #expect(outer.arrangedSubviews.map(\.name) == ["inner"] && inner.arrangedSubviews.map(\.name) == ["leaf"])
        #expect(outer.superview == nil && inner.superview === outer && leaf.superview === inner)
        let other = View(name: "other")
        try inner.insertArrangedSubview(other, at: 0)
        #expect(inner.arrangedSubviews.map(\.name) == ["other", "leaf"])
    }

    @Test func fillProportionallyMultipliersAndPriorities() throws {
        let (w, s) = makeScene(width: 200) { $0.distribution = .fillProportionally }
        for v in [box("a", 160, 10), box("b", 80, 10), box("c", 40, 10)] { try s.addArrangedSubview(v) }
        w.layoutIfNeeded()
        #expect(descriptions(s, .fillProportionally) == [
            "'UISV-fill-proportionally' a.width == 0.571 × s.width @ 999",
            "'UISV-fill-proportionally' b.width == 0.286 × s.width @ 998",
            "'UISV-fill-proportionally' c.width == 0.143 × s.width @ 997",
        ])
        #expect(descriptions(s, .canvasConnection).prefix(2) == [
            "'UISV-canvas-connection' s.leading == a.leading",
            "'UISV-canvas-connection' c.trailing == s.trailing",
        ])
        #expect(descriptions(s, .spacing) == [
            "'UISV-spacing' b.leading == a.trailing", "'UISV-spacing' c.leading == b.trailing",
        ])
    }

    /// §1.3 rule 5: a multiplier of exactly 1 is required; rule 6: an item
    /// without a length is pinned to 0, required.
    @Test func fillProportionallyRequiredCases() throws {
        let (w, s) = makeScene(width: 200) { $0.distribution = .fillProportionally }
        try s.addArrangedSubview(box("a", 50, 10))
        try s.addArrangedSubview(View(name: "empty"))
        w.layoutIfNeeded()
        #expect(descriptions(s, .fillProportionally) == [
            "'UISV-fill-proportionally' a.width == s.width", "'UISV-fill-proportionally' empty.width == 0",
        ])
    }

    /// §1.5 / §13 example 2: equalCentering's gap guides are equal at
    /// 150 − index of the preceding item (149 for the gap after item 1);
    /// spacing is >=, canvas-fit 49.
    @Test func equalCenteringGapGuides() throws {
        let (w, s) = makeScene(width: 400) { $0.distribution = .equalCentering }
        for v in [box("a", 160, 10), box("b", 80, 10), box("c", 40, 10)] { try s.addArrangedSubview(v) }
        w.layoutIfNeeded()
        #expect(descriptions(s, .distributingEdge) == [
            "'UISV-distributing-edge' s.gap0.leading == a.centerX",
            "'UISV-distributing-edge' s.gap0.trailing == b.centerX",
            "'UISV-distributing-edge' s.gap1.leading == b.centerX",
            "'UISV-distributing-edge' s.gap1.trailing == c.centerX",
        ])
        #expect(descriptions(s, .fillEqually) == ["'UISV-fill-equally' s.gap1.width == s.gap0.width @ 149"])
        #expect(descriptions(s, .spacing) == [
            "'UISV-spacing' b.leading >= a.trailing", "'UISV-spacing' c.leading >= b.trailing",
        ])
        #expect(descriptions(s, .canvasFit) == ["'UISV-canvas-fit' s.width == 0 @ 49"])
        // §13 example 14: centres 80, 230, 380.
        #expect(s.arrangedSubviews.map { $0.frame.midX } == [80, 230, 380])
    }

    /// §3 table, leading row, and §13 example 3: boundary equalities 999.5,
    /// spanning-fit 51, ambiguity suppression 25.
    @Test func leadingAlignmentSpanner() throws {
        let (w, s) = makeScene(width: 300) { $0.alignment = .top }
        for v in [box("a", 100, 20), box("b", 100, 40)] { try s.addArrangedSubview(v) }
        w.layoutIfNeeded()
        #expect(descriptions(s, .alignment) == ["'UISV-alignment' b.top == a.top"])
        #expect(descriptions(s, .spanningBoundary) == [
            "'UISV-spanning-boundary' s.spanner.top == a.top @ 999.5",
            "'UISV-spanning-boundary' s.spanner.bottom >= a.bottom",
            "'UISV-spanning-boundary' s.spanner.top == b.top @ 999.5",
            "'UISV-spanning-boundary' s.spanner.bottom >= b.bottom",
        ])
        #expect(descriptions(s, .spanningFit) == ["'UISV-spanning-fit' s.spanner.height == 0 @ 51"])
        #expect(descriptions(s, .ambiguitySuppression) == [
            "'UISV-ambiguity-suppression' a.height == 0 @ 25", "'UISV-ambiguity-suppression' b.height == 0 @ 25",
        ])
        // The unconstrained stack takes the tallest item's height: 40.
        #expect(s.frame.size.height == 40)
    }

    /// §4, iOS 26: UISV-hiding at 999.999, the visible neighbours chained
    /// directly, the hidden view tied at 50 to the middle of the gap.
    @Test func hiddenMiddleView() throws {
        let (w, s) = makeScene(width: 300) { $0.spacing = 10 }
        let views = [box("a", 50, 10), box("b", 50, 10), box("c", 50, 10)]
        for v in views { try s.addArrangedSubview(v) }
        views[1].isHidden = true
        w.layoutIfNeeded()
        #expect(descriptions(s, .hiding) == ["'UISV-hiding' b.width == 0 @ 999.999"])
        #expect(descriptions(s, .spacing) == ["'UISV-spacing' c.leading == a.trailing + 10"])
        #expect(descriptions(s, .spacingHidden) == ["'UISV-spacing-hidden' b.leading == a.trailing + 5 @ 50"])
        // 300 − 10 = 290 for a and c; equal hugging: the first (a) takes
        // the slack (§2): a = 300 − 10 − 50 = 240, c at 250.
        #expect(views[0].frame == Rect(x: 0, y: 0, width: 240, height: 10))
        #expect(views[1].frame == Rect(x: 245, y: 0, width: 0, height: 10))
        #expect(views[2].frame == Rect(x: 250, y: 0, width: 50, height: 10))
    }

    /// §14.1: a multi-line label in a horizontal fill stack gets the
    /// current ("improved") text-width disambiguation: width <= canvas / k −
    /// spacing·(k−1)/k at 950, k = 1 multi-line item here.
    @Test func textWidthDisambiguation() throws {
        let (w, s) = makeScene(width: 300) { $0.spacing = 10 }
        let label = View(name: "l", kind: .label(text: "A long text that wraps", lines: 0))
        label.compressionResistance.horizontal = 749
        try s.addArrangedSubview(label)
        try s.addArrangedSubview(View(name: "sw", kind: .switchControl))
        w.layoutIfNeeded()
        #expect(descriptions(s, .textWidthDisambiguation) == [
            "'UISV-text-width-disambiguation' l.width <= s.width @ 950"
        ])
        // Two multi-line labels and a switch: each at most half the canvas
        // less half a gap.
        let second = View(name: "m", kind: .label(text: "Another", lines: 2))
        try s.addArrangedSubview(second)
        w.layoutIfNeeded()
        #expect(descriptions(s, .textWidthDisambiguation) == [
            "'UISV-text-width-disambiguation' l.width <= 0.5 × s.width - 5 @ 950",
            "'UISV-text-width-disambiguation' m.width <= 0.5 × s.width - 5 @ 950",
        ])
    }

    /// §1.6, kept behind `textWidthRule = .ios14`: the "compatible" form,
    /// width == 1/n canvas − spacing·(n−1)/n at max(CR, hugging) + 10.
    @Test func textWidthDisambiguationOfIOS14() throws {
        let (w, s) = makeScene(width: 300) { $0.spacing = 10; $0.textWidthRule = .ios14 }
        let label = View(name: "l", kind: .label(text: "A long text that wraps", lines: 0))
        label.compressionResistance.horizontal = 749
        try s.addArrangedSubview(label)
        try s.addArrangedSubview(View(name: "sw", kind: .switchControl))
        w.layoutIfNeeded()
        #expect(descriptions(s, .textWidthDisambiguation) == [
            "'UISV-text-width-disambiguation' l.width == 0.5 × s.width - 5 @ 759"
        ])
    }

    @Test func everyConstraintIsSystemAndActiveOnTheStack() throws {
        let (w, s) = makeScene(width: 300) { $0.alignment = .center; $0.distribution = .equalSpacing }
        for v in [box("a", 50, 10), box("b", 50, 30)] { try s.addArrangedSubview(v) }
        w.layoutIfNeeded()
        #expect(!s.generatedConstraints.isEmpty)
        for c in s.generatedConstraints {
            #expect(c.isSystem && c.isActive && c.installedOn === s && c.stackIdentifier.map { c.identifier == $0.identifier } == true)
        }
    }
}

@Suite("Arranged subviews bookkeeping (§5)")
@MainActor
struct BookkeepingTests {
    @Test func defaults() {
        let s = StackView(name: "s")
        #expect(s.axis == .horizontal && s.distribution == .fill && s.alignment == .fill && s.spacing == 0)
        #expect(!s.isLayoutMarginsRelativeArrangement && !s.isBaselineRelativeArrangement)
        #expect(s.layoutMargins == .zero)
    }

    @Test func addInsertMoveAndErrors() throws {
        let (w, s) = makeScene(width: 300)
        let a = box("a", 10, 10), b = box("b", 10, 10), c = box("c", 10, 10)
        for v in [a, b, c] { try s.addArrangedSubview(v) }
        try s.addArrangedSubview(a)  // moves to the end of the arranged list only
        #expect(s.arrangedSubviews.map(\.name) == ["b", "c", "a"])
        #expect(s.subviews.map(\.name) == ["a", "b", "c"])
        try s.insertArrangedSubview(a, at: 0)
        #expect(s.arrangedSubviews.map(\.name) == ["a", "b", "c"])
        #expect(throws: StackError.indexOutOfBounds(index: 4, count: 3, stack: "s")) {
            try s.insertArrangedSubview(box("x", 1, 1), at: 4)
        }
        #expect(s.arrangedSubviews.count == 3 && s.subviews.count == 3)
        #expect(throws: LayoutError.self) { try s.addArrangedSubview(s) }
        #expect(throws: StackError.self) { try s.insertArrangedSubview(w.rootView, at: 0) }
        #expect(s.arrangedSubviews.count == 3)
    }

    @Test func removeArrangedKeepsSubviewAndFrame() throws {
        let (w, s) = makeScene(width: 300, height: 20) { $0.distribution = .fillEqually }
        let a = box("a", 10, 10), b = box("b", 10, 10), c = box("c", 10, 10)
        for v in [a, b, c] { try s.addArrangedSubview(v) }
        w.layoutIfNeeded()
        #expect(b.frame == Rect(x: 100, y: 0, width: 100, height: 20))
        s.removeArrangedSubview(b)
        w.layoutIfNeeded()
        #expect(s.arrangedSubviews.map(\.name) == ["a", "c"])
        #expect(s.subviews.map(\.name) == ["a", "b", "c"])
        #expect(a.frame.size.width == 150 && c.frame.origin.x == 150)
        // b keeps its last origin; its content-size constraints still hold,
        // so it takes its intrinsic size (10 × 10).
        #expect(b.frame == Rect(x: 100, y: 0, width: 10, height: 10))
        #expect(!s.generatedConstraints.contains { $0.firstItem === b || $0.secondItem === b })
    }

    /// A view without an intrinsic size keeps its whole last frame.
    @Test func removedPlainViewKeepsItsLastFrame() throws {
        let (w, s) = makeScene(width: 300, height: 20) { $0.distribution = .fillEqually }
        let a = View(name: "a"), b = View(name: "b")
        for v in [a, b] { try s.addArrangedSubview(v) }
        w.layoutIfNeeded()
        s.removeArrangedSubview(b)
        w.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 300, height: 20))
        #expect(b.frame == Rect(x: 150, y: 0, width: 150, height: 20))
    }

    @Test func removeFromSuperviewLeavesBothLists() throws {
        let (w, s) = makeScene(width: 300, height: 20)
        let a = box("a", 10, 10), b = box("b", 10, 10)
        for v in [a, b] { try s.addArrangedSubview(v) }
        s.setCustomSpacing(20, after: b)
        b.removeFromSuperview()
        w.layoutIfNeeded()
        #expect(s.arrangedSubviews.map(\.name) == ["a"] && s.subviews.map(\.name) == ["a"])
        #expect(s.customSpacing(after: b) == StackView.spacingUseDefault)
        #expect(a.frame.size.width == 300)
    }

    /// The stack looks a view up in its set of arranged views only when it
    /// may be listed already (a view that joins is not, while every
    /// arranged view is a subview): every answer is the list's. A view
    /// arranged from deeper in the subtree stays listed when it leaves its
    /// own superview (as in UIKit); arranged again, it moves to the end
    /// of the list, listed once. Removing, re-adding, `arranges` and
    /// custom spacings agree with the list before and after the set is made.
    @Test func arrangedListStaysExactWithoutASetPerAdd() throws {
        let (_, s) = makeScene(width: 300, height: 20)
        let views = (0..<5).map { box("v\($0)", 10, 10) }
        for v in views { try s.addArrangedSubview(v) }
        // Removed before anything asked (no set made), then arranged
        // again: once, at the end.
        s.removeArrangedSubview(views[1])
        s.removeArrangedSubview(views[1])
        #expect(s.arrangedSubviews.map(\.name) == ["v0", "v2", "v3", "v4"] && s.subviews.count == 5)
        #expect(!s.arranges(views[1]) && s.arranges(views[0]))
        try s.addArrangedSubview(views[1])
        #expect(s.arrangedSubviews.map(\.name) == ["v0", "v2", "v3", "v4", "v1"])
        #expect(views.allSatisfy(s.arranges) && !s.arranges(s))
        s.setCustomSpacing(4, after: views[2])
        #expect(s.customSpacing(after: views[2]) == 4)
        // A grandchild arranged by the stack.
        let row = StackView(name: "row"), deep = box("deep", 10, 10)
        try s.addArrangedSubview(row)
        try row.addSubview(deep)
        try s.addArrangedSubview(deep)
        #expect(s.arrangedSubviews.map(\.name).suffix(2) == ["row", "deep"])
        // It leaves its superview: still listed (UIKit keeps it too).
        deep.removeFromSuperview()
        #expect(s.arranges(deep) && s.arrangedSubviews.last === deep)
        // Arranged again, now joining the stack: listed once, at the end.
        try s.addArrangedSubview(views[0])
        try s.addArrangedSubview(deep)
        #expect(s.arrangedSubviews.map(\.name) == ["v2", "v3", "v4", "v1", "row", "v0", "deep"])
        #expect(s.arrangedSubviews.filter { $0 === deep }.count == 1 && deep.superview === s)
        // The same through insertArrangedSubview.
        let other = box("other", 10, 10)
        try row.addSubview(other)
        try s.insertArrangedSubview(other, at: 0)
        other.removeFromSuperview()
        try s.insertArrangedSubview(other, at: 1)
        #expect(s.arrangedSubviews.map(\.name) == ["v2", "other", "v3", "v4", "v1", "row", "v0", "deep"])
        #expect(s.arrangedSubviews.allSatisfy(s.arranges))
    }

    @Test func customSpacingRules() throws {
        let (w, s) = makeScene() { $0.spacing = 4 }
        let a = box("a", 10, 10), b = box("b", 10, 10), loose = box("x", 1, 1)
        for v in [a, b] { try s.addArrangedSubview(v) }
        s.setCustomSpacing(20, after: loose)  // not arranged: ignored
        #expect(s.customSpacing(after: loose) == StackView.spacingUseDefault)
        s.setCustomSpacing(StackView.spacingUseSystem, after: a)
        w.layoutIfNeeded()
        #expect(b.frame.origin.x == 18)  // 10 + system 8
        s.setCustomSpacing(StackView.spacingUseDefault, after: a)
        w.layoutIfNeeded()
        #expect(b.frame.origin.x == 14)  // back to spacing 4
    }
}

@Suite("Incremental updates")
@MainActor
struct OneOfAThousandTests {
    /// Hiding, showing, inserting or removing one view of a 1 000-view stack
    /// re-solves only the few constraints around it.
    @Test func oneViewOfAThousand() throws {
        let (w, s) = makeScene(width: 400) { $0.axis = .vertical; $0.spacing = 1; $0.alignment = .center }
        var views: [View] = []
        for i in 0..<1000 {
            let v = box("v\(i)", 100, 20)
            views.append(v)
            try s.addArrangedSubview(v)
        }
        w.layoutIfNeeded()
        func changed(_ body: () throws -> Void) rethrows -> Int {
            let (a, r) = (w.constraintsAdded, w.constraintsRemoved)
            try body()
            w.layoutIfNeeded()
            return (w.constraintsAdded - a) + (w.constraintsRemoved - r)
        }
        // Hide: −2 spacing +1 spacing +hiding +spacing-hidden −2 boundaries = 7.
        let hide = changed { views[500].isHidden = true }
        #expect(hide > 0 && hide <= 12)
        #expect(views[501].frame.origin.y == views[499].frame.maxY + 1)
        let show = changed { views[500].isHidden = false }
        #expect(show > 0 && show <= 12)
        #expect(views[501].frame.origin.y == views[500].frame.maxY + 1)
        let x = box("x", 10, 10)
        // (Insert: x's content-size constraints and its two size floors too.)
        let insert = try changed { try s.insertArrangedSubview(x, at: 300) }
        #expect(insert > 0 && insert <= 14)
        #expect(x.frame.origin.y == views[299].frame.maxY + 1)
        // Remove: −2 spacing, +1 spacing, −1 alignment, −2 spanning
        // boundaries, −1 ambiguity suppression, and v700's 4 content-size
        // constraints and 2 size floors re-ranked (it now sorts after the
        // arranged views) ×2.
        let remove = changed { s.removeArrangedSubview(views[700]) }
        #expect(remove > 0 && remove <= 20)
        #expect(views[701].frame.origin.y == views[699].frame.maxY + 1)
        // 1000 items + x − v700 = 1000 items of 20 (x is 10): 999·20 + 10 + 999 gaps.
        #expect(s.frame.size.height == 999 * 20 + 10 + 999)
    }
}

@Suite("Size-class variations")
@MainActor
struct VariationTests {
    /// Seed 000 example 2: vertical in compact width × regular height,
    /// horizontal otherwise; rotating the iPhone 8 re-evaluates it.
    @Test func axisVariesWithRotation() throws {
        let window = Window(screen: Screen(device: .iPhone8, orientation: .portrait))
        let s = StackView(name: "s")
        try window.rootView.addSubview(s)
        try LayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            s.topAnchor.constraint(equalTo: window.rootView.topAnchor),
        ])
        for v in [box("a", 100, 50), box("b", 100, 50)] { try s.addArrangedSubview(v) }
        s.setVariation(.axis(.vertical), horizontal: .compact, vertical: .regular)
        #expect(s.axis == .horizontal)  // the Any × Any value
        window.layoutIfNeeded()
        #expect(s.effectiveValues().axis == .vertical)
        #expect(s.frame.size == Size(width: 100, height: 100))
        window.rotate()  // landscape: compact × compact
        window.layoutIfNeeded()
        #expect(s.effectiveValues().axis == .horizontal)
        #expect(s.frame.size == Size(width: 200, height: 50))
    }

    @Test func mostSpecificVariationWins() {
        let s = StackView(name: "s")
        s.setVariation(.spacing(4), horizontal: .compact, vertical: nil)
        s.setVariation(.spacing(9), horizontal: .compact, vertical: .compact)
        s.setVariation(.spacing(1), horizontal: nil, vertical: nil)
        let cc = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 2)
        let cr = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2)
        let rr = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)
        #expect(s.effectiveValues(for: cc).spacing == 9)
        #expect(s.effectiveValues(for: cr).spacing == 4)
        #expect(s.effectiveValues(for: rr).spacing == 1)
    }
}

@Suite("Nesting and fitting")
@MainActor
struct NestingTests {
    /// §1.3 rule 1: a nested stack's proportional length is its fitting
    /// size: inner = 30 + 5 + 50 = 85, outer items 85 and 15, D = 100, in
    /// 200 → 170 and 30.
    @Test func nestedStackInFillProportionally() throws {
        let (w, s) = makeScene(width: 200, height: 10) { $0.distribution = .fillProportionally }
        let inner = StackView(name: "inner")
        inner.spacing = 5
        try inner.addArrangedSubview(box("n1", 30, 10))
        try inner.addArrangedSubview(box("n2", 50, 10))
        let tail = box("t", 15, 10)
        try s.addArrangedSubview(inner)
        try s.addArrangedSubview(tail)
        #expect(w.systemLayoutSizeFitting(inner) == Size(width: 85, height: 10))
        w.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 0, y: 0, width: 170, height: 10))
        #expect(tail.frame == Rect(x: 170, y: 0, width: 30, height: 10))
    }

    /// An unconstrained stack takes its fitting size: fill → the sum of the
    /// items and gaps along the axis, the tallest across it.
    @Test func unconstrainedStackFits() throws {
        let (w, s) = makeScene() { $0.spacing = 3 }
        for v in [box("a", 10, 5), box("b", 20, 15), box("c", 30, 10)] { try s.addArrangedSubview(v) }
        w.layoutIfNeeded()
        #expect(s.frame == Rect(x: 0, y: 0, width: 66, height: 15))
        #expect(!s.hasAmbiguousLayout)
    }

    @Test func allHiddenCollapses() throws {
        let (w, s) = makeScene() { $0.spacing = 3; $0.alignment = .center }
        let views = [box("a", 10, 5), box("b", 20, 15)]
        for v in views { try s.addArrangedSubview(v); v.isHidden = true }
        w.layoutIfNeeded()
        #expect(s.frame.size == Size(width: 0, height: 0))
        // §14.6: the guide stands in for the items along the axis and across
        // it, pulled to zero at 0.001 both ways.
        #expect(descriptions(s, .spanningFit) == [
            "'UISV-spanning-fit' s.spanner.width == 0 @ 0.001", "'UISV-spanning-fit' s.spanner.height == 0 @ 0.001",
        ])
    }
}
