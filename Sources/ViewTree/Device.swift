import Geometry

// The device model UIKit's layout depends on: screen size in points, pixel
// scale, and per orientation the status bar, the safe area, the size classes
// and the root view's layout margins. Sources are cited next to each rule;
// "reference §N" is /work/shared/reference/uikit-stackview.md.


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
/// Custom screens (``custom(width:height:scale:)``; the REPL's `WxH[@Sx]`)
/// follow StackLab's own rules, not a device's: no status bar, no safe
/// area, 16-pt side margins, size classes from the size.
///
/// The files: Traits.swift (orientation, size classes), this one (the model
/// and its per-orientation rules), Device+Presets.swift (the presets and
/// their names), Device+Custom.swift (custom screens), Screen.swift (a
/// device held in an orientation).
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

    /// Whether the screen has a sensor housing (the notch) and a home
    /// indicator instead of a home button: the phones whose portrait safe
    /// area reaches up from the bottom edge (iPhone X and 11; reference §12).
    /// Home-button iPhones, the iPad and custom screens have none.
    public var hasSensorHousing: Bool { portrait.safeAreaInsets.bottom > 0 }
    /// The metrics in landscape.
    public var landscape: Metrics
    /// Whether the screen stands for Interface Builder's "Any × Any" design
    /// canvas, whose traits match no size-class variation
    /// (``TraitCollection/isAnyAny``); false for every real device.
    public var isAnyAnyCanvas = false

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
            displayScale: scale,
            isAnyAny: isAnyAnyCanvas
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
}
