import CommandLanguage

/// The two streams a result is printed on.
public enum Channel: Sendable, Equatable {
    /// Standard output: the echo, answers, change reports, pictures,
    /// timelines, summaries of files that passed.
    case output
    /// Standard error: errors, failed expectations, warnings, summaries of
    /// files that failed.
    case error
}

/// One piece of what an input line printed, in order. Diagnostics stay
/// values until they are printed, so the printer decides how they read
/// (`FILE:LINE:COL` in a replayed file, none at the prompt; colour).
public enum Printed: Sendable, Equatable {
    /// Echo, an answer, a change report, a picture: standard output.
    case text(String)
    /// An answer long enough to deserve a pager at a terminal (`help`,
    /// `tree`, `history`, `constraints`): standard output.
    case page(String)
    /// An error or a failed expectation: standard error.
    case diagnostic(Diagnostic)
    /// A warning in words (a conflict's log, "nothing on the line ran", a
    /// file that failed): standard error.
    case warning(String)

    public var channel: Channel {
        switch self {
        case .text, .page: .output
        case .diagnostic, .warning: .error
        }
    }

    /// The piece as text, without a trailing newline.
    public func rendered(_ rendering: DiagnosticRendering = DiagnosticRendering()) -> String {
        switch self {
        case .text(let s), .page(let s), .warning(let s): s
        case .diagnostic(let d): d.rendered(color: rendering.color, location: rendering.location)
        }
    }
}

/// How diagnostics are printed: where they point and whether in colour.
public struct DiagnosticRendering: Sendable, Equatable {
    public var color: Bool
    public var location: Diagnostic.LocationStyle

    public init(color: Bool = false, location: Diagnostic.LocationStyle = .full) {
        self.color = color
        self.location = location
    }
}

/// What an input line produced: what it printed, on which stream, in
/// order, and how it went. The one result type of ``Session/run(_:file:line:style:)``,
/// of every command type and of the ``InputLoop``.
public struct RunResult: Sendable, Equatable {
    /// Everything printed, in order.
    public var printed: [Printed] = []
    /// Some command failed or an expectation did not hold.
    public var failed = false
    /// `quit` was given.
    public var quit = false
    /// How many commands ran, how many of them were `expect`, and how many
    /// failed (input that does not parse counts one failed command per
    /// error).
    public var commands = 0
    public var expectations = 0
    public var failures = 0

    public init(
        _ printed: [Printed] = [], failed: Bool = false, quit: Bool = false, commands: Int = 0, expectations: Int = 0,
        failures: Int = 0
    ) {
        self.printed = printed
        self.failed = failed
        self.quit = quit
        self.commands = commands
        self.expectations = expectations
        self.failures = failures
    }

    /// An answer on standard output (nothing when `text` is empty).
    static func answer(_ text: String) -> RunResult { RunResult(text.isEmpty ? [] : [.text(text)]) }
    /// A failure: its diagnostic on standard error.
    static func failure(_ d: Diagnostic) -> RunResult { RunResult([.diagnostic(d)], failed: true) }

    /// The same, its answers marked for a pager.
    var paged: RunResult {
        var r = self
        r.printed = printed.map { if case .text(let s) = $0 { .page(s) } else { $0 } }
        return r
    }

    /// Appends `other`'s pieces and counts after these.
    mutating func append(_ other: RunResult) {
        printed += other.printed
        failed = failed || other.failed
        quit = quit || other.quit
        commands += other.commands
        expectations += other.expectations
        failures += other.failures
    }

    /// What goes to `channel`, one piece a line (no trailing newline).
    public func text(on channel: Channel, _ rendering: DiagnosticRendering = DiagnosticRendering()) -> String {
        printed.filter { $0.channel == channel }.map { $0.rendered(rendering) }.joined(separator: "\n")
    }

    /// Standard output as text.
    public var stdout: String { text(on: .output) }
    /// Standard error as text (diagnostics at `FILE:LINE:COL`).
    public var stderr: String { text(on: .error) }
    /// Both streams in order, as a terminal shows them.
    public var output: String { printed.map { $0.rendered() }.joined(separator: "\n") }
    /// The diagnostics, in order.
    public var diagnostics: [Diagnostic] {
        printed.compactMap { if case .diagnostic(let d) = $0 { d } else { nil } }
    }
}
