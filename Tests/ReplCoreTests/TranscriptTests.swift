import Foundation
import Testing

@testable import ReplCore

/// Golden transcripts: each `Transcripts/NAME.stack` is replayed as
/// `stacklab play` does (commands echoed after the prompt) and the
/// transcript, followed by `[exit N]`, must equal `Transcripts/NAME.out`.
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

    /// The transcript of a script, as `stacklab play` prints it, with files
    /// in memory so `save` / `load` stay inside the test.
    static func transcript(of script: String) throws -> String {
        let text = try String(contentsOf: directory.appendingPathComponent(script), encoding: .utf8)
        // The lesson scenes of Scripts/scenes are there as `scenes/NAME`.
        let scenesDirectory = directory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/scenes")
        var files: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: scenesDirectory.path)) ?? [] {
            files["scenes/" + name] = try String(contentsOf: scenesDirectory.appendingPathComponent(name), encoding: .utf8)
        }
        let session = Session(fileSystem: MemoryFileSystem(files))
        let (out, failed) = ScriptFeeder.replay(text, file: script, session: session)
        return out + "\n[exit \(failed ? 1 : 0)]\n"
    }

    @Test func thereAreTranscripts() {
        #expect(Self.scripts.count >= 4)
    }

    @Test(arguments: TranscriptTests.scripts)
    func transcript(_ script: String) throws {
        let got = try Self.transcript(of: script)
        let golden = Self.directory.appendingPathComponent(script.replacingOccurrences(of: ".stack", with: ".out"))
        if ProcessInfo.processInfo.environment["STACKLAB_RECORD"] != nil {
            try got.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.lastPathComponent); run again without STACKLAB_RECORD to check it")
            return
        }
        guard let want = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("no \(golden.lastPathComponent): record it with STACKLAB_RECORD=1")
            return
        }
        if got != want {
            let g = got.split(separator: "\n", omittingEmptySubsequences: false)
            let w = want.split(separator: "\n", omittingEmptySubsequences: false)
            let i = Array(zip(g, w)).firstIndex { $0.0 != $0.1 } ?? min(g.count, w.count)
            Issue.record("""
                \(script) differs from its golden transcript at line \(i + 1):
                  want: \(i < w.count ? String(w[i]) : "<end>")
                  got:  \(i < g.count ? String(g[i]) : "<end>")
                """)
        }
    }
}
