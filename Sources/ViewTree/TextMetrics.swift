import Geometry

/// Text measurement with the metrics of UIKit's system font (SF Pro), as
/// `UILabel` and `NSString.boundingRect` do it — without CoreText.
///
/// ```swift
/// let font = TextMetrics.systemFont(size: 17)
/// font.lineHeight                                   // 20.287
/// TextMetrics.measure("Just text", fontSize: 17, lines: 1, maxWidth: nil)
///                                                   // {66, 20.333}
/// TextMetrics.measure("Hello\nworld", fontSize: 17, lines: 0, maxWidth: nil)
///                                                   // two lines: 40.667 tall
/// ```
///
/// **What is measured and what is approximated.** The vertical metrics are
/// UIKit's own (ascender 1950/2048 em, descender 494/2048 em, no leading:
/// 20.287 pt per line at 17 pt, the same 2444/2048 em at every size: the
/// corpus's 12-, 18- and 20-pt labels are 14.5, 21.5 and 24 tall on @2x).
/// The advance widths and kerning pairs are SF Pro's own — SF Pro Text
/// below 20 pt, SF Pro Display from 20 pt, Light to Bold, other weights
/// interpolated — with the HIG's size-specific tracking; only the 17-pt
/// and the Display tracking are measured, on the widths Interface Builder
/// recorded for unstretched labels and buttons in real documents and on
/// printed UIKit measurements ("This is a test string" comes out at
/// UIKit's 144.09326171875 exactly). Text styles measure as their default
/// Dynamic Type size and weight. East Asian wide and fullwidth characters
/// measure exactly one em. Every number, its source and the error are in
/// `TextMetrics+Data.swift` (``Data``).
///
/// **Rounding.** `UILabel.intrinsicContentSize` is the laid-out text size
/// rounded *up* to the screen's pixel grid (UIKit's `UICeilToViewScale`):
/// "Just text" at 17 pt is 66 × 20.333 on a @3x screen (a printed UIKit
/// value), and Interface Builder's @2x canvas shows 17-pt labels 20.5 tall.
/// ``measure(_:fontSize:lines:maxWidth:scale:)`` does the same, on a @3x
/// grid unless told otherwise (``defaultScale``); ``layout(_:font:lines:maxWidth:)``
/// gives the unrounded lines.
///
/// **Not modelled.** Ligatures, the kerning of weights other than Regular
/// and of pairs beyond ASCII, the italic's own advances (a scale of the
/// upright's), iOS 14's blend of the optical sizes between 17 and 28 pt,
/// the taller line of fallback fonts (a line of CJK text keeps the system
/// font's line height), truncation ellipses, and tab stops (a tab is four
/// spaces).
public enum TextMetrics {
    /// The pixel grid ``measure(_:fontSize:lines:maxWidth:scale:)`` rounds up
    /// to when none is given: @3x, the scale of UIKit's printed "Just text"
    /// example (66 × 20.3333).
    public static let defaultScale = 3.0

    /// The system font's metrics at `size` points, like
    /// `UIFont.systemFont(ofSize:)`.
    ///
    /// - Parameter size: The point size. Negative and non-finite sizes are
    ///   treated as 0, which measures every text as empty.
    public static func systemFont(size: Double) -> Font {
        Font.system(size)
    }

    /// One laid-out line of text.
    public struct Line: Hashable, Sendable {
        /// The characters on the line, without the spaces a wrap left at its
        /// end and without the line break.
        public var text: String
        /// The line's width in points. Blanks at the end of a paragraph
        /// count, as in UIKit ("First Name : " is a space wider than "First
        /// Name :"); blanks at a wrap hang past the edge and do not.
        public var width: Double

        /// Creates a line from its text and width.
        public init(text: String, width: Double) {
            self.text = text
            self.width = width
        }
    }

