import Geometry

/// An animation sampled frame by frame: what `dump timeline` prints and the
/// REPL's table shows.
///
/// Only views and scroll views whose values change during the animation are
/// listed, in the order the caller gave them (the view tree's order), with
/// presentation values (not pixel-snapped). Sample times come from
/// ``SampleSchedule``.
public struct Timeline: Hashable, Sendable {
    /// A view's presented state at one sample time.
    public struct ViewState: Hashable, Sendable {
        /// The view name.
        public var name: String
        /// The presented frame.
        public var frame: Rect
        /// The presented alpha.
        public var alpha: Double

        /// Creates a view state.
        public init(name: String, frame: Rect, alpha: Double) {
            self.name = name
            self.frame = frame
            self.alpha = alpha
        }
    }

    /// A scroll view's presented content offset at one sample time.
    public struct ScrollViewState: Hashable, Sendable {
        /// The scroll view name.
        public var name: String
        /// The presented content offset.
        public var contentOffset: Point

        /// Creates a scroll view state.
        public init(name: String, contentOffset: Point) {
            self.name = name
            self.contentOffset = contentOffset
        }
    }

    /// The moving views and scroll views at one time.
    public struct Sample: Hashable, Sendable {
        /// Seconds since the animation started.
        public var t: Double
        /// The moving views, in the timeline's order.
        public var views: [ViewState]
        /// The moving scroll views, in the timeline's order.
        public var scrollViews: [ScrollViewState]

        /// Creates a sample.
        public init(t: Double, views: [ViewState], scrollViews: [ScrollViewState]) {
            self.t = t
            self.views = views
            self.scrollViews = scrollViews
        }
    }

    /// A view to consider for a timeline, with its model values (shown when
    /// the animator has no animation of it).
    public struct ViewInput: Hashable, Sendable {
        /// The view name (the animator's key).
        public var name: String
        /// The model frame after the change.
        public var frame: Rect
        /// The model alpha after the change.
        public var alpha: Double

        /// Creates an input.
        public init(name: String, frame: Rect, alpha: Double = 1) {
            self.name = name
            self.frame = frame
            self.alpha = alpha
        }
    }

    /// A scroll view to consider for a timeline, with its model content
    /// offset.
    public struct ScrollViewInput: Hashable, Sendable {
        /// The scroll view name (the animator's key).
        public var name: String
        /// The model content offset after the change.
        public var contentOffset: Point

        /// Creates an input.
        public init(name: String, contentOffset: Point) {
            self.name = name
            self.contentOffset = contentOffset
        }
    }

    /// A view's transition for ``interpolating(options:views:scrollViews:)``.
    public struct ViewTransition: Hashable, Sendable {
        /// The view name.
        public var name: String
        /// The frame before.
        public var fromFrame: Rect
        /// The frame after.
        public var toFrame: Rect
        /// The alpha before.
        public var fromAlpha: Double
        /// The alpha after.
        public var toAlpha: Double
        /// This view's curve; the options' curve when nil.
        public var curve: TimingCurve?
        /// Seconds after the timeline's start at which this view starts moving.
        public var delay: Double

        /// Creates a transition; alpha stays 1 unless given.
        public init(
            name: String, from fromFrame: Rect, to toFrame: Rect,
            fromAlpha: Double = 1, toAlpha: Double = 1, curve: TimingCurve? = nil, delay: Double = 0
        ) {
            self.name = name
            self.fromFrame = fromFrame
            self.toFrame = toFrame
            self.fromAlpha = fromAlpha
            self.toAlpha = toAlpha
            self.curve = curve
            self.delay = delay
        }
    }

    /// A scroll view's offset transition for
    /// ``interpolating(options:views:scrollViews:)``.
    public struct ScrollViewTransition: Hashable, Sendable {
        /// The scroll view name.
        public var name: String
        /// The offset before.
        public var from: Point
        /// The offset after.
        public var to: Point
        /// This scroll view's curve; the options' curve when nil.
        public var curve: TimingCurve?
        /// Seconds after the timeline's start at which the offset starts moving.
        public var delay: Double

        /// Creates a transition.
        public init(name: String, from: Point, to: Point, curve: TimingCurve? = nil, delay: Double = 0) {
            self.name = name
            self.from = from
            self.to = to
            self.curve = curve
            self.delay = delay
        }
    }

