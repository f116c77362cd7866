import Geometry
import Testing
import ViewTree

@testable import ReplCore

/// Fonts in the command language: `font=SIZE|STYLE`, `weight=`, `bold`,
/// `italic`, `monospacedDigits` on every kind with text, as creation
/// options and through `set`, checked by `expect`, kept by `undo` and
/// `save`, refused elsewhere.
@Suite("Fonts in the command language")
struct FontCommandTests {
    func session(_ script: String) -> Session {
        let s = Session(fileSystem: MemoryFileSystem())
        let r = s.run(script)
        #expect(!r.failed, "\(r.output)")
        return s
    }

    func font(_ s: Session, _ name: String) -> Font? { s.byName[name]?.view.kind.font }
    func size(_ s: Session, _ name: String) -> Size { s.frameOf(s.byName[name]!.view).size }

    @Test("every kind with text takes the font options, at creation and with set")
    func everyKind() {
        let s = session("""
            label l "Hello" font=20 weight=semibold
            button b "Hello" font=20 bold
            segmented g "A" "B" font=headline italic
            field f "Hello" font=20 monospacedDigits
            textview t "Hello" scrolls=false font=caption2
            """)
        #expect(font(s, "l") == .system(20, weight: .semibold))
        #expect(font(s, "b") == .system(20, weight: .bold))
        var headline = Font.preferred(.headline)
        headline.isItalic = true
        #expect(font(s, "g") == headline)
        #expect(font(s, "f") == Font(pointSize: 20, isMonospacedDigits: true))
        #expect(font(s, "t") == .preferred(.caption2))
        _ = s.run("set l font=body; set b bold=false; set g italic=false weight=heavy")
        #expect(font(s, "l") == .preferred(.body), "font= alone gives the style's own weight")
        #expect(font(s, "b") == .system(20))
        #expect(font(s, "g")?.weight == .heavy)
        #expect(font(s, "g")?.textStyle == .headline)
    }

    @Test("a new font changes the frame: buttons, segments, fields and text views measure their own font")
    func sizesFollowTheFont() {
        let s = session("""
            button b "Log in"; button c "Log in" font=20; label lb "Log in" font=20
            segmented g "A" "BBB"; segmented h "A" "BBB" font=20; label lg "BBB" font=20 weight=semibold
            field f "Name" border=roundedRect; field e "Name" border=roundedRect font=20; label lf "Name" font=20
            textview t "Hi" scrolls=false; textview u "Hi" scrolls=false font=20; label lt "Hi" font=20
            add b c lb g h lg f e lf t u lt to root
            """)
        #expect(size(s, "c").width == size(s, "lb").width.rounded(.up))
        #expect(size(s, "c").height == size(s, "lb").height + 12)
        #expect(size(s, "c").width > size(s, "b").width)
        #expect(size(s, "h").width == 2 * (size(s, "lg").width.rounded(.up) + 17) + 1)
        #expect(size(s, "e").width == size(s, "lf").width + 14)
        #expect(size(s, "e").height > size(s, "f").height)
        #expect(size(s, "u").width == size(s, "lt").width + 10)
        #expect(size(s, "u").height > size(s, "t").height)
    }

    @Test("font= goes first: the traits given with it apply whatever their order")
    func order() {
        let s = session("label a \"x\" bold font=headline; label b \"x\" font=headline bold; label c \"x\" italic font=20")
        #expect(font(s, "a") == font(s, "b"))
        #expect(font(s, "a")?.weight == .bold)
        #expect(font(s, "c") == .system(20, italic: true))
    }

    @Test("expect reads the font back; undo and save keep it")
    func expectUndoSave() {
        let s = session("label l \"x\" font=title1 italic")
        for line in ["expect l.font == title1", "expect l.weight == regular", "expect l.italic == true",
                     "expect l.bold == false", "expect l.monospacedDigits == false"] {
            #expect(!s.run(line).failed, "\(line)")
        }
        #expect(s.run("expect l.font == 28").failed, "a text style is not a plain size")
        _ = s.run("set l font=12 bold")
        #expect(!s.run("expect l.font == 12").failed)
        #expect(!s.run("expect l.bold == true").failed)
        _ = s.run("undo")
        #expect(font(s, "l")?.textStyle == .title1)

        let trip = SaveTests.roundTrip("label m \"x\" font=15 weight=light\nset m italic\nbutton b \"OK\" font=headline")
        #expect(trip.loaded == trip.live)
        #expect(trip.text.contains("italic"), "\(trip.text)")
    }

