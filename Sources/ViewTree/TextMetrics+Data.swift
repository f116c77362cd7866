// The numbers behind TextMetrics, kept in one file so that a better table (a
// real SF Pro Text `hmtx`, say) can replace them without touching the code.
//
// Units: 1/2048 em (the unitsPerEm of Apple's SF fonts and of Roboto).

extension TextMetrics {
    /// Where every number in this file comes from. See also the doc comment
    /// of ``TextMetrics``.
    ///
    /// * **Vertical metrics: measured.** `UIFont.systemFont(ofSize: 17)`
    ///   lays out a line 20.287109375 pt tall (an XCTest of
    ///   `gillygize/FloorplanB`, `NSAttributedString+FloorplanBTests.swift`,
    ///   asserts `CGSize(width: 144.09326171875, height: 20.287109375)`),
    ///   i.e. exactly 2444/2048 em. The ascent, 1950/2048 em, is the one
    ///   Capsize records for `-apple-system` (`@capsizecss/metrics`,
    ///   `appleSystem`: ascent 1950, unitsPerEm 2048); the descent is the
    ///   rest, 494/2048 em (4.1 pt at 17 pt). Line gap 0.
    /// * **Advance widths: fitted to Apple's measurements.** Apple does not
    ///   publish SF Pro's advance widths, so ``asciiAdvances`` are fitted
    ///   (`Scripts/text-metrics/fit.py`, which reads `../shared/ib-corpus` at
    ///   run time) to what UIKit measured. The starting shape is Roboto
    ///   Regular's advances (Google's open-licensed font; read from
    ///   `Maclay74/pixi-awesome-text`, `demo/assets/roboto.js`), which follow
    ///   SF Pro Text at 17 pt including its -0.43 pt tracking to within a few
    ///   per cent; the fit scales capitals, lower case, digits and the rest,
    ///   gives each letter a correction (kept near 1 by a prior: at most a
    ///   few per cent), and replaces Roboto's tabular digits with SF's
    ///   proportional ones ('1' narrow: "1.00" is 32 and "0.50" 34.5 at
    ///   17 pt in the corpus).
    /// * **The evidence.** (1) Every single-line label and button of the 46
    ///   Interface Builder documents of `../shared/ib-corpus` (Xcode 8–16;
    ///   Xcode 7's text styles are left out, their canvas drew other sizes)
    ///   whose width nothing stretched: no width constraint, not pinned on
    ///   both sides, not stretched by a stack, not made equal to a
    ///   differently-worded neighbour (extract.py lists every label left
    ///   out and why). IB records the intrinsic width rounded up to the
    ///   design device's pixels (whole points for buttons, and for Xcode 8's
    ///   42 × 21 library label), so each is an interval. (2) Printed
    ///   real-UIKit values: "Just text" 17 pt → 66 on @3x (SO answer
    ///   46780633, mirrored at coderapp.vercel.app/answer/46780633); "This
    ///   is a test string" 17 pt → 144.093 (`gillygize/FloorplanB`,
    ///   `NSAttributedString+FloorplanBTests.swift`); "a" and "aa" in 15-pt
    ///   regular and 30-pt bold (`bakkenbaeck/SweetUIKit`,
    ///   `Tests/StringTests.swift`); "string" in 16-pt bold → 45 rounded up
    ///   (`abdullahselek/SwiftyNotifications`, `String+SizeTests.swift`).
    /// * **Held out, and the error.** Every third distinct corpus string is
    ///   kept out of the fit (the public measurements, the only bold ones,
    ///   all stay in). Single-line label widths against the corpus frames
    ///   (25 labels; fit.py prints every row): before this table, median
    ///   0.5 pt, 90th percentile 5 pt, 13 of 25 within 0.5 pt; after, median
    ///   0.5, p90 0.5, 23 of 25 within 0.5 pt. On the 5 held-out labels:
    ///   before median 3, p90 5, 1 within 0.5 pt; after median 0.5, p90
    ///   4.5, 3 within 0.5 pt (the misses: "How do you love our app ?" 4.2
    ///   pt short of its interval, "Latitude:0.00 Longitude: 0" 2.3 pt
    ///   short). Of the 8 held-out buttons, 4 land on IB's whole point and
    ///   4 ("Remove Star", "Show Alert", "Schedule" twice) one point short
    ///   (0.24–0.35 pt under the interval). Every printed UIKit value above
    ///   holds.
    /// * **Optical sizes.** From 20 pt UIKit uses SF Pro Display:
    ///   ``displayWidthScale`` multiplies the 17-pt proportions, fitted on
    ///   the corpus's 20-pt labels and button and the 30-pt bold strings. It
    ///   comes out 1.000: on this evidence Display text is as wide per em as
    ///   17-pt Text ("New game", "Flips: 0", "Score: 0", "Theme" at 20 pt
    ///   all within their pixel), so the old model's 20-pt error was the
    ///   glyph table's, not the optical size's.
    /// * **Weights.** Heavier weights are wider: advances × (1 +
    ///   ``weightWidthSlope`` × `UIFont.Weight.rawValue`), the slope fitted
    ///   on the bold measurements (bold +5.6 %, semibold +4.2 %, medium
    ///   +3.2 %); light weights extrapolate the same line (**low**
    ///   confidence: no measurement). Italic is ``italicWidthScale`` wider
    ///   than upright (**medium**: Capsize's `@capsizecss/metrics` records
    ///   the system font's average advance, weighted by English letter
    ///   frequency, as 853/2048 em upright (`appleSystem`, `.SFNS-Regular`)
    ///   and 873/2048 em italic (`appleSystem/italic`,
    ///   `.SFNS-RegularItalic`); the corpus's one italic label, 062's "Or"
    ///   in 14-pt italic, is 16 on IB's @2x canvas: 15.0 upright, 15.5
    ///   with the scale). With monospaced digits every digit takes the
    ///   "0"'s advance.
    /// * **Round 8's refit, and why the table stayed.** The evidence grew
    ///   to 65 rows (54 from the corpus): wrapping labels recorded one line
    ///   tall now count (062's "#Invalid email#", 057's "2 Failed Passcode
    ///   Attempts", 061's "Title?" and "Details?", 060's "Text"). Fitted
    ///   afresh from the Roboto shape with space and punctuation given
    ///   their own corrections too, the new table put 31 of 37 label rows
    ///   within 0.5 pt, as this one does, but only 13 of its 19 held-out
    ///   rows (this table: 17 of the same 19, most of them in its own
    ///   fit); refined from this table (`fit.py --from-head`: letters held
    ///   within 0.2 %, space and punctuation free within a few per cent),
    ///   29 of 37 and 15 of 19. The rows disagree with one another more
    ///   than a per-glyph table can follow: the Xcode 15–16 xibs put
    ///   "#Invalid email#" and "#Invalid password#" 1.8 pt narrower than
    ///   this table while "#Invalid code#" is exact, and the Xcode 8–9
    ///   storyboards put "How do you love our app ?" 4.2 and "Latitude:0.00
    ///   Longitude: 0" 2.3 pt wider; SF Pro's glyphs have changed between
    ///   iOS releases, and one table stands for them all. So the table is
    ///   unchanged; the held-out residuals above stand. The seven new rows
    ///   were in no fit of this table, so they are held out too: raw width
    ///   outside IB's interval +0.23 ("2 Failed Passcode Attempts", 15 pt),
    ///   +0.47 ("Text", 17 pt), −0.11 ("Title?", 13 pt medium), −0.06
    ///   ("Details?", 11 pt), +1.76 ("#Invalid email#", 15 pt), +1.81
    ///   ("#Invalid password#"), +0.01 ("#Invalid code#"): 5 of 7 within
    ///   0.5 pt.
    /// * **Round 9: Xcode 7's canvas, held-back widths.** The Xcode 7
    ///   documents' text styles are measured at the Medium content size
    ///   (`DesignCanvas` in InterfaceBuilder: Body 16 pt, Caption 1 11),
    ///   a rule read off their heights alone (Body 19.5 tall). Their widths
    ///   were kept out of it and of this table, and test it: raw width
    ///   outside IB's interval 0.00 ("Label", Body 16 pt, 030/031: 39.49 in
    ///   (39, 39.5]), +0.11 ("Middle", Body 16 pt, 012: 49.11 against
    ///   (48.5, 49]), +0.02 ("Label", Caption 1 11 pt, 030/031: 28.52
    ///   against (28, 28.5]), 0.00 (032's whole-point 40 and 29). With the
    ///   rule, single-line labels within 0.5 pt went from 73 to 85 of 98.
    ///   Fonts given by size keep this table on that canvas: "Name" at 17
    ///   pt is 43.91 here, 44.5–45 in the Xcode 7 documents (iOS 9's SF UI
    ///   Text, not modelled; 9 labels miss by 1 pt).
    /// * **Tracking: Apple's HIG.** SF Pro's size-specific tracking (HIG,
    ///   Typography, "Tracking values", iOS) for the Text sizes 6–19 pt; see
    ///   ``trackingTable``. The advances hold the 17-pt tracking, so a size
    ///   adds its own tracking minus the 17-pt tracking scaled to it. A
    ///   measured table of the same kind (Kyle Hickinson's
    ///   `Sketch-SF-UI-Font-Fixer`, iOS 9's SF UI: 17 pt -0.408, 15 pt
    ///   -0.24, 13 pt -0.078) agrees within 0.02 pt at the Text sizes.
    /// * **Not modelled: kerning pairs** (too few measurements; the fit
    ///   absorbs their average), and the iOS 9–10 glyphs (the corpus's
    ///   Xcode 7–8 frames are measured with the one table).
    /// * **Glyphs beyond ASCII: estimated.** Punctuation and symbols of
    ///   Latin-1 and General Punctuation use Helvetica's Adobe Core-14 AFM
    ///   widths × 2.048; accented Latin-1 letters use their base letter;
    ///   East Asian wide and fullwidth characters are one em (PingFang's
    ///   ideographs are em-square).
    enum Data {
        /// Font units per em.
        static let unitsPerEm = 2048.0
        /// Ascent above the baseline, in font units (UIFont.ascender × 2048 / size).
        static let ascent = 1950.0
        /// Descent below the baseline, in font units, as a positive number.
        static let descent = 494.0
        /// Extra space between lines, in font units.
        static let lineGap = 0.0

