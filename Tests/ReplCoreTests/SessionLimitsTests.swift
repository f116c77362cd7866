import ReplCore
import Testing

/// A shared server's bounds on a session: the command that would pass one
/// fails with one error naming the limit, and the scene stays as it was.
@Suite struct SessionLimitsTests {
    static func session(_ change: (inout SessionLimits) -> Void) -> Session {
        let s = Session(fileSystem: MemoryFileSystem())
        var limits = SessionLimits()
        change(&limits)
        s.limits = limits
        return s
    }

    @Test func aLoadPastTheViewLimitLoadsNothing() {
        let files = MemoryFileSystem(["big.stack": (1...8).map { "view v\($0)" }.joined(separator: "\n")])
        let s = Session(fileSystem: files)
        s.limits = SessionLimits(views: 6)
        _ = s.run("view keep")
        let r = s.run("load big.stack")
        #expect(r.failed)
        #expect(r.diagnostics.first?.message == "this server allows 6 views in a scene, and the command would make 9; nothing changed")
        #expect(s.entriesCount == 1)
        #expect(!s.run("view second").failed)
    }

    @Test func anAnimationPastTheSampleLimitIsRefusedBeforeItRuns() {
        let s = Self.session { $0.animationSamples = 16 }
        _ = s.run("stack row; view a; add a to row; add row to root")
        let before = s.shareScript()
        let r = s.run("animate 0.5 { hide a }")
        #expect(r.failed)
        #expect(r.diagnostics.first?.message.contains("31 samples") == true)
        #expect(s.lastTimeline == nil && s.shareScript() == before)
        #expect(!s.run("animate 0.25 { hide a }").failed)
    }

    @Test func aCommandOverTheTimeLimitIsRolledBack() {
        let s = Self.session { $0.commandSeconds = -1 }
        let r = s.run("view a")
        #expect(r.failed && s.entriesCount == 0)
        #expect(r.diagnostics.first?.hint?.contains("stacklab serve") == true)
        // Looking is not a change: it is not timed.
        #expect(!s.run("tree").failed)
    }

    /// A script is stopped at the deadline before its next command, not
    /// run to its end and measured: the error says it was stopped, and
    /// nothing of it stays.
    @Test func aLongScriptIsStoppedAtTheDeadline() {
        let files = MemoryFileSystem(["long.stack": (1...300).map { "view v\($0)" }.joined(separator: "\n")])
        let s = Session(fileSystem: files)
        _ = s.run("view keep")
        s.limits = SessionLimits(commandSeconds: 0)
        let before = s.shareScript()
        let r = s.run("load long.stack")
        #expect(r.failed)
        #expect(r.diagnostics.first?.message == "the command was stopped at its time limit (this server's 0.0 s a command); nothing changed")
        #expect(s.entriesCount == 1 && s.shareScript() == before)
        // An animation's commands too.
        #expect(s.run("animate 0.25 { view b; view c }").diagnostics.first?.message.contains("stopped at its time limit") == true)
        #expect(s.entriesCount == 1)
    }

    /// Swift code that never ends is stopped inside the interpreter's loop
    /// at the deadline, long before its own loop limit (100 000 turns) or
    /// step limit would end it, and nothing changes.
    @Test func swiftThatNeverEndsIsStoppedAtTheDeadline() {
        let s = Self.session { $0.commandSeconds = 0.05 }
        _ = s.run("stack row; view a; add a to row; add row to root")
        let before = s.shareScript()
        let r = s.run("swift { a.isHidden = true; var n = 0; while true { n += 1 } }")
        #expect(r.failed)
        let message = r.diagnostics.first?.message ?? ""
        #expect(message.contains("stopped at its time limit"), "\(message)")
        #expect(!message.contains("100000") && !message.contains("steps"))
        #expect(s.shareScript() == before)
        #expect(s.run("frame a").output == "a {{0, 0}, {0, 0}}")
    }

    @Test func aSessionWithoutLimitsHasNone() {
        let s = Session(fileSystem: MemoryFileSystem())
        _ = s.run((1...500).map { "view v\($0)" }.joined(separator: "; "))
        #expect(s.entriesCount == 500)
        _ = s.run("add v1 to root")
        #expect(!s.run("animate 5 fps=120 { hide v1 }").failed)
    }
}
