import Geometry
import Testing
@testable import ViewTree

/// Strings whose widths real UIKit printed or Interface Builder recorded
/// (the evidence of `TextMetrics+Data.swift`, from public tests and the
/// documents of `../shared/ib-corpus`): the fitted table must reproduce each
/// within the rounding it was printed with.
@Suite("Widths UIKit measured")
struct UIKitMeasurementsTests {
    struct Measured: Sendable, CustomTestStringConvertible {
        var text: String
        var font: Font
        /// The raw width lies in (low, high].
        var low: Double
        var high: Double
        var source: String
        var testDescription: String { "\"\(text)\" \(font.pointSize) \(font.weight): \(source)" }
    }

    /// The system font as iOS 9–13 drew it (``Font/usesStaticSystemFaces``):
    /// the measure of evidence from before iOS 14 (Xcode 8–11 documents,
    /// printed values of those years).
    static func before14(_ size: Double) -> Font {
        var f = Font.system(size)
        f.usesStaticSystemFaces = true
        return f
    }

    static let printed: [Measured] = [
        Measured(text: "a", font: .system(15), low: 8, high: 8.5, source: "SweetUIKit: floor 8, 'aa' floor 16"),
        Measured(text: "aa", font: .system(15), low: 16, high: 17, source: "SweetUIKit"),
        Measured(text: "a", font: .system(30, weight: .bold), low: 16.5, high: 17, source: "SweetUIKit: floor 16, 'aa' 33"),
        Measured(text: "aa", font: .system(30, weight: .bold), low: 33, high: 34, source: "SweetUIKit"),
        Measured(text: "Just text", font: before14(17), low: 65 + 2.0 / 3, high: 66,
                 source: "UILabel 66 on @3x (2017, iOS 11)"),
        // Interface Builder on a @2x canvas: the library label as Xcode 12
        // and later show it (iOS 14's tracking), and documents of Xcode 8–10.
        Measured(text: "Label", font: .system(17), low: 41, high: 41.5, source: "IB library label 41.5"),
        Measured(text: "Horizontal", font: before14(17), low: 78, high: 78.5, source: "001-pro648-stackview, Xcode 8.3"),
        Measured(text: "UIAlertControllerStyleAlert", font: before14(17), low: 203, high: 203.5,
                 source: "003-pro648-alertcontroller"),
        Measured(text: "1.00", font: before14(17), low: 31.5, high: 32, source: "004-pro648-coreanimation"),
        Measured(text: "0.50", font: before14(17), low: 34, high: 34.5, source: "004-pro648-coreanimation"),
        Measured(text: "Label", font: .system(18), low: 43.5, high: 44, source: "005-pro648-displayvc, Xcode 9"),
        Measured(text: "Send a notification at:", font: before14(17), low: 166, high: 166.5,
                 source: "009-pro648-usernotifications"),
        Measured(text: "Theme", font: .system(20), low: 60.5, high: 61, source: "036-cs193p-concentration (Display)"),
        Measured(text: "Flips: 0", font: .system(20), low: 63, high: 63.5, source: "036-cs193p-concentration (Display)"),
        Measured(text: "Middle", font: .preferred(.body), low: 51, high: 51.5, source: "026-cookbook-x14-nestedstacks"),
    ]

