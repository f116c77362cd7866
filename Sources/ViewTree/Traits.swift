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

    /// Creates a trait collection.
    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, displayScale: Double) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    /// Apple's notation plus the scale, e.g. `"wC hR @2x"`.
    public var description: String {
        "w\(horizontalSizeClass.abbreviation) h\(verticalSizeClass.abbreviation) @\(formatNumber(displayScale))x"
    }
}
