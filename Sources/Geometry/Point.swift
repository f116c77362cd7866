/// A location in a two-dimensional coordinate system, like `CGPoint`.
///
/// Coordinates follow UIKit: x grows to the right and y grows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from its coordinate along `axis` and across it.
    ///
    /// `Point(axis: .vertical, along: 3, across: 5)` is `Point(x: 5, y: 3)`.
    ///
    /// - Parameters:
    ///   - axis: The axis that `along` is measured on.
    ///   - along: The coordinate on `axis`.
    ///   - across: The coordinate on `axis.other`.
    public init(axis: Axis, along: Double, across: Double) {
        switch axis {
        case .horizontal: self.init(x: along, y: across)
        case .vertical: self.init(x: across, y: along)
        }
    }

    /// The origin, `{0, 0}`.
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate on `axis`: `x` for `.horizontal`, `y` for `.vertical`.
    public func coordinate(_ axis: Axis) -> Double {
        switch axis {
        case .horizontal: return x
        case .vertical: return y
        }
    }

    /// Sets the coordinate on `axis`, leaving the other one unchanged.
    public mutating func setCoordinate(_ value: Double, for axis: Axis) {
        switch axis {
        case .horizontal: x = value
        case .vertical: y = value
        }
    }

    /// The point moved by `dx` horizontally and `dy` vertically.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The point with both coordinates on the pixel grid of `scale`.
    ///
    /// Each coordinate is snapped with ``snapToPixel(_:scale:)``.
    public func snapped(scale: Double) -> Point {
        Point(x: snapToPixel(x, scale: scale), y: snapToPixel(y, scale: scale))
    }

    /// Whether both coordinates are within `tolerance` of `other`'s.
    ///
    /// See ``approximatelyEqual(_:_:tolerance:)``.
    public func isApproximatelyEqual(to other: Point, tolerance: Double = 1e-9) -> Bool {
        approximatelyEqual(x, other.x, tolerance: tolerance)
            && approximatelyEqual(y, other.y, tolerance: tolerance)
    }

    /// The point as `NSStringFromCGPoint` shows it: `"{x, y}"`.
    ///
    /// Numbers are formatted with ``formatNumber(_:)``, e.g. `"{16, 20.333}"`.
    public var description: String {
        var text = NumberText()
        text.appendPair(x, y)
        return text.string
    }
}