    /// Strings the glyph table before SF Pro's own (round 10) measured 0.5–4.5
    /// pt off, as Interface Builder recorded them on its @2x canvas: each
    /// now rounds up to exactly IB's width (the issue's "How do you love
    /// our app ?" was 4.5 short, "Latitude:0.00 Longitude: 0" 2.5).
    @Test func longLabelsAsInterfaceBuilderRecordedThem() {
        let recorded: [(String, Font, Double)] = [
            ("How do you love our app ?", Self.before14(17), 202),            // 001, Xcode 8.3
            ("Latitude:0.00 Longitude: 0", Self.before14(17), 202),           // 009, Xcode 10.1
            ("Post a local Notification when you leave", Self.before14(17), 302),  // 009
            ("UIAlertControllerStyleActionSheet", Self.before14(17), 260),    // 003, Xcode 8.3
            ("Horizontal", Self.before14(17), 78.5),                          // 001
            ("#Invalid password#", .system(15), 132),                    // 062, Xcode 15
            ("Label", Self.before14(17), 42),                                 // 009 (three labels)
            ("Middle", .preferred(.body), 51.5),                         // 026, Xcode 14 (52 with iOS 13's)
        ]
        for (text, font, width) in recorded {
            let shown = TextMetrics.measure(text, font: font, lines: 1, maxWidth: nil, scale: 2).width
            #expect(shown == width, "\(text): \(shown)")
        }
        // Buttons round their title up to whole points: "Remove Star" and
        // "Show Alert" (15 pt, 001 and 003) and "Schedule" (009) were a point
        // short before.
        for (title, width) in [("Remove Star", 87.0), ("Show Alert", 75.0), ("Schedule", 64.0)] {
            let size = ControlKind.button(title: title).intrinsicContentSize(preferredMaxLayoutWidth: nil)
            #expect(size.width == width, "\(title): \(size.width)")
        }
    }

    /// Labels of Xcode 12 and later, as IB recorded them (public documents
    /// kept outside the project; nothing fitted to them): iOS 14's 17 pt
    /// tracks -0.43 a glyph, the HIG's value, and each rounds up to IB's
    /// width, where iOS 9–13's -0.39 gives a pixel more. (Of the 93 such
    /// 17-pt labels and buttons whose width nothing stretched, in 51
    /// documents from 34 repositories, 69 agree so, 28 with -0.39.)
    @Test func labelsOfXcode12AndLaterTrackAsTheHIGSays() {
        let recorded: [(text: String, width: Double, scale: Double, source: String)] = [
            ("Group by Feed", 112.5, 2, "Ranchero-Software/NetNewsWire iOS/Settings/Settings.storyboard, 24765"),
            ("Timeline Layout", 119.5, 2, "NetNewsWire Settings.storyboard"),
            ("On My iPhone", 106.5, 2, "NetNewsWire Settings.storyboard"),
            ("Temperature", 97, 2, "WSDOT/wsdot-ios-app wsdot/PassReportView.xib, 21507"),
            ("Conditions", 82, 2, "WSDOT PassReportView.xib"),
            ("Elevation", 69, 2, "WSDOT PassReportView.xib"),
            ("Nothing to see here.", 154.5, 2, "SwiftKickMobile/SwiftMessages Demo/Demo/Base.lproj/Main.storyboard, 22505"),
            ("Product name", 107, 2, "openfoodfacts/openfoodfacts-ios Sources/Views/Settings/Settings.storyboard, 18122"),
            ("10 App IDs", 82, 2, "rileytestut/AltStore AltStore/Base.lproj/Main.storyboard, 17503"),
            ("10 minutes", 83, 2, "Automattic/pocket-casts-ios podcasts/FilterDurationViewController.xib, 20037"),
            ("Message Label", 343.0 / 3, 3, "balajkhalid/codepath-ios101-projects gameswap Main.storyboard, 32700"),
            ("Layer4:270p15fps", 137, 3, "AgoraIO/API-Examples Advanced/Simulcast/Base.lproj/Simulcast.storyboard, 23504"),
        ]
        for r in recorded {
            let today = TextMetrics.measure(r.text, font: .system(17), lines: 1, maxWidth: nil, scale: r.scale).width
            #expect(abs(today - r.width) < 1e-9, "\(r.text) (\(r.source)): \(today)")
            let before = TextMetrics.measure(r.text, font: Self.before14(17), lines: 1, maxWidth: nil, scale: r.scale).width
            #expect(before > r.width, "\(r.text): iOS 13's \(before)")
        }
    }

