import Testing
import Geometry

@Suite("Rect")
struct RectTests {
    let frame = Rect(x: 16, y: 40.5, width: 343, height: 607.25)

    @Test func edges() {
        #expect(frame.minX == 16)
        #expect(frame.midX == 187.5)
        #expect(frame.maxX == 359)
        #expect(frame.minY == 40.5)
        #expect(frame.midY == 344.125)
        #expect(frame.maxY == 647.75)
        #expect(Rect.zero == Rect(origin: .zero, size: .zero))
        #expect(frame.origin == Point(x: 16, y: 40.5))
        #expect(frame.size == Size(width: 343, height: 607.25))
    }

    @Test("a negative size reads as its standardized rectangle")
    func negativeSize() {
        let flipped = Rect(x: 10, y: 5, width: -4.5, height: -6.25)
        #expect(flipped.minX == 5.5)
        #expect(flipped.maxX == 10)
        #expect(flipped.midX == 7.75)
        #expect(flipped.minY == -1.25)
        #expect(flipped.maxY == 5)
        #expect(flipped.standardized == Rect(x: 5.5, y: -1.25, width: 4.5, height: 6.25))
        #expect(flipped.description == "{{10, 5}, {-4.5, -6.25}}")
    }

    @Test func offsetBy() {
        #expect(frame.offsetBy(dx: 3.5, dy: -7.25) == Rect(x: 19.5, y: 33.25, width: 343, height: 607.25))
    }

