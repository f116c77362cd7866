import Geometry

// The device model UIKit's layout depends on: screen size in points, pixel
// scale, and per orientation the status bar, the safe area, the size classes
// and the root view's layout margins. Sources are cited next to each rule;
// "reference §N" is /work/shared/reference/uikit-stackview.md.

// MARK: - Orientation and traits

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

// MARK: - Device

/// A device model: its screen in points, its pixel scale and, for each
/// orientation, the metrics UIKit's layout depends on.
///
/// Presets (``allPresets``, in this order; names are the REPL's contract):
///
/// | name | alias | points (portrait) | scale |
/// |---|---|---|---|
/// | `iphone8` | `iphone6` | 375 × 667 | @2x |
/// | `iphone-se` | | 320 × 568 | @2x |
/// | `iphone8plus` | | 414 × 736 | @3x |
/// | `iphone-x` | | 375 × 812 | @3x |
/// | `iphone11` | | 414 × 896 | @2x |
/// | `ipad` | | 768 × 1024 | @2x |
///
/// Sizes, scales and size classes: Apple HIG "Adaptivity and Layout" device
/// and size-class tables (reference §12, **high**). Per-orientation rules:
///
/// * **Status bar.** 20 pt in portrait on iPhones with a home button; hidden
///   (0) in landscape on every iPhone (useyourloaf "Supporting iPhone X",
///   reference §12, **high**). iPhone X and 11: 44 pt in portrait, the
///   iOS 11–13 value; it lies inside the 44-pt top safe-area inset (later iOS
///   versions give other models 47, 48 or 59). iPad: 20 pt in both
///   orientations — an assumption: UIKit hides the status bar by default only
///   in a vertically compact environment (iPhone landscape), and iPads with a
///   home button (the 768 × 1024 class) show a 20-pt status bar whichever
///   way they are held.
/// * **Safe area.** Home-button iPhones and the iPad: top = status bar height,
///   other edges 0 (before iOS 11 this was `topLayoutGuide.length`, reference
///   §12). iPhone X and 11: portrait {44, 0, 34, 0}; landscape
///   {0, 44, 21, 44} (useyourloaf; qiita usagimaru's 375 × 734 / 724 × 354
///   safe areas; reference §12, **high**). No navigation or tab bars.
/// * **Size classes.** iPhones wC hR in portrait; in landscape wC hC, except
///   the Plus/Max-class 414-pt-wide phones (iphone8plus, iphone11): wR hC.
///   iPad wR hR in both.
/// * **Root-view layout margins.** See ``systemMinimumLayoutMargins(for:)``
///   and ``rootLayoutMargins(for:)``.
///
/// Custom screens (``custom(width:height:scale:)``, or `WxH[@Sx]` through
/// ``parse(_:)``) follow StackLab's own rules, not a device's: no status bar,
/// no safe area, 16-pt side margins, size classes from the size (see
/// ``custom(width:height:scale:)``).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// What a device shows in one orientation.
    public struct Metrics: Hashable, Sendable {
        /// The status bar's height in points; 0 when hidden.
        public var statusBarHeight: Double
        /// The root view's `safeAreaInsets` (no bars other than the status
        /// bar, no `additionalSafeAreaInsets`).
        public var safeAreaInsets: EdgeInsets
        /// The width's size class.
        public var horizontalSizeClass: SizeClass
        /// The height's size class.
        public var verticalSizeClass: SizeClass
        /// The view controller's `systemMinimumLayoutMargins`, as insets
        /// (left = leading in a left-to-right language): 16 or 20 on the
        /// sides, 0 at the top and bottom.
        public var systemMinimumLayoutMargins: EdgeInsets

        /// Creates the metrics of one orientation.
        public init(
            statusBarHeight: Double,
            safeAreaInsets: EdgeInsets,
            horizontalSizeClass: SizeClass,
            verticalSizeClass: SizeClass,
            systemMinimumLayoutMargins: EdgeInsets
        ) {
            self.statusBarHeight = statusBarHeight
            self.safeAreaInsets = safeAreaInsets
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
        }

        /// The root view's default layout margins: the system minimum
        /// margins measured from the safe-area edge, edge by edge
        /// (`safeAreaInsets + systemMinimumLayoutMargins`). See
        /// ``Device/rootLayoutMargins(for:)`` for the rule and its sources.
        public var rootLayoutMargins: EdgeInsets {
            EdgeInsets(
                top: safeAreaInsets.top + systemMinimumLayoutMargins.top,
                left: safeAreaInsets.left + systemMinimumLayoutMargins.left,
                bottom: safeAreaInsets.bottom + systemMinimumLayoutMargins.bottom,
                right: safeAreaInsets.right + systemMinimumLayoutMargins.right
            )
        }
    }

    /// The canonical name, as typed in the REPL: `"iphone8"`, or
    /// `"375x667@2x"` for a custom screen.
    public var name: String
    /// The name for people: `"iPhone 8"`, or `"Custom 375x667 @2x"`.
    public var displayName: String
    /// The screen in points in portrait. A custom screen keeps the size as
    /// typed, even when it is wider than tall.
    public var portraitSize: Size
    /// Pixels per point (1, 2 or 3).
    public var scale: Double
    /// The metrics in portrait.
    public var portrait: Metrics
    /// The metrics in landscape.
    public var landscape: Metrics

    /// Creates a device from all of its data; nothing is checked.
    public init(
        name: String,
        displayName: String,
        portraitSize: Size,
        scale: Double,
        portrait: Metrics,
        landscape: Metrics
    ) {
        self.name = name
        self.displayName = displayName
        self.portraitSize = portraitSize
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
    }

    /// `"iPhone 8 (375x667 @2x)"`.
    public var description: String {
        let size = "\(formatNumber(portraitSize.width))x\(formatNumber(portraitSize.height))"
        return "\(displayName) (\(size) @\(formatNumber(scale))x)"
    }

    // MARK: Per-orientation accessors

    /// The metrics of `orientation`.
    public func metrics(for orientation: Orientation) -> Metrics {
        switch orientation {
        case .portrait: return portrait
        case .landscape: return landscape
        }
    }

    /// The screen size in points: ``portraitSize``, swapped in landscape.
    public func size(for orientation: Orientation) -> Size {
        switch orientation {
        case .portrait: return portraitSize
        case .landscape: return Size(width: portraitSize.height, height: portraitSize.width)
        }
    }

    /// The status bar's height in `orientation`; 0 when hidden.
    public func statusBarHeight(for orientation: Orientation) -> Double {
        metrics(for: orientation).statusBarHeight
    }

    /// The root view's safe-area insets in `orientation`.
    public func safeAreaInsets(for orientation: Orientation) -> EdgeInsets {
        metrics(for: orientation).safeAreaInsets
    }

    /// The size classes and display scale in `orientation`.
    public func traitCollection(for orientation: Orientation) -> TraitCollection {
        let m = metrics(for: orientation)
        return TraitCollection(
            horizontalSizeClass: m.horizontalSizeClass,
            verticalSizeClass: m.verticalSizeClass,
            displayScale: scale
        )
    }

    /// `UIViewController.systemMinimumLayoutMargins` in `orientation`:
    /// 0 at the top and bottom, and on each side 16 pt when the root view is
    /// narrower than 400 pt, 20 pt otherwise (custom screens: always 16).
    ///
    /// Apple documents the root view's side margins as "16 or 20 points"
    /// (`UIView.layoutMargins`, pre-iOS 11 text) and iOS 11+ computes them
    /// with a private width-based method
    /// (`+[UIViewController _horizontalContentMarginForViewWidth:safeAreaInsets:traitCollection:]`,
    /// decompiled iOS 26.1 UIKitCore). The size-class reading ("16 compact,
    /// 20 regular", useyourloaf "Changing Root View Layout Margins") is
    /// contradicted by the iPhone 6 Plus, which already gets 20 in portrait
    /// (compact width). StackLab takes reference §6's best reading: 16 on
    /// 320- and 375-pt-wide portrait iPhones, 20 on Plus/Max-class portrait,
    /// every iPhone in landscape and the iPad — i.e. the threshold
    /// ``systemMinimumHorizontalMargin(forWidth:)``. **Medium-low** for
    /// iPhone landscape. The width is the full screen width; measuring it
    /// inside the safe area instead (812 − 88 = 724 on iPhone X landscape)
    /// gives the same margins for every preset.
    public func systemMinimumLayoutMargins(for orientation: Orientation) -> EdgeInsets {
        metrics(for: orientation).systemMinimumLayoutMargins
    }

    /// The default `layoutMargins` of a view controller's root view in
    /// `orientation`: ``systemMinimumLayoutMargins(for:)`` measured from the
    /// safe-area edge, i.e. `margin = safeAreaInset + minimum` on each edge.
    ///
    /// The rule: the root view's margins "reflect the system minimum margins
    /// and safe area insets" (Apple, `UIView.layoutMargins` and
    /// `directionalLayoutMargins`); `insetsLayoutMarginsFromSafeArea`
    /// (default `true`) moves margins that would lie outside the safe area
    /// inside it, and the root view's margins are laid out relative to the
    /// safe area rather than the bounds (reference §6: "from iOS 11 the root
    /// margins also add the safe-area insets"); the minimum applies when the
    /// app sets no larger `directionalLayoutMargins` (Apple,
    /// `systemMinimumLayoutMargins`: "either your custom values or the
    /// minimum values …, whichever values are greater").
    ///
    /// Confidence **medium**: the sum and a `max(safeAreaInset, minimum)`
    /// reading agree wherever one of the two is 0, which is every edge of
    /// every preset except the iPhone X/11 landscape sides (64 by this rule,
    /// 44 by the other); no printed value for that case was found.
    ///
    /// Examples: iPhone 8 portrait {20, 16, 0, 16} and landscape
    /// {0, 20, 0, 20}; iPhone X portrait {44, 16, 34, 16} and landscape
    /// {0, 64, 21, 64}; iPad {20, 20, 0, 20}.
    public func rootLayoutMargins(for orientation: Orientation) -> EdgeInsets {
        metrics(for: orientation).rootLayoutMargins
    }

    /// The side margin of ``systemMinimumLayoutMargins(for:)`` for a root view
    /// `width` points wide: 16 below 400 pt, 20 from 400 pt (reference §6's
    /// best reading; see ``systemMinimumLayoutMargins(for:)``).
    public static func systemMinimumHorizontalMargin(forWidth width: Double) -> Double {
        width < 400 ? 16 : 20
    }

    // MARK: Presets

    /// iPhone SE (1st generation), iPhone 5/5s: 320 × 568 @2x.
    public static let iPhoneSE = Device.homeButtonPhone(
        name: "iphone-se", displayName: "iPhone SE", width: 320, height: 568, scale: 2,
        landscapeWidthClass: .compact
    )
    /// iPhone 8 (also 6, 6s, 7, SE 2nd/3rd generation): 375 × 667 @2x.
    public static let iPhone8 = Device.homeButtonPhone(
        name: "iphone8", displayName: "iPhone 8", width: 375, height: 667, scale: 2,
        landscapeWidthClass: .compact
    )
    /// iPhone 8 Plus (also 6/6s/7 Plus): 414 × 736 @3x; wR hC in landscape.
    public static let iPhone8Plus = Device.homeButtonPhone(
        name: "iphone8plus", displayName: "iPhone 8 Plus", width: 414, height: 736, scale: 3,
        landscapeWidthClass: .regular
    )
    /// iPhone X (also XS, 11 Pro): 375 × 812 @3x, with the notch's safe area.
    public static let iPhoneX = Device.notchedPhone(
        name: "iphone-x", displayName: "iPhone X", width: 375, height: 812, scale: 3,
        landscapeWidthClass: .compact
    )
    /// iPhone 11 (also XR): 414 × 896 @2x; wR hC in landscape.
    public static let iPhone11 = Device.notchedPhone(
        name: "iphone11", displayName: "iPhone 11", width: 414, height: 896, scale: 2,
        landscapeWidthClass: .regular
    )
    /// iPad (9.7", home button): 768 × 1024 @2x; wR hR, status bar in both
    /// orientations.
    public static let iPad: Device = {
        let metrics = Metrics(
            statusBarHeight: 20,
            safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            horizontalSizeClass: .regular,
            verticalSizeClass: .regular,
            systemMinimumLayoutMargins: sideMargins(systemMinimumHorizontalMargin(forWidth: 768))
        )
        return Device(
            name: "ipad", displayName: "iPad", portraitSize: Size(width: 768, height: 1024), scale: 2,
            portrait: metrics, landscape: metrics
        )
    }()

    /// Every preset, in the REPL's order: iphone8, iphone-se, iphone8plus,
    /// iphone-x, iphone11, ipad.
    public static let allPresets: [Device] = [iPhone8, iPhoneSE, iPhone8Plus, iPhoneX, iPhone11, iPad]

    /// The presets' canonical names, in ``allPresets`` order (for completion).
    public static var canonicalNames: [String] { allPresets.map(\.name) }

    /// Other accepted names and the canonical name each stands for.
    public static let aliases: [(alias: String, canonical: String)] = [("iphone6", "iphone8")]

    /// Looks up a preset by name or alias.
    ///
    /// Case, spaces, hyphens and underscores are ignored, so `"iPhone 8"`,
    /// `"iphone8"`, `"IPHONE-8"`, `"iphone se"` and `"iPhone X"` all match.
    ///
    /// - Parameter name: A preset name or alias.
    /// - Returns: The preset, or `nil` if no preset has that name.
    public static func preset(named name: String) -> Device? {
        let key = normalizedName(name)
        guard !key.isEmpty else { return nil }
        for device in allPresets where normalizedName(device.name) == key {
            return device
        }
        for (alias, canonical) in aliases where normalizedName(alias) == key {
            return allPresets.first { $0.name == canonical }
        }
        return nil
    }

    // MARK: Custom screens

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
        let text = "\(formatNumber(width))x\(formatNumber(height))@\(formatNumber(scale))x"
        return makeCustom(width: width, height: height, scale: scale, input: text)
    }

    // MARK: Parsing

    /// Parses a device as the REPL's `device` command takes it: a preset name
    /// or alias (see ``preset(named:)``), or a custom screen `WxH[@Sx]` such
    /// as `375x667@2x`, `320x480` or `1024x768@1x`.
    ///
    /// Surrounding whitespace is ignored. In a size, `X` and `×` may stand
    /// for `x`, spaces are ignored, the scale's trailing `x` may be left out
    /// (`@2`) and the scale defaults to 1. Numbers are plain decimals
    /// (`375`, `187.5`); `nan` and `inf` are read only to be refused.
    ///
    /// - Parameter text: What the user typed.
    /// - Returns: The device, or a ``DeviceError`` whose ``DeviceError/message``
    ///   is one line and whose ``DeviceError/suggestion`` names the nearest
    ///   preset for a near miss (`"iphone7"` → `"iphone8"`).
    public static func parse(_ text: String) -> Result<Device, DeviceError> {
        let trimmed = trimmingWhitespace(text)
        guard !trimmed.isEmpty else { return .failure(.emptyName) }
        if let device = preset(named: trimmed) { return .success(device) }
        let compact = String(trimmed.lowercased().filter { !$0.isWhitespace })
        if looksLikeSize(compact) { return parseSize(compact, input: trimmed) }
        return .failure(.unknownDevice(trimmed, suggestion: suggestion(for: trimmed)))
    }

    /// The canonical name of the preset nearest to `name`, if it is a near
    /// miss: at most 2 edits (insert, delete, substitute or swap two
    /// neighbours) from a preset's name or alias, and fewer edits than half
    /// its length. Ties go to the first in ``allPresets`` order, then aliases.
    static func suggestion(for name: String) -> String? {
        let key = Array(normalizedName(name))
        guard !key.isEmpty else { return nil }
        var candidates = allPresets.map { (key: normalizedName($0.name), canonical: $0.name) }
        candidates += aliases.map { (key: normalizedName($0.alias), canonical: $0.canonical) }
        var best: (distance: Int, canonical: String)?
        for candidate in candidates {
            let d = editDistance(key, Array(candidate.key))
            if best == nil || d < best!.distance { best = (d, candidate.canonical) }
        }
        guard let best, best.distance <= 2, 2 * best.distance < key.count else { return nil }
        return best.canonical
    }
}

