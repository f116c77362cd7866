import Geometry
import SceneModel
import ViewTree

/// The UIKit of the Interface Builder canvas that recorded a document's
/// frames, as far as it measures differently from today's iPhone: what
/// `check` lays the document out with before it compares. `open` always
/// lays out as today's iPhone does; only the comparison with the recorded
/// frames uses the canvas's measures.
///
/// ```swift
/// let canvas = DesignCanvas(document)             // .xcode7 for a 600 × 600 Any × Any storyboard
/// let measured = canvas.applied(to: opened.scene)  // text styles a size smaller, 30-pt fields
/// ```
///
/// **Text styles on Xcode 7's canvas (`.xcode7`).** Documents Xcode 7
/// saved (no `<device>`, `toolsVersion` 8000–10999) were laid out by iOS
/// 9's UIKit, which drew the text styles at the Medium content size
/// category, one step below today's default (``Font/TextStyle/mediumSize``:
/// Body 16 pt, Headline 16 pt semibold, Caption 1 11 pt). The evidence is
/// every Xcode 7 document of `../shared/ib-corpus` that uses a text style,
/// from two projects and four Xcode 7 releases (toolsVersion 8191, 9046,
/// 9059, 9531): Body labels 19.5 tall (011's "Flowers", 012's "First",
/// "Middle", "Last", 030's and 031's "Label"; 16 pt's line is 19.09, 17
/// pt's 20.29 → 20.5), 014's Headline 20 tall, Caption 1 "Label" 28.5–29
/// wide where 12 pt measures 31. No Xcode 8 or later document draws them
/// so (016, 023, 026, 028: Body 20.5 tall). Fonts given by size keep
/// their size: iOS 9's SF UI glyphs are not modelled (030–032's "Name" is
/// 45 wide in IB, 44 here).
///
/// **The system font before iOS 14 (`.iOS13` and older).** iOS 14 drew
/// the system font with one variable SF Pro, iOS 9–13 with the static SF
/// Pro Text and Display faces, which track 17 pt -0.39 a glyph where iOS
/// 14 follows the HIG's -0.43 (``ViewTree/TextMetrics``'s data has the
/// evidence: 17-pt "Label" 42 wide on the @2x canvases of Xcode 8–11, 41.5
/// from Xcode 12 on). So a canvas older than Xcode 12's measures every
/// font with ``ViewTree/Font/usesStaticSystemFaces``.
///
/// **Text fields before iOS 13 (`.iOS12`, and `.xcode7`).** Documents
/// saved before Xcode 11 (`toolsVersion` below 15000) were laid out by
/// iOS 12 or earlier, whose rounded-rect text fields had no 34-pt minimum
/// (``ControlMetrics/roundedRectFieldMinimumHeight``): a 14-pt field is 30
/// tall in all 25 such fields of the corpus that keep their own height
/// (nine documents), 34 in all 8 of Xcode 11 and later (three).
///
/// **Controls before their restyling (`.iOS13` and older).** iOS 13
/// restyled the segmented control (31 tall, semibold titles: Xcode 11 and
/// later), iOS 14 the page control (a 26-tall capsule: Xcode 12 and
/// later); the stepper's 94 × 32 is recorded from Xcode 13 on and 94 × 29
/// by Xcode 11 (``ControlMetrics``'s `legacy…` sizes and their evidence).
/// A canvas older than the control's restyling measures it the old way.
///
/// **Button configurations on Xcode 13's canvas (`.iOS15`).** A
/// configuration with no title font of its own showed a 14-pt title on iOS
/// 15, 17 pt since (``ControlMetrics/iOS15ConfigurationTitleFontSize``).
public enum DesignCanvas: Sendable, Equatable {
    /// Today's iPhone (Xcode 14 to 16.2): text styles at the default
    /// (Large) size, rounded-rect fields at least 34 tall, today's controls
    /// and safe areas.
    case today
    /// The canvas of Xcode 16.3 and 16.4 (`toolsVersion` 23727): as
    /// ``today``, but on a notched iPhone in portrait it counts the
    /// screen's safe-area insets twice (``doublesScreenInsets``).
    case xcode16
    /// The canvas of Xcode 26 (`toolsVersion` 24000 and later, iOS 26): as
    /// ``xcode16``, with navigation bars 54 tall (106 with a large title)
    /// where UIKit's were 44 (``navigationBarGrowth``).
    case xcode26
    /// Xcode 12's canvas (iOS 14): as ``today`` but every notched iPhone
    /// 44 from the top (``keepsNotchedPhonesAt44``).
    case iOS14
    /// Xcode 13's canvas (iOS 15): as ``iOS14`` but a button
    /// configuration's default title 14 pt.
    case iOS15
    /// Xcode 11's canvas (iOS 13): as ``today`` but the stepper and page
    /// control of iOS 7–13.
    case iOS13
    /// Xcode 8–10's canvas (iOS 10–12): today's text styles; rounded-rect
    /// fields without iOS 13's 34-pt minimum; the segmented control,
    /// stepper and page control of iOS 7–12.
    case iOS12
    /// Xcode 7's canvas (iOS 9): text styles at the Medium size; fields as
    /// ``iOS12``.
    case xcode7
    /// Xcode 7's canvas on a 1× Mac screen: as ``xcode7``, with sizes and
    /// frames on a whole-point grid. IB snapped to the Mac's screen, not
    /// to a device (Xcode 7 had no design device): a document none of
    /// whose recorded frames has a fraction was laid out so (8 of the 9
    /// held-out Xcode 7 documents, 4 of the 9 here; "33333" 51 × 21).
    case xcode7OneX

