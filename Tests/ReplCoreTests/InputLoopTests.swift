import CommandLanguage
import Testing

@testable import ReplCore

/// The one input loop over line sources: what goes to standard output and
/// what to standard error, at the prompt and in replay.
@Suite("Input loop")
struct InputLoopTests {
    /// A source at a terminal: lines typed after the prompts it is shown,
    /// and what it was asked to keep.
    final class Typed: LineSource {
        var reads: [LineRead]
        var prompts: [String] = []
        var remembered: [String] = []
        init(_ reads: [LineRead]) { self.reads = reads }
        func readLine(prompt: String) -> LineRead {
            prompts.append(prompt)
            return reads.isEmpty ? .endOfInput : reads.removeFirst()
        }
        func remember(_ input: String) -> String? {
            remembered.append(input)
            return remembered.count == 1 ? "stacklab: cannot write history file h: Permission denied" : nil
        }
    }

    static func collect(_ loop: InputLoop, _ source: LineSource) -> (all: RunResult, totals: RunResult) {
        var all = RunResult()
        let totals = loop.run(source) { all.append($0) }
        return (all, totals)
    }

    @Test func replayEchoesOnStandardOutputAndSaysErrorsOnStandardError() {
        let r = InputLoop.replay("view a; add a to root\nframe nope\nframe a\n", file: "f.stack")
        #expect(r.stdout == """
            stacklab> view a; add a to root
              a     placed at {{0, 0}, {0, 0}}
            stacklab> frame nope
            stacklab> frame a
            a {{0, 0}, {0, 0}}
            """, "\(r.stdout)")
        #expect(r.stderr == """
            f.stack:2:7: error: unknown view 'nope'
            frame nope
                  ^~~~
            hint: create it first, e.g. `view nope`
            f.stack: 4 commands, 0 expectations, 1 failed
            """, "\(r.stderr)")
        #expect(r.failed)
    }

    @Test func aFileThatPassesEndsWithItsSummaryOnStandardOutput() {
        let r = InputLoop.replay("view a\nexpect conflicts == 0\n", file: "ok.stack")
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.hasSuffix("\nok.stack: 2 commands, 1 expectation, 0 failed"), "\(r.stdout)")
        // Quiet: no echo and no summary; an answer still prints.
        let q = InputLoop.replay("view a\nframe a\n", file: "q.stack", quiet: true)
        #expect(q.stdout == "a {{0, 0}, {0, 0}}", "\(q.stdout)")
    }

    @Test func aFailedExpectationAndAConflictGoToStandardError() {
        let r = InputLoop.replay("""
            view a; add a to root
            constrain a.width == 10; constrain a.width == 20
            expect a.frame == {{1, 1}, {1, 1}}
            """, file: "c.stack")
        #expect(r.stderr.contains("Unable to simultaneously satisfy constraints."), "\(r.stderr)")
        #expect(r.stderr.contains("c.stack:3:19: error: expected a.frame == {{1, 1}, {1, 1}}, but it is {{0, 0}, {10, 0}}"),
                "\(r.stderr)")
        #expect(!r.stdout.contains("Unable to") && !r.stdout.contains("error:"), "\(r.stdout)")
    }

    /// At the prompt: no echo (the terminal shows what was typed), the
    /// continuation prompt inside a block, diagnostics without a file name,
    /// every complete input kept, Ctrl-C drops an open block.
    @Test func atThePrompt() {
        let source = Typed([
            .line("view a; add a to root"), .line("frame nope"),
            .line("animate {"), .interrupted,
            .line("animate {"), .line("  hidee a"), .line("}"),
        ])
        let loop = InputLoop(session: Session(), file: "<stdin>", mode: .prompt)
        let (all, totals) = Self.collect(loop, source)
        // The continuation prompt says how to leave a block; the line that
        // cannot parse ends its block, so the `}` after it is a stray one.
        let inside = InputLoop.interactiveContinuationPrompt
        #expect(source.prompts == ["stacklab> ", "stacklab> ", "stacklab> ", inside, "stacklab> ", inside,
                                   "stacklab> ", "stacklab> "])
        #expect(source.remembered == ["view a; add a to root", "frame nope", "animate {\n  hidee a", "}"])
        #expect(all.stdout == "  a     placed at {{0, 0}, {0, 0}}", "\(all.stdout)")
        let errors = all.printed.filter { $0.channel == .error }.map { $0.rendered(loop.rendering) }
        #expect(errors.count == 5, "\(errors)")
        #expect(errors.first == "stacklab: cannot write history file h: Permission denied")
        #expect(errors.dropFirst().first?.hasPrefix("error: unknown view 'nope'\nframe nope\n      ^~~~\n") == true,
                "\(errors)")
        // Inside a block: the line within the input, not a line of the session.
        #expect(errors.contains { $0.hasPrefix("line 2: error: unknown command 'hidee'") }, "\(errors)")
        #expect(errors.contains { $0.contains("the block opened at line 1, column 9 ends here: nothing ran") }, "\(errors)")
        #expect(errors.last?.contains("unexpected '}' with no open block") == true, "\(errors)")
        // No summary at the prompt.
        #expect(!all.output.contains("commands,"))
        #expect(totals.failed && totals.failures == 3 && !totals.quit)
    }

    /// A `load`ed file's error keeps its FILE:LINE:COLUMN at the prompt.
    @Test func aLoadedFilesErrorKeepsItsPlaceAtThePrompt() {
        let session = Session(fileSystem: MemoryFileSystem(["s.stack": "view a\nfram a\n"]))
        let loop = InputLoop(session: session, file: "<stdin>", mode: .prompt)
        let (all, _) = Self.collect(loop, Typed([.line("load s.stack")]))
        let errors = all.printed.filter { $0.channel == .error }.map { $0.rendered(loop.rendering) }
        // (the first is the history file's warning)
        #expect(errors.dropFirst().first?.hasPrefix("s.stack:2:1: error: unknown command 'fram'") == true, "\(errors)")
        #expect(errors.last == "nothing was loaded")
    }

    @Test func quitAndBailStopTheInput() {
        let quit = InputLoop.replay("view a\nquit\nview b\n", file: "q.stack")
        #expect(quit.quit && !quit.stdout.contains("view b"))
        let bail = InputLoop.replay("frame x\nview b\n", file: "b.stack", bail: true)
        #expect(bail.failed && !bail.stdout.contains("view b"))
        #expect(bail.stderr.hasSuffix("b.stack: 1 command, 0 expectations, 1 failed"), "\(bail.stderr)")
    }

    /// The end of a file inside a block runs the block, so its error is said
    /// where the block starts.
    @Test func anOpenBlockAtTheEndIsReported() {
        let r = InputLoop.replay("view a\nanimate {\n  hide a\n", file: "o.stack")
        #expect(r.stderr.hasPrefix("o.stack:2:9: error: "), "\(r.stderr)")
        #expect(r.failed)
    }

    /// `help`, `tree`, `history` and `constraints` answer as pages, which
    /// the executable may show through a pager; other answers do not.
    @Test func longAnswersArePages() {
        let s = Session()
        for command in ["help", "tree", "history", "constraints root"] {
            let r = s.run(command)
            #expect(r.printed.allSatisfy { if case .page = $0 { true } else { false } }, "\(command): \(r.printed)")
            #expect(!r.printed.isEmpty)
        }
        #expect(s.run("view a; frame a").printed == [.text("a {{0, 0}, {0, 0}}")])
    }

    /// `help` fits the terminal at 40, 80 and 120 columns and still names
    /// every command.
    @Test(arguments: [40, 80, 120])
    func helpFitsTheTerminal(columns: Int) {
        let s = Session()
        s.terminalColumns = columns
        let help = s.run("help").stdout
        for line in help.split(separator: "\n") { #expect(line.count <= columns, "\(line)") }
        for spec in commandTable { #expect(help.contains("  " + spec.name), "\(spec.name)") }
        #expect(help.contains("constrain (or: constrain row.top =="))
    }
}
