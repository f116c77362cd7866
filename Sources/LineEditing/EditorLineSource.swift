// The terminal as a line source of ReplCore's input loop: libedit reads
// each line after its prompt, and every complete input goes to the history
// file at once.
import ReplCore

/// The prompt's lines, read by a ``LineEditor``.
public final class EditorLineSource: LineSource {
    public let editor: LineEditor
    private var historyFailed = false

    public init(_ editor: LineEditor) { self.editor = editor }

    public func readLine(prompt: String) -> LineRead {
        switch editor.readLine(prompt: prompt) {
        case .line(let line): .line(line)
        case .interrupted: .interrupted
        case .endOfFile: .endOfInput
        }
    }

    /// Saves the input to the history file at once; a failure is said once.
    public func remember(_ input: String) -> String? {
        do {
            try editor.addHistory(input)
            return nil
        } catch {
            if historyFailed { return nil }
            historyFailed = true
            return "stacklab: cannot write \(error); history is kept for this session only"
        }
    }

    /// The window may have been resized since the last line.
    public var columns: Int? { LineEditor.terminalWidth(1) }
    public var rows: Int? { LineEditor.isTerminal(1) ? LineEditor.terminalHeight(1) : nil }
}
