/// Distances to inset each edge of a rectangle by, like `UIEdgeInsets`.
///
/// The stored order is UIKit's: top, left, bottom, right. Positive values
/// shrink a rectangle (see ``Rect/insetBy(_:)``), negative values grow it.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: Double
    /// The inset of the left edge.
    public var left: Double
    /// The inset of the bottom edge.
    public var bottom: Double
    /// The inset of the right edge.
    public var right: Double

    /// Creates insets from the four edges, in UIKit's order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets with the same value on all four edges.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The horizontal insets together, `left + right`.
    public var horizontal: Double { left + right }

    /// The vertical insets together, `top + bottom`.
    public var vertical: Double { top + bottom }

    /// The inset at the low-coordinate end of `axis`: `left` or `top`.
    public func minInset(_ axis: Axis) -> Double {
        switch axis {
        case .horizontal: return left
        case .vertical: return top
        }
    }

    /// The inset at the high-coordinate end of `axis`: `right` or `bottom`.
    public func maxInset(_ axis: Axis) -> Double {
        switch axis {
        case .horizontal: return right
        case .vertical: return bottom
        }
    }

    /// The two insets on `axis` together: ``horizontal`` or ``vertical``.
    public func total(_ axis: Axis) -> Double {
        switch axis {
        case .horizontal: return horizontal
        case .vertical: return vertical
        }
    }

    /// The insets as `NSStringFromUIEdgeInsets` shows them:
    /// `"{top, left, bottom, right}"`.
    ///
    /// Numbers are formatted with ``formatNumber(_:)``, e.g. `"{20, 16, 0, 16}"`.
    public var description: String {
        "{\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right))}"
    }
}
