import Animation
import CommandLanguage
import Geometry
import Rendering
import StackLayout
import ViewTree

// `export svg` and `export html`: the scene as the phone shows it, drawn by
// the Rendering target from the scene's description (Rendering/PhoneSVG.swift,
// PhoneHTML.swift). What only a session knows is gathered here: `explain`'s
// answer for each view (the page shows it on hover or tap) and, for the
// player, the scene the last animation ran in.
//
// The timeline's frames are superview-relative presentation values. The
// page needs screen rectangles, so the export replays the session's history
// up to the last `animate` in a scratch session, runs the block's commands
// there (not its `then` block) to get the view tree the animation ran in,
// and converts every view's frame at every sample to screen coordinates
// through its parent chain (moving parents and scroll offsets included).

extension Session {
    /// The most views whose `explain` answer the page carries (each is a
    /// read of the solver; a 1 000-row list gets frames only).
    static let explainedViewsLimit = 200

    /// `export svg`: the screen as the phone shows it, with the overlay of
    /// frames and names.
    func svgDocument() -> String {
        PhoneSVG.document(sceneDescription())
    }

    /// `export html`: the page, interactive, with the player when an
    /// animation ran.
    func htmlDocument() -> String {
        let now = sceneDescription()
        var explanations: [String: String] = [:]
        let views = window.rootView.allViews().filter { $0 !== window.rootView }
        if views.count <= Self.explainedViewsLimit {
            for v in views { explanations[v.name] = explain(v) }
        }
        var player: PlayerPage? = nil
        if let timeline = lastTimeline {
            // Without a replayable `animate` in the history (it should not
            // happen), the timeline plays over the current scene.
            let replay = animationScene() ?? (self, [])
            player = PlayerPage(
                scene: replay.scene.sceneDescription(),
                data: replay.scene.playerData(timeline: timeline, hiddenBefore: replay.hiddenBefore),
                timeline: timeline, sceneNowDiffers: replay.scene.dumpJSON() != dumpJSON())
        }
        return PhoneHTML.document(now, player: player, explanations: explanations)
    }

    // MARK: The animation's scene

    /// A scratch session in the state the last animation ran in: the
    /// history up to the last `animate`, then its block's commands; and
    /// which views were hidden before the block (effectively, ancestors
    /// included).
    func animationScene() -> (scene: Session, hiddenBefore: Set<String>)? {
        let commands = scriptCommands()
        var parsed: [ParsedCommand] = []
        for text in commands {
            for case .success(let c) in grammar.parse(text, file: "<export>", firstLine: 1) { parsed.append(c) }
        }
        guard let last = parsed.lastIndex(where: { $0.name == AnimateCommand.spec.name }) else { return nil }
        // The session's own files: a script that opened a document reads it again.
        let scratch = Session(fileSystem: fileSystem)
        for c in parsed[..<last] { _ = try? scratch.execute(c) }
        scratch.window.layoutIfNeeded()
        var hiddenBefore = Set<String>()
        for v in scratch.window.rootView.allViews() where scratch.isEffectivelyHidden(v) { hiddenBefore.insert(v.name) }
        for inner in parsed[last].argument("COMMANDS")?.value.commands ?? [] { _ = try? scratch.execute(inner) }
        scratch.window.layoutIfNeeded()
        return (scratch, hiddenBefore)
    }

    func isEffectivelyHidden(_ v: View) -> Bool {
        var x: View? = v
        while let y = x {
            if y.isHidden { return true }
            x = y.superview
        }
        return false
    }

    /// Every view of the window at every sample of `timeline`, in screen
    /// coordinates: a view the timeline lists takes its sampled frame and
    /// alpha, any other its model values; scroll offsets likewise.
    func playerData(timeline: Timeline, hiddenBefore: Set<String>) -> PlayerData {
        window.layoutIfNeeded()
        let views = window.rootView.allViews().filter { $0 !== window.rootView }
        let root = window.rootView
        var result: [(Double, [[Double]])] = []
        let lastIndex = timeline.times.count - 1
        for (i, t) in timeline.times.enumerated() {
            var frames: [String: (Rect, Double)] = [:]
            for v in timeline.views { frames[v.name] = (v.frames[i], v.alphas[i]) }
            var offsets: [String: Point] = [:]
            for s in timeline.scrollViews { offsets[s.name] = s.contentOffsets[i] }
            var origin: [ObjectIdentifier: (Point, Double)] = [ObjectIdentifier(root): (.zero, root.alpha)]
            func place(_ v: View) -> (Point, Double) {
                if let o = origin[ObjectIdentifier(v)] { return o }
                let (frame, alpha) = frames[v.name] ?? (v.frame, v.alpha)
                guard let parent = v.superview else { return (frame.origin, alpha) }
                let (po, pa) = place(parent)
                var shift = Point.zero
                if let s = parent as? ScrollView { shift = offsets[s.name] ?? s.contentOffset }
                let o = (Point(x: po.x + frame.origin.x - shift.x, y: po.y + frame.origin.y - shift.y), pa * alpha)
                origin[ObjectIdentifier(v)] = o
                return o
            }
            var rects: [[Double]] = []
            for v in views {
                let (o, a) = place(v)
                let size = (frames[v.name]?.0 ?? v.frame).size
                let hiddenAfter = isEffectivelyHidden(v)
                // A view hidden by the block stays visible while it shrinks.
                let hidden = hiddenAfter && (i == lastIndex || hiddenBefore.contains(v.name))
                rects.append([o.x, o.y, size.width, size.height, a, hidden ? 1 : 0])
            }
            result.append((t, rects))
        }
        return PlayerData(names: views.map(\.name), samples: result)
    }
}

