/// The typed value of an argument or option.
///
/// The large payloads (an item, a device, a constraint, an expectation)
/// are indirect: an argument is then a few words, not the ~450 bytes of a
/// constraint's expression, so a command of many names (`add r0 … r9999 to
/// list`) holds its arguments in a tenth of the memory (issue 28, item 6:
/// R1's build at N = 10 000 peaked inside that command's parse).
public enum ArgumentValue: Sendable, Equatable {
    /// A name (view, stack, command, …).
    case name(String)
    /// A layout item: view, `root`, or guide.
    indirect case item(ItemReference)
    /// A string (also file names).
    case string(String)
    /// A number.
    case number(Double)
    /// One of a fixed set of words (`default`, `svg`, an enum option's value).
    case keyword(String)
    /// `true` / `false`.
    case bool(Bool)
    /// `H,V` (`hug=`, `resist=`).
    case pair(Double, Double)
    /// `X,Y` (`contentOffset=`).
    case point(x: Double, y: Double)
    /// `T,L,B,R` (`margins=`, `contentInset=`).
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    /// `WxH`.
    case size(width: Double, height: Double)
    /// A device.
    indirect case device(DeviceSpec)
    /// The expression of `constrain`.
    indirect case constraint(ConstraintExpression)
    /// The check of `expect`.
    indirect case expectation(Expectation)
    /// The commands of a block, already matched.
    case commands([ParsedCommand])

    /// The name or keyword or string, when the value is one of those.
    public var text: String? {
        switch self {
        case .name(let s), .string(let s), .keyword(let s): return s
        default: return nil
        }
    }

    /// The number, when the value is one.
    public var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The boolean, when the value is one.
    public var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The item, when the value is one.
    public var item: ItemReference? {
        if case .item(let i) = self { return i }
        return nil
    }

    /// The commands, when the value is a block.
    public var commands: [ParsedCommand]? {
        if case .commands(let c) = self { return c }
        return nil
    }
}

/// One positional argument of a parsed command.
public struct ParsedArgument: Sendable, Equatable {
    /// The placeholder it matched: `NAME`, `PARENT`, `INDEX`, `CONSTRAINT`, …
    public var label: String
    /// The value.
    public var value: ArgumentValue
    /// Where it is written (for a block, its `{`).
    public var location: SourceLocation

    /// Creates an argument.
    public init(_ label: String, _ value: ArgumentValue, at location: SourceLocation) {
        self.label = label
        self.value = value
        self.location = location
    }
}

/// One `key=value` option of a parsed command.
public struct ParsedOption: Sendable, Equatable {
    /// The key.
    public var name: String
    /// The value.
    public var value: ArgumentValue
    /// Where the key is written.
    public var nameLocation: SourceLocation
    /// Where the value is written (all of it, e.g. `8,16,8,16`).
    public var valueLocation: SourceLocation

    /// Creates an option.
    public init(_ name: String, _ value: ArgumentValue, nameLocation: SourceLocation,
                valueLocation: SourceLocation) {
        self.name = name
        self.value = value
        self.nameLocation = nameLocation
        self.valueLocation = valueLocation
    }
}

/// A statement matched against its command's spec: typed arguments and
/// options, in source order, each with its location.
///
/// ```swift
/// // insert star into row at 2
/// command.name                               // "insert"
/// command.argument("NAME")?.value.text       // "star"
/// command.argument("INDEX")?.value.number    // 2
/// ```
public struct ParsedCommand: Sendable, Equatable {
    /// The command's canonical name (the spec's name, even when an alias was typed).
    public var name: String
    /// The id of the form that matched (``CommandForm/id``).
    public var form: String
    /// Where the command word is written.
    public var location: SourceLocation
    /// Positional arguments, in the order of the grammar (= source order).
    public var arguments: [ParsedArgument]
    /// Options, in source order.
    public var options: [ParsedOption]
    /// The statement's text as written (one line, or several for blocks).
    public var text: String
    /// The source the statement came from (for diagnostics at its arguments).
    public var source: Source

    /// Creates a parsed command.
    public init(name: String, form: String, location: SourceLocation, arguments: [ParsedArgument],
                options: [ParsedOption], text: String, source: Source) {
        self.name = name
        self.form = form
        self.location = location
        self.arguments = arguments
        self.options = options
        self.text = text
        self.source = source
    }

    /// The first argument labelled `label`.
    public func argument(_ label: String) -> ParsedArgument? {
        arguments.first { $0.label == label }
    }

    /// Every argument labelled `label` (the names of `hide NAME…`), in order.
    public func arguments(_ label: String) -> [ParsedArgument] {
        arguments.filter { $0.label == label }
    }

    /// The option called `name`, if given.
    public func option(_ name: String) -> ParsedOption? {
        options.first { $0.name == name }
    }

    /// A diagnostic at `location` with the source line for its caret: how
    /// the code running the command reports, e.g., an unknown view name.
    public func diagnostic(_ message: String, at location: SourceLocation, hint: String? = nil,
                           suggestions: [String] = []) -> Diagnostic {
        source.diagnostic(message, at: location, hint: hint, suggestions: suggestions)
    }
}