    /// Breaks `text` into lines the way a `UILabel` with
    /// `lineBreakMode = .byWordWrapping` does, without rounding.
    ///
    /// * Explicit line breaks (`"\n"`, `"\r\n"`, U+2028, …) always start a
    ///   new line; a break at the very end of the text adds no empty line.
    /// * With `maxWidth` (and `lines != 1`), lines wrap greedily at spaces
    ///   and on either side of East Asian wide characters; the spaces at a
    ///   wrap hang past the edge (they are dropped from the line); a word
    ///   wider than `maxWidth` is broken between characters.
    /// * Spaces at the end of a paragraph (and at its start) are part of
    ///   its last (first) line's width, as UIKit measures a label's text:
    ///   Interface Builder records "First Name : " 6 pt wider than StackLab
    ///   measured "First Name :", "My View Controller " 5 pt, "Alignment: "
    ///   5 pt (real documents of Xcode 7 and 13); on a wrapped last line
    ///   they count as far as the line has room and hang beyond it.
    /// * `lines > 0` keeps only the first `lines` lines (UILabel's
    ///   `numberOfLines`; 0, or a negative count, keeps them all).
    ///
    /// - Parameters:
    ///   - text: The text to lay out.
    ///   - font: The font to measure it with.
    ///   - lines: The largest number of lines, 0 for no limit.
    ///   - maxWidth: The width to wrap at; `nil`, 0 or a negative or
    ///     non-finite width means no wrapping.
    /// - Returns: The lines, empty for empty text.
    public static func layout(_ text: String, font: Font, lines: Int, maxWidth: Double?) -> [Line] {
        guard !text.isEmpty, font.pointSize > 0 else { return [] }
        var paragraphs = splitParagraphs(text)
        if paragraphs.count > 1, paragraphs.last?.isEmpty == true { paragraphs.removeLast() }
        let wrapWidth: Double?
        if lines != 1, let w = maxWidth, w.isFinite, w > 0 { wrapWidth = w } else { wrapWidth = nil }
        var result: [Line] = []
        for paragraph in paragraphs {
            if let w = wrapWidth {
                result += wrap(paragraph, font: font, maxWidth: w)
            } else {
                result.append(Line(text: String(paragraph), width: font.width(of: paragraph)))
            }
            if lines > 0, result.count >= lines { break }
        }
        if lines > 0, result.count > lines { result.removeLast(result.count - lines) }
        return result
    }

    /// The unrounded size of the laid-out text: the widest line by the
    /// number of lines × the line height. Empty text is `{0, 0}`.
    ///
    /// See ``layout(_:font:lines:maxWidth:)`` for the parameters.
    public static func textSize(_ text: String, font: Font, lines: Int, maxWidth: Double?) -> Size {
        let laidOut = layout(text, font: font, lines: lines, maxWidth: maxWidth)
        guard !laidOut.isEmpty else { return .zero }
        let width = laidOut.reduce(0) { max($0, $1.width) }
        return Size(width: width, height: Double(laidOut.count) * font.lineHeight)
    }

    /// The size of `text` in the system font as `UILabel.intrinsicContentSize`
    /// reports it: the laid-out text size rounded up to the pixel grid.
    ///
    /// ```swift
    /// TextMetrics.measure("Just text", fontSize: 17, lines: 1, maxWidth: nil)
    /// // {66, 20.333}: 65.98 and 20.287 rounded up to thirds of a point
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text; `"\n"` starts a new line.
    ///   - fontSize: The system font's point size.
    ///   - lines: UILabel's `numberOfLines`: 1 for a single line, 0 for no
    ///     limit.
    ///   - maxWidth: The width to wrap at (`preferredMaxLayoutWidth`), used
    ///     only when `lines != 1`; `nil` for no wrapping.
    ///   - scale: The screen's pixels per point; sizes are rounded up to
    ///     multiples of `1 / scale`.
    /// - Returns: The size in points; `{0, 0}` for empty text.
    public static func measure(
        _ text: String, fontSize: Double, lines: Int, maxWidth: Double?, scale: Double = defaultScale
    ) -> Size {
        measure(text, font: systemFont(size: fontSize), lines: lines, maxWidth: maxWidth, scale: scale)
    }

    /// The size of `text` in `font` as `UILabel.intrinsicContentSize`
    /// reports it; see ``measure(_:fontSize:lines:maxWidth:scale:)``.
    public static func measure(
        _ text: String, font: Font, lines: Int, maxWidth: Double?, scale: Double = defaultScale
    ) -> Size {
        let size = textSize(text, font: font, lines: lines, maxWidth: maxWidth)
        return Size(width: ceilToPixel(size.width, scale: scale), height: ceilToPixel(size.height, scale: scale))
    }

