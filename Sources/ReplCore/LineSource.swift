/// What reading one line gave.
public enum LineRead: Sendable, Equatable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C at the prompt: the line (and any open block) is dropped.
    case interrupted
    /// The end of the input (Ctrl-D on an empty line at the prompt).
    case endOfInput
}

/// Where the ``InputLoop``'s lines come from: the terminal (LineEditing's
/// libedit source, which the executable wires), a file or standard input
/// (``StreamLines``), or an array in tests (``ScriptLines``). ReplCore
/// reads lines; it never touches a terminal.
public protocol LineSource: AnyObject {
    /// The next line; a source at a terminal shows `prompt` first, others
    /// ignore it.
    func readLine(prompt: String) -> LineRead
    /// Keeps an input that is complete and about to run (the terminal's
    /// history file). Returns a warning when it could not be kept.
    func remember(_ input: String) -> String?
    /// The terminal's width in columns and height in lines now, when the
    /// source knows them (the window may have been resized since the last
    /// line): pictures and tables fit them.
    var columns: Int? { get }
    var rows: Int? { get }
}

extension LineSource {
    public func remember(_ input: String) -> String? { nil }
    public var columns: Int? { nil }
    public var rows: Int? { nil }
}

/// Lines given up front: a test's input, or a file read whole.
public final class ScriptLines: LineSource {
    private var lines: [String]
    private var next = 0

    public init(_ lines: [String]) { self.lines = lines }

    /// The lines of `text` (a last newline ends the last line, it does not
    /// start an empty one).
    public convenience init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.init(lines)
    }

    public func readLine(prompt: String) -> LineRead {
        guard next < lines.count else { return .endOfInput }
        defer { next += 1 }
        return .line(lines[next])
    }
}

/// Lines read as they come, from standard input (piped input, `stacklab
/// play -`) or any other reader of lines.
public final class StreamLines: LineSource {
    private let read: () -> String?

    /// Standard input.
    public convenience init() { self.init { Swift.readLine(strippingNewline: true) } }

    /// Lines from `read`, until it gives nil.
    public init(_ read: @escaping () -> String?) { self.read = read }

    public func readLine(prompt: String) -> LineRead { read().map(LineRead.line) ?? .endOfInput }
}
