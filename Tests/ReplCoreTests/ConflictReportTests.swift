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
}