    /// The canvas of the Xcode that saved `document`: ``xcode7`` for a
    /// document without a design device saved by Xcode 7 (`toolsVersion`
    /// 8000–10999), ``iOS12`` for any other saved before Xcode 11
    /// (`toolsVersion` below 15000), ``iOS13`` for Xcode 11 (below 17000),
    /// ``iOS14`` for Xcode 12 (below 18000), ``iOS15`` for Xcode 13
    /// (18000–20999), ``xcode16`` for Xcode 16.3 and 16.4 (23700–23999),
    /// ``xcode26`` for Xcode 26 (24000–29999), else ``today`` (Xcode 14 to
    /// 16.2, and build numbers outside Xcode's releases such as
    /// 32700.99.1234, whose plug-in is Xcode 15's).
    public init(_ document: InterfaceBuilderDocument, wholePointFrames: Bool = false) {
        let major = Int(document.toolsVersion.split(separator: ".").first ?? "") ?? 99999
        if document.deviceID == nil && (8000..<11000).contains(major) {
            self = wholePointFrames ? .xcode7OneX : .xcode7
        } else {
            self = major < 15000 ? .iOS12 : major < 17000 ? .iOS13
                : major < 18000 ? .iOS14 : major < 21000 ? .iOS15 : (23700..<24000).contains(major) ? .xcode16
                : (24000..<30000).contains(major) ? .xcode26 : .today
        }
    }

