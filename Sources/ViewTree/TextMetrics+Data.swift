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
    /// * **Advance widths: approximated.** Apple does not publish SF Pro
    ///   Text's advance widths and no trustworthy public table was found.
    ///   Roboto Regular's advance widths (Google's open-licensed font; values read from
    ///   `Maclay74/pixi-awesome-text`, `demo/assets/roboto.js`, where
    ///   `advance_x × 25600` gives font units — space 507, ascent 1900 and
    ///   descent 500 check the factor) turn out to track SF Pro Text at 17 pt
    ///   *including its -0.43 pt tracking* to within 0.5 %, so they are the
    ///   stand-in, scaled by ``calibrationScale``.
    /// * **Calibration: measured data points.** At 17 pt: "Just text" →
    ///   UILabel intrinsic width 66 (so 65.667 < raw ≤ 66; SO answer mirrored
    ///   at coderapp.vercel.app/answer/46780633); "Label" → 41.5, "Title" →
    ///   33.5, "Live" → 31 (Interface Builder @2x label frames, so raw widths
    ///   in (41, 41.5], (33, 33.5], (30.5, 31]); "This is a test string" →
    ///   144.093 (FloorplanB). At 15 pt: "Button" → a 46-pt-wide IB button.
    ///   With ``calibrationScale`` = 1.0025 every interval holds; "This is a
    ///   test string" comes out 143.72, 0.26 % short of the measurement
    ///   (a larger scale would push "Just text" past 66).
    /// * **Tracking: Apple's HIG.** SF Pro's size-specific tracking (HIG,
    ///   Typography, "Tracking values", iOS) for the Text sizes 6–19 pt; see
    ///   ``textTrackingTable``.
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

        /// Multiplies every table advance so that the 17-pt data points hold.
        static let calibrationScale = 1.0025

        /// The point size the advances are calibrated at: their tracking is
        /// that of this size.
        static let referenceSize = 17.0

        /// Advances of U+0020 … U+007E (Roboto Regular), in font units.
        static let asciiAdvances: [Double] = [
             507,  527,  655, 1261, 1150, 1500, 1273,  357,  // ␠ ! " # $ % & '
             700,  712,  882, 1161,  402,  565,  539,  844,  // ( ) * + , - . /
            1150, 1150, 1150, 1150, 1150, 1150, 1150, 1150,  // 0 1 2 3 4 5 6 7
            1150, 1150,  496,  433, 1041, 1124, 1070,  967,  // 8 9 : ; < = > ?
            1839, 1336, 1275, 1333, 1343, 1164, 1132, 1395,  // @ A B C D E F G
            1460,  557, 1130, 1284, 1102, 1788, 1460, 1408,  // H I J K L M N O
            1292, 1408, 1261, 1215, 1222, 1328, 1303, 1817,  // P Q R S T U V W
            1284, 1230, 1226,  543,  840,  543,  856,  924,  // X Y Z [ \ ] ^ _
             633, 1114, 1149, 1072, 1155, 1085,  711, 1149,  // ` a b c d e f g
            1128,  497,  489, 1038,  497, 1795, 1130, 1168,  // h i j k l m n o
            1149, 1164,  693, 1056,  669, 1129,  992, 1539,  // p q r s t u v w
            1015,  969, 1015,  693,  499,  693, 1393,        // x y z { | } ~
        ]

        /// Estimated advances of common non-ASCII punctuation and symbols, in
        /// font units (Helvetica AFM width × 2.048 unless noted).
        static let extraAdvances: [UInt32: Double] = [
            0x00A0: 507,   // no-break space = space
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
        /// HIG, Typography › Tracking values, iOS; confidence medium: values
        /// as published for iOS 14 and later). Index 0 is 6 pt.
        static let textTrackingTable: [Double] = [
            0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0.00,   // 6 … 12
            -0.08, -0.15, -0.23, -0.31, -0.43, -0.44, -0.45,  // 13 … 19
        ]
        /// The first size of ``textTrackingTable``.
        static let textTrackingFirstSize = 6.0
        /// From this size on Apple switches to the Display optical size,
        /// whose tighter glyphs and positive tracking roughly cancel; StackLab
        /// then keeps the 17-pt proportions (no correction).
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
