import Geometry
import ViewTree

extension Session {
    // MARK: The change report of one command, in proportion to what moved

    /// What a command's change report compares with, taken as the command
    /// first touches a view: the window starts recording what its passes
    /// move (``Window/beginRecordingChanges()``), and only the scroll views
    /// are read now. Unlike ``snapshot()``, nothing here reads every view:
    /// a command that creates a view off-screen in a scene of N views costs
    /// the same as in an empty one, and a `hide` costs what it moves.
    struct ChangeBaseline {
        let window: Window
        /// How many names the scene had (later ones are new in this change).
        let nameCount: Int
        let scrollViews: [(name: String, size: Size, offset: Point)]
    }

    func beginChange() -> ChangeBaseline {
        window.beginRecordingChanges()
        return ChangeBaseline(window: window, nameCount: entries.count, scrollViews: scrollViewStates())
    }

    /// The report of what changed since `base`, the same text as
    /// ``changeReport(from:to:)`` on two whole snapshots: the views the
    /// window saw move, and the views the change touched (`touched`, for a
    /// hidden view that did not move; `created`, the views it made), in
    /// creation order.
    func changeReport(since base: ChangeBaseline, touched: [ViewSavepoint], created: [View] = []) -> String {
        // (A change that replaced the window reports against the new one's
        // views as placed; no command that reports does that today.)
        let moved = base.window.endRecordingChanges()
        var before: [ObjectIdentifier: (frame: Rect?, hidden: Bool?)] = [:]
        before.reserveCapacity(moved.count + touched.count + created.count)
        var views: [View] = []
        views.reserveCapacity(moved.count + touched.count + created.count)
        func existed(_ v: View) -> Bool {
            guard let i = scene.names.position[ObjectIdentifier(v)] else { return false }
            return i < base.nameCount
        }
        for m in moved where before[ObjectIdentifier(m.view)] == nil {
            before[ObjectIdentifier(m.view)] = (m.before, existed(m.view) ? m.view.isHidden : nil)
            views.append(m.view)
        }
        func note(_ view: View, wasHidden: Bool?) {
            let id = ObjectIdentifier(view)
            if let b = before[id] {
                before[id] = (b.frame, wasHidden)
            } else {
                before[id] = (window.frameIfInWindow(view), wasHidden)
                views.append(view)
            }
        }
        for s in touched { note(s.view, wasHidden: existed(s.view) ? s.wasHidden : nil) }
        // A view made by the change did not exist before it.
        for v in created { note(v, wasHidden: nil) }
        // Creation order, the root first (as `snapshot()` lists them).
        let root = window.rootView
        let order = scene.names.position
        let named = views.compactMap { v in (v === root ? -1 : order[ObjectIdentifier(v)]).map { (v, $0) } }
            .sorted { $0.1 < $1.1 }
        let scrollsNow = scrollViewStates()
        let a = Snapshot(
            frames: [], contentSizes: base.scrollViews.map { ($0.name, $0.size) },
            offsets: base.scrollViews.map { ($0.name, $0.offset) }, hidden: [:])
        let b = Snapshot(
            frames: [], contentSizes: scrollsNow.map { ($0.name, $0.size) },
            offsets: scrollsNow.map { ($0.name, $0.offset) }, hidden: [:])
        let entries = scene.entries
        let width = max(4, scene.names.longestName)
        // Each line is rendered as it is made: a list of 10 000 report
        // lines, each with its pieces, was 4 MB at the peak of building R1
        // at N = 10 000 (issue 28, item 6).
        var text = ""
        text.reserveCapacity(named.count * (width + 48))
        let columns = terminalColumns
        for (v, position) in named {
            let was = before[ObjectIdentifier(v)]!
            let change = FrameReport(
                name: v === root ? "root" : entries[position].name,
                before: was.frame, after: window.frameIfInWindow(v),
                wasHidden: was.hidden, isHidden: v === root ? nil : v.isHidden)
            change.line?.render(into: &text, nameWidth: width, columns: columns)
        }
        appendScrollLines(to: &text, from: a, to: b, width: width)
        return text
    }

    /// The scroll views in the window, in creation order, with their content
    /// sizes and offsets.
    private func scrollViewStates() -> [(name: String, size: Size, offset: Point)] {
        let order = scene.names.position
        return window.scrollViewsInWindow
            .compactMap { sv in order[ObjectIdentifier(sv)].map { (sv, $0) } }
            .sorted { $0.1 < $1.1 }
            .map { (sv, i) in (scene.entries[i].name, sv.contentSize, sv.contentOffset) }
    }

    /// The test check: `text` must equal the report of the whole snapshots.
    func checkChangeReport(_ text: String, _ command: String, _ whole: Snapshot) {
        changeReportsChecked += 1
        let want = changeReport(from: whole, to: snapshot())
        if text != want { changeReportMismatches?.append("\(command):\n got: \(text)\nwant: \(want)") }
    }
}
