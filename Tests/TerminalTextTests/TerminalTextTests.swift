import Testing
import TerminalText

@Suite("Terminal text")
struct TerminalTextTests {
    /// The width read off the UTF-8 bytes is, by definition, the sum of
    /// the scalars' widths: ASCII and controls, 2-, 3- and 4-byte scalars,
    /// marks, wide and zero-width ones, mixed (a fixed pseudo-random mix).
    @Test func displayWidthIsTheSumOfItsScalars() {
        let pool: [Unicode.Scalar] = [
            "a", " ", "\u{1B}", "\u{7F}", "\u{85}", "é", "\u{301}", "→", "…", "登", "한", "ｆ", "\u{200B}", "\u{FE0F}",
            "🙂", "𝄞", "\u{E0001}", "~",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int(state % 13) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.unicodeScalars.append(pool[Int(state >> 33) % pool.count])
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let sum = text.unicodeScalars.reduce(0) { $0 + displayWidth(of: $1) }
            #expect(displayWidth(text) == sum, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(displayWidth("  r501  {{0, 1029}, {375, 20.333}} → {{0, 1008.667}, {375, 20.333}}") == 67)
    }

    @Test func displayWidths() {
        #expect(displayWidth("") == 0)
        #expect(displayWidth("stack") == 5)
        #expect(displayWidth("登录 / 注册") == 11)
        #expect(displayWidth("café") == 4)
        #expect(displayWidth("cafe\u{301}") == 4)
        #expect(displayWidth("ｆｕｌｌ") == 8)
        #expect(displayWidth("🙂") == 2)
        #expect(displayWidth("\u{1B}") == 0)
        #expect(displayWidth("한국") == 4)
        #expect(displayWidth("┌─┐…●") == 5)
        #expect(displayWidth(of: Character("e\u{301}")) == 1)
        #expect(displayWidth(of: Character("登")) == 2)
        #expect(displayWidth("  a  {{0, 0}, {1, 1}} → {{0, 0}, {2, 2}}") == 40)
        #expect(displayWidth("a\tb\n") == 2)
    }

    /// The Arrows block is taken as one column without a look at the
    /// scalars' properties: none is a mark or a format character.
    @Test func arrowsAreOneColumnWide() {
        for value in UInt32(0x2190)...0x21FF {
            let scalar = Unicode.Scalar(value)!
            let category = scalar.properties.generalCategory
            #expect(![.nonspacingMark, .enclosingMark, .format].contains(category), "U+\(String(value, radix: 16))")
            #expect(displayWidth(of: scalar) == 1)
        }
    }

    @Test func padding() {
        #expect(padLeft("登录", to: 6) == "  登录")
        #expect(padRight("ab", to: 4) == "ab  ")
        #expect(padRight("abcdef", to: 4) == "abcdef")
    }

    @Test func truncation() {
        #expect(truncated("userLabel", to: 9) == "userLabel")
        #expect(truncated("userLabel", to: 5) == "user…")
        #expect(truncated("userLabel", to: 1) == "…")
        #expect(truncated("userLabel", to: 0) == "")
        // A wide character is never split: 登 (2) + … (1) = 3 ≤ 4.
        #expect(truncated("登录 / 注册", to: 4) == "登…")
        #expect(truncated("登录 / 注册", to: 3) == "登…")
        #expect(truncated("登录 / 注册", to: 2) == "…")
        for width in 0...12 { #expect(displayWidth(truncated("登录 / 注册", to: width)) <= width) }
    }

    @Test func wrapping() {
        #expect(wrapped("iphone8 portrait 375×667 @2x, 1 column = 8.3 pt", to: 30)
            == ["iphone8 portrait 375×667 @2x,", "1 column = 8.3 pt"])
        #expect(wrapped("a  b", to: 10) == ["a b"])
        #expect(wrapped("averyveryverylongword x", to: 8) == ["averyve…", "x"])
        #expect(wrapped("", to: 8) == [""])
        for width in 1...20 {
            #expect(wrapped("登录 / 注册 User Name: Email/Phone/ID", to: width).allSatisfy { displayWidth($0) <= width })
        }
    }
}

@Suite("Joining items to a width")
struct JoiningTests {
    @Test func breaksOnlyBetweenItems() {
        #expect(joined(["iphone8 portrait 375×667 @2x", "1 column ≈ 10.8 pt", "1 line ≈ 21.6 pt"],
                       separator: ", ", to: 40)
            == ["iphone8 portrait 375×667 @2x,", "1 column ≈ 10.8 pt, 1 line ≈ 21.6 pt"])
        #expect(joined(["a", "b", "c"], separator: "; ", to: 80) == ["a; b; c"])
        #expect(joined(["a", "b", "c"], separator: "; ", to: 4) == ["a;", "b; c"])
        #expect(joined(["a", "b", "c"], separator: "; ", to: 3) == ["a;", "b;", "c"])
        #expect(joined([], separator: ", ", to: 10) == [""])
    }

    /// An item wider than a line is folded onto lines of its own: a legend
    /// entry at 40 columns is read whole, never cut.
    @Test func anItemWiderThanALineIsFoldedWhole() {
        #expect(joined(["short", "form {{20, 65}, {627, 245}} (no room for its name)", "b"], separator: "; ", to: 30)
                == ["short;", "form {{20, 65}, {627, 245}}", "  (no room for its name); b"])
        // (From 2: a Chinese character takes two columns.)
        for width in 2...30 {
            let lines = joined(["登录 / 注册", "User Name:", "Email/Phone/ID"], separator: ", ", to: width)
            #expect(lines.allSatisfy { displayWidth($0) <= width }, "\(width): \(lines)")
        }
    }
}

@Suite("Folding long lines")
struct FoldingTests {
    @Test func breaksAtSpacesWithAHangingIndent() {
        #expect(folded("stacklab> constrain userLabel.centerY == userRow.centerY", to: 40, indent: 10)
            == ["stacklab> constrain userLabel.centerY ==", "          userRow.centerY"])
        #expect(folded("short", to: 40, indent: 4) == ["short"])
        // Runs of spaces (aligned columns) inside a piece are kept.
        #expect(folded("  userLabel      placed at {{0, 6.5}, {88.5, 20.5}}", to: 40, indent: 6)
            == ["  userLabel      placed at {{0, 6.5},", "      {88.5, 20.5}}"])
    }

    @Test func noSpaceMeansACutAndEveryLineFits() {
        #expect(folded("abcdefghij", to: 4, indent: 1) == ["abcd", " efg", " hij"])
        for width in 2...40 {
            for line in folded("stacklab> label title \"登录 / 注册\" hug=1000,251 resist=1000,750", to: width, indent: 4) {
                #expect(displayWidth(line) <= width, "\(width): \(line)")
            }
        }
    }
}
