// The session's own commands: help, history, undo and redo, files.
// One type per command: its syntax and what it does with the session.
import CommandLanguage


enum HelpCommand: SessionCommand {
    static let spec = CommandSpec(
        "help", topic: .session,
        summary: "List the commands, or show one command's help.",
        usage: ["help [COMMAND]"],
        help: """
            Examples:
              help
              help stack
            """,
        pattern: [.optional([.name("COMMAND", .command)])],
        allowedInBlock: false, changesScene: false)
    static let pagesItsAnswer = true

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.ok(s.helpText(c.argument("COMMAND")?.value.text))
    }
}

enum UndoCommand: SessionCommand {
    static let spec = CommandSpec(
        "undo", topic: .session,
        summary: "Undo the last command that changed the scene.",
        usage: ["undo"],
        help: """
            Any number of steps; the exact earlier state comes back.

            Example:
              undo
            """,
        pattern: [], allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.revertLast(c, undo: true, style: style)
    }
}

enum RedoCommand: SessionCommand {
    static let spec = CommandSpec(
        "redo", topic: .session,
        summary: "Redo the last undone command.",
        usage: ["redo"],
        help: """
            Example:
              redo
            """,
        pattern: [], allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.revertLast(c, undo: false, style: style)
    }
}

/// `reset` is a scene command too: inside a loaded script it starts the
/// scene over within the load's transaction.
enum ResetCommand: SceneCommand {
    static let spec = CommandSpec(
        "reset", topic: .session,
        summary: "Start over: iphone8, portrait, an empty root.",
        usage: ["reset"],
        help: """
            Can be undone.

            Example:
              reset
            """,
        pattern: [], allowedInBlock: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.reset(style: style)
    }

    /// Inside a loaded script: a fresh scene, in the load's transaction.
    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        s.scene = Scene()
        return ""
    }
}

enum SaveCommand: SessionCommand {
    static let spec = CommandSpec(
        "save", topic: .session,
        summary: "Write a script that rebuilds the scene.",
        usage: ["save FILE"],
        help: """
            The script is minimal: the commands since the last reset that
            changed the scene, in your words and order, less failed, undone
            and inspecting ones, and less any whose effect was later undone
            (a hide then a show, a rotate turned back, a value set twice). It
            works from what each command sets, then replays the result once
            to check it gives the same scene (frames, properties, constraints,
            variations, scroll positions, the last animation); where it does
            not, the doubtful commands stay. Written atomically; `load FILE`
            in a fresh session gives the same dump.

            After `load FILE` (a lesson, say), the file is saved as it was
            read: its comments, `expect` lines and commands stay word for
            word, in place, and what you typed after it follows, minimised.
            Saving over the same file again loses nothing and doubles nothing.

            Example:
              save login.repl
            """,
        pattern: [.file("FILE")], allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.save(c, style: style)
    }
}

enum LoadCommand: SessionCommand {
    static let spec = CommandSpec(
        "load", topic: .session,
        summary: "Replay a script into the session.",
        usage: ["load FILE"],
        help: """
            Runs the file's commands as if typed; errors say FILE:LINE:COLUMN.

            Example:
              load lessons/001-login.repl
            """,
        pattern: [.file("FILE")], allowedInBlock: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.load(c, style: style)
    }
}

enum HistoryCommand: SessionCommand {
    static let spec = CommandSpec(
        "history", topic: .session,
        summary: "List the commands typed in this session.",
        usage: ["history [N]"],
        help: """
            Numbered, oldest first; with N only the last N. At a terminal a
            list taller than the window goes through the pager ($PAGER, else
            less -FRX).

            Examples:
              history
              history 5
            """,
        pattern: [.optional([.number("N", .wholeNumber(minimum: 1))])], allowedInBlock: false, changesScene: false)
    static let pagesItsAnswer = true

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        let all = s.inputHistory.enumerated().map { i, line in
            let n = String(i + 1)
            return String(repeating: " ", count: max(0, 4 - n.count)) + n + "  " + line
        }
        let last = c.argument("N")?.value.number.map { Int($0) } ?? all.count
        return s.ok(all.suffix(last).joined(separator: "\n"))
    }
}

enum QuitCommand: SessionCommand {
    static let spec = CommandSpec(
        "quit", aliases: ["exit"], topic: .session,
        summary: "Leave stacklab (Ctrl-D does too).",
        usage: ["quit"],
        help: """
            Example:
              quit
            """,
        pattern: [], allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        RunResult(quit: true)
    }
}
