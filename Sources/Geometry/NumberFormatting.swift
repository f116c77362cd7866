/// Formats a number the way StackLab prints frames, like `NSStringFromCGRect`.
///
/// Integers print without a decimal point; other values are rounded to 3
/// decimals (half away from zero) and trailing zeros are dropped. A value that
/// rounds to zero prints as `"0"`, never `"-0"`.
///
/// ```swift
/// formatNumber(375)         // "375"
/// formatNumber(20.333333)   // "20.333"
/// formatNumber(0.5)         // "0.5"
/// formatNumber(-12.25)      // "-12.25"
/// formatNumber(-0.0)        // "0"
/// formatNumber(1e-7)        // "0"
/// ```
///
/// Non-finite values print as `"nan"`, `"inf"` and `"-inf"`. Magnitudes too
/// large to hold thousandths in an integer (about 9e12 and up) fall back to
/// Swift's own `description` of the `Double`.
///
/// - Parameter value: The number to format.
/// - Returns: The number as text, without any Foundation formatting.
public func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let thousandths = (value.magnitude * 1000).rounded(.toNearestOrAwayFromZero)
    // Beyond 2^53 thousandths are no longer exact integers in a Double.
    guard thousandths < 9.0e15 else { return String(value) }
    let n = Int64(thousandths)
    let whole = n / 1000
    var fraction = n % 1000
    var text = (value < 0 && n != 0 ? "-" : "") + String(whole)
    if fraction != 0 {
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
}
