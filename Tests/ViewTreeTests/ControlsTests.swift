import Geometry
import Testing
@testable import ViewTree

/// Text metrics and the controls' content model (uikit-stackview.md §9).
///
/// Expected values are UIKit's where UIKit's are on record (the "Just text"
/// label, Interface Builder frames, `UIFont` line heights); otherwise they
/// are worked out by hand from the documented metrics, so a change to a
/// table or a rule shows up here.
@Suite("Controls")
struct ControlsTests {
    /// The 17-pt system font as iOS 9–13 drew it
    /// (``Font/usesStaticSystemFaces``): the printed UIKit values below
    /// ("Just text", FloorplanB's string) and Xcode 10's labels are of
    /// those years. Today's (iOS 14's) is ``font17Today``.
    static let font17 = UIKitMeasurementsTests.before14(17)
    /// The 17-pt system font as today's iPhone draws it (-0.43 a glyph).
    static let font17Today = TextMetrics.systemFont(size: 17)

    /// The advances of `text`'s ASCII characters in SF Pro Text Regular
    /// at 17 pt, added up by hand from the table (2048 units per em), with
    /// `tracking` on every glyph (iOS 9–13's 17-pt -47 units unless
    /// said); no kerning.
    static func handWidth(_ text: String, size: Double = 17, tracking: Double = -47.0 / 2048 * 17) -> Double {
        let units = text.unicodeScalars.map { TextMetrics.Data.textRegular[Int($0.value) - 0x20] }.reduce(0, +)
        return units / 2048 * size + tracking * Double(text.unicodeScalars.count)
    }

    @Suite("System font metrics")
    struct FontMetrics {
        @Test func lineHeightAt17IsUIKits() {
            let font = ControlsTests.font17
            // UIFont.systemFont(ofSize: 17).lineHeight == 20.287109375 (2444/2048 em).
            #expect(font.lineHeight == 20.287109375)
            #expect(font.ascender == 1950.0 / 2048 * 17)
            #expect(approximatelyEqual(font.ascender, 16.1865234375))
            #expect(font.descender == -494.0 / 2048 * 17)
            #expect(font.leading == 0)
            #expect(font.lineHeight == font.ascender - font.descender)
        }

        @Test func metricsScaleWithSize() {
            let font = TextMetrics.systemFont(size: 15)
            #expect(approximatelyEqual(font.lineHeight, 2444.0 / 2048 * 15))  // 17.900
            #expect(TextMetrics.systemFont(size: -3).pointSize == 0)
            #expect(TextMetrics.systemFont(size: .nan).pointSize == 0)
        }

        @Test func asciiAdvancesComeFromTheTable() {
            let font = ControlsTests.font17
            #expect(approximatelyEqual(font.advance(of: " "), ControlsTests.handWidth(" ")))
            #expect(approximatelyEqual(font.advance(of: "m"), ControlsTests.handWidth("m")))
            #expect(approximatelyEqual(font.advance(of: "i"), ControlsTests.handWidth("i")))
            // Today's: the same advances, the HIG's -0.43 a glyph.
            #expect(approximatelyEqual(ControlsTests.font17Today.advance(of: "m"), ControlsTests.handWidth("m", tracking: -0.43)))
            // SF's digits are proportional: "1" is narrow ("1.00" is 32 and
            // "0.50" 34.5 wide in Interface Builder at 17 pt).
            #expect(font.advance(of: "1") < font.advance(of: "0") - 1.5)
            #expect(font.advance(of: "W") > font.advance(of: "w"))
            #expect(font.advance(of: "\n") == 0)
        }

        /// SF Pro's kerning pairs count between neighbours ("AV", "To"),
        /// not across the space (SF has no pair with a space).
        @Test func kerningPairsTighten() {
            let font = ControlsTests.font17
            #expect(TextMetrics.kerning("T", "o", display: false) == -200)
            #expect(approximatelyEqual(font.kerning("T", "o"), -200.0 / 2048 * 17))
            #expect(approximatelyEqual(font.width(of: "To"), ControlsTests.handWidth("To") - 200.0 / 2048 * 17))
            #expect(font.kerning("a", " ") == 0 && font.kerning(" ", "T") == 0)
            #expect(font.kerning("登", "T") == 0)
            // Display has its own pairs.
            #expect(TextMetrics.kerning("T", "o", display: true) != 0)
        }