// MARK: - Errors

/// Why ``Device/parse(_:)`` or ``Device/custom(width:height:scale:)``
/// refused its input. Each case carries the input as typed; ``message`` is
/// one line.
public enum DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing but whitespace was given.
    case emptyName
    /// Neither a preset nor a size; `suggestion` is the nearest preset's
    /// canonical name for a near miss.
    case unknownDevice(String, suggestion: String?)
    /// Looks like a size but is not `WxH[@Sx]`.
    case malformedSize(String)
    /// The width (`.horizontal`) or height (`.vertical`) is zero, negative,
    /// NaN or infinite.
    case invalidLength(String, axis: Axis, value: Double)
    /// The scale is not 1, 2 or 3.
    case unsupportedScale(String, scale: Double)

    /// The preset names, for messages: `"iphone8, iphone-se, …, ipad"`.
    static var presetList: String { Device.canonicalNames.joined(separator: ", ") }

    /// The error in one line, e.g.
    /// `"unknown device 'iphone7'; did you mean iphone8?"`.
    public var message: String {
        switch self {
        case .emptyName:
            return "missing device name: expected one of \(Self.presetList) or WxH[@Sx] such as 375x667@2x"
        case .unknownDevice(let name, let suggestion?):
            return "unknown device '\(name)'; did you mean \(suggestion)?"
        case .unknownDevice(let name, nil):
            return "unknown device '\(name)': expected one of \(Self.presetList) or WxH[@Sx] such as 375x667@2x"
        case .malformedSize(let text):
            return "malformed screen size '\(text)': expected WxH[@Sx] such as 375x667@2x"
        case .invalidLength(let text, let axis, let value):
            let what = axis == .horizontal ? "width" : "height"
            return "invalid screen \(what) in '\(text)': expected a positive finite number, got \(formatNumber(value))"
        case .unsupportedScale(let text, let scale):
            return "unsupported scale in '\(text)': expected @1x, @2x or @3x, got @\(formatNumber(scale))x"
        }
    }

    /// The preset a near miss probably meant (``unknownDevice(_:suggestion:)``
    /// only), e.g. `"iphone8"` for `"iphone7"`.
    public var suggestion: String? {
        if case .unknownDevice(_, let suggestion) = self { return suggestion }
        return nil
    }

    /// Same as ``message``.
    public var description: String { message }
}

