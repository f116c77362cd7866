import Testing
import Geometry
@testable import Animation

@Suite("Animator: presentation, interruption, completions")
struct AnimatorTests {
    let top = Rect(x: 0, y: 0, width: 100, height: 100)
    let down = Rect(x: 0, y: 100, width: 100, height: 100)

    @Test("presentation values follow the curve; nil when nothing is in flight")
    func presentation() throws {
        var animator = Animator()
        #expect(animator.presentationFrame("a") == nil)
        let id = try animator.animate("a", from: .frame(top), to: .frame(down), duration: 0.5)
        #expect(id == AnimationID(rawValue: 1))
        #expect(animator.presentationFrame("a", at: 0) == top)
        // Ease-in-out at half time is exactly 0.5: y = 50.
        #expect(animator.presentationFrame("a", at: 0.25) == Rect(x: 0, y: 50, width: 100, height: 100))
        // At a quarter (0.125 s) y = 100 · 0.12916193… = 12.916193…
        #expect(abs(animator.presentationFrame("a", at: 0.125)!.origin.y - 12.916193104731981) <= 1e-9)
        #expect(animator.presentationFrame("a", at: 0.5) == down)
        #expect(animator.presentationFrame("a", at: 3) == down)
        #expect(animator.presentationAlpha("a") == nil)
        #expect(animator.isAnimating("a"))
        #expect(!animator.isAnimating("a", at: 0.5))
        #expect(animator.animatedKeys == ["a"])
        // Once the clock passes the end, the track is dropped: the model shows.
        _ = try animator.advance(to: 0.6)
        #expect(animator.presentationFrame("a") == nil)
        #expect(animator.animatedKeys == [])
        #expect(!animator.isBusy)
    }

    @Test("a second animation mid-flight starts from the presentation value")
    func interruption() throws {
        var animator = Animator()
        let first = try animator.animate([.frame("a", from: top, to: down)], start: 0, duration: 0.5)
        _ = try animator.advance(to: 0.25)
        // Back up, linear over 1 s, from wherever the view is now (y = 50),
        // not from the `from` passed (y = 100, the model value).
        let second = try animator.animate([.frame("a", from: down, to: top)], duration: 1, curve: .linear)
        #expect(animator.presentationFrame("a", at: 0.25) == Rect(x: 0, y: 50, width: 100, height: 100))
        // 0.5 s into the linear second animation: 50 → 0, halfway: y = 25.
        #expect(animator.presentationFrame("a", at: 0.75) == Rect(x: 0, y: 25, width: 100, height: 100))
        #expect(animator.presentationFrame("a", at: 1.25) == top)
        #expect(animator.animation(first)?.interrupted == true)
        #expect(animator.animation(second)?.interrupted == false)
        #expect(animator.animation(second)?.end == 1.25)
        // The first completion still runs at its own end, then the second.
        let done = try animator.advance(to: 2)
        #expect(done.map(\.id) == [first, second])
        #expect(done.map(\.end) == [0.5, 1.25])
        #expect(done[0].interrupted)
    }

