import Geometry

/// One view whose frame, or whose place in the window, changed while a
/// caller recorded: its frame before (in its superview's coordinates, as
/// ``View/frame`` reads it; nil when it was not in the window).
public struct FrameChange {
    public let view: View
    public let before: Rect?
}

/// The changes a window records between ``Window/beginRecordingChanges()``
/// and ``Window/endRecordingChanges()``: for each view, the first frame it
/// had before a pass moved it, in the order of the first move.
struct ChangeLog {
    var changes: [FrameChange] = []
    var seen: Set<ObjectIdentifier> = []

    mutating func note(_ view: View, before: Rect?) {
        if seen.insert(ObjectIdentifier(view)).inserted { changes.append(FrameChange(view: view, before: before)) }
    }
}

extension Window {
    // MARK: - What moved (for change reports)

    /// Lays out, then starts recording which views the following layout
    /// passes move (see ``endRecordingChanges()``). A caller that reports
    /// what a change moved (the REPL's change report) then pays for what
    /// moved, not for every view of the window: the pass, which reads every
    /// frame anyway, keeps the first old frame of each view it moves (and
    /// nothing is recorded for a change that causes no pass, such as a view
    /// made off-screen). Starting again forgets what was recorded.
    public func beginRecordingChanges() {
        layoutIfNeeded()
        changeLog = ChangeLog()
    }

    /// Lays out, stops recording, and returns every view whose frame (in its
    /// superview's coordinates) or whose place in the window changed since
    /// ``beginRecordingChanges()``, with its frame then, in the order of the
    /// first change (the pass's tree order). A view that moved and came back
    /// is listed too, with its frame before equal to its frame now.
    public func endRecordingChanges() -> [FrameChange] {
        layoutIfNeeded()
        defer { changeLog = nil }
        return changeLog?.changes ?? []
    }

    /// Stops recording without laying out (a change that was taken back).
    public func stopRecordingChanges() { changeLog = nil }

    /// The scroll views in the window after the last pass, in tree order.
    public var scrollViewsInWindow: [ScrollView] {
        layoutIfNeeded()
        return scrollViewsInLastPass
    }

    /// Called by ``readFrames()`` while recording, once every frame of the
    /// pass is there: notes, in tree order, each view whose frame as
    /// ``frame(of:)`` reads it differs from its frame after the last pass
    /// (`previous`, whose root frame was `previousRoot`; `last` gives the
    /// view at a place of this pass its frame then, in its superview then;
    /// `previousIndex` its place in the last pass, nil when it was not
    /// there), then, when `someLeft`, each view of the last pass this one
    /// did not read.
    /// Reads every frame of the pass: it costs what the pass visited
    /// before frames were read lazily (``SolvedFrames``).
    func noteChanges(
        previous: SolvedFrames, previousRoot: Rect?, someLeft: Bool, last: (Int) -> Rect?,
        previousIndex: (Int) -> Int?
    ) {
        let views = solvedFrames.views
        for (i, view) in views.enumerated() {
            let now = view === rootView ? solvedFrames.frame(at: i) ?? .zero : frame(ofLaidOut: view)
            var before: Rect? = nil
            if previousIndex(i) != nil { before = (view === rootView ? previousRoot : last(i)) ?? .zero }
            if before != now { changeLog?.note(view, before: before) }
        }
        guard someLeft else { return }
        for view in previous.views where solvedFrames.index(of: view) == nil {
            changeLog?.note(view, before: lastFrames[ObjectIdentifier(view)] ?? .zero)
        }
    }
}