    /// Emoji are 9/8 em, whatever the font and without tracking, as
    /// Interface Builder of Xcode 12–16 recorded every single-emoji label of
    /// five PersonalityQuiz storyboards (public, kept outside the project):
    /// 45 wide at 40 pt (AboodAlblushi, mmeyfour, slemeshaev), 34 at 30 pt
    /// (Olegajaro, VyacheslavKvashnin), 48 and 36 tall (the system font's
    /// line). Sequences are one emoji; text presentation is not one.
    @Test func emojiAsInterfaceBuilderRecordedThem() {
        for (emoji, size, width) in [("🦁", 40.0, 45.0), ("🗣️", 40, 45), ("🐶", 30, 34), ("🐢", 30, 34)] {
            for scale in [2.0, 3.0] {
                let measured = TextMetrics.measure(emoji, font: .system(size), lines: 1, maxWidth: nil, scale: scale)
                #expect(measured.width == width, "\(emoji) at \(size) on @\(scale)x")
            }
        }
        #expect(TextMetrics.measure("🐶", font: .system(40), lines: 1, maxWidth: nil, scale: 3).height == 48)
        #expect(TextMetrics.measure("🐶", font: .system(30), lines: 1, maxWidth: nil, scale: 2).height == 36)
        let font = Font.system(17)
        for sequence: Character in ["🇫🇷", "👍🏽", "👨‍👩‍👧", "1️⃣", "❤️"] {
            #expect(TextMetrics.isEmoji(sequence), "\(sequence)")
            #expect(font.advance(of: sequence) == 17 * 1.125, "\(sequence)")
        }
        for plain: Character in ["a", "#", "1", "©", "✔︎", "登", "é"] {
            #expect(!TextMetrics.isEmoji(plain), "\(plain)")
        }
        // A named font falls back to the same emoji.
        #expect(Font.named("Avenir-Heavy", size: 40).advance(of: "🐶") == 45)
    }

    /// The one printed value the table misses: "string" in 16-pt bold is
    /// at most 45 (SwiftyNotifications rounds it up to 45); SF Pro Text
    /// Bold's advances with the Regular face's kerning and the HIG's 16-pt
    /// tracking give 45.68 (bold's own kerning and tracking are not
    /// modelled). Pinned so that the miss is seen if it grows.
    @Test func boldStringIsTheKnownMiss() {
        let width = Font.system(16, weight: .bold).width(of: "string")
        #expect(width > 45 && width < 45.8, "\(width)")
    }

    /// A printed UIKit value holds exactly; an Interface Builder frame
    /// (rounded up to its canvas's half points) within 0.5 pt, the issue's
    /// measure of agreement.
    @Test(arguments: printed)
    func widthWithinTheMeasurement(_ m: Measured) {
        let width = m.font.width(of: m.text)
        if m.high - m.low == 0.5 {
            let shown = TextMetrics.ceilToPixel(width, scale: 2)
            #expect(abs(shown - m.high) <= 0.5, "\(width) shows as \(shown)")
        } else {
            #expect(width > m.low && width <= m.high, "\(width)")
        }
    }

    /// Blanks at the end of a label's text count in its width, as in
    /// Interface Builder's frames ("First Name : " 96 and "My View
    /// Controller " 149 in a held-out Xcode 13 document, where StackLab
    /// measured 90 and 144 without the blank; with SF Pro's own advances,
    /// round 10, 96.5 and 149; with iOS 14's 17-pt tracking, round 21, 96
    /// and 148.5); blanks at a wrap hang.
    @Test("blanks at a paragraph's end count; blanks at a wrap hang")
    func trailingBlanks() {
        let font = Font.system(17)
        let space = font.advance(of: " ")
        #expect(TextMetrics.measure("First Name : ", font: font, lines: 1, maxWidth: nil, scale: 2).width == 96)
        #expect(TextMetrics.measure("First Name :", font: font, lines: 1, maxWidth: nil, scale: 2).width == 91.5)
        #expect(TextMetrics.measure("My View Controller ", font: font, lines: 1, maxWidth: nil, scale: 2).width == 148.5)
        #expect(TextMetrics.measure("  lead", font: font, lines: 1, maxWidth: nil, scale: 2).width == 41)
        // A multi-line label that fits on one line measures as a single line.
        #expect(TextMetrics.measure("First Name : ", font: font, lines: 0, maxWidth: 300, scale: 2).width == 96)
        // Wrapped: the blank at the wrap hangs, the last line keeps its own
        // as far as there is room.
        let word = font.width(of: "alpha")
        let lines = TextMetrics.layout("alpha beta ", font: font, lines: 0, maxWidth: word + 1)
        #expect(lines.map(\.text) == ["alpha", "beta "])
        #expect(lines[0].width == word)
        #expect(abs(lines[1].width - min(font.width(of: "beta") + space, word + 1)) < 1e-9)
        let tight = TextMetrics.layout("First Name : ", font: font, lines: 0, maxWidth: font.width(of: "First Name :"))
        // (Summed in another order: the same width to a few ulps, as
        // 17 pt's tracking, -0.43, is not a binary fraction.)
        #expect(tight.count == 1 && abs(tight[0].width - font.width(of: "First Name :")) < 1e-9, "the blank hangs past the edge")
        #expect(TextMetrics.measure(" ", font: font, lines: 1, maxWidth: nil, scale: 2).width == 4.5)
    }

