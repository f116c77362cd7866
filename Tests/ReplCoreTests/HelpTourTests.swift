import TerminalText
import Testing

@testable import ReplCore

/// `help`'s tour: the first things to type, lessons among them, folded to
/// the terminal at every width.
@Suite("help's tour")
struct HelpTourTests {
    @Test(arguments: [40, 80, 120])
    func theTourMentionsLessonsAndFits(columns: Int) {
        let s = Session(fileSystem: MemoryFileSystem())
        s.terminalColumns = columns
        let help = s.run("help").output
        #expect(help.contains("lesson list; lesson start seed000-rows"), "\(help.prefix(1500))")
        #expect(help.contains("explain row"))
        for line in help.split(separator: "\n") { #expect(displayWidth(String(line)) <= columns, "\(line)") }
        // The lesson the tour names exists.
        #expect(!s.run("lesson start seed000-rows").failed)
    }
}
