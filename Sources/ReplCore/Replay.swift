import TerminalText

/// Feeds a script to a session line by line, the way `stacklab play` and
/// piped input do: each command is echoed after the prompt (continuation
/// lines after `...>`), so a transcript reads like a live session, then its
/// output follows. A block spanning lines runs once it is complete.
public final class ScriptFeeder {
    public static let primaryPrompt = "stacklab> "
    public static let continuationPrompt = "     ...> "

    public let session: Session
    public let file: String
    public var echo: Bool
    /// When set, each echoed line goes here as soon as it is read, before
    /// its command runs, instead of into the step's output (the live
    /// terminal shows the command, then plays its animation).
    public var echoHandler: ((String) -> Void)?
    public var style: OutputStyle
    /// The commands run so far, the `expect`s among them, and the failures.
    public private(set) var commands = 0
    public private(set) var expectations = 0
    public private(set) var failures = 0
    private var buffer: [String] = []
    private var firstLine = 1
    private var lineNumber = 0

    /// What one fed line produced.
    public struct Step: Sendable, Equatable {
        public var output: String
        public var failed: Bool
        public var quit: Bool
    }

    public init(session: Session, file: String, echo: Bool = true, style: OutputStyle = OutputStyle()) {
        self.session = session
        self.file = file
        self.echo = echo
        self.style = style
    }

    /// Feeds one line (without its newline).
    public func feed(_ line: String) -> Step {
        lineNumber += 1
        if buffer.isEmpty {
            firstLine = lineNumber
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { return Step(output: "", failed: false, quit: false) }
        }
        var out: [String] = []
        if echo {
            // Folded to the terminal's width, the rest under the command (a
            // comment's rest still marked `#`).
            let indent = Self.primaryPrompt.count
            let comment = line.drop { $0 == " " }.hasPrefix("#")
            let echoed = folded((buffer.isEmpty ? Self.primaryPrompt : Self.continuationPrompt) + line,
                                to: session.terminalColumns, indent: indent + (comment ? 2 : 0))
                .enumerated().map { i, piece in
                    i > 0 && comment ? String(repeating: " ", count: indent) + "# " + piece.dropFirst(indent + 2) : piece
                }
                .joined(separator: "\n")
            if let echoHandler { echoHandler(echoed) } else { out.append(echoed) }
        }
        buffer.append(line)
        let text = buffer.joined(separator: "\n")
        guard session.isComplete(text) else { return Step(output: out.joined(separator: "\n"), failed: false, quit: false) }
        buffer = []
        let r = run(text)
        if !r.output.isEmpty { out.append(r.output) }
        return Step(output: out.joined(separator: "\n"), failed: r.failed, quit: r.quit)
    }

    /// The end of the input: an open block or string is run as it is, so
    /// its "unterminated" error is reported where it starts.
    public func finish() -> Step {
        guard !buffer.isEmpty else { return Step(output: "", failed: false, quit: false) }
        let text = buffer.joined(separator: "\n")
        buffer = []
        let r = run(text)
        return Step(output: r.output, failed: r.failed, quit: r.quit)
    }

    private func run(_ text: String) -> RunResult {
        let r = session.run(text, file: file, line: firstLine, style: style)
        commands += r.commands
        expectations += r.expectations
        failures += r.failures
        return r
    }

    /// The line that ends a replayed file, `FILE: N commands, M
    /// expectations, K failed`, folded after a comma on a terminal too
    /// narrow for it.
    public var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return joined(["\(file): \(count(commands, "command"))", count(expectations, "expectation"), "\(failures) failed"],
                      separator: ", ", to: session.terminalColumns).joined(separator: "\n")
    }

    /// Replays a whole script; the transcript (its last line the
    /// ``summary``) and whether anything failed.
    public static func replay(
        _ text: String, file: String, session: Session = Session(), echo: Bool = true, bail: Bool = false,
        style: OutputStyle = OutputStyle()
    ) -> (transcript: String, failed: Bool) {
        let feeder = ScriptFeeder(session: session, file: file, echo: echo, style: style)
        var out: [String] = []
        var failed = false
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            let s = feeder.feed(line)
            if !s.output.isEmpty { out.append(s.output) }
            if s.failed { failed = true }
            if s.quit || (bail && s.failed) {
                out.append(feeder.summary)
                return (out.joined(separator: "\n"), failed)
            }
        }
        let s = feeder.finish()
        if !s.output.isEmpty { out.append(s.output) }
        out.append(feeder.summary)
        return (out.joined(separator: "\n"), failed || s.failed)
    }
}
