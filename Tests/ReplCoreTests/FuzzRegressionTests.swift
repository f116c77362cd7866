import Testing
import ViewTree

@testable import ReplCore

/// Inputs Scripts/fuzz found to crash, leak or hang, kept as tests once
/// fixed (each names what it found).
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// Leak: every scene a session discarded (undo, reset, a failed command
    /// rebuilding it, the session itself) kept its views and stack
    /// constraints alive through constraints retaining their items.
    @Test func discardedScenesFreeTheirViews() {
        weak var row: View?
        weak var firstWindow: Window?
        do {
            let s = Session(fileSystem: MemoryFileSystem())
            let r = s.run("""
                stack row spacing=10 distribution=fillEqually
                add row to root
                pin row to root.margins
                view a; view b; view c
                add a b c to row
                hide b
                """)
            #expect(!r.failed, "\(r.output)")
            firstWindow = s.window
            row = s.window.rootView.subviews.first
            #expect(row != nil)
            #expect(!s.run("undo").failed)
            #expect(!s.run("reset").failed)
            #expect(s.window !== firstWindow || firstWindow == nil)
        }
        #expect(firstWindow == nil, "the session's windows are freed with it")
        #expect(row == nil, "and so are their views")
    }
}
