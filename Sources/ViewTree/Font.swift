import Synchronization

/// A font of UIKit's system family, as a value: what `UIFont.systemFont(ofSize:weight:)`,
/// `.boldSystemFont(ofSize:)`, `.italicSystemFont(ofSize:)`,
/// `.monospacedDigitSystemFont(ofSize:weight:)` and
/// `.preferredFont(forTextStyle:)` return, as far as measuring text cares.
///
/// ```swift
/// Font.system(17)                       // UILabel's default
/// Font.system(15, weight: .semibold)
/// Font.preferred(.headline)             // 17-pt semibold, textStyle .headline
/// ```
///
/// Its metrics (line height, advances) are in ``TextMetrics`` (an extension
/// of this type there); a control kind (``ControlKind``) carries one.
public struct Font: Hashable, Sendable {
    /// `UIFont.Weight`, by its Swift case name.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// `UIFont.Weight.rawValue`: -0.8 (ultraLight) … 0.62 (black), the
        /// numbers `UIFontWeightTrait` and Interface Builder's documents use.
        public var value: Double {
            switch self {
            case .ultraLight: return -0.8
            case .thin: return -0.6
            case .light: return -0.4
            case .regular: return 0
            case .medium: return 0.23
            case .semibold: return 0.3
            case .bold: return 0.4
            case .heavy: return 0.56
            case .black: return 0.62
            }
        }
    }

    /// `UIFont.TextStyle`, by its Swift case name (`.title1`, `.caption2`…).
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

        /// The name Interface Builder writes in `<fontDescription style=…>`
        /// (the constant's value): `UICTFontTextStyleBody`,
        /// `UICTFontTextStyleTitle1`…, with two of CoreText's own spellings:
        /// `UICTFontTextStyleTitle0` for largeTitle and
        /// `UICTFontTextStyleSubhead` for subheadline (as the documents of
        /// `../shared/ib-corpus` write them).
        public var interfaceBuilderName: String {
            switch self {
            case .largeTitle: return "UICTFontTextStyleTitle0"
            case .subheadline: return "UICTFontTextStyleSubhead"
            default: return "UICTFontTextStyle" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            }
        }

        /// The style whose ``interfaceBuilderName`` is `name` (also
        /// `UICTFontTextStyleLargeTitle` and `UICTFontTextStyleSubheadline`),
        /// if any.
        public init?(interfaceBuilderName name: String) {
            switch name {
            case "UICTFontTextStyleLargeTitle": self = .largeTitle
            case "UICTFontTextStyleSubheadline": self = .subheadline
            default:
                guard let style = Self.allCases.first(where: { $0.interfaceBuilderName == name }) else { return nil }
                self = style
            }
        }

        /// The size and weight at the default Dynamic Type size (Large), iOS
        /// 11 and later (Apple's HIG, Typography › Dynamic Type sizes, iOS,
        /// "Large (default)"; **high**): largeTitle 34, title1 28, title2 22,
        /// title3 20, headline 17 semibold, body 17, callout 16, subheadline
        /// 15, footnote 13, caption1 12, caption2 11; all others regular.
        public var defaultSize: (pointSize: Double, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .body: return (17, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            }
        }

        /// The size and weight at the Medium content size category, one
        /// step below the default (Apple's HIG, Typography › Dynamic Type
        /// sizes, iOS, "Medium"; **high**): largeTitle 33, title1 27,
        /// title2 21, title3 19, headline 16 semibold, body 16, callout 15,
        /// subheadline 14, footnote 12, caption1 11, caption2 11. Xcode 7's
        /// canvas drew text styles at these sizes (see `DesignCanvas` in
        /// InterfaceBuilder); UIKit's default is ``defaultSize``.
        public var mediumSize: (pointSize: Double, weight: Weight) {
            switch self {
            case .largeTitle: return (33, .regular)
            case .title1: return (27, .regular)
            case .title2: return (21, .regular)
            case .title3: return (19, .regular)
            case .headline: return (16, .semibold)
            case .subheadline: return (14, .regular)
            case .body: return (16, .regular)
            case .callout: return (15, .regular)
            case .footnote: return (12, .regular)
            case .caption1: return (11, .regular)
            case .caption2: return (11, .regular)
            }
        }
    }

    /// The point size.
    public var pointSize: Double
    /// The weight (`.regular` unless said otherwise).
    public var weight: Weight
    /// Whether the italic face is used (`italicSystemFont(ofSize:)`, or a
    /// text style with the italic trait).
    public var isItalic: Bool
    /// The Dynamic Type style when the font came from
    /// `preferredFont(forTextStyle:)`; its size and weight are then the
    /// style's default (``TextStyle/defaultSize``) unless changed.
    public var textStyle: TextStyle?
    /// Whether digits all take the same advance
    /// (`monospacedDigitSystemFont(ofSize:weight:)`).
    public var isMonospacedDigits: Bool
    /// The PostScript name of a named font (`UIFont(name: "Avenir-Heavy",
    /// size: 17)`); nil for the system font. A name StackLab has metrics
    /// for (``TextMetrics/NamedFace``) is measured with its face's own; any
    /// other (a font an app bundles) is kept, so that it is written back,
    /// and measured as the system font of the same size.
    public var name: String? {
        get { FontNames.name(at: nameIndex) }
        set { nameIndex = newValue.map(FontNames.index(of:)) ?? 0 }
    }
    /// The name as a number (``FontNames``): 0 for the system font, 1 …
    /// for the faces StackLab knows (their order in
    /// ``TextMetrics/NamedFace/allNames``), then other names as they come.
    /// A font is a few bytes and copies without retaining anything, as it
    /// did before names (a `String` here made every view's kind larger and
    /// cost W1's first layout 1.2 % more instructions).
    public internal(set) var nameIndex: UInt16 = 0
    /// Whether the system font is drawn as iOS 9–13 drew it, with the
    /// static SF Pro Text and Display faces, rather than as iOS 14 and
    /// later draw it, with the one variable SF Pro (WWDC 2020, "The details
    /// of UI typography": the tracking no longer breaks at 20 pt but varies
    /// smoothly from 17 to 28). The two measure 17 pt differently: iOS 14
    /// tracks it -0.43 pt a glyph, as Apple's HIG says, where the static
    /// faces need -0.39 (``TextMetrics/Data``). False (today's iPhone)
    /// unless a canvas older than Xcode 12 measures a document
    /// (`DesignCanvas` in InterfaceBuilder). A named font ignores it.
    /// (One byte beside the name's two: a font stays 16 bytes.)
    public var usesStaticSystemFaces = false

    /// Creates a font from every field; see ``system(_:weight:italic:)``,
    /// ``named(_:size:)`` and ``preferred(_:)`` for the usual ways.
    public init(pointSize: Double, weight: Weight = .regular, isItalic: Bool = false,
                textStyle: TextStyle? = nil, isMonospacedDigits: Bool = false, name: String? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
        self.isMonospacedDigits = isMonospacedDigits
        self.nameIndex = name.map(FontNames.index(of:)) ?? 0
    }

    /// `UIFont(name:size:)`: the face called `name` (a PostScript name).
    /// A face StackLab knows brings its weight and slant; an unknown name
    /// is kept with the regular upright weight (``isKnownName`` is false).
    public static func named(_ name: String, size: Double) -> Font {
        let face = TextMetrics.NamedFace.named(name)
        return Font(pointSize: size.isFinite ? max(size, 0) : 0, weight: face?.weight ?? .regular,
                    isItalic: face?.isItalic ?? false, name: name)
    }

    /// A named font's family: its face's (`Avenir`, `Helvetica Neue`), else
    /// the name's part before its first hyphen, as fonts' faces are usually
    /// named (`Montserrat-Bold` → `Montserrat`); nil for the system font.
    public var familyName: String? {
        guard let name else { return nil }
        return namedFace?.family ?? String(name.split(separator: "-", maxSplits: 1).first ?? Substring(name))
    }

    /// Whether the font is a named font StackLab has the metrics of (the
    /// system font counts as known).
    public var isKnownName: Bool {
        Int(nameIndex) <= FontNames.knownCount
    }

    /// The face of a known named font; nil for the system font and for
    /// unknown names.
    var namedFace: TextMetrics.NamedFace? {
        guard nameIndex != 0, Int(nameIndex) <= FontNames.knownCount else { return nil }
        return TextMetrics.NamedFace.all[Int(nameIndex) - 1]
    }

    /// The same font with another weight and slant: for a known named
    /// font, the face of its family nearest them
    /// (``TextMetrics/NamedFace/nearest(inFamily:weight:italic:like:)``, as
    /// `UIFontDescriptor`'s symbolic traits pick a family's bold or italic
    /// face) and that face's own weight and slant; otherwise the fields
    /// themselves.
    public func withFace(weight: Weight, italic: Bool) -> Font {
        var f = self
        if let face = namedFace,
           let nearest = TextMetrics.NamedFace.nearest(inFamily: face.family, weight: weight, italic: italic, like: face) {
            f.name = nearest.name
            f.weight = nearest.weight
            f.isItalic = nearest.isItalic
        } else {
            f.weight = weight
            f.isItalic = italic
        }
        return f
    }

    /// `UIFont.systemFont(ofSize:weight:)` (`italicSystemFont` with
    /// `italic`). Negative and non-finite sizes become 0, which measures
    /// every text as empty.
    public static func system(_ size: Double, weight: Weight = .regular, italic: Bool = false) -> Font {
        Font(pointSize: size.isFinite ? max(size, 0) : 0, weight: weight, isItalic: italic)
    }

    /// `UIFont.preferredFont(forTextStyle:)` at the default Dynamic Type
    /// size (Large).
    public static func preferred(_ style: TextStyle) -> Font {
        let d = style.defaultSize
        return Font(pointSize: d.pointSize, weight: d.weight, textStyle: style)
    }

    /// Whether the font is its text style's font unchanged (no weight,
    /// italic or digit changes), so `preferredFont(forTextStyle:)` alone
    /// makes it.
    public var isPlainTextStyle: Bool {
        guard let style = textStyle else { return false }
        let d = style.defaultSize
        return pointSize == d.pointSize && weight == d.weight && !isItalic && !isMonospacedDigits && name == nil
    }
}

