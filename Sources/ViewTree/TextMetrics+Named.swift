extension TextMetrics {
    /// One face of a font family iOS ships besides the system font, named
    /// as an app names it: `UIFont(name: "Avenir-Heavy", size: 17)`,
    /// Interface Builder's `<fontDescription name="Avenir-Heavy" …>`.
    ///
    /// **Where the numbers come from.** Apple's own font files, the copies
    /// macOS keeps in `/System/Library/Fonts` (the faces iOS has, under the
    /// same PostScript names), read with fontTools by
    /// `Scripts/text-metrics/named.py` into `TextMetrics+NamedFaces.swift`,
    /// from public copies (no font file is in the project): Avenir's twelve
    /// faces, version 13.0d3e1 (`VihaanAnand/Avenir`, `Avenir-*.ttf`), and
    /// Helvetica Neue, Medium and Bold, version 8.0d6e1
    /// (`xanhtool/story-of-B`; `Nihylin/Kickstart`'s `HelveticaNeue.ttf`,
    /// 17.0d2e1, has the same advances and line). Nothing is fitted:
    ///
    /// * the line: `hhea`'s ascent, descent and line gap, which are
    ///   `UIFont.ascender`, `-descender` and `leading`: Avenir 1000 and
    ///   366 per 1000 em, no gap; Helvetica Neue 952 and 213 (Medium and
    ///   Bold 975 and 217), a gap of 28 (29). A label's line leaves the gap
    ///   out and a button's title keeps it (``Font/lineHeight``,
    ///   ``Font/lineHeightWithLeading``: read off real frames);
    /// * advances: `hmtx`, for U+0020 … U+007E and the punctuation of
    ///   ``TextMetrics/Data/extraAdvances`` the face has;
    /// * kerning: the GPOS `kern` feature's pair adjustments between ASCII
    ///   characters (Avenir about 130 pairs, Helvetica Neue 91: `A`–`T`
    ///   −92/1000 em …).
    ///
    /// No size-specific tracking (these faces have no `trak` table, unlike
    /// the system font), no synthetic bold or italic: a weight or slant the
    /// family lacks picks the nearest face it has
    /// (``Font/withFace(weight:italic:)``).
    ///
    /// **Checked** (never fitted) against 15 public documents of Xcode
    /// 8–16 outside the corpus: `NamedFaceTests` and README's "Named
    /// fonts". Public copies differ: an `Avenir.ttc`, two
    /// `HelveticaNeue.ttc` and Arial and Georgia files found carry one set
    /// of advances for every face, which `NamedFaceTests.table` would catch.
    ///
    /// Not here: Avenir Next, Futura, Helvetica, Arial, Georgia, Helvetica
    /// Neue's lighter weights and italics, and every font an app bundles;
    /// those are measured as the system font of their size, and `open`
    /// says so.
    public struct NamedFace: Sendable {
        /// The PostScript name (`Avenir-Heavy`).
        public let name: String
        /// The family (`Avenir`, `Helvetica Neue`).
        public let family: String
        /// The face's weight, by its name (`Book` and `Roman` are regular).
        public let weight: Font.Weight
        /// Whether the face is italic or oblique.
        public let isItalic: Bool
        let unitsPerEm: Double
        let ascent: Double
        let descent: Double
        let lineGap: Double
        /// Advances of U+0020 … U+007E, in font units.
        let advances: [Double]
        /// Advances of the non-ASCII characters the face has, in font units.
        let extras: [UInt32: Double]
        /// Kerning between U+0020 … U+007E, 95 × 95, in font units.
        let kerning: [Double]

        /// Parses one record of ``records``; nil when it is malformed (a
        /// table that fails its tests).
        init?(record: String) {
            let lines = record.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.count >= 3 else { return nil }
            let head = lines[0].split(separator: " ")
            guard head.count == 8, let w = Font.Weight(rawValue: String(head[2])),
                  let upm = Double(head[4]), let a = Double(head[5]), let d = Double(head[6]), let g = Double(head[7])
            else { return nil }
            name = String(head[0])
            family = String(head[1].map { $0 == "_" ? " " : $0 })
            weight = w
            isItalic = head[3] == "1"
            unitsPerEm = upm
            ascent = a
            descent = d
            lineGap = g
            let adv = lines[1].split(separator: " ").compactMap { Double($0) }
            guard adv.count == 95 else { return nil }
            advances = adv
            var ex: [UInt32: Double] = [:]
            for item in lines[2].split(separator: " ") {
                let parts = item.split(separator: ":")
                guard parts.count == 2, let cp = UInt32(parts[0], radix: 16), let u = Double(parts[1]) else { return nil }
                ex[cp] = u
            }
            extras = ex
            var kerningLines = lines.dropFirst(3)
            if let first = kerningLines.first, first.hasPrefix("=") {
                // The same kerning as another face's (an oblique's is its
                // upright's): that record's, which holds the pairs.
                guard let other = Self.records[String(first.dropFirst())] else { return nil }
                let otherLines = other.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3)
                guard otherLines.first?.hasPrefix("=") != true else { return nil }
                kerningLines = otherLines
            }
            kerning = TextMetrics.parseKerning(kerningLines.joined(separator: "\n"))
        }

        /// The face called `name` (a PostScript name, as UIKit's
        /// `UIFont(name:size:)` takes it), if StackLab has its metrics.
        public static func named(_ name: String) -> NamedFace? {
            faces[name]
        }

        /// Every face, sorted by PostScript name (a font's
        /// ``Font/nameIndex`` 1 … `all.count` is its face here).
        static let all: [NamedFace] = records.keys.sorted().compactMap { NamedFace(record: records[$0]!) }

        /// Every face, by PostScript name.
        static let faces: [String: NamedFace] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

        /// Every PostScript name StackLab measures, sorted.
        public static let allNames: [String] = all.map(\.name)

        /// Every family, sorted.
        public static let allFamilies: [String] = Set(faces.values.map(\.family)).sorted()

        /// The faces of `family`, in the order of ``allNames``.
        public static func faces(inFamily family: String) -> [NamedFace] {
            all.filter { $0.family == family }
        }

        /// A face's style without its slant: `Avenir-HeavyOblique` →
        /// `Heavy`; `HelveticaNeue-Italic`, `Avenir-Roman` and any
        /// `…-Regular` (the family's plain face) → the empty string.
        static func uprightStyle(_ face: NamedFace) -> String {
            guard let dash = face.name.firstIndex(of: "-") else { return "" }
            var style = String(face.name[face.name.index(after: dash)...])
            for word in ["Oblique", "Italic"] where style.hasSuffix(word) { style.removeLast(word.count) }
            return style == "Roman" || style == "Regular" ? "" : style
        }

        /// The face of the same family nearest `weight` and `italic`: the
        /// slant first, then the weight (by `UIFont.Weight.rawValue`), then
        /// a face of the family's usual width (not `Condensed`), then one of
        /// the same style as `like` (from Avenir Book, italic is Book
        /// Oblique; from Avenir Roman, Oblique), then the family's plain
        /// face (`Avenir-Roman`, `HelveticaNeue`). Nil for a family with no
        /// faces.
        public static func nearest(inFamily family: String, weight: Font.Weight, italic: Bool,
                                   like: NamedFace? = nil) -> NamedFace? {
            let style = like.map(uprightStyle)
            return faces(inFamily: family).min { a, b in
                func key(_ f: NamedFace) -> (Int, Double, Int, Int, Int, String) {
                    let own = uprightStyle(f)
                    return (f.isItalic == italic ? 0 : 1, abs(f.weight.value - weight.value),
                            f.name.contains("Condensed") ? 1 : 0, own == style ? 0 : 1, own.isEmpty ? 0 : 1, f.name)
                }
                return key(a) < key(b)
            }
        }

        /// The advance of `scalar` in font units: its own, an accented
        /// Latin-1 letter's base letter's, else an "n"'s.
        func units(of scalar: Unicode.Scalar) -> Double {
            let v = scalar.value
            if v >= 0x20, v <= 0x7E { return advances[Int(v - 0x20)] }
            if v == 0xA0 { return advances[0] }
            if let u = extras[v] { return u }
            if let base = TextMetrics.latin1BaseLetter[v] { return advances[Int(base - 0x20)] }
            return advances[Int(UInt8(ascii: "n")) - 0x20]
        }

        /// The kerning between two ASCII characters in font units.
        func kerning(_ left: Character, _ right: Character) -> Double {
            guard let l = left.asciiValue, let r = right.asciiValue, l >= 0x20, l <= 0x7E, r >= 0x20, r <= 0x7E,
                  left.unicodeScalars.count == 1, right.unicodeScalars.count == 1 else { return 0 }
            return kerning[(Int(l) - 0x20) * 95 + Int(r) - 0x20]
        }
    }
}