    @Test("bad font options: one clear error, nothing changed")
    func errors() {
        let s = session("switch w; label l \"x\"; label bold \"y\" bold")
        #expect(font(s, "bold")?.weight == .bold, "a view may be named like a flag")
        let onSwitch = s.run("set w bold")
        #expect(onSwitch.failed)
        #expect(onSwitch.output.contains("bold= is not a property of a switch"), "\(onSwitch.output)")
        let unknown = s.run("set l font=headlin")
        #expect(unknown.failed)
        #expect(unknown.output.contains("did you mean 'headline'"), "\(unknown.output)")
        #expect(s.run("set l font=0").failed)
        #expect(s.run("set l weight=fat").failed)
        let twice = s.run("set l bold bold")
        #expect(twice.failed)
        #expect(twice.output.contains("duplicate option 'bold'"), "\(twice.output)")
        #expect(font(s, "l") == .system(17), "nothing changed")
    }

    @Test("dump shows a font that is not the kind's default")
    func dump() {
        let s = session("label l \"x\"; label m \"x\" font=13 weight=medium; add l m to root")
        let out = s.run("dump").output
        #expect(out.contains(#""name":"m","kind":"label","superview":"root","arrangedIn":null,"arrangedIndex":null,"hidden":false,"alpha":1,"font":{"size":13,"weight":"medium","italic":false,"textStyle":null,"monospacedDigits":false},"#))
        #expect(!out.contains(#""name":"l","kind":"label","superview":"root","arrangedIn":null,"arrangedIndex":null,"hidden":false,"alpha":1,"font""#))
    }

    @Test("buttons: image=WxH and contentEdgeInsets=T,L,B,R, read back, exported, refused elsewhere")
    func buttonImagesAndInsets() {
        let s = session("""
            button plain "Log in"; button icon "" image=24x20; button both "Log in" image=20x40
            button padded "Log in" contentEdgeInsets=4,10,4,10; label t "Log in" font=15
            add plain icon both padded t to root
            """)
        let title = size(s, "t")
        #expect(size(s, "icon") == Size(width: 24, height: 20), "an image alone: the image's size")
        #expect(size(s, "both") == Size(width: size(s, "plain").width + 20, height: 40))
        #expect(size(s, "padded") == Size(width: title.width.rounded(.up) + 20, height: title.height + 8))
        #expect(!s.run("expect icon.image == 24x20").failed)
        #expect(!s.run("expect padded.contentEdgeInsets == 4,10,4,10").failed)
        let code = HelpDefaultsTests.exported(s)
        #expect(code.contains("icon.setImage(placeholderImage(width: 24, height: 20), for: .normal)"))
        #expect(code.contains("padded.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)"))
        let refused = s.run("set t image=10x10")
        #expect(refused.failed)
        #expect(refused.output.contains("image= is not a property of a label"), "\(refused.output)")
        _ = s.run("undo")
        let trip = SaveTests.roundTrip("button b \"x\" image=10x12\nset b contentEdgeInsets=1,2,3,4")
        #expect(trip.loaded == trip.live)
    }

