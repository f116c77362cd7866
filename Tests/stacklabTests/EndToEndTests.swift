import Foundation
import TerminalText
import TestSupport
import Testing

/// The real `stacklab` binary driven in tmux, as a user types: commands,
/// the Up arrow, Tab completion, Ctrl-C on a half-typed line, UTF-8 input
/// and Ctrl-D. Needs tmux (Scripts/test installs it); without it the test
/// fails rather than passing silently.
@Suite("stacklab in a terminal (tmux)", .serialized)
struct EndToEndTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func binary() -> String? {
        for dir in [".build/debug", ".build/x86_64-unknown-linux-gnu/debug", ".build/arm64-apple-macosx/debug"] {
            let path = packageRoot.appendingPathComponent(dir).appendingPathComponent("stacklab").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs a command for at most 30 s, through ``ChildProcess`` (not
    /// Foundation's `Process`, whose `waitUntilExit` would wait for the tmux
    /// server that `new-session` leaves running).
    @discardableResult
    static func sh(_ args: [String], capture: Bool = true) -> (status: Int32, output: String) {
        guard capture else {
            let result = ChildProcess.run(args, timeout: 30)
            return (result.status, result.output)
        }
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("stacklab-e2e-sh-\(getpid())-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let result = ChildProcess.run(args, log: log, timeout: 30)
        return (result.status, result.output)
    }

    /// The binary to drive, once tmux is known to be there; otherwise
    /// records why the test cannot run (it fails, never passes silently).
    static func prerequisites() -> String? {
        guard sh(["tmux", "-V"]).status == 0 else {
            Issue.record("tmux is not installed: run Scripts/test, which installs it")
            return nil
        }
        guard let bin = binary() else {
            Issue.record("no stacklab binary under .build: build it first (Scripts/test does)")
            return nil
        }
        return bin
    }

    /// A tmux server of the test's own (`-L`), so a user's tmux is never touched.
    final class Terminal {
        let socket = "stacklab-e2e-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        init(command: String, columns: Int = 120, rows: Int = 50) {
            let started = tmux(["new-session", "-d", "-s", "e2e", "-x", "\(columns)", "-y", "\(rows)", command], capture: true)
            if started.status != 0 { Issue.record("tmux new-session failed (\(started.status)): \(started.output)") }
        }
        deinit { tmux(["kill-server"]) }

        @discardableResult
        func tmux(_ args: [String], capture: Bool = false) -> (status: Int32, output: String) {
            EndToEndTests.sh(["tmux", "-L", socket] + args, capture: capture)
        }
        func keys(_ keys: String...) { tmux(["send-keys", "-t", "e2e"] + keys) }
        func type(_ text: String) { tmux(["send-keys", "-t", "e2e", "-l", text]) }
        var screen: String { tmux(["capture-pane", "-p", "-t", "e2e"], capture: true).output }
        /// The screen with lines the terminal wrapped joined back (`-J`).
        var unwrappedScreen: String { tmux(["capture-pane", "-p", "-J", "-t", "e2e"], capture: true).output }

        /// Waits until the screen satisfies `ok` (up to 15 s).
        @discardableResult
        func wait(_ what: String, _ ok: (String) -> Bool) -> String {
            var s = ""
            for _ in 0..<150 {
                s = screen
                if ok(s) { return s }
                usleep(100_000)
            }
            Issue.record("timed out waiting for \(what); the screen was:\n\(s)")
            return s
        }
        func count(_ s: String, _ needle: String) -> Int { s.components(separatedBy: needle).count - 1 }
    }

    @Test func typingHistoryCompletionInterruptAndEndOfFile() throws {
        guard let bin = Self.prerequisites() else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-e2e-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let history = dir.appendingPathComponent("history").path
        let exitFile = dir.appendingPathComponent("exit").path
        let t = Terminal(command: "env STACKLAB_HISTORY=\(history) NO_COLOR=1 LANG=C.UTF-8 \(bin) --no-picture; echo EXIT=$? > \(exitFile)")

        t.wait("the prompt") { $0.contains("stacklab>") }
        // Typing: make a view, place it, ask for its frame.
        t.type("view box intrinsic=40x20; add box to root; constrain box.top == root.top + 100; constrain box.leading == root.leading")
        t.keys("Enter")
        t.type("frame box")
        t.keys("Enter")
        t.wait("the frame") { $0.contains("box {{0, 100}, {40, 20}}") }

        // History: Up recalls `frame box`; Enter runs it again.
        t.keys("Up")
        t.wait("the recalled line") { s in s.split(separator: "\n").last?.contains("stacklab> frame box") == true }
        t.keys("Enter")
        t.wait("a second frame") { t.count($0, "box {{0, 100}, {40, 20}}") == 2 }

        // Tab completion: `rot` + Tab → `rotate `.
        t.type("rot")
        t.keys("Tab")
        t.wait("the completed command") { s in s.split(separator: "\n").last?.hasSuffix("stacklab> rotate") == true }
        t.keys("C-u")
        // Completion of a view name: `frame bo` + Tab → `frame box `.
        t.type("frame bo")
        t.keys("Tab")
        t.wait("the completed view name") { s in s.split(separator: "\n").last?.hasSuffix("stacklab> frame box") == true }
        t.keys("C-u")

        // Ctrl-C on a half-typed line: the line is dropped, the prompt comes back.
        t.type("view half")
        t.keys("C-c")
        t.type("tree")
        t.keys("Enter")
        let afterTree = t.wait("the tree") { $0.contains("box (view) {{0, 100}, {40, 20}}") }
        #expect(!afterTree.contains("half (view)"))
        #expect(!afterTree.contains("not in the window: half"))

        // UTF-8 text goes through intact.
        t.type("label hi \"登录 / 注册\"; add hi to root; frame hi")
        t.keys("Enter")
        t.wait("the label's frame") { $0.contains("hi {{") }
        // Completion by kind: of a label's properties only `text=` starts with t
        // (a stack's textWidthRule= and a button's title= are not offered).
        t.type("set hi t")
        t.keys("Tab")
        t.wait("the label's property") { s in s.split(separator: "\n").last?.hasSuffix("stacklab> set hi text=") == true }
        t.type("\"注册\"; tree")
        t.keys("Enter")
        t.wait("the new tree") { $0.contains("hi (label)") }

        // Ctrl-D on an empty line leaves with status 0.
        t.keys("C-d")
        var status = ""
        for _ in 0..<100 {
            if let s = try? String(contentsOfFile: exitFile, encoding: .utf8), !s.isEmpty { status = s; break }
            usleep(100_000)
        }
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "EXIT=0")

        // Everything entered was saved to the history file as it went.
        let saved = (try? String(contentsOfFile: history, encoding: .utf8)) ?? ""
        #expect(saved.contains("frame\\040box"))
        #expect(saved.contains("登录"))
        #expect(!saved.contains("half"))
    }

    /// At 40 columns the banner and an answer fold at word boundaries:
    /// no `Ctrl-` / `D`, no `userRo` / `w.left`.
    @Test func theBannerAndAnswersFoldAtWordsAtFortyColumns() throws {
        guard let bin = Self.prerequisites() else { return }
        let t = Terminal(command: "env STACKLAB_HISTORY= NO_COLOR=1 LANG=C.UTF-8 \(bin) --no-picture", columns: 40)
        let banner = t.wait("the prompt") { $0.contains("stacklab>") }
        #expect(banner.contains("Ctrl-D"), "\(banner)")
        t.type("view userRow; add userRow to root; view userLabel; add userLabel to userRow")
        t.keys("Enter")
        t.type("constrain userLabel.left == userRow.left")
        t.keys("Enter")
        t.keys("C-l")
        t.type("explain userLabel")
        t.keys("Enter")
        let screen = t.wait("the answer") { $0.contains("userRow.left") && $0.hasSuffix("stacklab>") || $0.contains("vertical:") }
        #expect(screen.contains("userRow.left"), "\(screen)")
        for line in t.unwrappedScreen.split(separator: "\n") { #expect(displayWidth(String(line)) <= 40, "\(line)") }
        t.keys("C-d")
    }

    /// Seed 002's login form in a 40-column window: after `rotate` the
    /// landscape picture fits (tmux wraps nothing), names and texts inside.
    @Test func aPictureAfterRotateFitsAFortyColumnWindow() throws {
        guard let bin = Self.prerequisites() else { return }
        let scene = Self.packageRoot.appendingPathComponent("Scripts/scenes/login.stack").path
        let t = Terminal(command: "env STACKLAB_HISTORY= NO_COLOR=1 LANG=C.UTF-8 \(bin) --scene \(scene)", columns: 40)
        t.wait("the prompt") { $0.contains("stacklab>") }
        t.keys("C-l")
        t.type("rotate")
        t.keys("Enter")
        // Until the prompt is back: under load the picture may be caught
        // half drawn.
        let screen = t.wait("the landscape picture") { s in
            s.contains("landscape") && s.contains("╰")
                && (s.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
                    .hasPrefix("stacklab>") ?? false)
        }
        let lines = t.unwrappedScreen.split(separator: "\n").map(String.init)
        for line in lines { #expect(displayWidth(line) <= 40, "\(displayWidth(line)): \(line)") }
        // To scale the form's border may be its views' (then its name is
        // in the legend with its frame).
        #expect(screen.contains("┏form") || screen.contains("form {{"), "\(screen)")
        #expect(screen.contains("登录 / 注册"))
        #expect(screen.contains("‹登录›"))
        #expect(lines.contains { $0.hasPrefix("╭") && displayWidth($0) >= 36 })
        t.keys("C-d")
    }

    /// A history file that cannot be written is said once, in one line, and
    /// the session goes on.
    @Test func anUnwritableHistoryFileIsSaidOnce() throws {
        guard let bin = Self.prerequisites() else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-e2e-file-\(getpid())").path
        try "not a directory".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let t = Terminal(command: "env STACKLAB_HISTORY=\(file)/history NO_COLOR=1 LANG=C.UTF-8 \(bin) --no-picture")
        t.wait("the prompt") { $0.contains("stacklab>") }
        t.type("view a")
        t.keys("Enter")
        t.type("view b")
        t.keys("Enter")
        let screen = t.wait("both commands") { $0.components(separatedBy: "stacklab>").count >= 4 }
        // The line is wider than the 120-column window, so tmux wraps it:
        // compared without line breaks and spaces.
        let squeezed = screen.filter { $0 != "\n" && $0 != " " }
        let message = "stacklab: cannot write history file \(file)/history: \(file) is not a directory; "
            + "history is kept for this session only"
        #expect(t.count(squeezed, message.filter { $0 != " " }) == 1, "\(screen)")
        t.keys("C-d")
    }

    /// `--live`: an animation plays in place at the terminal, then the usual
    /// report follows and the live picture is gone.
    @Test func livePlaysTheAnimationInPlace() throws {
        guard let bin = Self.prerequisites() else { return }
        let t = Terminal(command: "env STACKLAB_HISTORY= NO_COLOR=1 LANG=C.UTF-8 \(bin) --live")
        t.wait("the prompt") { $0.contains("stacklab>") }
        t.type("stack s axis=vertical spacing=10; add s to root; pin s to root.safeArea inset=20; "
            + "view a intrinsic=0x100; view b intrinsic=0x100; add a b to s")
        t.keys("Enter")
        t.wait("the scene") { $0.contains("placed at {{0, 507}, {335, 100}}") }
        t.keys("C-l")
        t.type("animate 3 curve=linear { hide a }")
        t.keys("Enter")
        // Some frame while it plays: the caption, and a still drawn as a box.
        let playing = t.wait("a live frame") { $0.contains("▶ t = ") && $0.contains("of 3.000 s") }
        #expect(playing.contains("┌a"))
        // The end: the live picture erased, the timeline and the report printed.
        let done = t.wait("the report") { $0.contains("(hidden)") }
        #expect(!done.contains("▶ t = "))
        // The summary's last row (a at zero height, b filling the stack).
        #expect(done.contains("   3  {{0, 0}, {335,      0}}  {{0,      0}, {335,    607}}"))
        t.keys("C-d")
    }

    /// `stacklab play --live FILE` at a terminal: each command is echoed,
    /// then its animation plays in place, then its output follows.
    @Test func playLiveShowsTheCommandThenPlaysIt() throws {
        guard let bin = Self.prerequisites() else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-e2e-play-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let lesson = dir.appendingPathComponent("lesson.stack").path
        try """
            stack s axis=vertical spacing=10
            add s to root
            pin s to root.safeArea inset=20
            view a intrinsic=0x100
            view b intrinsic=0x100
            add a b to s
            animate 3 curve=linear { hide a }
            frame a
            """.write(toFile: lesson, atomically: true, encoding: .utf8)
        let t = Terminal(command: "env NO_COLOR=1 LANG=C.UTF-8 \(bin) play --live \(lesson); sleep 60")
        let playing = t.wait("a live frame") { $0.contains("▶ t = ") && $0.contains("of 3.000 s") }
        #expect(playing.contains("stacklab> animate 3 curve=linear { hide a }"))
        #expect(!playing.contains("stacklab> frame a"))
        let done = t.wait("the end of the lesson") { $0.contains("a {{0, 0}, {335, 0}}") }
        #expect(!done.contains("▶ t = "))
    }
}

