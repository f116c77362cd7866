// Making views and setting their properties.
// One type per command: its syntax and what it does.
import CommandLanguage
import Geometry
import StackLayout
import ViewTree

enum ViewCommand: SceneCommand {
    static let spec = CommandSpec(
        "view", topic: .views,
        summary: "Create a plain UIView.",
        usage: creationUsage("view NAME [intrinsic=WxH] [hug=H,V] [resist=H,V]", kind: "view"),
        help: """
            The view is not in the hierarchy until you add it. Without intrinsic=
            it has no intrinsic size (UIView.noIntrinsicMetric), like a UIView.
            Every creation command takes the properties `set` gives its kind.

            Examples:
              view box intrinsic=100x44
              view spacer hug=1,1
            """,
        pattern: [.name("NAME", .newName)],
        options: propertyOptions(of: "view"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name) }
    }
}

enum ControlCommand: SceneCommand {
    static let spec = CommandSpec(
        "control", topic: .views,
        summary: "Create a plain UIControl (a custom control), optionally with an intrinsic size.",
        usage: creationUsage("control NAME [intrinsic=WxH]", kind: "control"),
        help: """
            Like a custom UIControl subclass: no intrinsic size unless intrinsic=
            gives one (its intrinsicContentSize override).

            Example:
              control checker intrinsic=120x24
            """,
        pattern: [.name("NAME", .newName)],
        options: propertyOptions(of: "control"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .control) }
    }
}

enum LabelCommand: SceneCommand {
    static let spec = CommandSpec(
        "label", topic: .views,
        summary: "Create a UILabel with its text.",
        usage: creationUsage("label NAME \"TEXT\" [font=SIZE] [lines=N] [hug=H,V] [resist=H,V]", kind: "label"),
        help: """
            The label's intrinsic size comes from its text in the system font
            (17 pt unless font= says otherwise); lines=0 lets it wrap. font=
            takes a size or a text style (font=headline: preferredFont at its
            default size); weight=, bold, italic and monospacedDigits change
            the face. Hugging is Interface Builder's 251,251 for a label
            (250,250 in code: write hug=250,250 for a UILabel() of an
            article's code).

            Examples:
              label title "Sign in" font=28 weight=semibold
              label note "登录 / 注册" lines=0 font=footnote
            """,
        pattern: [.name("NAME", .newName), .string("TEXT")],
        options: propertyOptions(of: "label"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .label(text: c.argument("TEXT")?.value.text ?? "")) }
    }
}

enum ButtonCommand: SceneCommand {
    static let spec = CommandSpec(
        "button", topic: .views,
        summary: "Create a UIButton with its title.",
        usage: creationUsage("button NAME \"TITLE\" [type=system|custom]", kind: "button"),
        help: """
            type=system (the default, Interface Builder's button) or custom
            (`UIButton()` in code); both are the title in the 15-pt system font
            plus 6 above and below (30 tall), at least 30 wide.
            type=infoLight, infoDark, detailDisclosure or contactAdd draws
            UIKit's 22 x 22 symbol (iOS 7–12) as the button's image. font=, weight=,
            bold and italic change the title's font (titleLabel.font).
            image=WxH gives it an image of that size beside the title (an
            image button: an empty title, as big as its image);
            contentEdgeInsets=T,L,B,R puts insets around the content in place
            of the title's own padding.

            Examples:
              button go "Log in"
              button login "登录" type=custom bold
              button close "" image=24x24 contentEdgeInsets=10,10,10,10
            """,
        pattern: [.name("NAME", .newName), .string("TITLE")],
        options: [buttonTypeOption] + propertyOptions(of: "button"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        let type = c.option("type")?.value.text.flatMap(ButtonType.init(rawValue:)) ?? .system
        return try s.create(c) { name throws(CommandFailure) in
            View(name: name, kind: .button(title: c.argument("TITLE")?.value.text ?? "", type: type))
        }
    }
}

enum ImageCommand: SceneCommand {
    static let spec = CommandSpec(
        "image", topic: .views,
        summary: "Create a UIImageView with an image of the given size.",
        usage: creationUsage("image NAME WxH [mode=scaleToFill|aspectFit|aspectFill|center]", kind: "image"),
        help: """
            The image's size is the view's intrinsic size, whatever the content
            mode (default scaleToFill). Hugging is Interface Builder's 251,251
            for an image view (250,250 in code).

            Examples:
              image photo 300x200 mode=aspectFit
              image photo 300x200 hug=250,249 resist=750,749
            """,
        pattern: [.name("NAME", .newName), .size("WxH")],
        options: propertyOptions(of: "image"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in
            guard case let .size(w, h) = c.argument("WxH")?.value else { throw s.fail(c, "image needs WxH", at: c.location) }
            return View(name: name, kind: .imageView(imageSize: Size(width: w, height: h)))
        }
    }
}

enum SwitchCommand: SceneCommand {
    static let spec = CommandSpec(
        "switch", topic: .views,
        summary: "Create a UISwitch (51 x 31).",
        usage: creationUsage("switch NAME", kind: "switch"),
        help: """
            Hugging is 750,750, in code and in Interface Builder. Layout
            places 49 x 31 of it: its frame reaches 2 pt past on the right
            (alignmentInsets=0,0,0,2).

            Example:
              switch remember
            """,
        pattern: [.name("NAME", .newName)],
        options: propertyOptions(of: "switch"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .switchControl) }
    }
}