// MARK: - Screen

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

// MARK: - Construction helpers

extension Device {
    /// Insets with `value` on the left and right, 0 at the top and bottom.
    static func sideMargins(_ value: Double) -> EdgeInsets {
        EdgeInsets(top: 0, left: value, bottom: 0, right: value)
    }

    /// An iPhone with a home button: 20-pt status bar and top safe area in
    /// portrait, neither in landscape.
    static func homeButtonPhone(
        name: String, displayName: String, width: Double, height: Double, scale: Double,
        landscapeWidthClass: SizeClass
    ) -> Device {
        Device(
            name: name, displayName: displayName, portraitSize: Size(width: width, height: height), scale: scale,
            portrait: Metrics(
                statusBarHeight: 20,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                horizontalSizeClass: .compact,
                verticalSizeClass: .regular,
                systemMinimumLayoutMargins: sideMargins(systemMinimumHorizontalMargin(forWidth: width))
            ),
            landscape: Metrics(
                statusBarHeight: 0,
                safeAreaInsets: .zero,
                horizontalSizeClass: landscapeWidthClass,
                verticalSizeClass: .compact,
                systemMinimumLayoutMargins: sideMargins(systemMinimumHorizontalMargin(forWidth: height))
            )
        )
    }

    /// An iPhone with the sensor housing: safe area {44, 0, 34, 0} in
    /// portrait (44-pt status bar inside it), {0, 44, 21, 44} in landscape.
    static func notchedPhone(
        name: String, displayName: String, width: Double, height: Double, scale: Double,
        landscapeWidthClass: SizeClass
    ) -> Device {
        Device(
            name: name, displayName: displayName, portraitSize: Size(width: width, height: height), scale: scale,
            portrait: Metrics(
                statusBarHeight: 44,
                safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact,
                verticalSizeClass: .regular,
                systemMinimumLayoutMargins: sideMargins(systemMinimumHorizontalMargin(forWidth: width))
            ),
            landscape: Metrics(
                statusBarHeight: 0,
                safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                horizontalSizeClass: landscapeWidthClass,
                verticalSizeClass: .compact,
                systemMinimumLayoutMargins: sideMargins(systemMinimumHorizontalMargin(forWidth: height))
            )
        )
    }

