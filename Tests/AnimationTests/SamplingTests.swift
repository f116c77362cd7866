import Testing
import Geometry
@testable import Animation

@Suite("Sample times, options and the manual clock")
struct SamplingTests {
    @Test("defaults: 0.25 s at 60 fps gives 16 samples, 0 … 15/60 = 0.25")
    func defaults() throws {
        let options = AnimationOptions.standard
        #expect(options.duration == 0.25)
        #expect(options.curve == .easeInOut)
        #expect(options.fps == 60)
        let times = options.sampleTimes
        #expect(times.count == 16)
        for k in 0..<15 { #expect(times[k] == Double(k) / 60) }
        #expect(times[1] == 1.0 / 60)
        #expect(times.last == 0.25)
    }

    struct ScheduleCase: Sendable, CustomTestStringConvertible {
        var duration: Double
        var fps: Int
        var expected: [Double]
        var testDescription: String { "\(duration) s at \(fps) fps" }
        init(_ duration: Double, _ fps: Int, _ expected: [Double]) {
            self.duration = duration
            self.fps = fps
            self.expected = expected
        }
    }

    static let scheduleCases: [ScheduleCase] = [
        // 0.3 s at 24 fps: 7/24 = 0.2917 < 0.3 < 8/24 → 0 … 7/24, then 0.3.
        ScheduleCase(0.3, 24, [0.0, 1.0 / 24, 2.0 / 24, 3.0 / 24, 4.0 / 24, 5.0 / 24, 6.0 / 24, 7.0 / 24, 0.3]),
        // 0.1 s at 30 fps: 3/30 is the duration → merged.
        ScheduleCase(0.1, 30, [0.0, 1.0 / 30, 2.0 / 30, 0.1]),
        // 1 s at 3 fps: thirds computed as k/3, not by adding 1/3.
        ScheduleCase(1.0, 3, [0.0, 1.0 / 3, 2.0 / 3, 1.0]),
        // 0.05 s at 10 fps: a single step.
        ScheduleCase(0.05, 10, [0.0, 0.05]),
        // Zero duration: one sample.
        ScheduleCase(0.0, 60, [0.0]),
        // Within 1e-9 of k/fps: merged with the final sample.
        ScheduleCase(0.1000000001, 10, [0.0, 0.1000000001]),
        // Just beyond 1e-9: kept.
        ScheduleCase(0.100001, 10, [0.0, 0.1, 0.100001]),
    ]

    @Test("a duration that is not a multiple of 1/fps ends on the duration", arguments: scheduleCases)
    func oddDurations(_ c: ScheduleCase) throws {
        #expect(try SampleSchedule(duration: c.duration, fps: c.fps).times == c.expected)
    }

    @Test("drift-free over many samples")
    func noDrift() throws {
        let times = try SampleSchedule(duration: 10, fps: 60).times
        #expect(times.count == 601)
        #expect(times[599] == 599.0 / 60)
        #expect(times.last == 10)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("invalid durations", arguments: [-0.1, Double.nan, .infinity, -.infinity])
    func invalidDuration(duration: Double) {
        #expect(throws: AnimationError.self) { try SampleSchedule(duration: duration, fps: 60) }
        #expect(throws: AnimationError.self) { try AnimationOptions(duration: duration) }
    }

    @Test("invalid frame rates", arguments: [0, -5, 241, 10_000])
    func invalidFPS(fps: Int) {
        #expect(throws: AnimationError.invalidFPS(fps)) { try SampleSchedule(duration: 0.25, fps: fps) }
    }

    @Test("frame-rate bounds are accepted")
    func fpsBounds() throws {
        #expect(try SampleSchedule(duration: 1, fps: 1).times == [0, 1])
        #expect(try SampleSchedule(duration: 0.25, fps: 240).times.count == 61)
    }

    @Test("too many samples")
    func tooMany() {
        #expect(throws: AnimationError.tooManySamples(duration: 1000, fps: 240)) {
            try SampleSchedule(duration: 1000, fps: 240)
        }
    }

    @Test("error messages")
    func messages() {
        #expect(AnimationError.invalidDuration(-1).description == "animation duration must be a finite number >= 0, got -1")
        #expect(AnimationError.invalidFPS(0).description == "fps must be a whole number from 1 to 240, got 0")
    }

    @Test("options validate the curve")
    func optionsCurve() {
        #expect(throws: AnimationError.self) {
            try AnimationOptions(curve: .cubicBezier(x1: 2, y1: 0, x2: 0.5, y2: 1))
        }
        #expect(throws: AnimationError.self) {
            try AnimationOptions(curve: .spring(dampingRatio: 0, initialVelocity: 0))
        }
    }

    @Test("the manual clock moves only when told")
    func clock() throws {
        var clock = ManualClock()
        #expect(clock.now == 0)
        try clock.advance(by: 0.25)
        try clock.advance(by: 0.25)
        #expect(clock.now == 0.5)
        try clock.advance(to: 0.2)   // the past: no change
        #expect(clock.now == 0.5)
        try clock.advance(to: 2)
        #expect(clock.now == 2)
        #expect(throws: AnimationError.invalidDuration(-1)) { try clock.advance(by: -1) }
        #expect(throws: AnimationError.self) { try clock.advance(by: .nan) }
        #expect(throws: AnimationError.self) { try clock.advance(to: .infinity) }
        #expect(clock.now == 2)
    }
}

@Suite("Interpolation")
struct InterpolationTests {
    @Test func doubles() {
        #expect(lerp(10, 20, 0.25) == 12.5)
        #expect(lerp(10, 20, 0) == 10)
        #expect(lerp(10, 20, 1) == 20)
        #expect(lerp(10, 20, 1.5) == 25)
        #expect(lerp(20, 10, -0.5) == 25)
        // Exact ends and no wobble when the value does not move.
        #expect(lerp(0.1, 0.7, 1) == 0.7)
        #expect(lerp(0.1, 0.1, 0.3) == 0.1)
    }

    @Test func pointsSizesRects() {
        #expect(lerp(Point(x: 0, y: 10), Point(x: 20, y: -10), 0.25) == Point(x: 5, y: 5))
        #expect(lerp(Size(width: 100, height: 0), Size(width: 0, height: 40), 0.75) == Size(width: 25, height: 30))
        let a = Rect(x: 0, y: 0, width: 100, height: 50)
        let b = Rect(x: 40, y: 20, width: 200, height: 10)
        #expect(lerp(a, b, 0.5) == Rect(x: 20, y: 10, width: 150, height: 30))
        #expect(lerp(a, b, 1.5) == Rect(x: 60, y: 30, width: 250, height: -10))
        #expect(a.interpolated(to: b, progress: 0.25) == Rect(x: 10, y: 5, width: 125, height: 40))
        #expect(AnimatedValue.alpha(1).interpolated(to: .alpha(0), progress: 0.25) == .alpha(0.75))
        #expect(AnimatedValue.contentOffset(.zero).interpolated(to: .contentOffset(Point(x: 0, y: 44)), progress: 0.5)
            == .contentOffset(Point(x: 0, y: 22)))
    }
}
