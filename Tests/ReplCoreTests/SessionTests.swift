import Foundation
import Testing

@testable import ReplCore

@Suite("Session")
struct SessionTests {
    static let scene = """
        device iphone-x
        rotate
        stack form axis=vertical distribution=fillProportionally alignment=center spacing=6
        add form to root
        pin form to root.safeArea inset=10
        label a "Hello, 世界" lines=0
        view b intrinsic=100x200
        image c 40x40
        add a b c to form
        spacing form after a 12
        hide c
        vary form axis=horizontal w=compact h=compact
        view loose
        remove b
        animate 0.1 { show c }
        """

    /// save → load in a fresh session → the identical `dump`.
    @Test func saveThenLoadInAFreshSessionGivesTheSameDump() {
        let files = MemoryFileSystem()
        let a = Session(fileSystem: files)
        let first = a.run(Self.scene)
        #expect(!first.failed, "\(first.output)")
        let dump = a.run("dump").output
        #expect(!a.run("save lesson.stack").failed)
        #expect(files.files["lesson.stack"]?.contains("pin form to root.safeArea inset=10") == true)
        let b = Session(fileSystem: files)
        let loaded = b.run("load lesson.stack")
        #expect(!loaded.failed, "\(loaded.output)")
        #expect(b.run("dump").output == dump)
        #expect(b.run("dump timeline").output == a.run("dump timeline").output)
    }

    /// `save` leaves out what changed nothing in the end, and only that.
    @Test func saveIsMinimal() throws {
        let files = MemoryFileSystem()
        let a = Session(fileSystem: files)
        #expect(!a.run(Self.scene).failed)
        // Redundant steps: a spacing set twice, a hide undone by a show, a
        // rotation turned back, a property set to what it was.
        let extra = """
            set form spacing=2
            set form spacing=6
            hide a
            show a
            rotate
            rotate
            set a lines=0
            frame a
            """
        #expect(!a.run(extra).failed)
        let dump = a.run("dump").output
        let saved = a.run("save lesson.stack")
        #expect(saved.output == "saved 15 commands to lesson.stack (left out 7 that changed nothing in the end)")
        let script = try #require(files.files["lesson.stack"])
        let lines = script.split(separator: "\n").map(String.init)
        #expect(lines.count == 16)  // the header and the scene's 15 commands
        #expect(Array(lines.dropFirst()) == Self.scene.split(separator: "\n").map(String.init))
        let b = Session(fileSystem: files)
        #expect(!b.run("load lesson.stack").failed)
        #expect(b.run("dump").output == dump)
        #expect(b.run("dump timeline").output == a.run("dump timeline").output)
    }

    /// What shaped the result stays even when no single rule would say so: a
    /// frame kept by a view that left its stack, an earlier animation's
    /// hidden view shown again, a rotation that a size-class variation reads.
    @Test func saveKeepsWhatShapedTheScene() throws {
        let files = MemoryFileSystem()
        let a = Session(fileSystem: files)
        let script = """
            stack row spacing=8
            add row to root
            constrain row.top == root.top + 40
            constrain row.leading == root.leading
            view x intrinsic=30x30
            view y intrinsic=50x30
            add x y to row
            set row spacing=20
            remove y
            set row spacing=8
            """
        #expect(!a.run(script).failed)
        let saved = a.run("save kept.stack")
        // `set row spacing=20` placed y where it stays after `remove y` (at
        // x = 30 + 20, in the row); `set row spacing=8` then moves nothing
        // (x is alone) but the spacing is part of the scene.
        #expect(saved.output == "saved 10 commands to kept.stack")
        let b = Session(fileSystem: files)
        #expect(!b.run("load kept.stack").failed)
        #expect(b.run("frame y").output == a.run("frame y").output)
        #expect(a.run("frame y").output == "y {{50, 0}, {50, 30}}")
    }

    /// Scrolling: an offset later overwritten goes; a `scroll … to` that the
    /// next one starts from stays (scrollRectToVisible scrolls as little as
    /// it can, so where it ends depends on where it began).
    @Test func saveKeepsScrollsThatShapedTheOffset() throws {
        let files = MemoryFileSystem()
        let a = Session(fileSystem: files)
        let script = """
            scroll list
            add list to root
            pin list to root
            stack col axis=vertical
            add col to list
            pin col to list.content
            constrain col.width == list.frameGuide.width
            view a intrinsic=0x400
            view b intrinsic=0x400
            view c intrinsic=0x400
            add a b c to col
            set list contentOffset=0,100
            scroll list to c
            scroll list to b
            """
        #expect(!a.run(script).failed)
        // The scroll view runs under the status bar: adjusted top inset 20.
        // From c's offset (1200 − 667 = 533) b (400…800) is brought in by its
        // top, just below the inset: 400 − 20 = 380. From the start (−20) it
        // would come in by its bottom: 800 − 667 = 133.
        let dump = a.run("dump").output
        #expect(dump.contains(#""contentOffset":[0,380]"#))
        let saved = a.run("save scroll.stack")
        #expect(saved.output == "saved 13 commands to scroll.stack (left out 1 that changed nothing in the end)")
        let file = try #require(files.files["scroll.stack"])
        #expect(!file.contains("contentOffset=0,100") && file.contains("scroll list to c") && file.contains("scroll list to b"))
        let b = Session(fileSystem: files)
        #expect(!b.run("load scroll.stack").failed)
        #expect(b.run("dump").output == dump)
    }