    @Test("help and completion show the font options")
    func helpAndCompletion() {
        let s = session("label l \"x\"; button b \"x\"")
        let help = s.run("help button").output
        #expect(help.contains("[font=SIZE|STYLE]"), "\(help)")
        #expect(help.contains("[bold] [italic]"), "\(help)")
        #expect(s.completions(line: "set l font=he", cursor: 13).candidates == ["headline"])
        #expect(s.completions(line: "set b weight=s", cursor: 14).candidates == ["semibold"])
        #expect(s.completions(line: "set b it", cursor: 8).candidates == ["italic"])
    }
    @Test("fontName=: a named face measured with its own metrics, traits pick the family's faces, read back, exported")
    func namedFonts() {
        let s = session("""
            stack col axis=vertical alignment=leading spacing=8; add col to root; pin col to root.margins
            label t "Vehicle Swap" fontName=Avenir-Heavy font=45
            label u "Wednesday" font=18 fontName=Avenir-Book
            button b "Like" fontName=HelveticaNeue-Bold font=17
            add t u b to col
            """)
        // The sizes Interface Builder recorded for these strings in public
        // documents (NamedFaceTests), on the iPhone 8 (@2x).
        #expect(size(s, "t") == Size(width: 278, height: 61.5))
        #expect(size(s, "u") == Size(width: 94.5, height: 25), "fontName= goes after font= whatever the order")
        #expect(font(s, "b") == .named("HelveticaNeue-Bold", size: 17))
        _ = s.run("set t weight=regular")
        #expect(font(s, "t")?.name == "Avenir-Roman")
        #expect(size(s, "t") == Size(width: 265.5, height: 61.5))
        _ = s.run("set t italic")
        #expect(font(s, "t")?.name == "Avenir-Oblique")
        for line in ["expect t.fontName == Avenir-Oblique", "expect t.italic == true", "expect t.font == 45",
                     "expect u.fontName == Avenir-Book", "expect b.bold == true"] {
            #expect(!s.run(line).failed, "\(line)")
        }
        let out = s.run("dump").output
        #expect(out.contains(#""font":{"size":18,"weight":"regular","italic":false,"textStyle":null,"monospacedDigits":false,"name":"Avenir-Book"}"#), "\(out)")
        let code = HelpDefaultsTests.exported(s)
        #expect(code.contains(#"u.font = UIFont(name: "Avenir-Book", size: 18)!"#), "\(code)")
        #expect(code.contains(#"b.titleLabel?.font = UIFont(name: "HelveticaNeue-Bold", size: 17)!"#), "\(code)")
        _ = s.run("set t fontName=system")
        #expect(font(s, "t") == .system(45))
        _ = s.run("undo")
        #expect(font(s, "t")?.name == "Avenir-Oblique")
        let trip = SaveTests.roundTrip("label m \"x\" fontName=HelveticaNeue-Medium font=15\nset m bold")
        #expect(trip.loaded == trip.live)
        #expect(trip.text.contains("fontName=HelveticaNeue-Medium"), "\(trip.text)")
    }

    @Test("fontName= with a name StackLab has no face for: one error, a suggestion, nothing changed; fonts lists them")
    func unknownFontName() {
        let s = session("label l \"x\" fontName=Avenir-Heavy; switch w")
        let typo = s.run("set l fontName=Avenr-Heavy")
        #expect(typo.failed)
        #expect(typo.output.contains("StackLab has no metrics for the font Avenr-Heavy; did you mean 'Avenir-Heavy'?"), "\(typo.output)")
        #expect(typo.output.contains("`fonts` lists"), "\(typo.output)")
        #expect(font(s, "l")?.name == "Avenir-Heavy", "nothing changed")
        #expect(s.run("set w fontName=Avenir-Book").failed)
        let list = s.run("fonts")
        #expect(!list.failed)
        #expect(list.output.hasPrefix("Avenir: Avenir-Black Avenir-BlackOblique Avenir-Book"), "\(list.output)")
        #expect(list.output.contains("Helvetica Neue: HelveticaNeue HelveticaNeue-Bold HelveticaNeue-Medium"), "\(list.output)")
        #expect(s.run("help fonts").output.contains("fontName="))
    }
}

/// `vary NAME font=… w=… h=…`: a font per size class, like Interface
/// Builder's "+" beside a font.
@Suite("Fonts per size class in the command language")
struct FontVariationCommandTests {
    func session(_ script: String) -> Session { FontCommandTests().session(script) }

    /// A label's width (the column stretches its height).
    func width(_ s: Session, _ name: String) -> Double { s.frameOf(s.byName[name]!.view).size.width }

