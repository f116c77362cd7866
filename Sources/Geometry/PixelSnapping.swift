/// Moves a coordinate to the nearest point on the device pixel grid.
///
/// The grid has `scale` pixels per point, so on @2x values land on multiples
/// of 0.5 and on @3x on multiples of 1/3. The nearest pixel wins; a value
/// exactly halfway between two pixels goes away from zero, as in UIKit:
///
/// ```swift
/// snapToPixel(950.25, scale: 2)   // 950.5
/// snapToPixel(950.2, scale: 2)    // 950
/// snapToPixel(173.25, scale: 3)   // 173.333…
/// snapToPixel(173.5, scale: 3)    // 173.666…
/// snapToPixel(-950.25, scale: 2)  // -950.5
/// ```
///
/// The value in pixels, `value * scale`, is first rounded to 1e-6 so that
/// numerical noise cannot decide a tie: `950.2500000001` and `950.2499999`
/// both snap like `950.25`. The solver's values carry noise of up to about
/// 1e-8 pt after many incremental edits (the exactness property test's seed
/// 694965265: a centred label at 64.24999999899 on one path and
/// 64.25000000003 on the other, once 1e-9 was the bound). A genuine value
/// is a ratio of small integers (lengths, multipliers, item counts) and lies
/// at least 1/(2q) pixels from a tie for a denominator q, far above 1e-6
/// for any q a layout produces. The result is never negative zero.
///
/// - Parameters:
///   - value: The coordinate in points. Non-finite values come back unchanged.
///   - scale: The number of pixels per point (1, 2 or 3 on iOS devices).
///     Must be positive and finite.
/// - Returns: The multiple of `1 / scale` nearest to `value`.
@inlinable
public func snapToPixel(_ value: Double, scale: Double) -> Double {
    precondition(scale > 0 && scale.isFinite, "snapToPixel: scale must be positive and finite, got \(scale)")
    return snapToPixel(value, checkedScale: scale)
}

/// ``snapToPixel(_:scale:)`` once the scale is known to be positive and
/// finite (``Rect/snapped(scale:)`` checks it once for four edges, and
/// inlines this: a frame read snaps four numbers, issue 28).
@inlinable @inline(__always)
func snapToPixel(_ value: Double, checkedScale scale: Double) -> Double {
    var pixels = value * scale
    // Rounding to 1e-6 only makes sense while pixels * 1e6 stays well inside
    // the 53-bit mantissa; past that the Double is too coarse to carry noise
    // at 1e-6 anyway. (A value in that range is finite: the usual case
    // takes one comparison.)
    if pixels.magnitude < 1.0e9 {
        pixels = roundedHalfAwayFromZero(pixels * 1.0e6) / 1.0e6
    } else if !value.isFinite {
        return value
    }
    // Adding +0.0 turns a -0.0 (from small negative values) into 0.
    return roundedHalfAwayFromZero(pixels) / scale + 0.0
}

/// `x.rounded(.toNearestOrAwayFromZero)`, bit for bit (the sign of a zero
/// included), without a call into the C library: on the baseline x86-64
/// the compiler has no rounding instruction and calls `round`, a quarter
/// of the cost of snapping a frame (issue 28: every frame read snaps four
/// numbers). Below 2⁵², adding 2⁵² to the magnitude and taking it away
/// again rounds it to the nearest integer (the sum's last bit is the
/// units, and the subtraction is exact), a tie to the even one; a tie
/// that went down goes up instead, and the sign is put back. From 2⁵² on
/// every Double is an integer already, as are infinities; NaN stays NaN.
@inlinable @inline(__always)
public func roundedHalfAwayFromZero(_ x: Double) -> Double {
    let a = x.magnitude
    guard a < 4_503_599_627_370_496.0 else { return x }  // 2⁵², or not a number
    var r = (a + 4_503_599_627_370_496.0) - 4_503_599_627_370_496.0
    if a - r == 0.5 { r += 1 }
    return Double(signOf: x, magnitudeOf: r)
}
