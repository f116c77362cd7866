import Geometry
import SceneModel
import ViewTree

/// The fonts Interface Builder's canvas measured a document's text with
/// when it recorded the frames: what `check` lays the document out with
/// before it compares. `open` always lays out with today's iPhone fonts;
/// only the comparison with the recorded frames uses the canvas's.
///
/// ```swift
/// let fonts = CanvasFonts(document)            // .xcode7 for a 600 × 600 Any × Any storyboard
/// let measured = fonts.applied(to: opened.scene) // text styles one size smaller
/// ```
///
/// **Xcode 7's canvas (`.xcode7`).** Documents Xcode 7 saved (no
/// `<device>`, `toolsVersion` 8000–10999) were laid out by iOS 9's UIKit,
/// which drew the text styles at the Medium content size category, one
/// step below today's default (``Font/TextStyle/mediumSize``: Body 16 pt,
/// Headline 16 pt semibold, Caption 1 11 pt). The evidence is every
/// Xcode 7 document of `../shared/ib-corpus` that uses a text style, from
/// two projects and four Xcode 7 releases (toolsVersion 8191, 9046, 9059,
/// 9531): Body labels 19.5 tall (011's "Flowers", 012's "First",
/// "Middle", "Last", 030's and 031's "Label"; 16 pt's line is 19.09, 17
/// pt's 20.29 → 20.5), 014's Headline 20 tall, Caption 1 "Label" 28.5–29
/// wide where 12 pt measures 31. No Xcode 8 or later document draws them
/// so (016, 023, 026, 028: Body 20.5 tall). Fonts given by size are not
/// changed: iOS 9's SF UI glyphs are not modelled (030–032's "Name" is 45
/// wide in IB, 44 here).
public enum CanvasFonts: Sendable, Equatable {
    /// Today's iPhone: text styles at the default (Large) size.
    case today
    /// Xcode 7's canvas: iOS 9's text styles at the Medium size.
    case xcode7

    /// The canvas of the Xcode that saved `document`: ``xcode7`` for a
    /// document without a design device saved by Xcode 7 (`toolsVersion`
    /// 8000–10999), else ``today``.
    public init(_ document: InterfaceBuilderDocument) {
        let major = Int(document.toolsVersion.split(separator: ".").first ?? "") ?? 99999
        self = document.deviceID == nil && (8000..<11000).contains(major) ? .xcode7 : .today
    }

    /// What `check` says it measured with.
    public var description: String {
        switch self {
        case .today: return "today's iPhone fonts (text styles at the default size: Body 17 pt)"
        case .xcode7:
            return "Xcode 7's canvas fonts (iOS 9's text styles a size smaller: Body 16 pt, Caption 1 11 pt); open lays out with today's (Body 17 pt)"
        }
    }

    /// `font` as this canvas drew it: a text style's size (and a plain
    /// style's weight) moved to the canvas's size; other fonts unchanged.
    public func font(_ font: Font) -> Font {
        guard self == .xcode7, let style = font.textStyle else { return font }
        var f = font
        let today = style.defaultSize, then = style.mediumSize
        if font.isPlainTextStyle { f.weight = then.weight }
        f.pointSize = font.pointSize + then.pointSize - today.pointSize
        return f
    }

    /// `scene` with every view's font as this canvas drew it.
    public func applied(to scene: SceneDescription) -> SceneDescription {
        guard self != .today else { return scene }
        var s = scene
        for i in s.views.indices {
            if let f = s.views[i].kind.font { s.views[i].kind = s.views[i].kind.withFont(font(f)) }
        }
        return s
    }
}

extension CanvasFonts {
    /// Lays `scene` out with this canvas's fonts in a window of its own
    /// (the scene it came from is not touched) and returns each view's
    /// frame in its superview by name; views outside that window have
    /// none. With ``today`` and a scene already laid out, `check` reads
    /// the session's own frames instead.
    public func frames(of scene: SceneDescription) throws(SceneBuilder.BuildError) -> [String: Rect] {
        let built = try SceneBuilder.build(applied(to: scene))
        built.window.layoutIfNeeded()
        var frames: [String: Rect] = ["root": built.window.rootView.frame]
        for v in built.views where v.view.window === built.window { frames[v.name] = v.view.frame }
        return frames
    }
}