    /// What `check` says it measured with.
    public var description: String {
        switch self {
        case .today: return "today's iPhone (text styles at the default size: Body 17 pt)"
        case .iOS14: return "the canvas of Xcode 12 (a notched iPhone's safe area 44 from the top, as the iPhone X's: not the iPhone 11's 48 or the 12's 47); open lays out as today's iPhone"
        case .xcode16: return "the canvas of Xcode 16.3 (a notched iPhone's own safe-area insets counted twice: 59 + 59 at the top of an iPhone 15, 34 + 34 at the bottom, bars once); open lays out as today's iPhone"
        case .xcode26: return "the canvas of Xcode 26 (a notched iPhone's own safe-area insets counted twice: 59 + 59 at the top of an iPhone 15, 34 + 34 at the bottom, bars once; iOS 26's 54-pt navigation bar); open lays out as today's iPhone"
        case .iOS13: return "the canvas of Xcode 11 (iOS 13: the static SF faces, 17 pt tracked -0.39 not -0.43; the stepper and page control before their restyling; a notched iPhone's safe area 44 from the top, as the iPhone X's); open lays out as today's iPhone"
        case .iOS15: return "the canvas of Xcode 13 (iOS 15: a button configuration's default title 14 pt; a notched iPhone's safe area 44 from the top, as the iPhone X's); open lays out as today's iPhone"
        case .iOS12: return "the canvas of Xcode 8–10 (iOS 12 and earlier: the static SF faces, 17 pt tracked -0.39 not -0.43; rounded-rect text fields without iOS 13's 34-pt minimum, the controls before their restyling; a notched iPhone's safe area 44 from the top, as the iPhone X's); open lays out as today's iPhone"
        case .xcode7OneX:
            return "Xcode 7's canvas on a 1× screen (whole-point sizes and frames; iOS 9's text styles a size smaller and the static SF faces; text fields without iOS 13's 34-pt minimum); open lays out as today's iPhone"
        case .xcode7:
            return "Xcode 7's canvas fonts (iOS 9's text styles a size smaller: Body 16 pt, Caption 1 11 pt; the static SF faces; text fields without iOS 13's 34-pt minimum); open lays out with today's (Body 17 pt)"
        }
    }

    /// A short name for `stacklab check FILE`'s one-line answers.
    public var shortName: String {
        switch self {
        case .today: return "today's iPhone"
        case .xcode16: return "the canvas of Xcode 16.3"
        case .xcode26: return "the canvas of Xcode 26"
        case .iOS14: return "the canvas of Xcode 12"
        case .iOS13: return "the canvas of Xcode 11"
        case .iOS15: return "the canvas of Xcode 13"
        case .iOS12: return "the canvas of Xcode 8–10"
        case .xcode7: return "Xcode 7's canvas fonts"
        case .xcode7OneX: return "Xcode 7's 1× canvas"
        }
    }

    /// `font` as this canvas drew it: on Xcode 7's, a text style's size
    /// (and a plain style's weight) moved to the canvas's size; on every
    /// canvas before Xcode 12's, the system font's static faces
    /// (``usesStaticSystemFaces``).
    public func font(_ font: Font) -> Font {
        var f = font
        f.usesStaticSystemFaces = usesStaticSystemFaces
        guard self == .xcode7 || self == .xcode7OneX, let style = font.textStyle else { return f }
        let today = style.defaultSize, then = style.mediumSize
        if font.isPlainTextStyle { f.weight = then.weight }
        f.pointSize = font.pointSize + then.pointSize - today.pointSize
        return f
    }

    /// Whether this canvas drew the system font with iOS 9–13's static SF
    /// faces (``ViewTree/Font/usesStaticSystemFaces``): every canvas older
    /// than Xcode 12's.
    public var usesStaticSystemFaces: Bool {
        switch self {
        case .today, .xcode16, .xcode26, .iOS15, .iOS14: return false
        case .iOS13, .iOS12, .xcode7, .xcode7OneX: return true
        }
    }

    /// Whether this canvas counts a notched iPhone's own safe-area insets
    /// (the sensor housing's at the top, the home indicator's 34 at the
    /// bottom) twice in portrait, bars added once: Xcode 16.3 and later
    /// (``xcode16``, ``xcode26``), on a scene as large as the device's
    /// screen (a sheet or a pane smaller than it keeps them once: 59 at the
    /// top of a 393 × 783 sheet on an iPhone 15).
    public var doublesScreenInsets: Bool { self == .xcode16 || self == .xcode26 }

    /// How much taller than UIKit's 44 (96 with a large title) this
    /// canvas draws a navigation bar: 10 on Xcode 26's (iOS 26: every
    /// bar of its documents is 54 or 106 tall, pushed scenes' safe areas
    /// 10 deeper), else 0.
    public var navigationBarGrowth: Double { self == .xcode26 ? 10 : 0 }

