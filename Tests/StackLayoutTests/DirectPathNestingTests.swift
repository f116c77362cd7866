import Geometry
import StackLayout
import Testing
import ViewTree

/// Issue 11 item 1: the benchmark's scenes (W1 a flat fill stack, W2 rows in
/// a list in a scroll view, W3 stacks nested to depth D) are arranged
/// directly, nested stacks and all, and give the general solver's frames,
/// through the edits the benchmark times (hide, unhide, append, a leaf's new
/// size).
@Suite("Direct path: nested stacks")
struct DirectPathNestingTests {
    /// Every view's frame in both windows, in tree order.
    static func frames(_ w: Window) -> [String] {
        w.layoutIfNeeded()
        return w.rootView.allViews().map { "\($0.name) \($0.screenFrame)" }
    }

    func frames(_ w: Window) -> [String] { Self.frames(w) }

    static func leaf(_ name: String, _ w: Double, _ h: Double, hug: Double = 250, resist: Double = 750) -> View {
        let v = View(name: name)
        v.intrinsicSizeOverride = Size(width: w, height: h)
        v.contentHugging = (hug, hug)
        v.compressionResistance = (resist, resist)
        return v
    }

    func leaf(_ name: String, _ w: Double, _ h: Double, hug: Double = 250, resist: Double = 750) -> View {
        Self.leaf(name, w, h, hug: hug, resist: resist)
    }

    /// W2: a list of `n` centre-aligned rows of three views in a scroll
    /// view (the benchmark's, ``DirectSeriesTests`` too).
    static func w2(_ n: Int, _ configuration: LayoutConfiguration, listSpacing: Double = 2) throws
        -> (Window, StackView, [StackView])
    {
        let window = Window(screen: Screen(device: .iPhone8), configuration: configuration)
        let root = window.rootView
        let scroll = ScrollView(name: "scroller")
        let list = StackView(name: "list")
        try root.addSubview(scroll)
        list.axis = .vertical
        list.spacing = listSpacing
        try scroll.addSubview(list)
        try LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            list.topAnchor.constraint(equalTo: scroll.topAnchor),
            list.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            list.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
        var rows: [StackView] = []
        for k in 0..<n { rows.append(try w2Row(k, list)) }
        return (window, list, rows)
    }

    static func w2Row(_ k: Int, _ list: StackView) throws -> StackView {
        let row = StackView(name: "row\(k)")
        row.axis = .horizontal
        row.spacing = 8
        row.alignment = .center
        for (j, (w, h, hug)) in [(80.0, 20.0, 251.0), (150, 21, 250), (50, 30, 251)].enumerated() {
            try row.addArrangedSubview(leaf("row\(k).\(j)", w, h, hug: hug))
        }
        try list.addArrangedSubview(row)
        return row
    }

    @Test func w2RowsInAListAreArrangedDirectly() throws {
        let (d, dl, drows) = try Self.w2(12, LayoutConfiguration())
        let (g, gl, grows) = try Self.w2(12, .general)
        #expect(frames(d) == frames(g))
        // The list is one root; its 12 rows and their 36 views are placed by it.
        #expect(d.directlyArrangedStacks == 1)
        #expect(d.directlyArrangedViews == 48)
        // Row 4 at y = 4 × (30 + 2), 375 wide, 30 tall; its tallest view centred.
        #expect(drows[4].frame == Rect(x: 0, y: 128, width: 375, height: 30))
        // hide, unhide, append: the edits the benchmark times.
        for (a, b) in [(drows[5], grows[5])] {
            a.isHidden = true
            b.isHidden = true
            #expect(frames(d) == frames(g))
            #expect(d.directlyArrangedViews == 48)
            a.isHidden = false
            b.isHidden = false
            #expect(frames(d) == frames(g))
        }
        _ = try Self.w2Row(12, dl)
        _ = try Self.w2Row(12, gl)
        #expect(frames(d) == frames(g))
        #expect(d.directlyArrangedViews == 52)
    }