        /// The point size the advances are fitted at: their tracking is
        /// that of this size.
        static let referenceSize = 17.0

        /// SF Pro Display's advances against SF Pro Text's, from 20 pt
        /// (fitted; see the evidence above).
        static let displayWidthScale = 0.9998

        /// How much wider each unit of `UIFont.Weight.rawValue` makes the
        /// advances (fitted on bold measurements; see above).
        static let weightWidthSlope = 0.1401

        /// The italic's advances against the upright's: 873 / 853, the
        /// system font's average advances as Capsize records them (see
        /// above; not fitted).
        static let italicWidthScale = 873.0 / 853.0

        /// Advances of U+0020 … U+007E in SF Pro Text Regular with the
        /// 17-pt tracking inside, in font units, as fitted by
        /// `Scripts/text-metrics/fit.py --swift`.
        static let asciiAdvances: [Double] = [
             495.4,  514.9,  640.0, 1232.1, 1123.6, 1465.6, 1243.8,  348.8,  // ␠ ! " # $ % & '
             684.0,  695.7,  861.8, 1134.4,  392.8,  552.0,  526.6,  824.7,  // ( ) * + , - . /
            1216.5,  898.4, 1204.8, 1205.9, 1205.9, 1218.3, 1205.9, 1205.9,  // 0 1 2 3 4 5 6 7
            1205.9, 1205.9,  484.6,  423.1, 1017.1, 1098.2, 1045.5,  944.8,  // 8 9 : ; < = > ?
            1796.8, 1348.8, 1240.5, 1354.8, 1306.0, 1132.0, 1070.6, 1356.6,  // @ A B C D E F G
            1411.6,  547.1, 1068.0, 1248.7, 1071.3, 1738.8, 1377.8, 1369.3,  // H I J K L M N O
            1172.1, 1369.3, 1174.4, 1205.3, 1160.4, 1395.7, 1266.9, 1767.0,  // P Q R S T U V W
            1248.7, 1196.2, 1192.3,  530.6,  820.7,  530.6,  836.4,  902.8,  // X Y Z [ \ ] ^ _
             618.5, 1096.6, 1190.7, 1015.0, 1162.5, 1125.5,  720.5, 1117.5,  // ` a b c d e f g
            1110.2,  513.6,  492.5, 1045.5,  510.2, 1689.6, 1199.4, 1140.7,  // h i j k l m n o
            1160.9, 1172.4,  736.8, 1055.1,  689.9, 1136.9, 1005.1, 1500.1,  // p q r s t u v w
             995.7, 1009.1, 1018.0,  677.1,  487.6,  677.1, 1361.1,  // x y z { | } ~
        ]

