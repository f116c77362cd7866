/// A width and a height, like `CGSize`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its width and height.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a size from its length along `axis` and across it.
    ///
    /// `Size(axis: .vertical, along: 44, across: 320)` is
    /// `Size(width: 320, height: 44)`.
    ///
    /// - Parameters:
    ///   - axis: The axis that `along` is measured on.
    ///   - along: The length on `axis`.
    ///   - across: The length on `axis.other`.
    public init(axis: Axis, along: Double, across: Double) {
        switch axis {
        case .horizontal: self.init(width: along, height: across)
        case .vertical: self.init(width: across, height: along)
        }
    }

    /// The empty size, `{0, 0}`.
    public static let zero = Size(width: 0, height: 0)

    /// The length on `axis`: `width` for `.horizontal`, `height` for `.vertical`.
    public func length(_ axis: Axis) -> Double {
        switch axis {
        case .horizontal: return width
        case .vertical: return height
        }
    }

    /// Sets the length on `axis`, leaving the other one unchanged.
    public mutating func setLength(_ value: Double, for axis: Axis) {
        switch axis {
        case .horizontal: width = value
        case .vertical: height = value
        }
    }

    /// Whether both lengths are within `tolerance` of `other`'s.
    ///
    /// See ``approximatelyEqual(_:_:tolerance:)``.
    public func isApproximatelyEqual(to other: Size, tolerance: Double = 1e-9) -> Bool {
        approximatelyEqual(width, other.width, tolerance: tolerance)
            && approximatelyEqual(height, other.height, tolerance: tolerance)
    }

    /// The size as `NSStringFromCGSize` shows it: `"{width, height}"`.
    ///
    /// Numbers are formatted with ``formatNumber(_:)``, e.g. `"{343, 20.5}"`.
    public var description: String {
        var text = NumberText()
        text.appendPair(width, height)
        return text.string
    }
}
