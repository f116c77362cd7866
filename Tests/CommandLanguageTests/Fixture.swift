import CommandLanguage

/// A small command table that uses every kind of argument pattern, in the
/// shapes of the REPL's real commands (the real table lives in ReplCore and
/// is tested there).
enum Fixture {
    static let devices = ["iphone8", "iphone6", "iphone-se", "iphone8plus", "iphone-x", "iphone11", "ipad"]
    static let hug = OptionSpec("hug", .pair(.priority), summary: "hugging priorities")
    static let axis = OptionSpec("axis", .choice(["horizontal", "vertical"]), summary: "axis")
    static let distribution = OptionSpec(
        "distribution", .choice(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]),
        summary: "distribution")
    static let properties: [OptionSpec] = [
        OptionSpec("intrinsic", .size, summary: "intrinsic size"),
        hug,
        OptionSpec("text", .string, summary: "text"),
        OptionSpec("lines", .number(.wholeNumber(minimum: 0)), summary: "lines"),
        axis, distribution,
        OptionSpec("spacing", .number(.any), summary: "spacing"),
        OptionSpec("margins", .insets, summary: "margins"),
        OptionSpec("marginsRelative", .bool, summary: "margins relative"),
        OptionSpec("hidden", .bool, summary: "hidden"),
        OptionSpec("alpha", .number(.unitInterval), summary: "alpha"),
        OptionSpec("contentOffset", .point, summary: "offset"),
    ]

    static let commands: [CommandSpec] = [
        CommandSpec("device", topic: .device, summary: "Choose the device.",
                    usage: ["device iphone8 | … | WxH[@Sx]"], help: "", pattern: [.device("DEVICE", devices)]),
        CommandSpec("view", topic: .views, summary: "Create a view.",
                    usage: ["view NAME [intrinsic=WxH] [hug=H,V]"], help: "",
                    pattern: [.name("NAME", .newName)],
                    options: [OptionSpec("intrinsic", .size, summary: "intrinsic size"), hug]),
        CommandSpec("label", topic: .views, summary: "Create a label.",
                    usage: ["label NAME \"TEXT\" [lines=N]"], help: "",
                    pattern: [.name("NAME", .newName), .string("TEXT")],
                    options: [OptionSpec("lines", .number(.wholeNumber(minimum: 0)), summary: "lines")]),
        CommandSpec("image", topic: .views, summary: "Create an image view.", usage: ["image NAME WxH"],
                    help: "", pattern: [.name("NAME", .newName), .size("WxH")]),
        CommandSpec("field", topic: .views, summary: "Create a text field.",
                    usage: ["field NAME [\"PLACEHOLDER\"]"], help: "",
                    pattern: [.name("NAME", .newName), .optional([.string("PLACEHOLDER")])]),
        CommandSpec("stack", topic: .views, summary: "Create a stack.",
                    usage: ["stack NAME [axis=horizontal|vertical]", "           [distribution=…] [spacing=N]"],
                    help: "", pattern: [.name("NAME", .newName)],
                    options: [axis, distribution, OptionSpec("spacing", .number(.any), summary: "spacing"),
                              OptionSpec("margins", .insets, summary: "margins")]),
        CommandSpec("scroll", topic: .animation, summary: "Create or scroll a scroll view.",
                    usage: ["scroll NAME", "scroll NAME to VIEW"], help: "",
                    forms: [CommandForm("create", [.name("NAME", .newName)]),
                            CommandForm("scrollTo", [.name("NAME", .scrollView), .keyword("to"), .name("VIEW", .view)])]),
        CommandSpec("set", topic: .views, summary: "Set properties.", usage: ["set NAME PROP=VALUE …"], help: "",
                    pattern: [.name("NAME", .view)], options: properties, minimumProperties: 1),
        CommandSpec("vary", topic: .views, summary: "Vary a property.",
                    usage: ["vary NAME PROP=VALUE [w=compact|regular] [h=compact|regular]"], help: "",
                    pattern: [.name("NAME", .view)],
                    options: properties + [
                        OptionSpec("w", .choice(["compact", "regular"]), summary: "width class", isQualifier: true),
                        OptionSpec("h", .choice(["compact", "regular"]), summary: "height class", isQualifier: true),
                    ],
                    minimumProperties: 1),
        CommandSpec("add", topic: .hierarchy, summary: "Add views.", usage: ["add NAME… to PARENT"], help: "",
                    pattern: [.names("NAME", .view), .keyword("to"), .name("PARENT", .parent)]),
        CommandSpec("insert", topic: .hierarchy, summary: "Insert a view.",
                    usage: ["insert NAME into STACK at INDEX"], help: "",
                    pattern: [.name("NAME", .view), .keyword("into"), .name("STACK", .stack), .keyword("at"),
                              .number("INDEX", .wholeNumber(minimum: 0))]),
        CommandSpec("hide", topic: .hierarchy, summary: "Hide views.", usage: ["hide NAME…"], help: "",
                    pattern: [.names("NAME", .view)]),
        CommandSpec("spacing", topic: .hierarchy, summary: "Custom spacing.",
                    usage: ["spacing STACK after NAME N|default|system"], help: "",
                    pattern: [.name("STACK", .stack), .keyword("after"), .name("NAME", .view),
                              .numberOrKeyword("N", .any, ["default", "system"])]),
        CommandSpec("constrain", topic: .layout, summary: "Add a constraint.",
                    usage: ["constrain ITEM.ATTR (==|<=|>=) ITEM.ATTR [* M] [+ C|- C] [@ P]",
                            "constrain ITEM.ATTR (==|<=|>=) C [@ P]"], help: "", pattern: [.constraint]),
        CommandSpec("pin", topic: .layout, summary: "Pin edges.", usage: ["pin NAME to ITEM [inset=N]"], help: "",
                    pattern: [.name("NAME", .view), .keyword("to"), .item("ITEM")],
                    options: [OptionSpec("inset", .number(.any), summary: "inset")]),
        CommandSpec("animate", topic: .animation, summary: "Animate.",
                    usage: ["animate [DURATION] [curve=easeInOut|linear|easeIn|easeOut] [fps=N] { COMMAND; … }"],
                    help: "",
                    pattern: [.optional([.number("DURATION", .nonNegative)]), .block("COMMANDS"),
                              .optional([.keyword("then"), .block("COMPLETION")])],
                    options: [OptionSpec("curve", .choice(["easeInOut", "linear", "easeIn", "easeOut"]), summary: "curve"),
                              OptionSpec("fps", .number(.wholeNumber(minimum: 1)), summary: "fps")]),
        CommandSpec("expect", topic: .inspection, summary: "Check.",
                    usage: ["expect NAME.frame == {{X, Y}, {W, H}}", "expect NAME.contentSize == {W, H}"],
                    help: "", pattern: [.expectation(properties: properties)], changesScene: false),
        CommandSpec("dump", topic: .inspection, summary: "Dump.", usage: ["dump", "dump timeline"], help: "",
                    forms: [CommandForm("dump", []), CommandForm("timeline", [.keyword("timeline")])],
                    changesScene: false),
        CommandSpec("explain", topic: .inspection, summary: "Explain.",
                    usage: ["explain NAME", "explain conflicts"], help: "",
                    forms: [CommandForm("conflicts", [.keyword("conflicts")]),
                            CommandForm("view", [.name("NAME", .view)])],
                    changesScene: false),
        CommandSpec("export", topic: .inspection, summary: "Export.", usage: ["export svg|html|swift FILE"],
                    help: "", pattern: [.choice("FORMAT", ["svg", "html", "swift"]), .file("FILE")],
                    changesScene: false),
        CommandSpec("help", topic: .session, summary: "Help.", usage: ["help [COMMAND]"], help: "",
                    pattern: [.optional([.name("COMMAND", .command)])], allowedInBlock: false,
                    changesScene: false),
        CommandSpec("quit", aliases: ["exit"], topic: .session, summary: "Quit.", usage: ["quit"], help: "",
                    pattern: [], allowedInBlock: false, changesScene: false),
    ]

    static let grammar = CommandGrammar(commands)

    /// The one command `text` parses to, or the test fails.
    static func command(_ text: String, file: String = "<input>") throws -> ParsedCommand {
        let results = grammar.parse(text, file: file)
        guard results.count == 1 else { throw FixtureError.count(results.count) }
        return try results[0].get()
    }

    /// The one diagnostic `text` gives, rendered.
    static func error(_ text: String, file: String = "<input>") -> String {
        let results = grammar.parse(text, file: file)
        guard results.count == 1, case .failure(let diagnostic) = results[0] else {
            return "no single error: \(results)"
        }
        return diagnostic.rendered()
    }
}

enum FixtureError: Error {
    case count(Int)
}