    /// Rounds `value` up to the next multiple of `1 / scale` (UIKit's
    /// `UICeilToViewScale`).
    ///
    /// The value in pixels is first rounded to 1e-6 so that binary noise
    /// (66 × 3 = 198.00000000000003) does not add a pixel. A scale that is
    /// not positive and finite leaves the value unchanged.
    public static func ceilToPixel(_ value: Double, scale: Double) -> Double {
        guard value.isFinite, scale > 0, scale.isFinite else { return value }
        let pixels = ((value * scale) * 1e6).rounded() / 1e6
        return pixels.rounded(.up) / scale + 0.0
    }

    /// Whether `scalar` is an East Asian wide or fullwidth character (CJK
    /// ideographs, kana, Hangul, fullwidth forms, common emoji), which
    /// measures one em.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        guard v >= 0x1100 else { return false }
        return Data.wideRanges.contains { $0.contains(v) }
    }

    /// Whether `character` is drawn as an emoji (UIKit falls back to Apple
    /// Color Emoji for it, whatever the label's font): its first scalar
    /// has emoji presentation (🐶, a flag, a skin tone or a ZWJ sequence
    /// after it), or it is an emoji asked for with U+FE0F (🗣️, ❤️), or a
    /// keycap (1️⃣). Text presentation (✔︎, ©) is not.
    public static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.isASCII { return scalars.contains("\u{20E3}") }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains("\u{FE0F}")
    }

    // MARK: Internals

    /// Whether `scalar` takes no room (combining marks, zero-width
    /// characters, soft hyphen, variation selectors).
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return Data.zeroWidthRanges.contains { $0.contains(v) }
    }

    /// The advance of `scalar` in font units in a face (`advances`, from
    /// ``Data``'s tables), no tracking; `scale` is the face's "n" against
    /// SF Pro Text Regular's, for the characters only Regular's table has.
    static func units(of scalar: Unicode.Scalar, advances: [Double], scale: Double) -> Double {
        let v = scalar.value
        if v >= 0x20, v <= 0x7E { return advances[Int(v - 0x20)] }
        if v == 0xA0 { return advances[0] }  // a no-break space is a space
        if let base = latin1BaseLetter[v] { return advances[Int(base - 0x20)] }
        if let units = Data.extraAdvances[v] { return units * scale }
        return advances[Int(UInt8(ascii: "n")) - 0x20]
    }

    /// Accented Latin-1 letters mapped to their base letter's code point.
    static let latin1BaseLetter: [UInt32: UInt32] = {
        var table: [UInt32: UInt32] = [:]
        for (accented, base) in Data.latin1BaseLetters {
            guard let b = base.unicodeScalars.first else { continue }
            for scalar in accented.unicodeScalars { table[scalar.value] = b.value }
        }
        return table
    }()

    /// A face's advances of U+0020 … U+007E at `weight`
    /// (`UIFont.Weight.rawValue`): linear between the faces of `faces`,
    /// the nearest segment extended beyond the lightest and the boldest.
    /// The 95 advances are followed by the tabular digits' advance.
    static func advances(weight: Double, faces: [(weight: Double, advances: [Double], tabularDigit: Double)]) -> [Double] {
        var i = 1
        while i < faces.count - 1, weight > faces[i].weight { i += 1 }
        let a = faces[i - 1], b = faces[i]
        let t = (weight - a.weight) / (b.weight - a.weight)
        return zip(a.advances + [a.tabularDigit], b.advances + [b.tabularDigit]).map { $0 + ($1 - $0) * t }
    }

    /// The interpolated advances of every weight, Text and Display, made
    /// once: U+0020 … U+007E, then the tabular digits' (index
    /// ``tabularDigitIndex``).
    static let weightAdvances: [Bool: [Font.Weight: [Double]]] = {
        var table: [Bool: [Font.Weight: [Double]]] = [:]
        for display in [false, true] {
            let faces = display ? Data.displayFaces : Data.textFaces
            var byWeight: [Font.Weight: [Double]] = [:]
            for w in Font.Weight.allCases { byWeight[w] = advances(weight: w.value, faces: faces) }
            table[display] = byWeight
        }
        return table
    }()

    /// Where ``weightAdvances`` keeps the tabular digits' advance.
    static let tabularDigitIndex = 95

    /// A kerning table parsed from ``Data``'s text form: 95 × 95
    /// adjustments in font units, indexed by (left − 0x20) × 95 + right − 0x20.
    static func parseKerning(_ text: String) -> [Double] {
        var table = [Double](repeating: 0, count: 95 * 95)
        func code(_ c: Character) -> Int? {
            let s = c == "\u{2420}" ? " " : c
            guard let v = s.asciiValue, v >= 0x20, v <= 0x7E else { return nil }
            return Int(v) - 0x20
        }
        for line in text.split(separator: "\n") {
            let items = line.split(separator: " ")
            guard let first = items.first, first.count == 1, let left = code(first.first!) else { continue }
            for item in items.dropFirst() {
                guard let right = code(item.first!), let units = Double(item.dropFirst()) else { continue }
                table[left * 95 + right] = units
            }
        }
        return table
    }

    /// SF Pro Text and Display Regular's kerning, parsed once.
    static let textKerning = parseKerning(Data.textKerning)
    static let displayKerning = parseKerning(Data.displayKerning)

    /// The kerning between two characters in font units (0 unless both
    /// are ASCII and the face has the pair).
    static func kerning(_ left: Character, _ right: Character, display: Bool) -> Double {
        guard let l = left.asciiValue, let r = right.asciiValue, l >= 0x20, l <= 0x7E, r >= 0x20, r <= 0x7E,
              left.unicodeScalars.count == 1, right.unicodeScalars.count == 1 else { return 0 }
        let table = display ? displayKerning : textKerning
        return table[(Int(l) - 0x20) * 95 + Int(r) - 0x20]
    }

    /// SF Pro's tracking in points per glyph at `size`: the Text table
    /// (``Data/textTrackingTable``, or with `staticFaces` iOS 9–13's
    /// ``Data/staticTextTrackingTable``; linearly interpolated; below 6 pt
    /// the 6-pt rate per point of size) below 20 pt, ``Data/displayTracking``
    /// from 20 to 28 pt, then the Display table (its last value beyond).
    static func tracking(size: Double, staticFaces: Bool = false) -> Double {
        if size >= Data.displaySizeThreshold, let first = Data.displayTrackingTable.first, size < first.size {
            return Data.displayTracking
        }
        let table = size >= Data.displaySizeThreshold ? Data.displayTrackingTable
            : staticFaces ? Data.staticTextTrackingTable : Data.textTrackingTable
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.tracking / first.size * size }
        if size >= last.size { return last.tracking }
        var i = 1
        while table[i].size < size { i += 1 }
        let a = table[i - 1], b = table[i]
        return a.tracking + (b.tracking - a.tracking) * (size - a.size) / (b.size - a.size)
    }

    /// The text split at explicit line breaks.
    static func splitParagraphs(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
    }

    /// Spaces a line may wrap after (not the no-break space).
    static func isBreakingSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\u{3000}"
    }

    /// A run of characters that wraps as a unit.
    private struct Token {
        enum Kind { case space, word, wide }
        var kind: Kind
        var characters: [Character]
        var width: Double
    }

    /// The paragraph cut into spaces, words and single wide characters.
    private static func tokens(_ paragraph: Substring, font: Font) -> [Token] {
        var result: [Token] = []
        for character in paragraph {
            let kind: Token.Kind
            if isBreakingSpace(character) {
                kind = .space
            } else if let s = character.unicodeScalars.first, isWide(s) {
                kind = .wide
            } else {
                kind = .word
            }
            let w = font.advance(of: character)
            if kind != .wide, var last = result.last, last.kind == kind {
                if let previous = last.characters.last { last.width += font.kerning(previous, character) }
                last.characters.append(character)
                last.width += w
                result[result.count - 1] = last
            } else {
                result.append(Token(kind: kind, characters: [character], width: w))
            }
        }
        return result
    }

    /// Greedy word wrapping of one paragraph at `maxWidth`.
    private static func wrap(_ paragraph: Substring, font: Font, maxWidth: Double) -> [Line] {
        let epsilon = 1e-9
        var lines: [Line] = []
        var text: [Character] = []      // content of the current line, pending spaces excluded
        var width = 0.0                  // width of `text`
        var spaces: [Character] = []     // spaces after the content, not yet committed
        var spacesWidth = 0.0
        var hasContent = false

        func emit() {
            lines.append(Line(text: String(text), width: width))
            text = []; width = 0; spaces = []; spacesWidth = 0; hasContent = false
        }

        for token in tokens(paragraph, font: font) {
            if token.kind == .space {
                // Spaces that open a wrapped line are swallowed by the wrap.
                if !hasContent, !lines.isEmpty { continue }
                spaces += token.characters
                spacesWidth += token.width
                continue
            }
            if hasContent, width + spacesWidth + token.width > maxWidth + epsilon {
                emit()
            }
            // Leading spaces of the paragraph's first line stay on it.
            text += spaces
            width += spacesWidth
            spaces = []; spacesWidth = 0
            if width + token.width <= maxWidth + epsilon {
                text += token.characters
                width += token.width
                hasContent = true
                continue
            }
            // A word wider than the line: break it between characters.
            for character in token.characters {
                let w = font.advance(of: character)
                if hasContent, width + w > maxWidth + epsilon { emit() }
                text.append(character)
                width += w
                hasContent = true
            }
        }
        if hasContent || lines.isEmpty {
            // The paragraph's trailing spaces count as far as the line has
            // room (past the edge they hang); a paragraph of only spaces is
            // one line.
            text += spaces
            width = min(width + spacesWidth, max(width, maxWidth))
            lines.append(Line(text: String(text), width: width))
        }
        return lines
    }
}

