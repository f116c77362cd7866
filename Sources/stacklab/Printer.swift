// Prints what the input loop produced, as it comes: echo, answers, change
// reports and pictures on standard output; errors, failed expectations and
// warnings on standard error; at a terminal, a long answer through the
// pager, and the animations of `--live` played before their report.
import LineEditing
import ReplCore

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

struct Printer {
    let session: Session
    var rendering: DiagnosticRendering
    /// The pager command when standard output is a terminal, else nil.
    var pager: String?
    /// Answers are folded at word boundaries to the session's width (a
    /// terminal would cut words where it wraps; off a terminal the width is
    /// `--width`, `output width=`, `$COLUMNS` or 80, so that what is
    /// printed to a file or a pipe reads as it would at that terminal).
    var folds = true

    init(session: Session, rendering: DiagnosticRendering, pages: Bool) {
        self.session = session
        self.rendering = rendering
        var environment: [String: String] = [:]
        for name in ["PAGER", "PATH"] { environment[name] = getenv(name).map { String(cString: $0) } }
        pager = pages && LineEditor.isTerminal(1) ? Pager.command(environment: environment) : nil
    }

    func print(_ r: RunResult) {
        for playback in session.takeLivePlaybacks() { LivePlayer.play(playback) }
        // Answers that may be paged, one after the other (`help; tree`), go
        // through the pager together.
        var pages: [String] = []
        func flushPages() {
            guard !pages.isEmpty else { return }
            var text = pages.joined(separator: "\n")
            if folds { text = session.foldedAnswer(text) }
            pages = []
            if let pager, Pager.wanted(for: text, columns: session.terminalColumns, rows: LineEditor.terminalHeight(1)),
               Pager.show(text, through: pager) {
                return
            }
            write(text, to: .output)
        }
        for piece in r.printed {
            if case .page(let text) = piece {
                pages.append(text)
                continue
            }
            flushPages()
            if folds, case .text(let text) = piece {
                write(session.foldedAnswer(text), to: .output)
                continue
            }
            write(piece.rendered(rendering), to: piece.channel)
        }
        flushPages()
    }
}

/// Writes `text` and a newline to standard output or error, in the order
/// of the calls (each stream flushed at once).
func write(_ text: String, to channel: Channel) {
    let stream = channel == .output ? stdout : stderr
    fputs(text + "\n", stream)
    fflush(stream)
}
