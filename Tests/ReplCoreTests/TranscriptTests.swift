import Foundation
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
        let base = script.replacingOccurrences(of: ".stack", with: "")
        let out = Self.directory.appendingPathComponent(base + ".out")
        let err = Self.directory.appendingPathComponent(base + ".err")
        if ProcessInfo.processInfo.environment["STACKLAB_RECORD"] != nil {
            try got.out.write(to: out, atomically: true, encoding: .utf8)
            if got.err.isEmpty { try? FileManager.default.removeItem(at: err) } else {
                try got.err.write(to: err, atomically: true, encoding: .utf8)
            }
            Issue.record("recorded \(base); run again without STACKLAB_RECORD to check it")
            return
        }
        guard let wantOut = try? String(contentsOf: out, encoding: .utf8) else {
            Issue.record("no \(out.lastPathComponent): record it with STACKLAB_RECORD=1")
            return
        }
        let wantErr = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
        Self.compare(got.out, wantOut, "\(script)'s standard output", golden: out.lastPathComponent)
        Self.compare(got.err, wantErr, "\(script)'s standard error", golden: err.lastPathComponent)
    }

    static func compare(_ got: String, _ want: String, _ what: String, golden: String) {
        guard got != want else { return }
        let g = got.split(separator: "\n", omittingEmptySubsequences: false)
        let w = want.split(separator: "\n", omittingEmptySubsequences: false)
        let i = Array(zip(g, w)).firstIndex { $0.0 != $0.1 } ?? min(g.count, w.count)
        Issue.record("""
            \(what) differs from \(golden) at line \(i + 1):
              want: \(i < w.count ? String(w[i]) : "<end>")
              got:  \(i < g.count ? String(g[i]) : "<end>")
            """)
    }
}
