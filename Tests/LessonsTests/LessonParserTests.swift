import Foundation
import CommandLanguage
import Lessons
import Testing

/// A small complete lesson; tests change one part of it.
let minimal = """
    # a comment
    lesson demo-900
    title A demo
    source seed 000
    next demo-901
    intro
      First line.
      Second line.
    setup
      view a intrinsic=100x44
    goal a in a stack
      expect a.frame == {{0, 0}, {100, 44}}
    hint Make a stack.
    hint Add a to it.
    solution
      stack s
      add a to s; add s to root
    alternative
      stack s
      add s to root
      add a to s
    wrong forgets to add the stack
      stack s
      add a to s
    explain
      Because.
    """

@Suite struct LessonParserTests {
    @Test func parsesEveryDirective() throws {
        let l = try LessonParser.parse(minimal, file: "demo.lesson")
        #expect(l.id == "demo-900")
        #expect(l.title == "A demo")
        #expect(l.source == "seed 000")
        #expect(l.next == "demo-901")
        #expect(l.intro == "First line.\nSecond line.")
        #expect(l.setup.commandLines == ["view a intrinsic=100x44"])
        #expect(l.setup.firstLine == 10)
        #expect(l.goalText == "a in a stack")
        #expect(l.goal.commandLines == ["expect a.frame == {{0, 0}, {100, 44}}"])
        #expect(l.hints == ["Make a stack.", "Add a to it."])
        #expect(l.solution.commandLines == ["stack s", "add a to s; add s to root"])
        #expect(l.solution.firstLine == 16)
        #expect(l.alternatives.map(\.commandLines) == [["stack s", "add s to root", "add a to s"]])
        #expect(l.wrongAttempts.map(\.name) == ["forgets to add the stack"])
        #expect(l.explanation == "Because.")
    }

    @Test func keepsIndentationForColumns() throws {
        let l = try LessonParser.parse(minimal, file: "demo.lesson")
        #expect(l.solution.lines == ["  stack s", "  add a to s; add s to root"])
    }

    /// Every lesson runs now (the last pending one, the row stuck hidden,
    /// has its behaviour): `pending` is no directive any more.
    @Test func pendingIsNoDirective() throws {
        let e = error(minimal.replacingFirst("next demo-901", "pending needs expect hidden"))
        #expect(e.contains("error: unknown directive 'pending'"), "\(e)")
    }

    func error(_ text: String) -> String {
        do {
            _ = try LessonParser.parse(text, file: "demo.lesson")
            return "parsed"
        } catch {
            return error.rendered()
        }
    }

    @Test func unknownDirectiveSaysDidYouMean() {
        let e = error(minimal.replacingFirst("hint Make", "hnit Make"))
        #expect(e.hasPrefix("demo.lesson:13:1: error: unknown directive 'hnit'; did you mean 'hint'?\nhnit Make a stack.\n^~~~\n"))
    }

    @Test func goalHoldsOnlyExpectations() {
        let e = error(minimal.replacingFirst("  expect a.frame", "  frame a\n  expect a.frame"))
        #expect(e.hasPrefix("demo.lesson:12:3: error: a goal holds only `expect` checks, not 'frame'\n  frame a\n  ^~~~~\n"))
    }

