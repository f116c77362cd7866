import Testing

@testable import ReplCore

/// A line is parsed whole before anything on it runs: a syntax error
/// anywhere on it, even after valid commands, changes nothing.
@Suite("A line runs whole or not at all")
struct WholeLineTests {
    static let scene = """
        stack row axis=vertical
        add row to root
        pin row to root.margins
        view a intrinsic=40x40
        view b intrinsic=40x40
        add a b to row
        """

    func session() -> Session {
        let s = Session(fileSystem: MemoryFileSystem())
        let r = s.run(Self.scene)
        #expect(!r.failed, "\(r.output)")
        return s
    }

    /// A stray `}` after an animation block: the animation does not run.
    @Test func aStrayBraceAfterABlockRunsNothing() {
        let s = session()
        let dump = s.run("dump").output
        let r = s.run("animate 0.25 { hide a }}")
        #expect(r.failed)
        #expect(r.output.contains("unexpected '}' with no open block"))
        #expect(r.output.hasSuffix(Session.nothingRan))
        #expect(s.run("dump").output == dump)
        #expect(s.run("dump timeline").failed, "no animation ran")
        #expect(s.run("undo").output.hasPrefix("undid: add a b to row"), "the failed line is not in the history")
    }

    /// A typo after valid commands: the valid ones before it do not run.
    @Test(arguments: [
        "hide a; stak b",
        "hide a; hide b; set a alpha=",
        "view c; add c to row; frobnicate",
        "hide a; animate { show a",
        "set row spacing=20; hide a \"unterminated",
    ])
    func aSyntaxErrorAfterValidCommandsRunsNothing(_ line: String) {
        let s = session()
        let dump = s.run("dump").output
        let r = s.run(line)
        #expect(r.failed)
        #expect(s.run("dump").output == dump, "\(line) changed the scene")
        #expect(s.run("undo").output.hasPrefix("undid: add a b to row"))
    }

    /// Without a syntax error the commands still run in order, each whole:
    /// one that fails (an unknown view) does not stop the next.
    @Test func validLinesStillRunCommandByCommand() {
        let s = session()
        let r = s.run("hide a; hide nope; hide b")
        #expect(r.failed)
        #expect(!r.output.contains(Session.nothingRan))
        #expect(s.run("undo").output.hasPrefix("undid: hide b"))
        #expect(s.run("undo").output.hasPrefix("undid: hide a"))
    }
}
