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
    var text = NumberText()
    text.append(value)
    return text.string
}

/// Appends `value` as ``formatNumber(_:)`` writes it (always ASCII) to
/// `bytes`, with no `String` made: a table of thousands of numbers writes
/// them straight into its lines.
public func appendFormattedNumber(_ value: Double, to bytes: inout [UInt8]) {
    appendNumber(value, to: &bytes)
}

/// Where a formatted number is written: a byte array, or a change
/// report's fixed buffer (``NumberText``).
protocol ASCIIBytes {
    /// One ASCII byte.
    mutating func append(_ byte: UInt8)
    /// `value` in decimal, zero-padded to at least `width` digits.
    mutating func appendDigits(_ value: UInt64, width: Int)
}

/// `value` as ``formatNumber(_:)`` writes it, appended to `out`: the one
/// place the format is written.
func appendNumber<Out: ASCIIBytes>(_ value: Double, to out: inout Out) {
    func put(_ text: some StringProtocol) { for b in text.utf8 { out.append(b) } }
    if value.isNaN { return put("nan") }
    if value.isInfinite { return put(value < 0 ? "-inf" : "inf") }
    let thousandths = (value.magnitude * 1000).rounded(.toNearestOrAwayFromZero)
    // Beyond 2^53 thousandths are no longer exact integers in a Double.
    guard thousandths < 9.0e15 else { return put(String(value)) }
    let n = Int64(thousandths)
    if value < 0 && n != 0 { out.append(UInt8(ascii: "-")) }
    out.appendDigits(UInt64(n / 1000), width: 1)
    var fraction = n % 1000
    guard fraction != 0 else { return }
    var digits = 3
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    out.append(UInt8(ascii: "."))
    out.appendDigits(UInt64(fraction), width: digits)
}

extension Array: ASCIIBytes where Element == UInt8 {
    mutating func appendDigits(_ value: UInt64, width: Int) {
        var digits = 1, power: UInt64 = 10
        while digits < 20, value >= power {
            digits += 1
            power = power &* 10
        }
        digits = Swift.max(digits, width)
        let start = count
        append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var v = value
        var i = start + digits
        while i > start, v > 0 {
            i -= 1
            self[i] = UInt8(ascii: "0") + UInt8(v % 10)
            v /= 10
        }
    }
}

/// Text made of formatted numbers and ASCII punctuation, written into a
/// fixed buffer and turned into a `String` once (a change report formats
/// thousands of frames: one allocation each, no interpolation segments).
struct NumberText: ASCIIBytes {
    /// Room for four numbers of at most 24 bytes (`String(Double)`'s
    /// longest, `-1.7976931348623157e+308`) and their punctuation.
    private var bytes: (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    private var count = 0
    private static let capacity = 128

    /// One ASCII byte (punctuation).
    mutating func append(_ byte: UInt8) {
        precondition(count < Self.capacity)
        withUnsafeMutableBytes(of: &bytes) { $0[count] = byte }
        count += 1
    }

    /// ASCII punctuation.
    mutating func append(_ ascii: StaticString) {
        ascii.withUTF8Buffer { for b in $0 { append(b) } }
    }

    /// The number as ``formatNumber(_:)`` writes it.
    mutating func append(_ value: Double) {
        appendNumber(value, to: &self)
    }

    /// `{a, b}`, as `NSStringFromCGPoint` and `NSStringFromCGSize` show them.
    mutating func appendPair(_ a: Double, _ b: Double) {
        append(UInt8(ascii: "{"))
        append(a)
        append(", ")
        append(b)
        append(UInt8(ascii: "}"))
    }

    /// `value` in decimal, zero-padded to at least `width` digits.
    mutating func appendDigits(_ value: UInt64, width: Int) {
        var digits = 1, power: UInt64 = 10
        while digits < 20, value >= power {
            digits += 1
            power = power &* 10
        }
        digits = max(digits, width)
        precondition(count + digits <= Self.capacity)
        var v = value
        let end = count + digits
        withUnsafeMutableBytes(of: &bytes) { buffer in
            var i = end
            while i > count {
                i -= 1
                buffer[i] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
            }
        }
        count = end
    }

    var string: String {
        var copy = bytes
        return withUnsafeBytes(of: &copy) { String(decoding: $0.prefix(count), as: UTF8.self) }
    }
}