enum SliderCommand: SceneCommand {
    static let spec = CommandSpec(
        "slider", topic: .views,
        summary: "Create a UISlider (31 tall, no intrinsic width).",
        usage: creationUsage("slider NAME", kind: "slider"),
        help: """
            Give it a width with constraints or a stack. Layout places 30 of
            its height and its width between 2 pt in from each side of its
            frame (alignmentInsets=0,2,1,2).

            Example:
              slider volume
            """,
        pattern: [.name("NAME", .newName)],
        options: propertyOptions(of: "slider"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .slider) }
    }
}

enum StepperCommand: SceneCommand {
    static let spec = CommandSpec(
        "stepper", topic: .views,
        summary: "Create a UIStepper (94 × 32 intrinsic size).",
        usage: creationUsage("stepper NAME", kind: "stepper"),
        help: """
            The minus and plus segments, 94 × 32 (today's iPhone, as Xcode 13
            and later record it; 94 × 29 before iOS 13, which `check`
            uses for older documents); constraints or a fill stack may still
            stretch its frame.

            Example:
              stepper quantity
            """,
        pattern: [.name("NAME", .newName)],
        options: propertyOptions(of: "stepper"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .stepper) }
    }
}

enum ProgressCommand: SceneCommand {
    static let spec = CommandSpec(
        "progress", topic: .views,
        summary: "Create a UIProgressView (2 tall, no intrinsic width).",
        usage: creationUsage("progress NAME", kind: "progress"),
        help: """
            The default bar style, 2 tall; give it a width with constraints
            or a stack.

            Example:
              progress download
            """,
        pattern: [.name("NAME", .newName)],
        options: propertyOptions(of: "progress"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .progressView) }
    }
}

enum PageControlCommand: SceneCommand {
    static let spec = CommandSpec(
        "pagecontrol", topic: .views,
        summary: "Create a UIPageControl (26 tall, 18 pt a page).",
        usage: creationUsage("pagecontrol NAME [pages=N]", kind: "pagecontrol"),
        help: """
            numberOfPages indicators in iOS 14's capsule: 18 × pages + 62.5
            wide and 26 tall (as Xcode 14 records it); 3 pages unless told
            (116.5 × 26). Before iOS 14: 7-pt dots 9 pt apart, 16 × pages − 9
            by 37, which `check` uses for older documents.

            Example:
              pagecontrol dots pages=5
            """,
        pattern: [.name("NAME", .newName)],
        options: propertyOptions(of: "pagecontrol"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .pageControl()) }
    }
}

enum DatePickerCommand: SceneCommand {
    static let spec = CommandSpec(
        "datepicker", topic: .views,
        summary: "Create a UIDatePicker (wheels 320 × 216, compact, inline).",
        usage: creationUsage("datepicker NAME [style=wheels|compact|inline]", kind: "datepicker"),
        help: """
            preferredDatePickerStyle: wheels (the default, and the only style
            before iOS 13.4) is 320 × 216; compact, the date in a rounded
            label, 124 × 34; inline, a month's calendar, 320 × 330 (the last
            two are estimates: no measured frame; README says so).

            Example:
              datepicker birthday style=compact
            """,
        pattern: [.name("NAME", .newName)],
        options: propertyOptions(of: "datepicker"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .datePicker()) }
    }
}

