import TerminalText

/// What a name argument refers to, so completion can offer the right names
/// and the REPL core can check them.
public enum NameRole: String, Sendable, Equatable, CaseIterable {
    /// A name being created (`view NAME`): a valid name, not `root`, not a keyword.
    case newName
    /// An existing view of any kind (`root` included).
    case view
    /// An existing stack view.
    case stack
    /// An existing scroll view.
    case scrollView
    /// Where views are added: a stack (arranged), any other view, or `root`.
    case parent
    /// A command name (`help COMMAND`).
    case command
}

/// A check on a number's value, done while matching.
public enum NumberRule: Sendable, Equatable {
    /// Any finite number.
    case any
    /// Zero or more.
    case nonNegative
    /// More than zero.
    case positive
    /// A whole number of at least `minimum`.
    case wholeNumber(minimum: Int)
    /// Between 0 and 1 inclusive (alpha).
    case unitInterval
    /// A layout priority: more than 0, at most 1000.
    case priority

    /// What is wrong with `value`, completing "`LABEL` must …", or nil.
    public func violation(_ value: Double) -> String? {
        switch self {
        case .any:
            return nil
        case .nonNegative:
            return value >= 0 ? nil : "must not be negative"
        case .positive:
            return value > 0 ? nil : "must be greater than 0"
        case .wholeNumber(let minimum):
            // A truncating conversion, not `rounded()`: no libm needed on Linux.
            return abs(value) <= 1e15 && Double(Int64(value)) == value && value >= Double(minimum)
                ? nil : "must be a whole number >= \(minimum)"
        case .unitInterval:
            return (0...1).contains(value) ? nil : "must be between 0 and 1"
        case .priority:
            return value > 0 && value <= 1000 ? nil : "must be greater than 0 and at most 1000"
        }
    }
}

/// One element of a command form's argument grammar.
///
/// Arguments are matched left to right; `optional` groups are taken when
/// their first element can start at the next argument, and then must match
/// completely. Each element except `keyword` and `optional` produces one
/// ``ParsedArgument`` labelled with its placeholder (`names` one per name).
public indirect enum ArgumentPattern: Sendable, Equatable {
    /// A literal word: `to`, `into`, `at`, `after`, `then`, `timeline`, `conflicts`.
    case keyword(String)
    /// One name with a role: `NAME`, `STACK`, `PARENT`.
    case name(String, NameRole)
    /// One or more names (`hide NAME…`); stops at a keyword of the command.
    case names(String, NameRole)
    /// A layout item: a view name, `root`, or a guide (`NAME.margins`,
    /// `NAME.safeArea`, `NAME.content`, `NAME.frameGuide`).
    case item(String)
    /// A double-quoted string.
    case string(String)
    /// One or more double-quoted strings (`segmented NAME "A" "B"`).
    case strings(String)
    /// A number checked by a rule.
    case number(String, NumberRule)
    /// A number or one of some words (`N|default|system`).
    case numberOrKeyword(String, NumberRule, [String])
    /// One of some words (`svg|html|swift`).
    case choice(String, [String])
    /// A file name: a word (`out/scene.svg`) or a string.
    case file(String)
    /// A device: one of the named models (case, `-` and `_` ignored, so
    /// `iPhone-8` is `iphone8`; the value is the name as listed), or `WxH` /
    /// `WxH@Sx`.
    case device(String, [String])
    /// A size `WxH` (not negative).
    case size(String)
    /// `ITEM.ATTR (==|<=|>=) ITEM.ATTR [* M] [+ C|- C] [@ P]` or
    /// `ITEM.ATTR (==|<=|>=) C [@ P]`; labelled `CONSTRAINT`.
    case constraint
    /// `NAME.frame|bounds|screenFrame == {{X, Y}, {W, H}} [within E]`,
    /// `NAME.contentSize == {W, H} [within E]`, `NAME.ambiguous == true|false`,
    /// `conflicts == N`, or `NAME.PROP == VALUE` for one of `properties`
    /// (typed as the option is); labelled `EXPECTATION`.
    case expectation(properties: [OptionSpec])
    /// A block of commands, `{ COMMAND; … }`.
    case block(String)
    /// Elements that may be left out together.
    case optional([ArgumentPattern])

    /// The label of the argument this element produces (nil for keywords and groups).
    public var label: String? {
        switch self {
        case .keyword, .optional: return nil
        case .name(let l, _), .names(let l, _), .item(let l), .string(let l), .strings(let l), .number(let l, _),
            .numberOrKeyword(let l, _, _), .choice(let l, _), .file(let l), .device(let l, _),
            .size(let l), .block(let l):
            return l
        case .constraint: return "CONSTRAINT"
        case .expectation: return "EXPECTATION"
        }
    }

    /// How the element is written in usage lines: `NAME`, `NAME…`, `"TEXT"`,
    /// `N|default|system`, `svg|html|swift`, `{ COMMAND; … }`.
    public var placeholder: String {
        switch self {
        case .keyword(let k): return k
        case .name(let l, _), .item(let l), .number(let l, _), .file(let l), .size(let l): return l
        case .names(let l, _): return l + "…"
        case .string(let l): return "\"\(l)\""
        case .strings(let l): return "\"\(l)\"…"
        case .numberOrKeyword(let l, _, let words): return ([l] + words).joined(separator: "|")
        case .choice(_, let values): return values.joined(separator: "|")
        case .device(let l, _): return l
        case .constraint: return "ITEM.ATTR (==|<=|>=) …"
        case .expectation: return "NAME.PROP == VALUE"
        case .block: return "{ COMMAND; … }"
        case .optional(let inner): return "[" + inner.map(\.placeholder).joined(separator: " ") + "]"
        }
    }
}

