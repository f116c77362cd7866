import CommandLanguage
import TerminalText
import Testing

@testable import ReplCore

/// `help COMMAND` on a narrow terminal: a paragraph of prose wider than the
/// terminal is poured anew into its width (it reads as a paragraph, not as
/// long lines each folded under itself); nothing is lost, nothing is wider
/// than the terminal, and where the text fits it is as written.
@Suite("help reflows its paragraphs to the terminal")
struct HelpReflowTests {
    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    }

    /// Every command's help at 40, 57, 80 and 120 columns, as the prompt
    /// prints it (folded after the reflow).
    @Test(arguments: [40, 57, 80, 120])
    func everyCommandsHelpFitsAndKeepsItsWords(columns: Int) {
        let s = Session(fileSystem: MemoryFileSystem())
        s.terminalColumns = columns
        for spec in commandTable {
            let text = s.helpText(spec.name)
            #expect(Self.words(text) == Self.words(spec.helpText), "\(spec.name) at \(columns): a word changed")
            for line in s.foldedAnswer(text).split(separator: "\n") {
                #expect(displayWidth(String(line)) <= columns, "\(spec.name) at \(columns): \(line)")
            }
            // Prose that fits is printed as written.
            let prose = spec.help.split(separator: "\n").filter { $0.first.map { $0 != " " } ?? false }
            if prose.allSatisfy({ displayWidth(String($0)) <= columns }) {
                #expect(text == spec.helpText, "\(spec.name) at \(columns) was changed though it fits")
            }
        }
    }

    /// At 40 columns `help datepicker`'s paragraph is filled line by line:
    /// each line but the paragraph's last is as full as the next word
    /// allows, where folding alone left lines of one or two words.
    @Test func aParagraphIsFilledAtFortyColumns() throws {
        let s = Session(fileSystem: MemoryFileSystem())
        s.terminalColumns = 40
        let lines = s.helpText("datepicker").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try #require(lines.firstIndex { $0.hasPrefix("preferredDatePickerStyle: wheels") })
        let last = try #require(lines.firstIndex { $0.hasSuffix("README says so).") })
        #expect(last - first == 6, "\(lines[first...last])")
        for i in first..<last {
            let next = lines[i + 1].split(separator: " ").first.map(String.init) ?? ""
            #expect(displayWidth(lines[i]) <= 40)
            #expect(displayWidth(lines[i]) + 1 + displayWidth(next) > 40, "line \(i) could take '\(next)': \(lines[i])")
        }
        #expect(lines[first] == "preferredDatePickerStyle: wheels (the")
        #expect(lines.contains("  datepicker birthday style=compact"))
    }
}
