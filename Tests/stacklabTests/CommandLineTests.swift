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
        // The same for --scene, at the prompt or in replay.
        let scene = EndToEndTests.sh([bin, "--scene", "/nonexistent/lesson.stack"])
        #expect(scene.status == 2)
        #expect(scene.output == "stacklab: cannot read /nonexistent/lesson.stack: No such file or directory\n", "\(scene.output)")
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

extension CommandLineTests {
    static func scripts(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-cli-\(getpid())-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        return dir
    }

    /// Two files, each in a fresh session (both create `a`), each ending with
    /// its summary on standard output; standard error stays empty.
    @Test func playOfTwoFilesRunsEachInAFreshSession() throws {
        let bin = try #require(EndToEndTests.binary(), "build stacklab first")
        let dir = try Self.scripts([
            "a.stack": "view a intrinsic=10x10; add a to root\nexpect a.frame == {{0, 0}, {10, 10}}\n",
            "b.stack": "view a; add a to root\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = EndToEndTests.sh(["sh", "-c", "cd \(dir) && \(bin) play --no-picture a.stack b.stack 2>/dev/null"])
        #expect(out.status == 0)
        let lines = out.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasSuffix("failed") } == [
            "a.stack: 3 commands, 1 expectation, 0 failed", "b.stack: 2 commands, 0 expectations, 0 failed",
        ], "\(out.output)")
        #expect(lines.last == "b.stack: 2 commands, 0 expectations, 0 failed")
        let err = EndToEndTests.sh(["sh", "-c", "cd \(dir) && \(bin) play --no-picture a.stack b.stack 2>&1 >/dev/null"])
        #expect(err.output.isEmpty, "\(err.output)")
        // --shared-scene: one scene, so b's `view a` fails (a already is);
        // exit status 1.
        let shared = EndToEndTests.sh(["sh", "-c", "cd \(dir) && \(bin) play --no-picture --shared-scene a.stack b.stack 2>&1 >/dev/null"])
        #expect(shared.status == 1)
        #expect(shared.output.hasSuffix("b.stack: 2 commands, 0 expectations, 1 failed\n"), "\(shared.output)")
    }

    /// A failed expectation: the summary goes to standard error, exit 1.
    @Test func aFailureMakesTheSummaryADiagnostic() throws {
        let bin = try #require(EndToEndTests.binary(), "build stacklab first")
        let dir = try Self.scripts(["c.stack": "view a; add a to root\nexpect a.frame == {{1, 1}, {1, 1}}\nframe a\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = EndToEndTests.sh(["sh", "-c", "cd \(dir) && \(bin) play --no-picture c.stack 2>/dev/null"])
        #expect(out.status == 1)
        #expect(!out.output.contains("c.stack: 4 commands"))
        let err = EndToEndTests.sh(["sh", "-c", "cd \(dir) && \(bin) play --no-picture c.stack 2>&1 >/dev/null"])
        #expect(err.output.hasSuffix("c.stack: 4 commands, 1 expectation, 1 failed\n"), "\(err.output)")
    }
}

extension CommandLineTests {
    /// Errors and failed expectations go to standard error, the echo and
    /// answers to standard output: `2>/dev/null` hides every diagnostic.
    @Test func diagnosticsGoToStandardErrorAnswersToStandardOutput() throws {
        let bin = try #require(EndToEndTests.binary(), "build stacklab first")
        let input = "printf 'view a; add a to root\\nframe nope\\nexpect a.hidden == true\\nframe a\\n'"
        let out = EndToEndTests.sh(["sh", "-c", "\(input) | \(bin) --no-picture 2>/dev/null"])
        #expect(out.status == 1)
        #expect(out.output == """
            stacklab> view a; add a to root
              a     placed at {{0, 0}, {0, 0}}
            stacklab> frame nope
            stacklab> expect a.hidden == true
            stacklab> frame a
            a {{0, 0}, {0, 0}}

            """, "\(out.output)")
        let err = EndToEndTests.sh(["sh", "-c", "\(input) | \(bin) --no-picture 2>&1 >/dev/null"])
        let lines = err.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "<stdin>:2:7: error: unknown view 'nope'", "\(err.output)")
        #expect(lines.contains { $0.hasPrefix("<stdin>:3:") && $0.contains("error: expected a.hidden == true") }, "\(err.output)")
        #expect(lines.last == "<stdin>: 5 commands, 1 expectation, 2 failed", "\(err.output)")
        #expect(!lines.contains { $0.hasPrefix("stacklab> ") })
    }
}

extension CommandLineTests {
    /// `--help` goes to standard output with status 0 and names the streams,
    /// the summary line, the pager and the environment.
    @Test func helpNamesTheStreamsThePagerAndTheEnvironment() throws {
        let bin = try #require(EndToEndTests.binary(), "build stacklab first")
        let r = EndToEndTests.sh(["sh", "-c", "\(bin) --help 2>/dev/null"])
        #expect(r.status == 0)
        let flat = r.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in ["errors, failed expectations and warnings to standard error", "FILE: N commands, M expectations, K failed",
                       "$PAGER, else less -FRX", "STACKLAB_HISTORY", "NO_COLOR", "COLUMNS"] {
            #expect(flat.contains(phrase), "\(phrase)")
        }
    }
}
