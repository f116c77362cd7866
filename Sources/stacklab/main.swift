// stacklab: the REPL. Interactive on a terminal (libedit: history, Tab
// completion, Ctrl-C cancels the line, Ctrl-D exits); a script replayer
// otherwise (`stacklab play FILE…`, `stacklab play -`, `stacklab < FILE`).
// Everything it runs goes through ReplCore's one input loop (InputLoop); this
// file only picks the line source (the terminal's EditorLineSource, a file,
// standard input), hands the loop's results to the Printer (standard output
// and error, the pager) and picks the exit code.
import ArgumentParser
import Foundation
import LineEditing
import ReplCore

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif


/// Runs `source` through the one input loop, printing as it comes.
/// At the prompt (``InputLoop/Mode/prompt``) a long answer goes through the
/// pager; in replay the file's summary line ends it. `live` (on a
/// terminal) plays each animation in real time after its echo, before its
/// report. Returns the totals (`quit`: stopped early).
@discardableResult
func runLoop(_ loop: InputLoop, _ source: LineSource, live: Bool = false) -> RunResult {
    // Colour is for diagnostics, which go to standard error: at a terminal,
    // unless NO_COLOR is set and not empty (no-color.org) or TERM is dumb.
    func environment(_ name: String) -> String { getenv(name).map { String(cString: $0) } ?? "" }
    loop.color = LineEditor.isTerminal(2) && environment("NO_COLOR").isEmpty && environment("TERM") != "dumb"
    loop.session.recordsLivePlaybacks = live
    let printer = Printer(session: loop.session, rendering: loop.rendering, pages: loop.mode == .prompt)
    return loop.run(source) { printer.print($0) }
}

struct Options: ParsableArguments {
    @Flag(name: .shortAndLong, help: "No echo, no change reports and no pictures (answers and diagnostics still print).")
    var quiet = false

    @Flag(help: "Stop at the first failed command or expectation.")
    var bail = false

    @Flag(inversion: .prefixedNo, help: "Draw the screen after an input that changed it (default: when output goes to a terminal).")
    var picture: Bool?

    @Option(help: "How an animation's timeline prints: summary (key samples), table (every sample) or off.")
    var timeline: TimelineOutput = .summary

    @Option(help: "Fold everything printed to this many columns, at word boundaries (40 to 1000; default: the terminal's width, else $COLUMNS, else 80).")
    var width: Int?

    mutating func validate() throws {
        if let w = width, !OutputSettings.widths.contains(w) {
            throw ValidationError("--width \(w) is out of range: give 40 to 1000 columns")
        }
    }

    /// How results print: pictures at `picture=auto` when output goes to a
    /// terminal.
    func style() -> OutputStyle {
        OutputStyle(reportChanges: true, picture: LineEditor.isTerminal(1))
    }

    /// The `output` settings these flags ask for (the same as typing
    /// `output …` at the prompt).
    var settings: OutputSettings {
        OutputSettings(picture: quiet ? .off : picture.map { $0 ? .on : .off } ?? .auto,
                       changes: !quiet, timeline: timeline, width: width)
    }

    /// A session sized to the terminal, with these settings.
    func session() -> Session {
        let session = Session()
        if LineEditor.isTerminal(1) { session.terminalRows = LineEditor.terminalHeight(1) }
        session.output = settings
        session.automaticColumns = LineEditor.terminalWidth(1)
        session.terminalColumns = width ?? session.automaticColumns
        return session
    }

    @Option(help: "Load this script before the prompt (a ready-made scene).")
    var scene: String?

    @Flag(help: "When output goes to a terminal, play each animation in real time, redrawing the picture in place (at the prompt Ctrl-C skips to the end); what is printed stays the same.")
    var live = false
}


struct StackLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stacklab",
        abstract: "Explore, replay and check how UIKit's stack views lay out.",
        discussion: "On a terminal, stacklab is an interactive prompt (type `help`). With piped input, or "
            + "with `stacklab play FILE…` / `stacklab play -`, it replays scripts, echoing each command. "
            + "Answers, change reports and pictures go to standard output; errors, failed expectations and "
            + "warnings to standard error. Each replayed file ends with FILE: N commands, M expectations, K failed "
            + "(on standard error when something failed). At a terminal, a long help, tree, history or constraints "
            + "goes through $PAGER, else less -FRX. "
            + "Exit status: 0 all commands ran and every expect held; 1 a command or an expectation failed; "
            + "2 usage error; 130 interrupted. "
            + "Environment: STACKLAB_HISTORY (the history file; empty: none; default "
            + "$XDG_STATE_HOME/stacklab/history, else ~/.local/state/stacklab/history), PAGER (empty: no pager), "
            + "NO_COLOR (no colour in diagnostics), COLUMNS (the width output is folded to when it is not a terminal, else 80; --width overrides both).",
        subcommands: [Play.self, LessonCommand.self, OpenDocument.self, CheckDocuments.self, Serve.self])

    @OptionGroup var options: Options

    mutating func run() throws {
        try startPrompt(options) { session, style in try loadScene(options.scene, into: session, style: style) }
    }
}

