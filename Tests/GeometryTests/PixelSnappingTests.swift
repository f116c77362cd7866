import Testing
import Geometry

@Suite("Pixel snapping")
struct PixelSnappingTests {
    @Test("@1x snaps to whole points, halves away from zero", arguments: [
        (10.5, 11.0),
        (10.49, 10.0),
        (10.51, 11.0),
        (-10.5, -11.0),
        (-10.49, -10.0),
        (0.4, 0.0),
        (374.6, 375.0),
        (7.0, 7.0),
    ])
    func scale1(value: Double, expected: Double) {
        #expect(snapToPixel(value, scale: 1) == expected)
    }

    @Test("@2x snaps to halves (UIKit's cases)", arguments: [
        (950.25, 950.5),
        (950.2, 950.0),
        (173.25, 173.5),
        (950.26, 950.5),
        (950.74, 950.5),
        (950.75, 951.0),
        (33.5, 33.5),
        (-950.25, -950.5),
        (-950.2, -950.0),
        (-173.25, -173.5),
        (-0.75, -1.0),
    ])
    func scale2(value: Double, expected: Double) {
        #expect(snapToPixel(value, scale: 2) == expected)
    }

    @Test("@3x snaps to thirds (UIKit's cases)", arguments: [
        (173.25, 520.0),   // 519.75 px -> 520 px = 173.333…
        (173.5, 521.0),    // 520.5 px, a tie -> 521 px = 173.666…
        (173.1, 519.0),    // 519.3 px -> 519 px = 173
        (10.1, 30.0),
        (-173.25, -520.0),
        (-173.5, -521.0),
        (100.0 / 3.0, 100.0),
    ])
    func scale3(value: Double, expectedPixels: Double) {
        let snapped = snapToPixel(value, scale: 3)
        #expect(snapped == expectedPixels / 3)
        #expect(approximatelyEqual(snapped * 3, expectedPixels))
    }

    @Test func scale3CitedValuesInDecimal() {
        #expect(approximatelyEqual(snapToPixel(173.25, scale: 3), 173.333_333_333_333))
        #expect(approximatelyEqual(snapToPixel(173.5, scale: 3), 173.666_666_666_667))
        #expect(formatNumber(snapToPixel(173.5, scale: 3)) == "173.667")
    }

    @Test("binary noise around a tie snaps like the tie itself")
    func binaryNoise() {
        #expect(snapToPixel(950.2500000001, scale: 2) == 950.5)
        #expect(snapToPixel(950.2499999999, scale: 2) == 950.5)
        #expect(snapToPixel(-950.2499999999, scale: 2) == -950.5)
        #expect(snapToPixel(173.4999999999, scale: 3) == 521.0 / 3)
        // 0.1 + 0.2 style arithmetic: 1.4 - 0.9 is 0.4999999999999999.
        let belowHalf = 1.4 - 0.9
        #expect(belowHalf < 0.5)
        #expect(snapToPixel(belowHalf, scale: 1) == 1.0)
        #expect(snapToPixel(belowHalf / 2, scale: 2) == 0.5)
        #expect(snapToPixel(-belowHalf, scale: 1) == -1.0)
        let aboveHalf = 3 * 0.1 * 5   // 1.5000000000000002
        #expect(snapToPixel(aboveHalf, scale: 1) == 2.0)
        // The solver's noise after incremental edits (the exactness
        // property test's seed 694965265, a centred label at 64.25).
        #expect(snapToPixel(64.24999999898915, scale: 2) == 64.5)
        #expect(snapToPixel(64.25000000003436, scale: 2) == 64.5)
        #expect(snapToPixel(620.4999999919131, scale: 2) == 620.5)
        // Genuinely off the tie by more than noise still rounds normally
        // (here 2e-4 px; a ratio p/q lies at least 1/(2q) px from a tie).
        #expect(snapToPixel(950.2499, scale: 2) == 950.0)
        #expect(snapToPixel(950.249_99, scale: 2) == 950.0)
    }

    @Test func neverNegativeZero() {
        let snapped = snapToPixel(-0.2, scale: 2)
        #expect(snapped == 0)
        #expect(snapped.sign == .plus)
        #expect(snapToPixel(-0.0, scale: 3).sign == .plus)
    }

    @Test func largeAndNonFiniteValues() {
        #expect(snapToPixel(10_000_000.25, scale: 2) == 10_000_000.5)
        #expect(snapToPixel(10_000_000.2, scale: 2) == 10_000_000)
        #expect(snapToPixel(.infinity, scale: 2) == .infinity)
        #expect(snapToPixel(.nan, scale: 2).isNaN)
    }

    @Test func pointSnapping() {
        #expect(Point(x: 950.25, y: -173.25).snapped(scale: 2) == Point(x: 950.5, y: -173.5))
    }

    /// The rounding snapping uses (no call into the C library) is the
    /// standard library's `.toNearestOrAwayFromZero`, bit for bit: at the
    /// ties and just beside them, at zero of either sign, near 2⁵² and 2⁶³,
    /// at infinities and NaN, and at random values of every magnitude.
    @Test func roundingIsTheStandardLibrarys() {
        let beside = [0.5, 1.5, 2.5, 4503599627370495.5, 0.49999999999999994, 1e15 + 0.5]
        var values: [Double] = [0, -0.0, 0.3, -0.3, 0.7, -0.7, 4503599627370496, 4503599627370497,
                                9.3e18, -9.3e18, 1e300, .infinity, -.infinity, .leastNonzeroMagnitude]
        for b in beside {
            for v in [b, b.nextUp, b.nextDown] { values += [v, -v] }
        }
        var g = SystemRandomNumberGenerator()
        for _ in 0..<25_000 {
            let v = Double(bitPattern: g.next())
            values.append(v)
            // Magnitudes a layout produces, in halves, thirds and noise.
            let m = Double.random(in: -1e7...1e7, using: &g)
            values += [m, (m * 2).rounded() / 2, (m * 3).rounded() / 3 * 3 + 0.5]
        }
        for v in values {
            let want = v.rounded(.toNearestOrAwayFromZero), got = roundedHalfAwayFromZero(v)
            #expect(want.bitPattern == got.bitPattern || (want.isNaN && got.isNaN), "\(v)")
        }
        #expect(roundedHalfAwayFromZero(.nan).isNaN)
    }
}
