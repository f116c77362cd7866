import Geometry
import Testing
import ViewTree

/// `Font`, the system font as a value, and the control kinds that carry one.
@Suite("Font")
struct FontTests {
    @Test("text styles at the default Dynamic Type size (Large)")
    func textStyles() {
        let sizes = Font.TextStyle.allCases.map { Font.preferred($0).pointSize }
        #expect(sizes == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(Font.preferred(.headline).weight == .semibold)
        #expect(Font.preferred(.body) != .system(17), "a text style is remembered")
        #expect(Font.preferred(.body).isPlainTextStyle)
        #expect(!Font.system(17).isPlainTextStyle)
        #expect(Font.TextStyle.title1.interfaceBuilderName == "UICTFontTextStyleTitle1")
        #expect(Font.TextStyle(interfaceBuilderName: "UICTFontTextStyleCaption2") == .caption2)
        #expect(Font.TextStyle(interfaceBuilderName: "UICTFontTextStyleTitle0") == .largeTitle)
        #expect(Font.TextStyle(interfaceBuilderName: "UICTFontTextStyleSubhead") == .subheadline)
        #expect(Font.TextStyle.allCases.allSatisfy { Font.TextStyle(interfaceBuilderName: $0.interfaceBuilderName) == $0 })
        #expect(Font.TextStyle(interfaceBuilderName: "UICTFontTextStyleHuge") == nil)
    }

    @Test("system fonts: weights, italic, bad sizes")
    func system() {
        #expect(Font.system(15, weight: .semibold, italic: true)
            == Font(pointSize: 15, weight: .semibold, isItalic: true, textStyle: nil, isMonospacedDigits: false))
        #expect(Font.system(-3).pointSize == 0)
        #expect(Font.system(.infinity).pointSize == 0)
        #expect(Font.Weight.allCases.map(\.value) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(TextMetrics.systemFont(size: 17) == .system(17))
    }

    @Test("the kinds with text carry a font, with today's defaults")
    func kinds() {
        #expect(ControlKind.label(text: "x").font == .system(17))
        #expect(ControlKind.button(title: "x").font == .system(15))
        #expect(ControlKind.segmented(titles: ["x"]).font == .system(13))
        #expect(ControlKind.textField(placeholder: "", text: "x").font == .system(17))
        #expect(ControlKind.textView(text: "x").font == .system(17))
        #expect(ControlKind.switchControl.font == nil)
        #expect(ControlKind.switchControl.withFont(.system(20)) == .switchControl)
        let big = ControlKind.button(title: "Go").withFont(.system(30))
        #expect(big.font == .system(30))
        for kind in [ControlKind.label(text: "x"), .button(title: "x"), .segmented(titles: ["x"]),
                     .textField(placeholder: "", text: "x"), .textView(text: "x")] {
            #expect(kind.defaultFont == kind.font)
        }
    }

    @Test("buttons: an image, an image and a title, content edge insets")
    func buttons() {
        func size(_ k: ControlKind) -> Size { k.intrinsicContentSize(preferredMaxLayoutWidth: nil) }
        let plain = size(.button(title: "Log in"))
        #expect(plain.height == 30)
        #expect(size(.button(title: "", image: Size(width: 24, height: 20))) == Size(width: 24, height: 20))
        let both = size(.button(title: "Log in", image: Size(width: 24, height: 40)))
        #expect(both == Size(width: plain.width + 24, height: 40))
        let inset = size(.button(title: "Log in", insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(inset == Size(width: plain.width + 6, height: 18 + 4))
        #expect(ControlKind.button(title: "", image: Size(width: 24, height: 20))
            .baselineOffsets(size: Size(width: 24, height: 20)) == nil, "no title, no baseline")
    }
}