        /// "This is a test string" in the 17-pt system font is
        /// 144.09326171875 × 20.287109375 (`gillygize/FloorplanB`'s XCTest):
        /// exactly 18381 units of advances, -35 of kerning and -47 per
        /// glyph of tracking, 17359 × 17 / 2048.
        @Test func printedWidthIsExact() {
            let font = ControlsTests.font17
            #expect(approximatelyEqual(font.width(of: "This is a test string"), 144.09326171875, tolerance: 1e-9))
        }

        @Test func accentedLettersMeasureLikeTheirBase() {
            let font = ControlsTests.font17
            #expect(font.advance(of: "é") == font.advance(of: "e"))
            #expect(font.advance(of: "Ö") == font.advance(of: "O"))
            // "e" + combining acute is one Character measured as its "e".
            #expect(font.advance(of: "e\u{301}") == font.advance(of: "e"))
            #expect(font.advance(of: "\u{200B}") == 0)
            #expect(font.advance(of: "\u{00A0}") == font.advance(of: " "))
        }

        @Test func wideCharactersAreOneEm() {
            for size in [11.0, 17, 24] {
                let font = TextMetrics.systemFont(size: size)
                for c: Character in ["登", "录", "注", "册", "あ", "カ", "한", "Ａ", "\u{3000}"] {
                    #expect(font.advance(of: c) == size, "\(c) at \(size)")
                }
            }
            #expect(TextMetrics.isWide("中"))
            #expect(!TextMetrics.isWide("a"))
            #expect(!TextMetrics.isWide("é"))
        }

        /// The HIG's values; iOS 9–13's static faces only differ at 17 pt
        /// (-47 units, measured), and between 16 and 18 by interpolation.
        @Test func trackingFollowsTheHIG() {
            #expect(TextMetrics.tracking(size: 19) == -0.45)
            #expect(TextMetrics.tracking(size: 4) == 0.24 / 6 * 4)
            #expect(TextMetrics.tracking(size: 17) == -0.43)
            #expect(TextMetrics.tracking(size: 17, staticFaces: true) == -47.0 / 2048 * 17)
            #expect(approximatelyEqual(TextMetrics.tracking(size: 16.5), -0.37))
            #expect(TextMetrics.tracking(size: 15, staticFaces: true) == -0.23)
            #expect(TextMetrics.tracking(size: 20, staticFaces: true) == 0.346)
            #expect(TextMetrics.tracking(size: 15) == -0.23)
            // Interpolated between 12 (0) and 13 (-0.08).
            #expect(approximatelyEqual(TextMetrics.tracking(size: 12.5), -0.04))
            #expect(TextMetrics.tracking(size: 12) == 0)
            // Display: the fitted +0.346 up to 28 pt, then the HIG's.
            #expect(TextMetrics.tracking(size: 20) == 0.346)
            #expect(TextMetrics.tracking(size: 27.5) == 0.346)
            #expect(TextMetrics.tracking(size: 28) == 0.38)
            #expect(TextMetrics.tracking(size: 34) == 0.40)
            #expect(TextMetrics.tracking(size: 100) == 0)
        }
    }

    @Suite("Measuring labels")
    struct Measuring {
        /// UIKit prints `66 × 20.3333` for a code-created UILabel "Just text"
        /// in the 17-pt system font (uikit-stackview.md §13.5; an answer of
        /// 2017, iOS 11's static faces). Today's iPhone tracks 17 pt 0.04
        /// tighter: 65.667.
        @Test func justTextIsUIKitsExactly() {
            let size = TextMetrics.measure("Just text", font: ControlsTests.font17, lines: 1, maxWidth: nil)
            #expect(size.width == 66)
            #expect(approximatelyEqual(size.height, 61.0 / 3, tolerance: 1e-12))
            #expect(size.description == "{66, 20.333}")
            // The raw width lies in the one pixel UIKit's 66 allows.
            let raw = TextMetrics.textSize("Just text", font: ControlsTests.font17, lines: 1, maxWidth: nil)
            #expect(raw.width > 65 + 2.0 / 3 && raw.width <= 66)
            #expect(raw.height == 20.287109375)
            #expect(TextMetrics.measure("Just text", fontSize: 17, lines: 1, maxWidth: nil).width == 197.0 / 3)
        }

