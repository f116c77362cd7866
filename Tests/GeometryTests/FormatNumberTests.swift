import Testing
import Geometry

@Suite("formatNumber and descriptions")
struct FormatNumberTests {
    @Test("the cases cited from NSStringFromCGRect", arguments: [
        (20.333333, "20.333"),
        (0.5, "0.5"),
        (-0.0, "0"),
        (1e-7, "0"),
        (375.0, "375"),
        (-12.25, "-12.25"),
    ])
    func citedCases(value: Double, expected: String) {
        #expect(formatNumber(value) == expected)
    }

    @Test("rounding to three decimals, half away from zero", arguments: [
        (2.0 / 3.0, "0.667"),
        (-2.0 / 3.0, "-0.667"),
        (521.0 / 3.0, "173.667"),
        (0.0005, "0.001"),
        (-0.0005, "-0.001"),
        (0.0004, "0"),
        (-1e-7, "0"),
        (-0.0004, "0"),
        (1.9996, "2"),
        (-1.9996, "-2"),
        (2.0004, "2"),
        (12.3456, "12.346"),
    ])
    func rounding(value: Double, expected: String) {
        #expect(formatNumber(value) == expected)
    }

    @Test("trailing zeros are dropped, leading zeros of the fraction kept", arguments: [
        (12.340, "12.34"),
        (100.1, "100.1"),
        (0.05, "0.05"),
        (0.007, "0.007"),
        (-0.01, "-0.01"),
        (1.0, "1"),
        (-375.0, "-375"),
        (0.0, "0"),
        (1_000_000.0, "1000000"),
        (8_999_999_999.125, "8999999999.125"),
    ])
    func trailingZeros(value: Double, expected: String) {
        #expect(formatNumber(value) == expected)
    }

    @Test func nonFiniteAndHugeValues() {
        #expect(formatNumber(.nan) == "nan")
        #expect(formatNumber(.infinity) == "inf")
        #expect(formatNumber(-.infinity) == "-inf")
        #expect(formatNumber(1e20) == String(1e20))
        #expect(formatNumber(-1e20) == String(-1e20))
    }

    @Test func rectDescription() {
        #expect(Rect(x: 16, y: 40, width: 343, height: 607).description == "{{16, 40}, {343, 607}}")
        #expect(Rect(x: 0.5, y: -12.25, width: 20.333333, height: 1e-7).description
            == "{{0.5, -12.25}, {20.333, 0}}")
        #expect(Rect.zero.description == "{{0, 0}, {0, 0}}")
        let rect = Rect(x: -0.0, y: 173.5, width: 1.0 / 3.0, height: 2)
        #expect("\(rect)" == "{{0, 173.5}, {0.333, 2}}")
    }

    @Test func sizePointAndInsetsDescriptions() {
        #expect(Size(width: 343, height: 20.5).description == "{343, 20.5}")
        #expect(Size(width: -4.125, height: 0).description == "{-4.125, 0}")
        #expect(Point(x: 16, y: 20.333333).description == "{16, 20.333}")
        #expect(Point(x: -0.75, y: 1e-9).description == "{-0.75, 0}")
        #expect(EdgeInsets(top: 20, left: 16.5, bottom: 0, right: 8.125).description
            == "{20, 16.5, 0, 8.125}")
        #expect(EdgeInsets(all: -3.25).description == "{-3.25, -3.25, -3.25, -3.25}")
    }

    /// The definition the formatter implements, written the plain way
    /// (strings built by interpolation): the formatter writes bytes into a
    /// buffer for speed and must give the same text.
    static func reference(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let thousandths = (value.magnitude * 1000).rounded(.toNearestOrAwayFromZero)
        guard thousandths < 9.0e15 else { return String(value) }
        let n = Int64(thousandths)
        var text = (value < 0 && n != 0 ? "-" : "") + String(n / 1000)
        var fraction = n % 1000, digits = 3
        if fraction != 0 {
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let f = String(fraction)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return text
    }

    @Test("random numbers and rects format as the plain definition does")
    func matchesTheDefinition() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func value() -> Double {
            let scales: [Double] = [1, 0.001, 0.5, 1.0 / 3.0, 1e-4, 1e6, 1e9, 1e12, 9e12, 1e15, 1e300]
            let sign: Double = next() % 2 == 0 ? 1 : -1
            let whole = Double(next() % 100_000)
            switch next() % 4 {
            case 0: return sign * whole
            case 1: return sign * whole * scales[Int(next() % UInt64(scales.count))]
            case 2: return Double(bitPattern: next())  // any: tiny, huge, nan, inf
            default: return sign * (whole + Double(next() % 2000) / 2000)
            }
        }
        for _ in 0..<20_000 {
            let v = value()
            #expect(formatNumber(v) == Self.reference(v), "\(v.bitPattern)")
        }
        for _ in 0..<2_000 {
            let (a, b, c, d) = (value(), value(), value(), value())
            let want = "{{\(Self.reference(a)), \(Self.reference(b))}, {\(Self.reference(c)), \(Self.reference(d))}}"
            #expect(Rect(x: a, y: b, width: c, height: d).description == want)
            #expect(Point(x: a, y: b).description == "{\(Self.reference(a)), \(Self.reference(b))}")
            #expect(Size(width: c, height: d).description == "{\(Self.reference(c)), \(Self.reference(d))}")
        }
    }

    /// The bytes a timeline table writes numbers as are formatNumber's,
    /// for every kind of value (signs, roundings, zeros in the fraction,
    /// large and non-finite values), appended after what is there.
    @Test("appendFormattedNumber writes formatNumber's text")
    func appendedBytes() {
        var values: [Double] = [0, -0.0, 1e-7, -1e-7, 0.0005, -0.0005, 0.05, 0.007, 100.1, 12.3456, 1.9996, -1.9996,
                                375, 1e12, 9e12, 1e16, -3e300, .nan, .infinity, -.infinity, 0.1 + 0.2]
        var x: UInt64 = 0x1234_5678
        for _ in 0..<2_000 {
            x = x &* 6364136223846793005 &+ 1442695040888963407
            let mantissa = Double(x >> 11) / Double(1 << 53)
            values.append((mantissa - 0.5) * [0.001, 0.01, 0.1, 1, 10, 100, 1000, 1e4, 1e6, 1e9, 1e13][Int(x % 11)])
        }
        for value in values {
            var bytes: [UInt8] = Array("x=".utf8)
            appendFormattedNumber(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x=" + formatNumber(value), "\(value)")
        }
    }
}
