/// A layout guide of a view, as written after its name.
public enum LayoutGuideKind: String, Sendable, Equatable, CaseIterable {
    /// `NAME.margins`: layoutMarginsGuide.
    case margins
    /// `NAME.safeArea`: safeAreaLayoutGuide.
    case safeArea
    /// `NAME.content`: a scroll view's contentLayoutGuide.
    case content
    /// `NAME.frameGuide`: a scroll view's frameLayoutGuide.
    case frameGuide
}

/// An item constraints refer to: a view, `root`, or one of their guides.
public struct ItemReference: Sendable, Equatable, CustomStringConvertible {
    /// The view's name (`root` for the root view).
    public var name: String
    /// The guide, or nil for the view itself.
    public var guide: LayoutGuideKind?
    /// Where the view's name is written.
    public var nameLocation: SourceLocation
    /// Where the whole reference is written (`photo.margins`).
    public var location: SourceLocation

    /// Creates a reference.
    public init(name: String, guide: LayoutGuideKind? = nil, nameLocation: SourceLocation,
                location: SourceLocation) {
        self.name = name
        self.guide = guide
        self.nameLocation = nameLocation
        self.location = location
    }

    /// Whether this is the root view (or one of its guides).
    public var isRoot: Bool { name == "root" }

    /// `name` or `name.guide`.
    public var description: String { guide.map { "\(name).\($0.rawValue)" } ?? name }
}

/// A layout attribute, NSLayoutConstraint.Attribute's names.
public enum LayoutAttribute: String, Sendable, Equatable, CaseIterable {
    case leading, trailing, left, right, top, bottom, width, height, centerX, centerY
    case firstBaseline, lastBaseline

    /// The axis the attribute is measured on.
    public var isHorizontal: Bool {
        switch self {
        case .leading, .trailing, .left, .right, .width, .centerX: return true
        default: return false
        }
    }

    /// Whether it is a size (`width`, `height`) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether it is one of the direction-dependent `leading` / `trailing`.
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// Whether it is one of the absolute `left` / `right`.
    public var isAbsoluteHorizontal: Bool { self == .left || self == .right }
}

/// A constraint relation.
public enum Relation: String, Sendable, Equatable, CaseIterable {
    /// `==`
    case equal = "=="
    /// `<=`
    case lessThanOrEqual = "<="
    /// `>=`
    case greaterThanOrEqual = ">="
}

/// `ITEM.ATTR`: one side of a constraint.
public struct AnchorReference: Sendable, Equatable, CustomStringConvertible {
    /// The item.
    public var item: ItemReference
    /// The attribute.
    public var attribute: LayoutAttribute
    /// Where the attribute's name is written.
    public var attributeLocation: SourceLocation
    /// Where the whole `ITEM.ATTR` is written.
    public var location: SourceLocation

    /// Creates an anchor reference.
    public init(item: ItemReference, attribute: LayoutAttribute, attributeLocation: SourceLocation,
                location: SourceLocation) {
        self.item = item
        self.attribute = attribute
        self.attributeLocation = attributeLocation
        self.location = location
    }

