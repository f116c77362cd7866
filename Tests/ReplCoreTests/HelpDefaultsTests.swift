import CommandLanguage
import Foundation
import Geometry
import InterfaceBuilder
import TestSupport
import Testing

@testable import ReplCore

/// Every default that `help` states, checked against what the session
/// reports for a freshly made view (`constraints`, `dump`, `expect`, frames,
/// `export swift`). The help texts are scanned for the words that state a
/// default ("default", "Hugging is", "28 tall", "13-pt"…); each one must lie
/// in a statement listed below, so a new default in help without a check
/// fails here.
@Suite("Help states true defaults")
struct HelpDefaultsTests {
    /// Words in help that state a default or a size.
    static var markers: Regex<AnyRegexOutput> {
        try! Regex(#"(?i)\bdefaults?\b|\d+(\.\d+)?(-pt| pt\b| tall| wide)|hugging is|\d+ (above|below|on each)"#)
    }

    /// Help text with runs of white space made one space (help wraps lines).
    static func flat(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    static func help(_ command: String) -> String {
        flat(commandTable.first { $0.name == command }?.helpText ?? "")
    }

    // MARK: The checks

    /// A statement in help (`statements`, as help writes them, in the help
    /// of each of `commands`) and the check that it is true.
    struct Stated: Sendable, CustomTestStringConvertible {
        var commands: [String]
        var statements: [String]
        /// Run first in a fresh session; `expect` lines in it must hold.
        var script: String
        var check: @Sendable (Session) -> Void = { _ in }
        var testDescription: String { commands.joined(separator: ",") + ": " + statements[0] }
    }

    static func frame(_ s: Session, _ name: String) -> Rect {
        s.frameOf(s.byName[name]!.view)
    }

    /// `constraints NAME`'s content-size lines: per axis, the size (nil for
    /// "(none)"), hugging and compression resistance.
    static func contentSize(_ s: Session, _ name: String) -> [(size: Double?, hug: Double?, resist: Double?)] {
        let out = s.run("constraints \(name)").output
        var axes: [(Double?, Double?, Double?)] = []
        for line in out.split(separator: "\n") {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t == "(none)" { axes.append((nil, nil, nil)) }
            guard t.hasPrefix("content size:") else { continue }
            let words = t.replacingOccurrences(of: ",", with: "").split(separator: " ")
            func after(_ w: String) -> Double? { words.firstIndex(of: Substring(w)).flatMap { Double(words[$0 + 1]) } }
            axes.append((after("width") ?? after("height"), after("hugging"), after("resistance")))
        }
        return axes
    }

    static func exported(_ s: Session) -> String {
        let files = s.fileSystem as! MemoryFileSystem
        #expect(!s.run("export swift out.swift").failed)
        return files.files["out.swift"] ?? ""
    }

    /// The output of `dump timeline` after `animate` in a small scene.
    static func timeline(_ animate: String) -> String {
        let s = Session(fileSystem: MemoryFileSystem())
        _ = s.run("stack s axis=vertical; label a \"A\"; label b \"B\"; add a b to s; add s to root; pin s to root.safeArea")
        #expect(!s.run(animate).failed)
        return s.run("dump timeline").output
    }

    static let stated: [Stated] = [
        Stated(commands: ["check"], statements: ["more than 0.25 pt from the one Interface Builder recorded"], script: "") { _ in
            func differing(_ width: String) -> Bool {
                let files = MemoryFileSystem(["a.storyboard": IBFixtures.stacked(secondWidth: width)])
                let s = Session(fileSystem: files)
                #expect(!s.run("open a.storyboard").failed)
                return s.run("check").failed
            }
            #expect(!differing("100.25"))
            #expect(differing("100.3"), "the check can tell")
        },
        Stated(commands: ["animate"], statements: [
            "over DURATION seconds (default 0.25) with the curve (default easeInOut), sampled fps times a second (default 60)",
            "the timing curve (default easeInOut)", "samples per second (default 60)",
        ], script: "") { _ in
            let implicit = timeline("animate { hide b }")
            #expect(implicit == timeline("animate 0.25 curve=easeInOut fps=60 { hide b }"))
            #expect(implicit != timeline("animate 0.25 curve=easeInOut fps=30 { hide b }"), "the check can tell")
            #expect(implicit != timeline("animate 0.25 curve=linear fps=60 { hide b }"), "the check can tell")
        },
        Stated(commands: ["animate"], statements: ["damping= (default 0.5) and velocity= (default 0)"], script: "") { _ in
            let implicit = timeline("animate curve=spring { hide b }")
            #expect(implicit == timeline("animate curve=spring damping=0.5 velocity=0 { hide b }"))
            #expect(implicit != timeline("animate curve=spring damping=0.9 velocity=0 { hide b }"), "the check can tell")
        },
        Stated(commands: ["button"], statements: [
            "type=system (the default, Interface Builder's button)", "UIButton.ButtonType (default system)",
        ], script: "button b \"OK\"; add b to root") { s in
            #expect(exported(s).contains("let b = UIButton(type: .system)"))
        },
        Stated(commands: ["button"], statements: [
            "both are the title in the 15-pt system font plus 6 above and below (30 tall), at least 30 wide",
        ], script: """
            button b "Log in"; button c "Log in" type=custom; button n "i"; label t "Log in" font=15; label u "i" font=15
            add b c n t u to root
            """) { s in
            let t = frame(s, "t")
            #expect(frame(s, "b").size == Size(width: t.size.width.rounded(.up), height: t.size.height + 12))
            #expect(frame(s, "b").size.height == 30)
            #expect(frame(s, "c").size == frame(s, "b").size)
            #expect(frame(s, "u").size.width < 30)
            #expect(frame(s, "n").size == Size(width: 30, height: 30))
        },
        Stated(commands: ["button", "set", "vary"], statements: ["17-pt title, content insets 7,12,7,12"], script: """
            button b "Log in" configuration; label t "Log in"; add b t to root
            """) { s in
            #expect(s.byName["b"]?.view.kind == .button(title: "Log in", font: .system(17), insets: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
                                                         configured: true))
            let t = frame(s, "t")
            #expect(frame(s, "b").size == Size(width: t.size.width.rounded(.up) + 24, height: t.size.height + 14))
            _ = s.run("set b configuration=false")
            #expect(s.byName["b"]?.view.kind == .button(title: "Log in"))
        },
        Stated(commands: ["check"], statements: [
            "compared as iOS 9 drew it, text styles a size smaller (Body 16 pt)",
            "keep today's iPhone fonts (Body 17 pt)",
            "without iOS 13's 34-pt minimum",
            "17 pt tracked -0.39 a glyph, not iOS 14's -0.43",
            "a notched iPhone's own safe-area insets counted twice",
            "59 + 59 at the top of an iPhone 15",
            "with a notched iPhone's safe area 44 from the top",
            "navigation bar 54 tall",
        ], script: "") { s in
            s.fileSystem = MemoryFileSystem(["seven.storyboard": DesignCanvasTests.xcode7()])
            _ = s.run("open seven.storyboard")
            // Body "Label": 41.5 × 20.5 at today's 17 pt; IB's 39.5 × 19.5 (16 pt) agrees in check.
            #expect(frame(s, "body").size == Size(width: 41.5, height: 20.5))
            #expect(s.run("check").stdout.hasSuffix("1 view: 1 agree, 0 differ"))
            // A 14-pt rounded-rect field recorded 30 tall by Xcode 10: 34 laid out, agreeing in check.
            s.fileSystem = MemoryFileSystem(["ten.storyboard": DesignCanvasTests.field(toolsVersion: "14460.31", height: "30")])
            _ = s.run("open ten.storyboard")
            #expect(frame(s, "name").size.height == 34)
            #expect(s.run("check").stdout.hasSuffix("1 view: 1 agree, 0 differ"))
            // A 17-pt "Label" recorded 42 wide by Xcode 10: 41.5 laid out, agreeing in check.
            s.fileSystem = MemoryFileSystem(["label.storyboard": DesignCanvasTests.label(toolsVersion: "14460.31", width: "42")])
            _ = s.run("open label.storyboard")
            #expect(frame(s, "name").size.width == 41.5)
            #expect(s.run("check").stdout.hasSuffix("1 view: 1 agree, 0 differ"))
            // A box under a navigation bar recorded at 162 (59 + 59 + 44) by
            // Xcode 16.3 on an iPhone 15, at 172 by Xcode 26 (its 54-pt
            // bar): 103 laid out; an iPhone 11's recorded at 88 by Xcode
            // 13: 92 (48 + 44) laid out. Each agrees in check.
            let fifteen = Size(width: 393, height: 852), eleven = Size(width: 414, height: 896)
            // (The other box 68 above the bottom, 34 + 34, or 34.)
            for (tools, device, size, recorded, bottom, laid) in [("23727", "retina6_12", fifteen, 162.0, 68.0, 103.0),
                                                                  ("24765", "retina6_12", fifteen, 172, 68, 103),
                                                                  ("20037", "retina6_1", eleven, 88, 34, 92)] {
                s.fileSystem = MemoryFileSystem(["bar.storyboard": DesignCanvasTests.navigated(
                    toolsVersion: tools, device: device, root: size, topY: recorded, bottomY: size.height - bottom - 40)])
                _ = s.run("open bar.storyboard")
                #expect(frame(s, "top").origin.y == laid, "\(tools)")
                #expect(s.run("check").stdout.hasSuffix("2 views: 2 agree, 0 differ"), "\(tools)")
            }
        },
        Stated(commands: ["constrain"], statements: ["P is the priority (default 1000, required)"],
               script: "view v; add v to root; constrain v.width == 20") { s in
            let lines = s.run("constraints v").output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.contains("#1 v.width == 20"), "\(lines)")
            _ = s.run("constrain v.height == 20 @ 999")
            #expect(s.run("constraints v").output.contains("v.height == 20 @ 999"), "a lower priority is shown")
        },
        Stated(commands: ["device"], statements: ["at scale S (default 1)"], script: "device 320x480") { s in
            #expect(s.run("dump").output.contains(#""scale":1,"#))
        },
        Stated(commands: ["device"], statements: ["A fresh session starts on iphone8, portrait."], script: "") { s in
            #expect(s.run("dump").output.hasPrefix(#"{"device":{"name":"iphone8","width":375,"height":667,"scale":2,"orientation":"portrait""#))
        },
        Stated(commands: ["field"], statements: [
            "The border defaults to none, as for `UITextField()` in code",
        ], script: "field f \"Name\"; add f to root; expect f.border == none") { s in
            let code = exported(s)
            #expect(code.contains("let f = UITextField()"))
            #expect(!code.contains("f.borderStyle = .roundedRect"), "\(code)")
        },
        Stated(commands: ["field", "set", "vary"], statements: ["a text field's border style (default none, as in code)"],
               script: "field f \"Name\"; expect f.border == none"),
        Stated(commands: ["field"], statements: [
            "border=roundedRect (34 tall at 17 pt)",
            "one line of text tall (20.5 on a @2x screen, 20.333 at @3x)",
        ], script: "field f \"Name\"; field g \"Name\" border=roundedRect; add f g to root") { s in
            #expect(frame(s, "g").size.height == 34)
            #expect(frame(s, "f").size.height == 20.5)
            _ = s.run("device iphone-x")
            #expect(abs(frame(s, "f").size.height - 20.333) < 0.001)
            #expect(frame(s, "g").size.height == 34)
        },
        Stated(commands: ["image"], statements: ["mode (default scaleToFill)"],
               script: "image i 30x20; image j 30x20 mode=aspectFit; add i j to root; expect i.mode == scaleToFill") { s in
            #expect(frame(s, "i").size == Size(width: 30, height: 20))
            #expect(frame(s, "j").size == Size(width: 30, height: 20), "whatever the content mode")
        },
        Stated(commands: ["image", "set", "vary"], statements: ["an image view's content mode (default scaleToFill)"],
               script: "image i 30x20; expect i.mode == scaleToFill"),
        Stated(commands: ["image"], statements: ["Hugging is Interface Builder's 251,251 for an image view (250,250 in code)"],
               script: "image i 30x20; add i to root") { s in
            #expect(contentSize(s, "i").map(\.hug) == [251, 251])
            let code = exported(s)
            #expect(code.contains("i.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)"))
            #expect(code.contains("i.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .vertical)"))
        },
        Stated(commands: ["label"], statements: ["(17 pt unless font= says otherwise)"],
               script: "label l \"Hello\"; label m \"Hello\" font=17; label n \"Hello\" font=20; add l m n to root; expect l.font == 17") { s in
            #expect(frame(s, "l").size == frame(s, "m").size)
            #expect(frame(s, "l").size != frame(s, "n").size, "the check can tell")
        },
        Stated(commands: ["label"], statements: [
            "Hugging is Interface Builder's 251,251 for a label (250,250 in code: write hug=250,250 for a UILabel() of an article's code)",
        ], script: "label l \"Hello\"; add l to root") { s in
            #expect(contentSize(s, "l").map(\.hug) == [251, 251])
            #expect(exported(s).contains("l.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .vertical)"))
        },
        Stated(commands: ["output"], statements: ["(auto, the default: only when output goes to a terminal)"], script: "") { s in
            #expect(s.run("output").output == "picture=auto changes=on timeline=summary width=auto")
        },
        Stated(commands: ["output"], statements: [
            "(40 to 1000; auto, the default: the terminal's width, else $COLUMNS, else 80)",
        ], script: "") { s in
            // The executable gives the session the terminal's width, else
            // $COLUMNS, else 80 (LineEditor.terminalWidth); a session
            // folds to it until width=N says otherwise.
            #expect(s.run("output").output.hasSuffix("width=auto"))
            #expect(s.automaticColumns == 80 && s.terminalColumns == 80)
            s.automaticColumns = 57
            #expect(s.terminalColumns == 57)
            #expect(!s.run("output width=40").failed && s.terminalColumns == 40)
            #expect(!s.run("output width=1000").failed && s.terminalColumns == 1000)
            #expect(s.run("output width=39").failed && s.run("output width=1001").failed)
        },
        Stated(commands: ["pin"], statements: ["inset by N (default 0)"],
               script: "view v; add v to root; pin v to root; expect v.frame == {{0, 0}, {375, 667}}"),
        Stated(commands: ["segmented"], statements: [
            "Equal segments as wide as the widest title (13-pt system font unless font= says otherwise, in the semibold the selected segment draws, rounded up to whole points) plus 17, with 1-pt dividers; 31 tall",
            "before it 28, widest regular title + 15, which `check` uses for older documents",
            "Its frame reaches 1 pt below that (alignmentInsets=0,0,1,0).",
        ], script: """
            segmented seg "A" "BBB" "C"; label t "BBB" font=13 weight=semibold; label r "BBB" font=13
            segmented big "A" "BBB" font=20; label u "BBB" font=20 weight=semibold
            add seg t r big u to root
            """) { s in
            let title = frame(s, "t").size.width.rounded(.up)
            // Laid out 31 tall, the frame 1 more below.
            #expect(frame(s, "seg").size == Size(width: 3 * (title + 17) + 2, height: 32))
            #expect(s.byName["seg"]?.view.intrinsicContentSize.height == 31)
            let big = frame(s, "u").size.width.rounded(.up)
            #expect(frame(s, "big").size == Size(width: 2 * (big + 17) + 1, height: 32))
            #expect(big > title, "the check can tell")
            // Before iOS 13 (the canvas `check` measures an older document
            // with): regular titles + 15, 28 tall, the frame 29.
            let regular = frame(s, "r").size.width.rounded(.up)
            #expect(regular < title, "the check can tell")
            let old = try? DesignCanvas.iOS12.frames(of: s.sceneDescription())
            #expect(old?["seg"]?.size == Size(width: 3 * (regular + 15) + 2, height: 29))
        },
        Stated(commands: ["label", "button", "segmented", "field", "textview", "set", "vary"], statements: [
            "the font's weight (default regular; a text style's own, e.g. headline semibold)",
        ], script: """
            label l "Hello"; label h "Hello" font=headline; button b "Go"; segmented g "A"; field f "x"; textview t "x"
            expect l.weight == regular
            expect h.weight == semibold
            expect b.weight == regular
            expect g.weight == regular
            expect f.weight == regular
            expect t.weight == regular
            """) { s in
            #expect(s.run("dump").output.contains(#""font":{"size":17,"weight":"semibold","italic":false,"textStyle":"headline""#))
        },
        Stated(commands: ["label", "button", "segmented", "field", "textview", "set", "vary"], statements: [
            "the system font's size in points, or a text style (preferredFont(forTextStyle:) at its default size: largeTitle title1 title2 title3 headline subheadline body callout footnote caption1 caption2)",
        ], script: """
            label a "Hello" font=largeTitle; label b "Hello" font=title1; label c "Hello" font=title2
            label d "Hello" font=title3; label e "Hello" font=headline; label f "Hello" font=subheadline
            label g "Hello" font=body; label h "Hello" font=callout; label i "Hello" font=footnote
            label j "Hello" font=caption1; label k "Hello" font=caption2
            """) { s in
            let sizes = ["a": 34.0, "b": 28, "c": 22, "d": 20, "e": 17, "f": 15, "g": 17, "h": 16, "i": 13, "j": 12, "k": 11]
            for (name, size) in sizes {
                #expect(s.byName[name]?.view.kind.font?.pointSize == size, "\(name)")
            }
            #expect(exported(s).contains("e.font = .preferredFont(forTextStyle: .headline)"))
        },
        Stated(commands: ["label"], statements: ["(font=headline: preferredFont at its default size)"],
               script: "label l \"Hello\" font=headline; expect l.font == headline; expect l.weight == semibold") { s in
            #expect(s.byName["l"]?.view.kind.font == .preferred(.headline))
        },
        Stated(commands: ["slider"], statements: [
            "(31 tall, no intrinsic width)",
            "Layout places 30 of its height and its width between 2 pt in from each side of its frame (alignmentInsets=0,2,1,2).",
        ], script: """
            slider v; add v to root
            slider w; add w to root; constrain w.leading == root.leading + 16; constrain w.width == 100
            expect w.alignmentInsets == 0,2,1,2
            """) { s in
            let axes = contentSize(s, "v")
            #expect(axes.count == 2 && axes[0].size == nil && axes[1].size == 30, "\(axes)")
            #expect(frame(s, "w").size.height == 31)
            #expect(frame(s, "w").origin.x == 14 && frame(s, "w").size.width == 104)
        },
        Stated(commands: ["switch"], statements: [
            "Layout places 49 x 31 of it: its frame reaches 2 pt past on the right (alignmentInsets=0,0,0,2).",
        ], script: """
            switch w; view next intrinsic=10x10; stack s spacing=8; add w next to s; add s to root
            expect w.alignmentInsets == 0,0,0,2
            expect w.frame == {{0, 0}, {51, 31}}
            expect next.frame == {{57, 0}, {10, 31}}
            switch lone; add lone to root
            """) { s in
            let axes = contentSize(s, "lone")
            #expect(axes.count == 2 && axes[0].size == 49 && axes[1].size == 31, "\(axes)")
        },
        Stated(commands: ["view", "control", "label", "button", "image", "switch", "slider", "stepper", "progress",
                          "pagecontrol", "datepicker", "segmented", "field", "textview", "stack", "scroll", "set", "vary", "embed"],
               statements: [
            "alignmentRectInsets, top, left, bottom, right: how far the frame reaches past the rectangle layout places (default: the kind's, e.g. a switch's 0,0,0,2)",
        ], script: """
            view v intrinsic=10x10; add v to root; expect v.alignmentInsets == 0,0,0,0
            constrain v.leading == root.leading; constrain v.top == root.top
            set v alignmentInsets=1,2,3,4
            expect v.frame == {{-2, -1}, {16, 14}}
            switch w; expect w.alignmentInsets == 0,0,0,2
            """) { s in
            #expect(s.run("dump").output.contains(#""alignmentInsets":[1,2,3,4]"#))
            #expect(exported(s).contains("alignmentRectInsets"))
        },
        Stated(commands: ["progress"], statements: ["(2 tall, no intrinsic width)", "The default bar style, 2 tall"],
               script: "progress v; add v to root") { s in
            let axes = contentSize(s, "v")
            #expect(axes.count == 2 && axes[0].size == nil && axes[1].size == 2, "\(axes)")
            #expect(s.byName["v"]?.view.kind.className == "UIProgressView")
        },
        Stated(commands: ["pagecontrol", "set", "vary"], statements: ["a page control's numberOfPages (default 3)"],
               script: "pagecontrol p; expect p.pages == 3"),
        Stated(commands: ["datepicker", "set", "vary"], statements: ["a date picker's preferredDatePickerStyle (default wheels)"],
               script: "datepicker d; expect d.style == wheels"),
        Stated(commands: ["pagecontrol"], statements: [
            "(26 tall, 18 pt a page)", "numberOfPages indicators in iOS 14's capsule: 18 × pages + 62.5 wide and 26 tall",
            "3 pages unless told (116.5 × 26)",
            "Before iOS 14: 7-pt dots 9 pt apart, 16 × pages − 9 by 37, which `check` uses for older documents",
        ],
               script: """
                   pagecontrol v; add v to root
                   expect v.pages == 3
                   pagecontrol w pages=5; add w to root
                   expect w.pages == 5
                   set w pages=1
                   """) { s in
            let axes = contentSize(s, "v")
            #expect(axes.count == 2 && axes[0].size == 116.5 && axes[1].size == 26, "\(axes)")
            let w = contentSize(s, "w")
            #expect(w.count == 2 && w[0].size == 80.5, "\(w)")
            // Before iOS 14 (the canvas `check` measures an older document with).
            let old = try? DesignCanvas.iOS13.frames(of: s.sceneDescription())
            #expect(old?["v"]?.size == Size(width: 39, height: 37) && old?["w"]?.size == Size(width: 7, height: 37))
            #expect(s.run("dump").output.contains(#""pages":1"#))
            #expect(exported(s).contains("w.numberOfPages = 1"))
            #expect(s.run("set v style=inline").output.contains("style= is not a property of a page control"))
        },
        Stated(commands: ["datepicker"], statements: ["wheels (the default", "is 320 × 216", "124 × 34", "320 × 330"],
               script: """
                   datepicker d; add d to root
                   expect d.style == wheels
                   datepicker c style=compact; add c to root
                   set d style=inline
                   """) { s in
            let c = contentSize(s, "c")
            #expect(c.count == 2 && c[0].size == 124 && c[1].size == 34, "\(c)")
            let d = contentSize(s, "d")
            #expect(d.count == 2 && d[0].size == 320 && d[1].size == 330, "\(d)")
            #expect(s.run("dump").output.contains(#""datePickerStyle":"compact""#))
            #expect(exported(s).contains("c.preferredDatePickerStyle = .compact"))
            #expect(s.byName["d"]?.view.kind.className == "UIDatePicker")
        },
        Stated(commands: ["stepper"], statements: [
            "(94 × 32 intrinsic size)", "94 × 32 (today's iPhone, as Xcode 13 and later record it; 94 × 29 before iOS 13, which `check` uses for older documents)",
        ], script: "stepper v; add v to root") { s in
            let axes = contentSize(s, "v")
            #expect(axes.count == 2 && axes[0].size == 94 && axes[1].size == 32, "\(axes)")
            let old = try? DesignCanvas.iOS12.frames(of: s.sceneDescription())
            #expect(old?["v"]?.size == Size(width: 94, height: 29))
            #expect(s.byName["v"]?.view.kind.className == "UIStepper")
        },
        Stated(commands: ["spacing"], statements: ["`default` goes back to the stack's spacing (UIStackView.spacingUseDefault)"],
               script: """
                   stack s spacing=5; view a intrinsic=10x10; view b intrinsic=10x10; add a b to s; add s to root
                   spacing s after a 20; spacing s after a default
                   expect b.frame == {{15, 0}, {10, 10}}
                   """),
        Stated(commands: ["spacing"], statements: ["spacing STACK after NAME N|default|system", "spacing form after title default"],
               script: "stack s; view a; add a to s; spacing s after a default"),
        Stated(commands: ["stack"], statements: ["Defaults are UIStackView's: horizontal, fill, fill, spacing 0."],
               script: """
                   stack s
                   expect s.axis == horizontal
                   expect s.distribution == fill
                   expect s.alignment == fill
                   expect s.spacing == 0
                   """),
        Stated(commands: ["stack"], statements: ["the default is today's (each of k multi-line labels at most 1/k of the stack)"],
               script: "stack s; expect s.textWidthRule == current"),
        Stated(commands: ["stack"], statements: ["the default is today's (one `show` shows it)"],
               script: """
                   stack s; expect s.hidingRule == current
                   label a "A"; add a to s; add s to root
                   animate { hide a }; animate { hide a }; show a
                   expect a.hidden == false
                   """),
        Stated(commands: ["switch"], statements: ["Hugging is 750,750, in code and in Interface Builder."],
               script: "switch w; add w to root") { s in
            #expect(contentSize(s, "w").map(\.hug) == [750, 750])
        },
        Stated(commands: ["textview"], statements: [
            "scrolls=true (the default, isScrollEnabled) makes it a scroll view with no intrinsic size",
            "scrolls=false makes it as tall as its lines plus 8 above and below, and as wide as its widest line plus 5 on each side",
        ], script: """
            textview t "Hello"; textview u "Hello\\nWorld!" scrolls=false; label l "World!"; label m "Hello\\nWorld!" lines=0
            add t u l m to root
            expect t.scrolls == true
            """) { s in
            #expect(contentSize(s, "t").map(\.size) == [nil, nil])
            #expect(frame(s, "u").size == Size(width: frame(s, "l").size.width + 10, height: frame(s, "m").size.height + 16))
        },
        Stated(commands: ["textview", "set", "vary"], statements: ["a text view's isScrollEnabled (default true)"],
               script: "textview t \"Hi\"; expect t.scrolls == true"),
        Stated(commands: ["embed"], statements: [
            "content-hugging priorities, horizontal and vertical (default 250,250)",
            "compression-resistance priorities, horizontal and vertical (default 750,750)",
        ], script: """
            view a intrinsic=10x10; add a to root; embed a in s
            expect s.hug == 250,250
            expect s.resist == 750,750
            """),
        Stated(commands: ["set", "vary"], statements: [
            "content-hugging priorities, horizontal and vertical (default 250,250; labels and images 251,251; switches 750,750)",
            "compression-resistance priorities, horizontal and vertical (default 750,750)",
        ], script: """
            view v; label l "x"; image i 1x1; switch w; button b "x"
            expect v.hug == 250,250
            expect b.hug == 250,250
            expect l.hug == 251,251
            expect i.hug == 251,251
            expect w.hug == 750,750
            expect v.resist == 750,750
            expect l.resist == 750,750
            expect w.resist == 750,750
            """),
    ]

    @Test(arguments: stated)
    func statedDefaultHolds(_ d: Stated) {
        for command in d.commands {
            for statement in d.statements {
                #expect(Self.help(command).contains(Self.flat(statement)), "help \(command) no longer says: \(statement)")
            }
        }
        let s = Session(fileSystem: MemoryFileSystem())
        if !d.script.isEmpty {
            let r = s.run(d.script)
            #expect(!r.failed, "\(r.output)")
        }
        d.check(s)
    }

    /// The creation commands' `hug=` and `resist=` lines state each kind's
    /// priorities: `constraints` must report them for a fresh view.
    @Test(arguments: viewKinds.map(\.kind).filter { $0 != "root" })
    func kindPriorities(kind: String) throws {
        let help = Self.help(kind)
        func stated(_ what: String) throws -> [Double] {
            let m = try #require(help.firstMatch(of: try Regex("\(what) priorities, horizontal and vertical \\(default ([0-9.]+),([0-9.]+)\\)")))
            return [Double(m.output[1].substring!)!, Double(m.output[2].substring!)!]
        }
        let s = Session(fileSystem: MemoryFileSystem())
        let make = ["view": "view x", "control": "control x", "label": "label x \"Hi\"", "button": "button x \"Hi\"",
                    "image": "image x 10x10", "switch": "switch x", "slider": "slider x", "stepper": "stepper x",
                    "progress": "progress x", "pagecontrol": "pagecontrol x", "datepicker": "datepicker x",
                    "segmented": "segmented x \"A\"",
                    "field": "field x \"Hi\"", "textview": "textview x \"Hi\"", "stack": "stack x", "scroll": "scroll x"]
        let create = try #require(make[kind], "a new kind: say how to make one here")
        // An intrinsic size makes `constraints` show the content-size constraints with their priorities.
        let r = s.run("\(create); set x intrinsic=10x10; add x to root")
        #expect(!r.failed, "\(r.output)")
        let axes = Self.contentSize(s, "x")
        let hug = try stated("content-hugging"), resist = try stated("compression-resistance")
        #expect(axes.map(\.hug) == hug)
        #expect(axes.map(\.resist) == resist)
    }

    /// The words of each help text that state a default, outside the statements checked above.
    @Test func everyStatedDefaultIsChecked() {
        var unchecked: [String] = []
        for spec in commandTable {
            let text = Self.help(spec.name)
            var covered: [Range<String.Index>] = []
            for d in Self.stated where d.commands.contains(spec.name) {
                for statement in d.statements { covered += text.ranges(of: Self.flat(statement)) }
            }
            if viewKinds.contains(where: { $0.kind == spec.name }) {
                // Checked by kindPriorities.
                covered += text.ranges(of: try! Regex(#"(content-hugging|compression-resistance) priorities, horizontal and vertical \(default [0-9.]+,[0-9.]+\)"#))
            }
            for match in text.matches(of: Self.markers)
            where !covered.contains(where: { $0.contains(match.range.lowerBound) && $0.upperBound >= match.range.upperBound }) {
                let from = text.index(match.range.lowerBound, offsetBy: -30, limitedBy: text.startIndex) ?? text.startIndex
                let to = text.index(match.range.upperBound, offsetBy: 30, limitedBy: text.endIndex) ?? text.endIndex
                unchecked.append("help \(spec.name): …\(text[from..<to])…")
            }
        }
        #expect(unchecked.isEmpty, "defaults stated in help that no check covers:\n\(unchecked.joined(separator: "\n"))")
    }
}