    /// Buttons are their title rounded up to whole points (15 pt unless
    /// said): within 1 pt of Interface Builder's (a title a hair over a
    /// whole point rounds to the next).
    @Test func buttonsAsInterfaceBuilderRecordedThem() {
        let recorded: [(String, Font, Double)] = [
            ("Button", .system(15), 46), ("Add Star", .system(15), 60), ("Sign Up", .system(15), 54),
            ("Restart Animation", .system(15), 123), ("New game", .system(20), 93), ("Button", .preferred(.body), 51),
        ]
        for (title, font, width) in recorded {
            let size = ControlKind.button(title: title, font: font).intrinsicContentSize(preferredMaxLayoutWidth: nil)
            #expect(abs(size.width - width) <= 1, "\(title): \(size.width)")
        }
    }

    @Test("weights: heavier is wider, bold about 6 % at the same size")
    func weights() {
        let widths = Font.Weight.allCases.map { Font.system(17, weight: $0).width(of: "Sign in") }
        #expect(widths == widths.sorted())
        let ratio = Font.system(17, weight: .bold).width(of: "nnnn") / Font.system(17).width(of: "nnnn")
        #expect(ratio > 1.03 && ratio < 1.08)
        #expect(Font.preferred(.headline).width(of: "Hello") > Font.preferred(.body).width(of: "Hello"))
    }

    @Test("monospaced digits: SF Pro's tabular figures; italic 873/853 of the upright")
    func digitsAndItalic() {
        var mono = Font.system(17)
        mono.isMonospacedDigits = true
        #expect(mono.width(of: "1111") == mono.width(of: "0000"))
        #expect(Font.system(17).width(of: "1111") < Font.system(17).width(of: "0000"))
        // The tabular digits are SF Pro Text's `tnum` glyphs, 1328 units,
        // wider than the proportional "0" (1290); they do not kern ("74"
        // kerns -120 units proportionally).
        #expect(abs(mono.advance(of: "0") - (1328.0 / 2048 * 17 - 0.43)) < 1e-9)
        #expect(mono.width(of: "0000") > Font.system(17).width(of: "0000"))
        #expect(mono.kerning("7", "4") == 0 && Font.system(17).kerning("7", "4") == -120.0 / 2048 * 17)
        var bigMono = Font.system(24)
        bigMono.isMonospacedDigits = true
        #expect(abs(bigMono.advance(of: "5") - (1239.0 / 2048 * 24 + 0.346)) < 1e-9)
        #expect(mono.width(of: "ab") == Font.system(17).width(of: "ab"))
        let slant = Font.system(17, italic: true).width(of: "Hello") / Font.system(17).width(of: "Hello")
        #expect(abs(slant - 873.0 / 853.0) < 0.005)
        // 062-simplenote-auth-ipad's "Or" in 14-pt italic: 16 on IB's @2x
        // canvas, so its text is in (15.5, 16]. Capsize's 873/853 over SF
        // Pro Text's upright advances makes it 16.18, half a point over: the
        // italic's own advances are not in the table (known miss).
        let or = TextMetrics.measure("Or", font: .system(14, italic: true), lines: 1, maxWidth: nil, scale: 2)
        #expect(or.width == 16.5, "\(or.width)")
    }
}
