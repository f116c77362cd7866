import Animation
import CommandLanguage
import Geometry
import StackLayout
import ViewTree

extension Session {
    /// `animate [DURATION] [curve=…] [fps=N] { … } [then { … }]`: like
    /// UIView.animate(withDuration:animations:completion:). The block's
    /// commands run and the scene is laid out (model frames jump to their new
    /// values, as in UIKit); every view whose frame or alpha changed moves
    /// from its old to its new value along the curve, sampled at t = 0,
    /// 1/fps, …, duration. The animation then plays to its end on the manual
    /// clock and the `then` block runs.
    ///
    /// Stack semantics (uikit-stackview.md §10): a view hidden in the block
    /// is laid out as hidden at once (zero length along the axis) and its
    /// frame shrinks to that over the animation; a shown view grows from
    /// zero. Alpha moves only when the block sets it. A view added in the
    /// block moves from its starting frame (§14.3), so a new arranged view
    /// flies in from its stack's corner, while the cookbook's row, inserted
    /// hidden before the block and shown in it, grows in place from zero.
    func animate(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let duration = c.argument("DURATION")?.value.number ?? AnimationOptions.defaultDuration
        let fps = Int(c.option("fps")?.value.number ?? Double(AnimationOptions.defaultFPS))
        var curve = TimingCurve.easeInOut
        switch c.option("curve")?.value.text {
        case "linear"?: curve = .linear
        case "easeIn"?: curve = .easeIn
        case "easeOut"?: curve = .easeOut
        case "spring"?:
            curve = .spring(
                dampingRatio: c.option("damping")?.value.number ?? 0.5,
                initialVelocity: c.option("velocity")?.value.number ?? 0)
        default:
            if c.option("damping") != nil || c.option("velocity") != nil {
                throw fail(c, "damping= and velocity= go with curve=spring", at: c.location)
            }
        }
        let options: AnimationOptions
        do { options = try AnimationOptions(duration: duration, curve: curve, fps: fps) } catch {
            throw fail(c, "\(error)", at: c.option("fps")?.valueLocation ?? c.location)
        }
        try checkSampleLimit(options, c, at: c.argument("DURATION")?.location ?? c.location)

        let before = presentationState()
        var printed: [String] = []
        // Inside the block (not in `then`): hides count under hidingRule=ios12.
        animationBlockDepth += 1
        do {
            for inner in c.argument("COMMANDS")?.value.commands ?? [] {
                let out = try execute(inner)
                if !out.isEmpty { printed.append(out) }
            }
        } catch {
            animationBlockDepth -= 1
            throw error
        }
        animationBlockDepth -= 1
        var out = printed
        out += try finishAnimation(from: before, options: options, c)
        // Completion: runs when the animation ends.
        for inner in c.argument("COMPLETION")?.value.commands ?? [] {
            let o = try execute(inner)
            if !o.isEmpty { out.append(o) }
        }
        return out.joined(separator: "\n")
    }

    /// A server's bound on an animation's samples.
    func checkSampleLimit(_ options: AnimationOptions, _ c: ParsedCommand, at location: SourceLocation) throws(CommandFailure) {
        if let limit = limits?.animationSamples {
            let samples = Int((options.duration * Double(options.fps)).rounded(.up)) + 1
            if samples > limit {
                throw fail(c, "this animation takes \(samples) samples (duration × fps + 1), and this server allows \(limit); nothing changed",
                           at: location)
            }
        }
    }

    /// The animation from `before` to the scene as it is now: its
    /// timeline (kept for `play`, `timeline` and the live view), the clock
    /// played to its end, and the lines that report it.
    func finishAnimation(from before: PresentationState, options: AnimationOptions, _ c: ParsedCommand) throws(CommandFailure) -> [String] {
        window.layoutIfNeeded()
        let after = presentationState()

        // Every view of the scene after the block, in tree order: one that
        // was already laid out moves from its old frame; one added and laid
        // out in the block moves from its starting frame, zero or an image's
        // size at the origin (uikit-stackview.md §14.3: the star that flies
        // in from the corner).
        var transitions: [Timeline.ViewTransition] = []
        // Each view's state before, by name (names are unique in a scene;
        // the first of two equal ones would win, as a search would find it).
        var beforeIndex: [String: Int] = [:]
        beforeIndex.reserveCapacity(before.views.count)
        for (i, v) in before.views.enumerated() where beforeIndex[v.name] == nil { beforeIndex[v.name] = i }
        for (name, to) in after.views {
            let from = beforeIndex[name].map { before.views[$0].state }
                ?? (frame: startingFrame(of: name), alpha: to.alpha)
            if from.frame != to.frame || from.alpha != to.alpha {
                transitions.append(Timeline.ViewTransition(
                    name: name, from: from.frame, to: to.frame, fromAlpha: from.alpha, toAlpha: to.alpha))
            }
        }
        var scrolls: [Timeline.ScrollViewTransition] = []
        for (name, from) in before.offsets {
            guard let to = after.offsets.first(where: { $0.name == name })?.offset, to != from else { continue }
            scrolls.append(Timeline.ScrollViewTransition(name: name, from: from, to: to))
        }
        let timeline: Timeline
        do { timeline = try Timeline.interpolating(options: options, views: transitions, scrollViews: scrolls) } catch {
            throw fail(c, "\(error)", at: c.location)
        }
        scene.lastTimeline = timeline
        recordLivePlayback(of: timeline)
        try? scene.clock.advance(by: options.duration)

        var out = [foldedAnswer(timelineSummary(timeline, count: transitions.count + scrolls.count))]
        if !transitions.isEmpty || !scrolls.isEmpty, let text = output.timeline.text(of: timeline, width: terminalColumns) {
            out.append(text)
        }
        return out
    }

    /// The frame the named view had before its first layout (§14.3).
    private func startingFrame(of name: String) -> Rect {
        byName[name]?.view.kind.startingFrame ?? .zero
    }

    private func timelineSummary(_ t: Timeline, count: Int) -> String {
        let shown = count > 0 && output.timeline == .summary && t.keySampleIndices.count < t.times.count
        return "animation: \(formatNumber(t.duration)) s, \(t.curve), \(t.fps) fps, \(t.times.count) samples, "
            + (count == 0 ? "nothing moves" : "\(count) moving") + (shown ? "; key samples:" : "")
    }

    struct PresentationState {
        var views: [(name: String, state: (frame: Rect, alpha: Double))]
        var offsets: [(name: String, offset: Point)]
    }

    /// Every view in the window (tree order) with its frame and alpha, and
    /// every scroll view's content offset.
    func presentationState() -> PresentationState {
        window.layoutIfNeeded()
        var state = PresentationState(views: [], offsets: [])
        for v in window.rootView.allViews() where v !== window.rootView {
            state.views.append((v.name, (v.frame, v.alpha)))
            if let s = v as? ScrollView { state.offsets.append((v.name, s.contentOffset)) }
        }
        return state
    }

    func timelineJSON(_ c: ParsedCommand) throws(CommandFailure) -> String {
        guard let t = lastTimeline else {
            throw fail(c, "no animation has run yet", at: c.location, hint: "run one with `animate { … }`")
        }
        return t.json()
    }
}
