import Geometry

// The traits of a screen that layout reads: orientation, size classes and
// the display scale.

/// The interface orientation of a ``Screen``.
public enum Orientation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Taller than wide on every preset: the device's natural orientation.
    case portrait
    /// The device turned a quarter: width and height swap.
    case landscape

    /// The other orientation.
    public var toggled: Orientation {
        switch self {
        case .portrait: return .landscape
        case .landscape: return .portrait
        }
    }

    /// `"portrait"` or `"landscape"`.
    public var description: String { rawValue }
}

/// `UIUserInterfaceSizeClass` without `.unspecified`: a screen always has one.
public enum SizeClass: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case compact
    case regular

    /// `"C"` or `"R"`, as in Apple's "wC hR" notation.
    public var abbreviation: String {
        switch self {
        case .compact: return "C"
        case .regular: return "R"
        }
    }

    /// `"compact"` or `"regular"`.
    public var description: String { rawValue }

    /// `wC`, `hR`, `wC hR` for a width and a height class (nil: any;
    /// both nil: the empty string).
    public static func notation(horizontal: SizeClass?, vertical: SizeClass?) -> String {
        [horizontal.map { "w\($0.abbreviation)" }, vertical.map { "h\($0.abbreviation)" }]
            .compactMap { $0 }.joined(separator: " ")
    }
}

/// The part of `UITraitCollection` that layout reads: both size classes and
/// the display scale.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// The width's size class.
    public var horizontalSizeClass: SizeClass
    /// The height's size class.
    public var verticalSizeClass: SizeClass
    /// Pixels per point (1, 2 or 3).
    public var displayScale: Double
    /// Whether these are Interface Builder's "Any × Any" design classes
    /// (Xcode 7's 600 × 600 canvas): no size-class variation matches them,
    /// so only a document's base values apply (046-mubaloo-wwdc2015 records
    /// its horizontal root stack at Any × Any beside a `widthClass=compact`
    /// vertical axis). The two classes above are then what layout falls
    /// back to where a class itself is asked for.
    public var isAnyAny: Bool

    /// Creates a trait collection.
    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, displayScale: Double,
                isAnyAny: Bool = false) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.isAnyAny = isAnyAny
    }

    /// Whether a size-class variation for `horizontal` and `vertical`
    /// (nil: any) applies under these traits; at Any × Any only one that
    /// names no class does.
    public func matches(horizontal: SizeClass?, vertical: SizeClass?) -> Bool {
        if isAnyAny { return horizontal == nil && vertical == nil }
        return (horizontal.map { $0 == horizontalSizeClass } ?? true) && (vertical.map { $0 == verticalSizeClass } ?? true)
    }

    /// Apple's notation plus the scale, e.g. `"wC hR @2x"` (`"wAny hAny @2x"`
    /// for ``isAnyAny``).
    public var description: String {
        if isAnyAny { return "wAny hAny @\(formatNumber(displayScale))x" }
        return "w\(horizontalSizeClass.abbreviation) h\(verticalSizeClass.abbreviation) @\(formatNumber(displayScale))x"
    }
}
