import Foundation
import TerminalText
import Testing

/// A learner plays a lesson in the real binary, in tmux: start, a wrong
/// try, a hint, a correct answer that is not the stored solution, "goal
/// reached", the next lesson, and the progress still there after a restart.
@Suite("a lesson played in a terminal (tmux)", .serialized)
struct LessonEndToEndTests {
    @Test func aLearnerPlaysALesson() throws {
        guard let bin = EndToEndTests.prerequisites() else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-lesson-e2e-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let history = dir.appendingPathComponent("history").path
        let env = "env STACKLAB_HISTORY=\(history) NO_COLOR=1 LANG=C.UTF-8 COLUMNS=120"

        let t = EndToEndTests.Terminal(command: "\(env) \(bin) --no-picture")
        t.wait("the prompt") { $0.contains("stacklab>") }
        t.type("lesson start pitfall-equal-hugging")
        t.keys("Enter")
        t.wait("the goal") { $0.contains("goal: The buttons at their natural widths; the title takes the rest") }
        t.keys("C-l")

        // A wrong try: Done hugs less than the others, so Done stretches.
        t.type("set done hug=249,250")
        t.keys("Enter")
        let wrong = t.wait("the wrong try's report") { $0.contains("done ") && $0.contains("→") }
        #expect(!wrong.contains("goal reached"))

        t.type("hint")
        t.keys("Enter")
        t.wait("the first hint") { $0.contains("hint 1 of 3: The view with the lowest horizontal hugging stretches.") }
        t.keys("C-l")

        // Not the stored solution (`set title hug=249,250`): both buttons hug harder.
        t.type("set title hug=250,250; set back hug=251,250; set done hug=251,250")
        t.keys("Enter")
        let reached = t.wait("goal reached") { $0.contains("goal reached:") }
        #expect(reached.contains("next: pitfall-equal-centering, equalSpacing or equalCentering?: `lesson next`"))
        t.keys("C-l")

        t.type("lesson next")
        t.keys("Enter")
        t.wait("the next lesson") { $0.contains("lesson pitfall-equal-centering: equalSpacing or equalCentering?") }
        t.keys("C-d")

        // The progress file sits beside the history file…
        var saved = ""
        for _ in 0..<50 {
            saved = (try? String(contentsOfFile: dir.appendingPathComponent("lessons").path, encoding: .utf8)) ?? ""
            if !saved.isEmpty { break }
            usleep(100_000)
        }
        #expect(saved.hasPrefix("pitfall-equal-hugging solved hints=1 solvedAt=20"))
        #expect(saved.hasSuffix("Z\n") && saved.contains(" at=20"))

        // …and a new session shows it.
        let again = EndToEndTests.Terminal(command: "\(env) \(bin) --no-picture")
        again.wait("the prompt") { $0.contains("stacklab>") }
        again.type("lesson list")
        again.keys("Enter")
        let list = again.wait("the list") { $0.contains("pitfall-rotation") }
        let line = list.split(separator: "\n").first { $0.contains("pitfall-equal-hugging") }.map(String.init) ?? ""
        #expect(line.hasSuffix("solved (1 hint)"))
        #expect(line.contains("Equal hugging: who stretches?"))
        again.keys("C-d")
    }
}

