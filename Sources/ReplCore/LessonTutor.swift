// A lesson at the prompt: `lesson start ID` sets the scene up and shows the
// goal (the target picture beside the current one, and the checks in
// words); after every command the goal is checked quietly, and reaching it
// says so once, with the explanation and the next lesson. `hint`,
// `solution`, `lesson reset|next|stop|list`. Progress (solved, hints taken,
// solution shown) is saved beside the history file after every change.
import CommandLanguage
import Lessons
import TerminalText

public final class LessonTutor {
    /// The lessons offered, in course order.
    public let lessons: [Lesson]
    public private(set) var progress: LessonProgress
    /// The lesson being played, if any.
    public private(set) var active: Lesson?
    /// How many of the active lesson's hints were shown.
    private var hintsShown = 0
    /// Whether the active lesson's goal was announced as reached.
    private var announced = false
    /// Where progress is kept (nil: not kept).
    let progressPath: String?
    let fileSystem: FileSystem

    /// - Parameters:
    ///   - progressPath: The progress file (``LessonProgress/path(besideHistory:)``);
    ///     read now, written after every change. Nil keeps progress in memory.
    public init(lessons: [Lesson], progressPath: String?, fileSystem: FileSystem = LocalFileSystem()) {
        self.lessons = lessons
        self.progressPath = progressPath
        self.fileSystem = fileSystem
        if let progressPath, let text = try? fileSystem.read(progressPath) {
            progress = LessonProgress(text: text)
        } else {
            progress = LessonProgress()
        }
    }

    // MARK: Commands

    /// `lesson list`: one line per lesson, `ID  title  source  status`, the
    /// active one marked, each line within `width` columns.
    public func list(width: Int? = nil) -> String {
        let lines = progress.listing(lessons, width: width.map { $0 - 2 })
        return zip(lessons, lines).map { l, line in (l.id == active?.id ? "▶ " : "  ") + line }
            .joined(separator: "\n")
    }

    /// `lesson start ID`: a fresh scene with the lesson's setup, then the
    /// introduction and the goal.
    public func start(_ id: String, in session: Session) throws(Diagnostic) -> String {
        guard let lesson = lessons.first(where: { $0.id == id }) else {
            throw Diagnostic("unknown lesson '\(id)'", at: SourceLocation(line: 1, column: 1),
                             suggestions: Suggestions.closest(to: id, among: lessons.map(\.id)))
        }
        if let why = lesson.pending {
            throw Diagnostic("lesson \(id) is pending: \(why)", at: SourceLocation(line: 1, column: 1),
                             hint: "`lesson list` shows the lessons ready to play")
        }
        active = nil  // no goal checks while the scene is set up
        if let error = setUp(lesson, in: session) {
            throw Diagnostic("lesson \(id) cannot be set up: \(error)", at: SourceLocation(line: 1, column: 1))
        }
        active = lesson
        hintsShown = 0
        announced = false
        let header = "lesson \(lesson.id): \(lesson.title) (\(lesson.source))"
        return [header, "", lesson.intro, "", goal(in: session),
                "Type commands to reach the goal; `hint` helps, `lesson reset` starts over, `lesson stop` leaves."]
            .joined(separator: "\n")
    }

    /// `hint`: the next hint (they get more explicit).
    public func hint() throws(Diagnostic) -> String {
        let lesson = try requireActive("hint")
        guard hintsShown < lesson.hints.count else {
            return "no more hints (\(lesson.hints.count) shown); `solution` shows an answer"
        }
        hintsShown += 1
        progress[lesson.id].hints = max(progress[lesson.id].hints, hintsShown)
        save()
        return "hint \(hintsShown) of \(lesson.hints.count): \(lesson.hints[hintsShown - 1])"
    }

    /// `solution`: the stored answer, one command per line; the lesson is
    /// then not counted as solved.
    public func solution() throws(Diagnostic) -> String {
        let lesson = try requireActive("solution")
        progress[lesson.id].revealed = true
        save()
        return (["a solution (this lesson now counts as shown, not solved; any answer that reaches the goal is right):"]
            + lesson.solution.commandLines.map { "  " + $0 }).joined(separator: "\n")
    }

