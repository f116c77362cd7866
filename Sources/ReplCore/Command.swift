import CommandLanguage

/// One command of the REPL, declared once: its syntax and what it does.
///
/// ``spec`` — names, help, usage and the argument grammar — feeds parsing,
/// `help`, usage errors, Tab completion and "did you mean" (through
/// ``commandTable``); ``perform(_:in:style:)`` runs it. A command that
/// works on the scene is a ``SceneCommand`` and only writes ``SceneCommand/run(_:in:)``:
/// the session runs it inside a transaction (a failure rolls back, `undo`
/// takes it back) and reports what moved. A command that works on the
/// session itself (`undo`, `save`, `help`…) is a ``SessionCommand``.
///
/// Adding a command is writing one such type and listing it in
/// ``commandTypes``; dispatch goes through the type, so the compiler checks
/// that every command has its behaviour. `export swift` writes the scene
/// from the scene itself, and the session's animations through
/// ``uikitCode(_:_:)`` (and ``createsView(_:)``); `save` asks ``saveEffect(_:)``.
protocol Command: SendableMetatype {
    /// The command's syntax and help.
    static var spec: CommandSpec { get }
    /// Whether this use of the command makes a view (`export swift` starts
    /// an animated view that is made in the block at its starting frame).
    static func createsView(_ c: ParsedCommand) -> Bool
    /// What this use of the command does to the scene's state, for `save`'s
    /// structural minimisation (``SaveEffect``; `.other` keeps it).
    static func saveEffect(_ c: ParsedCommand) -> SaveEffect
    /// The command as UIKit statements, for `export swift`'s comments on
    /// the session's animations; nil when it has no direct UIKit form.
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]?
    /// Whether its answer may be long (`help`, `tree`, …): at a terminal
    /// the executable shows a long one through a pager (``Printed/page(_:)``).
    static var pagesItsAnswer: Bool { get }
    /// Runs the command typed at the prompt or read from a script.
    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult
}

/// A command that changes or reads the scene: it can run in a block and
/// in a loaded script.
protocol SceneCommand: Command {
    /// Does the command to the scene and returns what it prints (the change
    /// report is the session's). Throws with the scene possibly half
    /// changed: the transaction around it rolls back. Changes a view only
    /// after touching it (``Session/touch(_:)``).
    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String
}

/// A command that works on the session: its journal, files, help.
protocol SessionCommand: Command {}

extension Command {
    static var pagesItsAnswer: Bool { false }
    static func createsView(_ c: ParsedCommand) -> Bool { false }
    static func saveEffect(_ c: ParsedCommand) -> SaveEffect { .other }
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? { nil }
}

extension SceneCommand {
    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.perform(c, style: style) { () throws(CommandFailure) in try run(c, in: s) }
    }
}

/// The command types by name and alias (look-up only, never iterated).
let commandsByName: [String: any Command.Type] = {
    var byName: [String: any Command.Type] = [:]
    for type in commandTypes {
        for name in [type.spec.name] + type.spec.aliases { byName[name] = type }
    }
    return byName
}()