/// The names of named fonts, each given a number once (``Font/nameIndex``):
/// 0 is the system font, 1 … ``knownCount`` the faces StackLab measures
/// (``TextMetrics/NamedFace/allNames``), then every other name as it is
/// first seen (a font an app bundles, read from a document or typed). At
/// most ``limit`` names are kept, so a stream of documents naming new fonts
/// cannot grow it without end: a name past it is dropped (the font is the
/// system font, which is how such a name is measured anyway).
public enum FontNames {
    /// How many names are kept, the known faces included.
    public static let limit = 4096
    /// How many faces StackLab has metrics for.
    static let knownCount = TextMetrics.NamedFace.allNames.count

    struct Table {
        var names: [String]
        var indices: [String: UInt16]

        /// The number of `name`, given one if it has none yet and fewer
        /// than `limit` names are kept; else 0 (and 0 for the empty name).
        mutating func index(of name: String, limit: Int) -> UInt16 {
            if name.isEmpty { return 0 }
            if let i = indices[name] { return i }
            guard names.count < limit else { return 0 }
            let i = UInt16(names.count)
            names.append(name)
            indices[name] = i
            return i
        }
    }

    static let table: Mutex<Table> = {
        let names = [""] + TextMetrics.NamedFace.allNames
        var indices: [String: UInt16] = [:]
        for (i, n) in names.enumerated() where i > 0 { indices[n] = UInt16(i) }
        return Mutex(Table(names: names, indices: indices))
    }()

