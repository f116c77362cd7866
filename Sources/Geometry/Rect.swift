/// A rectangle given by its origin and size, like `CGRect`.
///
/// The edge accessors (``minX``, ``maxX``, ``minY``, ``maxY``) follow
/// CoreGraphics and read a rectangle with a negative width or height as its
/// standardized equivalent, so `minX <= maxX` always holds. The stored
/// ``origin`` and ``size`` are never changed behind your back: a frame that
/// layout computed with a negative width prints as such.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates when the size is not negative.
    public var origin: Point
    /// The width and height; either may be negative.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from the coordinates of its origin and its size.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates a rectangle from its extent along `axis` and across it.
    ///
    /// `Rect(axis: .vertical, alongMin: 40, alongLength: 20,
    /// acrossMin: 16, acrossLength: 343)` is
    /// `Rect(x: 16, y: 40, width: 343, height: 20)`.
    ///
    /// - Parameters:
    ///   - axis: The axis that the `along` values are measured on.
    ///   - alongMin: The origin's coordinate on `axis`.
    ///   - alongLength: The length on `axis`.
    ///   - acrossMin: The origin's coordinate on `axis.other`.
    ///   - acrossLength: The length on `axis.other`.
    public init(
        axis: Axis,
        alongMin: Double, alongLength: Double,
        acrossMin: Double, acrossLength: Double
    ) {
        self.init(
            origin: Point(axis: axis, along: alongMin, across: acrossMin),
            size: Size(axis: axis, along: alongLength, across: acrossLength)
        )
    }

    /// The rectangle at the origin with zero size, `{{0, 0}, {0, 0}}`.
    public static let zero = Rect(origin: .zero, size: .zero)

    // MARK: Edges

    /// The smallest x coordinate of the rectangle.
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The x coordinate of the rectangle's center.
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate of the rectangle.
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y coordinate of the rectangle.
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The y coordinate of the rectangle's center.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate of the rectangle.
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the rectangle has zero width or zero height.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    // MARK: Axis-relative accessors

    /// The smallest coordinate on `axis`: ``minX`` or ``minY``.
    public func min(_ axis: Axis) -> Double {
        switch axis {
        case .horizontal: return minX
        case .vertical: return minY
        }
    }

    /// The center coordinate on `axis`: ``midX`` or ``midY``.
    public func mid(_ axis: Axis) -> Double {
        switch axis {
        case .horizontal: return midX
        case .vertical: return midY
        }
    }

    /// The largest coordinate on `axis`: ``maxX`` or ``maxY``.
    public func max(_ axis: Axis) -> Double {
        switch axis {
        case .horizontal: return maxX
        case .vertical: return maxY
        }
    }

    /// The length on `axis`: `size.width` or `size.height`.
    ///
    /// This is the stored length, negative if the size is; use
    /// `max(axis) - min(axis)` for the standardized one.
    public func length(_ axis: Axis) -> Double {
        size.length(axis)
    }

    // MARK: Derived rectangles

    /// The rectangle moved by `dx` horizontally and `dy` vertically.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The rectangle shrunk by `insets`, like `UIEdgeInsetsInsetRect`.
    ///
    /// The origin moves by `left` and `top`; the width loses `left + right`
    /// and the height `top + bottom`. Negative insets grow the rectangle.
    /// The result is not clamped: insets larger than the rectangle give a
    /// negative size, as in UIKit.
    public func insetBy(_ insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.horizontal,
            height: size.height - insets.vertical
        )
    }

    /// Whether `point` lies in the rectangle, like `CGRectContainsPoint`.
    ///
    /// The test is half-open: the min edges belong to the rectangle and the
    /// max edges do not, so a point on the edge shared by two adjacent
    /// rectangles is in exactly one of them. An empty rectangle contains no
    /// point.
    public func contains(_ point: Point) -> Bool {
        minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
    }

    /// Whether the two rectangles overlap in an area of positive size.
    ///
    /// The interiors must overlap: rectangles that only share an edge or a
    /// corner do not intersect, and an empty rectangle (zero width or height)
    /// intersects nothing, not even a rectangle it lies in.
    public func intersects(_ other: Rect) -> Bool {
        guard !isEmpty, !other.isEmpty else { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle that contains both rectangles.
    ///
    /// The result is standardized. Unlike CoreGraphics there is no null
    /// rectangle: a zero-size rectangle still counts as a point to enclose.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX)
        let y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Pixel snapping

    /// The rectangle with its edges moved to the pixel grid of `scale`.
    ///
    /// Each edge is snapped on its own with ``snapToPixel(_:scale:)``: the
    /// left edge (`origin.x`), the right edge (`origin.x + size.width`), the
    /// top edge and the bottom edge. The size is then derived from the
    /// snapped edges, `width = snapped right - snapped left`, instead of
    /// being snapped itself.
    ///
    /// This is how a remainder is shared between views. Two views that touch
    /// before snapping (one's right edge is the other's left edge) have that
    /// edge snapped to the same pixel, so they still touch after it: no gap
    /// and no overlap. The price is that each edge goes to its nearest pixel,
    /// so the widths of adjacent equal views can differ by one pixel; for
    /// example three views of width 33.333 on @2x come out 33.5, 33 and 33.5
    /// wide.
    ///
    /// - Parameter scale: The number of pixels per point (1, 2 or 3 on iOS
    ///   devices). Must be positive.
    /// - Returns: A rectangle whose four edges lie on the pixel grid.
    @inlinable
    public func snapped(scale: Double) -> Rect {
        precondition(scale > 0 && scale.isFinite, "Rect.snapped: scale must be positive and finite, got \(scale)")
        let left = snapToPixel(origin.x, checkedScale: scale)
        let right = snapToPixel(origin.x + size.width, checkedScale: scale)
        let top = snapToPixel(origin.y, checkedScale: scale)
        let bottom = snapToPixel(origin.y + size.height, checkedScale: scale)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    // MARK: Comparison and printing

    /// Whether origin and size are each within `tolerance` of `other`'s.
    ///
    /// Compares the four stored numbers with
    /// ``approximatelyEqual(_:_:tolerance:)``.
    public func isApproximatelyEqual(to other: Rect, tolerance: Double = 1e-9) -> Bool {
        origin.isApproximatelyEqual(to: other.origin, tolerance: tolerance)
            && size.isApproximatelyEqual(to: other.size, tolerance: tolerance)
    }

    /// The rectangle as `NSStringFromCGRect` shows it: `"{{x, y}, {w, h}}"`.
    ///
    /// Numbers are formatted with ``formatNumber(_:)``, e.g.
    /// `"{{16, 40}, {343, 607}}"`.
    public var description: String {
        var text = NumberText()
        text.append(UInt8(ascii: "{"))
        text.appendPair(origin.x, origin.y)
        text.append(", ")
        text.appendPair(size.width, size.height)
        text.append(UInt8(ascii: "}"))
        return text.string
    }
}