/// A font's metrics, like a `UIFont`'s: ``TextMetrics`` measures with these.
extension Font {
    /// The distance from the baseline up to the top of a line, like
    /// `UIFont.ascender` (16.187 at 17 pt).
    public var ascender: Double {
        if let face = namedFace { return face.ascent / face.unitsPerEm * pointSize }
        return TextMetrics.Data.ascent / TextMetrics.Data.unitsPerEm * pointSize
    }

    /// The distance from the baseline down to the bottom of a line, as a
    /// negative number like `UIFont.descender` (-4.101 at 17 pt).
    public var descender: Double {
        if let face = namedFace { return -face.descent / face.unitsPerEm * pointSize }
        return -TextMetrics.Data.descent / TextMetrics.Data.unitsPerEm * pointSize
    }

    /// Extra space between lines, like `UIFont.leading` (0 for the
    /// system font; a named face's `hhea` line gap, 0.476 for Helvetica
    /// Neue at 17 pt).
    public var leading: Double {
        if let face = namedFace { return face.lineGap / face.unitsPerEm * pointSize }
        return TextMetrics.Data.lineGap / TextMetrics.Data.unitsPerEm * pointSize
    }

    /// The height of one line of a label: `ascender - descender + leading`,
    /// like `UIFont.lineHeight` (20.287 at 17 pt), except that a named
    /// face's line gap is not added (Avenir 23.222 at 17 pt, Helvetica Neue
    /// 19.805): real frames of Helvetica Neue labels (line gap 28/1000 em)
    /// are one line `ascender - descender` tall, rounded up to the pixel
    /// (Xcode 8–10 documents: 17 pt 20 on @2x and @3x, bold 17 20.5,
    /// bold 64 76.5; with the gap 20.5, 20.333, 21 and 78.5), and of the 15
    /// public documents checked (``TextMetrics/NamedFace``) none gains from
    /// the gap and three lose.
    public var lineHeight: Double { ascender - descender + (namedFace == nil ? leading : 0) }

