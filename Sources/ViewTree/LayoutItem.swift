import ConstraintSolver
import Geometry

/// `NSLayoutConstraint.Attribute`: the edges, sizes, centres and baselines a
/// constraint can relate. StackLab lays out left-to-right, so `leading` is
/// `left` and `trailing` is `right`.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case leading, trailing, left, right, top, bottom, width, height, centerX, centerY
    case firstBaseline, lastBaseline

    /// The axis the attribute measures along.
    public var axis: Axis {
        switch self {
        case .leading, .trailing, .left, .right, .width, .centerX: return .horizontal
        default: return .vertical
        }
    }

    /// Width and height are sizes; everything else is a position.
    public var isDimension: Bool { self == .width || self == .height }
}

/// The four variables UIKit's engine keeps for every view and layout guide
/// (`minX`, `minY`, `boundsWidth`, `boundsHeight`). StackLab keeps them in
/// root-view coordinates, so constraints across the hierarchy need no
/// conversion; frames are converted back to superview coordinates when read.
struct ItemVariables: Equatable {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
}

/// Something constraints can refer to: a ``View`` or a ``LayoutGuide``
/// (`UILayoutGuide`). Identity is the object.
open class LayoutItem {
    /// The name used in constraint descriptions, dumps and the REPL.
    public internal(set) var name: String
    /// The solver variables, made by the window the first time the item takes
    /// part in a layout pass.
    var variables: ItemVariables?

    init(name: String) { self.name = name }

    // MARK: Anchors (UIKit's anchor API)

    public var leadingAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .right) }
    public var topAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .width) }
    public var heightAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .height) }
    public var centerXAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .lastBaseline) }

    /// The view whose hierarchy the item belongs to (itself for a view, the
    /// owning view for a guide).
    var hostView: View? { nil }

    /// The view whose hierarchy the item belongs to, for other targets.
    public var hierarchyView: View? { hostView }

    /// Distances of the first and last baselines from the item's top edge,
    /// or nil when it has none (UIKit then uses the bottom edge).
    func baselineOffsets(height: Double) -> (first: Double, last: Double)? { nil }

    /// The attribute as a linear expression over the item's variables.
    func expression(_ attribute: LayoutAttribute, _ v: ItemVariables) -> LinearExpression {
        switch attribute {
        case .leading, .left: return LinearExpression(v.minX)
        case .trailing, .right: return v.minX + v.width
        case .top: return LinearExpression(v.minY)
        case .bottom: return v.minY + v.height
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return v.minX + v.width * 0.5
        case .centerY: return v.minY + v.height * 0.5
        case .firstBaseline, .lastBaseline:
            // Baselines sit at fixed distances from the top (first) or the
            // bottom (last) of a text view's intrinsic height.
            guard let view = self as? View, let ics = Optional(view.intrinsicContentSize),
                ics.height != noIntrinsicMetric, let offsets = baselineOffsets(height: ics.height)
            else { return v.minY + v.height }
            if attribute == .firstBaseline { return v.minY + offsets.first }
            return v.minY + v.height - (ics.height - offsets.last)
        }
    }
}

/// `NSLayoutAnchor`: one attribute of one item, with UIKit's constraint
/// factory methods. The constraints they make are inactive until activated.
public struct LayoutAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    public func constraint(equalTo other: LayoutAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, other.item, other.attribute, multiplier: multiplier, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(item, attribute, .greaterThanOrEqual, other.item, other.attribute, multiplier: multiplier, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: LayoutAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(item, attribute, .lessThanOrEqual, other.item, other.attribute, multiplier: multiplier, constant: constant)
    }
    public func constraint(equalToConstant c: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, nil, nil, constant: c)
    }
    public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterThanOrEqual, nil, nil, constant: c)
    }
    public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .lessThanOrEqual, nil, nil, constant: c)
    }
}
