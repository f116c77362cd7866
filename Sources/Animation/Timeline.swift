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

    /// The animation's duration in seconds.
    public var duration: Double
    /// The animation's curve.
    public var curve: TimingCurve
    /// The sampling rate.
    public var fps: Int
    /// The samples, at ``SampleSchedule`` times.
    public var samples: [Sample]

    /// Creates a timeline from its parts.
    public init(duration: Double, curve: TimingCurve, fps: Int, samples: [Sample]) {
        self.duration = duration
        self.curve = curve
        self.fps = fps
        self.samples = samples
    }

    /// The names of the views listed, in order.
    public var viewNames: [String] { samples.first?.views.map(\.name) ?? [] }
    /// The names of the scroll views listed, in order.
    public var scrollViewNames: [String] { samples.first?.scrollViews.map(\.name) ?? [] }
    /// Whether nothing moves.
    public var isEmpty: Bool { viewNames.isEmpty && scrollViewNames.isEmpty }

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
        var viewColumns: [[ViewState]] = []
        let at = times.map { start + $0 }
        for view in views {
            let frames = animator.presentationValues(view.name, .frame, at: at)
            let alphas = animator.presentationValues(view.name, .alpha, at: at)
            let column = times.indices.map { i in
                ViewState(
                    name: view.name,
                    frame: frames?[i].frame ?? view.frame,
                    alpha: alphas?[i].alpha ?? view.alpha)
            }
            if column.contains(where: { $0.frame != column[0].frame || $0.alpha != column[0].alpha }) {
                viewColumns.append(column)
            }
        }
        var scrollColumns: [[ScrollViewState]] = []
        for scrollView in scrollViews {
            let offsets = animator.presentationValues(scrollView.name, .contentOffset, at: at)
            let column = times.indices.map { i in
                ScrollViewState(
                    name: scrollView.name, contentOffset: offsets?[i].contentOffset ?? scrollView.contentOffset)
            }
            if column.contains(where: { $0.contentOffset != column[0].contentOffset }) {
                scrollColumns.append(column)
            }
        }
        let samples = times.indices.map { i in
            Sample(t: times[i], views: viewColumns.map { $0[i] }, scrollViews: scrollColumns.map { $0[i] })
        }
        return Timeline(duration: options.duration, curve: options.curve, fps: options.fps, samples: samples)
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
    /// delay if given, sampled over `options.duration` through a fresh
    /// ``Animator`` starting at 0.
    ///
    /// - Throws: ``AnimationError`` for an invalid per-view curve or delay.
    public static func interpolating(
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
        for (index, sample) in samples.enumerated() {
            if index > 0 { out += "," }
            out += "{\"t\":\(exactNumber(sample.t)),\"views\":{"
            out += sample.views.map { view in
                let f = view.frame
                let frame = [f.origin.x, f.origin.y, f.size.width, f.size.height].map(formatNumber).joined(separator: ",")
                return "\(jsonString(view.name)):{\"frame\":[\(frame)],\"alpha\":\(formatNumber(view.alpha))}"
            }.joined(separator: ",")
            out += "},\"scrollViews\":{"
            out += sample.scrollViews.map { scroll in
                let p = scroll.contentOffset
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