    /// W3: D stacks alternating axis, each holding a 10 × 10 view and the next.
    func w3(_ depth: Int, _ configuration: LayoutConfiguration) throws -> (Window, [View]) {
        let window = Window(screen: Screen(device: .iPhone8), configuration: configuration)
        var stacks: [StackView] = [], leaves: [View] = []
        for d in 0..<depth {
            let s = StackView(name: "s\(d)")
            s.axis = d % 2 == 0 ? .horizontal : .vertical
            stacks.append(s)
            leaves.append(leaf("leaf\(d)", 10, 10))
        }
        try window.rootView.addSubview(stacks[0])
        try LayoutConstraint.activate([
            stacks[0].leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            stacks[0].topAnchor.constraint(equalTo: window.rootView.topAnchor),
        ])
        for d in 0..<depth {
            try stacks[d].addArrangedSubview(leaves[d])
            if d + 1 < depth { try stacks[d].addArrangedSubview(stacks[d + 1]) }
        }
        return (window, leaves)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 10, 50])
    func w3NestingIsArrangedDirectly(depth: Int) throws {
        let (d, dleaves) = try w3(depth, LayoutConfiguration())
        let (g, gleaves) = try w3(depth, .general)
        #expect(frames(d) == frames(g))
        #expect(d.directlyArrangedStacks == 1)
        #expect(d.directlyArrangedViews == 2 * depth - 1)
        // Each horizontal stack adds its leaf's 10 to the width, each
        // vertical one to the height, and the deepest stack's leaf counts on
        // both axes: (⌊D/2⌋ + 1) × 10 wide, ⌈D/2⌉ × 10 tall.
        let root = d.rootView.subviews[0]
        #expect(root.frame.size == Size(width: Double(depth / 2 + 1) * 10, height: Double((depth + 1) / 2) * 10))
        // The deepest leaf grows, as the benchmark's leaf op.
        dleaves[depth - 1].intrinsicSizeOverride = Size(width: 15, height: 10)
        gleaves[depth - 1].intrinsicSizeOverride = Size(width: 15, height: 10)
        #expect(frames(d) == frames(g))
        #expect(d.directlyArrangedStacks == 1)
    }

    /// A row of rows: a nested stack on the same axis is one item whose
    /// slack goes to its own first least-hugging view; the outer stack is
    /// pinned wider than its content, then narrower.
    @Test func sameAxisNestingGivesTheSlackLikeOneStack() throws {
        func build(_ c: LayoutConfiguration) throws -> (Window, LayoutConstraint) {
            let w = Window(screen: Screen(device: .iPhone8), configuration: c)
            let outer = StackView(name: "outer"), inner = StackView(name: "inner")
            outer.spacing = 4
            inner.spacing = 2
            try w.rootView.addSubview(outer)
            let width = outer.widthAnchor.constraint(equalToConstant: 300)
            try LayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor),
                outer.topAnchor.constraint(equalTo: w.rootView.topAnchor), width,
            ])
            try outer.addArrangedSubview(leaf("a", 40, 20, hug: 251))
            try inner.addArrangedSubview(leaf("b", 30, 10, hug: 251))
            try inner.addArrangedSubview(leaf("c", 30, 25, hug: 250, resist: 740))
            try outer.addArrangedSubview(inner)
            try outer.addArrangedSubview(leaf("d", 20, 20, hug: 250))
            return (w, width)
        }
        let (d, dw) = try build(LayoutConfiguration())
        let (g, gw) = try build(.general)
        #expect(frames(d) == frames(g))
        #expect(d.directlyArrangedViews == 5)
        // 300 − (40 + 4 + 62 + 4 + 20) = 170 more: to c, the first view
        // hugging at 250 (inside inner, before d).
        let c = d.rootView.allViews().first { $0.name == "c" }!
        #expect(c.frame.size.width == 200)
        for constant in [100.0, 131, 10] {
            dw.constant = constant
            gw.constant = constant
            #expect(frames(d) == frames(g), "width \(constant)")
        }
    }

    /// A view arranged by a nested stack and, from deeper in the subtree,
    /// by the outer one too (`add v1 to s0` after `add v1 to s1`: UIKit
    /// arranges a descendant without moving it): both stacks' rules place
    /// it, and the required constraints leave it −4 tall. The solver sees
    /// it (found by the replay oracle).
    @Test func aViewArrangedByTwoNestedStacksGoesToTheSolver() throws {
        func build(_ c: LayoutConfiguration) throws -> Window {
            let w = Window(screen: Screen(device: .iPhone8), configuration: c)
            let s0 = StackView(name: "s0"), s1 = StackView(name: "s1")
            s0.axis = .vertical
            s0.spacing = 4
            try w.rootView.addSubview(s0)
            try LayoutConstraint.activate([
                s0.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor),
                s0.trailingAnchor.constraint(equalTo: w.rootView.trailingAnchor),
                s0.topAnchor.constraint(equalTo: w.rootView.topAnchor),
                s0.bottomAnchor.constraint(equalTo: w.rootView.bottomAnchor),
            ])
            let v1 = View(name: "v1", kind: .label(text: "One"))
            try s0.addArrangedSubview(leaf("v0", 30, 30))
            try s0.addArrangedSubview(s1)
            try s1.addArrangedSubview(v1)
            try s0.addArrangedSubview(v1)
            return w
        }
        let d = try build(LayoutConfiguration()), g = try build(.general)
        #expect(frames(d) == frames(g))
        #expect(frames(g).contains { $0.hasPrefix("v1 ") && $0.hasSuffix(", -4}}") })
    }
}