enum SegmentedCommand: SceneCommand {
    static let spec = CommandSpec(
        "segmented", topic: .views,
        summary: "Create a UISegmentedControl with one segment per title.",
        usage: creationUsage("segmented NAME \"TITLE\" \"TITLE\" …", kind: "segmented"),
        help: """
            Equal segments as wide as the widest title (13-pt system font
            unless font= says otherwise, in the semibold the selected segment
            draws, rounded up to whole points) plus 17, with 1-pt dividers;
            31 tall (iOS 13 and later; before it 28, widest regular title +
            15, which `check` uses for older documents). Its frame reaches
            1 pt below that (alignmentInsets=0,0,1,0).

            Example:
              segmented mode "登录" "注册"
            """,
        pattern: [.name("NAME", .newName), .strings("TITLE")],
        options: propertyOptions(of: "segmented"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in
            View(name: name, kind: .segmented(titles: c.arguments("TITLE").compactMap(\.value.text)))
        }
    }
}

enum FieldCommand: SceneCommand {
    static let spec = CommandSpec(
        "field", topic: .views,
        summary: "Create a UITextField, with an optional placeholder.",
        usage: creationUsage("field NAME [\"PLACEHOLDER\"] [border=none|line|bezel|roundedRect]", kind: "field"),
        help: """
            The border defaults to none, as for `UITextField()` in code; Interface
            Builder's fields are border=roundedRect (34 tall at 17 pt). A field
            without a border is one line of text tall (20.5 on a @2x screen,
            20.333 at @3x). The placeholder (or text=) sets its intrinsic width.

            Examples:
              field email "Email address" border=roundedRect
              field password "密码"
            """,
        pattern: [.name("NAME", .newName), .optional([.string("PLACEHOLDER")])],
        options: propertyOptions(of: "field"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in
            // `UITextField()`'s border is none (border= or set changes it).
            View(name: name, kind: .textField(
                placeholder: c.argument("PLACEHOLDER")?.value.text ?? "", text: "", border: .none))
        }
    }
}

enum TextViewCommand: SceneCommand {
    static let spec = CommandSpec(
        "textview", topic: .views,
        summary: "Create a UITextView with its text.",
        usage: creationUsage("textview NAME \"TEXT\" [scrolls=true|false]", kind: "textview"),
        help: """
            scrolls=true (the default, isScrollEnabled) makes it a scroll view
            with no intrinsic size; scrolls=false makes it as tall as its lines
            plus 8 above and below, and as wide as its widest line plus 5 on
            each side. It does not wrap to the width it is given.

            Examples:
              textview notes "Hello"
              textview bio "第一行\\n第二行" scrolls=false
            """,
        pattern: [.name("NAME", .newName), .string("TEXT")],
        options: propertyOptions(of: "textview"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .textView(text: c.argument("TEXT")?.value.text ?? "")) }
    }
}

enum StackCommand: SceneCommand {
    static let spec = CommandSpec(
        "stack", topic: .views,
        summary: "Create a UIStackView.",
        usage: [
            "stack NAME [axis=horizontal|vertical] [distribution=fill|fillEqually|fillProportionally|equalSpacing|equalCentering]",
            "           [alignment=fill|leading|top|center|trailing|bottom|firstBaseline|lastBaseline]",
            "           [spacing=N] [margins=T,L,B,R] [marginsRelative=true|false] [baselineRelative=true|false]",
            "           [textWidthRule=current|ios14] [hidingRule=current|ios12]",
            "           [intrinsic=WxH] [hug=H,V] [resist=H,V] [hidden=true|false] [alpha=N]",
        ],
        help: """
            Defaults are UIStackView's: horizontal, fill, fill, spacing 0. Add
            arranged views with `add NAME… to STACK`, or wrap views in a new one
            with `embed`.
            textWidthRule=ios14 brings back iOS 14's width rule for multi-line
            labels in a horizontal stack (each wants 1/n of the stack: a label
            beside a switch gets half), for lessons on that old bug; the default
            is today's (each of k multi-line labels at most 1/k of the stack).
            hidingRule=ios12 brings back iOS 9–12's count of hides: every
            `hide` of an arranged view inside `animate` adds one, hidden or
            not, and it shows again only after as many `show`
            (rdar://25087688); the default is today's (one `show` shows it).

            Examples:
              stack form axis=vertical spacing=12 alignment=fill
              stack row distribution=fillEqually margins=8,16,8,16 marginsRelative=true
            """,
        pattern: [.name("NAME", .newName)],
        options: propertyOptions(of: "stack"))

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in StackView(name: name) }
    }
}

