import Animation
import Geometry
import Rendering
import ViewTree

/// An animation as the live terminal plays it (`stacklab --live`): the
/// picture of the screen at every sample time of its timeline, drawn from
/// the presentation values (not pixel-snapped), hidden views as UIKit shows
/// them during the animation (§10: one hidden in the block stays visible
/// while it shrinks and is hidden only at the end).
public struct LivePlayback: Sendable, Equatable {
    public struct Frame: Sendable, Equatable {
        /// Seconds from the start of the animation.
        public var t: Double
        public var picture: String
    }
    public var frames: [Frame]
    public var duration: Double
}

extension Session {
    /// The animations that ran since the last call, each ready to play live
    /// (recorded only while ``recordsLivePlaybacks`` is on).
    public func takeLivePlaybacks() -> [LivePlayback] {
        defer { livePlaybacks = [] }
        return livePlaybacks
    }

    /// Records `timeline` for live playback; called by `animate` after the
    /// block ran and before its completion, with the scene as it animates.
    func recordLivePlayback(of timeline: Timeline) {
        guard recordsLivePlaybacks, !timeline.times.isEmpty else { return }
        window.layoutIfNeeded()
        let last = timeline.times.count - 1
        let frames = timeline.times.indices.map { i in
            LivePlayback.Frame(
                t: timeline.times[i], picture: picture(of: boxes(at: timeline.sample(i), isLast: i == last)).joined(separator: "\n"))
        }
        livePlaybacks.append(LivePlayback(frames: frames, duration: timeline.duration))
    }

    /// Every view in the window, in tree order, where `sample` presents it
    /// (the scene laid out already).
    func boxes(at sample: Timeline.Sample, isLast: Bool) -> [PictureBox] {
        // Look-ups only; the boxes follow the tree's order.
        var frames: [String: Rect] = [:]
        for v in sample.views { frames[v.name] = v.frame }
        var offsets: [String: Point] = [:]
        for s in sample.scrollViews { offsets[s.name] = s.contentOffset }

        var origins: [ObjectIdentifier: Point] = [:]
        var hiddenNow: [ObjectIdentifier: Bool] = [:]
        var depths: [ObjectIdentifier: Int] = [:]
        var boxes: [PictureBox] = []
        for v in window.rootView.allViews() {
            let id = ObjectIdentifier(v)
            guard let parent = v.superview, let parentOrigin = origins[ObjectIdentifier(parent)] else {
                origins[id] = v.screenFrame.origin
                hiddenNow[id] = v.isHidden
                depths[id] = 0
                continue
            }
            let frame = frames[v.name] ?? v.frame
            var origin = Point(x: parentOrigin.x + frame.origin.x, y: parentOrigin.y + frame.origin.y)
            if let s = parent as? ScrollView {
                let offset = offsets[parent.name] ?? s.contentOffset
                origin = Point(x: origin.x - offset.x, y: origin.y - offset.y)
            }
            origins[id] = origin
            // A view hidden in the block shows until the animation ends.
            let hidden = (v.isHidden && (isLast || frames[v.name] == nil)) || hiddenNow[ObjectIdentifier(parent)] == true
            hiddenNow[id] = hidden
            let depth = (depths[ObjectIdentifier(parent)] ?? 0) + 1
            depths[id] = depth
            boxes.append(PictureBox(view: v, frame: Rect(origin: origin, size: frame.size), hidden: hidden, depth: depth))
        }
        return boxes
    }
}