/// Issue 11 item 2: fillEqually and equalSpacing on the direct path, a row
/// of them nested in a vertical stack, its width pinned wider and narrower
/// than its content.
@Suite("Direct path: distributions")
struct DirectPathDistributionTests {
    func build(_ distribution: StackView.Distribution, _ c: LayoutConfiguration) throws -> (Window, LayoutConstraint, [View]) {
        let w = Window(screen: Screen(device: .iPhone8), configuration: c)
        let outer = StackView(name: "outer"), row = StackView(name: "row")
        outer.axis = .vertical
        outer.alignment = .leading
        row.distribution = distribution
        row.spacing = 6
        try w.rootView.addSubview(outer)
        let width = row.widthAnchor.constraint(equalToConstant: 300)
        try LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor),
            outer.topAnchor.constraint(equalTo: w.rootView.topAnchor, constant: 20),
        ])
        var views: [View] = []
        for (i, (iw, ih, hug, cr)) in [(40.0, 20.0, 251.0, 750.0), (30, 10, 250, 740), (20, 30, 250, 750)].enumerated() {
            let v = View(name: "v\(i)")
            v.intrinsicSizeOverride = Size(width: iw, height: ih)
            v.contentHugging = (hug, hug)
            v.compressionResistance = (cr, cr)
            try row.addArrangedSubview(v)
            views.append(v)
        }
        row.setCustomSpacing(10, after: views[0])
        try outer.addArrangedSubview(row)
        let label = View(name: "title", kind: .label(text: "Title", lines: 1))
        try outer.addArrangedSubview(label)
        return (w, width, views)
    }

    func frames(_ w: Window) -> [String] {
        w.layoutIfNeeded()
        return w.rootView.allViews().map { "\($0.name) \($0.screenFrame)" }
    }

    @Test(arguments: [StackView.Distribution.fillEqually, .equalSpacing])
    func distributionsMatchTheGeneralSolver(_ distribution: StackView.Distribution) throws {
        let (d, dw, dv) = try build(distribution, LayoutConfiguration())
        let (g, gw, gv) = try build(distribution, .general)
        #expect(frames(d) == frames(g))
        #expect(d.directlyArrangedStacks == 1 && d.directlyArrangedViews == 5)
        // Content-sized: fillEqually gives each the largest width (40; CR
        // beats hugging), equalSpacing keeps the widths and the least gap
        // (10, the custom one) everywhere.
        let x = dv.map { $0.frame.origin.x }
        if distribution == .fillEqually {
            #expect(dv.map(\.frame.size.width) == [40, 40, 40] && x == [0, 50, 96])
        } else {
            #expect(dv.map(\.frame.size.width) == [40, 30, 20] && x == [0, 50, 90])
        }
        for constant in [300.0, 100, 50] {
            dw.constant = constant
            gw.constant = constant
            if !dw.isActive {
                try LayoutConstraint.activate([dw])
                try LayoutConstraint.activate([gw])
            }
            #expect(frames(d) == frames(g), "row width \(constant)")
        }
        dv[1].isHidden = true
        gv[1].isHidden = true
        #expect(frames(d) == frames(g), "v1 hidden")
    }

    /// An equalSpacing stack squeezed past zero: its canvas-fit (@49) has a
    /// corner at 0, so the summary's slope holds only above it. Here the
    /// squeeze (tier 200, a tie) goes where the fit keeps the stack at 0:
    /// `s` is 0 wide and `b` takes the rest (found by the property test,
    /// seed 118250942).
    @Test func equalSpacingSqueezedPastZeroKeepsItsFitCorner() throws {
        func build(_ c: LayoutConfiguration) throws -> Window {
            let w = Window(screen: Screen(device: .iPhone8), configuration: c)
            let outer = StackView(name: "outer"), s = StackView(name: "s")
            s.distribution = .equalSpacing
            try w.rootView.addSubview(outer)
            try LayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor, constant: 100),
                outer.topAnchor.constraint(equalTo: w.rootView.topAnchor),
                outer.widthAnchor.constraint(equalToConstant: 10),
            ])
            for (stack, name, width) in [(s, "a", 40.0), (outer, "b", 30)] {
                let v = View(name: name)
                v.intrinsicSizeOverride = Size(width: width, height: 20)
                v.compressionResistance = (200, 750)
                try stack.addArrangedSubview(v)
            }
            try outer.insertArrangedSubview(s, at: 0)
            return w
        }
        let d = try build(LayoutConfiguration()), g = try build(.general)
        #expect(frames(d) == frames(g))
        let s = d.rootView.allViews().first { $0.name == "s" }!
        #expect(s.frame.size.width == 0)
    }
}
