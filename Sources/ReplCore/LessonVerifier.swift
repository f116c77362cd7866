// `stacklab lesson verify`: every lesson proves its own goal. In a fresh
// session each, the setup must run and miss the goal, the solution and every
// alternative must reach it, and every wrong attempt must miss it. CI runs
// it, so a lesson can never reject its own answer.
import Lessons

/// The verdict on one lesson.
public struct LessonVerdict: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// Everything held; what was run.
        case verified(String)
        /// What went wrong, one line (then details).
        case failed(String)
    }
    public var id: String
    public var outcome: Outcome

    /// One line: `ok       ID  what` or `FAILED   ID  why`.
    public var line: String {
        let pad = id.padding(toLength: max(id.count, 26), withPad: " ", startingAt: 0)
        switch outcome {
        case .verified(let what): return "ok       \(pad)  \(what)"
        case .failed(let why): return "FAILED   \(pad)  \(why)"
        }
    }
}

public enum LessonVerifier {
    /// Verifies one lesson.
    public static func verify(_ lesson: Lesson) -> LessonVerdict {
        func failed(_ why: String) -> LessonVerdict { LessonVerdict(id: lesson.id, outcome: .failed(why)) }

        // A pitfall says where people hit it.
        if lesson.source.hasPrefix("pitfall"), lesson.citations.isEmpty {
            return failed("a pitfall lesson cites where people hit it: add `cite ADDRESS — what happened`")
        }

        // The setup runs and does not already reach the goal.
        let start = Session()
        if let error = start.runLessonScript(lesson.setup) { return failed("the setup fails: \(error)") }
        let atStart = start.checkGoal(lesson)
        if atStart.isEmpty { return failed("the goal has no checks") }
        if atStart.allSatisfy(\.holds) { return failed("the goal already holds after the setup alone") }

        // The solution and every alternative reach it.
        var answers = [("the solution", lesson.solution)]
        for (i, a) in lesson.alternatives.enumerated() {
            let name = lesson.alternatives.count == 1 ? "the alternative" : "alternative \(i + 1)"
            if a.commandLines == lesson.solution.commandLines { return failed("\(name) is the solution itself") }
            answers.append((name, a))
        }
        var bindings: [[String: RoleBinding]] = []
        for (name, script) in answers {
            let s = Session()
            _ = s.runLessonScript(lesson.setup)
            if let error = s.runLessonScript(script) { return failed("\(name) fails: \(error)") }
            if let miss = s.checkGoal(lesson).first(where: { !$0.holds }) {
                return failed("\(name) misses the goal: \(miss.failure ?? "")")
            }
            bindings.append(s.bindRoles(lesson))
        }
        // Roles are there so that any names pass: an alternative proves it
        // with names of its own.
        if !lesson.roles.isEmpty, bindings.dropFirst().allSatisfy({ $0 == bindings[0] }) {
            return failed("every alternative gives the roles the solution's names; give one names of its own")
        }

        // At least two mistakes, each a distinct misconception; every one
        // runs (a mistake in layout, not a typo) and misses the goal.
        if lesson.wrongAttempts.count < 2 {
            return failed("only \(lesson.wrongAttempts.count) wrong attempt; give at least two, each a distinct mistake")
        }
        for wrong in lesson.wrongAttempts {
            let s = Session()
            _ = s.runLessonScript(lesson.setup)
            if let error = s.runLessonScript(wrong.script) {
                return failed("the wrong attempt '\(wrong.name)' fails to run: \(error)")
            }
            if s.reachesGoal(lesson) { return failed("the wrong attempt '\(wrong.name)' reaches the goal") }
        }
        let alternatives = lesson.alternatives.count == 1 ? "1 alternative" : "\(lesson.alternatives.count) alternatives"
        let wrongs = lesson.wrongAttempts.count == 1 ? "1 wrong attempt" : "\(lesson.wrongAttempts.count) wrong attempts"
        return LessonVerdict(id: lesson.id, outcome: .verified("solution, \(alternatives), \(wrongs)"))
    }

    /// Verifies lessons in order; the report's lines and whether all held.
    public static func report(_ lessons: [Lesson]) -> (lines: [String], passed: Bool) {
        let verdicts = lessons.map(verify)
        var lines = verdicts.map(\.line)
        let failed = verdicts.filter { if case .failed = $0.outcome { true } else { false } }
        let verified = verdicts.count - failed.count
        if failed.isEmpty {
            let alternatives = lessons.map(\.alternatives.count).reduce(0, +)
            let wrongs = lessons.map(\.wrongAttempts.count).reduce(0, +)
            lines.append("\(verified) lesson\(verified == 1 ? "" : "s") verified (\(verified) solution\(verified == 1 ? "" : "s"), "
                + "\(alternatives) alternative\(alternatives == 1 ? "" : "s"), \(wrongs) wrong attempt\(wrongs == 1 ? "" : "s") "
                + "missing the goal)")
        } else {
            lines.append("\(failed.count) of \(verdicts.count) lessons failed: \(failed.map(\.id).joined(separator: ", "))")
        }
        return (lines, failed.isEmpty)
    }
}