    @Test("vary gives a font for size classes; rotate, device and undo follow it; expect, explain, dump and save see it")
    func varyAFont() {
        // iPhone 8: wC hR portrait, wC hC landscape; iPhone 8 Plus
        // landscape: wR hC; iPad: wR hR.
        let s = session("""
            device iphone8
            stack col axis=vertical alignment=leading; add col to root; pin col to root.margins
            label t "Settings" font=16 fontName=HelveticaNeue
            label plain12 "Settings" font=12 fontName=HelveticaNeue
            label plain16 "Settings" font=16 fontName=HelveticaNeue
            label bold16 "Settings" font=16 fontName=HelveticaNeue-Bold
            add t plain12 plain16 bold16 to col
            vary t font=12 w=compact
            vary t bold h=compact
            """)
        // Portrait: the width's variation, 12 pt, measured as a 12-pt label.
        #expect(width(s, "t") == width(s, "plain12") && width(s, "plain12") != width(s, "plain16"))
        #expect(!s.run("expect t.font == 12").failed)
        #expect(!s.run("expect t.fontName == HelveticaNeue").failed)
        #expect(s.run("explain t").output.contains("its font is its wC variation's, font=12 fontName=HelveticaNeue (Any × Any: font=16 fontName=HelveticaNeue)"))
        // Landscape (wC hC): both match, and the width's wins.
        _ = s.run("rotate")
        #expect(width(s, "t") == width(s, "plain12"))
        // The iPhone 8 Plus in landscape (wR hC): the height's, which
        // started from the Any × Any font (16 pt) and made it bold.
        _ = s.run("device iphone8plus")
        #expect(width(s, "t") == width(s, "bold16"))
        #expect(!s.run("expect t.bold == true").failed)
        // The iPad matches neither: the Any × Any font, 16 pt regular.
        let ipad = s.run("device ipad")
        #expect(ipad.output.contains("  t "), "the change report lists the label: \(ipad.output)")
        #expect(width(s, "t") == width(s, "plain16"))
        #expect(!s.run("expect t.font == 16").failed)
        #expect(!s.run("expect t.bold == false").failed)
        #expect(s.run("explain t").output.contains("its font is the Any × Any one, font=16 fontName=HelveticaNeue: its variations (hC, wC) do not match"))
        for _ in 0..<3 { _ = s.run("undo") }
        #expect(width(s, "t") == width(s, "plain12"), "back in portrait on the iPhone 8")
        // `set` changes the Any × Any font; the variation keeps its own.
        _ = s.run("set t font=20")
        #expect(width(s, "t") == width(s, "plain12"))
        #expect(s.byName["t"]!.view.kind.font?.pointSize == 20)
        _ = s.run("undo")
        _ = s.run("undo")
        #expect(s.byName["t"]!.view.fontVariations.count == 1, "undo takes the last vary back")
        let out = s.run("dump").output
        #expect(out.contains(#""fontVariations":[{"w":"compact","h":null,"font":{"size":12,"weight":"regular","italic":false,"textStyle":null,"monospacedDigits":false,"name":"HelveticaNeue"}}]"#), "\(out)")
        let trip = SaveTests.roundTrip("label m \"x\"\nadd m to root\nvary m font=headline w=regular h=regular\nvary m italic h=compact")
        #expect(trip.loaded == trip.live)
        #expect(trip.live.views.first { $0.name == "m" }?.fontVariations.count == 2)
    }

    @Test("vary with a font: one clear error for a view without text, a stack or a property that is not a font, nothing changed")
    func errors() {
        let s = session("label l \"x\"; switch w; stack s")
        let onSwitch = s.run("vary w font=12 w=compact")
        #expect(onSwitch.failed)
        #expect(onSwitch.output.contains("a font varies on labels, buttons, fields, text views and segmented controls, and this is a switch"), "\(onSwitch.output)")
        let mixed = s.run("vary l font=12 alpha=0.5 w=compact")
        #expect(mixed.failed)
        #expect(mixed.output.contains("vary takes a font on a label (font=, weight=, bold, italic, fontName=, monospacedDigits), not alpha="), "\(mixed.output)")
        let typo = s.run("vary l fontName=Avenr-Book w=compact")
        #expect(typo.failed)
        #expect(typo.output.contains("did you mean 'Avenir-Book'"), "\(typo.output)")
        let onStack = s.run("vary s font=12")
        #expect(onStack.failed)
        #expect(onStack.output.contains("vary takes stack properties"), "\(onStack.output)")
        #expect(s.run("vary l axis=vertical").failed, "a label has no stack properties")
        #expect(s.byName["l"]!.view.fontVariations.isEmpty, "nothing changed")
        #expect(s.run("help vary").output.contains("vary title font=12 w=compact"))
    }

