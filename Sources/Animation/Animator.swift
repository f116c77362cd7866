import Geometry

/// Identifies one animation (one `animate` command or one call of
/// ``Animator/animate(_:start:duration:curve:)``). IDs grow in the order
/// animations were started.
public struct AnimationID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The sequence number, from 1.
    public let rawValue: Int

    /// Creates an ID from its sequence number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (a: AnimationID, b: AnimationID) -> Bool { a.rawValue < b.rawValue }

    /// `"#3"`.
    public var description: String { "#\(rawValue)" }
}

/// An animation whose completion has not run yet.
public struct AnimationRecord: Hashable, Sendable {
    /// The animation.
    public let id: AnimationID
    /// When it started, on the animator's clock.
    public let start: Double
    /// Its duration in seconds.
    public let duration: Double
    /// Its curve.
    public let curve: TimingCurve
    /// When its completion runs: `start + duration`, or `start` when it
    /// animated nothing (UIKit runs the completion of an animation block
    /// that changed no animatable property at once).
    public let end: Double
    /// The keys it animates, in the order the changes were given, without
    /// repeats.
    public let keys: [String]
    /// Whether a later animation took over one of its properties before it
    /// ended (UIKit's beginFromCurrentState).
    public internal(set) var interrupted: Bool
}

/// A completion that came due: the lead runs the animation's `then { … }`
/// block (and post-animation actions such as a pending `isHidden = true`).
public typealias Completion = AnimationRecord

/// Per-view animations of frames, alphas and content offsets on a manual
/// clock: presentation values at any time, interruption and completions.
///
/// ```swift
/// var animator = Animator()
/// let id = try animator.animate([.frame("a", from: old, to: new)])   // starts now, 0.25 s ease-in-out
/// animator.presentationFrame("a", at: 0.125)                         // mid-flight frame
/// while let done = try animator.step(until: 1) { run(thenBlockOf: done.id) }
/// ```
///
/// **Model.** The view tree holds model values, which jump to their final
/// values at once (as UIKit's `view.frame` does inside an animation block);
/// the animator holds what is on screen meanwhile. For every key (a view or
/// scroll-view name) and property it keeps a track of segments; a segment
/// interpolates from `from` to `to` with its curve's progress. A key without
/// a segment in flight shows its model value: the presentation accessors
/// then return nil.
///
/// **Interruption.** An animation that begins while another is in flight on
/// the same key and property starts from the presentation value at its start
/// time, not from the `from` it was given (UIKit's beginFromCurrentState, as
/// for layout animations), and replaces the earlier one from then on; the
/// earlier animation is marked ``AnimationRecord/interrupted``. If the new
/// target equals the in-flight target, the running segment is left alone.
///
/// **Completions.** Each animation has one completion, due at its
/// ``AnimationRecord/end``. ``step(until:)`` moves the clock to the next
/// completion due and returns it, so the caller can run `then` blocks, which
/// may start new animations at that very time, before time moves on. Several
/// completions due at the same time come in the order their animations were
/// started.
///
/// The animator is a value type: copy it to snapshot a session for undo.
public struct Animator: Hashable, Sendable {
    /// The manual clock; it moves only through ``step(until:)``,
    /// ``stepToNextCompletion()``, ``advance(to:)``, ``advance(by:)`` and
    /// ``finish()``.
    public private(set) var clock: ManualClock

    /// The clock's current time.
    public var now: Double { clock.now }

    /// Times this close (in seconds) count as equal when deciding whether an
    /// animation has ended or a completion is due, so that `0.4 + 0.2`
    /// (0.6000000000000001) and `0.6` agree.
    public static let timeTolerance = 1e-12

    private struct TrackKey: Hashable, Sendable {
        var key: String
        var property: AnimatedProperty
    }

    private struct Segment: Hashable, Sendable {
        var id: AnimationID
        var start: Double
        var duration: Double
        var curve: ResolvedTimingCurve
        var from: AnimatedValue
        var to: AnimatedValue

