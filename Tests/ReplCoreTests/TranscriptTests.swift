import Foundation
import TestSupport
import Testing

@testable import ReplCore

/// Golden transcripts: each `Transcripts/NAME.stack` is replayed as
/// `stacklab play` does (commands echoed after the prompt). Standard output
/// and standard error are read apart: what went to standard output,
/// followed by `[exit N]`, must equal `Transcripts/NAME.out`, and what went
/// to standard error (errors, failed expectations, warnings, the summary of
/// a file that failed) must equal `Transcripts/NAME.err`; without a `.err`
/// file, standard error must stay empty.
///
/// Recording is explicit: `STACKLAB_RECORD=1 swift test --filter Transcript`
/// writes the `.out` files and then FAILS, so a recording is never mistaken
/// for a passing run; read the diff, then run again without the variable.
@Suite("Golden transcripts")
struct TranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".stack") }.sorted()
    }

    /// The transcript of a script, as `stacklab play` prints it on standard
    /// output and standard error, with files in memory so `save` / `load`
    /// stay inside the test.
    static func transcript(of script: String) throws -> (out: String, err: String) {
        let text = try String(contentsOf: directory.appendingPathComponent(script), encoding: .utf8)
        // The lesson scenes of Scripts/scenes are there as `scenes/NAME`.
        let scenesDirectory = directory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/scenes")
        var files: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: scenesDirectory.path)) ?? [] {
            files["scenes/" + name] = try String(contentsOf: scenesDirectory.appendingPathComponent(name), encoding: .utf8)
        }
        let session = Session(fileSystem: MemoryFileSystem(files))
        let r = InputLoop.replay(text, file: script, session: session)
        return (r.stdout + "\n[exit \(r.failed ? 1 : 0)]\n", r.stderr.isEmpty ? "" : r.stderr + "\n")
    }

    @Test func thereAreTranscripts() {
        #expect(Self.scripts.count >= 4)
    }

    @Test(arguments: TranscriptTests.scripts)
    func transcript(_ script: String) throws {
        let got = try Self.transcript(of: script)
        let base = Self.directory.appendingPathComponent(script.replacingOccurrences(of: ".stack", with: ""))
        if GoldenTranscript.recording {
            Issue.record(Comment(rawValue: try GoldenTranscript.record(out: got.out, err: got.err, at: base)))
            return
        }
        for difference in GoldenTranscript.differences(out: got.out, err: got.err, at: base) {
            Issue.record(Comment(rawValue: "\(script): " + difference))
        }
    }
}
