// `save` by structure: the saved file, loaded in a fresh session, rebuilds
// a scene equal to the live one (compared as a `SceneDescription`: device,
// every view's model and frame, constraints, variations, offsets, the last
// timeline), in the cases where a rule could go wrong; it leaves out what
// the structure says can go, with one replay to confirm; and a loaded
// lesson keeps its words.

import SceneModel
import PropertyBased
import Testing

@testable import ReplCore

@Suite("save by structure")
struct SaveTests {
    /// Runs `script` (one line at a time, as typed), saves, and loads the
    /// file into a fresh session: the saved text, what `save` said, and both
    /// scenes.
    static func roundTrip(_ script: String, files: [String: String] = [:]) -> (
        text: String, said: String, live: SceneDescription, loaded: SceneDescription?
    ) {
        let fs = MemoryFileSystem(files)
        let a = Session(fileSystem: fs)
        for line in script.split(separator: "\n") {
            let r = a.run(String(line))
            #expect(!r.failed, "\(line): \(r.output)")
        }
        let said = a.run("save out.stack").output
        let text = fs.files["out.stack"] ?? ""
        let b = Session(fileSystem: MemoryFileSystem(["out.stack": text].merging(files) { x, _ in x }))
        let loaded = b.run("load out.stack")
        #expect(!loaded.failed, "\(loaded.output)")
        return (text, said, a.sceneDescription(), loaded.failed ? nil : b.sceneDescription())
    }

