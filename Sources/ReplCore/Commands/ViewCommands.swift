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
        usage: ["view NAME [intrinsic=WxH] [hug=H,V] [resist=H,V]"],
        help: """
            The view is not in the hierarchy until you add it. Without intrinsic=
            it has no intrinsic size (UIView.noIntrinsicMetric), like a UIView.

            Examples:
              view box intrinsic=100x44
              view spacer hug=1,1
            """,
        pattern: [.name("NAME", .newName)],
        options: [intrinsicOption, hugOption, resistOption])

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name) }
    }
}

enum LabelCommand: SceneCommand {
    static let spec = CommandSpec(
        "label", topic: .views,
        summary: "Create a UILabel with its text.",
        usage: ["label NAME \"TEXT\" [font=SIZE] [lines=N] [hug=H,V] [resist=H,V]"],
        help: """
            The label's intrinsic size comes from its text in the system font
            (17 pt unless font= says otherwise); lines=0 lets it wrap.

            Examples:
              label title "Sign in" font=28
              label note "登录 / 注册" lines=0
            """,
        pattern: [.name("NAME", .newName), .string("TEXT")],
        options: [fontOption, linesOption, hugOption, resistOption])

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .label(text: c.argument("TEXT")?.value.text ?? "")) }
    }
}

enum ButtonCommand: SceneCommand {
    static let spec = CommandSpec(
        "button", topic: .views,
        summary: "Create a UIButton with its title.",
        usage: ["button NAME \"TITLE\""],
        help: """
            A system button; its intrinsic size is its title plus UIKit's insets.

            Example:
              button go "Log in"
            """,
        pattern: [.name("NAME", .newName), .string("TITLE")])

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .button(title: c.argument("TITLE")?.value.text ?? "")) }
    }
}

enum ImageCommand: SceneCommand {
    static let spec = CommandSpec(
        "image", topic: .views,
        summary: "Create a UIImageView with an image of the given size.",
        usage: ["image NAME WxH"],
        help: """
            The image's size is the view's intrinsic size.

            Example:
              image photo 300x200
            """,
        pattern: [.name("NAME", .newName), .size("WxH")])

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
        usage: ["switch NAME"],
        help: """
            Example:
              switch remember
            """,
        pattern: [.name("NAME", .newName)])

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in View(name: name, kind: .switchControl) }
    }
}

enum FieldCommand: SceneCommand {
    static let spec = CommandSpec(
        "field", topic: .views,
        summary: "Create a UITextField, with an optional placeholder.",
        usage: ["field NAME [\"PLACEHOLDER\"]"],
        help: """
            A rounded-rect text field; the placeholder sets its intrinsic width.

            Example:
              field email "Email address"
            """,
        pattern: [.name("NAME", .newName), .optional([.string("PLACEHOLDER")])])

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in
            View(name: name, kind: .textField(placeholder: c.argument("PLACEHOLDER")?.value.text ?? "", text: ""))
        }
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
            "           [textWidthRule=current|ios14]",
        ],
        help: """
            Defaults are UIStackView's: horizontal, fill, fill, spacing 0. Add
            arranged views with `add NAME… to STACK`.
            textWidthRule=ios14 brings back iOS 14's width rule for multi-line
            labels in a horizontal stack (each wants 1/n of the stack: a label
            beside a switch gets half), for lessons on that old bug; the default
            is today's (each of k multi-line labels at most 1/k of the stack).

            Examples:
              stack form axis=vertical spacing=12 alignment=fill
              stack row distribution=fillEqually margins=8,16,8,16 marginsRelative=true
            """,
        pattern: [.name("NAME", .newName)],
        options: [axisOption, distributionOption, alignmentOption, spacingOption, marginsOption,
                  marginsRelativeOption, baselineRelativeOption, textWidthRuleOption])

    static func createsView(_ c: ParsedCommand) -> Bool { true }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.create(c) { name throws(CommandFailure) in StackView(name: name) }
    }
}

enum ScrollCommand: SceneCommand {
    static let spec = CommandSpec(
        "scroll", topic: .animation,
        summary: "Create a UIScrollView, or scroll a view into view.",
        usage: ["scroll NAME", "scroll NAME to VIEW"],
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
        ])

    /// `scroll NAME` makes a view; `scroll NAME to VIEW` does not.
    static func createsView(_ c: ParsedCommand) -> Bool { c.form != "scrollTo" }

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
            contentOffset=X,Y and contentInset=T,L,B,R. Several properties change
            together, as one step.

            Examples:
              set row axis=vertical spacing=8
              set title text="Welcome" font=34
              set star hidden=true
            """,
        pattern: [.name("NAME", .view)],
        options: propertyOptions, minimumProperties: 1)

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
            out). Rotate or change the device to see it switch.

            Example:
              vary form axis=horizontal h=compact
            """,
        pattern: [.name("NAME", .view)],
        options: propertyOptions + sizeClassOptions, minimumProperties: 1)

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.vary(c)
    }
}
