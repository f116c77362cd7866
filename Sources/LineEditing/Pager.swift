// A pager for long answers at a terminal, as psql does: `$PAGER`, else
// `less -FRX` when it is installed; never when output is not a terminal.

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import TerminalText

public enum Pager {
    /// The command that pages: `$PAGER` when set (empty: no pager), else
    /// `less -FRX` when `less` is on the `PATH` (-F: leave at once when the
    /// text fits, -R: keep colours, -X: leave the text on the screen).
    public static func command(environment: [String: String]) -> String? {
        if let pager = environment["PAGER"] {
            return pager.allSatisfy { $0 == " " || $0 == "\t" } ? nil : pager
        }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") where access("\(dir)/less", X_OK) == 0 { return "less -FRX" }
        return nil
    }

    /// How many lines `text` takes on a terminal `columns` wide (a long line
    /// wraps onto several).
    public static func height(of text: String, columns: Int) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { total, line in
            total + max(1, (displayWidth(String(line)) + max(1, columns) - 1) / max(1, columns))
        }
    }

    /// Whether `text` should be paged: standard output is a terminal of
    /// `rows` lines and the text, with the prompt after it, does not fit.
    public static func wanted(for text: String, columns: Int, rows: Int?) -> Bool {
        guard let rows else { return false }
        return height(of: text, columns: columns) > rows - 1
    }

    /// Shows `text` through `command` (`sh -c`), waiting for it to end.
    /// Returns false when the pager could not be started (the caller
    /// prints the text itself).
    public static func show(_ text: String, through command: String) -> Bool {
        fflush(nil)  // what was printed before comes first
        guard let pipe = popen(command, "w") else { return false }
        // The pager reads the keyboard; Ctrl-C in it must not reach us as a
        // write error: a closed pipe just ends the text.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        fputs(text + "\n", pipe)
        return pclose(pipe) != -1
    }
}