    /// `lesson reset`: the lesson's scene as it started.
    public func reset(in session: Session) throws(Diagnostic) -> String {
        let lesson = try requireActive("lesson reset")
        active = nil  // no goal checks while the scene is set up
        let error = setUp(lesson, in: session)
        active = lesson
        if let error {
            throw Diagnostic("lesson \(lesson.id) cannot be set up: \(error)", at: SourceLocation(line: 1, column: 1))
        }
        announced = false
        return "lesson \(lesson.id) starts over (`undo` brings your scene back)\n" + goal(in: session)
    }

    /// `lesson next`: the next lesson (after the active one, else the first
    /// one not solved).
    public func next(in session: Session) throws(Diagnostic) -> String {
        let id: String?
        if let active { id = active.next } else {
            id = lessons.first { $0.pending == nil && !progress[$0.id].solved }?.id
        }
        guard let id, lessons.contains(where: { $0.id == id && $0.pending == nil }) else {
            throw Diagnostic("there is no next lesson", at: SourceLocation(line: 1, column: 1),
                             hint: "`lesson list` shows them all")
        }
        return try start(id, in: session)
    }

    /// `lesson stop`: back to a free session; the scene stays.
    public func stop() throws(Diagnostic) -> String {
        let lesson = try requireActive("lesson stop")
        active = nil
        return "left lesson \(lesson.id); the scene stays as it is"
    }

    // MARK: After every command

    /// Checks the goal quietly after a command: the announcement the first
    /// time it holds, else nil. Reaching the goal counts the lesson as
    /// solved unless its solution was shown.
    public func afterCommand(in session: Session) -> String? {
        guard let lesson = active, !announced, session.reachesGoal(lesson) else { return nil }
        announced = true
        var record = progress[lesson.id]
        let counted = !record.revealed
        if counted { record.solved = true }
        progress[lesson.id] = record
        save()
        var lines = ["goal reached: \(lesson.goalText)" + (counted ? "" : " (not counted: the solution was shown)"),
                     lesson.explanation]
        if let next = lesson.next, let n = lessons.first(where: { $0.id == next }) {
            lines.append("next: \(n.id), \(n.title): `lesson next`")
        } else {
            lines.append("that was the last lesson of this path; `lesson list` shows them all")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Helpers

    /// The goal: its words, each check (✓ holds, · not yet), and the target
    /// picture (the scene the solution makes) beside the current one.
    func goal(in session: Session) -> String {
        guard let lesson = active else { return "" }
        var lines = ["goal: \(lesson.goalText)"]
        for c in session.checkGoal(lesson) { lines.append("  \(c.holds ? "✓" : "·") \(c.words)") }
        lines.append(sideBySide(target(lesson, columns: session.terminalColumns), now: session))
        return lines.joined(separator: "\n")
    }

    /// The target scene's picture: the setup and the solution in a fresh session.
    func target(_ lesson: Lesson, columns: Int) -> Session {
        let s = Session()
        s.terminalColumns = max(20, (columns - 3) / 2)
        _ = s.runLessonScript(lesson.setup)
        _ = s.runLessonScript(lesson.solution)
        return s
    }

    /// Two pictures side by side, `target` on the left, titled.
    func sideBySide(_ target: Session, now: Session) -> String {
        let half = target.terminalColumns
        let saved = now.terminalColumns
        now.terminalColumns = half
        defer { now.terminalColumns = saved }
        let left = ["target"] + target.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let right = ["now"] + now.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let width = left.map(displayWidth).max() ?? 0
        return (0..<max(left.count, right.count)).map { i in
            let l = i < left.count ? left[i] : ""
            let r = i < right.count ? right[i] : ""
            return padRight(l, to: width) + "   " + r
        }.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    /// A fresh scene with the lesson's setup (one step of undo); the error
    /// that stopped it, or nil.
    func setUp(_ lesson: Lesson, in session: Session) -> String? {
        session.setUpLesson(lesson)
    }

    private func requireActive(_ command: String) throws(Diagnostic) -> Lesson {
        guard let active else {
            throw Diagnostic("`\(command)` needs a lesson", at: SourceLocation(line: 1, column: 1),
                             hint: "start one with `lesson start ID` (`lesson list` shows them)")
        }
        return active
    }

    private func save() {
        guard let progressPath else { return }
        try? fileSystem.writeAtomically(progressPath, progress.text)
    }
}