/// The issue's learner at 40 × 24: the goal stays on screen after `lesson
/// start`, a wrong try's goal line says what is missing, `goal` and a hint
/// speak of the learner's own views, a correct answer with names of its
/// own reaches the goal, and the explanation names the learner's values.
@Suite("a lesson played at 40 × 24 (tmux)", .serialized)
struct NarrowLessonEndToEndTests {
    @Test func aLearnerPlaysALessonIn40By24() throws {
        guard let bin = EndToEndTests.prerequisites() else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-lesson-narrow-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let history = dir.appendingPathComponent("history").path
        let t = EndToEndTests.Terminal(
            command: "env STACKLAB_HISTORY=\(history) NO_COLOR=1 LANG=C.UTF-8 \(bin)", columns: 40, rows: 24)
        t.wait("the prompt") { $0.contains("stacklab>") }

        // Start: the goal and its count are on the screen, above the prompt.
        t.type("lesson start seed003-simple")
        t.keys("Enter")
        let start = t.wait("the goal") { s in
            s.contains("goal: 0 of 4 ✓") && s.split(separator: "\n").last?.hasPrefix("stacklab>") == true
        }
        #expect(start.contains("goal: The image stretches; the label and\nthe button keep their heights\n"))
        for line in start.split(separator: "\n") { #expect(displayWidth(String(line)) <= 40) }
        t.keys("C-l")

        // A wrong try, with a stack of the learner's own name: pinned to the
        // margins (20 at the top, not 28), default priorities.
        t.type("stack col axis=vertical spacing=8; add flowers pic edit to col; add col to root; pin col to root.margins")
        t.keys("Enter")
        t.wait("the goal line") { $0.contains("goal 1/4 ✓ — col height 647, wanted 631\nstacklab>") }
        t.keys("C-l")

        t.type("goal")
        t.keys("Enter")
        // The last check, with why from `explain` on the learner's stack.
        t.wait("the checks") { $0.contains("why: edit is 410.5 pt tall because") && $0.contains("lowest in col") }
        t.keys("C-l")

        t.type("hint")
        t.keys("Enter")
        let hint = t.wait("the hint") { $0.contains("in your scene: col y: 20 pt, wanted 28") }
        #expect(hint.contains("hint 1 of 3: A vertical stack with"))
        #expect(hint.contains("why: height = 647 because col.bottom"))
        t.keys("C-l")

        // A correct answer: the learner's own constraints and priorities.
        t.type("undo")
        t.keys("Enter")
        t.type("constrain col.leading == root.margins.leading; constrain col.trailing == root.margins.trailing; constrain col.top == root.safeArea.top + 8; constrain root.safeArea.bottom == col.bottom + 8")
        t.keys("Enter")
        t.wait("the next goal line") { $0.contains("goal 2/4 ✓ — pic height 200, wanted") }
        t.keys("C-l")
        t.type("set pic hug=250,200 resist=750,700")
        t.keys("Enter")
        let reached = t.wait("goal reached") { $0.contains("`lesson next`") }
        // All of it on the screen: "goal reached" has not scrolled away.
        #expect(reached.contains("goal reached: The image stretches; the\nlabel and the button keep their heights\n"))
        // The explanation names the learner's own view and value: col, 200.
        #expect(reached.contains("in your scene:\n  pic is 564.5 pt tall because its\n    vertical hugging 200 is the lowest\n    in col, so it takes the space the\n    other views leave (they hug at 250\n    or more)\n"))
        t.keys("C-d")
    }
}

/// The teacher's side from the shell: `lesson verify`, `lesson progress
/// [--json]` and `lesson reset [ID…]` on the progress file beside the history.
@Suite("lesson verify, progress and reset from the shell")
struct LessonShellTests {
    @Test func verifyProgressAndReset() throws {
        guard let bin = EndToEndTests.binary() else {
            Issue.record("no stacklab binary under .build: build it first")
            return
        }
        let verify = EndToEndTests.sh([bin, "lesson", "verify"])
        #expect(verify.status == 0)
        let last = verify.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains(" lessons verified (") && last.hasSuffix(" wrong attempts missing the goal)"), "\(last)")
        #expect(!verify.output.contains("FAILED"))

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-lesson-shell-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let env = ["env", "STACKLAB_HISTORY=" + dir.appendingPathComponent("history").path]
        let file = dir.appendingPathComponent("lessons").path
        try """
            pitfall-equal-hugging solved hints=1 solvedAt=2026-11-26T06:50:27Z at=2026-11-26T06:50:27Z
            seed000-rows revealed at=2026-11-26T07:01:00Z

            """.write(toFile: file, atomically: true, encoding: .utf8)

        let report = EndToEndTests.sh(env + [bin, "lesson", "progress"])
        #expect(report.status == 0)
        #expect(report.output.hasPrefix("""
            seed000-rows           solution shown   last 2026-11-26T07:01:00Z
            pitfall-equal-hugging  solved (1 hint)  solved 2026-11-26T06:50:27Z  last 2026-11-26T06:50:27Z

            """), "\(report.output)")
        #expect(report.output.hasSuffix(" lessons solved, 1 solution shown, 1 hint taken\n"))

        let json = EndToEndTests.sh(env + [bin, "lesson", "progress", "--json"])
        #expect(json.output.hasPrefix(#"{"lessons":[{"id":"seed000-rows","title":"Rows inside a column","status":"solution shown","solved":false,"hints":0,"revealed":true,"solvedAt":null,"at":"2026-11-26T07:01:00Z"},"#))
        #expect(json.output.contains(#"{"id":"pitfall-equal-hugging","title":"Equal hugging: who stretches?","status":"solved (1 hint)","solved":true,"hints":1,"revealed":false,"solvedAt":"2026-11-26T06:50:27Z","at":"2026-11-26T06:50:27Z"}"#))

        let one = EndToEndTests.sh(env + [bin, "lesson", "reset", "seed000-rows"])
        #expect(one.output == "forgot the progress of seed000-rows (1 had some)\n")
        #expect((try? String(contentsOfFile: file, encoding: .utf8))
            == "pitfall-equal-hugging solved hints=1 solvedAt=2026-11-26T06:50:27Z at=2026-11-26T06:50:27Z\n")
        let unknown = EndToEndTests.sh(env + [bin, "lesson", "reset", "seed000-rowz"])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("unknown lesson 'seed000-rowz'; did you mean 'seed000-rows'?"))
        let all = EndToEndTests.sh(env + [bin, "lesson", "reset"])
        #expect(all.output == "forgot the progress of every lesson (1 had some)\n")
        #expect((try? String(contentsOfFile: file, encoding: .utf8)) == "")
    }
}
