import Testing

@testable import ReplCore

/// `scroll NAME` takes its kind's properties, as every creation command
/// does; `scroll NAME to VIEW` takes none.
@Suite("scroll NAME options")
struct ScrollCreationTests {
    @Test func creationTakesTheScrollViewsProperties() {
        let s = Session(fileSystem: MemoryFileSystem())
        let r = s.run("scroll list contentInset=20,0,0,0 hidden=true alpha=0.5")
        #expect(!r.failed, "\(r.output)")
        #expect(!s.run("expect list.contentInset == 20,0,0,0; expect list.hidden == true; expect list.alpha == 0.5").failed)
        let wrong = s.run("scroll other axis=vertical")
        #expect(wrong.failed)
        #expect(wrong.output.contains("unknown option 'axis' for 'scroll'"), "\(wrong.output)")
        #expect(wrong.output.contains("hint: scroll takes contentOffset= contentInset= intrinsic="))
        #expect(s.run("frame other").failed, "nothing was made")
    }

    @Test func scrollingToAViewTakesNoOptions() {
        let s = Session(fileSystem: MemoryFileSystem())
        _ = s.run("scroll list; add list to root; pin list to root; view row intrinsic=10x2000; add row to list")
        let r = s.run("scroll list to row hidden=true")
        #expect(r.failed)
        #expect(r.output.contains("scroll NAME to VIEW takes no options; set hidden= with `set`"), "\(r.output)")
        #expect(!s.run("expect list.hidden == false").failed)
    }
}
