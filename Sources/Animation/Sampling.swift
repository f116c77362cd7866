/// The settings of one `animate` command: duration, curve and frame rate.
///
/// The defaults are UIKit's: 0.25 s (the duration most tutorials and the
/// seeds use), ease-in-out, sampled at 60 frames per second.
public struct AnimationOptions: Hashable, Sendable {
    /// The duration most animations in the seeds use, 0.25 s.
    public static let defaultDuration = 0.25
    /// The frame rate timelines are sampled at unless told otherwise.
    public static let defaultFPS = 60

    /// The duration in seconds, finite and >= 0.
    public let duration: Double
    /// The timing curve.
    public let curve: TimingCurve
    /// The sampling rate of timelines, in ``SampleSchedule/fpsRange``.
    public let fps: Int

    /// Validates and creates the options.
    ///
    /// - Throws: ``AnimationError/invalidDuration(_:)``,
    ///   ``AnimationError/invalidFPS(_:)``,
    ///   ``AnimationError/tooManySamples(duration:fps:)`` or a curve's
    ///   ``TimingCurve/validate()`` error.
    public init(duration: Double = defaultDuration, curve: TimingCurve = .default, fps: Int = defaultFPS) throws {
        _ = try SampleSchedule(duration: duration, fps: fps)
        try curve.validate()
        self.duration = duration
        self.curve = curve
        self.fps = fps
    }

    /// 0.25 s, ease-in-out, 60 fps.
    public static let standard = try! AnimationOptions()

    /// The sample times of this animation, relative to its start.
    public var sampleTimes: [Double] {
        // Validated in init.
        try! SampleSchedule(duration: duration, fps: fps).times
    }
}

/// The times at which a timeline samples an animation: `t = k / fps` for
/// k = 0, 1, 2, … while below the duration, then the duration itself.
///
/// Each time is computed as `Double(k) / Double(fps)` (no accumulated
/// drift). A `k / fps` within 1e-9 of the duration is dropped in favour of the
/// duration, so the last sample is always exactly `duration`:
///
/// ```swift
/// SampleSchedule(duration: 0.25, fps: 60).times   // 0, 1/60, …, 14/60, 0.25 (16 times)
/// SampleSchedule(duration: 0.1, fps: 30).times    // 0, 1/30, 2/30, 0.1
/// SampleSchedule(duration: 0, fps: 60).times      // 0
/// ```
public struct SampleSchedule: Hashable, Sendable {
    /// The accepted frame rates.
    public static let fpsRange = 1...240
    /// The most samples a timeline may have.
    public static let maximumSampleCount = 100_000
    /// How close `k / fps` may come to the duration before it is merged
    /// with the final sample.
    public static let mergeTolerance = 1e-9

    /// The duration in seconds.
    public let duration: Double
    /// Samples per second.
    public let fps: Int
    /// The sample times, ascending, from 0 to ``duration``.
    public let times: [Double]

    /// Validates the settings and computes the times.
    ///
    /// - Throws: ``AnimationError/invalidDuration(_:)`` for a negative or
    ///   non-finite duration, ``AnimationError/invalidFPS(_:)`` for a rate
    ///   outside ``fpsRange``, ``AnimationError/tooManySamples(duration:fps:)``
    ///   past ``maximumSampleCount``.
    public init(duration: Double, fps: Int) throws {
        guard duration.isFinite && duration >= 0 else { throw AnimationError.invalidDuration(duration) }
        guard Self.fpsRange.contains(fps) else { throw AnimationError.invalidFPS(fps) }
        guard duration * Double(fps) < Double(Self.maximumSampleCount - 1) else {
            throw AnimationError.tooManySamples(duration: duration, fps: fps)
        }
        var times: [Double] = []
        var k = 0
        while true {
            let t = Double(k) / Double(fps)
            if t >= duration - Self.mergeTolerance { break }
            times.append(t)
            k += 1
        }
        times.append(duration)
        self.duration = duration
        self.fps = fps
        self.times = times
    }
}
