/// One of the two layout axes.
///
/// Layout code that works along "the stack's axis" and "the cross axis" is
/// written once against `Axis` and the axis-relative accessors of ``Point``,
/// ``Size``, ``Rect`` and ``EdgeInsets`` (the LayoutKit / Yoga habit), instead
/// of being duplicated for x and y.
///
/// ```swift
/// let axis: Axis = .vertical
/// let frame = Rect(axis: axis, alongMin: 40, alongLength: 120,
///                  acrossMin: 16, acrossLength: 343)
/// frame.min(axis)           // 40, the minY
/// frame.length(axis.other)  // 343, the width
/// ```
public enum Axis: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The x axis: left to right.
    case horizontal
    /// The y axis: top to bottom (UIKit's flipped coordinates).
    case vertical

    /// The cross axis: `.vertical` for `.horizontal` and vice versa.
    public var other: Axis {
        switch self {
        case .horizontal: return .vertical
        case .vertical: return .horizontal
        }
    }

    /// `"horizontal"` or `"vertical"`, as UIKit spells the axis.
    public var description: String {
        switch self {
        case .horizontal: return "horizontal"
        case .vertical: return "vertical"
        }
    }
}
