// Part of TestSupport: golden transcripts kept as two files, what a run
// printed on standard output (`NAME.out`) and on standard error
// (`NAME.err`, absent when nothing was), recorded only on request.
import Foundation

public enum GoldenTranscript {
    /// Whether this run records (`STACKLAB_RECORD=1`): it writes the files
    /// and the test must then fail, so a recording never passes as a test.
    public static var recording: Bool { ProcessInfo.processInfo.environment["STACKLAB_RECORD"] != nil }

    /// Writes `out` to `base.out` and `err` to `base.err` (removing a stale
    /// `.err` when `err` is empty). Returns the message the test records.
    public static func record(out: String, err: String, at base: URL) throws -> String {
        try out.write(to: base.appendingPathExtension("out"), atomically: true, encoding: .utf8)
        let errFile = base.appendingPathExtension("err")
        if err.isEmpty { try? FileManager.default.removeItem(at: errFile) } else {
            try err.write(to: errFile, atomically: true, encoding: .utf8)
        }
        return "recorded \(base.lastPathComponent); run again without STACKLAB_RECORD to check it"
    }

    /// How `out` and `err` differ from `base.out` and `base.err` (no `.err`
    /// file: standard error must be empty): one message per stream that
    /// differs, naming the first line that does; empty when both match.
    public static func differences(out: String, err: String, at base: URL) -> [String] {
        let outFile = base.appendingPathExtension("out")
        guard let wantOut = try? String(contentsOf: outFile, encoding: .utf8) else {
            return ["no \(outFile.lastPathComponent): record it with STACKLAB_RECORD=1"]
        }
        let wantErr = (try? String(contentsOf: base.appendingPathExtension("err"), encoding: .utf8)) ?? ""
        return [
            difference(out, wantOut, "standard output", golden: outFile.lastPathComponent),
            difference(err, wantErr, "standard error", golden: base.lastPathComponent + ".err"),
        ].compactMap { $0 }
    }

    static func difference(_ got: String, _ want: String, _ what: String, golden: String) -> String? {
        guard got != want else { return nil }
        let g = got.split(separator: "\n", omittingEmptySubsequences: false)
        let w = want.split(separator: "\n", omittingEmptySubsequences: false)
        let i = Array(zip(g, w)).firstIndex { $0.0 != $0.1 } ?? min(g.count, w.count)
        return """
            \(what) differs from \(golden) at line \(i + 1):
              want: \(i < w.count ? String(w[i]) : "<end>")
              got:  \(i < g.count ? String(g[i]) : "<end>")
            """
    }
}
