// Terminal facts the REPL needs around the editor: is a descriptor a TTY,
// how wide is it, the UTF-8 locale, and prompts with colour escapes.

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import CEditLine

/// Terminal queries that need no editor instance.
extension LineEditor {
    /// Whether `fd` is a terminal (`isatty`): `LineEditor.isTerminal(0)`
    /// decides between the line editor and plain `readLine()`.
    public static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// The width of the terminal on `fd` (`TIOCGWINSZ`), else `$COLUMNS`,
    /// else 80.
    public static func terminalWidth(_ fd: Int32 = 1) -> Int {
        let columns = swel_terminal_columns(fd)
        if columns > 0 { return Int(columns) }
        if let value = getenv("COLUMNS"), let columns = Int(String(cString: value)), columns > 0 {
            return columns
        }
        return 80
    }

    /// The height of the terminal on `fd` in lines (`TIOCGWINSZ`), else
    /// `$LINES`, else nil.
    public static func terminalHeight(_ fd: Int32 = 1) -> Int? {
        let rows = swel_terminal_rows(fd)
        if rows > 0 { return Int(rows) }
        if let value = getenv("LINES"), let rows = Int(String(cString: value)), rows > 0 { return rows }
        return nil
    }

    /// Sets the process locale from the environment (`setlocale(LC_ALL, "")`)
    /// and, when the character type is still plain `C`/`POSIX`, switches it to
    /// `C.UTF-8`. Without a UTF-8 `LC_CTYPE` libedit silently drops every
    /// non-ASCII character. ``LineEditor/init(programName:history:)`` calls it.
    ///
    /// - Returns: The resulting `LC_CTYPE` locale name.
    @discardableResult
    public static func enableUTF8Locale() -> String {
        setlocale(LC_ALL, "")
        if let current = setlocale(LC_CTYPE, nil), ["C", "POSIX"].contains(String(cString: current)) {
            // C.UTF-8 on Linux; macOS calls its UTF-8 character type "UTF-8".
            for name in ["C.UTF-8", "UTF-8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil { break }
        }
        return setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
    }
}

/// `prompt` prepared for libedit's `EL_PROMPT_ESC` with delimiter `\u{1}`:
/// each run of terminal escape sequences (CSI `ESC [ … final`, OSC
/// `ESC ] … BEL` or `ESC ] … ESC \`, or a two-character `ESC x`) is wrapped
/// in `\u{1}` so libedit prints it without counting it as prompt width.
/// A prompt that already contains `\u{1}` is returned unchanged.
///
/// ```swift
/// libeditPrompt("\u{1B}[1;32mstacklab>\u{1B}[0m ")
/// // "\u{1}\u{1B}[1;32m\u{1}stacklab>\u{1}\u{1B}[0m\u{1} "
/// ```
public func libeditPrompt(_ prompt: String) -> String {
    let scalars = Array(prompt.unicodeScalars)
    if scalars.contains("\u{1}") { return prompt }
    var result = String.UnicodeScalarView()
    var index = 0
    var inEscape = false
    while index < scalars.count {
        guard scalars[index] == "\u{1B}" else {
            if inEscape { result.append("\u{1}"); inEscape = false }
            result.append(scalars[index])
            index += 1
            continue
        }
        if !inEscape { result.append("\u{1}"); inEscape = true }
        let end = escapeSequenceEnd(scalars, from: index)
        result.append(contentsOf: scalars[index..<end])
        index = end
    }
    if inEscape { result.append("\u{1}") }
    return String(result)
}

/// The index just past the escape sequence starting at `start` (an ESC).
private func escapeSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start + 1
    guard index < scalars.count else { return index }
    switch scalars[index] {
    case "[":  // CSI: parameters and intermediates, then a final byte @…~
        index += 1
        while index < scalars.count {
            let value = scalars[index].value
            index += 1
            if (0x40...0x7E).contains(value) { break }
        }
        return index
    case "]":  // OSC: up to BEL or ST (ESC \)
        index += 1
        while index < scalars.count {
            if scalars[index] == "\u{7}" { return index + 1 }
            if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "\\" { return index + 2 }
            index += 1
        }
        return index
    default:
        return index + 1
    }
}