    /// `metrics` (a device's portrait) with a notched iPhone's screen
    /// insets counted twice: the status bar (the sensor housing, taller
    /// than a home-button phone's 20) again at the top unless the view
    /// stops at an opaque top bar, and the home indicator's 34 again at
    /// the bottom unless it stops at one there. iPads and home-button
    /// phones are left as they are.
    static func doublingScreenInsets(_ metrics: Device.Metrics) -> Device.Metrics {
        var m = metrics
        guard m.horizontalSizeClass == .compact, m.statusBarHeight > 20 else { return m }
        if m.safeAreaInsets.top >= m.statusBarHeight { m.safeAreaInsets.top += m.statusBarHeight }
        if m.safeAreaInsets.bottom >= homeIndicator { m.safeAreaInsets.bottom += homeIndicator }
        return m
    }

    /// The home indicator's inset at the bottom of a notched iPhone in
    /// portrait.
    static let homeIndicator = 34.0

    /// `metrics` (a device's portrait) with a navigation bar of 44 or 96
    /// over the status bar `growth` taller.
    static func growingNavigationBar(_ metrics: Device.Metrics, by growth: Double) -> Device.Metrics {
        var m = metrics
        let bar = m.safeAreaInsets.top - m.statusBarHeight
        if bar == 44 || bar == DesignDevice.largeTitleBarHeight { m.safeAreaInsets.top += growth }
        return m
    }

    /// The root's layout margins moved with the safe area, side by side,
    /// where `open` counted the safe area in them (they are at least as
    /// deep as it was: a view controller's root since iOS 11; not the
    /// side-only margins of documents before safe areas).
    static func moveRootMargins(of s: inout SceneDescription, from old: EdgeInsets) {
        let new = s.device.device.safeAreaInsets(for: s.device.orientation)
        guard new != old, let i = s.views.firstIndex(where: { $0.name == "root" }) else { return }
        func moved(_ m: Double, _ was: Double, _ now: Double) -> Double { m >= was && was > 0 ? m + now - was : m }
        let m = s.views[i].layoutMargins
        s.views[i].layoutMargins = EdgeInsets(
            top: moved(m.top, old.top, new.top), left: moved(m.left, old.left, new.left),
            bottom: moved(m.bottom, old.bottom, new.bottom), right: moved(m.right, old.right, new.right))
    }

    /// Whether this canvas gave every notched iPhone iOS 11–13's 44 at the
    /// top (and on the sides in landscape), where iOS 14 and later give
    /// the iPhone 11 48 and the 12-class 47: every canvas before Xcode
    /// 14's. Public documents record 44 through Xcode 13 (a navigation bar
    /// at y 44 on an iPhone 11 in storyboards of Xcode 12 and 13; the
    /// safe area 44 from the top of an iPhone 12 and a 12 Pro Max in
    /// Xcode 13's, and 44 from a landscape 12's sides) and the device's
    /// own from Xcode 14 on (an iPhone 11's bar at y 48, a large title's
    /// safe area 144 = 48 + 96; Xcode 16.3's 96 = 48 + 48).
    public var keepsNotchedPhonesAt44: Bool {
        switch self {
        case .today, .xcode16, .xcode26: return false
        case .iOS15, .iOS14, .iOS13, .iOS12, .xcode7, .xcode7OneX: return true
        }
    }

    /// `device` with a notched iPhone's deeper top (47, 48, 50) as 44 in
    /// portrait, and its sides as 44 in landscape.
    static func notchedPhoneAt44(_ device: Device) -> Device {
        var d = device
        let p = d.portrait
        if p.horizontalSizeClass == .compact, p.statusBarHeight > 44 {
            let extra = p.statusBarHeight - 44
            d.portrait.statusBarHeight = 44
            if p.safeAreaInsets.top >= p.statusBarHeight { d.portrait.safeAreaInsets.top -= extra }
        }
        let l = d.landscape
        if l.verticalSizeClass == .compact, l.safeAreaInsets.left > 44 {
            d.landscape.safeAreaInsets.left = 44
            d.landscape.safeAreaInsets.right = min(l.safeAreaInsets.right, 44)
        }
        return d
    }

