import TerminalText
import Testing

@testable import ReplCore

/// What the executable prints to a terminal is folded at word boundaries:
/// no line wider than the terminal, no word cut, at every width from 40.
@Suite("Answers folded to the terminal")
struct FoldedAnswerTests {
    @Test(arguments: [40, 57, 80, 120])
    func explainTreeAndConstraintsFoldAtWords(columns: Int) throws {
        let s = try ScreenPictureTests.scene("login.stack", columns: columns)
        for command in ["explain userLabel", "tree", "constraints userRow", "explain form", "help", "help animate"] {
            let answer = s.run(command).output
            let shown = s.foldedAnswer(answer)
            for line in shown.split(separator: "\n") {
                #expect(displayWidth(String(line)) <= columns, "\(command) at \(columns): \(line)")
            }
            // Nothing is lost, and every word that fits half the width
            // is still whole (a longer one may be cut where it must).
            let words = answer.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            let foldedWords = shown.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            #expect(words.joined() == foldedWords.joined(), "\(command) at \(columns)")
            for w in words where displayWidth(w) <= columns / 2 {
                #expect(foldedWords.contains(w), "\(command) at \(columns): '\(w)' was cut")
            }
        }
    }
}
