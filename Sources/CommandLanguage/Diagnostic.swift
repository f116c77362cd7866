import TerminalText

/// One problem with the input, pointing at where it is.
///
/// Diagnostics are values; they are turned into text once, by
/// ``rendered(color:)``, in the clang / sqlite style:
///
/// ```
/// lesson.repl:3:21: error: unknown distribution 'fillEqualy'; did you mean 'fillEqually'?
/// stack s distribution=fillEqualy
///                      ^~~~~~~~~~
/// ```
///
/// The message is one line and says everything needed (including "did you
/// mean"); the optional hint and the command's usage lines follow the caret.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable {
        /// The command did not run.
        case error
        /// The command ran, but something deserves attention.
        case warning
        /// Extra information attached to another diagnostic.
        case note
    }

    /// How bad it is.
    public var severity: Severity
    /// Where the problem is.
    public var location: SourceLocation
    /// One line describing the problem, e.g. `unknown command 'stak'; did you mean 'stack'?`.
    public var message: String
    /// An optional extra line of advice, rendered as `hint: …`.
    public var hint: String?
    /// The "did you mean" candidates already mentioned in ``message``, best first.
    public var suggestions: [String]
    /// The usage lines of the command concerned (empty when not a usage error).
    public var usage: [String]
    /// The text of the line at ``location``, for the caret (nil: no caret).
    public var sourceLine: String?

    /// Creates a diagnostic.
    public init(
        _ message: String, at location: SourceLocation, severity: Severity = .error,
        hint: String? = nil, suggestions: [String] = [], usage: [String] = [],
        sourceLine: String? = nil
    ) {
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
        self.suggestions = suggestions
        self.usage = usage
        self.sourceLine = sourceLine
    }

    /// Where a rendered diagnostic says it is.
    public enum LocationStyle: Sendable, Equatable {
        /// `FILE:LINE:COLUMN:`, as in a replayed file or a loaded script.
        case full
        /// At the prompt, where the line was just typed: for a diagnostic
        /// in the typed input (named `input`), nothing on its first line,
        /// `line N:` on a later line of a block; a diagnostic in a file (a
        /// `load`ed script) keeps `FILE:LINE:COLUMN:`.
        case prompt(input: String)
    }

    /// ``rendered(color:location:)`` without colour.
    public var description: String { rendered() }

    /// The diagnostic as text, without a trailing newline.
    ///
    /// - `FILE:LINE:COLUMN: error: MESSAGE` (at the prompt, ``LocationStyle/prompt``,
    ///   `error: MESSAGE`, or `line N: error: MESSAGE` inside a block);
    /// - the source line and a caret line (`^` under the column, `~` under
    ///   the rest of the token), when ``sourceLine`` is known; the caret line
    ///   keeps tabs and counts East Asian wide characters as two cells so it
    ///   lines up in a terminal;
    /// - `hint: …` when there is a hint;
    /// - `usage: …` then the remaining usage lines indented under the first.
    ///
    /// - Parameters:
    ///   - color: Whether to add ANSI colours (bold location, red `error:`,
    ///     green caret). Pass `true` only for a terminal.
    ///   - location: How the location is said.
    public func rendered(color: Bool = false, location style: LocationStyle = .full) -> String {
        let bold = color ? "\u{1B}[1m" : ""
        let reset = color ? "\u{1B}[0m" : ""
        let severityColor: String
        switch severity {
        case .error: severityColor = color ? "\u{1B}[1;31m" : ""
        case .warning: severityColor = color ? "\u{1B}[1;35m" : ""
        case .note: severityColor = color ? "\u{1B}[1;36m" : ""
        }
        let caretColor = color ? "\u{1B}[1;32m" : ""
        let place: String
        switch style {
        case .full: place = "\(bold)\(location):\(reset) "
        case .prompt(let input) where location.file == input:
            place = location.line > 1 ? "\(bold)line \(location.line):\(reset) " : ""
        case .prompt: place = "\(bold)\(location):\(reset) "
        }
        var out = "\(place)\(severityColor)\(severity.rawValue):\(reset) \(bold)\(message)\(reset)"
        if let line = sourceLine {
            out += "\n" + line + "\n" + caretColor + Diagnostic.caretLine(for: line, location: location) + reset
        }
        if let hint {
            out += "\nhint: " + hint
        }
        if let first = usage.first {
            out += "\nusage: " + first
            for more in usage.dropFirst() {
                out += "\n       " + more
            }
        }
        return out
    }

    /// The caret line under `line` for `location`: padding, `^`, then `~`
    /// for the rest of the covered characters on that line.
    static func caretLine(for line: String, location: SourceLocation) -> String {
        let characters = Array(line)
        var pad = ""
        let before = max(0, min(location.column - 1, characters.count))
        for character in characters[0..<before] {
            if character == "\t" {
                pad += "\t"
            } else {
                pad += String(repeating: " ", count: displayWidth(of: character))
            }
        }
        var marks = "^"
        let start = location.column - 1
        if start < characters.count {
            let end = min(characters.count, start + max(1, location.length))
            let width = characters[start..<end].reduce(0) { $0 + displayWidth(of: $1) }
            marks += String(repeating: "~", count: max(0, width - 1))
        }
        return pad + marks
    }
}

