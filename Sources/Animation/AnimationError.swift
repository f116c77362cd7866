import Geometry

/// Why an animation request, a curve or a sampling setting was refused.
///
/// Every case carries the offending input; ``description`` is one sentence a
/// REPL can print after `error:`.
public enum AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The duration is negative, NaN or infinite.
    case invalidDuration(Double)
    /// The duration is valid but would produce more samples than
    /// ``SampleSchedule/maximumSampleCount``.
    case tooManySamples(duration: Double, fps: Int)
    /// The frame rate is outside ``SampleSchedule/fpsRange``.
    case invalidFPS(Int)
    /// A start time or a time to advance to is NaN or infinite.
    case invalidTime(Double)
    /// A curve parameter is out of range (NaN, infinite, a Bézier control x
    /// outside 0...1, a damping ratio that is not positive).
    case invalidCurveParameter(curve: String, parameter: String, value: Double)
    /// The text is not a curve name or a well-formed curve with parameters.
    case unknownCurve(String)
    /// `from` and `to` animate different properties (e.g. a frame to an alpha).
    case propertyMismatch(key: String, from: AnimatedProperty, to: AnimatedProperty)
    /// An animation would start before one already scheduled on the same
    /// key and property.
    case startsBeforeScheduledAnimation(key: String, property: AnimatedProperty, start: Double, scheduled: Double)

    public var description: String {
        switch self {
        case .invalidDuration(let d):
            return "animation duration must be a finite number >= 0, got \(formatNumber(d))"
        case .tooManySamples(let d, let fps):
            return "animation of \(formatNumber(d)) s at \(fps) fps would need more than \(SampleSchedule.maximumSampleCount) samples"
        case .invalidFPS(let fps):
            return "fps must be a whole number from \(SampleSchedule.fpsRange.lowerBound) to \(SampleSchedule.fpsRange.upperBound), got \(fps)"
        case .invalidTime(let t):
            return "time must be a finite number, got \(formatNumber(t))"
        case .invalidCurveParameter(let curve, let parameter, let value):
            return "invalid \(parameter) \(formatNumber(value)) for curve \(curve)"
        case .unknownCurve(let text):
            return "unknown curve '\(text)'; expected one of \(TimingCurve.names.joined(separator: ", ")), cubicBezier(x1,y1,x2,y2) or spring(damping=R,velocity=V)"
        case .propertyMismatch(let key, let from, let to):
            return "cannot animate \(key) from a \(from) value to a \(to) value"
        case .startsBeforeScheduledAnimation(let key, let property, let start, let scheduled):
            return "animation of \(key).\(property) at t=\(formatNumber(start)) starts before the one scheduled at t=\(formatNumber(scheduled))"
        }
    }
}