    @Test("interruption within one call also uses the scheduled start")
    func scheduledInterruption() throws {
        var animator = Animator()
        // Alpha 1 → 0 linearly over 1 s from t = 0; at t = 0.4 (clock still
        // at 0) fade back to 1 over 0.2 s: from 0.6, at t = 0.5 it is 0.8.
        try animator.animate("a", from: .alpha(1), to: .alpha(0), start: 0, duration: 1, curve: .linear)
        try animator.animate("a", from: .alpha(0), to: .alpha(1), start: 0.4, duration: 0.2, curve: .linear)
        #expect(abs(animator.presentationAlpha("a", at: 0.2)! - 0.8) <= 1e-12)
        #expect(abs(animator.presentationAlpha("a", at: 0.5)! - 0.8) <= 1e-12)
        #expect(animator.presentationAlpha("a", at: 0.6) == 1)
        // Starting before an already scheduled animation is refused, and
        // leaves the animator unchanged.
        let before = animator
        #expect(throws: AnimationError.startsBeforeScheduledAnimation(key: "a", property: .alpha, start: 0.3, scheduled: 0.4)) {
            try animator.animate("a", from: .alpha(1), to: .alpha(0.5), start: 0.3)
        }
        #expect(animator == before)
    }

    @Test("the same target in flight leaves the running animation alone")
    func sameTarget() throws {
        var animator = Animator()
        let first = try animator.animate("a", from: .frame(top), to: .frame(down), duration: 0.5, curve: .linear)
        _ = try animator.advance(to: 0.1)
        let again = try animator.animate("a", from: .frame(top), to: .frame(down), duration: 2, curve: .easeIn)
        #expect(animator.presentationFrame("a", at: 0.25) == Rect(x: 0, y: 50, width: 100, height: 100))
        #expect(animator.animation(first)?.interrupted == false)
        // It animated nothing, so its completion is due at once.
        #expect(animator.animation(again)?.end == 0.1)
        #expect(animator.animation(again)?.keys == [])
        #expect(try animator.step(until: 0.1)?.id == again)
    }

    @Test("unchanged values create no animation; mixed properties are refused")
    func noChange() throws {
        var animator = Animator()
        let id = try animator.animate([.frame("a", from: top, to: top), .alpha("b", from: 1, to: 0)], start: 0)
        #expect(animator.animation(id)?.keys == ["b"])
        #expect(animator.presentationFrame("a", at: 0.1) == nil)
        #expect(throws: AnimationError.propertyMismatch(key: "c", from: .frame, to: .alpha)) {
            try animator.animate("c", from: .frame(top), to: .alpha(1))
        }
        #expect(throws: AnimationError.invalidDuration(-1)) {
            try animator.animate("c", from: .alpha(0), to: .alpha(1), duration: -1)
        }
        #expect(throws: AnimationError.self) {
            try animator.animate("c", from: .alpha(0), to: .alpha(1), curve: .spring(dampingRatio: -1, initialVelocity: 0))
        }
    }

    @Test("a zero-duration change jumps and cuts a running animation")
    func zeroDuration() throws {
        var animator = Animator()
        try animator.animate("a", from: .frame(top), to: .frame(down), duration: 1, curve: .linear)
        _ = try animator.advance(to: 0.5)
        let jump = try animator.animate("a", from: .frame(down), to: .frame(top), duration: 0)
        #expect(animator.presentationFrame("a", at: 0.5) == top)
        #expect(animator.animation(jump)?.end == 0.5)
    }

    @Test("completions: by end time, ties in start order, empty animations at once")
    func completionOrder() throws {
        var animator = Animator()
        let slow = try animator.animate("a", from: .alpha(1), to: .alpha(0), duration: 0.5)
        let fast1 = try animator.animate("b", from: .alpha(1), to: .alpha(0), duration: 0.25)
        let fast2 = try animator.animate("c", from: .alpha(1), to: .alpha(0), duration: 0.25)
        let empty = try animator.animate([], duration: 0.25)
        #expect(animator.pendingAnimations.map(\.id) == [slow, fast1, fast2, empty])
        #expect(animator.settleTime == 0.5)

        var log: [AnimationID] = []
        var startedInThen: AnimationID?
        while let done = try animator.step(until: 1) {
            log.append(done.id)
            #expect(animator.now == done.end)
            if done.id == fast1 {
                // A `then { … }` block animating again starts at 0.25.
                startedInThen = try animator.animate("b", from: .alpha(0), to: .alpha(1), duration: 0.25)
            }
        }
        let then = try #require(startedInThen)
        #expect(log == [empty, fast1, fast2, slow, then])
        #expect(animator.now == 1)
        #expect(!animator.isBusy)
    }

    @Test("stepping, finishing and cancelling")
    func stepping() throws {
        var animator = Animator()
        let a = try animator.animate("a", from: .alpha(1), to: .alpha(0), duration: 0.25)
        #expect(try animator.step(until: 0.1) == nil)
        #expect(animator.now == 0.1)
        #expect(try animator.advance(by: 0.1).isEmpty)
        #expect(abs(animator.now - 0.2) <= 1e-15)
        #expect(throws: AnimationError.self) { try animator.advance(by: -0.1) }
        #expect(throws: AnimationError.self) { try animator.step(until: .nan) }
        let b = try animator.animate("b", from: .alpha(0), to: .alpha(1), duration: 1)
        animator.removeAnimations(forKey: "b")
        #expect(animator.presentationAlpha("b") == nil)
        let done = animator.finish()
        #expect(done.map(\.id) == [a, b])
        #expect(done.map(\.interrupted) == [false, true])
        #expect(abs(animator.now - 1.2) <= 1e-12)
        #expect(animator.stepToNextCompletion() == nil)
    }

    @Test("keys keep their first-animated order")
    func keyOrder() throws {
        var animator = Animator()
        for name in ["zeta", "alpha", "mid", "alpha"] {
            try animator.animate(name, from: .alpha(0), to: .alpha(name == "alpha" ? 0.5 : 1), duration: 1)
        }
        #expect(animator.animatedKeys == ["zeta", "alpha", "mid"])
    }

    /// The keys are also kept as a set (membership without a search):
    /// a key that left the order, removed or finished, is listed again,
    /// last, when it is animated again.
    @Test("a key dropped by removal or by finishing is listed again when animated again")
    func keyOrderAfterDropping() throws {
        var animator = Animator()
        for name in ["a", "b", "c"] {
            try animator.animate(name, from: .alpha(0), to: .alpha(1), start: 0, duration: 1)
        }
        animator.removeAnimations(forKey: "a")
        #expect(animator.animatedKeys == ["b", "c"])
        try animator.animate("a", from: .alpha(0), to: .alpha(1), start: 0, duration: 1)
        #expect(animator.animatedKeys == ["b", "c", "a"])
        _ = try animator.advance(to: 2)
        #expect(animator.animatedKeys == [])
        try animator.animate("b", from: .alpha(0), to: .alpha(1), duration: 1)
        #expect(animator.animatedKeys == ["b"])
    }

    @Test("springs in the animator end on the model value")
    func springTrack() throws {
        var animator = Animator()
        try animator.animate("a", from: .frame(top), to: .frame(down), duration: 0.25,
                             curve: .spring(dampingRatio: 0.5, initialVelocity: 0))
        var maxY = 0.0
        for k in 0...250 { maxY = max(maxY, animator.presentationFrame("a", at: Double(k) / 1000)!.origin.y) }
        #expect(maxY > 116)   // overshoot ≈ 16.3 %
        #expect(animator.presentationFrame("a", at: 0.25) == down)
    }
}
