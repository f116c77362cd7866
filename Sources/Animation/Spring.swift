/// The damped harmonic oscillator behind
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
///
/// UIKit does not document how it turns (duration, damping ratio, velocity)
/// into a spring. This model follows the public reverse engineering of
/// Framer's SpringsExample ("derived curve options", reproduced in
/// guillianbalisi/ios-spring-animations, which matches `UIView`'s spring with a
/// `CASpringAnimation`); confidence **medium**:
///
/// * mass 1, stiffness `ω0²`, damping coefficient `2 ζ ω0`, where ζ is the
///   damping ratio clamped to 0.01...1 (ratios above 1 behave as 1, critically
///   damped; the lower clamp keeps the equation below solvable);
/// * the displacement from the target, normalised to the distance, starts at
///   −1 with velocity `v` (the initial spring velocity: 1 covers the whole
///   distance in one second; positive moves towards the target);
/// * ω0 is chosen so that the oscillation's envelope has decayed to
///   ε = 0.001 exactly at t = duration:
///   - ζ < 1: `(ζ ω0 − v) / ωd · e^(−ζ ω0 d) = ε`, with `ωd = ω0 √(1 − ζ²)`;
///   - ζ = 1: `((ω0 − v) d + 1) · e^(−ω0 d) = ε`.
///   The largest root is taken (the envelope is falling there). If no root
///   exists (a huge velocity against a small damping ratio) the root for
///   `v = 0` is used.
///
/// Progress is `1 + x(t)`:
/// * ζ < 1: `x(t) = e^(−ζ ω0 t) (−cos ωd t + (v − ζ ω0)/ωd · sin ωd t)`;
/// * ζ = 1: `x(t) = e^(−ω0 t) (−1 + (v − ω0) t)`.
///
/// It may overshoot 1 (ζ < 1). At `t = duration` the animation ends and the
/// progress is exactly 1: the residual is dropped, as when Core Animation
/// removes the finished animation and the model value shows. The envelope
/// equation bounds only the sine term `B = (v − ζ ω0)/ωd`; the oscillation's
/// full amplitude at the end is `√(1 + B²)/|B| · ε`, with v = 0 that is
/// ε/ζ: 0.25 % of the distance for ζ = 0.4, 0.1 % for ζ = 1, more for very
/// small ratios.
public struct SpringModel: Hashable, Sendable {
    /// The damping ratio actually used (clamped to 0.01...1).
    public let dampingRatio: Double
    /// The initial velocity, in distances per second.
    public let initialVelocity: Double
    /// The duration the spring was fitted to, in seconds.
    public let duration: Double
    /// The undamped angular frequency ω0 (rad/s); stiffness is `ω0²`.
    public let angularFrequency: Double

    /// The envelope value at `t = duration`.
    public static let epsilon = 0.001
    /// The smallest damping ratio the model uses.
    public static let minimumDampingRatio = 0.01

    /// Fits the spring to `duration`.
    ///
    /// - Parameters:
    ///   - dampingRatio: UIKit's `usingSpringWithDamping`; positive.
    ///   - initialVelocity: UIKit's `initialSpringVelocity`.
    ///   - duration: The animation's duration in seconds; non-positive
    ///     durations are fitted as 0.001 s (such an animation jumps anyway).
    public init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        let zeta = Swift.min(Swift.max(dampingRatio.isNaN ? 1 : dampingRatio, Self.minimumDampingRatio), 1)
        let v = initialVelocity.isFinite ? initialVelocity : 0
        let d = duration > 0 && duration.isFinite ? duration : 0.001
        self.dampingRatio = zeta
        self.initialVelocity = v
        self.duration = d
        self.angularFrequency = Self.solveFrequency(zeta: zeta, velocity: v, duration: d)
            ?? Self.solveFrequency(zeta: zeta, velocity: 0, duration: d)
            ?? 5 / d
    }

    /// The envelope at `t = d` for undamped frequency `w` (see the type's
    /// documentation).
    static func envelope(_ w: Double, zeta: Double, velocity v: Double, duration d: Double) -> Double {
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            return (zeta * w - v) / wd * mathExp(-zeta * w * d)
        }
        return ((w - v) * d + 1) * mathExp(-w * d)
    }

    /// The largest ω0 with envelope = ε, or nil if there is none.
    static func solveFrequency(zeta: Double, velocity v: Double, duration d: Double) -> Double? {
        let f = { (w: Double) in envelope(w, zeta: zeta, velocity: v, duration: d) - epsilon }
        // Where the envelope peaks; beyond it the envelope falls towards 0.
        var low: Double
        if v <= 0 {
            low = 1e-9
        } else if zeta < 1 {
            // d/dw [(ζ − v/w) e^(−ζ w d)] = 0  ⇔  ζ² d w² − ζ v d w − v = 0.
            let a = zeta * zeta * d, b = -zeta * v * d, c = -v
            low = (-b + (b * b - 4 * a * c).squareRoot()) / (2 * a)
        } else {
            low = v
        }
        guard f(low) > 0 else { return nil }
        var high = Swift.max(2 * low, 5 / d)
        var doublings = 0
        while f(high) > 0 {
            high *= 2
            doublings += 1
            if doublings > 200 { return nil }
        }
        for _ in 0..<300 {
            let mid = low + (high - low) / 2
            if mid <= low || mid >= high { break }
            if f(mid) > 0 { low = mid } else { high = mid }
        }
        return low + (high - low) / 2
    }

    /// The progress at `time` seconds after the start: 0 at 0, exactly 1 from
    /// `duration` on, possibly above 1 in between.
    public func value(atTime time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < duration else { return 1 }
        let w = angularFrequency
        let zeta = dampingRatio
        let v = initialVelocity
        let x: Double
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            x = mathExp(-zeta * w * time) * (-mathCos(wd * time) + (v - zeta * w) / wd * mathSin(wd * time))
        } else {
            x = mathExp(-w * time) * (-1 + (v - w) * time)
        }
        return 1 + x
    }

    /// The progress at `fraction` of the duration.
    public func progress(_ fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return value(atTime: fraction * duration)
    }
}