    /// The number of `name`, given one if it has none yet (0 once
    /// ``limit`` names are kept).
    static func index(of name: String) -> UInt16 {
        table.withLock { $0.index(of: name, limit: limit) }
    }

    /// The name numbered `index`; nil for 0.
    static func name(at index: UInt16) -> String? {
        guard index != 0 else { return nil }
        return table.withLock { t in Int(index) < t.names.count ? t.names[Int(index)] : nil }
    }
}

extension ControlKind {
    /// The font of a kind that shows text (label, button, segmented
    /// control, text field, text view); nil for the others.
    public var font: Font? {
        switch self {
        case .label(_, let font, _), .button(_, _, let font, _, _, _), .segmented(_, let font),
            .textField(_, _, _, let font), .textView(_, _, let font):
            return font
        case .plain, .control, .switchControl, .slider, .stepper, .progressView, .pageControl, .datePicker, .imageView,
            .stack, .scroll:
            return nil
        }
    }

    /// The font a new view of this kind gets when none is given: 17 pt for
    /// labels, text fields and text views, 15 pt for buttons, 13 pt for
    /// segmented controls (iOS 7–14); nil for kinds without text.
    public var defaultFont: Font? {
        switch self {
        case .label, .textField, .textView: return .system(17)
        case .button: return .system(ControlMetrics.buttonTitleFontSize)
        case .segmented: return .system(ControlMetrics.segmentedTitleFontSize)
        case .plain, .control, .switchControl, .slider, .stepper, .progressView, .pageControl, .datePicker, .imageView,
            .stack, .scroll: return nil
        }
    }

    /// The kind with its font replaced; kinds without text are returned
    /// unchanged.
    public func withFont(_ font: Font) -> ControlKind {
        switch self {
        case let .label(text, _, lines): return .label(text: text, font: font, lines: lines)
        case let .button(title, type, _, image, insets, configured):
            return .button(title: title, type: type, font: font, image: image, insets: insets, configured: configured)
        case let .segmented(titles, _): return .segmented(titles: titles, font: font)
        case let .textField(placeholder, text, border, _):
            return .textField(placeholder: placeholder, text: text, border: border, font: font)
        case let .textView(text, scrolls, _): return .textView(text: text, scrolls: scrolls, font: font)
        case .plain, .control, .switchControl, .slider, .stepper, .progressView, .pageControl, .datePicker, .imageView,
            .stack, .scroll: return self
        }
    }
}