/// The type of an option's value (`key=value`).
public enum ValueType: Sendable, Equatable {
    /// A number: `spacing=8`, `alpha=0.5`.
    case number(NumberRule)
    /// `true` or `false`.
    case bool
    /// One of some words: `axis=vertical`.
    case choice([String])
    /// Two numbers `H,V`: `hug=250,750`.
    case pair(NumberRule)
    /// Two numbers `X,Y`: `contentOffset=0,120`.
    case point
    /// Four numbers `T,L,B,R`: `margins=8,16,8,16`.
    case insets
    /// A size `WxH` (not negative): `intrinsic=100x44`.
    case size
    /// A double-quoted string: `text="Sign in"`.
    case string
    /// A number or one of some words: `font=17`, `font=headline`.
    case numberOrChoice(NumberRule, [String])
    /// A word or a double-quoted string: `scene=tsR-hK-woN`,
    /// `images=sizes.json`, `scene="Sign In"`.
    case word

    /// How the value is written in usage lines.
    public var placeholder: String {
        switch self {
        case .number: return "N"
        case .bool: return "true|false"
        case .choice(let values): return values.joined(separator: "|")
        case .pair: return "H,V"
        case .point: return "X,Y"
        case .insets: return "T,L,B,R"
        case .size: return "WxH"
        case .string: return "\"TEXT\""
        case .numberOrChoice(_, let values): return (["N"] + values).joined(separator: "|")
        case .word: return "WORD"
        }
    }
}

/// A `key=value` option (a property, for `set` and `vary`).
public struct OptionSpec: Sendable, Equatable {
    /// The key, e.g. `distribution`.
    public var name: String
    /// The value's type.
    public var type: ValueType
    /// The value as written in help, e.g. `SIZE` for `font=SIZE`.
    public var placeholder: String
    /// One line for help.
    public var summary: String
    /// Whether the option qualifies the others instead of setting a
    /// property (`vary`'s `w=` and `h=`); it does not count towards
    /// ``CommandSpec/minimumProperties``.
    public var isQualifier: Bool
    /// Whether the option (a `.bool` one) may be written as its bare name
    /// for `name=true`: `label t "Hi" bold`. A bare name counts only after
    /// the command's first argument (so a view may still be named `bold`).
    public var isFlag: Bool

    /// Creates an option.
    public init(_ name: String, _ type: ValueType, placeholder: String? = nil, summary: String,
                isQualifier: Bool = false, isFlag: Bool = false) {
        self.name = name
        self.type = type
        self.placeholder = placeholder ?? type.placeholder
        self.summary = summary
        self.isQualifier = isQualifier
        self.isFlag = isFlag && type == .bool
    }

    /// `name=PLACEHOLDER`, as in usage lines; a flag is `name`.
    public var synopsis: String { isFlag ? name : "\(name)=\(placeholder)" }
}

/// One way of writing a command (one alternative grammar).
public struct CommandForm: Sendable, Equatable {
    /// Names the form for dispatch, e.g. `"timeline"` for `dump timeline`;
    /// ``ParsedCommand/form`` carries it.
    public var id: String
    /// The argument grammar after the command word.
    public var pattern: [ArgumentPattern]

    /// Creates a form.
    public init(_ id: String, _ pattern: [ArgumentPattern]) {
        self.id = id
        self.pattern = pattern
    }
}

/// The group a command is listed under in `help`.
public enum CommandTopic: String, Sendable, Equatable, CaseIterable {
    /// Device and rotation.
    case device
    /// Creating views and setting their properties.
    case views
    /// The hierarchy: add, insert, remove, hide, show, spacing.
    case hierarchy
    /// Constraints.
    case layout
    /// Animation and scrolling.
    case animation
    /// Printing, checking and exporting the scene.
    case inspection
    /// The session: help, undo, files, history, quit.
    case session

    /// The heading `help` shows.
    public var title: String {
        switch self {
        case .device: return "Device"
        case .views: return "Views"
        case .hierarchy: return "Hierarchy"
        case .layout: return "Constraints"
        case .animation: return "Animation and scrolling"
        case .inspection: return "Inspecting"
        case .session: return "Session"
        }
    }
}

