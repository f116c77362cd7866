import Lessons
import ReplCore
import Testing

/// A lesson in a string: `a` (100 × 44) must end up in a stack at the top
/// left of the root view.
private func lesson(
    setup: String = "view a intrinsic=100x44",
    solution: String = "stack s\n  add a to s; add s to root",
    alternative: String = "stack t\n  add t to root\n  add a to t",
    wrong: String = "stack s\n  add a to s",
    goal: String = "expect a.frame == {{0, 0}, {100, 44}}",
    roles: String = ""
) throws -> Lesson {
    let text = """
        lesson demo-900
        title A demo
        source seed 000

        intro
          Put a in a stack.
        setup
          \(setup)\(roles.isEmpty ? "" : "\n" + roles)
        goal a in a stack at the top left
          \(goal)
        hint Make a stack.
        solution
          \(solution)
        alternative
          \(alternative)
        wrong forgets to add the stack
          \(wrong)
        wrong puts it in a plain view
          view box; add box to root; add a to box; constrain a.top == box.top + 1
        explain
          Because.
        """
    return try LessonParser.parse(text, file: "demo.lesson")
}

@Suite struct LessonVerifierTests {
    @Test func aSoundLessonVerifies() throws {
        let v = LessonVerifier.verify(try lesson())
        #expect(v.outcome == .verified("solution, 1 alternative, 2 wrong attempts"))
        #expect(LessonVerifier.report([try lesson()]).lines.last
            == "1 lesson verified (1 solution, 1 alternative, 2 wrong attempts missing the goal)")
    }

    @Test func aSolutionThatMissesFails() throws {
        let v = LessonVerifier.verify(try lesson(goal: "expect a.frame == {{0, 0}, {100, 45}}"))
        #expect(v.outcome == .failed(
            "the solution misses the goal: a.frame is {{0, 0}, {100, 44}}, wanted {{0, 0}, {100, 45}}"))
        let r = LessonVerifier.report([try lesson(goal: "expect a.frame == {{0, 0}, {100, 45}}")])
        #expect(!r.passed)
        #expect(r.lines.last == "1 of 1 lessons failed: demo-900")
    }

    @Test func anAlternativeThatMissesFails() throws {
        let v = LessonVerifier.verify(try lesson(alternative: "stack t spacing=3\n  add t to root"))
        guard case .failed(let why) = v.outcome else { Issue.record("passed"); return }
        #expect(why.hasPrefix("the alternative misses the goal: a.frame is {{0, 0}, {0, 0}}, wanted"))
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

    /// No lesson is skipped: a broken one fails the report.
    @Test func everyLessonIsVerified() throws {
        let broken = try lesson(goal: "expect a.frame == {{0, 0}, {1, 1}}")
        let r = LessonVerifier.report([try lesson(), broken])
        #expect(!r.passed)
        #expect(r.lines.first == "ok       demo-900                    solution, 1 alternative, 2 wrong attempts")
        #expect(r.lines.last == "1 of 2 lessons failed: demo-900")
        #expect(LessonVerifier.report([try lesson()]).lines.last
            == "1 lesson verified (1 solution, 1 alternative, 2 wrong attempts missing the goal)")
    }

    @Test func goalChecksSayWhatFails() throws {
        let s = Session()
        let l = try lesson()
        _ = s.runLessonScript(l.setup)
        let checks = s.checkGoal(l)
        #expect(checks.map(\.words) == ["a.frame == {{0, 0}, {100, 44}}"])
        #expect(checks.map(\.failure) == ["a.frame is {{0, 0}, {0, 0}}, wanted {{0, 0}, {100, 44}}"])
        #expect(checks.map(\.current) == ["{{0, 0}, {0, 0}}"])
        #expect(checks.map(\.wanted) == ["{{0, 0}, {100, 44}}"])
        #expect(checks.map(\.line) == ["✗ a.frame is {{0, 0}, {0, 0}}, wanted {{0, 0}, {100, 44}}"])
        // Checking changes nothing and is not recorded.
        #expect(s.inputHistory == ["view a intrinsic=100x44"])
    }

    @Test func aPitfallMustCiteWhereItIsHit() throws {
        var l = try lesson()
        l.source = "pitfall: demo"
        #expect(LessonVerifier.verify(l).outcome
            == .failed("a pitfall lesson cites where people hit it: add `cite ADDRESS — what happened`"))
        l.citations = ["https://example.org/demo — someone hit it"]
        #expect(LessonVerifier.verify(l).outcome == .verified("solution, 1 alternative, 2 wrong attempts"))
    }

    @Test func fewerThanTwoWrongAttemptsFail() throws {
        var l = try lesson()
        l.wrongAttempts.removeLast()
        #expect(LessonVerifier.verify(l).outcome == .failed("only 1 wrong attempt; give at least two, each a distinct mistake"))
    }

    @Test func anAlternativeMustGiveTheRolesNamesOfItsOwn() throws {
        let roles = "role holder = a.superview: the stack that holds a"
        let goal = "expect holder.frame == {{0, 0}, {100, 44}}"
        let same = try lesson(alternative: "stack s\n  add s to root\n  add a to s", goal: goal, roles: roles)
        #expect(LessonVerifier.verify(same).outcome
            == .failed("every alternative gives the roles the solution's names; give one names of its own"))
        let own = try lesson(alternative: "stack column\n  add column to root\n  add a to column", goal: goal, roles: roles)
        #expect(LessonVerifier.verify(own).outcome == .verified("solution, 1 alternative, 2 wrong attempts"))
    }

    @Test func aDifferenceTooSmallToDrawIsSaidInNumbersWithItsReason() throws {
        let l = try lesson(goal: "expect b.frame == {{120, 0}, {50, 44}}")
        let s = Session()
        _ = s.runLessonScript(l.setup)
        _ = s.run("view b intrinsic=50x44; stack s spacing=8; add a b to s; add s to root")
        let checks = s.checkGoal(l)
        #expect(s.difference(checks[0], among: checks) == [
            "b gap after a: 8 pt, wanted 20 pt", "why: x = 108 because it follows a after s's spacing 8"])
        _ = s.run("set s spacing=20; set b intrinsic=40x44")
        let again = s.checkGoal(l)
        #expect(s.difference(again[0], among: again) == [
            "b width: 40 pt, wanted 50 pt", "why: width = 40 because that is its content width (its hugging 250 and compression resistance 750 both hold)"])
        _ = s.run("set b intrinsic=50x44")
        #expect(s.difference(s.checkGoal(l)[0], among: []) == [])
    }

    @Test func aRoleIsWhicheverViewTheLearnerMadeForIt() throws {
        let l = try lesson(
            goal: "expect holder.frame == {{0, 0}, {100, 44}}\n  expect holder.axis == vertical",
            roles: "role holder = a.superview: the stack that holds a")
        let s = Session()
        _ = s.runLessonScript(l.setup)
        #expect(s.bindRoles(l) == ["holder": .missing("a is in no view yet")])
        #expect(s.checkGoal(l).map(\.failure) == [
            "no view is the stack that holds a yet (a is in no view yet)",
            "no view is the stack that holds a yet (a is in no view yet)"])
        // Any name: the learner's `column` plays the role.
        _ = s.run("stack column; add a to column; add column to root")
        #expect(s.bindRoles(l) == ["holder": .view("column")])
        #expect(s.checkGoal(l).map(\.line) == [
            "✓ column.frame == {{0, 0}, {100, 44}}", "✗ column.axis is horizontal, wanted vertical"])
        _ = s.run("set column axis=vertical")
        #expect(s.reachesGoal(l))
        // Another construction: the stack made inside another view's stack.
        let t = Session()
        _ = t.runLessonScript(l.setup)
        _ = t.run("stack outer axis=vertical; stack inner axis=vertical; add a to inner; add inner to outer; add outer to root")
        #expect(t.bindRoles(l) == ["holder": .view("inner")])
        #expect(t.reachesGoal(l))
    }

    @Test func aRolePathFollowsArrangedViewsAndEarlierRoles() throws {
        let l = try lesson(
            goal: "expect last.frame == {{100, 0}, {30, 44}}",
            roles: "role holder = a.superview: the stack that holds a\nrole last = holder.arranged[-1]: the stack's last view")
        let s = Session()
        _ = s.runLessonScript(l.setup)
        _ = s.run("stack row; add a to row; add row to root")
        #expect(s.bindRoles(l) == ["holder": .view("row"), "last": .view("a")])
        _ = s.run("view extra intrinsic=30x44; add extra to row")
        #expect(s.bindRoles(l) == ["holder": .view("row"), "last": .view("extra")])
        #expect(s.reachesGoal(l))
    }

    @Test func aCheckAfterRotateIsJudgedTurnedAndChangesNothing() throws {
        let l = try lesson(goal: "expect a.frame == {{0, 0}, {100, 44}}\n  after rotate expect root.frame == {{0, 0}, {667, 375}}")
        let s = Session()
        _ = s.runLessonScript(l.setup)
        _ = s.run("stack s; add a to s; add s to root")
        let checks = s.checkGoal(l)
        #expect(checks.map(\.line) == ["✓ a.frame == {{0, 0}, {100, 44}}", "✓ root.frame == {{0, 0}, {667, 375}} once turned"])
        // Still upright, and nothing to undo but the learner's commands.
        #expect(!s.run("expect root.frame == {{0, 0}, {375, 667}}").failed)
        #expect(s.run("undo").output.hasPrefix("undid: add s to root"))
        _ = s.run("redo")
        _ = s.run("rotate")
        #expect(s.checkGoal(l).map(\.failure) == [nil, "root.frame is {{0, 0}, {375, 667}} once turned, wanted {{0, 0}, {667, 375}}"])
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
