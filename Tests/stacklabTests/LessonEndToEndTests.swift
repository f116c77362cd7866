import Foundation
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
        #expect(saved == "pitfall-equal-hugging solved hints=1\n")

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
