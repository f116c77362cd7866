import Testing
import Geometry
@testable import Animation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Timing curves")
struct TimingCurveTests {
    @Test("ease-in-out at half time is exactly one half")
    func easeInOutMidpoint() {
        #expect(TimingCurve.easeInOut.progress(0.5) == 0.5)
        #expect(TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.75, y2: 0.9).progress(0.5) == 0.5)
    }

    // Ease-in-out, control points (0.42, 0) and (0.58, 1):
    //   x(s) = 3(1-s)²s·0.42 + 3(1-s)s²·0.58 + s³ = 1.26s − 0.78s² + 0.52s³
    //   y(s) = 3(1-s)s² + s³                       = 3s² − 2s³
    // x(s) = 0.25 ⇔ 0.52s³ − 0.78s² + 1.26s − 0.25 = 0, whose only real root
    // (the other two are complex, 0.637 ± 1.315i) is s = 0.2250651603748437…;
    // then y = 3s² − 2s³ = 0.1291619310473198… (solved to 40 digits with
    // mpmath's findroot/polyroots, outside the code under test).
    @Test("ease-in-out at a quarter is 0.12916…")
    func easeInOutQuarter() {
        let p = TimingCurve.easeInOut.progress(0.25)
        #expect(abs(p - 0.1291619310473198) <= 1e-12)
        // Symmetry: p(0.75) = 1 − p(0.25), exactly, by construction.
        #expect(TimingCurve.easeInOut.progress(0.75) == 1 - p)
        #expect(abs(TimingCurve.easeInOut.progress(0.75) - 0.8708380689526802) <= 1e-12)
    }

    // Ease-in, (0.42, 0) (1, 1):
    //   x(s) = 1.26s(1 − s)² + 3s²(1 − s) + s³ = 1.26s + 0.48s² − 0.74s³
    //   y(s) = 3s² − 2s³
    // x(s) = 0.5 at s = 0.3742534355352577…, y = 0.3153568125725393…
    // Ease-out (0, 0) (0.58, 1) is ease-in turned by 180° about (0.5, 0.5),
    // so easeOut(0.5) = 1 − easeIn(0.5) = 0.6846431874274607…
    @Test("ease-in and ease-out at half time")
    func easeInAndOut() {
        #expect(abs(TimingCurve.easeIn.progress(0.5) - 0.3153568125725393) <= 1e-12)
        #expect(abs(TimingCurve.easeOut.progress(0.5) - 0.6846431874274607) <= 1e-12)
        // easeIn(0.25): x(s) = 0.25 at s = 0.18878699412647638…, y = 0.09346465071882486…
        #expect(abs(TimingCurve.easeIn.progress(0.25) - 0.09346465071882486) <= 1e-12)
    }

    @Test("linear progress is the fraction")
    func linear() {
        for f in [0.1, 0.3, 0.5, 0.77] { #expect(TimingCurve.linear.progress(f) == f) }
    }

    static let allCurves: [TimingCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut,
        .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
        .cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1),
        .cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
        .spring(dampingRatio: 0.5, initialVelocity: 0),
        .spring(dampingRatio: 1, initialVelocity: 0),
        .spring(dampingRatio: 0.7, initialVelocity: 3),
        .spring(dampingRatio: 0.3, initialVelocity: -2),
    ]

    @Test("endpoints are exact and fractions outside 0...1 are clamped", arguments: allCurves)
    func endpoints(curve: TimingCurve) {
        for duration in [0.25, 1.0, 0.05] {
            #expect(curve.progress(0, duration: duration) == 0)
            #expect(curve.progress(1, duration: duration) == 1)
            #expect(curve.progress(-0.5, duration: duration) == 0)
            #expect(curve.progress(1.5, duration: duration) == 1)
        }
    }

