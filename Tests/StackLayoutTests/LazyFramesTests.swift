import Geometry
import StackLayout
import Testing
import ViewTree

/// A pass reads the frames of the views no root arranges directly, and
/// each root's arrangement; a directly arranged view's frame is read from
/// it when asked for (`SolvedFrames`, issue 28 item 3). So an edit of a
/// long list visits the same few views whatever the list's length, and
/// every frame read afterwards, a change report included, is the one a
/// window built with the edit from the start gives.
@Suite("Frames read lazily")
struct LazyFramesTests {
    /// root → scroller → list (vertical) of `rows` rows, each a centred
    /// horizontal stack of three leaves whose sizes are not on the pixel
    /// grid of a 3× screen (so the snapping of every frame is exercised),
    /// one with alignment-rect insets.
    final class Scene {
        let window: Window
        let scroll = ScrollView(name: "scroller")
        let list = StackView(name: "list")
        var rows: [StackView] = []

        init(_ configuration: LayoutConfiguration, rows n: Int, hidden: Set<Int> = [], removed: Set<Int> = [],
             extra: Int = 0) throws {
            window = Window(screen: Screen(device: .iPhone8Plus), configuration: configuration)
            let root = window.rootView
            try root.addSubview(scroll)
            try LayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: root.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ])
            list.axis = .vertical
            list.spacing = 1.15
            try scroll.addSubview(list)
            try LayoutConstraint.activate([
                list.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
                list.topAnchor.constraint(equalTo: scroll.topAnchor),
                list.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
                list.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            ])
            for k in 0..<(n + extra) where !removed.contains(k) { try addRow(k, hidden: hidden.contains(k)) }
        }

        func addRow(_ k: Int, hidden: Bool = false) throws {
            let row = StackView(name: "row\(k)")
            row.spacing = 2.3
            row.alignment = .center
            for (j, (w, h)) in [(33.3, 10.1 + Double(k % 7) * 0.37), (20.05, 12.2), (41.7, 8.9)].enumerated() {
                let v = View(name: "row\(k).\(j)")
                v.intrinsicSizeOverride = Size(width: w, height: h)
                v.contentHugging = (Double(250 + j), Double(250 + j))
                if j == 1 { v.alignmentInsetsOverride = EdgeInsets(top: 0.4, left: 1.1, bottom: 0.2, right: 0) }
                try row.addArrangedSubview(v)
            }
            row.isHidden = hidden
            try list.addArrangedSubview(row)
            rows.append(row)
        }

        /// Every view's name, frame in its superview and frame on screen,
        /// in tree order.
        func frames() -> [String] {
            window.layoutIfNeeded()
            return window.rootView.allViews().map { "\($0.name) \($0.frame) \($0.screenFrame)" }
        }

        /// Every view's frame in its superview, by name.
        func frameTable() -> [String: Rect] {
            window.layoutIfNeeded()
            return Dictionary(uniqueKeysWithValues: window.rootView.allViews().map { ($0.name, $0.frame) })
        }
    }

    static let configurations: [LayoutConfiguration] = [.init(usesDirectPath: true), .general]

    @Test("hiding and showing a row visits three views, and every frame is a fresh window's",
          arguments: configurations)
    func hideAndShow(_ configuration: LayoutConfiguration) throws {
        let n = 300
        let scene = try Scene(configuration, rows: n)
        let all = scene.window.rootView.allViews().count
        _ = scene.frames()
        let direct = configuration.usesDirectPath
        for k in [150, 0, n - 1] {
            scene.rows[k].isHidden = true
            scene.window.layoutIfNeeded()
            // The root, the scroll view and the list: no row, no leaf.
            #expect(scene.window.viewsVisitedByLastPass == (direct ? 3 : all))
            #expect(scene.frames() == (try Scene(configuration, rows: n, hidden: [k])).frames())
            scene.rows[k].isHidden = false
            scene.window.layoutIfNeeded()
            #expect(scene.window.viewsVisitedByLastPass == (direct ? 3 : all))
            #expect(scene.frames() == (try Scene(configuration, rows: n)).frames())
        }
        // The frames the direct path reads lazily are the general path's.
        if direct { #expect(scene.frames() == (try Scene(.general, rows: n)).frames()) }
    }

    @Test("appending, removing and re-adding rows keeps every frame a fresh window's",
          arguments: configurations)
    func appendAndRemove(_ configuration: LayoutConfiguration) throws {
        let n = 120
        let scene = try Scene(configuration, rows: n)
        _ = scene.frames()
        try scene.addRow(n)
        #expect(scene.frames() == (try Scene(configuration, rows: n, extra: 1)).frames())
        let row = scene.rows[40]
        row.removeFromSuperview()
        #expect(scene.frames() == (try Scene(configuration, rows: n, removed: [40], extra: 1)).frames())
        // A view that left is not in the window, and has no frame there.
        #expect(scene.window.frameIfInWindow(row) == nil)
        #expect(scene.window.frameIfInWindow(row.arrangedSubviews[0]) == nil)
        #expect(scene.window.frameIfInWindow(scene.rows[41].arrangedSubviews[0]) != nil)
    }

    @Test("a change report lists exactly the views whose frame changed", arguments: configurations)
    func changeReport(_ configuration: LayoutConfiguration) throws {
        let n = 200
        let scene = try Scene(configuration, rows: n)
        for edit in ["hide", "show", "append", "remove"] {
            let before = scene.frameTable()
            let views = scene.window.rootView.allViews()
            scene.window.beginRecordingChanges()
            switch edit {
            case "hide": scene.rows[77].isHidden = true
            case "show": scene.rows[77].isHidden = false
            case "append": try scene.addRow(n)
            default: scene.rows[5].removeFromSuperview()
            }
            let changes = scene.window.endRecordingChanges()
            let after = scene.frameTable()
            // Tree order now, then the views that left.
            var want = scene.window.rootView.allViews().filter { before[$0.name] != after[$0.name] }.map(\.name)
            let left = views.filter { after[$0.name] == nil }.map(\.name)
            want += left
            #expect(changes.map(\.view.name) == want, "\(edit)")
            for c in changes { #expect(c.before == before[c.view.name], "\(edit) \(c.view.name)") }
            #expect(!want.isEmpty)
            if edit == "hide" || edit == "show" {
                // The rows after the edited one moved, those before it did
                // not (a leaf may move in its row: each frame is snapped
                // in root coordinates, and the spacing is not on the grid).
                #expect(want.contains("row78") && !want.contains("row76") && !want.contains("row76.0"))
            }
            if edit == "remove" { #expect(left == ["row5", "row5.0", "row5.1", "row5.2"]) }
        }
    }

    /// A row whose sibling is hidden becomes a root of the next plan
    /// while the last pass's frames still hold it as arranged: the change
    /// report's "before" is the last pass's frame, not the frame of an
    /// older pass that visited it (the marks kept one place for both, so
    /// the new plan's wrote over the old; found by the property test in
    /// LookingTests, shrunk to `set outer axis=horizontal spacing=7; hide
    /// row1`). Both paths, and each report lists exactly what moved.
    @Test("a row that becomes a root reports its last frame", arguments: configurations)
    func rowBecomingARootReportsItsLastFrame(_ configuration: LayoutConfiguration) throws {
        let window = Window(screen: Screen(device: .iPhone8), configuration: configuration)
        let outer = StackView(name: "outer"), row1 = StackView(name: "row1"), row2 = StackView(name: "row2")
        outer.axis = .vertical
        try window.rootView.addSubview(outer)
        try outer.addArrangedSubview(row1)
        try outer.addArrangedSubview(row2)
        let a = DirectPathNestingTests.leaf("a", 40, 31), b = DirectPathNestingTests.leaf("b", 129.5, 31)
        let c = DirectPathNestingTests.leaf("c", 39, 20.5)
        try row1.addArrangedSubview(a)
        try row1.addArrangedSubview(b)
        try row2.addArrangedSubview(c)
        func frames() -> [String: Rect] {
            Dictionary(uniqueKeysWithValues: [outer, row1, row2, a, b, c].map { ($0.name, $0.frame) })
        }
        _ = frames()
        outer.axis = .horizontal
        outer.spacing = 7
        let before = frames()
        #expect(before["row2"] == Rect(x: 176.5, y: 0, width: 39, height: 31))
        window.beginRecordingChanges()
        row1.isHidden = true
        let changes = window.endRecordingChanges()
        let after = frames()
        for change in changes {
            #expect(change.before == before[change.view.name], "\(change.view.name)")
        }
        // (In tree order, as the report lists them.)
        let moved = ["outer", "row1", "a", "b", "row2", "c"].filter { before[$0] != after[$0] }
        #expect(changes.map(\.view.name) == moved)
        #expect(moved.contains("row2") && !moved.contains("c"))
    }
}
