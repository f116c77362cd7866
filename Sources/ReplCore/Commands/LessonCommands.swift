// The lesson commands of the prompt: `lesson list|start|reset|next|stop`,
// `goal`, `check`, `hint`, `solution`. One type per command; LessonTutor.swift does the work.
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
        forms: Action.allCases.map { action in
            action == .start
                ? CommandForm(action.rawValue, [.keyword(action.rawValue), .choice("ID", LessonCatalogue.builtInIDs)])
                : CommandForm(action.rawValue, [.keyword(action.rawValue)])
        },
        allowedInBlock: false, changesScene: false)

    /// The forms of `lesson`, each named by its keyword.
    enum Action: String, CaseIterable {
        case list, start, reset, next, stop
    }

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        // The grammar only yields the forms declared above, named by them.
        guard let action = Action(rawValue: c.form) else { preconditionFailure("lesson form \(c.form)") }
        return s.withTutor(c, style: style) { (tutor) throws(Diagnostic) in
            switch action {
            case .list: return tutor.list(width: s.terminalColumns)
            case .start: return try tutor.start(c.argument("ID")?.value.text ?? "", in: s)
            case .reset: return try tutor.reset(in: s)
            case .next: return try tutor.next(in: s)
            case .stop: return try tutor.stop()
            }
        }
    }
}

enum GoalCommand: SessionCommand {
    static let spec = CommandSpec(
        "goal", topic: .session,
        summary: "The lesson's goal again: the target beside your scene, the words, the checks.",
        usage: ["goal"],
        help: """
            Draws the target (the scene the stored solution makes) beside your
            scene, then the goal in words and every check: ✓ holds, ✗ does not
            yet, with the value now beside the one wanted. A check speaks of
            your views: a role ("the stack that holds heart and star") is
            whichever of your views plays it, whatever its name.

            Example:
              goal
            """,
        pattern: [], allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.withTutor(c, style: style) { (tutor) throws(Diagnostic) in try tutor.showGoal(in: s) }
    }
}

enum CheckCommand: SessionCommand {
    static let spec = CommandSpec(
        "check", topic: .session,
        summary: "In a lesson, the goal's checks; on an opened storyboard or xib, the frames that differ from IB's.",
        usage: ["check"],
        help: """
            In a lesson, prints the goal's checks alone (no pictures): how many
            hold, which of your views plays each role, and for each check the
            value now beside the one wanted. Nothing changes.

            On a scene opened from a storyboard or xib (`open FILE`), lays it
            out on the document's device and lists each view whose frame is
            more than 0.25 pt from the one Interface Builder recorded, as
            Xcode's misplaced-view warnings do, with `explain`'s reason; views
            IB itself marked misplaced or ambiguous are said so. Then
            `N views: M agree, K differ`. In replay a difference fails the run
            (exit 1); from the shell, `stacklab check FILE…` checks every root.

            The scene is measured as the canvas that recorded the frames
            measured, in a copy of the scene, and check says so when that
            changes anything: a document saved by Xcode 7 (no device, the
            600 × 600 Any × Any canvas) is compared as iOS 9 drew it, text
            styles a size smaller (Body 16 pt), and on a 1× screen (whole
            points) when none of its recorded frames has a fraction; one
            saved before Xcode 11 with rounded-rect text fields as iOS 12
            drew them, without iOS 13's 34-pt minimum; one saved before
            Xcode 12 in the system font as iOS 9–13 drew it (17 pt tracked
            -0.39 a glyph, not iOS 14's -0.43); one saved before Xcode 14
            with a notched iPhone's safe area 44 from the top (the iPhone
            11's 48 and the 12's 47 came later); one saved
            by Xcode 16.3 or later with a notched iPhone's own safe-area
            insets counted twice, as that canvas records them (59 + 59 at the
            top of an iPhone 15, 34 + 34 at the bottom, bars once; Xcode 26's
            navigation bar 54 tall). `open`, `frame` and the rest keep today's
            iPhone fonts (Body 17 pt) and insets.

            Example:
              check
            """,
        pattern: [], allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        if s.tutor?.active == nil { return s.checkDocument(c) }
        return s.withTutor(c, style: style) { (tutor) throws(Diagnostic) in try tutor.check(in: s) }
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
        s.withTutor(c, style: style) { (tutor) throws(Diagnostic) in try tutor.hint(in: s) }
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
        s.withTutor(c, style: style) { (tutor) throws(Diagnostic) in try tutor.solution() }
    }
}

extension Session {
    /// Runs `body` with the tutor (made on first use with the built-in
    /// catalogue and no progress file, unless the executable gave one); a
    /// tutor's error becomes the command's diagnostic, at the lesson's ID
    /// when the command names one.
    func withTutor(_ c: ParsedCommand, style: OutputStyle, _ body: (LessonTutor) throws(Diagnostic) -> String) -> RunResult {
        if tutor == nil {
            tutor = LessonTutor(lessons: (try? LessonCatalogue.builtIn()) ?? [], progressPath: nil, fileSystem: fileSystem)
        }
        do {
            return ok(try body(tutor!))
        } catch {
            return bad(c.diagnostic(
                error.message, at: c.argument("ID")?.location ?? c.location, hint: error.hint,
                suggestions: error.suggestions))
        }
    }
}
