// A lesson: a small goal on a prepared scene, checked by its outcome.
// Pure data, parsed from a `.lesson` file (LessonParser.swift); running and
// checking it against a session is ReplCore's business (LessonCheck.swift).
import CommandLanguage

/// Lines of StackLab commands from a lesson file, kept as written (with
/// their indentation) so a diagnostic points at the file's own line and
/// column.
public struct LessonScript: Sendable, Equatable {
    /// The lesson file.
    public var file: String
    /// The file's line number of ``lines``' first element.
    public var firstLine: Int
    /// The raw lines, blank lines and comments included.
    public var lines: [String]

    public init(file: String, firstLine: Int, lines: [String]) {
        self.file = file
        self.firstLine = firstLine
        self.lines = lines
    }

    /// The script as one text, to parse with the file's line numbers;
    /// `{here}` stands for the lesson file's directory, so a lesson can
    /// start from a document shipped beside it (`open "{here}/settings.xib"`).
    public var text: String {
        let joined = lines.joined(separator: "\n")
        guard joined.contains("{here}") else { return joined }
        let here = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        return joined.split(separator: "{here}", omittingEmptySubsequences: false).joined(separator: here)
    }

    /// The commands one per line, as a learner would type them: indentation,
    /// blank lines and comment-only lines left out (a `{ … }` block spanning
    /// lines keeps its lines).
    public var commandLines: [String] {
        lines.map { $0.trimmingSpaces }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    public var isEmpty: Bool { commandLines.isEmpty }
}

/// A mistake learners make: commands that must not reach the goal.
public struct WrongAttempt: Sendable, Equatable {
    /// What the mistake is, in words (`wrong hides the label instead`).
    public var name: String
    public var script: LessonScript
}

/// A view a goal speaks of by what it is, not by its name: `role row2 =
/// heart.superview: the stack that holds heart and star`. Checks written
/// with `row2` judge whichever view of the learner's scene the path leads
/// to, whatever they called it (LessonCheck.swift binds it).
public struct LessonRole: Sendable, Equatable {
    /// One step from a view to another.
    public enum Step: Sendable, Equatable {
        /// The view's superview.
        case superview
        /// The stack's arranged view at an index; negative counts from the
        /// end (`-1` is the last).
        case arranged(Int)
    }
    /// The name the goal's checks use for it.
    public var name: String
    /// Where the path starts: a view the setup made, `root`, or an earlier role.
    public var start: String
    public var steps: [Step]
    /// In words, for the learner: `the stack that holds heart and star`.
    public var description: String
    /// The line of the `role` directive.
    public var line: Int

    public init(name: String, start: String, steps: [Step], description: String, line: Int) {
        self.name = name
        self.start = start
        self.steps = steps
        self.description = description
        self.line = line
    }

    /// The path as written: `heart.superview`, `stars.arranged[-1]`.
    public var path: String {
        start + steps.map { step in
            switch step {
            case .superview: return ".superview"
            case .arranged(let i): return ".arranged[\(i)]"
            }
        }.joined()
    }
}

/// One lesson of the catalogue (see README, "Teaching with StackLab").
public struct Lesson: Sendable, Equatable {
    /// Short, stable, used on the command line: `seed000-rows`.
    public var id: String
    public var title: String
    /// `seed 000` … `seed 004`, or `pitfall: …`.
    public var source: String
    /// Where people hit the pitfall, in the wild: an address and a few
    /// words each (`cite` lines; a pitfall lesson has at least one).
    public var citations: [String] = []
    /// The id of the lesson that follows, if any.
    public var next: String?
    /// Shown by `lesson start`.
    public var intro: String
    /// Run, quietly, before the learner types anything.
    public var setup: LessonScript
    /// The goal in words.
    public var goalText: String
    /// The views the goal speaks of by role, in the order declared.
    public var roles: [LessonRole] = []
    /// The outcome checks: `expect` commands; the goal is reached when all
    /// of them hold.
    public var goal: LessonScript
    /// Graduated: the first is a nudge, the last all but the answer.
    public var hints: [String]
    public var solution: LessonScript
    /// Other correct answers (at least one): the checker must accept them.
    public var alternatives: [LessonScript]
    public var wrongAttempts: [WrongAttempt]
    /// Shown when the goal is reached: why the layout is what it is.
    public var explanation: String
    /// Where the lesson was read from.
    public var file: String
    /// The line of `next` in the file (for diagnostics), 0 without one.
    public var nextLine: Int = 0
}

extension String {
    /// Without leading and trailing spaces and tabs (and a trailing `\r`),
    /// as lesson files and goal checks read their lines.
    public var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }
}
