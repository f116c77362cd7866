import Lessons
import ReplCore
import Testing

/// A lesson in a string: `a` (100 × 44) must end up in a stack at the top
/// left of the root view.
private func lesson(
    setup: String = "view a intrinsic=100x44", pending: String? = nil,
    solution: String = "stack s\n  add a to s; add s to root",
    alternative: String = "stack t\n  add t to root\n  add a to t",
    wrong: String = "stack s\n  add a to s",
    goal: String = "expect a.frame == {{0, 0}, {100, 44}}"
) throws -> Lesson {
    let text = """
        lesson demo-900
        title A demo
        source seed 000
        \(pending.map { "pending " + $0 } ?? "")
        intro
          Put a in a stack.
        setup
          \(setup)
        goal a in a stack at the top left
          \(goal)
        hint Make a stack.
        solution
          \(solution)
        alternative
          \(alternative)
        wrong forgets to add the stack
          \(wrong)
        explain
          Because.
        """
    return try LessonParser.parse(text, file: "demo.lesson")
}

@Suite struct LessonVerifierTests {
    @Test func aSoundLessonVerifies() throws {
        let v = LessonVerifier.verify(try lesson())
        #expect(v.outcome == .verified("solution, 1 alternative, 1 wrong attempt"))
        #expect(LessonVerifier.report([try lesson()]).lines.last == "1 lesson verified")
    }

    @Test func aSolutionThatMissesFails() throws {
        let v = LessonVerifier.verify(try lesson(goal: "expect a.frame == {{0, 0}, {100, 45}}"))
        #expect(v.outcome == .failed(
            "the solution misses the goal: expected a.frame == {{0, 0}, {100, 45}}, but it is {{0, 0}, {100, 44}}"))
        let r = LessonVerifier.report([try lesson(goal: "expect a.frame == {{0, 0}, {100, 45}}")])
        #expect(!r.passed)
        #expect(r.lines.last == "1 of 1 lessons failed: demo-900")
    }

    @Test func anAlternativeThatMissesFails() throws {
        let v = LessonVerifier.verify(try lesson(alternative: "stack t spacing=3\n  add t to root"))
        guard case .failed(let why) = v.outcome else { Issue.record("passed"); return }
        #expect(why.hasPrefix("the alternative misses the goal: expected a.frame"))
    }

    @Test func aWrongAttemptThatReachesTheGoalFails() throws {
        let v = LessonVerifier.verify(try lesson(wrong: "stack u\n  add a to u\n  add u to root"))
        #expect(v.outcome == .failed("the wrong attempt 'forgets to add the stack' reaches the goal"))
    }

    @Test func aWrongAttemptMustRun() throws {
        let v = LessonVerifier.verify(try lesson(wrong: "stak s"))
        guard case .failed(let why) = v.outcome else { Issue.record("passed"); return }
        #expect(why.hasPrefix("the wrong attempt 'forgets to add the stack' fails to run: demo.lesson:20:3: error: unknown command 'stak'"))
    }

    @Test func aGoalReachedBySetupFails() throws {
        let v = LessonVerifier.verify(try lesson(setup: "view a intrinsic=100x44; stack s; add a to s; add s to root"))
        #expect(v.outcome == .failed("the goal already holds after the setup alone"))
    }

    @Test func aFailingSolutionCommandIsReportedWithItsPlace() throws {
        let v = LessonVerifier.verify(try lesson(solution: "stack s\n  add b to s; add s to root"))
        guard case .failed(let why) = v.outcome else { Issue.record("passed"); return }
        #expect(why.hasPrefix("the solution fails: demo.lesson:14:7: error: unknown view 'b'"))
    }

    @Test func theAlternativeMayNotBeTheSolution() throws {
        let v = LessonVerifier.verify(try lesson(alternative: "stack s\n  add a to s; add s to root"))
        #expect(v.outcome == .failed("the alternative is the solution itself"))
    }

    @Test func pendingLessonsAreSkippedNotVerified() throws {
        let broken = try lesson(pending: "needs expect hidden", goal: "expect a.frame == {{0, 0}, {1, 1}}")
        let r = LessonVerifier.report([broken, try lesson()])
        #expect(r.passed)
        #expect(r.lines == [
            "pending  demo-900                    needs expect hidden",
            "ok       demo-900                    solution, 1 alternative, 1 wrong attempt",
            "1 lesson verified, 1 pending (skipped)",
        ])
    }

    @Test func goalChecksSayWhatFails() throws {
        let s = Session()
        let l = try lesson()
        _ = s.runLessonScript(l.setup)
        let checks = s.checkGoal(l)
        #expect(checks == [GoalCheck(
            words: "a.frame == {{0, 0}, {100, 44}}",
            failure: "expected a.frame == {{0, 0}, {100, 44}}, but it is {{0, 0}, {0, 0}}")])
        // Checking changes nothing and is not recorded.
        #expect(s.inputHistory == ["view a intrinsic=100x44"])
    }

    /// The catalogue shipped with StackLab: every lesson that is not
    /// pending verifies (what `stacklab lesson verify` runs in CI).
    @Test func theBuiltInCatalogueVerifies() throws {
        let lessons = try LessonCatalogue.builtIn()
        for lesson in lessons {
            let v = LessonVerifier.verify(lesson)
            if case .failed(let why) = v.outcome { Issue.record("\(lesson.id): \(why)") }
        }
    }
}