    @Test func rolesAndChecksAfterRotate() throws {
        let text = minimal.replacingFirst(
            "goal a in a stack\n  expect a.frame",
            "role holder = a.superview: the stack that holds a\nrole last = holder.arranged[-1]: its last view\n"
                + "goal a in a stack\n  after rotate expect holder.axis == horizontal\n  expect a.frame")
        let l = try LessonParser.parse(text, file: "demo.lesson")
        #expect(l.roles == [
            LessonRole(name: "holder", start: "a", steps: [.superview], description: "the stack that holds a", line: 11),
            LessonRole(name: "last", start: "holder", steps: [.arranged(-1)], description: "its last view", line: 12),
        ])
        #expect(l.roles.map(\.path) == ["a.superview", "holder.arranged[-1]"])
        #expect(l.goal.commandLines.first == "after rotate expect holder.axis == horizontal")
        let bad = error(minimal.replacingFirst("goal a in a stack", "role holder = a.parent: the stack\ngoal a in a stack"))
        #expect(bad.hasPrefix("demo.lesson:11:6: error: unknown step '.parent' in `role holder = a.parent: the stack`"))
        let twice = error(minimal.replacingFirst(
            "goal a in a stack", "role h = a.superview: one\nrole h = a.superview: two\ngoal a in a stack"))
        #expect(twice.hasPrefix("demo.lesson:12:6: error: role 'h' is declared twice"))
        #expect(error(minimal.replacingFirst("goal a in a stack", "role h = a.superview\ngoal a in a stack"))
            .contains("error: no `=` and `:` in `role h = a.superview`"))
    }

    @Test func citationsAreKeptInOrder() throws {
        let l = try LessonParser.parse(
            minimal.replacingFirst("source seed 000", "source pitfall: demo\ncite https://a.example — one\ncite https://b.example — two"),
            file: "demo.lesson")
        #expect(l.citations == ["https://a.example — one", "https://b.example — two"])
        #expect(error(minimal.replacingFirst("source seed 000", "source seed 000\ncite")).contains("error: 'cite' needs its value on the same line"))
    }

    @Test func missingAlternativeIsNamed() {
        let text = minimal.replacingFirst("alternative\n  stack s\n  add s to root\n  add a to s\n", "")
        #expect(error(text).contains("error: the lesson has no 'alternative'"))
    }

    @Test func directivesOnceOnly() {
        let e = error(minimal.replacingFirst("source seed 000", "source seed 000\ntitle Again"))
        #expect(e.hasPrefix("demo.lesson:5:1: error: 'title' given twice (first on line 3)"))
    }

    @Test func goalNeedsWords() {
        let e = error(minimal.replacingFirst("goal a in a stack", "goal"))
        #expect(e.hasPrefix("demo.lesson:11:5: error: 'goal' needs the goal in words on its line"))
    }

    @Test func solutionCommandsGoBelow() {
        let e = error(minimal.replacingFirst("solution\n", "solution stack s\n"))
        #expect(e.hasPrefix("demo.lesson:15:10: error: 'solution' takes its commands on the indented lines below it\nsolution stack s\n         ^~~~~~~"))
    }

    @Test func idIsOneWord() {
        let e = error(minimal.replacingFirst("lesson demo-900", "lesson 900 demo"))
        #expect(e.hasPrefix("demo.lesson:2:8: error: a lesson id is one word"))
    }

    @Test func indentedTextFirstIsAnError() {
        let e = error("  stack s\n" + minimal)
        #expect(e.hasPrefix("demo.lesson:1:1: error: indented text before any directive"))
    }

    @Test func linksAreChecked() throws {
        let a = try LessonParser.parse(minimal, file: "a")
        let b = try LessonParser.parse(minimal.replacingFirst("demo-900", "demo-910").replacingFirst("next demo-901\n", ""), file: "b")
        do {
            try LessonCatalogue.checkLinks([a, b])
            Issue.record("a broken link passed")
        } catch {
            #expect(error.message == "next lesson 'demo-901' does not exist; did you mean 'demo-900'?")
        }
    }

    @Test func builtInCatalogueParses() throws {
        let lessons = try LessonCatalogue.builtIn()
        #expect(lessons.count >= 1)
        #expect(lessons.first?.id == "seed000-rows")
        #expect(Set(lessons.map(\.id)).count == lessons.count)
    }
}

extension String {
    func replacingFirst(_ a: String, _ b: String) -> String {
        guard let r = range(of: a) else { return self }
        return replacingCharacters(in: r, with: b)
    }
}
