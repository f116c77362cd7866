/// A place in the input: file name, line and column (both 1-based), and how
/// many characters the thing found there covers.
///
/// Columns count characters (Swift `Character`s, that is grapheme clusters),
/// not bytes, so `label t "登录 / 注册" font=17` puts `font` at column 19.
/// A `length` of 0 marks a point between characters, such as the end of a
/// line where an argument is missing.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file name, or `"<stdin>"` / `"<input>"` for unnamed input.
    public var file: String
    /// The line, 1-based.
    public var line: Int
    /// The column, 1-based, in characters.
    public var column: Int
    /// The number of characters covered (0 for a point).
    public var length: Int

    /// Creates a location.
    public init(file: String = "<input>", line: Int, column: Int, length: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
        self.length = length
    }

    /// `FILE:LINE:COLUMN`, as diagnostics start.
    public var description: String { "\(file):\(line):\(column)" }

    /// The location `offset` characters to the right on the same line,
    /// covering `length` characters.
    public func shifted(by offset: Int, length: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset, length: length)
    }

    /// The zero-length point just after the covered characters (same line).
    public var end: SourceLocation {
        SourceLocation(file: file, line: line, column: column + length, length: 0)
    }

    /// Whether `self` starts before `other` (line, then column).
    public func isBefore(_ other: SourceLocation) -> Bool {
        (line, column) < (other.line, other.column)
    }
}

/// A piece of input text with its name and the number of its first line.
///
/// A replayed file is one `Source`; at the interactive prompt each complete
/// chunk (one line, or the lines of a `{ … }` block) is a `Source` whose
/// `firstLine` continues the session's line count, so diagnostics read
/// `<stdin>:12:5`.
public struct Source: Sendable, Equatable {
    /// The file name, `"<stdin>"` or `"<input>"`.
    public let name: String
    /// The text.
    public let text: String
    /// The line number of the text's first line.
    public let firstLine: Int
    /// The text split at line breaks (`\n`, `\r\n`, `\r`), without them.
    /// Made on demand from ``lineStarts``: a source lives as long as the
    /// commands parsed from it (the journal keeps them), and a string per
    /// line of a 20 000-line script was 1 MB of R1's build at N = 10 000
    /// (issue 28, item 6).
    public var lines: [String] { (0..<lineStarts.count).map(line(at:)) }
    /// The character offset where each line starts (the first is 0); a
    /// line ends one character before the next one starts (a line break,
    /// `\r\n` included, is one `Character`), the last at the end.
    private let lineStarts: [Int]
    /// The number of characters in the text.
    private let characterCount: Int
    /// The text's characters, for slicing by offset, when a character
    /// offset is not a byte offset (nil for ASCII text without `\r`, whose
    /// characters are its UTF-8 bytes: it is sliced in place). A source
    /// lives as long as the commands parsed from it run, and 16 bytes per
    /// character of a 20 000-line script was 4.6 MB of R1's build at
    /// N = 10 000 (issue 28, item 6).
    private let nonASCIICharacters: [Character]?

    /// The text's characters (made anew for ASCII text: the lexer takes
    /// them once).
    var characters: [Character] { nonASCIICharacters ?? Array(text) }

    /// Creates a source from its text.
    public init(_ text: String, name: String = "<input>", firstLine: Int = 1) {
        self.name = name
        self.text = text
        self.firstLine = firstLine
        let simple = text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        var starts = [0]
        var count = 0
        if simple {
            for byte in text.utf8 {
                count += 1
                if byte == 0x0A { starts.append(count) }
            }
            self.nonASCIICharacters = nil
        } else {
            let characters = Array(text)
            for character in characters {
                count += 1
                if character.isLineBreak { starts.append(count) }
            }
            self.nonASCIICharacters = characters
        }
        self.lineStarts = starts
        self.characterCount = count
    }

    /// Line `index` (0-based) without its line break.
    private func line(at index: Int) -> String {
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : characterCount
        return text(in: lineStarts[index]..<max(lineStarts[index], end))
    }

    /// The text between two character offsets.
    public func text(in range: Range<Int>) -> String {
        if let characters = nonASCIICharacters {
            let clamped = range.clamped(to: 0..<characters.count)
            return String(characters[clamped])
        }
        let bytes = text.utf8
        let clamped = range.clamped(to: 0..<bytes.count)
        let from = bytes.index(bytes.startIndex, offsetBy: clamped.lowerBound)
        let to = bytes.index(from, offsetBy: clamped.count)
        return String(text[from..<to])
    }

    /// The text of line `line` (numbered like locations), or `nil`.
    public func lineText(_ line: Int) -> String? {
        let index = line - firstLine
        return lineStarts.indices.contains(index) ? self.line(at: index) : nil
    }

    /// A diagnostic at `location` that carries the source line for its caret.
    ///
    /// This is how code that runs a parsed command (the REPL core) reports
    /// an error at one of the command's arguments, e.g. an unknown view name.
    public func diagnostic(
        _ message: String, at location: SourceLocation, hint: String? = nil,
        suggestions: [String] = [], usage: [String] = []
    ) -> Diagnostic {
        Diagnostic(
            message, at: location, hint: hint, suggestions: suggestions, usage: usage,
            sourceLine: lineText(location.line))
    }
}

extension Character {
    /// A line break: `\n`, `\r\n` (one `Character` in Swift) or `\r`.
    var isLineBreak: Bool { self == "\n" || self == "\r\n" || self == "\r" }

    /// `0` … `9`.
    var isASCIIDigit: Bool {
        guard let ascii = asciiValue else { return false }
        return ascii >= 48 && ascii <= 57
    }

    /// Horizontal white space inside a line.
    var isBlank: Bool { self == " " || self == "\t" }
}
