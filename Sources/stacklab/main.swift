// stacklab: the REPL. Interactive on a terminal (libedit: history, Tab
// completion, Ctrl-C cancels the line, Ctrl-D exits); a script replayer
// otherwise (`stacklab play FILE…`, `stacklab play -`, `stacklab < FILE`).
// Everything it runs goes through ReplCore's Session; this file only reads
// lines, prints results and picks the exit code.
import ArgumentParser
import Foundation
import LineEditing
import ReplCore

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif


/// The interactive prompt: libedit, a continuation prompt inside blocks,
/// Ctrl-C cancels the line or block, Ctrl-D on an empty line leaves.
func interactive(_ session: Session, _ editor: LineEditor, style: OutputStyle, live: Bool) -> (failed: Bool, quit: Bool) {
    session.recordsLivePlaybacks = live
    var buffer: [String] = []
    var failed = false
    var lineNumber = 0
    var firstLine = 1
    var historyFailed = false
    while true {
        let prompt = buffer.isEmpty ? ScriptFeeder.primaryPrompt : ScriptFeeder.continuationPrompt
        switch editor.readLine(prompt: prompt) {
        case .interrupted:
            buffer = []
        case .endOfFile:
            print("")
            if buffer.isEmpty { return (failed, false) }
            buffer = []
        case .line(let line):
            lineNumber += 1
            session.terminalColumns = LineEditor.terminalWidth(1)  // the window may have been resized
            if buffer.isEmpty {
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
                firstLine = lineNumber
            }
            buffer.append(line)
            let text = buffer.joined(separator: "\n")
            guard session.isComplete(text) else { continue }
            buffer = []
            // Saved at once: nothing typed is lost. A failure is said once.
            do { try editor.addHistory(text) } catch {
                if !historyFailed { warn("cannot write \(error); history is kept for this session only") }
                historyFailed = true
            }
            let r = session.run(text, file: "<stdin>", line: firstLine, style: style)
            for playback in session.takeLivePlaybacks() { LivePlayer.play(playback) }
            if !r.output.isEmpty { print(r.output) }
            fflush(nil)
            if r.failed { failed = true }
            if r.quit { return (failed, true) }
        }
    }
}

/// Replays lines from a file or standard input through a ScriptFeeder.
/// Returns whether something failed and whether to stop. With `live` (on a
/// terminal), each command is shown, then its animations play in real time,
/// then its output follows.
/// The file's summary line ends it: on standard error when something
/// failed, else on standard output (not with `--quiet`).
func replay(_ feeder: ScriptFeeder, lines: () -> String?, bail: Bool, quiet: Bool, live: Bool = false)
    -> (failed: Bool, stop: Bool)
{
    let r = feed(feeder, lines: lines, bail: bail, live: live)
    fflush(nil)
    if r.failed {
        FileHandle.standardError.write(Data((feeder.summary + "\n").utf8))
    } else if !quiet {
        print(feeder.summary)
    }
    return r
}

func feed(_ feeder: ScriptFeeder, lines: () -> String?, bail: Bool, live: Bool) -> (failed: Bool, stop: Bool) {
    var failed = false
    if live {
        feeder.session.recordsLivePlaybacks = true
        feeder.echoHandler = { line in
            print(line)
            fflush(nil)
        }
    }
    while let line = lines() {
        let s = feeder.feed(line)
        for playback in feeder.session.takeLivePlaybacks() { LivePlayer.play(playback) }
        if !s.output.isEmpty { print(s.output) }
        fflush(nil)
        if s.failed { failed = true }
        if s.quit { return (failed, true) }
        if bail && s.failed { return (failed, true) }
    }
    let s = feeder.finish()
    if !s.output.isEmpty { print(s.output) }
    return (failed || s.failed, s.quit)
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

    /// How results print: pictures at `picture=auto` when output goes to a
    /// terminal.
    func style(color: Bool) -> OutputStyle {
        OutputStyle(reportChanges: true, picture: LineEditor.isTerminal(1), color: color)
    }

    /// The `output` settings these flags ask for (the same as typing
    /// `output …` at the prompt).
    var settings: OutputSettings {
        OutputSettings(picture: quiet ? .off : picture.map { $0 ? .on : .off } ?? .auto,
                       changes: !quiet, timeline: timeline)
    }

    /// A session sized to the terminal, with these settings.
    func session() -> Session {
        let session = Session()
        session.terminalColumns = LineEditor.terminalWidth(1)
        session.output = settings
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
            + "Exit status: 0 all commands ran and every expect held; 1 a command or an expectation failed; "
            + "2 usage error; 130 interrupted.",
        subcommands: [Play.self, LessonCommand.self])

    @OptionGroup var options: Options

    mutating func run() throws {
        let isTerminal = LineEditor.isTerminal(0)
        let style = options.style(color: isTerminal && LineEditor.isTerminal(1) && getenv("NO_COLOR") == nil)
        let session = options.session()
        try loadScene(options.scene, into: session, style: style)
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
            if options.scene == nil { print("StackLab — type `help` for a tour, Ctrl-D to leave.") }
            // Leaving the prompt (Ctrl-D, quit) is a success whatever failed on the way.
            _ = interactive(session, editor, style: style, live: options.live)
        } else {
            let feeder = ScriptFeeder(session: session, file: "<stdin>", echo: !options.quiet, style: style)
            let r = replay(feeder, lines: { Swift.readLine(strippingNewline: true) }, bail: options.bail,
                           quiet: options.quiet, live: options.live && LineEditor.isTerminal(1))
            if r.failed { throw ExitCode(1) }
        }
    }
}

func loadScene(_ scene: String?, into session: Session, style: OutputStyle) throws {
    guard let scene else { return }
    let r = session.run("load \(quoted(scene))", style: style)
    print(r.output)
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
        let style = options.style(color: false)
        var session = options.session()
        try loadScene(options.scene, into: session, style: style)
        let live = options.live && LineEditor.isTerminal(1)
        var failed = false
        for (index, file) in files.enumerated() {
            if index > 0 && !sharedScene {
                session = options.session()
                try loadScene(options.scene, into: session, style: style)
            }
            let r: (failed: Bool, stop: Bool)
            if file == "-" {
                let feeder = ScriptFeeder(session: session, file: "<stdin>", echo: !options.quiet, style: style)
                r = replay(feeder, lines: { Swift.readLine(strippingNewline: true) }, bail: options.bail,
                           quiet: options.quiet, live: live)
            } else {
                let text: String
                do { text = try LocalFileSystem().read(file) } catch {
                    warn("cannot read \(file): \(error)")
                    throw ExitCode(2)
                }
                var lines = text.components(separatedBy: "\n")
                if lines.last == "" { lines.removeLast() }
                var iterator = lines.makeIterator()
                let feeder = ScriptFeeder(session: session, file: file, echo: !options.quiet, style: style)
                r = replay(feeder, lines: { iterator.next() }, bail: options.bail, quiet: options.quiet, live: live)
            }
            if r.failed { failed = true }
            if r.stop { break }
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