    @Test("Bézier curves are monotonic and within 0...1", arguments: [
        TimingCurve.easeIn, .easeOut, .easeInOut, .linear, .cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
    ])
    func monotonic(curve: TimingCurve) {
        var previous = 0.0
        for k in 0...2000 {
            let p = curve.progress(Double(k) / 2000)
            #expect(p >= previous)
            #expect(p >= 0 && p <= 1)
            previous = p
        }
    }

    @Test("the Bézier solve meets its tolerance across the range")
    func solveResidual() {
        let curve = CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        for k in 1..<1000 {
            let f = Double(k) / 1000
            #expect(abs(curve.x(curve.solve(f)) - f) <= 1e-12)
        }
        // Flat start (dx/ds = 0 at s = 0) forces the bisection fallback.
        let steep = CubicBezierCurve(x1: 1, y1: 0, x2: 1, y2: 1)
        for f in [1e-6, 0.01, 0.5, 0.999] {
            #expect(abs(steep.x(steep.solve(f)) - f) <= 1e-12)
        }
    }

    // Critically damped, v = 0: envelope ((ω0 − 0)d + 1)e^(−ω0 d) = 0.001.
    // With u = ω0 d: (1 + u)e^(−u) = 0.001 ⇒ u = 9.233413476451586 (mpmath
    // findroot), so for d = 0.25, ω0 = 4u = 36.93365390580634.
    // Progress at half time: 1 − (1 + u/2)e^(−u/2) = 0.9444771835619267.
    @Test("critically damped spring: frequency and mid value")
    func criticalSpring() {
        let model = SpringModel(dampingRatio: 1, initialVelocity: 0, duration: 0.25)
        #expect(abs(model.angularFrequency - 36.93365390580634) <= 1e-9)
        #expect(abs(model.progress(0.5) - 0.9444771835619267) <= 1e-9)
        // No overshoot: x(t) = −(1 + ω0 t)e^(−ω0 t) < 0.
        for k in 0...1000 {
            #expect(model.progress(Double(k) / 1000) <= 1)
        }
    }

    // Underdamped, v = 0: (ζ/√(1−ζ²))·e^(−ζ ω0 d) = 0.001
    // ⇒ ω0 = ln(1000 ζ/√(1−ζ²)) / (ζ d). ζ = 0.5, d = 0.25:
    // ln(577.350…) / 0.125 = 50.86759307718466.
    // From rest the first peak is at ωd t = π with value 1 + e^(−ζπ/√(1−ζ²))
    // = 1 + e^(−π/√3) = 1.1630335348215805; ωd = ω0·√0.75.
    @Test("underdamped spring: frequency, overshoot peak, exact end")
    func underdampedSpring() {
        let model = SpringModel(dampingRatio: 0.5, initialVelocity: 0, duration: 0.25)
        #expect(abs(model.angularFrequency - 50.86759307718466) <= 1e-9)
        let peakTime = Double.pi / (50.86759307718466 * 0.75.squareRoot())
        #expect(abs(model.value(atTime: peakTime) - 1.1630335348215805) <= 1e-9)
        #expect(abs(TimingCurve.spring(dampingRatio: 0.5, initialVelocity: 0).progress(peakTime / 0.25) - 1.1630335348215805) <= 1e-9)
        var maximum = 0.0
        for k in 0...1000 { maximum = max(maximum, model.progress(Double(k) / 1000)) }
        #expect(maximum > 1.16)
        #expect(model.progress(1) == 1)
        #expect(model.value(atTime: 0.25) == 1)
    }

