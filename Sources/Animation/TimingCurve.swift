import Geometry

/// How an animation's progress follows time, like `UIView.AnimationCurve` and
/// `CAMediaTimingFunction`, plus UIKit's spring animations.
///
/// Progress is a function of the fraction of the duration elapsed: 0 at the
/// start, exactly 1 at the end. Bézier curves stay within 0...1 (for control
/// points within 0...1); springs may overshoot.
///
/// | Curve | Control points | UIKit |
/// |---|---|---|
/// | ``linear`` | (0, 0) (1, 1) | `.curveLinear` |
/// | ``easeIn`` | (0.42, 0) (1, 1) | `.curveEaseIn` |
/// | ``easeOut`` | (0, 0) (0.58, 1) | `.curveEaseOut` |
/// | ``easeInOut`` | (0.42, 0) (0.58, 1) | `.curveEaseInOut`, the default |
///
/// ```swift
/// TimingCurve.easeInOut.progress(0.5)     // 0.5
/// TimingCurve.easeInOut.progress(0.25)    // 0.12916…
/// try TimingCurve(parsing: "spring(damping=0.5,velocity=0)")
/// ```
public enum TimingCurve: Hashable, Sendable, CustomStringConvertible {
    /// Constant speed.
    case linear
    /// Slow start: cubic Bézier (0.42, 0) (1, 1).
    case easeIn
    /// Slow end: cubic Bézier (0, 0) (0.58, 1).
    case easeOut
    /// Slow start and end: cubic Bézier (0.42, 0) (0.58, 1); UIKit's default.
    case easeInOut
    /// A custom cubic Bézier from (0, 0) to (1, 1); x1 and x2 must be in 0...1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// UIKit's spring animation over the animation's duration; see
    /// ``SpringModel``. `dampingRatio` must be positive; `initialVelocity` is
    /// in distances per second.
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// UIKit's default curve for `UIView.animate(withDuration:animations:)`.
    public static let `default` = TimingCurve.easeInOut

    /// The curve names the parser accepts, for help and completion.
    public static let names = ["linear", "easeIn", "easeOut", "easeInOut", "spring", "cubicBezier"]

    /// The damping ratio of a bare `spring`.
    public static let defaultSpringDampingRatio = 0.5

