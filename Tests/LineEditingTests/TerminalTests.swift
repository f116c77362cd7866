import Foundation
import Testing
@testable import LineEditing

@Suite("Prompts and terminal queries")
struct TerminalTests {
    @Test func plainPromptUnchanged() {
        #expect(libeditPrompt("stacklab> ") == "stacklab> ")
        #expect(libeditPrompt("     ...> ") == "     ...> ")
        #expect(libeditPrompt("登录> ") == "登录> ")
    }

    @Test func colourSequencesAreDelimited() {
        #expect(libeditPrompt("\u{1B}[1;32mstacklab>\u{1B}[0m ")
                == "\u{1}\u{1B}[1;32m\u{1}stacklab>\u{1}\u{1B}[0m\u{1} ")
        // Adjacent sequences share one pair of delimiters.
        #expect(libeditPrompt("\u{1B}[1m\u{1B}[36m...>\u{1B}[0m")
                == "\u{1}\u{1B}[1m\u{1B}[36m\u{1}...>\u{1}\u{1B}[0m\u{1}")
        // OSC (window title) ended by BEL, and a two-character escape.
        #expect(libeditPrompt("\u{1B}]0;stacklab\u{7}> ") == "\u{1}\u{1B}]0;stacklab\u{7}\u{1}> ")
        #expect(libeditPrompt("\u{1B}(Bx") == "\u{1}\u{1B}(\u{1}Bx")
    }

    @Test func alreadyDelimitedPromptIsKept() {
        let prompt = "\u{1}\u{1B}[32m\u{1}> "
        #expect(libeditPrompt(prompt) == prompt)
    }

    @Test func pipesAreNotTerminals() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect(!LineEditor.isTerminal(fds[0]))
        #expect(LineEditor.terminalWidth(fds[1]) > 0)
        #expect(!LineEditor.isTerminal(-1))
    }
}