/// One command of the REPL: its names, help and argument grammar.
///
/// The REPL core's command table is an array of these; the same
/// declaration drives parsing (``CommandGrammar``), `help`, usage errors,
/// completion and "did you mean".
public struct CommandSpec: Sendable, Equatable {
    /// The canonical name.
    public var name: String
    /// Other names that run the same command.
    public var aliases: [String]
    /// The `help` group.
    public var topic: CommandTopic
    /// One line for the `help` overview.
    public var summary: String
    /// The usage lines, as the user writes the command; continuation lines
    /// of one form start with spaces.
    public var usage: [String]
    /// Longer help with examples (may span lines).
    public var help: String
    /// The alternative grammars, tried in order.
    public var forms: [CommandForm]
    /// The `key=value` options, in help order.
    public var options: [OptionSpec]
    /// How many non-qualifier options must be given (1 for `set` and `vary`).
    public var minimumProperties: Int
    /// Whether the command may appear inside a block (`animate { … }`).
    public var allowedInBlock: Bool
    /// Whether the command can change the scene (an undo step, a "what
    /// changed" report).
    public var changesScene: Bool

    /// Creates a command with several forms.
    public init(
        _ name: String, aliases: [String] = [], topic: CommandTopic, summary: String,
        usage: [String], help: String, forms: [CommandForm], options: [OptionSpec] = [],
        minimumProperties: Int = 0, allowedInBlock: Bool = true, changesScene: Bool = true
    ) {
        self.name = name
        self.aliases = aliases
        self.topic = topic
        self.summary = summary
        self.usage = usage
        self.help = help
        self.forms = forms
        self.options = options
        self.minimumProperties = minimumProperties
        self.allowedInBlock = allowedInBlock
        self.changesScene = changesScene
    }

    /// Creates a command with one form (whose id is the command's name).
    public init(
        _ name: String, aliases: [String] = [], topic: CommandTopic, summary: String,
        usage: [String], help: String, pattern: [ArgumentPattern], options: [OptionSpec] = [],
        minimumProperties: Int = 0, allowedInBlock: Bool = true, changesScene: Bool = true
    ) {
        self.init(
            name, aliases: aliases, topic: topic, summary: summary, usage: usage, help: help,
            forms: [CommandForm(name, pattern)], options: options,
            minimumProperties: minimumProperties, allowedInBlock: allowedInBlock,
            changesScene: changesScene)
    }

    /// The option called `name`, if any.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// Every keyword of every form, in order of appearance (no duplicates).
    public var keywords: [String] {
        var result: [String] = []
        func collect(_ patterns: [ArgumentPattern]) {
            for pattern in patterns {
                switch pattern {
                case .keyword(let k) where !result.contains(k): result.append(k)
                case .optional(let inner): collect(inner)
                default: break
                }
            }
        }
        for form in forms { collect(form.pattern) }
        return result
    }

    /// The full help text: usage lines, summary, help, options.
    ///
    /// ```
    /// usage: spacing STACK after NAME N|default|system
    ///
    /// Set the spacing after one arranged view (setCustomSpacing(_:after:)).
    ///
    /// …help…
    /// ```
    public var helpText: String { helpText(fittingIn: .max) }

    /// ``helpText`` for a terminal `width` columns wide: a paragraph of
    /// prose (lines that start at the margin) wider than that is poured
    /// anew into the width, so that it reads as a paragraph instead of
    /// long lines each folded under itself; examples and lists (indented
    /// lines), the usage and the options are left to the terminal's
    /// folding. At a width the text fits, it is ``helpText`` unchanged.
    public func helpText(fittingIn width: Int) -> String {
        var out = ""
        for (i, line) in usage.enumerated() {
            out += (i == 0 ? "usage: " : "       ") + line + "\n"
        }
        if !aliases.isEmpty {
            out += "aliases: " + aliases.joined(separator: ", ") + "\n"
        }
        out += "\n" + summary + "\n"
        if !help.isEmpty {
            out += "\n" + Self.reflowingParagraphs(help, to: width) + "\n"
        }
        if !options.isEmpty {
            out += "\n" + (minimumProperties > 0 ? "Properties:" : "Options:") + "\n"
            // One column for the synopses up to 30 characters; a longer one
            // (a long list of choices) puts its summary on the next line.
            let width = options.map(\.synopsis.count).filter { $0 <= 30 }.max() ?? 0
            let indent = String(repeating: " ", count: width + 4)
            for option in options {
                if option.synopsis.count > width {
                    out += "  " + option.synopsis + "\n" + indent + option.summary + "\n"
                } else {
                    let pad = String(repeating: " ", count: width - option.synopsis.count)
                    out += "  " + option.synopsis + pad + "  " + option.summary + "\n"
                }
            }
        }
        return String(out.dropLast())
    }

    /// Each run of lines that start at the margin, when one of them is
    /// wider than `width`, joined and folded again at `width`.
    static func reflowingParagraphs(_ text: String, to width: Int) -> String {
        var out: [String] = []
        var paragraph: [String] = []
        func flush() {
            if paragraph.contains(where: { displayWidth($0) > width }) {
                out += folded(paragraph.joined(separator: " "), to: width, indent: 0)
            } else {
                out += paragraph
            }
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " " {
                paragraph.append(String(line))
            } else {
                flush()
                out.append(String(line))
            }
        }
        flush()
        return out.joined(separator: "\n")
    }
}
