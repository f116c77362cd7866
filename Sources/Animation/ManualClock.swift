/// A clock that moves only when told: replays are deterministic.
///
/// Times are seconds since the session started (0). The clock never goes
/// backwards.
public struct ManualClock: Hashable, Sendable {
    /// The current time in seconds.
    public private(set) var now: Double

    /// A clock at `now` (0 by default).
    public init(now: Double = 0) {
        precondition(now.isFinite, "ManualClock: time must be finite, got \(now)")
        self.now = now
    }

    /// Moves the clock forward by `seconds`.
    ///
    /// - Throws: ``AnimationError/invalidDuration(_:)`` if `seconds` is
    ///   negative, NaN or infinite; the clock is then unchanged.
    public mutating func advance(by seconds: Double) throws {
        guard seconds.isFinite && seconds >= 0 else { throw AnimationError.invalidDuration(seconds) }
        now += seconds
    }

    /// Moves the clock to `time` if it is later than ``now``; an earlier
    /// time leaves the clock where it is.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` for NaN or an infinity.
    public mutating func advance(to time: Double) throws {
        guard time.isFinite else { throw AnimationError.invalidTime(time) }
        if time > now { now = time }
    }
}