        var end: Double { start + duration }

        func value(at time: Double) -> AnimatedValue {
            if time >= end - Animator.timeTolerance { return to }
            if time <= start { return from }
            return from.interpolated(to: to, progress: curve.progress((time - start) / duration))
        }
    }

    /// Keys in the order they were first animated (never hash order).
    private var keyOrder: [String] = []
    /// The keys in ``keyOrder``, for membership (an animation of N views
    /// would otherwise search the list N times).
    private var keySet: Set<String> = []
    /// Segments per key and property, by ascending start.
    private var tracks: [TrackKey: [Segment]] = [:]
    /// Animations whose completion has not run, in start order.
    private var pending: [AnimationRecord] = []
    private var nextID = 1

    /// An animator with nothing in flight, its clock at `now`.
    public init(now: Double = 0) {
        clock = ManualClock(now: now)
    }

    // MARK: Starting animations

    /// Starts one animation of several properties (one `animate` block).
    ///
    /// Changes whose value does not move are skipped; so are changes whose
    /// target equals the target already in flight. If nothing is left, no
    /// segment is created and the completion is due at `start`.
    ///
    /// - Parameters:
    ///   - changes: The properties to animate, each from its presentation
    ///     value before the block to its model value after layout.
    ///   - start: When the animation starts; the clock's ``now`` by default.
    ///     Not earlier than another animation already scheduled on any of the
    ///     same keys and properties.
    ///   - duration: Seconds, finite and >= 0. With 0 the values jump.
    ///   - curve: The timing curve, UIKit's ease-in-out by default.
    /// - Returns: The animation's ID, to match its completion.
    /// - Throws: ``AnimationError``; the animator is then unchanged.
    @discardableResult
    public mutating func animate(
        _ changes: [PropertyChange], start: Double? = nil,
        duration: Double = AnimationOptions.defaultDuration, curve: TimingCurve = .default
    ) throws -> AnimationID {
        let start = start ?? clock.now
        guard start.isFinite else { throw AnimationError.invalidTime(start) }
        guard duration.isFinite && duration >= 0 else { throw AnimationError.invalidDuration(duration) }
        try curve.validate()
        for change in changes {
            guard change.from.property == change.to.property else {
                throw AnimationError.propertyMismatch(key: change.key, from: change.from.property, to: change.to.property)
            }
            let trackKey = TrackKey(key: change.key, property: change.to.property)
            if let last = tracks[trackKey]?.last, last.start > start {
                throw AnimationError.startsBeforeScheduledAnimation(
                    key: change.key, property: change.to.property, start: start, scheduled: last.start)
            }
        }

        let id = AnimationID(rawValue: nextID)
        nextID += 1
        let resolved = curve.resolved(duration: duration)
        var keys: [String] = []
        var interrupted: Set<AnimationID> = []
        for change in changes {
            let trackKey = TrackKey(key: change.key, property: change.to.property)
            var segments = tracks[trackKey] ?? []
            var from = change.from
            if let last = segments.last, last.end > start {
                // In flight: begin from the current state, unless the target
                // is unchanged, in which case the running segment goes on.
                if last.to == change.to { continue }
                from = last.value(at: start)
                interrupted.insert(last.id)
            } else if from == change.to {
                continue
            }
            segments.append(Segment(id: id, start: start, duration: duration, curve: resolved, from: from, to: change.to))
            tracks[trackKey] = segments
            if keySet.insert(change.key).inserted { keyOrder.append(change.key) }
            if !keys.contains(change.key) { keys.append(change.key) }
        }
        for index in pending.indices where interrupted.contains(pending[index].id) {
            pending[index].interrupted = true
        }
        pending.append(AnimationRecord(
            id: id, start: start, duration: duration, curve: curve,
            end: keys.isEmpty ? start : start + duration, keys: keys, interrupted: false))
        return id
    }

