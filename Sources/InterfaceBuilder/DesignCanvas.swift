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
    /// Today's iPhone (Xcode 12, 14 and later): text styles at the default
    /// (Large) size, rounded-rect fields at least 34 tall, today's controls.
    case today
    /// Xcode 13's canvas (iOS 15): as ``today`` but a button
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
    /// ``iOS15`` for Xcode 13 (18000–20999), else ``today``.
    public init(_ document: InterfaceBuilderDocument, wholePointFrames: Bool = false) {
        let major = Int(document.toolsVersion.split(separator: ".").first ?? "") ?? 99999
        if document.deviceID == nil && (8000..<11000).contains(major) {
            self = wholePointFrames ? .xcode7OneX : .xcode7
        } else {
            self = major < 15000 ? .iOS12 : major < 17000 ? .iOS13
                : (18000..<21000).contains(major) ? .iOS15 : .today
        }
    }

    /// What `check` says it measured with.
    public var description: String {
        switch self {
        case .today: return "today's iPhone (text styles at the default size: Body 17 pt)"
        case .iOS13: return "the canvas of Xcode 11 (iOS 13: the static SF faces, 17 pt tracked -0.39 not -0.43; the stepper and page control before their restyling); open lays out as today's iPhone"
        case .iOS15: return "the canvas of Xcode 13 (iOS 15: a button configuration's default title 14 pt); open lays out as today's iPhone"
        case .iOS12: return "the canvas of Xcode 8–10 (iOS 12 and earlier: the static SF faces, 17 pt tracked -0.39 not -0.43; rounded-rect text fields without iOS 13's 34-pt minimum, the controls before their restyling); open lays out as today's iPhone"
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
        case .today, .iOS15: return false
        case .iOS13, .iOS12, .xcode7, .xcode7OneX: return true
        }
    }

    /// `scene` as this canvas measured it: every view's font as it drew
    /// it, and each rounded-rect text field, segmented control, stepper and
    /// page control without a design-time size given the size of its time
    /// (as a design-time intrinsic size); on Xcode 13's canvas the buttons
    /// named in `defaultConfigurationTitles` (whose configuration has no
    /// title font of its own) get iOS 15's 14-pt title.
    public func applied(to scene: SceneDescription, defaultConfigurationTitles: Set<String> = []) -> SceneDescription {
        guard self != .today else { return scene }
        if self == .iOS15 {
            var s = scene
            for i in s.views.indices where defaultConfigurationTitles.contains(s.views[i].name) {
                if case let .button(title, type, _, image, insets, configured) = s.views[i].kind {
                    s.views[i].kind = .button(title: title, type: type,
                                              font: .system(ControlMetrics.iOS15ConfigurationTitleFontSize),
                                              image: image, insets: insets, configured: configured)
                }
            }
            return s
        }
        var s = scene
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
