import Geometry

/// A device held in an orientation: what the window of a layout sees.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// The device.
    public var device: Device
    /// How it is held.
    public var orientation: Orientation

    /// Creates a screen; portrait unless told otherwise.
    public init(device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// The screen in points at the origin; width and height swap in landscape.
    public var bounds: Rect { Rect(origin: .zero, size: device.size(for: orientation)) }

    /// Pixels per point.
    public var scale: Double { device.scale }

    /// The status bar's height; 0 when hidden.
    public var statusBarHeight: Double { device.statusBarHeight(for: orientation) }

    /// The root view's safe-area insets.
    public var safeAreaInsets: EdgeInsets { device.safeAreaInsets(for: orientation) }

    /// Size classes and display scale.
    public var traitCollection: TraitCollection { device.traitCollection(for: orientation) }

    /// `systemMinimumLayoutMargins`; see ``Device/systemMinimumLayoutMargins(for:)``.
    public var systemMinimumLayoutMargins: EdgeInsets { device.systemMinimumLayoutMargins(for: orientation) }

    /// The root view's default layout margins (safe area + minimum); see
    /// ``Device/rootLayoutMargins(for:)``.
    public var rootLayoutMargins: EdgeInsets { device.rootLayoutMargins(for: orientation) }

    /// The root view's safe-area layout frame: ``bounds`` inset by
    /// ``safeAreaInsets``.
    public var safeAreaFrame: Rect { bounds.insetBy(safeAreaInsets) }

    /// The root view's layout-margins frame: ``bounds`` inset by
    /// ``rootLayoutMargins``.
    public var layoutMarginsFrame: Rect { bounds.insetBy(rootLayoutMargins) }

    /// The same device in the other orientation.
    public func rotated() -> Screen {
        Screen(device: device, orientation: orientation.toggled)
    }

    /// `"iPhone 8, portrait, {375, 667} @2x"`.
    public var description: String {
        "\(device.displayName), \(orientation), \(bounds.size) @\(formatNumber(scale))x"
    }
}
