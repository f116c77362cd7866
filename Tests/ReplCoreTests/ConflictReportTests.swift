import Testing
import ViewTree

@testable import ReplCore

/// `explain conflicts` reads the window's typed conflict entries: what made
/// each constraint, and whether the broken one is still broken as reported.
@Suite("explain conflicts reads typed reports")
struct ConflictReportTests {
    static let scene = """
        view box
        add box to root
        constrain box.leading == root.leading
        constrain box.top == root.top
        constrain box.height == 10
        constrain box.width == 100
        constrain box.width == 120
        """

    @Test func theEntriesAreTyped() throws {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run(Self.scene).failed)
        let report = try #require(s.window.conflictReports.last)
        #expect(report.constraints.map(\.origin) == [.app, .app])
        #expect(report.constraints.compactMap(\.layoutConstraint).map(\.constant) == [100, 120])
        #expect(report.broken.layoutConstraint?.constant == 120)
        #expect(s.window.isStillBroken(report.broken))
    }

    @Test func aBrokenConstraintRemovedSinceIsNoLongerBroken() {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run(Self.scene).failed)
        #expect(!s.run("removeFromSuperview box").failed)
        let text = s.run("explain conflicts").output.components(separatedBy: "\n")
        #expect(text.contains("  box.width == 120"))
        #expect(text.contains("      an app constraint, the one being added"))
        #expect(text.contains("It is no longer broken: it was changed or removed since, or the conflict went away."))
        // The constraint is gone: the fix no longer quotes it as `constrain`.
        #expect(text.last == "Fix: decide which constraint should give way and give it a priority below 1000 (999 keeps it as strong as possible), or remove the constraint that contradicts the others.")
    }

    /// An undo after an undo with no layout pass between them (change
    /// reports off: nothing lays out after a command) brings back what the
    /// first undo restored, not the constraints the undone `animate` broke:
    /// the frames and conflicts are the same whether the commands were
    /// watched or not. (Found by SwiftRoundTripTests' random scenes: with
    /// reports off, `v1.top == s0.bottom + 9` stayed broken, silently, and
    /// v0 was 30 tall; with them on it held and v0 was 652 tall.)
    @Test func undoAfterUndoBringsBackWhatTheFirstRestored() {
        let commands = [
            "stack s0 axis=vertical spacing=4", "add s0 to root", "pin s0 to root.margins",
            "view v0 intrinsic=30x30", "label v1 \"One\"", "stack s1", "add v0 v1 s1 to s0",
            "constrain v1.top == s0.bottom + 9",
            "animate 0.1 fps=20 { hide v0; show v1; set s0 spacing=1 }",
            "undo", "view v2 intrinsic=41x51", "scroll sc", "undo", "undo",
        ]
        func run(reporting: Bool) -> (frames: String, conflicts: Int, reports: Int) {
            let s = Session(fileSystem: MemoryFileSystem())
            for c in commands { #expect(!s.run(c, style: OutputStyle(reportChanges: reporting)).failed, "\(c)") }
            let frames = ["v0", "v1", "s1"].map { s.run("frame \($0)", style: OutputStyle(reportChanges: false)).output }
                .joined(separator: "\n")
            let broken = s.window.conflictReports.filter { s.window.isStillBroken($0.broken) }.count
            return (frames, broken, s.window.conflictReports.count)
        }
        let watched = run(reporting: true), quiet = run(reporting: false)
        #expect(watched.frames == quiet.frames)
        #expect(quiet.frames.contains("v0 {{0, 0}, {343, 652}}"))
        #expect(watched.conflicts == 0 && quiet.conflicts == 0)
        #expect(watched.reports == quiet.reports)
    }
}