    /// `UIFont.lineHeight` itself, `ascender - descender + leading`: what
    /// a button's title takes (20.757 for bold Helvetica Neue at 17 pt,
    /// whose buttons public documents record 33 tall on @3x, a 21-pt title
    /// and 6 above and below; 32.333 without the gap). The same as
    /// ``lineHeight`` for the system font.
    public var lineHeightWithLeading: Double { ascender - descender + leading }

    /// The advance width of one character in points: how far the pen
    /// moves after drawing it, tracking included, kerning not (see
    /// ``kerning(_:_:)``).
    ///
    /// SF Pro Text below 20 pt, SF Pro Display from 20 pt, each weight
    /// from its face's advances (``TextMetrics/Data``), italic wider
    /// (``TextMetrics/Data/italicWidthScale``), plus the size's tracking;
    /// with monospaced digits each digit as wide as the face's tabular
    /// digits (its `tnum` glyphs). East Asian wide
    /// and fullwidth characters are one em (`pointSize`, no tracking);
    /// line breaks, combining marks and zero-width characters are 0;
    /// characters the tables do not know measure like an "n". A character
    /// of several scalars (an accented letter written with a combining
    /// mark, an emoji sequence) measures as its first scalar. A named font
    /// StackLab knows (``name``) takes its face's own advances
    /// (``TextMetrics/NamedFace``), without tracking.
    public func advance(of character: Character) -> Double {
        guard !character.isNewline, let scalar = character.unicodeScalars.first else { return 0 }
        if scalar == "\t" { return 4 * advance(of: " ") }
        if !scalar.isASCII || character.utf8.count > 1, TextMetrics.isEmoji(character) {
            return pointSize * TextMetrics.Data.emojiAdvance
        }
        if TextMetrics.isWide(scalar) { return pointSize }
        if TextMetrics.isZeroWidth(scalar) { return 0 }
        if let face = namedFace { return face.units(of: scalar) / face.unitsPerEm * pointSize }
        let advances = faceAdvances
        let slant = isItalic ? TextMetrics.Data.italicWidthScale : 1
        if isMonospacedDigits, scalar.properties.numericType == .decimal, scalar.isASCII {
            return advances[TextMetrics.tabularDigitIndex] * slant / TextMetrics.Data.unitsPerEm * pointSize
                + TextMetrics.tracking(size: pointSize, staticFaces: usesStaticSystemFaces)
        }
        let regularN = TextMetrics.Data.textRegular[Int(UInt8(ascii: "n")) - 0x20]
        let scale = advances[Int(UInt8(ascii: "n")) - 0x20] / regularN
        let units = TextMetrics.units(of: scalar, advances: advances, scale: scale) * slant
        return units / TextMetrics.Data.unitsPerEm * pointSize
            + TextMetrics.tracking(size: pointSize, staticFaces: usesStaticSystemFaces)
    }