    @Test("spring parameters are clamped and velocity shapes the start")
    func springVariants() {
        // Ratios above 1 behave as 1.
        #expect(SpringModel(dampingRatio: 3, initialVelocity: 0, duration: 0.5)
            == SpringModel(dampingRatio: 1, initialVelocity: 0, duration: 0.5))
        // The envelope equation holds at the fitted frequency.
        for (ratio, velocity) in [(0.5, 2.0), (0.8, -1.0), (1.0, 3.0), (0.2, 1.0), (0.05, -5.0)] {
            let model = SpringModel(dampingRatio: ratio, initialVelocity: velocity, duration: 0.4)
            let e = SpringModel.envelope(model.angularFrequency, zeta: ratio, velocity: velocity, duration: 0.4)
            #expect(abs(e - 0.001) <= 1e-9)
        }
        // ζ = 0.2, v = 10, d = 0.4: the envelope peaks where
        // ζ²d ω² − ζ v d ω − v = 0, i.e. 0.016ω² − 0.8ω − 10 = 0, ω ≈ 60.4,
        // at (0.2 − 10/60.4)/√0.96 · e^(−0.2·60.4·0.4) ≈ 0.00028 < 0.001: no
        // root, so the model falls back to the frequency for v = 0.
        #expect(SpringModel(dampingRatio: 0.2, initialVelocity: 10, duration: 0.4).angularFrequency
            == SpringModel(dampingRatio: 0.2, initialVelocity: 0, duration: 0.4).angularFrequency)
        // A positive initial velocity moves further early on.
        let still = SpringModel(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5)
        let moving = SpringModel(dampingRatio: 0.8, initialVelocity: 20, duration: 0.5)
        #expect(moving.progress(0.02) > still.progress(0.02))
    }

    @Test("names print and parse", arguments: [
        ("linear", TimingCurve.linear),
        ("easeIn", .easeIn),
        ("easeOut", .easeOut),
        ("easeInOut", .easeInOut),
        ("cubicBezier(0.25,0.1,0.25,1)", .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
        ("spring(damping=0.5,velocity=0)", .spring(dampingRatio: 0.5, initialVelocity: 0)),
        ("spring(damping=0.7,velocity=-1.5)", .spring(dampingRatio: 0.7, initialVelocity: -1.5)),
    ])
    func roundTrip(text: String, curve: TimingCurve) throws {
        #expect(curve.description == text)
        #expect(try TimingCurve(parsing: text) == curve)
    }

    @Test("parser leniency")
    func parsingForms() throws {
        #expect(try TimingCurve(parsing: "EaseInOut") == .easeInOut)
        #expect(try TimingCurve(parsing: "ease-in-out") == .easeInOut)
        #expect(try TimingCurve(parsing: "ease_out") == .easeOut)
        #expect(try TimingCurve(parsing: "spring") == .spring(dampingRatio: 0.5, initialVelocity: 0))
        #expect(try TimingCurve(parsing: "spring(0.3)") == .spring(dampingRatio: 0.3, initialVelocity: 0))
        #expect(try TimingCurve(parsing: "spring(0.3, 2)") == .spring(dampingRatio: 0.3, initialVelocity: 2))
        #expect(try TimingCurve(parsing: "spring(velocity=2,damping=0.6)") == .spring(dampingRatio: 0.6, initialVelocity: 2))
        #expect(try TimingCurve(parsing: "spring(dampingRatio=0.6)") == .spring(dampingRatio: 0.6, initialVelocity: 0))
        #expect(try TimingCurve(parsing: "bezier(0, 0, 1, 1)") == .cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
    }

    @Test("bad curves are refused with clear errors", arguments: [
        "bounce", "easeInOut(1)", "spring(damping=0)", "spring(damping=-1)", "spring(damping=nan)",
        "spring(velocity=inf)", "spring(mass=1)", "spring(damping=0.5,damping=0.6)", "spring(damping=0.5,0)",
        "cubicBezier(1.2,0,0.5,1)", "cubicBezier(0,0,1)", "cubicBezier(a,0,1,1)", "spring(0.5", "",
    ])
    func badCurves(text: String) {
        #expect(throws: AnimationError.self) { try TimingCurve(parsing: text) }
    }

    @Test func errorMessages() {
        #expect(AnimationError.invalidCurveParameter(curve: "spring", parameter: "damping", value: 0).description
            == "invalid damping 0 for curve spring")
        #expect(AnimationError.unknownCurve("bounce").description.hasPrefix("unknown curve 'bounce'; expected one of linear, easeIn"))
    }
}
