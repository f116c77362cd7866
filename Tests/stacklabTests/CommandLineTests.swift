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

extension CommandLineTests {
    /// `--quiet`: no echo, no change reports, no pictures; what was asked
    /// for still prints.
    @Test func quietPrintsOnlyWhatWasAskedFor() throws {
        let bin = try #require(EndToEndTests.binary(), "build stacklab first")
        let r = EndToEndTests.sh(["sh", "-c", "printf 'view a; add a to root; pin a to root inset=20\\nframe a\\n' | \(bin) -q --picture"])
        #expect(r.status == 0)
        #expect(r.output == "a {{20, 20}, {335, 627}}\n", "\(r.output)")
    }
}