    @Test func insetBy() {
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        let insets = EdgeInsets(top: 20, left: 16, bottom: 34, right: 8.5)
        #expect(screen.insetBy(insets) == Rect(x: 16, y: 20, width: 350.5, height: 613))
        #expect(screen.insetBy(.zero) == screen)
        #expect(screen.insetBy(EdgeInsets(all: -2)) == Rect(x: -2, y: -2, width: 379, height: 671))
        // Not clamped, as in UIKit.
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).insetBy(EdgeInsets(all: 6)).size
            == Size(width: -2, height: -2))
    }

    @Test("contains is half-open: min edges in, max edges out")
    func containsPoint() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 39.999, y: 59.999)))
        #expect(rect.contains(Point(x: 25, y: 30)))
        #expect(!rect.contains(Point(x: 40, y: 30)))
        #expect(!rect.contains(Point(x: 25, y: 60)))
        #expect(!rect.contains(Point(x: 9.999, y: 30)))
        #expect(!rect.contains(Point(x: 25, y: 19.999)))
        #expect(!Rect(x: 5, y: 5, width: 0, height: 10).contains(Point(x: 5, y: 6)))
        #expect(Rect(x: 10, y: 20, width: -5, height: -5).contains(Point(x: 6, y: 16)))
    }

    @Test func intersects() {
        let a = Rect(x: 0, y: 0, width: 33.5, height: 20)
        #expect(a.intersects(Rect(x: 33, y: 19, width: 10, height: 10)))
        #expect(Rect(x: 33, y: 19, width: 10, height: 10).intersects(a))
        #expect(a.intersects(Rect(x: 5, y: 5, width: 2, height: 2)))   // inside
        #expect(!a.intersects(Rect(x: 33.5, y: 0, width: 10, height: 20)))   // shares the right edge
        #expect(!a.intersects(Rect(x: 0, y: 20, width: 33.5, height: 5)))    // shares the bottom edge
        #expect(!a.intersects(Rect(x: 33.5, y: 20, width: 1, height: 1)))    // shares a corner
        #expect(!a.intersects(Rect(x: 50, y: 5, width: 1, height: 1)))
        #expect(!a.intersects(Rect(x: 5, y: 5, width: 0, height: 3)))        // empty
    }

    @Test func union() {
        let a = Rect(x: 10, y: -5.5, width: 20, height: 10)
        let b = Rect(x: -3.25, y: 2, width: 5, height: 30.75)
        let expected = Rect(x: -3.25, y: -5.5, width: 33.25, height: 38.25)
        #expect(a.union(b) == expected)
        #expect(b.union(a) == expected)
        #expect(a.union(a) == a)
        #expect(a.union(.zero) == Rect(x: 0, y: -5.5, width: 30, height: 10))
    }

    @Test("snapped keeps adjacent rectangles touching (@2x)")
    func snappedKeepsAdjacency() {
        let first = Rect(x: 0, y: 10.2, width: 33.3333, height: 20.25)
        let second = Rect(x: 33.3333, y: 10.2, width: 66.6667 - 33.3333, height: 20.25)
        #expect(first.maxX == second.minX)
        let a = first.snapped(scale: 2)
        let b = second.snapped(scale: 2)
        #expect(a.maxX == b.minX)
        #expect(a == Rect(x: 0, y: 10, width: 33.5, height: 20.5))
        #expect(b == Rect(x: 33.5, y: 10, width: 33, height: 20.5))
    }

    @Test("snapped keeps adjacency on the vertical axis too (@3x)")
    func snappedKeepsVerticalAdjacency() {
        let top = Rect(x: 8.1, y: 0, width: 100, height: 33.3333)
        let bottom = Rect(x: 8.1, y: 33.3333, width: 100, height: 66.6667 - 33.3333)
        let a = top.snapped(scale: 3)
        let b = bottom.snapped(scale: 3)
        #expect(a.maxY == b.minY)
        // 33.3333 * 3 = 99.9999 -> 100 px; 66.6667 * 3 = 200.0001 -> 200 px.
        #expect(a.maxY == 100.0 / 3)
        #expect(b.maxY == 200.0 / 3)
        #expect(a.minX == 24.0 / 3)   // 8.1 * 3 = 24.3 -> 24 px
    }

    @Test("three equal thirds of 100 on @2x share the remainder by edges")
    func thirdsShareTheRemainder() {
        let width = 100.0 / 3
        let views = (0..<3).map { Rect(x: Double($0) * width, y: 0, width: width, height: 44) }
        let snapped = views.map { $0.snapped(scale: 2) }
        #expect(snapped.map(\.size.width) == [33.5, 33, 33.5])
        #expect(snapped.map(\.minX) == [0, 33.5, 66.5])
        #expect(snapped[2].maxX == 100)
        for (left, right) in zip(snapped, snapped.dropFirst()) {
            #expect(left.maxX == right.minX)
        }
    }

    @Test func snappedAtThreeAndOne() {
        let rect = Rect(x: 10.1, y: 20.2, width: 100.15, height: 50.05)
        let at3 = rect.snapped(scale: 3)
        // x: 30.3 -> 30 px; maxX 110.25: 330.75 -> 331 px; y: 60.6 -> 61 px; maxY 70.25: 210.75 -> 211 px.
        #expect(at3.minX == 10)
        #expect(approximatelyEqual(at3.maxX, 331.0 / 3))
        #expect(approximatelyEqual(at3.size.width, 301.0 / 3))
        #expect(approximatelyEqual(at3.minY, 61.0 / 3))
        #expect(approximatelyEqual(at3.size.height, 50))
        #expect(at3.description == "{{10, 20.333}, {100.333, 50}}")
        #expect(rect.snapped(scale: 1) == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(Rect(x: -950.25, y: -0.2, width: 0.5, height: 0.1).snapped(scale: 2)
            == Rect(x: -950.5, y: 0, width: 0.5, height: 0))
    }

    @Test func approximateEquality() {
        let a = Rect(x: 0.1 + 0.2, y: 1, width: 2, height: 3)
        #expect(a != Rect(x: 0.3, y: 1, width: 2, height: 3))
        #expect(a.isApproximatelyEqual(to: Rect(x: 0.3, y: 1, width: 2, height: 3)))
        #expect(!a.isApproximatelyEqual(to: Rect(x: 0.3, y: 1, width: 2.001, height: 3)))
        #expect(a.isApproximatelyEqual(to: Rect(x: 0.3, y: 1, width: 2.001, height: 3), tolerance: 0.01))
        #expect(!a.isApproximatelyEqual(to: Rect(x: 0.3, y: 1.5, width: 2, height: 3), tolerance: 0.01))
    }

    @Test func hashable() {
        let set: Set<Rect> = [frame, frame.offsetBy(dx: 0, dy: 0), .zero, frame.offsetBy(dx: 1, dy: 0)]
        #expect(set.count == 3)
        let names: [Rect: String] = [frame: "frame", .zero: "zero"]
        #expect(names[Rect(x: 16, y: 40.5, width: 343, height: 607.25)] == "frame")
    }
}