        /// Estimated advances of common non-ASCII punctuation and symbols, in
        /// font units (Helvetica AFM width × 2.048 unless noted).
        static let extraAdvances: [UInt32: Double] = [
            0x00A1: 682,   // ¡
            0x00A2: 1139,  // ¢
            0x00A3: 1139,  // £
            0x00A5: 1139,  // ¥
            0x00A7: 1139,  // §
            0x00A9: 1509,  // ©
            0x00AB: 1139,  // «
            0x00AE: 1509,  // ®
            0x00B0: 819,   // °
            0x00B1: 1196,  // ±
            0x00B6: 1100,  // ¶
            0x00B7: 569,   // ·
            0x00BB: 1139,  // »
            0x00BF: 1251,  // ¿
            0x00C6: 2048,  // Æ
            0x00D7: 1196,  // ×
            0x00DF: 1251,  // ß
            0x00E6: 1821,  // æ
            0x00F7: 1196,  // ÷
            0x0152: 2048,  // Œ
            0x0153: 1933,  // œ
            0x2013: 1139,  // – en dash
            0x2014: 2048,  // — em dash
            0x2018: 455,   // ‘
            0x2019: 455,   // ’
            0x201A: 455,   // ‚
            0x201C: 682,   // “
            0x201D: 682,   // ”
            0x201E: 682,   // „
            0x2022: 717,   // •
            0x2026: 2048,  // …
            0x2032: 357,   // ′ (as ')
            0x20AC: 1150,  // € (a digit's width; not in the Core-14 AFM)
            0x2122: 2048,  // ™
            0x2212: 1161,  // − minus (as +)
        ]