    /// One view's presented frames and alphas, one per sample time: a
    /// timeline keeps a view's name once, beside its track, not once per
    /// sample (issue 28: `animate` of 500 rows stored 8 000 named states).
    public struct ViewTrack: Hashable, Sendable {
        /// The view name.
        public var name: String
        /// The presented frame at each of the timeline's ``Timeline/times``.
        public var frames: [Rect]
        /// The presented alpha at each of the timeline's ``Timeline/times``.
        public var alphas: [Double]

        /// Creates a track; `frames` and `alphas` have one value per time.
        public init(name: String, frames: [Rect], alphas: [Double]) {
            self.name = name
            self.frames = frames
            self.alphas = alphas
        }

        /// Whether the alpha changes between two samples.
        public var alphaChanges: Bool { alphas.contains { $0 != alphas[0] } }
    }

    /// One scroll view's presented content offsets, one per sample time.
    public struct ScrollViewTrack: Hashable, Sendable {
        /// The scroll view name.
        public var name: String
        /// The presented content offset at each of the timeline's
        /// ``Timeline/times``.
        public var contentOffsets: [Point]

        /// Creates a track; one offset per time.
        public init(name: String, contentOffsets: [Point]) {
            self.name = name
            self.contentOffsets = contentOffsets
        }
    }

    /// The animation's duration in seconds.
    public var duration: Double
    /// The animation's curve.
    public var curve: TimingCurve
    /// The sampling rate.
    public var fps: Int
    /// The sample times, from ``SampleSchedule``.
    public var times: [Double]
    /// The moving views' tracks, in the timeline's order.
    public var views: [ViewTrack]
    /// The moving scroll views' tracks, in the timeline's order.
    public var scrollViews: [ScrollViewTrack]

    /// Creates a timeline from its tracks, each with one value per time.
    public init(
        duration: Double, curve: TimingCurve, fps: Int, times: [Double],
        views: [ViewTrack], scrollViews: [ScrollViewTrack] = []
    ) {
        self.duration = duration
        self.curve = curve
        self.fps = fps
        self.times = times
        self.views = views
        self.scrollViews = scrollViews
    }

    /// Creates a timeline from its samples (every sample listing the same
    /// views and scroll views, in the same order).
    public init(duration: Double, curve: TimingCurve, fps: Int, samples: [Sample]) {
        self.init(duration: duration, curve: curve, fps: fps, times: [], views: [])
        self.samples = samples
    }

    /// The samples, one per time, each naming its views: a view of the
    /// tracks, made when asked for (setting it replaces the tracks).
    public var samples: [Sample] {
        get { times.indices.map(sample) }
        set {
            times = newValue.map(\.t)
            let first = newValue.first
            views = (first?.views ?? []).indices.map { k in
                ViewTrack(
                    name: first!.views[k].name, frames: newValue.map { $0.views[k].frame },
                    alphas: newValue.map { $0.views[k].alpha })
            }
            scrollViews = (first?.scrollViews ?? []).indices.map { k in
                ScrollViewTrack(name: first!.scrollViews[k].name, contentOffsets: newValue.map { $0.scrollViews[k].contentOffset })
            }
        }
    }

    /// The sample at time index `i`, with its views' names.
    public func sample(_ i: Int) -> Sample {
        Sample(
            t: times[i],
            views: views.map { ViewState(name: $0.name, frame: $0.frames[i], alpha: $0.alphas[i]) },
            scrollViews: scrollViews.map { ScrollViewState(name: $0.name, contentOffset: $0.contentOffsets[i]) })
    }

    /// The names of the views listed, in order.
    public var viewNames: [String] { views.map(\.name) }
    /// The names of the scroll views listed, in order.
    public var scrollViewNames: [String] { scrollViews.map(\.name) }
    /// Whether nothing moves.
    public var isEmpty: Bool { views.isEmpty && scrollViews.isEmpty }

    // MARK: Building

