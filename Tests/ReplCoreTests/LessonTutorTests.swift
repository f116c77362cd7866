import Foundation
import Lessons
import ReplCore
import TerminalText
import Testing

/// The prompt plays the built-in catalogue (`lesson start` completes its
/// ids); these tests use its equal-hugging lesson and the one after it.
private func lessons() throws -> [Lesson] { try LessonCatalogue.builtIn() }

@Suite struct LessonTutorTests {
    func start() throws -> (Session, LessonTutor, MemoryFileSystem) {
        // The documents shipped beside the lessons (`open "{here}/…"`), as
        // the session's file system holds them.
        var shipped: [String: String] = [:]
        for l in try lessons() {
            let dir = String(l.file[..<(l.file.lastIndex(of: "/") ?? l.file.endIndex)])
            for name in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] where name.hasSuffix(".xib") || name.hasSuffix(".storyboard") || name.hasSuffix(".swift") {
                shipped[dir + "/" + name] = try String(contentsOfFile: dir + "/" + name, encoding: .utf8)
            }
        }
        let files = MemoryFileSystem(shipped)
        let s = Session(fileSystem: files)
        let tutor = LessonTutor(lessons: try lessons(), progressPath: "progress", fileSystem: files)
        tutor.clock = { "2026-11-26T07:00:00Z" }
        s.tutor = tutor
        return (s, tutor, files)
    }

    @Test func startShowsTheIntroBothPicturesThenTheGoalAndItsChecks() throws {
        let (s, _, _) = try start()
        let r = s.run("lesson start pitfall-equal-hugging")
        #expect(!r.failed)
        #expect(r.output.hasPrefix("lesson pitfall-equal-hugging: Equal hugging: who stretches? (pitfall: equal\nhugging)\n\nA toolbar row"))
        #expect(r.output.contains("\ntarget                                 now (✗ differs)\n"))
        // Each picture's legend below both, the whole width.
        #expect(r.output.contains("""
            ╰─────────────────────╯                ╰─────────────────────╯
            target legend: bar {{16, 20}, {343, 30}} (no room for its name);
            ✗back {{16, 20}, {34, 30}} (no room for its name) ‹Back›;
            done {{322, 20}, {37, 30}} (no room for its name) ‹Done›
            now legend: bar {{16, 20}, {343, 30}} (no room for its name);
            """))
        // The views the failing checks speak of are marked in both pictures,
        // drawn at one scale.
        #expect(r.output.components(separatedBy: "✗back").count == 3)
        #expect(r.output.components(separatedBy: "✗title").count == 3)
        #expect(r.output.components(separatedBy: "1 column ≈ 17.6 pt, 1 line ≈ 35.1 pt").count == 3)
        // The goal comes last, after the pictures: it is what stays on screen.
        #expect(r.output.hasSuffix("""
            goal: The buttons at their natural widths; the title takes the rest
            goal: 1 of 3 ✓
              ✗ back.frame is {{0, 0}, {248.5, 30}}, wanted {{0, 0}, {34, 30}}
                  back width: 248.5 pt, wanted 34 pt
                  why: back is 248.5 pt wide because its horizontal hugging 250 ties with
                    title and done as the lowest in bar: StackLab gives the space to the
                    first of them in arranged order; UIKit leaves such a tie ambiguous
                    (lower the hugging of the view that should stretch, e.g. `set back
                    hug=249,250`)
              ✗ title.frame is {{256.5, 0}, {41.5, 30}}, wanted {{42, 0}, {256, 30}}
                  title x: 256.5 pt, wanted 42 pt; width: 41.5 pt, wanted 256 pt
                  why: width = 41.5 because that is its content width (its hugging 250 and
                    compression resistance 750 both hold)
              ✓ done.frame == {{306, 0}, {37, 30}}
            Type commands to reach the goal; `goal` shows it again, `check` the checks,
            `hint` helps.
            """))
        // The setup ran: the Back button stretches.
        #expect(s.run("frame back").output == "back {{0, 0}, {248.5, 30}}")
    }

    @Test func startAndNextFitA40By24WindowWithTheGoalOnScreen() throws {
        let (s, tutor, _) = try start()
        s.terminalColumns = 40
        s.terminalRows = 24
        for lesson in tutor.lessons {
            let lines = s.run("lesson start \(lesson.id)").output.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines { #expect(displayWidth(String(line)) <= 40, "\(lesson.id): \(line)") }
            // From the goal's words to the end, all above the prompt.
            func isCount(_ l: Substring) -> Bool { l.hasPrefix("goal: ") && l.contains(" of ") && l.contains(" ✓") }
            let goal = lines.firstIndex { $0.hasPrefix("goal: ") && !isCount($0) } ?? 0
            #expect(lines.count - goal <= 23, "\(lesson.id): \(lines.count - goal) lines from the goal")
            #expect(lines[goal...].contains(where: isCount), "\(lesson.id)")
        }
        let next = s.run("lesson next").output.split(separator: "\n")
        #expect(next.count - (next.firstIndex { $0.hasPrefix("goal: ") } ?? 0) <= 23)
    }

    @Test func aGoalLineAfterEachChangeSaysWhatIsMissing() throws {
        let (s, _, _) = try start()
        _ = s.run("lesson start pitfall-equal-hugging")
        let wrong = s.run("set done hug=249,250")
        #expect(wrong.output.hasSuffix("\ngoal: 1 of 3 ✓ — title width: 41.5 pt, wanted 256 pt"))
        // Looking changes nothing: no goal line.
        #expect(!s.run("frame back").output.contains("goal:"))
        // Undo is a change.
        #expect(s.run("undo").output.hasSuffix("\ngoal: 1 of 3 ✓ — back.frame is {{0, 0}, {248.5, 30}}, wanted {{0, 0}, {34, 30}}"))
        // Within the terminal: cut with an ellipsis.
        s.terminalColumns = 40
        let narrow = s.run("set done hug=249,250").output.split(separator: "\n").last.map(String.init) ?? ""
        // Narrow: what differs in numbers, the first number alone, a shorter head.
        #expect(narrow == "goal 1/3 ✓ — title width 41.5, wanted 2…")
        s.terminalColumns = 60
        _ = s.run("undo")
        #expect(s.run("set done hug=249,250").output.hasSuffix("\ngoal: 1 of 3 ✓ — title width: 41.5 pt, wanted 256 pt"))
    }

    /// The issue's case: seed000-rows with stacks called a, b and column,
    /// built in another order, reaches the goal; `check` names them.
    @Test func ownNamesReachAGoalThatSpeaksOfRoles() throws {
        let (s, tutor, _) = try start()
        s.terminalColumns = 200
        _ = s.run("lesson start seed000-rows")
        _ = s.run("stack column axis=vertical alignment=center spacing=16; add column to root")
        let partial = s.run("stack a alignment=center spacing=16; add lbl sw to a; add a to column").output
        #expect(partial.hasSuffix("goal: 2 of 6 ✓ — column.frame is {{0, 0}, {97, 31}}, wanted {{89.5, 40}, {196, 147}}"))
        #expect(s.run("check").output == """
            goal: 2 of 6 ✓
              the row that holds the label and the switch: your a (row1 in the solution)
              the row that holds heart and star: none yet: heart is in no view yet
              the column that holds both rows: your column (outer in the solution)
              ✗ column.frame is {{0, 0}, {97, 31}}, wanted {{89.5, 40}, {196, 147}}
                  column x: 0 pt, wanted 89.5 pt; y: 0 pt, wanted 40 pt; width: 97 pt, wanted 196 pt; height: 31 pt, wanted 147 pt
                  why: width = 97 because it wraps its arranged views: a's centre is its centre
              ✗ a.frame is {{0, 0}, {97, 31}}, wanted {{49.5, 0}, {97, 31}}
                  a x: 0 pt, wanted 49.5 pt
                  why: x = 0 because it stays inside column's leading edge; it wraps its arranged views: lbl's leading edge is its leading edge
              ✓ lbl.frame == {{0, 5.5}, {32, 20.5}}
              ✓ sw.frame == {{48, 0}, {51, 31}}
              ✗ no view is the row that holds heart and star yet (heart is in no view yet)
              ✗ star.frame is {{0, 0}, {0, 0}}, wanted {{116, 10}, {80, 80}}
                  star x: 0 pt, wanted 116 pt; y: 0 pt, wanted 10 pt; width: 0 pt, wanted 80 pt; height: 0 pt, wanted 80 pt
            """)
        _ = s.run("stack b spacing=16 alignment=center; add heart star to b; add b to column")
        let done = s.run("constrain column.centerX == root.centerX; constrain column.top == root.safeArea.top + 20").output
        #expect(done.contains("goal reached: Two centred rows"))
        #expect(tutor.progress["seed000-rows"].solved)
    }

    /// A plain `hide` where an animated one is asked, and a variation that
    /// does not turn with the phone (judged by turning it), miss the goal.
    @Test func theIssuesTwoWrongAnswersMiss() throws {
        let (s, _, _) = try start()
        s.terminalColumns = 200
        _ = s.run("lesson start pitfall-hidden-collapse")
        #expect(s.run("hide bluetooth").output.hasSuffix(
            "goal: 4 of 5 ✓ — cellular.startFrame is {{0, 28.5}, {343, 20.5}}, wanted {{0, 57}, {343, 20.5}}"))
        _ = s.run("undo")
        #expect(s.run("animate { hide bluetooth }").output.contains("goal reached"))
        _ = s.run("lesson start seed000-size-classes")
        #expect(s.run("vary s axis=vertical w=compact").output.hasSuffix(
            "goal: 4 of 6 ✓ — heart.frame is {{283.5, 0}, {100, 119.5}} once turned, wanted {{0, 129.5}, {222.5, 100}}"))
        _ = s.run("undo")
        #expect(s.run("set s axis=vertical").output.hasSuffix(
            "goal: 4 of 6 ✓ — heart.frame is {{283.5, 0}, {100, 119.5}} once turned, wanted {{0, 129.5}, {222.5, 100}}"))
        _ = s.run("undo")
        #expect(s.run("vary s axis=vertical w=compact h=regular").output.contains("goal reached"))
    }

    /// `check`, `goal` and a hint judge checks after rotate by turning the
    /// phone in a transaction rolled back: the scene, the undo list and the
    /// next change report are as if nobody had looked.
    @Test func lookingAtAGoalJudgedTurnedChangesNothing() throws {
        let (looked, _, _) = try start()
        let (plain, _, _) = try start()
        for s in [looked, plain] {
            _ = s.run("lesson start seed000-size-classes")
            _ = s.run("vary s axis=vertical w=compact")
        }
        let before = looked.run("dump").output
        for command in ["check", "goal", "hint"] { _ = looked.run(command) }
        #expect(looked.run("dump").output == before)
        let next = "set s spacing=12"
        #expect(looked.run(next).output == plain.run(next).output)
        #expect(looked.run("undo").output == plain.run("undo").output)
        #expect(looked.run("undo").output.hasPrefix("undid: vary s axis=vertical w=compact"))
    }

    /// A lesson set up from a xib shipped beside it (`open "{here}/…"`):
    /// the document's names, a role for the learner's row, and after
    /// `lesson stop` the document check sees the row IB did not record.
    @Test func aLessonStartsFromAnOpenedDocument() throws {
        let (s, tutor, _) = try start()
        s.terminalColumns = 200
        let r = s.run("lesson start document-settings")
        #expect(!r.failed)
        #expect(s.run("frame list").output == "list {{16, 40}, {343, 49}}")
        #expect(s.run("label row3 \"Cellular\"; add row3 to list").output.contains("goal reached: A third row under Bluetooth"))
        #expect(tutor.progress["document-settings"].solved)
        _ = s.run("lesson stop")
        let check = s.run("check")
        #expect(check.failed)
        #expect(check.output.contains("list (Stk-aa-001): IB {{16, 40}, {343, 49}}, StackLab {{16, 40}, {343, 77.5}}"))
    }

    @Test func checkAndGoalShowTheChecksWithBothValues() throws {
        let (s, _, _) = try start()
        #expect(s.run("check").output.contains("error: nothing to check: no document is open and no lesson is on"))
        _ = s.run("lesson start pitfall-equal-hugging")
        _ = s.run("set done hug=249,250")
        #expect(s.run("check").output == """
            goal: 1 of 3 ✓
              ✓ back.frame == {{0, 0}, {34, 30}}
              ✗ title.frame is {{42, 0}, {41.5, 30}}, wanted {{42, 0}, {256, 30}}
                  title width: 41.5 pt, wanted 256 pt
                  why: width = 41.5 because that is its content width (its hugging 250 and
                    compression resistance 750 both hold)
              ✗ done.frame is {{91.5, 0}, {251.5, 30}}, wanted {{306, 0}, {37, 30}}
                  done x: 91.5 pt, wanted 306 pt; width: 251.5 pt, wanted 37 pt
                  why: done is 251.5 pt wide because its horizontal hugging 249 is the
                    lowest in bar, so it takes the space the other views leave (they hug at
                    250 or more)
            """)
        let goal = s.run("goal").output
        #expect(goal.hasPrefix("target"))
        #expect(goal.hasSuffix("goal: The buttons at their natural widths; the title takes the rest\n" + s.run("check").output))
    }

    @Test func anyCorrectAnswerReachesTheGoalOnce() throws {
        let (s, tutor, files) = try start()
        _ = s.run("lesson start pitfall-equal-hugging")
        let wrong = s.run("set done hug=249,250")
        #expect(!wrong.output.contains("goal reached"))
        let right = s.run("set done hug=251,250; set back hug=251,250")
        #expect(right.output.contains("goal reached: The buttons at their natural widths; the title takes the rest\nthe rule, as the stored solution shows it: Hugging is"))
        // Why, from `explain` on the learner's scene: their 251s, not the solution's 249.
        #expect(right.output.contains("\nin your scene:\n  title is 256 pt wide because its horizontal hugging 250 is the lowest in bar,\n    so it takes the space the other views leave (they hug at 251 or more)\n"))
        #expect(right.output.contains("\npeople hit this:"))
        #expect(right.output.contains("https://kaunteya.github.io/swift/Exploring-distribution-in-UIStackView.html"))
        #expect(right.output.hasSuffix("next: pitfall-equal-centering, equalSpacing or equalCentering?: `lesson next`"))
        #expect(!s.run("frame title").output.contains("goal reached"))
        #expect(tutor.progress["pitfall-equal-hugging"].solved)
        #expect(files.files["progress"] == "pitfall-equal-hugging solved solvedAt=2026-11-26T07:00:00Z at=2026-11-26T07:00:00Z\n")
    }

    @Test func hintsAreGraduatedAndCounted() throws {
        let (s, tutor, files) = try start()
        s.terminalColumns = 100
        _ = s.run("lesson start pitfall-equal-hugging")
        let why = "\nin your scene: back width: 248.5 pt, wanted 34 pt\n  why: back is 248.5 pt wide because its horizontal hugging 250 ties with title and done as the\n"
        #expect(s.run("hint").output.hasPrefix("hint 1 of 3: The view with the lowest horizontal hugging stretches." + why))
        #expect(s.run("hint").output.hasPrefix("hint 2 of 3: Either lower the title's hugging below 250, or raise both buttons' above it." + why))
        #expect(s.run("hint").output.hasPrefix("hint 3 of 3: `set title hug=249,250`" + why))
        #expect(s.run("hint").output == "no more hints (3 shown); `solution` shows an answer")
        #expect(tutor.progress["pitfall-equal-hugging"].hints == 3)
        #expect(files.files["progress"] == "pitfall-equal-hugging hints=3 at=2026-11-26T07:00:00Z\n")
    }

    @Test func aShownSolutionIsNotCountedAsSolved() throws {
        let (s, tutor, _) = try start()
        s.terminalColumns = 200
        _ = s.run("lesson start pitfall-equal-hugging")
        let shown = s.run("solution").output
        #expect(shown == """
            a solution (this lesson now counts as shown, not solved; any answer that reaches the goal is right):
              set title hug=249,250
            """)
        let r = s.run("set title hug=249,250")
        #expect(r.output.contains("goal reached: The buttons at their natural widths; the title takes the rest (not counted: the solution was shown)"))
        #expect(!tutor.progress["pitfall-equal-hugging"].solved)
        #expect(tutor.progress.status(of: try LessonCatalogue.find("pitfall-equal-hugging", in: tutor.lessons)) == "solution shown")
    }

    /// The row stuck hidden on iOS 12's rule: a `show` too few, and the
    /// check, the hint and the goal line say how many hides are left.
    @Test func aRowStuckHiddenSaysHowManyHidesAreLeft() throws {
        let (s, _, _) = try start()
        s.terminalColumns = 120
        _ = s.run("lesson start pitfall-stuck-hidden")
        let once = s.run("animate { show filters }").output
        #expect(once.contains("note: filters is still hidden: 2 more `show` to go"), "\(once)")
        #expect(once.hasSuffix("goal: 2 of 4 ✓ — filters.hidden is true, wanted false"), "\(once)")
        let check = s.run("check").output
        #expect(check.contains("""
              ✗ filters.hidden is true, wanted false
                  why: filters is hidden, 2 hides counted: list's hidingRule=ios12 (iOS 9–12) counts each hide inside animate, so it
                    needs 2 `show` (rdar://25087688)
            """), "\(check)")
        let hint = s.run("hint").output
        #expect(hint.hasSuffix("""
            in your scene: filters.hidden is true, wanted false
              why: filters is hidden, 2 hides counted: list's hidingRule=ios12 (iOS 9–12) counts each hide inside animate, so it
                needs 2 `show` (rdar://25087688)
            """), "\(hint)")
        _ = s.run("show filters")
        #expect(s.run("show filters").output.contains("goal reached: A Filters row shows below the search row"))
    }

    /// A hide outside `animate`: the goal line says where Cellular started
    /// in numbers (it was cut at 80 columns inside the two frames).
    @Test func aStartFrameCheckSaysWhereTheViewStarted() throws {
        let (s, _, _) = try start()
        s.terminalColumns = 80
        _ = s.run("lesson start pitfall-hidden-collapse")
        let out = s.run("hide bluetooth").output
        #expect(out.hasSuffix("\ngoal: 4 of 5 ✓ — cellular start y: 28.5 pt, wanted 57 pt"), "\(out)")
        #expect(s.run("check").output.hasSuffix("""
              ✗ cellular.startFrame is {{0, 28.5}, {343, 20.5}}, wanted {{0, 57}, {343,
                20.5}}
                  cellular start y: 28.5 pt, wanted 57 pt
            """))
    }

    /// A frame judged once turned differs in numbers only: a gap or a
    /// reason from `explain` would be read on the scene as it is (portrait)
    /// and mix its frames with the turned ones.
    @Test func aFrameOnceTurnedDiffersInNumbersOnly() throws {
        let (s, _, _) = try start()
        s.terminalColumns = 120
        _ = s.run("lesson start seed000-size-classes")
        _ = s.run("vary s axis=vertical w=compact")
        #expect(s.run("check").output.hasSuffix("""
              ✗ star.frame is {{233.5, 119.5}, {200, 239.5}} once turned, wanted {{222.5, 79.5}, {444.5, 200}}
                  star x: 233.5 pt, wanted 222.5 pt; y: 119.5 pt, wanted 79.5 pt; width: 200 pt, wanted 444.5 pt; height: 239.5 pt,
                    wanted 200 pt
            """))
    }

    @Test func resetNextAndStop() throws {
        let (s, tutor, _) = try start()
        _ = s.run("lesson start pitfall-equal-hugging")
        _ = s.run("set title hug=249,250; view extra")
        let reset = s.run("lesson reset")
        #expect(reset.output.hasPrefix("lesson pitfall-equal-hugging starts over (`undo` brings your scene back)\ngoal: 1 of 3 ✓\n  ✗ back.frame"))
        #expect(s.run("frame extra").failed)  // the learner's view is gone
        #expect(s.run("frame back").output == "back {{0, 0}, {248.5, 30}}")
        let next = s.run("lesson next")
        #expect(next.output.hasPrefix("lesson pitfall-equal-centering: equalSpacing or equalCentering?"))
        #expect(tutor.active?.id == "pitfall-equal-centering")
        _ = s.run("lesson start pitfall-single-view")
        #expect(s.run("lesson next").output.hasPrefix("lesson pitfall-stuck-hidden: A row stuck hidden"))
        _ = s.run("lesson start document-settings")
        // The last lesson of the course: nothing to go on to.
        #expect(s.run("lesson next").output.contains("error: there is no next lesson"))
        #expect(s.run("lesson stop").output == "left lesson document-settings; the scene stays as it is")
        #expect(tutor.active == nil)
        #expect(s.run("hint").output.contains("error: `hint` needs a lesson"))
    }

    @Test func listShowsProgressAndTheActiveLesson() throws {
        let (s, tutor, files) = try start()
        s.terminalColumns = 120
        _ = s.run("lesson start pitfall-equal-hugging")
        _ = s.run("hint")
        _ = s.run("set title hug=249,250")
        _ = s.run("lesson next")
        let lines = s.run("lesson list").output.split(separator: "\n").map(String.init)
        #expect(lines.count == tutor.lessons.count)
        #expect(lines.first { $0.contains("pitfall-equal-hugging") }?.hasPrefix("  pitfall-equal-hugging ") == true)
        #expect(lines.first { $0.contains("pitfall-equal-hugging") }?.hasSuffix("  solved (1 hint)") == true)
        #expect(lines.first { $0.contains("pitfall-equal-centering") }?.hasPrefix("▶ pitfall-equal-centering ") == true)
        #expect(lines.first { $0.contains("pitfall-nested-hidden") }?.hasSuffix("  new") == true)
        // A new tutor reads the progress back.
        let again = LessonTutor(lessons: try lessons(), progressPath: "progress", fileSystem: files)
        #expect(again.progress.status(of: try LessonCatalogue.find("pitfall-equal-hugging", in: again.lessons)) == "solved (1 hint)")
    }

    @Test func listFitsTheTerminalAtThePromptAndStaysWholeFromTheShell() throws {
        let (s, tutor, _) = try start()
        for columns in [40, 60, 80, 120] {
            s.terminalColumns = columns
            let lines = s.run("lesson list").output.split(separator: "\n").map(String.init)
            // One line per lesson when the titles fit whole, else two (three
            // where a title must fold), and then no title is cut.
            if columns < 100 {
                #expect(lines.count >= tutor.lessons.count * 2, "\(columns)")
                #expect(!lines.contains { $0.contains("…") }, "\(columns)")
            } else {
                #expect(lines.count == tutor.lessons.count, "\(columns)")
            }
            for line in lines { #expect(displayWidth(line) <= columns, "\(columns): \(line)") }
            // Ids and statuses are never cut.
            #expect(lines.contains { $0.hasPrefix("  pitfall-remove-arranged ") && $0.hasSuffix("  new") })
        }
        // At 120 one line each, the source cut; at 80 the title whole on a line of its own.
        s.terminalColumns = 120
        #expect(s.run("lesson list").output.contains("  Turn a row into a column               seed 000  "))
        s.terminalColumns = 80
        #expect(s.run("lesson list").output.contains("\n  seed000-axis-toggle          new\n      Turn a row into a column (seed 000)\n"))
        // At 40 a title that does not fit beside its source stands alone,
        // and one too long for the line folds.
        s.terminalColumns = 40
        let narrow = s.run("lesson list").output
        #expect(narrow.contains("\n  seed000-axis-toggle          new\n      Turn a row into a column\n"), "\(narrow)")
        #expect(narrow.contains("\n  pitfall-no-intrinsic         new\n      A custom view with no size of its\n      own\n"),
                "\(narrow)")
        // `stacklab lesson list` (no width): every source whole.
        let whole = tutor.progress.listing(tutor.lessons)
        #expect(whole.contains { $0.contains("pitfall: removeArrangedSubview") })
    }

    @Test func theLessonsOwnCommandsAreNotTheLearnersHistory() throws {
        let (s, _, _) = try start()
        _ = s.run("lesson start pitfall-equal-hugging")
        _ = s.run("stack s")
        #expect(s.inputHistory == ["lesson start pitfall-equal-hugging", "stack s"])
    }

    @Test func startIsOneStepOfUndoAndSavesAsAScript() throws {
        let (s, _, files) = try start()
        _ = s.run("view mine")
        _ = s.run("lesson start pitfall-equal-hugging")
        _ = s.run("set title hug=249,250")
        _ = s.run("save out.stack")
        // The saved script replays to the lesson's scene with the answer.
        let replayed = Session()
        _ = replayed.run(files.files["out.stack"] ?? "")
        #expect(replayed.run("frame title").output == "title {{42, 0}, {256, 30}}")
        _ = s.run("undo")
        #expect(s.run("undo").output.hasPrefix("undid: "))
        #expect(s.run("frame mine").output == "mine {{0, 0}, {0, 0}}")
        #expect(s.run("frame back").failed)
    }

    @Test func progressFileRoundTrips() {
        let p = LessonProgress(text: "b solved hints=2\na hints=1 revealed\n# a comment\nbroken hints=x\n")
        #expect(p["a"] == LessonProgress.Record(solved: false, hints: 1, revealed: true))
        #expect(p["b"] == LessonProgress.Record(solved: true, hints: 2, revealed: false))
        #expect(p.text == "a hints=1 revealed\nb solved hints=2\n")
        #expect(LessonProgress.path(besideHistory: "/home/u/.local/state/stacklab/history") == "/home/u/.local/state/stacklab/lessons")
        #expect(LessonProgress.path(besideHistory: nil) == nil)
        // Now is written as ISO 8601 in UTC, to the second.
        #expect(LessonProgress.timestamp(Date(timeIntervalSince1970: 1_795_676_400.75)) == "2026-11-26T07:00:00Z")
        #expect(LessonProgress.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(LessonProgress.timestamp(Date(timeIntervalSince1970: 1_767_225_599)) == "2025-12-31T23:59:59Z")
        // Times round-trip; reset forgets one or all.
        var t = LessonProgress(text: "a solved solvedAt=2026-11-26T06:00:00Z at=2026-11-26T06:05:00Z\nb hints=1\n")
        #expect(t["a"].solvedAt == "2026-11-26T06:00:00Z")
        #expect(t.text == "a solved solvedAt=2026-11-26T06:00:00Z at=2026-11-26T06:05:00Z\nb hints=1\n")
        #expect(t.reset(["b", "zz"]) == ["b"])
        #expect(t.text == "a solved solvedAt=2026-11-26T06:00:00Z at=2026-11-26T06:05:00Z\n")
        #expect(t.reset([]) == ["a"])
        #expect(t.text == "")
    }

    @Test func solvedKeepsItsFirstTimeAndEachTouchItsLast() throws {
        let (s, tutor, _) = try start()
        _ = s.run("lesson start pitfall-equal-hugging")
        tutor.clock = { "2026-11-26T07:01:00Z" }
        _ = s.run("set title hug=249,250")
        tutor.clock = { "2026-11-26T07:09:00Z" }
        _ = s.run("lesson reset")
        _ = s.run("set title hug=249,250")
        _ = s.run("hint")
        #expect(tutor.progress["pitfall-equal-hugging"] == LessonProgress.Record(
            solved: true, hints: 1, revealed: false, solvedAt: "2026-11-26T07:01:00Z", at: "2026-11-26T07:09:00Z"))
        let report = tutor.progress.report(tutor.lessons)
        #expect(report.first == "pitfall-equal-hugging  solved (1 hint)  solved 2026-11-26T07:01:00Z  last 2026-11-26T07:09:00Z")
        #expect(report.last == "1 of \(tutor.lessons.count) lessons solved, 0 solutions shown, 1 hint taken")
    }
}