    /// `item.attribute`, e.g. `root.safeArea.top`.
    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// The expression of `constrain`:
/// `first relation second * multiplier + constant @ priority`.
///
/// `constrain a.width == 100` has no `second`; the syntax allows a constant
/// only for `width` and `height`, and pairs only attributes UIKit pairs
/// (same axis, both sizes or both positions, no `leading` with `left`).
public struct ConstraintExpression: Sendable, Equatable, CustomStringConvertible {
    /// The left side.
    public var first: AnchorReference
    /// `==`, `<=` or `>=`.
    public var relation: Relation
    /// Where the relation is written.
    public var relationLocation: SourceLocation
    /// The right side's anchor (nil for a constant).
    public var second: AnchorReference?
    /// The multiplier (1 when not written).
    public var multiplier: Double
    /// Where the multiplier is written, if it is.
    public var multiplierLocation: SourceLocation?
    /// The constant (0 when not written; negative for `- C`).
    public var constant: Double
    /// Whether the constant is the system spacing (`+ standard`, Interface
    /// Builder's "Standard"; `constant` is then 0): UIKit's
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` and
    /// `…Below:` anchors. The layout decides its value.
    public var usesStandardSpacing: Bool
    /// Where the constant is written, if it is.
    public var constantLocation: SourceLocation?
    /// The priority, nil for required (1000).
    public var priority: Double?
    /// Where the priority is written, if it is.
    public var priorityLocation: SourceLocation?

    /// Creates an expression.
    public init(first: AnchorReference, relation: Relation, relationLocation: SourceLocation,
                second: AnchorReference? = nil, multiplier: Double = 1,
                multiplierLocation: SourceLocation? = nil, constant: Double = 0,
                constantLocation: SourceLocation? = nil, usesStandardSpacing: Bool = false,
                priority: Double? = nil, priorityLocation: SourceLocation? = nil) {
        self.first = first
        self.relation = relation
        self.relationLocation = relationLocation
        self.second = second
        self.multiplier = multiplier
        self.multiplierLocation = multiplierLocation
        self.constant = constant
        self.constantLocation = constantLocation
        self.usesStandardSpacing = usesStandardSpacing
        self.priority = priority
        self.priorityLocation = priorityLocation
    }

    /// A canonical spelling, e.g. `a.width == b.width * 0.5 + 8 @ 750`
    /// (numbers via Swift's `description`, `8.0` → `8`).
    public var description: String {
        var out = "\(first) \(relation.rawValue) "
        if let second {
            out += second.description
            if multiplier != 1 { out += " * \(formatted(multiplier))" }
            if usesStandardSpacing { out += " + standard" }
            if constant > 0 { out += " + \(formatted(constant))" }
            if constant < 0 { out += " - \(formatted(-constant))" }
        } else {
            out += formatted(constant)
        }
        if let priority { out += " @ \(formatted(priority))" }
        return out
    }
}

/// The priorities that have names, UILayoutPriority's constants, as
/// `constrain … @ NAME` writes them.
public enum NamedPriority: String, Sendable, Equatable, CaseIterable {
    /// `.required`, 1000.
    case required
    /// `.defaultHigh`, 750 (Interface Builder's "High").
    case high
    /// `.defaultLow`, 250 (Interface Builder's "Low").
    case low
    /// `.fittingSizeLevel`, 50.
    case fittingSize

    /// The priority's value.
    public var value: Double {
        switch self {
        case .required: return 1000
        case .high: return 750
        case .low: return 250
        case .fittingSize: return 50
        }
    }
}

/// A number without a trailing `.0`.
func formatted(_ value: Double) -> String {
    if abs(value) < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
    return String(value)
}

/// What `expect` checks: a view's geometry, one of its properties, its
/// ambiguity, or the scene's conflicts.
///
/// ```
/// expect photo.frame == {{16, 20}, {343, 565}} within 0.5
/// expect list.contentSize == {375, 1200}
/// expect star.hidden == true
/// expect photo.ambiguous == false
/// expect conflicts == 0
/// ```
public struct Expectation: Sendable, Equatable {
    /// The property checked.
    public enum Property: Sendable, Equatable {
        /// `NAME.frame == {{X, Y}, {W, H}}`: in the superview's coordinates.
        case frame
        /// `NAME.bounds == {{X, Y}, {W, H}}`: origin zero, or a scroll
        /// view's content offset.
        case bounds
        /// `NAME.screenFrame == {{X, Y}, {W, H}}`: in the root's coordinates.
        case screenFrame
        /// `NAME.startFrame == {{X, Y}, {W, H}}`: where the view moved from
        /// in the last animation (its first sample; its frame when it did not
        /// move), e.g. a star added inside `animate` flies in from zero.
        case startFrame
        /// `NAME.contentSize == {W, H}` (scroll views).
        case contentSize
        /// `NAME.ambiguous == true|false` (hasAmbiguousLayout).
        case ambiguous
        /// `conflicts == N`: how many constraints are broken; no view.
        case conflicts
        /// `NAME.PROP == VALUE` for a property `set` knows, by its name.
        case setting(String)

        /// The properties with a fixed meaning, as written after `NAME.`.
        public static let geometric: [Property] = [.frame, .bounds, .screenFrame, .startFrame, .contentSize, .ambiguous]

        /// The property as written: `frame`, `hidden`, `conflicts`.
        public var name: String {
            switch self {
            case .frame: return "frame"
            case .bounds: return "bounds"
            case .screenFrame: return "screenFrame"
            case .startFrame: return "startFrame"
            case .contentSize: return "contentSize"
            case .ambiguous: return "ambiguous"
            case .conflicts: return "conflicts"
            case .setting(let name): return name
            }
        }

        /// Whether the value is a rectangle `{{X, Y}, {W, H}}`.
        public var isRect: Bool { self == .frame || self == .bounds || self == .screenFrame || self == .startFrame }
    }

    /// The expected value.
    public enum Value: Sendable, Equatable {
        /// `{{X, Y}, {W, H}}`.
        case rect(x: Double, y: Double, width: Double, height: Double)
        /// `{W, H}`.
        case size(width: Double, height: Double)
        /// `true` / `false` (ambiguous).
        case bool(Bool)
        /// A whole number (conflicts).
        case count(Int)
        /// A property's value, typed as `set` types it.
        indirect case setting(ArgumentValue)
    }

    /// The view's name; nil for `conflicts`.
    public var subject: String?
    /// Where the view's name (or `conflicts`) is written.
    public var subjectLocation: SourceLocation
    /// The property.
    public var property: Property
    /// Where the property's name is written.
    public var propertyLocation: SourceLocation
    /// The expected value.
    public var expected: Value
    /// Where the expected value is written.
    public var expectedLocation: SourceLocation
    /// `within E`: how far each number may be from the expected one; nil
    /// when not written (then values must agree as printed, to 3 decimals).
    public var tolerance: Double?
    /// Where the tolerance is written, if it is.
    public var toleranceLocation: SourceLocation?

    /// Creates an expectation.
    public init(subject: String?, subjectLocation: SourceLocation, property: Property,
                propertyLocation: SourceLocation? = nil, expected: Value, expectedLocation: SourceLocation,
                tolerance: Double? = nil, toleranceLocation: SourceLocation? = nil) {
        self.subject = subject
        self.subjectLocation = subjectLocation
        self.property = property
        self.propertyLocation = propertyLocation ?? subjectLocation
        self.expected = expected
        self.expectedLocation = expectedLocation
        self.tolerance = tolerance
        self.toleranceLocation = toleranceLocation
    }
}

/// The argument of `device`.
public enum DeviceSpec: Sendable, Equatable {
    /// A named model, e.g. `iphone8`.
    case named(String)
    /// `WxH` or `WxH@Sx` (scale nil when not written).
    case custom(width: Double, height: Double, scale: Double?)
}