        /// Interface Builder's @2x canvas: 17-pt labels "Label" 42 (009's
        /// three, Xcode 10), "Title" 33.5, "Live" 31 wide (iOS 9–13's
        /// faces), all 20.5 tall; Xcode 12 and later show the library
        /// "Label" 41.5 (41.32 with iOS 14's tracking).
        @Test func interfaceBuilderLabelsAt2x() {
            #expect(TextMetrics.measure("Label", fontSize: 17, lines: 1, maxWidth: nil, scale: 2).width == 41.5)
            for (text, width) in [("Label", 42), ("Title", 33.5), ("Live", 31.0)] {
                let size = TextMetrics.measure(text, font: ControlsTests.font17, lines: 1, maxWidth: nil, scale: 2)
                #expect(size.width == width, "\(text)")
                #expect(size.height == 20.5, "\(text)")
            }
        }

        /// `NSAttributedString.size()` of "This is a test string" in the
        /// 17-pt system font is 144.09326171875 (FloorplanB's XCTest);
        /// SF Pro's advances and kerning with -47 units of tracking give it
        /// exactly.
        @Test func aLongerMeasuredStringWithinTheTablesError() {
            let raw = TextMetrics.textSize(
                "This is a test string", font: ControlsTests.font17, lines: 1, maxWidth: nil)
            #expect(abs(raw.width - 144.09326171875) < 1e-9)
            #expect(raw.height == 20.287109375)
        }

        /// The advances with tracking, plus SF Pro's kerning pairs: "Just
        /// text" has "st" -10, "te" -15 and "ex" -40 units.
        @Test func widthIsTheSumOfTheTablesAdvances() {
            let raw = TextMetrics.textSize("Just text", font: ControlsTests.font17, lines: 1, maxWidth: nil)
            #expect(approximatelyEqual(raw.width, ControlsTests.handWidth("Just text") - 65.0 / 2048 * 17, tolerance: 1e-9))
            // Inside UIKit's (65.667, 66] (the @3x intrinsic width 66).
            #expect(raw.width > 65 + 2.0 / 3 && raw.width <= 66)
        }

        @Test func emptyTextIsZero() {
            #expect(TextMetrics.measure("", fontSize: 17, lines: 1, maxWidth: nil) == .zero)
            #expect(TextMetrics.measure("", fontSize: 17, lines: 0, maxWidth: 100) == .zero)
            #expect(ControlKind.label(text: "").intrinsicContentSize(preferredMaxLayoutWidth: nil) == .zero)
        }

        /// Trailing blanks count, as Interface Builder's frames show
        /// (`UIKitMeasurementsTests.trailingBlanks`); this test said the
        /// opposite until the held-out documents showed otherwise.
        @Test func trailingSpacesCount() {
            let font = ControlsTests.font17
            let plain = TextMetrics.textSize("Hello", font: font, lines: 1, maxWidth: nil)
            let padded = TextMetrics.textSize("Hello   ", font: font, lines: 1, maxWidth: nil)
            #expect(approximatelyEqual(padded.width, plain.width + 3 * font.advance(of: " ")))
            #expect(padded.height == plain.height)
            let leading = TextMetrics.textSize(" Hello", font: font, lines: 1, maxWidth: nil)
            #expect(approximatelyEqual(leading.width, plain.width + font.advance(of: " ")))
        }

        /// East Asian wide characters are one em each: "登录 / 注册" is four
        /// ems plus the Latin " / ".
        @Test func cjkWidth() {
            let font = ControlsTests.font17
            let raw = TextMetrics.textSize("登录 / 注册", font: font, lines: 1, maxWidth: nil)
            let latin = font.width(of: " / ")
            #expect(approximatelyEqual(latin, ControlsTests.handWidth(" / ")))
            #expect(approximatelyEqual(raw.width, 4 * 17 + latin))
            let size = TextMetrics.measure("登录 / 注册", font: font, lines: 1, maxWidth: nil)
            #expect(approximatelyEqual(size.width, TextMetrics.ceilToPixel(4 * 17 + latin, scale: 3)))
            #expect(approximatelyEqual(size.height, 61.0 / 3))
        }

        @Test func ceilToPixel() {
            #expect(TextMetrics.ceilToPixel(66, scale: 3) == 66)  // 198.00000000000003 pixels
            #expect(TextMetrics.ceilToPixel(20.287109375, scale: 2) == 20.5)
            #expect(approximatelyEqual(TextMetrics.ceilToPixel(20.287109375, scale: 3), 61.0 / 3))
            #expect(TextMetrics.ceilToPixel(20.287109375, scale: 1) == 21)
            #expect(TextMetrics.ceilToPixel(41.01, scale: 2) == 41.5)
            #expect(TextMetrics.ceilToPixel(-0.2, scale: 2) == 0)
            #expect(TextMetrics.ceilToPixel(1.2, scale: 0) == 1.2)
        }
    }

