// Values read back as they print: what a change report, `frame` or `dump`
// prints (`{0, 100}`, `{40, 30}`) is taken by `set` and `expect` as it is.

import Testing

@testable import ReplCore

@Suite("Values read back as they print")
struct ReadBackTests {
    static func scrolling() -> Session {
        let s = Session(fileSystem: MemoryFileSystem())
        let r = s.run("""
            scroll sv; add sv to root; pin sv to root.margins
            stack list axis=vertical; add list to sv; pin list to sv.content; constrain list.width == sv.width
            view tall intrinsic=10x2000; add tall to list
            """)
        #expect(!r.failed, "\(r.output)")
        return s
    }

    @Test func aPointAsReportsPrintIt() throws {
        let s = Self.scrolling()
        let set = s.run("set sv contentOffset={0, 100}")
        #expect(!set.failed, "\(set.output)")
        // The report prints the offset the way it was written.
        #expect(set.output.contains("contentOffset {0, 0} → {0, 100}") || set.output.contains("→ {0, 100}"), "\(set.output)")
        #expect(!s.run("expect sv.contentOffset == {0, 100}").failed)
        #expect(!s.run("expect sv.contentOffset == 0,100").failed)
        let wrong = s.run("expect sv.contentOffset == {0, 99}")
        #expect(wrong.failed)
    }

    @Test func sizesAndPairsAsReportsPrintThem() {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run("view a; add a to root").failed)
        #expect(!s.run("set a intrinsic={40, 30} hug={250, 750}").failed)
        #expect(!s.run("expect a.intrinsic == 40x30").failed)
        #expect(!s.run("expect a.intrinsic == {40, 30}").failed)
        #expect(!s.run("expect a.hug == {250, 750}").failed)
        #expect(s.run("expect a.hug == {250, 751}").failed)
        // Rules still hold inside braces.
        let bad = s.run("set a intrinsic={-4, 30}")
        #expect(bad.failed)
        #expect(bad.output.contains("cannot be negative"), "\(bad.output)")
    }
}