/// The prompt at a terminal, or a replay of standard input, after
/// `prepare` has set the scene up.
func startPrompt(_ options: Options, prepare: (Session, OutputStyle) throws -> Void) throws {
        let isTerminal = LineEditor.isTerminal(0)
        let style = options.style()
        let session = options.session()
        try prepare(session, style)
        if isTerminal {
            let historyPath = CommandHistory.defaultPath()
            let history = CommandHistory(path: historyPath)
            if let error = history.loadError { warn("cannot read \(error); history will not be saved") }
            let editor = LineEditor(history: history)
            session.tutor = lessonTutor(besideHistory: historyPath)
            editor.completion = { line, cursor in
                let c = session.completions(line: line, cursor: cursor)
                return Completion(start: c.start, candidates: c.candidates)
            }
            if options.scene == nil && session.entriesCount == 0 {
                // Folded at word boundaries ("Ctrl- / D" at 40 columns).
                print(session.foldedAnswer("StackLab — type `help` for a tour, Ctrl-D to leave."))
            }
            // Leaving the prompt (Ctrl-D, quit) is a success whatever failed on the way.
            let loop = InputLoop(session: session, file: "<stdin>", mode: .prompt, style: style)
            runLoop(loop, EditorLineSource(editor), live: options.live)
        } else {
            let loop = InputLoop(session: session, file: "<stdin>", quiet: options.quiet, bail: options.bail, style: style)
            let r = runLoop(loop, StreamLines(), live: options.live && LineEditor.isTerminal(1))
            if r.failed { throw ExitCode(1) }
        }
}

/// `stacklab open FILE`: the prompt on a storyboard or xib.
struct OpenDocument: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Start on an Interface Builder document (.storyboard, .xib) or a UIKit Swift file (.swift): the prompt opens it first, as `open FILE` does.")

    @OptionGroup var options: Options

    @Argument(help: "The storyboard, xib or Swift file.")
    var file: String

    @Option(help: "The root to open: its IB object id or name, as `stacklab` `scenes FILE` lists them.")
    var sceneID: String?

    @Option(help: "A JSON file of image sizes in points: {\"Heart\": [120, 120]}.")
    var images: String?

    @Option(help: "The Swift file's view controller or view to run, as `stacklab` `scenes FILE` lists them.")
    var type: String?

    @Flag(help: "For a Swift file, also list the code skipped because layout does not depend on it.")
    var verbose = false

    mutating func run() throws {
        let command = ["open", quoted(file)] + (sceneID.map { ["scene=" + quoted($0)] } ?? [])
            + (images.map { ["images=" + quoted($0)] } ?? []) + (type.map { ["type=" + quoted($0)] } ?? [])
            + (verbose ? ["verbose"] : [])
        try startPrompt(options) { session, style in
            let r = session.run(command.joined(separator: " "), style: style)
            for piece in r.printed { write(piece.rendered(), to: piece.channel) }
            if r.failed { throw ExitCode(1) }
        }
    }
}

/// `stacklab check FILE…`: every root of every document, one line each.
struct CheckDocuments: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lay out every root of each storyboard or xib on its device and compare with the frames Interface Builder recorded: one line per root (N views: M agree, K differ). Exit 1 when a view IB did not mark misplaced or ambiguous differs, or a file does not open.")

    @Argument(help: "Storyboards and xibs.")
    var files: [String]

    mutating func run() throws {
        var failed = false
        for file in files {
            let session = Session()
            let (lines, bad) = session.checkEveryRoot(of: file)
            for line in lines { print(line) }
            if bad { failed = true }
        }
        if failed { throw ExitCode(1) }
    }
}

func loadScene(_ scene: String?, into session: Session, style: OutputStyle) throws {
    guard let scene else { return }
    // A file that cannot be read is said in one line, as `play` says it.
    do { _ = try LocalFileSystem().read(scene) } catch {
        warn("cannot read \(scene): \(error)")
        throw ExitCode(2)
    }
    let r = session.run("load \(quoted(scene))", style: style)
    for piece in r.printed { write(piece.rendered(), to: piece.channel) }
    if r.failed { throw ExitCode(1) }
}

/// `stacklab: MESSAGE` on standard error, one line.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("stacklab: \(message)\n".utf8))
}

extension TimelineOutput: ExpressibleByArgument {}

func quoted(_ path: String) -> String {
    "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay scripts (`-` reads standard input), echoing each command like a live session; each file starts from a fresh session (unless --shared-scene) and ends with its summary line: FILE: N commands, M expectations, K failed (on standard error when something failed).")

    @OptionGroup var options: Options

    @Argument(help: "Script files; `-` for standard input.")
    var files: [String]

    @Flag(help: "Run every file in one scene (by default each file starts from a fresh session, as separate runs do).")
    var sharedScene = false

    mutating func run() throws {
        let style = options.style()
        var session = options.session()
        try loadScene(options.scene, into: session, style: style)
        let live = options.live && LineEditor.isTerminal(1)
        var failed = false
        for (index, file) in files.enumerated() {
            if index > 0 && !sharedScene {
                session = options.session()
                try loadScene(options.scene, into: session, style: style)
            }
            let source: LineSource
            if file == "-" {
                source = StreamLines()
            } else {
                do { source = ScriptLines(text: try LocalFileSystem().read(file)) } catch {
                    warn("cannot read \(file): \(error)")
                    throw ExitCode(2)
                }
            }
            let loop = InputLoop(session: session, file: file == "-" ? "<stdin>" : file, quiet: options.quiet,
                                 bail: options.bail, style: style)
            let r = runLoop(loop, source, live: live)
            if r.failed { failed = true }
            if r.quit { break }
        }
        if failed { throw ExitCode(1) }
    }
}

// Usage errors exit 2 (ArgumentParser's default is 64).
do {
    var command = try StackLab.parseAsRoot()
    try command.run()
    exit(0)
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let code = StackLab.exitCode(for: error)
    let message = StackLab.fullMessage(for: error)
    if code == .success {
        print(message)
        exit(0)
    }
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}