    @Test("the Swift export sets the fonts per size class when the traits change; the storyboard keeps them")
    func exports() {
        let s = session("""
            stack col axis=vertical alignment=leading; add col to root; pin col to root.margins
            label t "Settings"; add t to col; vary t font=12 w=compact; vary t font=30 w=regular h=compact
            """)
        let code = HelpDefaultsTests.exported(s)
        #expect(code.contains([
            "            // t's font",
            "            t.font = .systemFont(ofSize: 17)",
            "            if horizontalClass == .compact { t.font = .systemFont(ofSize: 12) }",
            "            if horizontalClass == .regular && verticalClass == .compact { t.font = .systemFont(ofSize: 30) }",
        ].joined(separator: "\n")), "\(code)")
        #expect(code.contains("applySizeClassVariations(traitCollection)"))
        guard let (live, reopened, text) = DocumentRoundTripTests.roundTrip(s) else { return }
        #expect(text.contains(#"<variation key="widthClass=compact">"#), "\(text)")
        #expect(text.contains(#"<variation key="heightClass=compact-widthClass=regular">"#), "\(text)")
        #expect(live == reopened)
        #expect(live.frames.contains { $0 != nil }, "the frames were compared")
    }
}

/// `configuration`: an iOS 15 configuration button at the prompt.
@Suite("Configuration buttons in the command language")
struct ConfigurationButtonCommandTests {
    @Test("configuration: equal shares of a row, explained, read back, dumped, exported both ways, refused elsewhere")
    func configurationButtons() {
        let s = Session(fileSystem: MemoryFileSystem())
        let r = s.run("""
            stack row spacing=20; add row to root; constrain row.width == 325; constrain row.leading == root.leading + 25
            constrain row.top == root.top + 100
            button on "ON" configuration; button off "OFF" configuration; button t "Toggle" configuration
            add on off t to row
            """)
        #expect(!r.failed, "\(r.output)")
        for (name, x) in [("on", 0.0), ("off", 115), ("t", 230)] {
            #expect(s.frameOf(s.byName[name]!.view) == Rect(x: x, y: 0, width: 95, height: 34.5), "\(name)")
        }
        #expect(s.run("explain on").output.contains("a configuration button's title may wrap, so in row it asks for its share of row's width"))
        #expect(!s.run("expect t.configuration == true").failed)
        #expect(!s.run("expect t.contentEdgeInsets == 7,12,7,12").failed)
        #expect(s.run("dump").output.contains(#""name":"on","kind":"button","superview":"row","arrangedIn":"row","arrangedIndex":0,"hidden":false,"alpha":1,"font":{"size":17,"weight":"regular","italic":false,"textStyle":null,"monospacedDigits":false},"configuration":true,"#))
        // The Swift export makes configurations, and reads them back.
        let files = s.fileSystem as! MemoryFileSystem
        #expect(!s.run("set off contentEdgeInsets=4,8,4,8").failed)
        #expect(!s.run("export swift row.swift").failed)
        let code = files.files["row.swift"] ?? ""
        #expect(code.contains("""
                    var offConfiguration = UIButton.Configuration.plain()
                    offConfiguration.title = "OFF"
                    offConfiguration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
                    let off = UIButton(configuration: offConfiguration)
                    off.translatesAutoresizingMaskIntoConstraints = false
            """), "\(code)")
        let back = Session(fileSystem: files)
        #expect(!back.run("open row.swift").failed)
        #expect(back.byName["off"]?.view.kind == s.byName["off"]?.view.kind)
        let varied = s.run("vary t font=12 w=compact")
        #expect(varied.failed, "a configuration's font does not vary")
        #expect(varied.output.contains("a configuration button's title font does not vary by size class"), "\(varied.output)")
        // Back to classic buttons: 15 pt, no insets, the slack to one.
        #expect(!s.run("set on configuration=false; set off configuration=false; set t configuration=false").failed)
        #expect(s.byName["on"]?.view.kind == .button(title: "ON"))
        #expect(s.byName["off"]?.view.kind == .button(title: "OFF", insets: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)),
                "insets of its own stay, as contentEdgeInsets")
        #expect(s.frameOf(s.byName["t"]!.view).size.width != 95)
        let bad = s.run("label l \"x\"; set l configuration")
        #expect(bad.failed)
        #expect(bad.output.contains("configuration= is not a property of a label"), "\(bad.output)")
    }
}
