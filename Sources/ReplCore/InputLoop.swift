import CommandLanguage
import TerminalText

/// The one input loop: it reads lines from a ``LineSource``, gathers a
/// block that spans lines until it is complete, runs each complete input
/// through the session, and hands what it printed to a sink, as it comes.
///
/// Two modes:
/// - **At the prompt** (``Mode/prompt``): the source shows the prompt and
///   the user sees what they type, so nothing is echoed; every complete
///   input is kept (``LineSource/remember(_:)``); a diagnostic points into
///   the typed input without a file name (``Diagnostic/LocationStyle/prompt(input:)``);
///   Ctrl-C drops the line or block; no summary.
/// - **Replaying** a file or piped input (``Mode/replay``): each line is
///   echoed after the prompt (continuation lines after `...>`), so a
///   transcript reads like a live session, before its command runs;
///   diagnostics say `FILE:LINE:COLUMN`; the last line is the ``summary``,
///   on standard error when something failed.
public final class InputLoop {
    public static let primaryPrompt = "stacklab> "
    public static let continuationPrompt = "     ...> "
    /// At the prompt, inside a block: says how to leave it.
    public static let interactiveContinuationPrompt = "  } or ^C ...> "

    public enum Mode: Sendable, Equatable {
        case prompt
        case replay
    }

    public let session: Session
    /// The input's name, in diagnostics and the summary.
    public let file: String
    public let mode: Mode
    /// No echo, and no summary when nothing failed (`--quiet`).
    public var quiet: Bool
    /// Stop at the first failed command or expectation (`--bail`).
    public var bail: Bool
    public var style: OutputStyle
    /// ANSI colour in diagnostics (a terminal, no `NO_COLOR`).
    public var color = false
    /// The commands run so far, the `expect`s among them, and the failures.
    public private(set) var commands = 0
    public private(set) var expectations = 0
    public private(set) var failures = 0

    private var buffer: [String] = []
    private var firstLine = 1
    private var lineNumber = 0

    public init(session: Session, file: String, mode: Mode = .replay, quiet: Bool = false, bail: Bool = false,
                style: OutputStyle = OutputStyle()) {
        self.session = session
        self.file = file
        self.mode = mode
        self.quiet = quiet
        self.bail = bail
        self.style = style
    }

    /// How the printer renders this loop's diagnostics.
    public var rendering: DiagnosticRendering {
        DiagnosticRendering(color: color, location: mode == .prompt ? .prompt(input: file) : .full)
    }

    /// The prompt for the next line: inside an open block, the
    /// continuation prompt.
    var prompt: String {
        if buffer.isEmpty { return Self.primaryPrompt }
        return mode == .prompt ? Self.interactiveContinuationPrompt : Self.continuationPrompt
    }

    // MARK: Running a source

    /// Reads `source` to its end (or `quit`, or the first failure with
    /// ``bail``), handing `sink` each piece of output as soon as it exists:
    /// a line's echo before its command runs, then what the command
    /// printed. In replay the ``summary`` comes last. Returns the totals
    /// (nothing printed in it); `quit` is set when the input stopped early.
    @discardableResult
    public func run(_ source: LineSource, sink: (RunResult) -> Void) -> RunResult {
        var stopped = false
        reading: while true {
            if let columns = source.columns { session.automaticColumns = columns }
            if let rows = source.rows { session.terminalRows = rows }
            switch source.readLine(prompt: prompt) {
            case .interrupted:
                buffer = []
            case .endOfInput:
                // At the prompt, Ctrl-D inside a block drops the block;
                // otherwise the input has ended.
                if mode == .prompt && !buffer.isEmpty {
                    buffer = []
                    continue
                }
                break reading
            case .line(let line):
                let r = feed(line, source: source, sink: sink)
                if r.quit || (bail && r.failed) {
                    stopped = true
                    break reading
                }
            }
        }
        if !stopped && mode == .replay {
            // An open block or string at the end of a file runs as it is, so
            // its "unterminated" error is reported where it starts.
            let r = finish()
            if !r.printed.isEmpty { sink(r) }
        }
        if mode == .replay, let s = summaryLine { sink(RunResult([s])) }
        return RunResult(failed: failures > 0, quit: stopped, commands: commands, expectations: expectations,
                         failures: failures)
    }

    /// The end of the input: an open block or string runs as it is.
    private func finish() -> RunResult {
        guard !buffer.isEmpty else { return RunResult() }
        let text = buffer.joined(separator: "\n")
        buffer = []
        return run(text)
    }

    /// Feeds one line: the echo goes to `sink` at once, then the result of
    /// the input it completes, if it completes one (returned too).
    private func feed(_ line: String, source: LineSource, sink: (RunResult) -> Void) -> RunResult {
        lineNumber += 1
        if buffer.isEmpty {
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { return RunResult() }
            // At the prompt every input starts at its own line 1: the
            // diagnostics point into what was just typed.
            firstLine = mode == .prompt ? 1 : lineNumber
        }
        if mode == .replay && !quiet { sink(RunResult([.text(echo(line))])) }
        buffer.append(line)
        let text = buffer.joined(separator: "\n")
        guard session.isComplete(text) else { return RunResult() }
        buffer = []
        var r = RunResult()
        // Kept before it runs: nothing typed is lost.
        if let warning = source.remember(text) { r.printed.append(.warning(warning)) }
        r.append(run(text))
        if !r.printed.isEmpty { sink(r) }
        return r
    }

    private func run(_ text: String) -> RunResult {
        let r = session.run(text, file: file, line: firstLine, style: style)
        commands += r.commands
        expectations += r.expectations
        failures += r.failures
        return r
    }

    /// `line` after its prompt, folded to the terminal's width, the rest
    /// under the command (a comment's rest still marked `#`).
    private func echo(_ line: String) -> String {
        let indent = Self.primaryPrompt.count
        let comment = line.drop { $0 == " " }.hasPrefix("#")
        return folded(prompt + line, to: session.terminalColumns, indent: indent + (comment ? 2 : 0))
            .enumerated().map { i, piece in
                i > 0 && comment ? String(repeating: " ", count: indent) + "# " + piece.dropFirst(indent + 2) : piece
            }
            .joined(separator: "\n")
    }

    // MARK: The summary

    /// The line that ends a replayed file, `FILE: N commands, M
    /// expectations, K failed`, folded after a comma on a terminal too
    /// narrow for it.
    public var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return joined(["\(file): \(count(commands, "command"))", count(expectations, "expectation"), "\(failures) failed"],
                      separator: ", ", to: session.terminalColumns).joined(separator: "\n")
    }

    /// The summary as printed: a warning on standard error when something
    /// failed, else on standard output (none when quiet).
    private var summaryLine: Printed? {
        if failures > 0 { return .warning(summary) }
        return quiet ? nil : .text(summary)
    }

    // MARK: A whole script

    /// Replays a whole script: what it printed (its last piece the
    /// ``summary``), and how it went.
    public static func replay(
        _ text: String, file: String, session: Session = Session(), quiet: Bool = false, bail: Bool = false,
        style: OutputStyle = OutputStyle()
    ) -> RunResult {
        let loop = InputLoop(session: session, file: file, quiet: quiet, bail: bail, style: style)
        var all = RunResult()
        let totals = loop.run(ScriptLines(text: text)) { all.append($0) }
        all.failed = totals.failed
        all.quit = totals.quit
        return all
    }
}
