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
public func snapToPixel(_ value: Double, scale: Double) -> Double {
    precondition(scale > 0 && scale.isFinite, "snapToPixel: scale must be positive and finite, got \(scale)")
    guard value.isFinite else { return value }
    var pixels = value * scale
    // Rounding to 1e-6 only makes sense while pixels * 1e6 stays well inside
    // the 53-bit mantissa; past that the Double is too coarse to carry noise
    // at 1e-6 anyway.
    if pixels.magnitude < 1.0e9 {
        pixels = (pixels * 1.0e6).rounded(.toNearestOrAwayFromZero) / 1.0e6
    }
    // Adding +0.0 turns a -0.0 (from small negative values) into 0.
    return pixels.rounded(.toNearestOrAwayFromZero) / scale + 0.0
}
