import Foundation
import Testing

/// The binary run as a command (no terminal): what it prints and its exit
/// status.
@Suite("stacklab on the command line")
struct CommandLineTests {
    @Test func playOfAMissingFileSaysWhyInOneLine() throws {
        let bin = try #require(EndToEndTests.binary(), "build stacklab first")
        let r = EndToEndTests.sh([bin, "play", "/nonexistent/lesson.stack"])
        #expect(r.status == 2)
        #expect(r.output == "stacklab: cannot read /nonexistent/lesson.stack: No such file or directory\n", "\(r.output)")
    }
}
