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

    /// Called by ``readFrames()`` while recording, once the view's frame
    /// is read: notes the view if its frame as ``frame(of:)`` reads it
    /// (`now`) differs from what it read after the last pass
    /// (`previousPass`; `previousRoot` is the root's frame then, and
    /// ``lastFrames`` still holds the view's frame then, in its superview
    /// then).
    func noteChange(of view: View, now: Rect, previousPass: PassToken, previousRoot: Rect?) {
        var before: Rect? = nil
        if view.lastPass == previousPass {
            before = (view === rootView ? previousRoot : lastFrames[ObjectIdentifier(view)]) ?? .zero
        }
        if before != now { changeLog?.note(view, before: before) }
    }

    /// Called by ``readFrames()`` while recording, after the pass: notes
    /// each view of the last pass that this one (`pass`) did not read.
    func noteLeaving(pass: PassToken) {
        for view in viewsInLastPass where view.lastPass != pass {
            changeLog?.note(view, before: lastFrames[ObjectIdentifier(view)] ?? .zero)
        }
    }
}