    /// Validates and builds a custom screen; `input` is quoted in errors.
    static func makeCustom(width: Double, height: Double, scale: Double, input: String) -> Result<Device, DeviceError> {
        guard width.isFinite, width > 0 else {
            return .failure(.invalidLength(input, axis: .horizontal, value: width))
        }
        guard height.isFinite, height > 0 else {
            return .failure(.invalidLength(input, axis: .vertical, value: height))
        }
        guard scale == 1 || scale == 2 || scale == 3 else {
            return .failure(.unsupportedScale(input, scale: scale))
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
        let size = "\(formatNumber(width))x\(formatNumber(height))"
        let scaleText = formatNumber(scale)
        return .success(
            Device(
                name: "\(size)@\(scaleText)x",
                displayName: "Custom \(size) @\(scaleText)x",
                portraitSize: Size(width: width, height: height),
                scale: scale,
                portrait: metrics(width: width, height: height),
                landscape: metrics(width: height, height: width)
            )
        )
    }

    /// Whether lower-cased, space-free `text` is an attempt at `WxH[@Sx]`
    /// rather than a name: after an optional sign, its first field (up to
    /// `x`, `×` or `@`) is `nan`, `inf` or `infinity`; or it holds a digit and
    /// either starts like a number (digit or point after the sign) or has
    /// nothing but size characters (`x667`).
    static func looksLikeSize(_ text: String) -> Bool {
        func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
        let unsigned = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
        let head = unsigned.prefix { $0 != "x" && $0 != "×" && $0 != "@" }
        if head == "nan" || head == "inf" || head == "infinity" { return true }
        guard text.contains(where: isDigit) else { return false }
        if let first = unsigned.first, isDigit(first) || first == "." { return true }
        let sizeCharacters: Set<Character> = ["x", "×", "@", ".", "+", "-"]
        return text.allSatisfy { isDigit($0) || sizeCharacters.contains($0) }
    }

    /// Parses lower-cased, space-free `WxH[@S[x]]`; `input` is quoted in errors.
    static func parseSize(_ text: String, input: String) -> Result<Device, DeviceError> {
        let malformed = Result<Device, DeviceError>.failure(.malformedSize(input))
        let atParts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard atParts.count <= 2 else { return malformed }
        let sizeParts = atParts[0].split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        guard sizeParts.count == 2,
            let width = parseNumber(sizeParts[0]),
            let height = parseNumber(sizeParts[1])
        else { return malformed }
        var scale = 1.0
        if atParts.count == 2 {
            var scaleText = atParts[1]
            if scaleText.last == "x" { scaleText = scaleText.dropLast() }
            guard let value = parseNumber(scaleText) else { return malformed }
            scale = value
        }
        return makeCustom(width: width, height: height, scale: scale, input: input)
    }

    /// A plain decimal (`375`, `-2`, `187.5`, `.5`) or `nan`/`inf`/`infinity`
    /// with an optional sign; no exponents, no hexadecimal.
    static func parseNumber(_ token: Substring) -> Double? {
        guard !token.isEmpty else { return nil }
        let unsigned = token.first == "+" || token.first == "-" ? token.dropFirst() : token
        if unsigned == "nan" || unsigned == "inf" || unsigned == "infinity" { return Double(token) }
        let decimalCharacters: Set<Character> = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "."]
        guard unsigned.contains(where: { $0 != "." }), unsigned.allSatisfy({ decimalCharacters.contains($0) })
        else { return nil }
        return Double(token)
    }

    /// Lower-cased, without whitespace, hyphens and underscores.
    static func normalizedName(_ name: String) -> String {
        String(name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
    }

    /// `text` without leading and trailing whitespace.
    static func trimmingWhitespace(_ text: String) -> String {
        let head = text.drop(while: \.isWhitespace)
        return String(head.reversed().drop(while: \.isWhitespace).reversed())
    }

    /// Optimal-string-alignment distance: insertions, deletions,
    /// substitutions and swaps of two neighbours each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, previous2[j - 2] + 1)
                }
                current[j] = d
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
