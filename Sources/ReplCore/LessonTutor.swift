// A lesson at the prompt: `lesson start ID` sets the scene up and shows the
// goal (the target picture beside the current one, and the checks in
// words); after every command the goal is checked quietly, and reaching it
// says so once, with the explanation and the next lesson. `hint`,
// `solution`, `lesson reset|next|stop|list`. Progress (solved, hints taken,
// solution shown) is saved beside the history file after every change.
import CommandLanguage
import Lessons
import SceneModel
import TerminalText

public final class LessonTutor {
    /// The lessons offered, in course order.
    public let lessons: [Lesson]
    public private(set) var progress: LessonProgress
    /// The lesson being played, if any.
    public private(set) var active: Lesson?
    /// How many of the active lesson's hints were shown.
    private(set) var hintsShown = 0
    /// The page's lesson targets (Session+Page.swift): a server gives all
    /// its pages one.
    public var targets = LessonTargets()
    /// Whether `lesson start`, `goal` and `lesson next` draw the target and
    /// the scene as text, and `lesson start` lists the checks; the page
    /// shows both itself (the target beside the scene, the live checklist)
    /// and turns this off.
    public var drawsPictures = true
    /// The goal's checks judged after the last input (``afterCommand(in:changed:)``),
    /// for the page to show without judging them again; nil when no lesson
    /// is active.
    public private(set) var lastChecks: [GoalCheck]?
    /// Whether the active lesson's goal was announced as reached.
    private var announced = false
    /// Where progress is kept (nil: not kept).
    let progressPath: String?
    let fileSystem: FileSystem
    /// Now, as progress records it (tests give a fixed one).
    public var clock: () -> String = { LessonProgress.timestamp() }

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
        let groups = progress.listingGroups(lessons, width: width.map { $0 - 2 })
        return zip(lessons, groups).flatMap { l, group in
            group.enumerated().map { i, line in (i == 0 && l.id == active?.id ? "▶ " : "  ") + line }
        }.joined(separator: "\n")
    }

    /// `lesson start ID`: a fresh scene with the lesson's setup, then the
    /// introduction and the goal.
    public func start(_ id: String, in session: Session) throws(Diagnostic) -> String {
        guard let lesson = lessons.first(where: { $0.id == id }) else {
            throw Diagnostic("unknown lesson '\(id)'", at: SourceLocation(line: 1, column: 1),
                             suggestions: Suggestions.closest(to: id, among: lessons.map(\.id)))
        }
        active = nil  // no goal checks while the scene is set up
        if let error = setUp(lesson, in: session) {
            throw Diagnostic("lesson \(id) cannot be set up: \(error)", at: SourceLocation(line: 1, column: 1))
        }
        active = lesson
        hintsShown = 0
        announced = false
        return opening(lesson, in: session)
    }

    /// `hint`: the next hint (they get more explicit).
    public func hint(in session: Session) throws(Diagnostic) -> String {
        let lesson = try requireActive("hint")
        guard hintsShown < lesson.hints.count else {
            return "no more hints (\(lesson.hints.count) shown); `solution` shows an answer"
        }
        hintsShown += 1
        progress[lesson.id].hints = max(progress[lesson.id].hints, hintsShown)
        progress[lesson.id].at = clock()
        save()
        var lines = folded("hint \(hintsShown) of \(lesson.hints.count): \(lesson.hints[hintsShown - 1])",
                           to: session.terminalColumns, indent: 2)
        // And what the first check not holding differs by, from `explain`
        // on the learner's scene.
        let checks = session.checkGoal(lesson)
        if let miss = checks.first(where: { !$0.holds }) {
            let d = session.difference(miss, among: checks)
            let width = session.terminalColumns
            // (A difference that is only a reason comes after the check's own words.)
            let numbers = d.first.flatMap { $0.hasPrefix("why: ") ? nil : $0 }
            lines += folded("in your scene: " + (numbers ?? miss.failure ?? ""), to: width, indent: 2)
            for l in numbers == nil ? d[...] : d.dropFirst() { lines += folded("  " + l, to: width, indent: 4) }
        }
        return lines.joined(separator: "\n")
    }

    /// `solution`: the stored answer, one command per line; the lesson is
    /// then not counted as solved.
    public func solution() throws(Diagnostic) -> String {
        let lesson = try requireActive("solution")
        progress[lesson.id].revealed = true
        progress[lesson.id].at = clock()
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
        return "lesson \(lesson.id) starts over (`undo` brings your scene back)\n"
            + checkLines(lesson, in: session).joined(separator: "\n")
    }

    /// `lesson next`: the next lesson (after the active one, else the first
    /// one not solved).
    public func next(in session: Session) throws(Diagnostic) -> String {
        let id: String?
        if let active { id = active.next } else {
            id = lessons.first { !progress[$0.id].solved }?.id
        }
        guard let id, lessons.contains(where: { $0.id == id }) else {
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

    /// Checks the goal after an input: the announcement the first time it
    /// holds; otherwise, when the input changed the scene (`changed`), the
    /// goal line (``goalLine(_:width:)``); else nil. Reaching the goal
    /// counts the lesson as solved unless its solution was shown.
    public func afterCommand(in session: Session, changed: Bool = true) -> String? {
        lastChecks = nil
        guard let lesson = active else { return nil }
        let checks = session.checkGoal(lesson)
        lastChecks = checks
        guard checks.allSatisfy(\.holds) else {
            return changed ? Self.goalLine(checks, width: session.terminalColumns, in: session) : nil
        }
        guard !announced else { return changed ? Self.goalLine(checks, width: session.terminalColumns, in: session) : nil }
        announced = true
        var record = progress[lesson.id]
        let counted = !record.revealed
        let now = clock()
        if counted, !record.solved {
            record.solved = true
            record.solvedAt = now
        }
        record.at = now
        progress[lesson.id] = record
        save()
        let width = session.terminalColumns
        let reached = wrapped("goal reached: \(lesson.goalText)" + (counted ? "" : " (not counted: the solution was shown)"), to: width)
        // The lesson's own words explain the stored solution; what explains
        // the learner's scene comes from `explain` on it.
        let rule = wrapped("the rule, as the stored solution shows it: " + lesson.explanation.split(separator: "\n").joined(separator: " "), to: width)
        var mine: [String] = []
        let why = session.sceneExplanation(checks)
        if !why.isEmpty {
            mine.append("in your scene:")
            for l in why { mine += folded("  " + l, to: width, indent: 4) }
        }
        var cited: [String] = []
        for c in lesson.citations { cited += folded("people hit this: " + c, to: width, indent: 2) }
        let onward: [String]
        if let next = lesson.next, let n = lessons.first(where: { $0.id == next }) {
            onward = wrapped("next: \(n.id), \(n.title): `lesson next`", to: width)
        } else {
            onward = wrapped("that was the last lesson of this path; `lesson list` shows them all", to: width)
        }
        var lines = reached + rule + mine + cited + onward
        // In a short terminal "goal reached" must not scroll away: the
        // rule goes first, then the citations, then reasons from the end.
        if let rows = session.terminalRows, lines.count > rows - 1 {
            lines = reached + mine + onward
            while lines.count > rows - 1, mine.count > 1 {
                mine.removeLast()
                lines = reached + mine + onward
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The line said after each change: `goal: 2 of 3 ✓ — b.axis is
    /// horizontal, wanted vertical` (what the first check not holding
    /// misses), within `width` columns.
    public static func goalLine(_ checks: [GoalCheck], width: Int, in session: Session? = nil) -> String {
        let holding = checks.filter(\.holds).count
        let line = "goal: \(holding) of \(checks.count) ✓"
        guard let miss = checks.first(where: { !$0.holds }), let why = miss.failure else { return line }
        // Whole, when it fits; else what differs in numbers, then the first
        // number alone, then a shorter head: the first that fits.
        var candidates = [line + " — " + why]
        if let session {
            if let numbers = session.differenceInNumbers(miss, among: checks)?.0 { candidates.append(line + " — " + numbers) }
            if let one = session.differenceInNumbers(miss, among: checks, compact: true)?.0 {
                candidates.append(line + " — " + one)
                candidates.append("goal \(holding)/\(checks.count) ✓ — " + one)
            }
        }
        return truncated(candidates.first { displayWidth($0) <= width } ?? candidates.last!, to: max(20, width))
    }

    /// `check`: each check of the goal, ✓ or ✗ with the value now beside
    /// the one wanted, and which of the learner's views plays each role.
    public func check(in session: Session) throws(Diagnostic) -> String {
        let lesson = try requireActive("check")
        return checkLines(lesson, in: session).joined(separator: "\n")
    }

    /// `goal`: the goal in words, the checks, and the target picture beside
    /// the scene now.
    public func showGoal(in session: Session) throws(Diagnostic) -> String {
        let lesson = try requireActive("goal")
        return goal(in: session, lesson: lesson)
    }

    func checkLines(_ lesson: Lesson, in session: Session) -> [String] {
        let checks = session.checkGoal(lesson)
        let width = session.terminalColumns
        var lines = ["goal: \(checks.filter(\.holds).count) of \(checks.count) ✓"]
        let bound = session.bindRoles(lesson)
        for role in lesson.roles {
            let who: String
            switch bound[role.name] {
            case .view(let name)?: who = name == role.name ? "your \(name)" : "your \(name) (\(role.name) in the solution)"
            case .missing(let why)?: who = "none yet: \(why)"
            case nil: who = "none yet"
            }
            lines += folded("  \(role.description): \(who)", to: width, indent: 4)
        }
        for c in checks {
            lines += folded("  " + c.line, to: width, indent: 4)
            for d in session.difference(c, among: checks) { lines += folded("      " + d, to: width, indent: 8) }
        }
        return lines
    }

    // MARK: Helpers

    /// The goal: the target picture beside the current one, then its words
    /// and each check (✓ holds, ✗ not yet, with both values), last, so the
    /// goal is what stays on screen above the prompt.
    func goal(in session: Session, lesson: Lesson) -> String {
        let width = session.terminalColumns
        var lines = pictures(lesson, in: session)
        lines += wrapped("goal: \(lesson.goalText)", to: width)
        lines += checkLines(lesson, in: session)
        return lines.joined(separator: "\n")
    }

    /// `lesson start`/`next`: the title, the introduction, the pictures and
    /// the goal with its checks, within the terminal's rows when they are
    /// known: the pictures are left out first, then the checks become one
    /// line, so the goal is never scrolled away (the introduction may be).
    func opening(_ lesson: Lesson, in session: Session) -> String {
        let width = session.terminalColumns
        var head = wrapped("lesson \(lesson.id): \(lesson.title) (\(lesson.source))", to: width) + [""]
        head += lesson.intro.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init).reduce(into: [String]()) { paragraphs, line in
                if line.isEmpty || paragraphs.isEmpty { paragraphs.append(line) } else {
                    paragraphs[paragraphs.count - 1] += (paragraphs[paragraphs.count - 1].isEmpty ? "" : " ") + line
                }
            }.flatMap { $0.isEmpty ? [""] : wrapped($0, to: width) }
        let goalWords = wrapped("goal: \(lesson.goalText)", to: width)
        let checks = drawsPictures ? checkLines(lesson, in: session) : []
        let drawn = pictures(lesson, in: session)
        let tail = wrapped("Type commands to reach the goal; `goal` shows it again, `check` the checks, `hint` helps.", to: width)
        guard let rows = session.terminalRows, !checks.isEmpty else {
            return (head + [""] + drawn + goalWords + checks + tail).joined(separator: "\n")
        }
        // The prompt takes a row.
        let room = rows - 1
        let intro = head.count + 1
        if intro + drawn.count + goalWords.count + checks.count + tail.count <= room {
            return (head + [""] + drawn + goalWords + checks + tail).joined(separator: "\n")
        }
        let short = wrapped(checks[0] + " — `check` lists them, `goal` draws the target", to: width)
        if intro + drawn.count + goalWords.count + short.count <= room {
            return (head + [""] + drawn + goalWords + short).joined(separator: "\n")
        }
        if intro + goalWords.count + checks.count + tail.count <= room {
            return (head + [""] + goalWords + checks + tail).joined(separator: "\n")
        }
        return (head + [""] + goalWords + short).joined(separator: "\n")
    }

    /// The target beside the scene as text lines (none when ``drawsPictures``
    /// is off).
    func pictures(_ lesson: Lesson, in session: Session) -> [String] {
        guard drawsPictures else { return [] }
        return sideBySide(target(lesson, columns: session.terminalColumns), now: session, lesson: lesson)
            .split(separator: "\n").map(String.init)
    }

    /// The target scene: the setup and the solution in a fresh session.
    func target(_ lesson: Lesson, columns: Int) -> Session {
        let s = Session()
        s.terminalColumns = Self.half(columns)
        _ = s.runLessonScript(lesson.setup)
        _ = s.runLessonScript(lesson.solution)
        return s
    }

    /// Each picture's width beside the other, 3 columns apart.
    static func half(_ columns: Int) -> Int { max(12, (columns - 3) / 2) }

    /// Two pictures side by side, `target` on the left, titled, drawn at
    /// one scale (the points per column that fits the larger screen of the
    /// two in half the width and in the rows allowed), the views the
    /// failing checks speak of marked `✗` in both: in the target the
    /// solution's views, in the current one the learner's.
    func sideBySide(_ target: Session, now: Session, lesson: Lesson) -> String {
        let half = Self.half(now.terminalColumns)
        let rows = max(8, min(24, (now.terminalRows ?? 40) / 2))
        let a = target.window.screen.bounds.size, b = now.window.screen.bounds.size
        let pointsPerColumn = max(max(a.width, b.width) / Double(half - 1),
                                  max(a.height, b.height) / Double(2 * (rows - 1)))
        let mine = now.checkGoal(lesson), theirs = target.checkGoal(lesson)
        var markedNow: Set<String> = [], markedTarget: Set<String> = []
        for (i, c) in mine.enumerated() where !c.holds {
            if let s = c.subject { markedNow.insert(s) }
            if i < theirs.count, let s = theirs[i].subject { markedTarget.insert(s) }
        }
        let saved = now.terminalColumns
        now.terminalColumns = half
        defer { now.terminalColumns = saved }
        // The pictures side by side; their legends (and what is off the
        // screen) below both, the whole width, so they do not fold into a
        // narrow column at 40.
        func split(_ text: String) -> (picture: [String], notes: [String]) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let end = lines.lastIndex(where: { $0.hasPrefix("╰") }) else { return (lines, []) }
            return (Array(lines[...end]), Array(lines[(end + 1)...]))
        }
        let (leftPicture, leftNotes) = split(target.render(
            cellsPerPoint: 1 / pointsPerColumn, marked: markedTarget, notesWidth: saved, legendLabel: "target legend"))
        let (rightPicture, rightNotes) = split(now.render(
            cellsPerPoint: 1 / pointsPerColumn, marked: markedNow, notesWidth: saved, legendLabel: "now legend"))
        let left = ["target"] + leftPicture
        let right = ["now" + (markedNow.isEmpty ? "" : " (✗ differs)")] + rightPicture
        let width = left.map(displayWidth).max() ?? 0
        return ((0..<max(left.count, right.count)).map { i in
            let l = i < left.count ? left[i] : ""
            let r = i < right.count ? right[i] : ""
            return padRight(l, to: width) + "   " + r
        } + leftNotes + rightNotes).map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
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
