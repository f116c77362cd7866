import Testing
import Geometry

@Suite("EdgeInsets")
struct EdgeInsetsTests {
    @Test func storedInUIKitOrder() {
        let insets = EdgeInsets(top: 1.5, left: 2.25, bottom: 3, right: 4.125)
        #expect(insets.top == 1.5)
        #expect(insets.left == 2.25)
        #expect(insets.bottom == 3)
        #expect(insets.right == 4.125)
        #expect(insets.horizontal == 6.375)
        #expect(insets.vertical == 4.5)
    }

    @Test func zeroAndAll() {
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(EdgeInsets.zero.horizontal == 0)
        let all = EdgeInsets(all: 7.5)
        #expect(all == EdgeInsets(top: 7.5, left: 7.5, bottom: 7.5, right: 7.5))
        #expect(all.horizontal == 15)
        #expect(all.vertical == 15)
        #expect(Set([all, EdgeInsets(all: 7.5), .zero]).count == 2)
    }
}

@Suite("approximatelyEqual")
struct ApproximateTests {
    @Test func defaultTolerance() {
        #expect(0.1 + 0.2 != 0.3)
        #expect(approximatelyEqual(0.1 + 0.2, 0.3))
        #expect(approximatelyEqual(950.25, 950.25 + 5e-10))
        #expect(!approximatelyEqual(950.25, 950.25 + 1e-8))
        #expect(!approximatelyEqual(1, 1.00001))
        #expect(approximatelyEqual(-2.5, -2.5))
    }

    @Test func customTolerance() {
        #expect(approximatelyEqual(173.333, 520.0 / 3, tolerance: 0.001))
        #expect(!approximatelyEqual(173.33, 520.0 / 3, tolerance: 0.001))
        #expect(approximatelyEqual(10, 10.5, tolerance: 0.5))
    }

    @Test func nonFinite() {
        #expect(approximatelyEqual(.infinity, .infinity))
        #expect(!approximatelyEqual(.infinity, -.infinity))
        #expect(!approximatelyEqual(.nan, .nan))
        #expect(!approximatelyEqual(.nan, 0, tolerance: .infinity))
    }

    @Test func pointAndSize() {
        #expect(Point(x: 0.1 + 0.2, y: 1).isApproximatelyEqual(to: Point(x: 0.3, y: 1)))
        #expect(!Point(x: 0.3, y: 1).isApproximatelyEqual(to: Point(x: 0.3, y: 1.01)))
        #expect(Size(width: 0.7 * 3, height: 4).isApproximatelyEqual(to: Size(width: 2.1, height: 4)))
        #expect(!Size(width: 2.1, height: 4).isApproximatelyEqual(to: Size(width: 2.1, height: 4.001)))
    }
}