    /// Starts an animation of one property of one key, the single-change form
    /// of ``animate(_:start:duration:curve:)``.
    @discardableResult
    public mutating func animate(
        _ key: String, from: AnimatedValue, to: AnimatedValue, start: Double? = nil,
        duration: Double = AnimationOptions.defaultDuration, curve: TimingCurve = .default
    ) throws -> AnimationID {
        try animate([PropertyChange(key: key, from: from, to: to)], start: start, duration: duration, curve: curve)
    }

    /// Stops every animation of `key` (like `layer.removeAllAnimations()`):
    /// its presentation becomes the model value. The animations' completions
    /// stay due, marked interrupted.
    public mutating func removeAnimations(forKey key: String) {
        var ids: Set<AnimationID> = []
        for property in AnimatedProperty.allCases {
            let trackKey = TrackKey(key: key, property: property)
            for segment in tracks[trackKey] ?? [] where segment.end > clock.now { ids.insert(segment.id) }
            tracks[trackKey] = nil
        }
        keyOrder.removeAll { $0 == key }
        keySet.remove(key)
        for index in pending.indices where ids.contains(pending[index].id) {
            pending[index].interrupted = true
        }
    }

    // MARK: Presentation values

    /// The value on screen for `key`'s `property` at `time` (the clock's
    /// ``now`` by default), or nil when no animation of it is stored: the
    /// model value shows.
    ///
    /// Before a scheduled animation starts, its `from` value shows (fill
    /// backwards); after the last one ends, its `to` value (until the clock
    /// passes the end and the track is dropped). Times before ``now`` are
    /// answered from what is still stored.
    public func presentationValue(_ key: String, _ property: AnimatedProperty, at time: Double? = nil) -> AnimatedValue? {
        guard let segments = tracks[TrackKey(key: key, property: property)], let first = segments.first else {
            return nil
        }
        return Self.value(of: segments, first: first, at: time ?? clock.now)
    }

    /// ``presentationValue(_:_:at:)`` at each of `times`, the track looked
    /// up once (a timeline samples every moving view at every frame).
    func presentationValues(_ key: String, _ property: AnimatedProperty, at times: [Double]) -> [AnimatedValue]? {
        guard let segments = tracks[TrackKey(key: key, property: property)], let first = segments.first else {
            return nil
        }
        return times.map { Self.value(of: segments, first: first, at: $0) }
    }

    /// A track's value at `time`: the last segment started by then, or the
    /// first one's start value before any has started.
    private static func value(of segments: [Segment], first: Segment, at time: Double) -> AnimatedValue {
        guard let segment = segments.last(where: { $0.start <= time }) else { return first.from }
        return segment.value(at: time)
    }

    /// The presented frame of `key` at `time`, or nil for the model frame.
    public func presentationFrame(_ key: String, at time: Double? = nil) -> Rect? {
        presentationValue(key, .frame, at: time)?.frame
    }

    /// The presented alpha of `key` at `time`, or nil for the model alpha.
    public func presentationAlpha(_ key: String, at time: Double? = nil) -> Double? {
        presentationValue(key, .alpha, at: time)?.alpha
    }

    /// The presented content offset of `key` at `time`, or nil for the model
    /// offset.
    public func presentationContentOffset(_ key: String, at time: Double? = nil) -> Point? {
        presentationValue(key, .contentOffset, at: time)?.contentOffset
    }

    /// Keys with an animation stored, in the order they were first animated.
    public var animatedKeys: [String] { keyOrder }

    /// Whether any property of `key` is in flight at `time` (``now`` by
    /// default): started and not yet ended.
    public func isAnimating(_ key: String, at time: Double? = nil) -> Bool {
        let time = time ?? clock.now
        return AnimatedProperty.allCases.contains { property in
            tracks[TrackKey(key: key, property: property)]?.contains { $0.start <= time && time < $0.end } ?? false
        }
    }

    /// Whether any animation is in flight at ``now`` or any completion is
    /// still due.
    public var isBusy: Bool {
        !pending.isEmpty || tracks.values.contains { $0.contains { $0.end > clock.now } }
    }