    /// Samples `animator` over `options.duration` from `start`.
    ///
    /// For each input the presented value comes from the animator (its key is
    /// the name) or, without an animation, from the input's model value. A
    /// view is listed if its frame or alpha differs between any two samples,
    /// a scroll view if its content offset does; each keeps its place in the
    /// input order. The animator is not changed: its clock is not consulted.
    public static func sampling(
        _ animator: Animator, start: Double, options: AnimationOptions,
        views: [ViewInput], scrollViews: [ScrollViewInput] = []
    ) -> Timeline {
        let times = options.sampleTimes
        let at = times.map { start + $0 }
        var tracks: [ViewTrack] = []
        for view in views {
            let frames = animator.presentationValues(view.name, .frame, at: at)?.map { $0.frame ?? view.frame }
                ?? Array(repeating: view.frame, count: times.count)
            let alphas = animator.presentationValues(view.name, .alpha, at: at)?.map { $0.alpha ?? view.alpha }
                ?? Array(repeating: view.alpha, count: times.count)
            if frames.contains(where: { $0 != frames[0] }) || alphas.contains(where: { $0 != alphas[0] }) {
                tracks.append(ViewTrack(name: view.name, frames: frames, alphas: alphas))
            }
        }
        var scrollTracks: [ScrollViewTrack] = []
        for scrollView in scrollViews {
            let offsets = animator.presentationValues(scrollView.name, .contentOffset, at: at)?
                .map { $0.contentOffset ?? scrollView.contentOffset }
                ?? Array(repeating: scrollView.contentOffset, count: times.count)
            if offsets.contains(where: { $0 != offsets[0] }) {
                scrollTracks.append(ScrollViewTrack(name: scrollView.name, contentOffsets: offsets))
            }
        }
        return Timeline(
            duration: options.duration, curve: options.curve, fps: options.fps, times: times,
            views: tracks, scrollViews: scrollTracks)
    }

    /// Samples the pending animation `id` of `animator` (its start, duration
    /// and curve) at `fps`; nil if its completion already ran.
    public static func sampling(
        _ animator: Animator, animation id: AnimationID, fps: Int = AnimationOptions.defaultFPS,
        views: [ViewInput], scrollViews: [ScrollViewInput] = []
    ) throws -> Timeline? {
        guard let record = animator.animation(id) else { return nil }
        let options = try AnimationOptions(duration: record.duration, curve: record.curve, fps: fps)
        return sampling(animator, start: record.start, options: options, views: views, scrollViews: scrollViews)
    }

    /// A timeline of views moving from one frame (and alpha) to another and
    /// scroll views from one offset to another, each with its own curve and
    /// delay if given, sampled over `options.duration`: the values a fresh
    /// ``Animator`` starting at 0 presents, computed track by track.
    ///
    /// Each transition is one segment from its delay to its delay plus the
    /// duration, so its progress at each sample time depends only on its
    /// curve and delay: it is computed once per pair (one Bézier solve per
    /// sample, not per view and sample), and every value is
    /// ``lerp(_:_:_:)-(Rect,Rect,Double)`` of its ends at that progress,
    /// exactly as the animator's segment gives it (progress 0 before the
    /// start and at it, 1 from the end on). Names given twice fall back to
    /// the animator itself (its later segment takes over the earlier).
    ///
    /// - Throws: ``AnimationError`` for an invalid per-view curve or delay.
    public static func interpolating(
        options: AnimationOptions, views: [ViewTransition], scrollViews: [ScrollViewTransition] = []
    ) throws -> Timeline {
        var names = Set<String>(minimumCapacity: views.count + scrollViews.count)
        for view in views where !names.insert(view.name).inserted {
            return try interpolatingThroughAnimator(options: options, views: views, scrollViews: scrollViews)
        }
        for scrollView in scrollViews where !names.insert(scrollView.name).inserted {
            return try interpolatingThroughAnimator(options: options, views: views, scrollViews: scrollViews)
        }
        let times = options.sampleTimes
        let duration = options.duration
        // The progress at each time of the last (curve, delay) seen: a
        // change of views shares both.
        var lastKey: (curve: TimingCurve, delay: Double)?
        var progress: [Double] = []
        func progresses(_ curve: TimingCurve, _ delay: Double) throws -> [Double] {
            if let lastKey, lastKey.curve == curve, lastKey.delay == delay { return progress }
            guard delay.isFinite else { throw AnimationError.invalidTime(delay) }
            try curve.validate()
            let resolved = curve.resolved(duration: duration)
            let end = delay + duration
            progress = times.map { t in
                if t < delay { return 0 }
                if t >= end - Animator.timeTolerance { return 1 }
                if t <= delay { return 0 }
                return resolved.progress((t - delay) / duration)
            }
            lastKey = (curve, delay)
            return progress
        }
        var tracks: [ViewTrack] = []
        for view in views {
            let p = try progresses(view.curve ?? options.curve, view.delay)
            guard view.fromFrame != view.toFrame || view.fromAlpha != view.toAlpha else { continue }
            let frames = view.fromFrame == view.toFrame
                ? Array(repeating: view.fromFrame, count: times.count)
                : p.map { lerp(view.fromFrame, view.toFrame, $0) }
            let alphas = view.fromAlpha == view.toAlpha
                ? Array(repeating: view.fromAlpha, count: times.count)
                : p.map { lerp(view.fromAlpha, view.toAlpha, $0) }
            if frames.contains(where: { $0 != frames[0] }) || alphas.contains(where: { $0 != alphas[0] }) {
                tracks.append(ViewTrack(name: view.name, frames: frames, alphas: alphas))
            }
        }
        var scrollTracks: [ScrollViewTrack] = []
        for scrollView in scrollViews {
            let p = try progresses(scrollView.curve ?? options.curve, scrollView.delay)
            guard scrollView.from != scrollView.to else { continue }
            let offsets = p.map { lerp(scrollView.from, scrollView.to, $0) }
            if offsets.contains(where: { $0 != offsets[0] }) {
                scrollTracks.append(ScrollViewTrack(name: scrollView.name, contentOffsets: offsets))
            }
        }
        return Timeline(
            duration: duration, curve: options.curve, fps: options.fps, times: times,
            views: tracks, scrollViews: scrollTracks)
    }

