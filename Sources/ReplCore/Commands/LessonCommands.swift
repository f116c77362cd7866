// The lesson commands of the prompt: `lesson list|start|reset|next|stop`,
// `hint`, `solution`. One type per command; LessonTutor.swift does the work.
import CommandLanguage
import Lessons

enum LessonCommand: SessionCommand {
    static let spec = CommandSpec(
        "lesson", topic: .session,
        summary: "Play a lesson: list, start ID, reset, next, stop.",
        usage: ["lesson list", "lesson start ID", "lesson reset", "lesson next", "lesson stop"],
        help: """
            A lesson sets up a scene and gives a goal: a target picture and
            checks on the layout. Any commands that make the checks hold reach
            it; after every command the goal is checked and `goal reached` is
            said once. `hint` gives the next hint, `solution` shows an answer
            (the lesson then counts as shown, not solved). `lesson reset`
            starts the lesson over, `lesson next` goes on, `lesson stop`
            leaves it (the scene stays). Progress is kept beside the history
            file and shown by `lesson list`.

            Examples:
              lesson list
              lesson start seed000-rows
            """,
        forms: [
            CommandForm("list", [.keyword("list")]),
            CommandForm("start", [.keyword("start"), .choice("ID", LessonCatalogue.builtInIDs)]),
            CommandForm("reset", [.keyword("reset")]),
            CommandForm("next", [.keyword("next")]),
            CommandForm("stop", [.keyword("stop")]),
        ],
        allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.lessonCommand(c, style: style)
    }
}

enum HintCommand: SessionCommand {
    static let spec = CommandSpec(
        "hint", topic: .session,
        summary: "The lesson's next hint.",
        usage: ["hint"],
        help: """
            Hints get more explicit; the last one is nearly the answer.

            Example:
              hint
            """,
        pattern: [], allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.lessonCommand(c, style: style)
    }
}

enum SolutionCommand: SessionCommand {
    static let spec = CommandSpec(
        "solution", topic: .session,
        summary: "Show an answer to the lesson (it then counts as shown, not solved).",
        usage: ["solution"],
        help: """
            Prints the lesson's stored solution, one command per line. It is
            one answer among many: the goal is checked on the scene.

            Example:
              solution
            """,
        pattern: [], allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.lessonCommand(c, style: style)
    }
}

extension Session {
    /// Runs `lesson …`, `hint` and `solution` through the tutor (made on
    /// first use with the built-in catalogue and no progress file, unless
    /// the executable gave one).
    func lessonCommand(_ c: ParsedCommand, style: OutputStyle) -> RunResult {
        if tutor == nil {
            tutor = LessonTutor(lessons: (try? LessonCatalogue.builtIn()) ?? [], progressPath: nil, fileSystem: fileSystem)
        }
        let tutor = tutor!
        do {
            switch (c.name, c.form) {
            case ("hint", _): return ok(try tutor.hint())
            case ("solution", _): return ok(try tutor.solution())
            case (_, "list"): return ok(tutor.list(width: terminalColumns))
            case (_, "start"): return ok(try tutor.start(c.argument("ID")?.value.text ?? "", in: self))
            case (_, "reset"): return ok(try tutor.reset(in: self))
            case (_, "next"): return ok(try tutor.next(in: self))
            default: return ok(try tutor.stop())
            }
        } catch {
            return bad(c.diagnostic(
                error.message, at: c.argument("ID")?.location ?? c.location, hint: error.hint,
                suggestions: error.suggestions), style)
        }
    }
}
