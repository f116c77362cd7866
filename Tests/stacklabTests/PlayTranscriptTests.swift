import Foundation
import TerminalText
import TestSupport
import Testing

/// Golden transcripts through the binary: `stacklab play` runs scripts of
/// `Transcripts/play/` from that directory, and its standard output
/// (followed by `[exit N]`) and standard error, captured apart, must equal
/// `Transcripts/NAME.out` and `Transcripts/NAME.err` (no `.err`: standard
/// error must stay empty).
///
/// Recording is explicit: `STACKLAB_RECORD=1 swift test --filter PlayTranscript`
/// writes the files and then FAILS; read the diff, then run again.
@Suite("Golden transcripts of stacklab play")
struct PlayTranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var arguments: String
        var columns = 80
        var description: String { name }
    }

    static let cases: [Case] = [
        // Each file in a fresh session, each ending with its summary: a's on
        // standard output, b's (a failed expectation) on standard error.
        Case(name: "two-files", arguments: "play --no-picture a.stack b.stack"),
        // One scene for both: b's `stack row` finds a's row.
        Case(name: "shared-scene", arguments: "play --no-picture --shared-scene a.stack b.stack"),
        // Pictures that fit a 40-column terminal, in portrait and after `rotate`.
        Case(name: "pictures-40", arguments: "play --picture rotate.stack", columns: 40),
        // No echo, no reports, no pictures, no summary of a file that passed.
        Case(name: "quiet", arguments: "play -q --picture a.stack"),
    ]

    /// Runs the case; its standard output with `[exit N]`, and its standard error.
    static func run(_ c: Case, binary: String) throws -> (out: String, err: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-play-\(getpid())-\(UUID())").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let play = directory.appendingPathComponent("play").path
        let r = EndToEndTests.sh(["sh", "-c",
            "cd '\(play)' && COLUMNS=\(c.columns) '\(binary)' \(c.arguments) > '\(scratch)/out' 2> '\(scratch)/err'"])
        let out = try String(contentsOfFile: scratch + "/out", encoding: .utf8)
        let err = try String(contentsOfFile: scratch + "/err", encoding: .utf8)
        return (out + "[exit \(r.status)]\n", err)
    }

    @Test(arguments: PlayTranscriptTests.cases)
    func transcript(_ c: Case) throws {
        let bin = try #require(EndToEndTests.binary(), "build stacklab first")
        let got = try Self.run(c, binary: bin)
        let base = Self.directory.appendingPathComponent(c.name)
        if GoldenTranscript.recording {
            Issue.record(Comment(rawValue: try GoldenTranscript.record(out: got.out, err: got.err, at: base)))
            return
        }
        for difference in GoldenTranscript.differences(out: got.out, err: got.err, at: base) {
            Issue.record(Comment(rawValue: "\(c.name): " + difference))
        }
        // Nothing on standard output is wider than the terminal (a
        // diagnostic keeps its source line whole, for the caret under it).
        for line in got.out.split(separator: "\n") {
            #expect(displayWidth(String(line)) <= c.columns, "\(c.name): \(line)")
        }
    }
}
