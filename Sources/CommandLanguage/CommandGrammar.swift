import TerminalText

/// The command language of one command table: parsing, matching, lookup.
///
/// ```swift
/// let grammar = CommandGrammar(commandTable)
/// for item in grammar.parse(Source(line, name: "<stdin>", firstLine: 7)) {
///     switch item {
///     case .success(let command): run(command)          // command.name, .form, .arguments, .options
///     case .failure(let diagnostic): print(diagnostic.rendered(color: isTTY))
///     }
/// }
/// ```
///
/// Parsing is pure: no engine, no state, the same output for the same
/// input. Nothing here iterates a dictionary; every list keeps the table's
/// or the source's order.
public struct CommandGrammar: Sendable {
    /// The commands, in table (= help) order.
    public let commands: [CommandSpec]
    /// Name or alias → index into `commands` (lookup only, never iterated).
    private let lookup: [String: Int]

    /// Creates the grammar of a command table.
    ///
    /// - Precondition: no name or alias is used twice, and every command has
    ///   at least one form.
    public init(_ commands: [CommandSpec]) {
        var lookup: [String: Int] = [:]
        for (index, spec) in commands.enumerated() {
            precondition(!spec.forms.isEmpty, "command '\(spec.name)' has no forms")
            for name in [spec.name] + spec.aliases {
                precondition(lookup[name] == nil, "command name '\(name)' is used twice")
                lookup[name] = index
            }
        }
        self.commands = commands
        self.lookup = lookup
    }

    /// The command called `name` (its name or an alias).
    public func spec(named name: String) -> CommandSpec? {
        lookup[name].map { commands[$0] }
    }

    /// Every command name and alias, in table order (each name before its aliases).
    public var commandNames: [String] {
        commands.flatMap { [$0.name] + $0.aliases }
    }

    /// Parses and matches `source`: one result per statement, in order.
    ///
    /// A statement with a syntax error, an unknown command or arguments that
    /// do not fit its command gives one diagnostic; the others still parse.
    public func parse(_ source: Source) -> [Result<ParsedCommand, Diagnostic>] {
        Parser.statements(in: source).map { item in
            item.flatMap { match($0, in: source) }
        }
    }

    /// Parses and matches `text` (named `file`, starting at line `firstLine`).
    public func parse(_ text: String, file: String = "<input>", firstLine: Int = 1)
        -> [Result<ParsedCommand, Diagnostic>]
    {
        parse(Source(text, name: file, firstLine: firstLine))
    }

    /// Matches one statement of `source` against its command.
    public func match(_ statement: Statement, in source: Source) -> Result<ParsedCommand, Diagnostic> {
        do throws(Diagnostic) {
            return .success(try Matcher(grammar: self, source: source).match(statement, inBlock: false))
        } catch {
            return .failure(error)
        }
    }

    /// The commands whose names are close to `word` ("did you mean").
    public func suggestions(forCommand word: String) -> [String] {
        Suggestions.closest(to: word, among: commandNames)
    }

    /// The `help` overview: per topic, a synopsis and the summary of each
    /// command, aligned; topics in ``CommandTopic`` order, commands in table
    /// order. The synopsis is the first usage line when it is short (at
    /// most 40 characters), else the name followed by `…`.
    public var overview: String { overview(fittingIn: .max) }

    /// The overview in lines of at most `columns`: a summary too long for
    /// its line is folded under the summary column; on a terminal too
    /// narrow for two columns, each summary goes under its synopsis.
    public func overview(fittingIn columns: Int) -> String {
        func synopsis(_ spec: CommandSpec) -> String {
            guard let first = spec.usage.first, first.count <= 40 else { return spec.name + " …" }
            return first
        }
        let width = commands.map { synopsis($0).count }.max() ?? 0
        var sections: [String] = []
        for topic in CommandTopic.allCases {
            let specs = commands.filter { $0.topic == topic }
            guard !specs.isEmpty else { continue }
            var lines = [topic.title + ":"]
            for spec in specs {
                let text = synopsis(spec)
                if columns >= width + 4 + 24 {
                    let line = "  " + text + String(repeating: " ", count: width - text.count) + "  " + spec.summary
                    lines += folded(line, to: columns, indent: width + 4)
                } else {
                    lines += folded("  " + text, to: columns, indent: 4) + folded("      " + spec.summary, to: columns, indent: 6)
                }
            }
            sections.append(lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n")
    }
}
