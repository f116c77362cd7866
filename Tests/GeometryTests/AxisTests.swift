import Testing
import Geometry

@Suite("Axis-relative accessors")
struct AxisTests {
    @Test func otherAxis() {
        #expect(Axis.horizontal.other == .vertical)
        #expect(Axis.vertical.other == .horizontal)
        #expect(Axis.allCases.allSatisfy { $0.other.other == $0 })
        #expect(Axis.horizontal.description == "horizontal")
        #expect(Axis.vertical.description == "vertical")
    }

    @Test func pointCoordinates() {
        var point = Point(x: 16.5, y: -40.25)
        #expect(point.coordinate(.horizontal) == 16.5)
        #expect(point.coordinate(.vertical) == -40.25)
        #expect(Point(axis: .horizontal, along: 3, across: 5) == Point(x: 3, y: 5))
        #expect(Point(axis: .vertical, along: 3, across: 5) == Point(x: 5, y: 3))
        point.setCoordinate(7.75, for: .vertical)
        #expect(point == Point(x: 16.5, y: 7.75))
        point.setCoordinate(-1, for: .horizontal)
        #expect(point == Point(x: -1, y: 7.75))
    }

    @Test func sizeLengths() {
        var size = Size(width: 343, height: 20.5)
        #expect(size.length(.horizontal) == 343)
        #expect(size.length(.vertical) == 20.5)
        #expect(Size(axis: .horizontal, along: 44, across: 320) == Size(width: 44, height: 320))
        #expect(Size(axis: .vertical, along: 44, across: 320) == Size(width: 320, height: 44))
        size.setLength(12.125, for: .horizontal)
        #expect(size == Size(width: 12.125, height: 20.5))
        size.setLength(9, for: .vertical)
        #expect(size == Size(width: 12.125, height: 9))
    }

    @Test func rectOnBothAxes() {
        let rect = Rect(x: 16, y: 40.5, width: 343, height: 607.25)
        #expect(rect.min(.horizontal) == 16)
        #expect(rect.mid(.horizontal) == 187.5)
        #expect(rect.max(.horizontal) == 359)
        #expect(rect.length(.horizontal) == 343)
        #expect(rect.min(.vertical) == 40.5)
        #expect(rect.mid(.vertical) == 344.125)
        #expect(rect.max(.vertical) == 647.75)
        #expect(rect.length(.vertical) == 607.25)
    }

    @Test func rectFromAlongAndAcross() {
        let vertical = Rect(axis: .vertical, alongMin: 40, alongLength: 20.5, acrossMin: 16, acrossLength: 343)
        #expect(vertical == Rect(x: 16, y: 40, width: 343, height: 20.5))
        let horizontal = Rect(axis: .horizontal, alongMin: 40, alongLength: 20.5, acrossMin: 16, acrossLength: 343)
        #expect(horizontal == Rect(x: 40, y: 16, width: 20.5, height: 343))
    }

    @Test("decomposing along an axis and rebuilding is the identity", arguments: Axis.allCases)
    func roundTrip(axis: Axis) {
        let rect = Rect(x: -3.25, y: 17.5, width: 41, height: 9.75)
        let rebuilt = Rect(
            axis: axis,
            alongMin: rect.min(axis), alongLength: rect.length(axis),
            acrossMin: rect.min(axis.other), acrossLength: rect.length(axis.other)
        )
        #expect(rebuilt == rect)
        #expect(Point(axis: axis, along: rect.origin.coordinate(axis),
                      across: rect.origin.coordinate(axis.other)) == rect.origin)
        #expect(Size(axis: axis, along: rect.size.length(axis),
                     across: rect.size.length(axis.other)) == rect.size)
    }

    @Test func insetsOnBothAxes() {
        let insets = EdgeInsets(top: 20, left: 16.5, bottom: 34, right: 8.25)
        #expect(insets.minInset(.horizontal) == 16.5)
        #expect(insets.maxInset(.horizontal) == 8.25)
        #expect(insets.total(.horizontal) == 24.75)
        #expect(insets.minInset(.vertical) == 20)
        #expect(insets.maxInset(.vertical) == 34)
        #expect(insets.total(.vertical) == 54)
    }
}
