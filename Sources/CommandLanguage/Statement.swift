/// One command as written: its command word and what follows, before the
/// command table gives the arguments a meaning.
///
/// `animate 0.3 { hide a; show b } then { remove a }` is a statement whose
/// command is `animate` and whose elements are the token `0.3`, a block,
/// the token `then` and another block.
public struct Statement: Sendable, Equatable {
    /// The command word (a ``Token/Kind/word(_:)`` token).
    public var command: Token
    /// Everything after the command word, in order.
    public var elements: [Element]
    /// The offsets of the statement's text in the source, in characters.
    public var range: Range<Int>
    /// The zero-length point just after the statement's last token, where a
    /// missing argument is reported.
    public var endLocation: SourceLocation

    /// Creates a statement.
    public init(command: Token, elements: [Element], range: Range<Int>, endLocation: SourceLocation) {
        self.command = command
        self.elements = elements
        self.range = range
        self.endLocation = endLocation
    }

    /// The command word as typed.
    public var name: String { command.word ?? command.text }
}

/// One thing after a command word: a token or a `{ … }` block.
public enum Element: Sendable, Equatable {
    /// A single token (never a separator).
    case token(Token)
    /// A block of statements.
    case block(Block)

    /// Where the element starts; for a block, covering its `{`.
    public var location: SourceLocation {
        switch self {
        case .token(let token): return token.location
        case .block(let block): return block.open.location
        }
    }

    /// The token, when the element is one.
    public var token: Token? {
        if case .token(let token) = self { return token }
        return nil
    }

    /// The word, when the element is a word token.
    public var word: String? { token?.word }

    /// The punctuation mark, when the element is one.
    public var punctuation: Punctuation? { token?.punctuation }
}

/// `{ STATEMENT; … }`: statements between braces (may span lines).
public struct Block: Sendable, Equatable {
    /// The `{` token.
    public var open: Token
    /// The statements inside, in order.
    public var statements: [Statement]
    /// The `}` token.
    public var close: Token

    /// Creates a block.
    public init(open: Token, statements: [Statement], close: Token) {
        self.open = open
        self.statements = statements
        self.close = close
    }
}

/// Whether some input is a complete set of commands or needs more lines.
public enum Completeness: Sendable, Equatable {
    /// Everything typed so far can be parsed (possibly with errors).
    case complete
    /// A block or string is still open: show a continuation prompt.
    case incomplete(IncompleteReason)
}

/// Why input needs more lines.
public enum IncompleteReason: Sendable, Equatable {
    /// A `{` is not closed yet; the location is the innermost open `{`.
    case unterminatedBlock(openedAt: SourceLocation)
    /// A `"` is not closed yet; the location is the opening `"`.
    case unterminatedString(openedAt: SourceLocation)
}

/// Whether `text` is complete or needs more input (an open `{` or `"`).
///
/// The interactive loop accumulates lines while this is `.incomplete`,
/// showing a continuation prompt, then parses the whole chunk. Comments and
/// strings are understood (`# {` and `"{"` open nothing); a stray `}` makes
/// the input complete (parsing reports it).
public func completeness(of text: String) -> Completeness {
    var open: [SourceLocation] = []
    for token in Lexer.tokenize(Source(text)) {
        switch token.kind {
        case .invalid(let error) where error.kind == .unterminatedString:
            return .incomplete(.unterminatedString(openedAt: error.location))
        case .punctuation(.openBrace):
            open.append(token.location)
        case .punctuation(.closeBrace):
            if open.popLast() == nil { return .complete }
        default:
            break
        }
    }
    if let innermost = open.last { return .incomplete(.unterminatedBlock(openedAt: innermost)) }
    return .complete
}