    @Suite("Multi-line labels")
    struct MultiLine {
        static let lineHeight = 20.287109375

        @Test func explicitBreaksTwoAndThreeLines() {
            let font = ControlsTests.font17
            let two = TextMetrics.textSize("Hello\nworld", font: font, lines: 0, maxWidth: nil)
            #expect(two.height == 2 * Self.lineHeight)
            #expect(two.width == max(font.width(of: "Hello"), font.width(of: "world")))
            let three = TextMetrics.textSize("One\nTwo\nThree", font: font, lines: 0, maxWidth: nil)
            #expect(three.height == 3 * Self.lineHeight)
            #expect(three.width == font.width(of: "Three"))

            // Rounded up to the pixel grid: 40.574 → 40.667, 60.861 → 61.
            let twoICS = TextMetrics.measure("Hello\nworld", fontSize: 17, lines: 0, maxWidth: nil)
            #expect(approximatelyEqual(twoICS.height, 122.0 / 3))
            let threeICS = TextMetrics.measure("One\nTwo\nThree", fontSize: 17, lines: 0, maxWidth: nil)
            #expect(threeICS.height == 61)
            let at2x = TextMetrics.measure("One\nTwo\nThree", fontSize: 17, lines: 0, maxWidth: nil, scale: 2)
            #expect(at2x.height == 61)
        }

