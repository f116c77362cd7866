/// A cubic Bézier timing function from (0, 0) to (1, 1), like
/// `CAMediaTimingFunction(controlPoints:)`.
///
/// The curve is given parametrically, `x(s)` and `y(s)` for `s` in 0...1,
/// where x is the fraction of the duration and y the progress. ``progress(_:)``
/// solves `x(s) = fraction` for `s` (Newton's method, with bisection when
/// Newton does not converge) to a residual of at most 1e-12, then returns
/// `y(s)`.
///
/// Curves symmetric about (0.5, 0.5) (`x1 + x2 = 1` and `y1 + y2 = 1`, such
/// as ease-in-out) are evaluated on the lower half only and mirrored, so they
/// are exactly symmetric in floating point and `progress(0.5)` is exactly 0.5.
public struct CubicBezierCurve: Hashable, Sendable {
    /// The first control point's x (0...1).
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x (0...1).
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    // x(s) = ((ax s + bx) s + cx) s, the same for y.
    private let ax, bx, cx, ay, by, cy: Double
    private let isPointSymmetric: Bool

    /// The largest |x(s) - fraction| that ``progress(_:)`` accepts.
    public static let tolerance = 1e-12

    /// Creates the curve with control points (x1, y1) and (x2, y2).
    ///
    /// x1 and x2 are clamped into 0...1 (as Core Animation does) so that x is
    /// monotonic and the solve is well defined; check them beforehand with
    /// ``TimingCurve/validate()`` to reject such input instead.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let cx1 = Swift.min(Swift.max(x1, 0), 1)
        let cx2 = Swift.min(Swift.max(x2, 0), 1)
        self.x1 = cx1
        self.y1 = y1
        self.x2 = cx2
        self.y2 = y2
        cx = 3 * cx1
        bx = 3 * (cx2 - cx1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        isPointSymmetric = (cx1 + cx2 - 1).magnitude <= 1e-12 && (y1 + y2 - 1).magnitude <= 1e-12
    }

    /// x at parameter `s`.
    func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    /// y at parameter `s`.
    func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    /// dx/ds at parameter `s`.
    func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The progress (y) at `fraction` (x) of the duration.
    ///
    /// `progress(0)` is exactly 0 and `progress(1)` exactly 1; fractions
    /// outside 0...1 are clamped.
    public func progress(_ fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        if isPointSymmetric {
            if fraction == 0.5 { return 0.5 }
            if fraction > 0.5 { return 1 - y(solve(1 - fraction)) }
        }
        return y(solve(fraction))
    }

    /// The parameter `s` with `x(s) = fraction`, for `fraction` in (0, 1).
    func solve(_ fraction: Double) -> Double {
        // Newton from s = fraction (x(s) is close to s for gentle curves).
        var s = fraction
        for _ in 0..<8 {
            let error = x(s) - fraction
            if error.magnitude <= Self.tolerance { return s }
            let slope = dx(s)
            if slope.magnitude < 1e-9 { break }
            let next = s - error / slope
            if !(next >= 0 && next <= 1) { break }
            s = next
        }
        // Bisection: x is nondecreasing on 0...1 because x1, x2 are in 0...1.
        var low = 0.0
        var high = 1.0
        s = fraction
        for _ in 0..<200 {
            let value = x(s)
            if (value - fraction).magnitude <= Self.tolerance { return s }
            if value < fraction { low = s } else { high = s }
            let mid = low + (high - low) / 2
            if mid == s { break }
            s = mid
        }
        return s
    }
}
