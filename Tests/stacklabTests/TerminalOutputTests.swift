import Foundation
import TerminalText
import Testing

/// What the prompt prints in a real terminal (tmux): pictures that fit the
/// window, errors without a file name, and the pager for long answers.
@Suite("stacklab's output in a terminal (tmux)", .serialized)
struct TerminalOutputTests {
    /// Whether the screen's last line that is not blank is a fresh prompt.
    static func promptIsBack(_ screen: String) -> Bool {
        screen.split(separator: "\n").last { !$0.allSatisfy { $0 == " " } } == "stacklab> "
            || screen.split(separator: "\n").last { !$0.allSatisfy { $0 == " " } } == "stacklab>"
    }

    /// Seed 002's final login form after `rotate`, at 40, 80 and 120
    /// columns: tmux wraps no line, and the texts are there (cut texts are
    /// spelled out in the legend).
    @Test(arguments: [40, 80, 120])
    func theLoginFormAfterRotateFitsTheWindow(columns: Int) throws {
        guard let bin = EndToEndTests.prerequisites() else { return }
        let scene = EndToEndTests.packageRoot.appendingPathComponent("Scripts/scenes/login-final.stack").path
        let t = EndToEndTests.Terminal(
            command: "env STACKLAB_HISTORY= NO_COLOR=1 LANG=C.UTF-8 \(bin) --scene \(scene)", columns: columns)
        t.wait("the prompt") { $0.contains("stacklab>") }
        t.keys("C-l")
        t.type("rotate")
        t.keys("Enter")
        let screen = t.wait("the landscape picture") { $0.contains("landscape") && Self.promptIsBack($0) }
        let lines = t.unwrappedScreen.split(separator: "\n").map(String.init)
        for line in lines { #expect(displayWidth(line) <= columns, "\(displayWidth(line)): \(line)") }
        #expect(screen.contains("‹登录›"), "\(screen)")
        #expect(screen.contains("User Name:"), "\(screen)")
        #expect(lines.contains { $0.hasPrefix("╭") && displayWidth($0) >= columns - 4 }, "\(screen)")
        t.keys("C-d")
    }

    /// In a 24-line window the picture is at most 20 lines tall (the
    /// prompt and a few lines of report stay in view).
    @Test func thePictureFitsTheWindowsHeight() throws {
        guard let bin = EndToEndTests.prerequisites() else { return }
        let t = EndToEndTests.Terminal(
            command: "env STACKLAB_HISTORY= NO_COLOR=1 LANG=C.UTF-8 \(bin) --picture", columns: 80, rows: 24)
        t.wait("the prompt") { $0.contains("stacklab>") }
        t.type("view a; add a to root; pin a to root inset=20")
        t.keys("Enter")
        let screen = t.wait("the picture") { $0.contains("╰") && Self.promptIsBack($0) }
        let lines = screen.split(separator: "\n")
        let top = try #require(lines.firstIndex { $0.hasPrefix("╭") }, "\(screen)")
        let bottom = try #require(lines.firstIndex { $0.hasPrefix("╰") }, "\(screen)")
        #expect(bottom - top + 1 <= 20, "\(screen)")
        t.keys("C-d")
    }

    /// At the prompt an error has the caret under the line as typed and no
    /// `<stdin>:N:` prefix; inside a block it says which line (and the
    /// block ends there).
    @Test func errorsAtThePromptHaveNoFileName() throws {
        guard let bin = EndToEndTests.prerequisites() else { return }
        let t = EndToEndTests.Terminal(command: "env STACKLAB_HISTORY= NO_COLOR=1 LANG=C.UTF-8 \(bin) --no-picture")
        t.wait("the prompt") { $0.contains("stacklab>") }
        // Each line waits for the answer to the one before, so that under
        // load what is typed never lands in the middle of an error.
        t.type("view a; frame nope")
        t.keys("Enter")
        _ = t.wait("the first error") { $0.contains("^~~~") && Self.promptIsBack($0) }
        t.type("animate {")
        t.keys("Enter")
        _ = t.wait("the block's prompt") { t.count($0, "...>") >= 1 }
        t.type("  hidee a")
        t.keys("Enter")
        let screen = t.wait("both errors") { $0.contains("nothing ran") && Self.promptIsBack($0) }
        #expect(screen.contains("""
            stacklab> view a; frame nope
            error: unknown view 'nope'
            view a; frame nope
                          ^~~~
            """), "\(screen)")
        #expect(screen.contains("line 2: error: unknown command 'hidee'; did you mean 'hide'?\n  hidee a\n  ^~~~~"), "\(screen)")
        #expect(screen.contains("the block opened at line 1, column 9 ends here: nothing ran"), "\(screen)")
        #expect(!screen.contains("<stdin>"), "\(screen)")
        t.keys("C-d")
    }

    /// `help` is longer than a 24-line window, so it goes through `$PAGER`;
    /// a short answer does not, and neither does output that is not a
    /// terminal.
    @Test func aLongAnswerGoesThroughThePager() throws {
        guard let bin = EndToEndTests.prerequisites() else { return }
        let t = EndToEndTests.Terminal(
            command: "env STACKLAB_HISTORY= NO_COLOR=1 LANG=C.UTF-8 PAGER='sed s/^/P:/' \(bin) --no-picture")
        // (The window is 50 lines tall; help is longer.)
        t.wait("the prompt") { $0.contains("stacklab>") }
        t.type("history")
        t.keys("Enter")
        let short = t.wait("the history") { $0.contains("   1  history") && Self.promptIsBack($0) }
        #expect(!short.contains("P:"), "\(short)")
        t.type("help")
        t.keys("Enter")
        let screen = t.wait("the paged help") { $0.contains("P:") && Self.promptIsBack($0) }
        // Every line of help came through the pager, up to the prompt (lines
        // that tmux wrapped joined back).
        let lines = t.unwrappedScreen.split(separator: "\n").filter { !$0.allSatisfy { $0 == " " } }
        #expect(lines.count > 40 && lines.dropLast().allSatisfy { $0.hasPrefix("P:") }, "\(screen)")
        // `help; tree`: both answers go through the pager together.
        t.keys("C-l")
        t.type("help; tree")
        t.keys("Enter")
        let both = t.wait("help and the tree") { $0.contains("root (root)") && Self.promptIsBack($0) }
        #expect(both.contains("P:root (root) {{0, 0}, {375, 667}}"), "\(both)")
        t.keys("C-d")
        let piped = EndToEndTests.sh(["sh", "-c", "echo help | PAGER='sed s/^/P:/' \(bin) --no-picture"])
        #expect(piped.status == 0 && !piped.output.contains("P:"), "\(piped.output)")
    }
}