    /// The animations whose completions have not run, in start order.
    public var pendingAnimations: [AnimationRecord] { pending }

    /// The pending animation `id`, if its completion has not run.
    public func animation(_ id: AnimationID) -> AnimationRecord? {
        pending.first { $0.id == id }
    }

    /// When everything stored has ended and every completion is due: the
    /// latest segment end or completion time; nil when idle.
    public var settleTime: Double? {
        let ends = tracks.values.flatMap { $0.map(\.end) } + pending.map(\.end)
        return ends.max()
    }

    // MARK: Time

    /// The next completion due, by end time and then start order.
    private var nextDue: Int? {
        pending.indices.min { a, b in
            pending[a].end != pending[b].end ? pending[a].end < pending[b].end : pending[a].id < pending[b].id
        }
    }

    /// Moves time towards `time`, stopping at the first completion due on the
    /// way (or already due).
    ///
    /// - Returns: That completion, removed from the pending ones, with the
    ///   clock at its end (or left where it was if the end is in the past);
    ///   nil if none is due by `time` (give or take ``timeTolerance``), with
    ///   the clock now at `time`.
    /// - Throws: ``AnimationError/invalidTime(_:)`` for NaN or an infinity.
    public mutating func step(until time: Double) throws -> Completion? {
        guard time.isFinite else { throw AnimationError.invalidTime(time) }
        if let index = nextDue, pending[index].end <= time + Self.timeTolerance {
            let completion = pending.remove(at: index)
            try clock.advance(to: completion.end)
            prune()
            return completion
        }
        try clock.advance(to: time)
        prune()
        return nil
    }

    /// Moves the clock to the next completion due, however far, and returns
    /// it; nil (clock unchanged) when none is pending.
    public mutating func stepToNextCompletion() -> Completion? {
        guard let index = nextDue else { return nil }
        let completion = pending.remove(at: index)
        try? clock.advance(to: completion.end)
        prune()
        return completion
    }

    /// Moves the clock to `time` and returns every completion due by then, in
    /// order. Use ``step(until:)`` instead when completions may start new
    /// animations that must begin at their completion's time.
    public mutating func advance(to time: Double) throws -> [Completion] {
        var done: [Completion] = []
        while let completion = try step(until: time) { done.append(completion) }
        return done
    }

    /// ``advance(to:)`` by `seconds` from ``now``.
    ///
    /// - Throws: ``AnimationError/invalidDuration(_:)`` for a negative or
    ///   non-finite interval.
    public mutating func advance(by seconds: Double) throws -> [Completion] {
        guard seconds.isFinite && seconds >= 0 else { throw AnimationError.invalidDuration(seconds) }
        return try advance(to: clock.now + seconds)
    }

    /// Runs time until everything has ended; returns the completions in
    /// order. The same caveat as ``advance(to:)`` applies.
    public mutating func finish() -> [Completion] {
        var done: [Completion] = []
        while let completion = stepToNextCompletion() { done.append(completion) }
        if let end = settleTime { try? clock.advance(to: end) }
        prune()
        return done
    }

    /// Drops segments that can no longer show at or after ``now``: those a
    /// later segment has taken over, and tracks whose last segment ended.
    private mutating func prune() {
        let now = clock.now
        for (trackKey, segments) in tracks {
            var kept = segments
            if let current = kept.lastIndex(where: { $0.start <= now }), current > 0 {
                kept.removeFirst(current)
            }
            if kept.count == 1, kept[0].end <= now + Self.timeTolerance { kept.removeAll() }
            tracks[trackKey] = kept.isEmpty ? nil : kept
        }
        keyOrder.removeAll { key in
            !AnimatedProperty.allCases.contains { tracks[TrackKey(key: key, property: $0)] != nil }
        }
        if keySet.count != keyOrder.count { keySet = Set(keyOrder) }
    }
}