    /// The kerning between `left` and `right` in points, as SF Pro's
    /// Regular face (Text or Display, by size) has it, or as a known named
    /// font's own face has it; 0 for pairs outside ASCII.
    public func kerning(_ left: Character, _ right: Character) -> Double {
        if let face = namedFace {
            let units = face.kerning(left, right)
            return units == 0 ? 0 : units / face.unitsPerEm * pointSize
        }
        if isMonospacedDigits, left.isASCII && left.isNumber || right.isASCII && right.isNumber { return 0 }
        let units = TextMetrics.kerning(left, right, display: isDisplay)
        return units == 0 ? 0 : units / TextMetrics.Data.unitsPerEm * pointSize * (isItalic ? TextMetrics.Data.italicWidthScale : 1)
    }

    /// Whether this size uses the Display optical size.
    var isDisplay: Bool { pointSize >= TextMetrics.Data.displaySizeThreshold }

    /// The advances of U+0020 … U+007E of this font's face and weight.
    var faceAdvances: [Double] {
        TextMetrics.weightAdvances[isDisplay]?[weight] ?? TextMetrics.Data.textRegular
    }

    /// The width of a single line of text in points: the sum of its
    /// characters' advances and of the kerning between neighbours.
    public func width<S: StringProtocol>(of text: S) -> Double {
        var total = 0.0
        var previous: Character?
        for character in text {
            total += advance(of: character)
            if let p = previous { total += kerning(p, character) }
            previous = character
        }
        return total
    }
}