enum ScrollCommand: SceneCommand {
    static let spec = CommandSpec(
        "scroll", topic: .animation,
        summary: "Create a UIScrollView, or scroll a view into view.",
        usage: creationUsage("scroll NAME [contentOffset=X,Y] [contentInset=T,L,B,R]", kind: "scroll") + ["scroll NAME to VIEW"],
        help: """
            `scroll NAME` creates a scroll view with its content and frame layout
            guides (NAME.content, NAME.frameGuide); constraints from its content
            to NAME.content give its content size.
            `scroll NAME to VIEW` changes the content offset just enough to show
            VIEW, like scrollRectToVisible(_:animated:).

            Examples:
              scroll list
              scroll list to row7
            """,
        forms: [
            CommandForm("create", [.name("NAME", .newName)]),
            CommandForm("scrollTo", [.name("NAME", .scrollView), .keyword("to"), .name("VIEW", .view)]),
        ],
        options: propertyOptions(of: "scroll"))

    /// `scroll NAME` makes a view; `scroll NAME to VIEW` does not.
    static func createsView(_ c: ParsedCommand) -> Bool { c.form != "scrollTo" }

    /// `scroll NAME to VIEW` sets the offset (from where it was: `save`'s
    /// replay keeps one that a later scroll starts from).
    static func saveEffect(_ c: ParsedCommand) -> SaveEffect {
        guard c.form == "scrollTo" else { return .other }
        return .sets([SceneSlot(view: c.argument("NAME")?.value.text ?? "", property: .option("contentOffset"))])
    }

    /// The UIKit statements for `export swift` (an animation block's).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        guard c.form == "scrollTo" else { return nil }
        return ["\(e.ident(c, "NAME")).scrollRectToVisible(\(e.ident(c, "VIEW")).frame, animated: false)"]
    }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        if c.form == "scrollTo" { return try s.scrollTo(c) }
        return try s.create(c) { name throws(CommandFailure) in ScrollView(name: name) }
    }
}

enum SetCommand: SceneCommand {
    static let spec = CommandSpec(
        "set", topic: .views,
        summary: "Change properties of a view.",
        usage: ["set NAME PROP=VALUE …"],
        help: """
            Any property of the creation commands, plus hidden=, alpha=, text=,
            contentOffset=X,Y and contentInset=T,L,B,R, and preservesMargins=true
            (preservesSuperviewLayoutMargins: the view's margins also clear its
            superview's). Several properties change together, as one step.

            Examples:
              set row axis=vertical spacing=8
              set title text="Welcome" font=34
              set star hidden=true
            """,
        pattern: [.name("NAME", .view)],
        options: propertyOptions, minimumProperties: 1)

    /// Each property given, of the named view.
    static func saveEffect(_ c: ParsedCommand) -> SaveEffect {
        let name = c.argument("NAME")?.value.text ?? ""
        return .sets(c.options.map { SceneSlot(view: name, property: .option($0.name)) })
    }

    /// The UIKit statements for `export swift` (an animation block's).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        let id = e.ident(c, "NAME")
        return c.options.flatMap { e.optionCode($0, id: id, name: c.argument("NAME")?.value.text ?? "") }
    }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.set(c)
    }
}

enum VaryCommand: SceneCommand {
    static let spec = CommandSpec(
        "vary", topic: .views,
        summary: "Give a property a value for a size class only.",
        usage: ["vary NAME PROP=VALUE [w=compact|regular] [h=compact|regular]"],
        help: """
            Like Interface Builder's "+" next to a property: the value applies
            while the device's size classes match w= and h= (either may be left
            out). Rotate or change the device to see it switch. A stack varies
            its axis, distribution, alignment, spacing, marginsRelative and
            baselineRelative; a label, button, field, text view or segmented
            control its font (font=, weight=, bold, italic, fontName=,
            monospacedDigits), starting from the font it has for those
            classes. With neither w= nor h= the value is the Any × Any one.

            Examples:
              vary form axis=horizontal h=compact
              vary title font=12 w=compact
            """,
        pattern: [.name("NAME", .view)],
        options: propertyOptions + sizeClassOptions, minimumProperties: 1)

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.vary(c)
    }
}