    /// The control points of a Bézier curve; nil for a spring.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): return (x1, y1, x2, y2)
        case .spring: return nil
        }
    }

    /// The progress at `fraction` (0...1, clamped) of an animation lasting
    /// `duration` seconds.
    ///
    /// `duration` matters only for springs (their oscillator is fitted to
    /// it). For repeated evaluation, ``resolved(duration:)`` once.
    public func progress(_ fraction: Double, duration: Double = AnimationOptions.defaultDuration) -> Double {
        resolved(duration: duration).progress(fraction)
    }

    /// The curve with its per-duration work done (Bézier coefficients, the
    /// spring's frequency).
    public func resolved(duration: Double) -> ResolvedTimingCurve {
        switch self {
        case .linear:
            return .linear
        case .spring(let ratio, let velocity):
            return .spring(SpringModel(dampingRatio: ratio, initialVelocity: velocity, duration: duration))
        default:
            let p = controlPoints!
            return .bezier(CubicBezierCurve(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2))
        }
    }

    /// Throws ``AnimationError/invalidCurveParameter(curve:parameter:value:)``
    /// for parameters out of range: any NaN or infinity, a Bézier x outside
    /// 0...1, a damping ratio that is not positive.
    public func validate() throws {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut:
            return
        case .cubicBezier(let x1, let y1, let x2, let y2):
            for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] {
                guard value.isFinite else {
                    throw AnimationError.invalidCurveParameter(curve: "cubicBezier", parameter: name, value: value)
                }
            }
            for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
                throw AnimationError.invalidCurveParameter(curve: "cubicBezier", parameter: name, value: value)
            }
        case .spring(let ratio, let velocity):
            guard ratio.isFinite && ratio > 0 else {
                throw AnimationError.invalidCurveParameter(curve: "spring", parameter: "damping", value: ratio)
            }
            guard velocity.isFinite else {
                throw AnimationError.invalidCurveParameter(curve: "spring", parameter: "velocity", value: velocity)
            }
        }
    }

    /// The curve as the command language writes it: `linear`, `easeIn`,
    /// `easeOut`, `easeInOut`, `cubicBezier(0.25,0.1,0.25,1)`,
    /// `spring(damping=0.5,velocity=0)`. ``init(parsing:)`` reads it back.
    public var description: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return "cubicBezier(\([x1, y1, x2, y2].map(formatNumber).joined(separator: ",")))"
        case .spring(let ratio, let velocity):
            return "spring(damping=\(formatNumber(ratio)),velocity=\(formatNumber(velocity)))"
        }
    }

    /// Parses a curve.
    ///
    /// Names are matched ignoring case, `-` and `_` (`ease-in-out` is
    /// `easeInOut`); spaces are ignored. Accepted forms:
    /// * `linear`, `easeIn`, `easeOut`, `easeInOut`;
    /// * `cubicBezier(x1,y1,x2,y2)` (also `bezier(…)`);
    /// * `spring` (damping 0.5, velocity 0), `spring(R)`, `spring(R,V)`,
    ///   `spring(damping=R)`, `spring(damping=R,velocity=V)` (either order;
    ///   `dampingRatio=` and `initialVelocity=` are accepted too).
    ///
    /// - Throws: ``AnimationError/unknownCurve(_:)`` for anything else, and
    ///   the errors of ``validate()``.
    public init(parsing text: String) throws {
        let compact = String(text.filter { !$0.isWhitespace })
        let name: Substring
        let arguments: [Substring]?
        if let open = compact.firstIndex(of: "(") {
            guard compact.last == ")" else { throw AnimationError.unknownCurve(text) }
            name = compact[..<open]
            let inner = compact[compact.index(after: open)..<compact.index(before: compact.endIndex)]
            arguments = inner.isEmpty ? [] : inner.split(separator: ",", omittingEmptySubsequences: false)
        } else {
            name = Substring(compact)
            arguments = nil
        }
        let key = String(name.lowercased().filter { $0 != "-" && $0 != "_" })

        func number(_ s: Substring) throws -> Double {
            guard let value = Double(s) else { throw AnimationError.unknownCurve(text) }
            return value
        }

        let curve: TimingCurve
        switch key {
        case "linear", "easein", "easeout", "easeinout":
            guard arguments == nil else { throw AnimationError.unknownCurve(text) }
            curve = ["linear": .linear, "easein": .easeIn, "easeout": .easeOut, "easeinout": .easeInOut][key]!
        case "cubicbezier", "bezier":
            guard let arguments, arguments.count == 4 else { throw AnimationError.unknownCurve(text) }
            let v = try arguments.map(number)
            curve = .cubicBezier(x1: v[0], y1: v[1], x2: v[2], y2: v[3])
        case "spring":
            var ratio = Self.defaultSpringDampingRatio
            var velocity = 0.0
            var seen: Set<String> = []
            var sawLabel = false
            for (index, argument) in (arguments ?? []).enumerated() {
                let label: String
                let valueText: Substring
                if let eq = argument.firstIndex(of: "=") {
                    label = argument[..<eq].lowercased()
                    sawLabel = true
                    valueText = argument[argument.index(after: eq)...]
                } else {
                    // Positional: damping first, then velocity, before any label.
                    guard !sawLabel, index < 2 else { throw AnimationError.unknownCurve(text) }
                    label = index == 0 ? "damping" : "velocity"
                    valueText = argument
                }
                switch label {
                case "damping", "dampingratio", "ratio":
                    guard seen.insert("damping").inserted else { throw AnimationError.unknownCurve(text) }
                    ratio = try number(valueText)
                case "velocity", "initialvelocity":
                    guard seen.insert("velocity").inserted else { throw AnimationError.unknownCurve(text) }
                    velocity = try number(valueText)
                default:
                    throw AnimationError.unknownCurve(text)
                }
            }
            curve = .spring(dampingRatio: ratio, initialVelocity: velocity)
        default:
            throw AnimationError.unknownCurve(text)
        }
        try curve.validate()
        self = curve
    }
}

/// A ``TimingCurve`` prepared for one duration: evaluate ``progress(_:)``
/// many times without redoing the setup.
public enum ResolvedTimingCurve: Hashable, Sendable {
    /// Progress equals the fraction.
    case linear
    /// A cubic Bézier timing function.
    case bezier(CubicBezierCurve)
    /// A spring fitted to the duration.
    case spring(SpringModel)

    /// The progress at `fraction` of the duration: 0 at (and before) 0,
    /// exactly 1 at (and after) 1.
    public func progress(_ fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        switch self {
        case .linear: return fraction
        case .bezier(let curve): return curve.progress(fraction)
        case .spring(let model): return model.progress(fraction)
        }
    }
}