/// Splits source text into statements, reporting syntax errors.
///
/// Commands are separated by `;` and line breaks; a `{ … }` block may span
/// lines and holds statements of its own. Errors are local: a statement with
/// an error becomes one diagnostic and parsing resumes after the next
/// separator outside braces, so `view a; stak b; view c` gives a statement,
/// a diagnostic and a statement, in source order.
public enum Parser {
    /// The statements and errors of `source`, in source order.
    public static func statements(in source: Source) -> [Result<Statement, Diagnostic>] {
        var parser = StatementParser(source: source, tokens: Lexer.tokenize(source))
        return parser.parseScript()
    }
}

struct StatementParser {
    let source: Source
    let tokens: [Token]
    var index = 0

    func diagnostic(_ message: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        source.diagnostic(message, at: location, hint: hint)
    }

    var current: Token? { index < tokens.count ? tokens[index] : nil }

    mutating func parseScript() -> [Result<Statement, Diagnostic>] {
        var items: [Result<Statement, Diagnostic>] = []
        while let token = current {
            if token.isSeparator {
                index += 1
                continue
            }
            if token.punctuation == .closeBrace {
                items.append(.failure(diagnostic("unexpected '}' with no open block", at: token.location)))
                index += 1
                continue
            }
            let start = index
            do throws(Diagnostic) {
                items.append(.success(try parseStatement(inBlock: false)))
            } catch {
                items.append(.failure(error))
                recover(from: start)
            }
        }
        return items
    }

    /// Skips to the separator that ends the statement starting at `start`
    /// (outside braces), or to a `}` with no matching `{`.
    mutating func recover(from start: Int) {
        index = start
        var depth = 0
        while let token = current {
            if depth == 0 && token.isSeparator { return }
            if token.punctuation == .openBrace { depth += 1 }
            if token.punctuation == .closeBrace {
                if depth == 0 { return }
                depth -= 1
            }
            index += 1
        }
    }

    static func describe(_ token: Token) -> String {
        switch token.kind {
        case .string: return token.text
        case .newline: return "end of line"
        default: return "'\(token.text)'"
        }
    }

    mutating func parseStatement(inBlock: Bool) throws(Diagnostic) -> Statement {
        let command = tokens[index]
        switch command.kind {
        case .word:
            break
        case .invalid(let error):
            throw diagnostic(error.message, at: error.location, hint: error.hint)
        case .punctuation(.openBrace):
            throw diagnostic("expected a command before '{'", at: command.location,
                             hint: "blocks follow a command, as in animate { hide a }")
        default:
            throw diagnostic("expected a command, found \(StatementParser.describe(command))", at: command.location)
        }
        index += 1
        var elements: [Element] = []
        var last = command
        while let token = current {
            if token.isSeparator { break }
            switch token.kind {
            case .punctuation(.closeBrace):
                // Ends the statement; at the top level the script loop then
                // reports the stray `}` once.
                return finish(command, elements, last)
            case .punctuation(.openBrace):
                let block = try parseBlock()
                elements.append(.block(block))
                last = block.close
            case .invalid(let error):
                throw diagnostic(error.message, at: error.location, hint: error.hint)
            default:
                elements.append(.token(token))
                last = token
                index += 1
            }
        }
        return finish(command, elements, last)
    }

    func finish(_ command: Token, _ elements: [Element], _ last: Token) -> Statement {
        let endLocation = SourceLocation(
            file: last.location.file, line: last.location.line,
            column: last.location.column + last.text.count, length: 0)
        return Statement(command: command, elements: elements, range: command.offset..<last.endOffset,
                         endLocation: endLocation)
    }

    mutating func parseBlock() throws(Diagnostic) -> Block {
        let open = tokens[index]
        index += 1
        var statements: [Statement] = []
        while true {
            guard let token = current else {
                throw diagnostic("unterminated block: '{' has no matching '}'", at: open.location)
            }
            if token.isSeparator {
                index += 1
                continue
            }
            if token.punctuation == .closeBrace {
                index += 1
                return Block(open: open, statements: statements, close: token)
            }
            statements.append(try parseStatement(inBlock: true))
        }
    }
}
