import Foundation
import Testing

@testable import ReplCore

/// The change report a command prints is made from what the window saw
/// move and what the command touched (Session+Changes.swift), not from a
/// snapshot of every view. These tests run command streams with the
/// session's check on: each report must equal the one made the whole way
/// (every view's frame, hidden state and scroll state before and after).
@Suite("Change reports in proportion to what moved")
struct ChangeReportTests {
    static let style = OutputStyle(reportChanges: true, picture: false)

    /// Runs `lines` one by one with the check on; returns the mismatches
    /// and how many reports were compared.
    static func check(_ lines: [String], files: [String: String] = OracleVocabulary.files) -> ([String], Int) {
        let s = Session(fileSystem: MemoryFileSystem(files))
        s.changeReportMismatches = []
        for line in lines { _ = s.run(line, file: "<check>", style: style) }
        return (s.changeReportMismatches ?? [], s.changeReportsChecked)
    }

    @Test func everyKindOfOracleStepReportsAsTheWholeSnapshotsDo() {
        // Every kind of the replay oracle's steps, over a spread of operands,
        // in one session (so later steps meet what earlier ones built).
        var lines = OracleVocabulary.prelude
        for a in 0..<6 {
            for kind in 0..<OracleVocabulary.kinds {
                for b in [0, 1, 2, 3, 5, 7] { lines.append(OracleVocabulary.command(OracleStep(kind: kind, a: a + 3 * b, b: b + a))) }
            }
        }
        let (mismatches, checked) = Self.check(lines)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(checked): \(mismatches.first ?? "")")
        #expect(checked > 300)
    }

    @Test(arguments: TranscriptTests.scripts)
    func transcriptScriptsReportAsTheWholeSnapshotsDo(_ script: String) throws {
        let text = try String(contentsOf: TranscriptTests.directory.appendingPathComponent(script), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        let (mismatches, checked) = Self.check(lines)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(checked): \(mismatches.first ?? "")")
    }

    @Test func aReportListsHiddenViewsThatDidNotMoveAndViewsThatLeft() {
        let s = Session()
        let lines = [
            "view a intrinsic=20x20", "add a to root", "constrain a.leading == root.leading + 10",
            "constrain a.top == root.top + 30", "stack st axis=vertical", "add st to root",
            "pin st to root.margins", "label l1 \"One\"", "label l2 \"Two\"", "add l1 l2 to st",
        ]
        for line in lines { _ = s.run(line, file: "<t>", style: Self.style) }
        // A hidden view outside any stack keeps its frame: the note alone.
        #expect(s.run("hide a", file: "<t>", style: Self.style).output == "  a     {{10, 30}, {20, 20}}  (hidden)")
        // A view leaving the window, and its sibling moving up.
        let out = s.run("removeFromSuperview l1", file: "<t>", style: Self.style).output
        #expect(out.contains("l1    left the screen"))
        #expect(out.contains("l2    {{"))
    }
}
