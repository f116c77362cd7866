// A lesson against a session: its scripts run as typed commands, its goal
// judged on the scene (never on the commands typed, so any correct answer
// passes).
import CommandLanguage
import Lessons

/// One outcome check of a goal and whether it holds now.
public struct GoalCheck: Sendable, Equatable {
    /// The check as written, without `expect` (`row.frame == {{16, 20}, {343, 30}}`).
    public var words: String
    /// Why it does not hold (the `expect`'s message), nil when it holds.
    public var failure: String?
    public var holds: Bool { failure == nil }

    public init(words: String, failure: String?) {
        self.words = words
        self.failure = failure
    }
}

extension Session {
    /// Runs a lesson script as if typed (each command applied, undoable),
    /// with no change reports. Returns the first failure, rendered, or nil.
    public func runLessonScript(_ script: LessonScript) -> String? {
        guard !script.isEmpty else { return nil }
        let r = run(script.text, file: script.file, line: script.firstLine, style: OutputStyle(reportChanges: false))
        guard r.failed else { return nil }
        guard let d = r.diagnostics.first else { return r.output }
        return "\(d.location): \(d.severity.rawValue): \(d.message)"
    }

    /// At the prompt: a fresh scene and the lesson's setup, as one
    /// transaction (one step of undo, like `load`; `save` writes it as
    /// `reset` and the setup's commands), not in the learner's `history`.
    /// Returns the first failure, rendered, or nil (then nothing changed).
    func setUpLesson(_ lesson: Lesson) -> String? {
        var unit = ["reset"]
        let live = recordsLivePlaybacks
        recordsLivePlaybacks = false
        defer { recordsLivePlaybacks = live }
        let result = transact { () throws(CommandFailure) in
            scene = Scene()
            for result in grammar.parse(lesson.setup.text, file: lesson.setup.file, firstLine: lesson.setup.firstLine) {
                switch result {
                case .failure(let d): throw CommandFailure(diagnostic: d)
                case .success(let c):
                    _ = try execute(c)
                    if grammar.spec(named: c.name)?.changesScene ?? true { unit.append(c.text) }
                }
            }
        }
        switch result {
        case .failure(let failure): return failure.diagnostic.rendered()
        case .success(let (_, change)): journal(unit, change)
        }
        window.layoutIfNeeded()
        return nil
    }

    /// Every check of the lesson's goal, judged on the scene as it is now.
    /// Nothing changes and nothing is recorded.
    public func checkGoal(_ lesson: Lesson) -> [GoalCheck] {
        var checks: [GoalCheck] = []
        for result in grammar.parse(lesson.goal.text, file: lesson.goal.file, firstLine: lesson.goal.firstLine) {
            switch result {
            case .failure(let d):
                checks.append(GoalCheck(words: d.sourceLine?.trimmingSpaces ?? "?", failure: d.message))
            case .success(let c) where c.name != ExpectCommand.spec.name:
                checks.append(GoalCheck(words: c.text, failure: "a goal holds only `expect` checks"))
            case .success(let c):
                var words = c.text.trimmingSpaces
                if words.hasPrefix("expect ") { words = String(words.dropFirst("expect ".count)).trimmingSpaces }
                do {
                    _ = try execute(c)
                    checks.append(GoalCheck(words: words, failure: nil))
                } catch {
                    checks.append(GoalCheck(words: words, failure: error.diagnostic.message))
                }
            }
        }
        return checks
    }

    /// Whether every check of the goal holds.
    public func reachesGoal(_ lesson: Lesson) -> Bool { checkGoal(lesson).allSatisfy(\.holds) }
}