    /// ``interpolating(options:views:scrollViews:)`` through a fresh
    /// ``Animator`` starting at 0: the reference the direct computation
    /// follows, and its answer when a name comes twice.
    static func interpolatingThroughAnimator(
        options: AnimationOptions, views: [ViewTransition], scrollViews: [ScrollViewTransition] = []
    ) throws -> Timeline {
        var animator = Animator()
        for view in views {
            try animator.animate(
                [.frame(view.name, from: view.fromFrame, to: view.toFrame),
                 .alpha(view.name, from: view.fromAlpha, to: view.toAlpha)],
                start: view.delay, duration: options.duration, curve: view.curve ?? options.curve)
        }
        for scrollView in scrollViews {
            try animator.animate(
                [.contentOffset(scrollView.name, from: scrollView.from, to: scrollView.to)],
                start: scrollView.delay, duration: options.duration, curve: scrollView.curve ?? options.curve)
        }
        return sampling(
            animator, start: 0, options: options,
            views: views.map { ViewInput(name: $0.name, frame: $0.fromFrame, alpha: $0.fromAlpha) },
            scrollViews: scrollViews.map { ScrollViewInput(name: $0.name, contentOffset: $0.from) })
    }

    // MARK: JSON

    /// The timeline as `dump timeline` prints it, on one line:
    ///
    /// `{"duration":N,"curve":S,"fps":N,"samples":[{"t":N,"views":{NAME:{"frame":[x,y,w,h],"alpha":N},…},"scrollViews":{NAME:{"contentOffset":[x,y]}}},…]}`
    ///
    /// Times are exact: the duration and each sample's `t = k / fps` as the
    /// shortest decimal that reads back as the same `Double` (`0.0625` at
    /// 16 fps, `0.016666666666666666` at 60), the last sample exactly the
    /// duration. Frames and alphas are printed with `formatNumber` (up to 3
    /// decimals, as UIKit prints frames); the curve with its
    /// ``TimingCurve/description``.
    public func json() -> String {
        var out = "{\"duration\":\(exactNumber(duration)),\"curve\":\(jsonString(curve.description)),\"fps\":\(fps),\"samples\":["
        for i in times.indices {
            if i > 0 { out += "," }
            out += "{\"t\":\(exactNumber(times[i])),\"views\":{"
            out += views.map { view in
                let f = view.frames[i]
                let frame = [f.origin.x, f.origin.y, f.size.width, f.size.height].map(formatNumber).joined(separator: ",")
                return "\(jsonString(view.name)):{\"frame\":[\(frame)],\"alpha\":\(formatNumber(view.alphas[i]))}"
            }.joined(separator: ",")
            out += "},\"scrollViews\":{"
            out += scrollViews.map { scroll in
                let p = scroll.contentOffsets[i]
                return "\(jsonString(scroll.name)):{\"contentOffset\":[\(formatNumber(p.x)),\(formatNumber(p.y))]}"
            }.joined(separator: ",")
            out += "}}"
        }
        out += "]}"
        return out
    }
}

/// `value` as JSON, exactly: a whole number without a decimal point, else
/// the shortest decimal that reads back as the same `Double` (Swift's own
/// description, which is valid JSON: `0.0625`, `1e-05`).
func exactNumber(_ value: Double) -> String {
    guard value.isFinite else { return formatNumber(value) }
    if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

/// `text` as a JSON string literal: quotes, backslashes and control
/// characters escaped, everything else (UTF-8 such as "登录") as is.
/// (The REPL's `dump` uses it too.)
public func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{08}": out += "\\b"
        case "\u{0C}": out += "\\f"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