        /// Accented Latin-1 letters and the ASCII letter whose advance they take.
        static let latin1BaseLetters: [(accented: String, base: Character)] = [
            ("ÀÁÂÃÄÅ", "A"), ("Ç", "C"), ("ÈÉÊË", "E"), ("ÌÍÎÏ", "I"), ("Ð", "D"),
            ("Ñ", "N"), ("ÒÓÔÕÖØ", "O"), ("ÙÚÛÜ", "U"), ("Ý", "Y"), ("Þ", "P"),
            ("àáâãäå", "a"), ("ç", "c"), ("èéêë", "e"), ("ìíîï", "i"), ("ð", "o"),
            ("ñ", "n"), ("òóôõöø", "o"), ("ùúûü", "u"), ("ýÿ", "y"), ("þ", "p"),
        ]

        /// The advance of a character the tables do not know: a typical
        /// lowercase letter ("n").
        static let fallbackAdvance = 1130.0

        /// SF Pro's tracking in points for the Text sizes 6 … 19 pt (Apple
        /// HIG, Typography › Tracking values, iOS; **medium** confidence:
        /// values as published for iOS 14 and later), as (size, tracking) in
        /// increasing size; between two rows interpolated, below 6 pt the
        /// 6-pt rate per point of size.
        ///
        /// The HIG goes on for the Display sizes (20 pt -0.45, 22 -0.26, 24
        /// +0.07, 28 +0.38, 34 +0.40 …), but those numbers are relative to
        /// the variable font's own glyphs at each optical size, which
        /// StackLab does not have: from 20 pt the advances keep the 17-pt
        /// proportions × ``displayWidthScale`` (iOS 9's static SF UI Display
        /// had an almost constant +0.36 pt from 20 to 34 pt, Kyle
        /// Hickinson's measurements in `Sketch-SF-UI-Font-Fixer`).
        static let trackingTable: [(size: Double, tracking: Double)] = [
            (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
            (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45),
        ]
        /// From this size on UIKit uses the Display optical size (SF Pro
        /// Display), narrower by ``displayWidthScale``.
        static let displaySizeThreshold = 20.0

        /// Unicode scalar ranges that are East Asian Wide or Fullwidth
        /// (UAX #11) and measure one em: Hangul Jamo, CJK radicals and
        /// punctuation (including U+3000 ideographic space), Hiragana,
        /// Katakana, Bopomofo, CJK ideographs and their extensions, Yi,
        /// Hangul syllables, compatibility ideographs, vertical and small
        /// form variants, fullwidth forms, and the common emoji blocks.
        static let wideRanges: [ClosedRange<UInt32>] = [
            0x1100...0x115F,
            0x2E80...0x303E,
            0x3041...0x33FF,
            0x3400...0x4DBF,
            0x4E00...0x9FFF,
            0xA000...0xA4CF,
            0xA960...0xA97F,
            0xAC00...0xD7A3,
            0xF900...0xFAFF,
            0xFE10...0xFE19,
            0xFE30...0xFE6F,
            0xFF00...0xFF60,
            0xFFE0...0xFFE6,
            0x1F300...0x1F64F,
            0x1F900...0x1F9FF,
            0x20000...0x2FFFD,
            0x30000...0x3FFFD,
        ]

        /// Scalars that take no room: combining diacritics, zero-width space
        /// and joiners, word joiner, byte-order mark, soft hyphen, variation
        /// selectors.
        static let zeroWidthRanges: [ClosedRange<UInt32>] = [
            0x00AD...0x00AD,
            0x0300...0x036F,
            0x200B...0x200F,
            0x2060...0x2064,
            0xFE00...0xFE0F,
            0xFEFF...0xFEFF,
        ]
    }
}
