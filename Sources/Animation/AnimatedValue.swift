import Geometry

/// A property the ``Animator`` animates.
public enum AnimatedProperty: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A view's frame (a ``Rect``).
    case frame
    /// A view's alpha (a `Double`).
    case alpha
    /// A scroll view's content offset (a ``Point``).
    case contentOffset

    /// The property name as the command language spells it.
    public var description: String { rawValue }
}

/// A value of one of the ``AnimatedProperty`` kinds.
public enum AnimatedValue: Hashable, Sendable, CustomStringConvertible {
    /// A frame.
    case frame(Rect)
    /// An alpha.
    case alpha(Double)
    /// A content offset.
    case contentOffset(Point)

    /// Which property the value belongs to.
    public var property: AnimatedProperty {
        switch self {
        case .frame: return .frame
        case .alpha: return .alpha
        case .contentOffset: return .contentOffset
        }
    }

    /// The frame, if this is a frame.
    public var frame: Rect? { if case .frame(let r) = self { return r } else { return nil } }
    /// The alpha, if this is an alpha.
    public var alpha: Double? { if case .alpha(let a) = self { return a } else { return nil } }
    /// The content offset, if this is one.
    public var contentOffset: Point? { if case .contentOffset(let p) = self { return p } else { return nil } }

    /// The value at `progress` from `self` to `other` (see
    /// ``lerp(_:_:_:)-(Rect,Rect,Double)``). Both must be the same property;
    /// otherwise `other` is returned.
    public func interpolated(to other: AnimatedValue, progress: Double) -> AnimatedValue {
        switch (self, other) {
        case (.frame(let a), .frame(let b)): return .frame(lerp(a, b, progress))
        case (.alpha(let a), .alpha(let b)): return .alpha(lerp(a, b, progress))
        case (.contentOffset(let a), .contentOffset(let b)): return .contentOffset(lerp(a, b, progress))
        default: return other
        }
    }

    /// The value as UIKit prints it: a rect, a number or a point.
    public var description: String {
        switch self {
        case .frame(let r): return r.description
        case .alpha(let a): return formatNumber(a)
        case .contentOffset(let p): return p.description
        }
    }
}

/// One property of one view to animate from its old value to its new one.
public struct PropertyChange: Hashable, Sendable {
    /// The view or scroll view name.
    public var key: String
    /// The value before the change (the presentation value captured before
    /// the commands ran).
    public var from: AnimatedValue
    /// The value after the change (the model value after layout).
    public var to: AnimatedValue

    /// A change of any property; `from` and `to` must be the same property.
    public init(key: String, from: AnimatedValue, to: AnimatedValue) {
        self.key = key
        self.from = from
        self.to = to
    }

    /// A frame change.
    public static func frame(_ key: String, from: Rect, to: Rect) -> PropertyChange {
        PropertyChange(key: key, from: .frame(from), to: .frame(to))
    }

    /// An alpha change.
    public static func alpha(_ key: String, from: Double, to: Double) -> PropertyChange {
        PropertyChange(key: key, from: .alpha(from), to: .alpha(to))
    }

    /// A content-offset change.
    public static func contentOffset(_ key: String, from: Point, to: Point) -> PropertyChange {
        PropertyChange(key: key, from: .contentOffset(from), to: .contentOffset(to))
    }
}
