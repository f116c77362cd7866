import Testing
import Geometry
@testable import Animation

/// A small deterministic generator (SplitMix64), so a failure repeats.
private struct Mix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }
}

@Suite("Timelines: tracks without names per sample")
struct TimelineTrackTests {
    /// Random transitions (shared and own curves and delays, some not
    /// moving, some moving in alpha only, duration 0 too): the timeline
    /// computed track by track equals the one a fresh ``Animator`` samples,
    /// value for value, in the same order.
    @Test("interpolating track by track equals sampling an animator", arguments: 0..<40)
    func equalsTheAnimator(seed: Int) throws {
        var rng = Mix(state: UInt64(seed) &* 7919 &+ 17)
        let curves: [TimingCurve?] = [nil, nil, .linear, .easeIn, .spring(dampingRatio: 0.4, initialVelocity: 2),
                                      .cubicBezier(x1: 0.2, y1: -0.5, x2: 0.7, y2: 1.4)]
        let delays: [Double] = [0, 0, 0, 0.05, 0.1, 0.125, 1]
        let coordinates: [Double] = [0, 0.5, 10, 33.333, -8, 120]
        func rect() -> Rect {
            Rect(x: rng.pick(coordinates), y: rng.pick(coordinates), width: rng.pick(coordinates), height: rng.pick(coordinates))
        }
        let options = try AnimationOptions(
            duration: rng.pick([0, 0.1, 0.25, 0.3, 1]), curve: rng.pick([.easeInOut, .linear, .easeOut]),
            fps: rng.pick([4, 10, 30, 60]))
        var views: [Timeline.ViewTransition] = []
        for k in 0..<rng.int(12) {
            let from = rect()
            let to = rng.int(3) == 0 ? from : rect()
            let fromAlpha = rng.pick([1, 1, 0, 0.5])
            let toAlpha = rng.int(2) == 0 ? fromAlpha : rng.pick([1, 0, 0.25])
            views.append(.init(name: "v\(k)", from: from, to: to, fromAlpha: fromAlpha, toAlpha: toAlpha,
                               curve: rng.pick(curves), delay: rng.pick(delays)))
        }
        var scrolls: [Timeline.ScrollViewTransition] = []
        for k in 0..<rng.int(3) {
            let from = Point(x: 0, y: rng.pick(coordinates))
            scrolls.append(.init(name: "s\(k)", from: from, to: rng.int(3) == 0 ? from : Point(x: 0, y: rng.pick(coordinates)),
                                 curve: rng.pick(curves), delay: rng.pick(delays)))
        }
        let direct = try Timeline.interpolating(options: options, views: views, scrollViews: scrolls)
        let reference = try Timeline.interpolatingThroughAnimator(options: options, views: views, scrollViews: scrolls)
        #expect(direct == reference, "seed \(seed)")
        #expect(direct.json() == reference.json())
        #expect(direct.times == options.sampleTimes)
    }

    /// A name given twice: the animator's later segment takes over (the
    /// direct computation steps aside).
    @Test("a name given twice follows the animator")
    func repeatedName() throws {
        let options = try AnimationOptions(duration: 0.1, curve: .linear, fps: 20)
        let views: [Timeline.ViewTransition] = [
            .init(name: "a", from: .zero, to: Rect(x: 0, y: 0, width: 10, height: 10)),
            .init(name: "a", from: .zero, to: Rect(x: 0, y: 0, width: 40, height: 10)),
        ]
        let timeline = try Timeline.interpolating(options: options, views: views)
        #expect(timeline == (try Timeline.interpolatingThroughAnimator(options: options, views: views)))
        #expect(timeline.views.map(\.name) == ["a", "a"])
        #expect(timeline.views[0].frames.map(\.size.width) == [0, 20, 40])
    }

    /// Invalid curves and delays fail as the animator fails.
    @Test("an invalid curve or delay throws the animator's error")
    func invalid() throws {
        let options = try AnimationOptions(duration: 0.1, curve: .linear, fps: 20)
        let bad = Timeline.ViewTransition(
            name: "a", from: .zero, to: Rect(x: 0, y: 0, width: 10, height: 10), curve: .spring(dampingRatio: 0, initialVelocity: 0))
        #expect(throws: AnimationError.invalidCurveParameter(curve: "spring", parameter: "damping", value: 0)) {
            try Timeline.interpolating(options: options, views: [bad])
        }
        let late = Timeline.ViewTransition(name: "a", from: .zero, to: Rect(x: 0, y: 0, width: 10, height: 10), delay: .nan)
        #expect(throws: AnimationError.self) { try Timeline.interpolating(options: options, views: [late]) }
    }

    /// The samples are a view of the tracks: reading them names each view
    /// once per sample, setting them rebuilds the tracks.
    @Test("samples read and written through the tracks")
    func samplesAndTracks() throws {
        let timeline = try Timeline.interpolating(
            options: AnimationOptions(duration: 0.1, curve: .linear, fps: 20),
            views: [.init(name: "a", from: .zero, to: Rect(x: 0, y: 10, width: 10, height: 10), fromAlpha: 1, toAlpha: 0)],
            scrollViews: [.init(name: "sv", from: .zero, to: Point(x: 0, y: 30))])
        #expect(timeline.samples.map(\.t) == [0, 0.05, 0.1])
        #expect(timeline.samples[1].views == [.init(name: "a", frame: Rect(x: 0, y: 5, width: 5, height: 5), alpha: 0.5)])
        #expect(timeline.samples[2].scrollViews == [.init(name: "sv", contentOffset: Point(x: 0, y: 30))])
        var copy = timeline
        copy.samples = timeline.samples
        #expect(copy == timeline)
        copy.samples[1].views[0].alpha = 0.25
        #expect(copy.views[0].alphas == [1, 0.25, 0])
        let rebuilt = Timeline(duration: 0.1, curve: .linear, fps: 20, samples: timeline.samples)
        #expect(rebuilt == timeline)
    }
}