    /// A failing command changes nothing: the dump before and after are equal.
    @Test(arguments: [
        "add form to b", "insert c into form at 9", "set b intrinsic=-3x4", "constrain a.top == nope.top",
        "animate { hide a; hide nope }", "add a a to root", "set form axis=diagonal", "device 0x0",
        "spacing form after loose 3", "removeFromSuperview loose", "expect a.frame == {{1, 2}, {3, 4}}",
    ])
    func failedCommandsChangeNothing(_ command: String) {
        let s = Session(fileSystem: MemoryFileSystem())
        _ = s.run(Self.scene)
        let before = s.run("dump").output
        let r = s.run(command)
        #expect(r.failed)
        #expect(r.output.contains("error:"))
        #expect(s.run("dump").output == before)
    }

    @Test func undoEveryStepThenRedoEveryStep() {
        let s = Session(fileSystem: MemoryFileSystem())
        var dumps = [s.run("dump").output]
        for line in Self.scene.split(separator: "\n") {
            _ = s.run(String(line))
            dumps.append(s.run("dump").output)
        }
        for i in stride(from: dumps.count - 2, through: 0, by: -1) {
            #expect(!s.run("undo").failed)
            #expect(s.run("dump").output == dumps[i], "after undoing to step \(i)")
        }
        #expect(s.run("undo").failed)
        for i in 1..<dumps.count {
            #expect(!s.run("redo").failed)
            #expect(s.run("dump").output == dumps[i], "after redoing step \(i)")
        }
    }

    /// Which constraint a conflict breaks depends on the order constraints
    /// reached the engine. Here `add v0 to root` lets the broken
    /// `v0.top == v1.bottom + 9` fit again; undoing it must break that one
    /// again (as before the add), not the newer pin of s1 that the returning
    /// stack constraints now meet first. (The replay oracle found this.)
    @Test func undoInAConflictingSceneBreaksWhatWasBrokenBefore() {
        let s = Session(fileSystem: MemoryFileSystem())
        // The replay oracle's prelude, then its steps.
        for line in OracleVocabulary.prelude + [
            "constrain v0.top == v1.bottom + 9", "pin s1 to root.margins inset=0",
        ] { _ = s.run(line) }
        let before = s.run("dump").output
        let conflicts = s.run("explain conflicts").output
        // Required constraints leave v0 short: v1 gives up its height first
        // (its resistance, 750, is below the size floors' 999.9999), v0 ends
        // −13 tall (−33.5 before size floors).
        #expect(before.contains(#""name":"v0","kind":"view","superview":"s0","arrangedIn":"s0","arrangedIndex":0,"hidden":false,"alpha":1,"frame":[0,0,343,-13]"#))
        #expect(!s.run("add v0 to root").failed)
        #expect(s.run("dump").output != before)
        #expect(!s.run("undo").failed)
        #expect(s.run("dump").output == before)
        #expect(s.run("explain conflicts").output == conflicts)
        #expect(!s.run("redo").failed)
        #expect(!s.run("undo").failed)
        #expect(s.run("dump").output == before)
    }

    /// A stack given an intrinsic size of its own keeps it against its
    /// label's hugging: the stack's compression resistance (750) beats the
    /// label's vertical hugging (251), so s1 is 21 tall (the label
    /// stretched by 0.5) and v0 takes the rest, 647 − 4 − 21 = 622. The
    /// direct path had ignored the stack's own size (20.5; the replay
    /// oracle found it).
    @Test func aStackWithAnIntrinsicSizeOfItsOwnKeepsIt() {
        let s = Session(fileSystem: MemoryFileSystem())
        // The replay oracle's prelude, then its steps.
        for line in OracleVocabulary.prelude + ["insert v1 into s1 at 0", "set s1 intrinsic=16x21"] {
            #expect(!s.run(line).failed, "\(line)")
        }
        #expect(s.run("frame s1").output == "s1 {{0, 626}, {343, 21}}")
        #expect(s.run("frame v0").output == "v0 {{0, 0}, {343, 622}}")
        #expect(s.run("frame v1").output == "v1 {{0, 0}, {343, 21}}")
    }

    @Test func dumpListsRootTreeThenDetachedViews() {
        let s = Session(fileSystem: MemoryFileSystem())
        _ = s.run(Self.scene)
        let names = s.dumpOrder().map(\.name)
        #expect(names == ["root", "form", "a", "b", "c", "loose"])
    }

    @Test func completionOffersViewsOptionsAndValues() {
        let s = Session(fileSystem: MemoryFileSystem())
        _ = s.run(Self.scene)
        #expect(s.completions(line: "hid", cursor: 3).candidates == ["hide"])
        #expect(s.completions(line: "hide lo", cursor: 7).candidates == ["loose"])
        #expect(s.completions(line: "insert a into f", cursor: 15).candidates == ["form"])
        #expect(s.completions(line: "set form distribution=fillE", cursor: 27).candidates == ["fillEqually"])
    }

    @Test func expectationsPassAndFail() {
        let s = Session(fileSystem: MemoryFileSystem())
        _ = s.run("view v intrinsic=10x20; add v to root; constrain v.top == root.top; constrain v.leading == root.leading")
        #expect(s.run("expect v.frame == {{0, 0}, {10, 20}}").output == "ok: v.frame == {{0, 0}, {10, 20}}")
        let bad = s.run("expect v.frame == {{0, 0}, {10, 21}}", file: "lesson.stack", line: 7)
        #expect(bad.failed)
        #expect(bad.output.hasPrefix("lesson.stack:7:19: error: expected v.frame == {{0, 0}, {10, 21}}, but it is {{0, 0}, {10, 20}}"))
    }
}