    /// `scene` as this canvas measured it: every view's font as it drew
    /// it, and each rounded-rect text field, segmented control, stepper and
    /// page control without a design-time size given the size of its time
    /// (as a design-time intrinsic size); on Xcode 13's canvas the buttons
    /// named in `defaultConfigurationTitles` (whose configuration has no
    /// title font of its own) get iOS 15's 14-pt title.
    public func applied(to scene: SceneDescription, defaultConfigurationTitles: Set<String> = []) -> SceneDescription {
        guard self != .today else { return scene }
        var s = scene
        let insets = s.device.device.safeAreaInsets(for: s.device.orientation)
        if navigationBarGrowth > 0 {
            s.device.device.portrait = Self.growingNavigationBar(s.device.device.portrait, by: navigationBarGrowth)
        }
        if doublesScreenInsets && DesignDevice.knownIDs.contains(s.device.name) {
            s.device.device.portrait = Self.doublingScreenInsets(s.device.device.portrait)
        }
        if keepsNotchedPhonesAt44 { s.device.device = Self.notchedPhoneAt44(s.device.device) }
        Self.moveRootMargins(of: &s, from: insets)
        if self == .xcode16 || self == .xcode26 || self == .iOS14 { return s }
        if self == .iOS15 {
            for i in s.views.indices where defaultConfigurationTitles.contains(s.views[i].name) {
                if case let .button(title, type, _, image, insets, configured) = s.views[i].kind {
                    s.views[i].kind = .button(title: title, type: type,
                                              font: .system(ControlMetrics.iOS15ConfigurationTitleFontSize),
                                              image: image, insets: insets, configured: configured)
                }
            }
            return s
        }
        if self == .xcode7OneX { s.device.device.scale = 1 }
        let scale = s.device.device.scale
        for i in s.views.indices {
            if let f = s.views[i].kind.font { s.views[i].kind = s.views[i].kind.withFont(font(f)) }
            for j in s.views[i].fontVariations.indices {
                s.views[i].fontVariations[j].font = font(s.views[i].fontVariations[j].font)
            }
            guard s.views[i].intrinsicSizeOverride == nil else { continue }
            // (A size fixed for the canvas is measured in the font the
            // document's device shows.)
            switch s.views[i].kind(under: s.device.traits) {
            case let .textField(placeholder, text, .roundedRect, font) where self != .iOS13:
                s.views[i].intrinsicSizeOverride = ControlMetrics.textFieldSize(
                    placeholder: placeholder, text: text, border: .roundedRect, font: font, scale: scale,
                    minimumRoundedRectHeight: 0)
            case let .segmented(titles, font) where self != .iOS13:
                s.views[i].intrinsicSizeOverride = ControlMetrics.legacySegmentedSize(titles: titles, font: font)
            case .stepper:
                s.views[i].intrinsicSizeOverride = ControlMetrics.legacyStepperSize
            case let .pageControl(pages):
                s.views[i].intrinsicSizeOverride = ControlMetrics.legacyPageControlSize(pages: pages)
            default:
                break
            }
        }
        return s
    }

    /// Whether this canvas measures `scene` differently from today's
    /// iPhone (`check` says which it measured with only then).
    public func differs(for scene: SceneDescription, defaultConfigurationTitles: Set<String> = []) -> Bool {
        self != .today && applied(to: scene, defaultConfigurationTitles: defaultConfigurationTitles) != scene
    }

    /// Lays `scene` out as this canvas measured it, in a window of its
    /// own (the scene it came from is not touched), and returns each
    /// view's frame in its superview by name; views outside that window
    /// have none.
    public func frames(of scene: SceneDescription, defaultConfigurationTitles: Set<String> = []) throws(SceneBuilder.BuildError) -> [String: Rect] {
        let built = try SceneBuilder.build(applied(to: scene, defaultConfigurationTitles: defaultConfigurationTitles))
        built.window.layoutIfNeeded()
        var frames: [String: Rect] = ["root": built.window.rootView.frame]
        for v in built.views where v.view.window === built.window { frames[v.name] = v.view.frame }
        return frames
    }
}
