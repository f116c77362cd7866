import Geometry
import Testing
import ViewTree

/// Issue 15, items 1 and 4: what the layout pass hands back to the views,
/// multi-line labels' wrap widths (uikit-stackview.md §14.2) and subviews'
/// safe-area insets (§14.4). Expected values are worked out by hand in each
/// test; CJK ideographs are one em (17 pt) so their wrapping is exact.
@Suite("Layout pass: label wrapping and subviews' safe areas")
struct SecondPassTests {
    static func window(_ device: String = "iphone8", _ orientation: Orientation = .portrait) -> Window {
        Window(screen: Screen(device: Device.preset(named: device)!, orientation: orientation))
    }

    static func pinEdges(_ v: View, to item: LayoutItem, top: Double = 0) throws {
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: item.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: item.trailingAnchor),
            v.topAnchor.constraint(equalTo: item.topAnchor, constant: top),
            v.bottomAnchor.constraint(equalTo: item.bottomAnchor),
        ])
    }

    static let ideographs50 = String(repeating: "汉", count: 50)

    /// A label between the root's margins (343 wide on iPhone 8) wraps:
    /// 343 / 17 → 20 a line, 50 → 3 lines, 3 × 20.2871 = 60.861 → 61 on
    /// @2x. Rotated: 627 / 17 → 36 a line, 2 lines → 41. A text edit
    /// re-wraps: 10 ideographs, one line, 20.287 → 20.5.
    @Test func labelWrapsFollowsRotationAndEdits() throws {
        let w = Self.window()
        let l = View(name: "l", kind: .label(text: Self.ideographs50, lines: 0))
        try w.rootView.addSubview(l)
        try LayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: w.rootView.layoutMarginsGuide.leadingAnchor),
            l.trailingAnchor.constraint(equalTo: w.rootView.layoutMarginsGuide.trailingAnchor),
            l.topAnchor.constraint(equalTo: w.rootView.layoutMarginsGuide.topAnchor),
        ])
        #expect(l.frame == Rect(x: 16, y: 20, width: 343, height: 61))
        let wrap = try #require(l.textWrap)
        #expect(wrap.lines == 3 && wrap.uncappedLines == 3 && wrap.width == 343 && wrap.limit == 0)
        #expect(abs(wrap.lineHeight - 2444.0 / 2048 * 17) < 1e-9)
        w.rotate()
        #expect(l.frame == Rect(x: 20, y: 0, width: 627, height: 41))
        #expect(l.textWrap?.lines == 2)
        l.kind = .label(text: String(repeating: "汉", count: 10), lines: 0)
        #expect(l.frame.size == Size(width: 627, height: 20.5))
        // lines=2 caps 5 lines (100 ideographs at 343 in portrait) at 2.
        w.rotate()
        l.kind = .label(text: String(repeating: "汉", count: 100), lines: 2)
        #expect(l.frame.size == Size(width: 343, height: 41))
        #expect(l.textWrap?.lines == 2)
        #expect(l.textWrap?.uncappedLines == 5)
        // A single-line label does not wrap: one 1700-pt line, 20.5 tall.
        l.kind = .label(text: String(repeating: "汉", count: 100), lines: 1)
        #expect(l.frame.size.height == 20.5)
        #expect(l.textWrap == nil)
    }

    /// §14.4: a full-screen child of an iPhone 8's root has the status bar's
    /// 20 pt as top inset in portrait, none in landscape (the bar is
    /// hidden); a view below the bar has none; a full-screen grandchild
    /// inherits 20; a view pinned to its parent's safe-area guide sits 20
    /// down.
    @Test func subviewsSafeAreas() throws {
        let w = Self.window()
        let child = View(name: "child"), below = View(name: "below"), grand = View(name: "grand")
        let inner = View(name: "inner")
        try w.rootView.addSubview(child)
        try w.rootView.addSubview(below)
        try child.addSubview(grand)
        try child.addSubview(inner)
        try Self.pinEdges(child, to: w.rootView)
        try Self.pinEdges(below, to: w.rootView, top: 40)
        try Self.pinEdges(grand, to: child)
        try LayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: child.safeAreaLayoutGuide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: child.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(child.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(below.safeAreaInsets == .zero)
        #expect(grand.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(inner.frame == Rect(x: 0, y: 20, width: 10, height: 10))
        // inner itself starts at the safe area's top: nothing covers it.
        #expect(inner.safeAreaInsets == .zero)
        w.rotate()
        #expect(child.safeAreaInsets == .zero)
        #expect(inner.frame == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    /// iPhone X in landscape: 44 at the sides, 21 below (§12). A child
    /// covering the right half has the right and bottom insets only.
    @Test func iPhoneXLandscapeHalf() throws {
        let w = Self.window("iphone-x", .landscape)
        let half = View(name: "half")
        try w.rootView.addSubview(half)
        try LayoutConstraint.activate([
            half.leadingAnchor.constraint(equalTo: w.rootView.centerXAnchor),
            half.trailingAnchor.constraint(equalTo: w.rootView.trailingAnchor),
            half.topAnchor.constraint(equalTo: w.rootView.topAnchor),
            half.bottomAnchor.constraint(equalTo: w.rootView.bottomAnchor),
        ])
        #expect(half.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 21, right: 44))
    }

    /// Issue 28, item 3: a view's safe-area insets are read when asked
    /// for, not computed for every view in every pass. A scroll view
    /// filling an iPhone 8's root, scrolled to 95, holds a column of 60
    /// rows 20 tall (each a view holding a leaf): the scroll view's safe
    /// frame starts below the 20-pt status bar, so row 5 (content y 100,
    /// screen y 5…25) has 15 covered at the top, row 4 (−15…5) its whole
    /// height, row 38 (665…685) 18 at the bottom past the screen's 667,
    /// and a row's leaf what its row has. With row 2 gone, every row
    /// after it moves up 20: row 6 has row 5's insets before, and every
    /// view's are those of a window built that way.
    @Test func insetsAreReadFromTheLastPass() throws {
        func scene(removing gone: Int?) throws -> (Window, [View], [View]) {
            let w = Self.window()
            let scroll = ScrollView(name: "scroll")
            try w.rootView.addSubview(scroll)
            try Self.pinEdges(scroll, to: w.rootView)
            var rows: [View] = [], leaves: [View] = []
            var above: LayoutItem = scroll.contentLayoutGuide
            for k in 0..<60 where k != gone {
                let row = View(name: "row\(k)"), leaf = View(name: "leaf\(k)")
                try scroll.addSubview(row)
                try row.addSubview(leaf)
                try LayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                    row.widthAnchor.constraint(equalToConstant: 375),
                    row.heightAnchor.constraint(equalToConstant: 20),
                    row.topAnchor.constraint(equalTo: k == 0 ? above.topAnchor : above.bottomAnchor),
                ])
                try Self.pinEdges(leaf, to: row)
                above = row
                rows.append(row)
                leaves.append(leaf)
            }
            try LayoutConstraint.activate([above.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor)])
            w.layoutIfNeeded()
            scroll.setContentOffset(Point(x: 0, y: 95))
            w.setNeedsLayout()
            return (w, rows, leaves)
        }
        let (w, rows, leaves) = try scene(removing: nil)
        #expect(rows[5].screenFrame == Rect(x: 0, y: 5, width: 375, height: 20))
        #expect(rows[5].safeAreaInsets == EdgeInsets(top: 15, left: 0, bottom: 0, right: 0))
        #expect(leaves[5].safeAreaInsets == EdgeInsets(top: 15, left: 0, bottom: 0, right: 0))
        #expect(rows[4].safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(rows[20].safeAreaInsets == .zero)
        #expect(rows[38].safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 18, right: 0))
        #expect(leaves[38].safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 18, right: 0))
        _ = w

        let (edited, editedRows, _) = try scene(removing: nil)
        editedRows[2].removeFromSuperview()
        try LayoutConstraint.activate([editedRows[3].topAnchor.constraint(equalTo: editedRows[1].bottomAnchor)])
        #expect(editedRows[6].safeAreaInsets == EdgeInsets(top: 15, left: 0, bottom: 0, right: 0))
        let (fresh, _, _) = try scene(removing: 2)
        let got = edited.rootView.allViews().map { "\($0.name) \($0.safeAreaInsets)" }
        let want = fresh.rootView.allViews().map { "\($0.name) \($0.safeAreaInsets)" }
        #expect(got == want)
    }

    /// The views the second pass reads are kept from pass to pass while
    /// the tree stands (`Window.secondPassViews`): a label that becomes
    /// multi-line, a view that starts preserving its superview's margins
    /// and a safe-area guide made after a first layout still get their
    /// wrap width, margins and insets, as in a scene built that way. On an
    /// iPhone 8 the root's margins are 16 at the sides and 20 at the top:
    /// preserved, they move the label from x 8 to 16 (343 wide: 20
    /// ideographs a line, 50 in 3 lines, 61 tall); the safe area puts
    /// `inner` below the 20-pt status bar.
    @Test func secondPassFollowsViewsThatJoinIt() throws {
        func scene(multiline: Bool, preserves: Bool, safeArea: Bool) throws -> (Window, View, View) {
            let w = Self.window()
            let child = View(name: "child"), inner = View(name: "inner")
            let l = View(name: "l", kind: .label(text: Self.ideographs50, lines: multiline ? 0 : 1))
            try w.rootView.addSubview(child)
            try child.addSubview(l)
            try child.addSubview(inner)
            try Self.pinEdges(child, to: w.rootView)
            child.preservesSuperviewLayoutMargins = preserves
            try LayoutConstraint.activate([
                l.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
                l.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
                l.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
                inner.leadingAnchor.constraint(equalTo: child.leadingAnchor),
                inner.widthAnchor.constraint(equalToConstant: 10),
                inner.heightAnchor.constraint(equalToConstant: 10),
                safeArea ? inner.topAnchor.constraint(equalTo: child.safeAreaLayoutGuide.topAnchor)
                    : inner.bottomAnchor.constraint(equalTo: child.bottomAnchor),
            ])
            w.layoutIfNeeded()
            return (w, l, inner)
        }
        let (w, l, inner) = try scene(multiline: false, preserves: false, safeArea: false)
        #expect(l.frame == Rect(x: 8, y: 8, width: 359, height: 20.5))
        l.kind = .label(text: Self.ideographs50, lines: 0)
        let child = try #require(l.superview)
        child.preservesSuperviewLayoutMargins = true
        w.layoutIfNeeded()
        #expect(l.frame == Rect(x: 16, y: 20, width: 343, height: 61))
        #expect(l.textWrap?.lines == 3)
        let pins = inner.superview!.constraints.filter { $0.firstItem === inner && $0.firstAttribute == .bottom }
        #expect(pins.count == 1)
        LayoutConstraint.deactivate(pins)
        try LayoutConstraint.activate([inner.topAnchor.constraint(equalTo: child.safeAreaLayoutGuide.topAnchor)])
        w.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 0, y: 20, width: 10, height: 10))
        let (freshWindow, fresh, freshInner) = try scene(multiline: true, preserves: true, safeArea: true)
        #expect(l.frame == fresh.frame)
        #expect(inner.frame == freshInner.frame)
        withExtendedLifetime(freshWindow) {}
    }

    /// A subtree that arrives after every view (``View/insertArrivingSubview(_:at:)``,
    /// a stack's append) is appended to the window's tree order, not walked
    /// again with the whole tree, and the second pass reads only the new
    /// views for its list (`Window.secondPassViews`): a multi-line label and
    /// a view preserving its superview's margins inside it still get their
    /// wrap width and margins, as in a scene built at once.
    @Test func secondPassFindsViewsThatArriveLast() throws {
        func scene(arriving: Bool) throws -> (Window, View) {
            let w = Self.window()
            let top = View(name: "top")
            try w.rootView.addSubview(top)
            try LayoutConstraint.activate([
                top.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor),
                top.topAnchor.constraint(equalTo: w.rootView.topAnchor),
                top.widthAnchor.constraint(equalToConstant: 10),
                top.heightAnchor.constraint(equalToConstant: 10),
            ])
            if arriving { w.layoutIfNeeded() }
            let box = View(name: "box")
            box.preservesSuperviewLayoutMargins = true
            let l = View(name: "l", kind: .label(text: Self.ideographs50, lines: 0))
            try box.addSubview(l)
            try LayoutConstraint.activate([
                l.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
                l.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
                l.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
            ])
            let walks = w.treeWalks
            try w.rootView.insertArrivingSubview(box, at: w.rootView.subviews.count)
            try Self.pinEdges(box, to: w.rootView)
            w.layoutIfNeeded()
            if arriving { #expect(w.treeWalks == walks, "the box was appended to the tree order") }
            return (w, l)
        }
        let (w, l) = try scene(arriving: true)
        let (fresh, freshLabel) = try scene(arriving: false)
        #expect(l.frame == Rect(x: 16, y: 20, width: 343, height: 61))
        #expect(l.textWrap?.lines == 3)
        #expect(l.frame == freshLabel.frame)
        let got = w.rootView.allViews().map { "\($0.name) \($0.frame) \($0.safeAreaInsets)" }
        #expect(got == fresh.rootView.allViews().map { "\($0.name) \($0.frame) \($0.safeAreaInsets)" })
    }
}
