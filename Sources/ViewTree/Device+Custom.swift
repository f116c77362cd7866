import Geometry

// Custom screens, built from numbers already read: the text `WxH[@Sx]` is
// the command language's to parse (CommandLanguage's DeviceSpec); ReplCore
// builds the device from the parsed values.

extension Device {
    /// A custom screen of `width` × `height` points at `scale`.
    ///
    /// StackLab's rules for custom screens (not a device's):
    /// * no status bar and no safe area in either orientation;
    /// * root margins 16 pt on each side, 0 at the top and bottom;
    /// * size classes from the size in each orientation: the width class is
    ///   regular when the width is at least 600 pt, else compact; the height
    ///   class likewise from the height (600 pt sits between the widest
    ///   phone, 414 × 896, and the narrowest iPad side, 768);
    /// * ``portraitSize`` is the size as given; landscape swaps it.
    ///
    /// - Parameters:
    ///   - width: Positive and finite.
    ///   - height: Positive and finite.
    ///   - scale: 1, 2 or 3.
    /// - Returns: The device, named like `"375x667@2x"`, or the first
    ///   problem: ``DeviceError/invalidLength(_:axis:value:)`` or
    ///   ``DeviceError/unsupportedScale(_:scale:)``.
    public static func custom(width: Double, height: Double, scale: Double = 1) -> Result<Device, DeviceError> {
        let size = "\(formatNumber(width))x\(formatNumber(height))"
        let scaleText = formatNumber(scale)
        let name = "\(size)@\(scaleText)x"
        guard width.isFinite, width > 0 else {
            return .failure(.invalidLength(name, axis: .horizontal, value: width))
        }
        guard height.isFinite, height > 0 else {
            return .failure(.invalidLength(name, axis: .vertical, value: height))
        }
        guard scale == 1 || scale == 2 || scale == 3 else {
            return .failure(.unsupportedScale(name, scale: scale))
        }
        func metrics(width w: Double, height h: Double) -> Metrics {
            Metrics(
                statusBarHeight: 0,
                safeAreaInsets: .zero,
                horizontalSizeClass: w >= 600 ? .regular : .compact,
                verticalSizeClass: h >= 600 ? .regular : .compact,
                systemMinimumLayoutMargins: sideMargins(16)
            )
        }
        return .success(
            Device(
                name: name,
                displayName: "Custom \(size) @\(scaleText)x",
                portraitSize: Size(width: width, height: height),
                scale: scale,
                portrait: metrics(width: width, height: height),
                landscape: metrics(width: height, height: width)
            )
        )
    }
}

/// Why ``Device/custom(width:height:scale:)`` refused its numbers. Each case
/// carries the screen as `WxH@Sx`; ``message`` is one line.
public enum DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The width (`.horizontal`) or height (`.vertical`) is zero, negative,
    /// NaN or infinite.
    case invalidLength(String, axis: Axis, value: Double)
    /// The scale is not 1, 2 or 3.
    case unsupportedScale(String, scale: Double)

    /// The error in one line, e.g.
    /// `"unsupported scale in '375x667@4x': expected @1x, @2x or @3x, got @4x"`.
    public var message: String {
        switch self {
        case .invalidLength(let text, let axis, let value):
            let what = axis == .horizontal ? "width" : "height"
            return "invalid screen \(what) in '\(text)': expected a positive finite number, got \(formatNumber(value))"
        case .unsupportedScale(let text, let scale):
            return "unsupported scale in '\(text)': expected @1x, @2x or @3x, got @\(formatNumber(scale))x"
        }
    }

    /// Same as ``message``.
    public var description: String { message }
}