        @Test func lineLimit() {
            let font = ControlsTests.font17
            let limited = TextMetrics.layout("One\nTwo\nThree", font: font, lines: 2, maxWidth: nil)
            #expect(limited.map(\.text) == ["One", "Two"])
            let single = TextMetrics.layout("One\nTwo\nThree", font: font, lines: 1, maxWidth: nil)
            #expect(single.map(\.text) == ["One"])
            let label = ControlKind.label(text: "One\nTwo\nThree", lines: 2)
            #expect(approximatelyEqual(
                label.intrinsicContentSize(preferredMaxLayoutWidth: nil).height, 122.0 / 3))
        }

        @Test func lineBreakVariantsAndTrailingBreak() {
            let font = ControlsTests.font17
            #expect(TextMetrics.layout("a\r\nb", font: font, lines: 0, maxWidth: nil).count == 2)
            #expect(TextMetrics.layout("a\u{2028}b", font: font, lines: 0, maxWidth: nil).count == 2)
            #expect(TextMetrics.layout("a\n\nb", font: font, lines: 0, maxWidth: nil).map(\.text) == ["a", "", "b"])
            // A break at the very end adds no empty line.
            #expect(TextMetrics.layout("a\n", font: font, lines: 0, maxWidth: nil).map(\.text) == ["a"])
        }

        /// In 100 pt at 17 pt: "The quick brown" would be about 125, so
        /// brown wraps; "the lazy dog" (about 92) is the widest line.
        @Test func wrappingAtAMaxWidth() {
            let text = "The quick brown fox jumps over the lazy dog"
            let lines = TextMetrics.layout(text, font: ControlsTests.font17Today, lines: 0, maxWidth: 100)
            #expect(lines.map(\.text) == ["The quick", "brown fox", "jumps over", "the lazy dog"])
            #expect(lines.allSatisfy { $0.width <= 100 })
            #expect(approximatelyEqual(lines[3].width, ControlsTests.handWidth("the lazy dog", tracking: -0.43), tolerance: 1e-9))

            let size = ControlKind.label(text: text, lines: 0).intrinsicContentSize(preferredMaxLayoutWidth: 100)
            #expect(approximatelyEqual(size.width, TextMetrics.ceilToPixel(lines[3].width, scale: 3)))
            #expect(approximatelyEqual(size.height, 81 + 1.0 / 3))      // 4 × 20.287 = 81.148 up
            // Two lines at most: the first two.
            let two = ControlKind.label(text: text, lines: 2).intrinsicContentSize(preferredMaxLayoutWidth: 100)
            #expect(approximatelyEqual(two.height, 122.0 / 3))
            #expect(approximatelyEqual(two.width, TextMetrics.ceilToPixel(ControlsTests.font17Today.width(of: "brown fox"), scale: 3)))
        }

        @Test func noWrappingForSingleLineOrWithoutAWidth() {
            let text = "The quick brown fox jumps over the lazy dog"
            let font = ControlsTests.font17
            #expect(TextMetrics.layout(text, font: font, lines: 1, maxWidth: 100).count == 1)
            #expect(TextMetrics.layout(text, font: font, lines: 0, maxWidth: nil).count == 1)
            #expect(TextMetrics.layout(text, font: font, lines: 0, maxWidth: 0).count == 1)
            let oneLine = ControlKind.label(text: text).intrinsicContentSize(preferredMaxLayoutWidth: 100)
            #expect(oneLine.width > 300)
            #expect(approximatelyEqual(oneLine.height, 61.0 / 3))
        }

        @Test func wrappedSpacesHangAndExplicitBreaksStillBreak() {
            let font = ControlsTests.font17
            let lines = TextMetrics.layout("quick    brown\nfox", font: font, lines: 0, maxWidth: 50)
            #expect(lines.map(\.text) == ["quick", "brown", "fox"])
            #expect(lines[0].width == font.width(of: "quick"))
        }

        @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
            let font = ControlsTests.font17
            // "mmmmm" is 5 × 14.80 = 74.0 wide; 30 pt holds two m's (29.6).
            let lines = TextMetrics.layout("mmmmm", font: font, lines: 0, maxWidth: 30)
            #expect(lines.map(\.text) == ["mm", "mm", "m"])
            #expect(lines.allSatisfy { $0.width <= 30 })
        }

        @Test func cjkWrapsBetweenCharacters() {
            let font = ControlsTests.font17
            // Four ems (68) in 40 pt: two characters per line, no spaces needed.
            let lines = TextMetrics.layout("登录注册", font: font, lines: 0, maxWidth: 40)
            #expect(lines.map(\.text) == ["登录", "注册"])
            #expect(lines.map(\.width) == [34, 34])
        }
    }

    @Suite("Intrinsic content sizes")
    struct IntrinsicSizes {
        static func ics(_ kind: ControlKind) -> Size {
            kind.intrinsicContentSize(preferredMaxLayoutWidth: nil)
        }
        static let none = Size(width: noIntrinsicMetric, height: noIntrinsicMetric)

        @Test func viewsWithoutContent() {
            #expect(noIntrinsicMetric == -1)
            #expect(Self.ics(.plain) == Self.none)
            #expect(Self.ics(.stack) == Self.none)
            #expect(Self.ics(.scroll) == Self.none)
        }

        @Test func labelUsesItsFontSize() {
            // (66 as iOS 9–13 drew it: justTextIsUIKitsExactly.)
            #expect(Self.ics(.label(text: "Just text")) == Size(width: 197.0 / 3, height: 61.0 / 3))
            let big = Self.ics(.label(text: "Just text", font: .system(34)))
            // 34 pt is a Display size: SF Pro Display's advances, its kerning
            // ("Ju", "xt"…) and the HIG's +0.40 per glyph at 34 pt.
            let units = "Just text".unicodeScalars.map { TextMetrics.Data.displayRegular[Int($0.value) - 0x20] }
                .reduce(0, +)
            let kerning = zip("Just text", "Just text".dropFirst())
                .map { TextMetrics.kerning($0, $1, display: true) }.reduce(0, +)
            let raw = (units + kerning) / 2048 * 34 + 9 * 0.40
            #expect(big.width == TextMetrics.ceilToPixel(raw, scale: 3))
            #expect(approximatelyEqual(big.height, 122.0 / 3))  // 40.574 up to thirds
        }

        /// A system button: 6 pt above and below its 15-pt title (18 tall)
        /// → 30; "Button" (45.25) → 46 wide as in Interface Builder; one
        /// letter → IB's 30 × 30.
        @Test func button() {
            #expect(Self.ics(.button(title: "Button")) == Size(width: 46, height: 30))
            #expect(Self.ics(.button(title: "X")) == Size(width: 30, height: 30))
            #expect(Self.ics(.button(title: "")) == Size(width: 30, height: 30))
            #expect(ControlKind.button(title: "Button").intrinsicContentSize(
                preferredMaxLayoutWidth: nil, scale: 2) == Size(width: 46, height: 30))
            // "Cancel" at 15 pt, rounded up to whole points.
            #expect(Self.ics(.button(title: "Cancel")).width == (Font.system(15).width(of: "Cancel") - 1e-9).rounded(.up))
        }

        /// The title's line rounds up to whole points too: at 17 pt (20.29)
        /// a button is 33 tall on every scale, as IB records a body-style
        /// "Button" on @2x (`../shared/ib-corpus` 057, Xcode 12) and two
        /// 15-pt Avenir Book buttons (a 20.49 line) in a public Xcode 14
        /// storyboard; rounded to the pixel it would be 32.5 on @2x. With
        /// content insets the line keeps the pixel (Xcode 14's
        /// configuration buttons, 20.333 + 14 on @3x).
        @Test func buttonTitleLinesRoundToWholePoints() {
            for scale in [1.0, 2, 3] {
                #expect(ControlKind.button(title: "Button", font: .preferred(.body))
                    .intrinsicContentSize(preferredMaxLayoutWidth: nil, scale: scale).height == 33, "@\(scale)x")
                #expect(ControlKind.button(title: "Sign Up", font: .named("Avenir-Book", size: 15))
                    .intrinsicContentSize(preferredMaxLayoutWidth: nil, scale: scale).height == 33, "@\(scale)x")
            }
            let inset = ControlKind.button(title: "Button", font: .system(17), insets: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
            #expect(approximatelyEqual(inset.intrinsicContentSize(preferredMaxLayoutWidth: nil, scale: 3).height, 61.0 / 3 + 14))
            #expect(inset.intrinsicContentSize(preferredMaxLayoutWidth: nil, scale: 2).height == 20.5 + 14)
        }

        @Test func switchAndSlider() {
            // The alignment rectangle's sizes: the frames are 51 × 31 and
            // 31 tall (ControlMetrics' alignment-rect insets).
            #expect(Self.ics(.switchControl) == Size(width: 49, height: 31))
            #expect(Self.ics(.slider) == Size(width: noIntrinsicMetric, height: 30))
            #expect(ControlKind.switchControl.defaultAlignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
            #expect(ControlKind.slider.defaultAlignmentRectInsets == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
            #expect(ControlKind.segmented(titles: ["A"]).defaultAlignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
            #expect(ControlKind.label(text: "A").defaultAlignmentRectInsets == EdgeInsets(all: 0))
        }

        /// Today's stepper (94 × 32, public documents of Xcode 13 and 14),
        /// the steppers of iOS 7–12 (94 × 29) and the progress view (2 tall)
        /// that ../shared/ib-corpus records (documents 007, 009, 010).
        @Test func stepperAndProgressView() {
            #expect(Self.ics(.stepper) == Size(width: 94, height: 32))
            #expect(ControlMetrics.legacyStepperSize == Size(width: 94, height: 29))
            #expect(Self.ics(.progressView) == Size(width: noIntrinsicMetric, height: 2))
            #expect(ControlKind.stepper.baselineOffsets(size: Size(width: 94, height: 29)) == nil)
            #expect(ControlKind.progressView.defaultHugging() == (250, 250))
        }

        /// A page control today: 18 pt a page + 62.5, 26 tall (2, 3 and 4
        /// pages 98.5, 116.5 and 134.5 wide in public documents of Xcode
        /// 14); before iOS 14 7-pt dots 16 pt apart (16 × 4 − 9 = 55, the
        /// width UIKit gave 4 dots in a logged lldb session), 37 tall; a
        /// date picker's wheels 320 × 216 (009-pro648-usernotifications).
        @Test func pageControlAndDatePicker() {
            #expect(Self.ics(.pageControl(pages: 2)) == Size(width: 98.5, height: 26))
            #expect(Self.ics(.pageControl(pages: 3)) == Size(width: 116.5, height: 26))
            #expect(Self.ics(.pageControl(pages: 4)) == Size(width: 134.5, height: 26))
            #expect(Self.ics(.pageControl(pages: 0)) == Size(width: 0, height: 26))
            #expect(ControlMetrics.legacyPageControlSize(pages: 4) == Size(width: 55, height: 37))
            #expect(ControlMetrics.legacyPageControlSize(pages: 3) == Size(width: 39, height: 37))
            #expect(ControlMetrics.legacyPageControlSize(pages: 0) == Size(width: 0, height: 37))
            #expect(Self.ics(.datePicker(style: .wheels)) == Size(width: 320, height: 216))
            #expect(Self.ics(.datePicker(style: .compact)) == Size(width: 124, height: 34))
            #expect(Self.ics(.datePicker(style: .inline)) == Size(width: 320, height: 330))
            #expect(ControlKind.pageControl().className == "UIPageControl")
            #expect(ControlKind.datePicker().className == "UIDatePicker")
            #expect(ControlKind.datePicker().font == nil)
        }

        /// Today's segmented control: the widest title in semibold, whole
        /// points, + 17 a segment, 1-pt dividers, 31 tall ("First",
        /// "Second", "Third" 197 and "Mahal", "Murah" 117 in public
        /// documents of Xcode 11 and 14). Before iOS 13 Interface Builder's
        /// default control, "First" | "Second", is 121 wide in Xcode; here
        /// 123: "Second" at 13 pt is 45.76 → 46 in SF Pro's own advances,
        /// 2 × (46 + 15) + 1 (a known miss: see
        /// ``ControlMetrics/legacySegmentedSegmentPadding``).
        @Test func segmentedControl() {
            #expect(Self.ics(.segmented(titles: ["First", "Second", "Third"])) == Size(width: 197, height: 31))
            #expect(Self.ics(.segmented(titles: ["Mahal", "Murah"])) == Size(width: 117, height: 31))
            // Equal segments sized by the widest title.
            #expect(Self.ics(.segmented(titles: ["A", "Second", "B"])) == Size(width: 197, height: 31))
            #expect(Self.ics(.segmented(titles: [])) == Size(width: 0, height: 31))
            // A bold font stays bold; a lighter one is measured semibold.
            let bold = ControlMetrics.segmentedSize(titles: ["Second"], font: .system(13, weight: .bold))
            #expect(bold.width == TextMetrics.textSize("Second", font: .system(13, weight: .bold), lines: 1, maxWidth: nil).width.rounded(.up) + 17)
            #expect(ControlMetrics.segmentedSize(titles: ["Second"], font: .system(13, weight: .light)).width == 48 + 17)
            #expect(ControlMetrics.legacySegmentedSize(titles: ["First", "Second"]) == Size(width: 123, height: 28))
            #expect(ControlMetrics.legacySegmentedSize(titles: ["A", "Second", "B"]) == Size(width: 185, height: 28))
        }

        /// Rounded-rect text field in the 17-pt font: 21 + 13 = 34 tall;
        /// text (or placeholder) width + 14.
        @Test func textField() {
            let font = ControlsTests.font17Today
            let empty = Self.ics(.textField(placeholder: "Email", text: ""))
            #expect(empty.height == 34)
            #expect(empty.width == TextMetrics.ceilToPixel(font.width(of: "Email"), scale: 3) + 14)
            let typed = Self.ics(.textField(placeholder: "Email", text: "someone@example.com"))
            #expect(typed.width == TextMetrics.ceilToPixel(font.width(of: "someone@example.com"), scale: 3) + 14)
            #expect(typed.width > empty.width + 100)
            #expect(Self.ics(.textField(placeholder: "", text: "")) == Size(width: 14, height: 34))
        }

        @Test func imageView() {
            #expect(Self.ics(.imageView(imageSize: nil)) == Self.none)
            #expect(Self.ics(.imageView(imageSize: Size(width: 18, height: 45))) == Size(width: 18, height: 45))
        }

        @Test func preferredMaxLayoutWidthOnlyAffectsMultiLineLabels() {
            #expect(ControlKind.button(title: "A long button title").intrinsicContentSize(
                preferredMaxLayoutWidth: 40) == Self.ics(.button(title: "A long button title")))
            #expect(ControlKind.label(text: "A long label title", lines: 1).intrinsicContentSize(
                preferredMaxLayoutWidth: 40) == Self.ics(.label(text: "A long label title")))
        }

        @Test func classNames() {
            #expect(ControlKind.label(text: "x").className == "UILabel")
            #expect(ControlKind.switchControl.className == "UISwitch")
            #expect(ControlKind.stack.className == "UIStackView")
        }
    }

    /// uikit-stackview.md §9's table.
    @Suite("Hugging and compression resistance")
    struct Priorities {
        static let all: [ControlKind] = [
            .plain, .label(text: "x"), .button(title: "x"), .switchControl, .slider,
            .segmented(titles: ["a"]), .textField(placeholder: "", text: ""),
            .imageView(imageSize: nil), .stack, .scroll,
        ]

        @Test func interfaceBuilderHugging() {
            for kind in Self.all {
                let hug = kind.defaultHugging(interfaceBuilder: true)
                let expected: Double
                switch kind {
                case .label, .imageView: expected = 251
                case .switchControl: expected = 750
                default: expected = 250
                }
                #expect(hug.horizontal == expected && hug.vertical == expected, "\(kind.className)")
            }
        }

        @Test func codeHugging() {
            for kind in Self.all {
                let hug = kind.defaultHugging(interfaceBuilder: false)
                let expected: Double = kind == .switchControl ? 750 : 250
                #expect(hug.horizontal == expected && hug.vertical == expected, "\(kind.className)")
            }
        }

        @Test func compressionResistanceIs750Everywhere() {
            for kind in Self.all {
                for ib in [true, false] {
                    let cr = kind.defaultCompressionResistance(interfaceBuilder: ib)
                    #expect(cr.horizontal == 750 && cr.vertical == 750)
                }
            }
        }

        @Test func stackLabFollowsInterfaceBuilder() {
            #expect(ControlKind.stackLabUsesInterfaceBuilderDefaults)
            #expect(ControlKind.label(text: "x").defaultHugging() == (251, 251))
            #expect(ControlKind.imageView(imageSize: nil).defaultHugging().horizontal == 251)
        }
    }

    @Suite("Baselines")
    struct Baselines {
        static let font = ControlsTests.font17

        /// At the unrounded text height: first = ascender from the top,
        /// last = height − |descender|.
        @Test func labelAtItsTextHeight() throws {
            let height = 20.287109375
            let b = try #require(ControlKind.label(text: "Just text").baselineOffsets(
                size: Size(width: 66, height: height), scale: 1000))
            #expect(approximatelyEqual(b.first, Self.font.ascender, tolerance: 1e-3))
            #expect(approximatelyEqual(b.last, height + Self.font.descender, tolerance: 1e-3))
        }

        @Test func labelAtItsIntrinsicHeight() throws {
            let b = try #require(ControlKind.label(text: "Just text").baselineOffsets(
                size: Size(width: 66, height: 61.0 / 3)))
            #expect(approximatelyEqual(b.first, 16.1865234375))
            #expect(b.last == b.first)
            // The view only passes a height: width 0 lays out without wrapping.
            let noWidth = try #require(ControlKind.label(text: "Just text").baselineOffsets(
                size: Size(width: 0, height: 61.0 / 3)))
            #expect(noWidth == b)
        }

        @Test func multiLineLabel() throws {
            let kind = ControlKind.label(text: "One\nTwo\nThree", lines: 0)
            let ics = kind.intrinsicContentSize(preferredMaxLayoutWidth: nil)
            let b = try #require(kind.baselineOffsets(size: ics))
            #expect(approximatelyEqual(b.first, Self.font.ascender))
            #expect(approximatelyEqual(b.last, Self.font.ascender + 2 * Self.font.lineHeight))
            // 61 tall for 60.861 of text: last = height − descent − 0.139 (the rounding slack).
            #expect(approximatelyEqual(b.last, ics.height + Self.font.descender - (61 - 3 * 20.287109375)))
        }

        @Test func tallerLabelCentresItsText() throws {
            let b = try #require(ControlKind.label(text: "Just text").baselineOffsets(
                size: Size(width: 66, height: 61.0 / 3 + 10)))
            #expect(approximatelyEqual(b.first, 5 + Self.font.ascender))
        }

        @Test func shortLabelShowsTheLinesThatFit() throws {
            let kind = ControlKind.label(text: "One\nTwo\nThree", lines: 0)
            let b = try #require(kind.baselineOffsets(size: Size(width: 0, height: 41)))
            #expect(approximatelyEqual(b.last - b.first, Self.font.lineHeight))  // two lines shown
        }

        @Test func buttonAndTextField() throws {
            let title = TextMetrics.systemFont(size: 15)
            let button = try #require(ControlKind.button(title: "Button").baselineOffsets(
                size: Size(width: 46, height: 30)))
            #expect(approximatelyEqual(button.first, 6 + title.ascender))  // 20.28
            #expect(button.last == button.first)
            let field = try #require(ControlKind.textField(placeholder: "Email", text: "").baselineOffsets(
                size: Size(width: 100, height: 34)))
            // 34 − 20.333 = 13.667 of slack, half above.
            #expect(approximatelyEqual(field.first, (34 - 61.0 / 3) / 2 + Self.font.ascender))
        }

        @Test func noBaselineWithoutText() {
            let size = Size(width: 51, height: 31)
            #expect(ControlKind.switchControl.baselineOffsets(size: size) == nil)
            #expect(ControlKind.slider.baselineOffsets(size: size) == nil)
            #expect(ControlKind.plain.baselineOffsets(size: size) == nil)
            #expect(ControlKind.imageView(imageSize: size).baselineOffsets(size: size) == nil)
            #expect(ControlKind.segmented(titles: ["a"]).baselineOffsets(size: size) == nil)
            #expect(ControlKind.label(text: "").baselineOffsets(size: size) == nil)
        }
    }
}