    static let row = """
        stack row spacing=8 alignment=center
        add row to root
        constrain row.top == root.top + 40
        constrain row.leading == root.leading
        view x intrinsic=30x30
        label y "Why"
        view z intrinsic=10x50
        add x y z to row
        """

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var extra: String
        /// The commands the saved file must not contain, and must contain.
        var gone: [String]
        var kept: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "overwrites", extra: """
            set row spacing=2
            set row spacing=12 axis=vertical
            set x alpha=0.5
            set x alpha=1
            spacing row after x 3
            spacing row after x 9
            set row axis=horizontal
            """,
             gone: ["set row spacing=2", "set x alpha=0.5", "set x alpha=1", "spacing row after x 3"],
             kept: ["set row spacing=12 axis=vertical", "spacing row after x 9", "set row axis=horizontal"]),
        Case(name: "removes", extra: """
            set row spacing=20
            remove y
            set row spacing=8
            removeFromSuperview z
            hide z
            show z
            """,
             gone: ["hide z", "show z"], kept: ["set row spacing=20", "remove y", "set row spacing=8"]),
        Case(name: "undo", extra: """
            set row spacing=30
            hide x
            undo
            view w intrinsic=5x5
            add w to row
            undo
            undo
            """,
             gone: ["hide x", "add w to row", "view w"], kept: ["set row spacing=30"]),
        Case(name: "reset", extra: """
            hide x
            reset
            view solo intrinsic=40x40
            add solo to root
            set solo alpha=0.3
            """,
             gone: ["stack row", "hide x"], kept: ["view solo intrinsic=40x40", "set solo alpha=0.3"]),
        Case(name: "animations", extra: """
            hide y
            animate 0.1 fps=10 { show y; set row spacing=4 }
            set row spacing=6
            set row spacing=4
            """,
             gone: ["set row spacing=6", "set row spacing=4\n"], kept: ["hide y", "animate 0.1 fps=10 { show y; set row spacing=4 }"]),
        Case(name: "device changes", extra: """
            device ipad
            rotate
            device iphone-x
            rotate
            rotate
            vary row axis=vertical h=compact
            """,
             gone: [], kept: ["device ipad", "device iphone-x", "vary row axis=vertical h=compact"]),
    ]

    @Test("the saved file rebuilds an equal scene", arguments: cases)
    func rebuildsAnEqualScene(_ c: Case) throws {
        let (text, said, live, loaded) = Self.roundTrip(Self.row + "\n" + c.extra)
        #expect(said.hasPrefix("saved "), "\(said)")
        #expect(loaded == live, "\(c.name):\n\(text)")
        for g in c.gone { #expect(!(text + "\n").contains(g), "\(c.name): \(g) should be gone:\n\(text)") }
        for k in c.kept { #expect(text.contains(k), "\(c.name): \(k) should stay:\n\(text)") }
    }

    @Test("a load in the middle is replayed as its commands")
    func loadInTheMiddle() {
        let (text, _, live, loaded) = Self.roundTrip(
            "view a intrinsic=10x10\nadd a to root\nload part.stack\nset b alpha=0.4\nset b alpha=0.2",
            files: ["part.stack": "# a part\nview b intrinsic=20x20\nadd b to root\nset b alpha=0.9\n"])
        #expect(loaded == live)
        #expect(text.contains("# a part\nview b intrinsic=20x20\nadd b to root\nset b alpha=0.9\n"))
        #expect(!text.contains("alpha=0.4") && text.contains("set b alpha=0.2"))
    }

    /// Nothing to leave out costs no replay; leaving out by structure costs
    /// the replay of the scene without the setting commands (not laid out)
    /// and one replay to confirm.
    @Test("replays: none, or two when the structure is right")
    func replayCounts() {
        let s = Session(fileSystem: MemoryFileSystem())
        for line in Self.row.split(separator: "\n") { _ = s.run(String(line)) }
        #expect(s.savedScript().replays == 0)
        _ = s.run("set row spacing=3")
        _ = s.run("set row spacing=5")
        _ = s.run("hide x")
        _ = s.run("show x")
        let script = s.savedScript()
        #expect(script.replays == 2)
        #expect(script.leftOut == 3)
        #expect(!script.text.contains("spacing=3") && script.text.contains("set row spacing=5"))
    }

    /// What the structure gets wrong, a replay catches: `y` keeps the frame
    /// spacing 20 gave it when it left the row, so neither spacing goes.
    @Test("the confirming replay catches what the rules miss")
    func fallBack() {
        let s = Session(fileSystem: MemoryFileSystem())
        for line in (Self.row + "\nset row spacing=20\nremove y\nset row spacing=8").split(separator: "\n") {
            _ = s.run(String(line))
        }
        let script = s.savedScript()
        #expect(script.leftOut == 0)
        #expect(script.replays > 2)
    }

    // MARK: A lesson's words

    static let lesson = """
        # Lesson: three views in a row.
        # Try it: the row hugs its views.
        stack row spacing=8
        add row to root
        pin row to root.margins

        view a intrinsic=20x20   # the first
        view b intrinsic=30x30
        add a b to row
        expect a.hidden == false
        expect conflicts == 0
        """

    @Test("after load, save keeps the file's comments and expect lines in place, and minimises what followed")
    func keepsTheLessonsWords() throws {
        let fs = MemoryFileSystem(["lesson.stack": Self.lesson + "\n"])
        let s = Session(fileSystem: fs)
        #expect(!s.run("load lesson.stack").failed)
        for line in ["view c intrinsic=40x40", "add c to row", "set row spacing=2", "set row spacing=4", "expect c.hidden == false"] {
            #expect(!s.run(line).failed, "\(line)")
        }
        let said = s.run("save lesson.stack").output
        // The lesson's 6 commands, then `view c`, `add c`, the last spacing.
        #expect(said == "saved 9 commands to lesson.stack (left out 1 that changed nothing in the end)")
        let text = try #require(fs.files["lesson.stack"])
        #expect(text == Self.lesson + "\nview c intrinsic=40x40\nadd c to row\nset row spacing=4\n")

        // Saved again over the same file, after more: nothing lost, nothing doubled.
        #expect(!s.run("hide b").failed)
        #expect(!s.run("save lesson.stack").failed)
        let again = try #require(fs.files["lesson.stack"])
        #expect(again == Self.lesson + "\nview c intrinsic=40x40\nadd c to row\nset row spacing=4\nhide b\n")

        // The file replays, its expectations hold, and it rebuilds the scene.
        let b = Session(fileSystem: fs)
        let loaded = b.run("load lesson.stack")
        #expect(!loaded.failed, "\(loaded.output)")
        #expect(b.sceneDescription() == s.sceneDescription())
        // Loaded, extended and saved once more: the file's own commands stay as written.
        #expect(!b.run("show b").failed)
        #expect(!b.run("save lesson.stack").failed)
        #expect(fs.files["lesson.stack"] == again + "show b\n")
    }

    @Test("an undone load keeps no words")
    func undoneLoad() throws {
        let fs = MemoryFileSystem(["lesson.stack": Self.lesson + "\n"])
        let s = Session(fileSystem: fs)
        _ = s.run("load lesson.stack")
        _ = s.run("undo")
        _ = s.run("view c")
        _ = s.run("save out.stack")
        #expect(fs.files["out.stack"] == Session.savedScriptHeader + "\nview c\n")
    }

    // MARK: Against replay

    /// Random sessions (the replay oracle's vocabulary: failures, undo,
    /// redo, reset, load, animations, rotations): the saved file replays to
    /// the same scene as all the commands it was made from.
    @Test func theSavedScriptReplaysLikeTheWholeHistory() async {
        var checked = 0, minimised = 0
        await propertyCheck(count: 60, input: OracleVocabulary.stream) { steps in
            let fs = MemoryFileSystem(OracleVocabulary.files)
            let s = Session(fileSystem: fs)
            for line in OracleVocabulary.prelude { _ = s.run(line) }
            for step in steps { _ = s.run(OracleVocabulary.command(step)) }
            let whole = s.replayDescription(s.scriptCommands())
            let said = s.run("save saved.stack").output
            let b = Session(fileSystem: fs)
            let loaded = b.run("load saved.stack")
            guard let whole else { return }
            #expect(!loaded.failed, "\(loaded.output)")
            #expect(b.sceneDescription() == whole, "\(steps)\n\(fs.files["saved.stack"] ?? "")")
            checked += 1
            if said.contains("left out") { minimised += 1 }
        }
        // Not vacuous: most histories replay, and many saves leave something out.
        #expect(checked >= 45 && minimised >= 6, "\(checked) checked, \(minimised) minimised")
    }
}
