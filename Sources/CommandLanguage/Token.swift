/// A punctuation mark of the command language.
public enum Punctuation: String, Sendable, CaseIterable {
    /// `;` separates commands on one line.
    case semicolon = ";"
    /// `{` opens a block.
    case openBrace = "{"
    /// `}` closes a block.
    case closeBrace = "}"
    /// `=` between an option's name and its value.
    case assign = "="
    /// `==` in constraints and expectations.
    case equal = "=="
    /// `<=` in constraints.
    case lessThanOrEqual = "<="
    /// `>=` in constraints.
    case greaterThanOrEqual = ">="
    /// `*` before a constraint's multiplier.
    case star = "*"
    /// `+` before a constraint's constant.
    case plus = "+"
    /// `-` before a constraint's constant.
    case minus = "-"
    /// `@` before a constraint's priority.
    case at = "@"
    /// `,` between the numbers of a pair, point or insets.
    case comma = ","
    /// `.` on its own (inside names it is part of the word).
    case dot = "."
}

/// A problem found while splitting the input into tokens.
public struct LexicalError: Error, Sendable, Equatable {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// A `"` with no closing `"` before the end of the input.
        case unterminatedString
        /// A backslash escape other than `\"`, `\\`, `\n`, `\t`.
        case unknownEscape
        /// A character that starts no token, e.g. `!` or a lone `<`.
        case unexpectedCharacter
        /// Digits run into letters, e.g. `12px`.
        case notANumber
        /// A number too large for a double (`1e999`), or `nan` / `inf` in a literal.
        case notFinite
        /// A finite number beyond ±``Lexer/maximumMagnitude`` (`1e308`).
        case outOfRange
        /// A `{…}` that starts like a size or rect literal but is not one.
        case malformedLiteral
    }

    /// What went wrong.
    public var kind: Kind
    /// One line for the diagnostic.
    public var message: String
    /// Optional advice.
    public var hint: String?
    /// Where exactly (may be inside the token, e.g. the bad escape).
    public var location: SourceLocation

    /// Creates a lexical error.
    public init(_ kind: Kind, _ message: String, hint: String? = nil, at location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.hint = hint
        self.location = location
    }
}

/// One token of the command language, with its spelling and location.
public struct Token: Sendable, Equatable {
    /// What the token is, with its decoded value.
    public enum Kind: Sendable, Equatable {
        /// A name, keyword or command: letters, digits, `_`, `-`, and dots
        /// joining parts (`photo.frame`, `root.safeArea.top`); also `/` and
        /// `~` so that file paths need no quotes (`out/scene.svg`).
        case word(String)
        /// A double-quoted string, escapes decoded.
        case string(String)
        /// A finite number: `8`, `-4`, `0.25`, `.5`, `1e3`.
        case number(Double)
        /// `WxH` or `WxH@Sx`: `375x667`, `375x667@2x`.
        case dimensions(width: Double, height: Double, scale: Double?)
        /// `{W, H}` (also used for points).
        case sizeLiteral(width: Double, height: Double)
        /// `{{X, Y}, {W, H}}`.
        case rectLiteral(x: Double, y: Double, width: Double, height: Double)
        /// A punctuation mark.
        case punctuation(Punctuation)
        /// The end of a line (separates commands like `;`).
        case newline
        /// Input that is not a token; see the error.
        case invalid(LexicalError)
    }

    /// What the token is.
    public var kind: Kind
    /// The token exactly as written (with quotes, for strings).
    public var text: String
    /// Where it starts; `length` is the number of characters of `text`.
    public var location: SourceLocation
    /// The offset of its first character in the source text, in characters.
    public var offset: Int

    /// Creates a token.
    public init(_ kind: Kind, text: String, location: SourceLocation, offset: Int) {
        self.kind = kind
        self.text = text
        self.location = location
        self.offset = offset
    }

    /// The offset just after the token, in characters.
    public var endOffset: Int { offset + text.count }

    /// The word, when the token is one.
    public var word: String? {
        if case .word(let w) = kind { return w }
        return nil
    }

    /// The punctuation mark, when the token is one.
    public var punctuation: Punctuation? {
        if case .punctuation(let p) = kind { return p }
        return nil
    }

    /// Whether the token ends a command (`;` or a line break).
    public var isSeparator: Bool {
        if case .newline = kind { return true }
        return punctuation == .semicolon
    }

    /// The dot-separated parts of a word token with their locations:
    /// `root.safeArea.top` → `root`, `safeArea`, `top`.
    ///
    /// Empty parts are kept (`photo.` → `photo`, empty), which is how
    /// completion sees a reference being typed.
    public var dottedParts: [(text: String, location: SourceLocation)] {
        guard case .word(let word) = kind else { return [] }
        var parts: [(String, SourceLocation)] = []
        var column = location.column
        for part in word.split(separator: ".", omittingEmptySubsequences: false) {
            parts.append((String(part), SourceLocation(
                file: location.file, line: location.line, column: column, length: part.count)))
            column += part.count + 1
        }
        return parts
    }
}
