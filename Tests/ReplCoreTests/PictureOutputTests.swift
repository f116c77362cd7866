import Foundation
import TerminalText
import Testing

@testable import ReplCore

/// When pictures print: once per input, after its last command, only when
/// the screen changed.
@Suite("Pictures in the output")
struct PictureOutputTests {
    /// As at a terminal: `picture=auto` draws.
    static let drawing = OutputStyle(reportChanges: true, picture: true)

    static func pictures(in text: String) -> Int { text.split(separator: "\n").filter { $0.hasPrefix("╭") }.count }

    @Test func onePicturePerLineAfterItsLastCommand() {
        let s = Session(fileSystem: MemoryFileSystem())
        let r = s.run("view a; add a to root; pin a to root inset=20", style: Self.drawing)
        #expect(Self.pictures(in: r.output) == 1)
        // The picture comes last, after the change report.
        #expect(r.output.split(separator: "\n").last?.hasPrefix("╰") == true, "\(r.output)")
    }

    @Test func noPictureWhenTheScreenDidNotChange() {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(Self.pictures(in: s.run("view a; add a to root; pin a to root", style: Self.drawing).output) == 1)
        // Views made but not in the window, answers, and a failed line.
        #expect(Self.pictures(in: s.run("view x; label y \"Hi\"", style: Self.drawing).output) == 0)
        #expect(Self.pictures(in: s.run("frame a; tree", style: Self.drawing).output) == 0)
        #expect(Self.pictures(in: s.run("set nope axis=vertical", style: Self.drawing).output) == 0)
        // Hiding a view changes the picture.
        #expect(Self.pictures(in: s.run("hide a", style: Self.drawing).output) == 1)
    }

    static func loginScript() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/scenes/login.stack")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Issue 13's measure: the login lesson replayed with pictures printed
    /// 1 240 lines; now under 300 at 80 columns, and no line is wider than
    /// the terminal at 40, 80 or 120.
    @Test(arguments: [40, 80, 120])
    func replayingTheLoginLessonWithPictures(columns: Int) throws {
        let session = Session(fileSystem: MemoryFileSystem())
        session.terminalColumns = columns
        let r = InputLoop.replay(try Self.loginScript(), file: "login.stack", session: session, style: Self.drawing)
        #expect(!r.failed)
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let transcript = r.stdout
        let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
        if columns == 80 { #expect(lines.count < 300, "\(lines.count) lines") }
        for line in lines { #expect(displayWidth(String(line)) <= columns, "\(line)") }
        #expect(Self.pictures(in: transcript) >= 1)
        #expect(transcript.contains("登录 / 注册"))
    }

    @Test func theOutputCommandSetsAndShowsTheSettings() {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(s.run("output").output == "picture=auto changes=on timeline=summary width=auto")
        #expect(!s.run("stack s axis=vertical; add s to root; pin s to root; view b intrinsic=0x100; add b to s").failed)
        // picture=off: no picture even at a terminal; changes=off: no report.
        #expect(s.run("output picture=off changes=off").output == "picture=off changes=off timeline=summary width=auto")
        let quiet = s.run("view a intrinsic=0x100; add a to s", style: Self.drawing)
        #expect(quiet.output.isEmpty, "\(quiet.output)")
        // picture=on draws even when the caller is not at a terminal.
        #expect(s.run("output picture=on changes=on").output == "picture=on changes=on timeline=summary width=auto")
        let drawn = s.run("hide a", style: OutputStyle(picture: false))
        #expect(Self.pictures(in: drawn.output) == 1)
        #expect(drawn.output.contains("(hidden)"))
        // timeline=table: every sample; summary: the key ones.
        #expect(!s.run("output timeline=table").failed)
        let table = s.run("animate { show a }").output.split(separator: "\n").filter { $0.contains("{{") }
        #expect(!s.run("output timeline=summary width=auto").failed)
        let summary = s.run("animate { hide a }").output.split(separator: "\n").filter { $0.contains("{{") }
        #expect(table.count >= 16 && summary.count < table.count, "\(table.count) \(summary.count)")
        // Bad values are refused, naming the choices; nothing changes.
        let bad = s.run("output picture=sometimes")
        #expect(bad.failed && bad.output.contains("auto"), "\(bad.output)")
        #expect(s.run("output").output == "picture=on changes=on timeline=summary width=auto")
        #expect(s.run("help output").output.contains("output [picture=auto|on|off] [changes=on|off] [timeline=summary|table|off] [width=auto|N]"))
        // width=N: what everything is folded to, whatever the terminal says;
        // auto goes back to it. Out of range: refused, nothing changes.
        s.automaticColumns = 100
        #expect(s.terminalColumns == 100)
        #expect(s.run("output width=60").output.contains("timeline=summary width=60"))
        #expect(s.terminalColumns == 60)
        s.automaticColumns = 90  // a resize does not undo width=60
        #expect(s.terminalColumns == 60)
        let narrow = s.run("output width=20")
        #expect(narrow.failed && narrow.output.contains("width must be a whole number >= 40, found '20'"), "\(narrow.output)")
        let wide = s.run("output width=5000")
        #expect(wide.failed && wide.output.contains("width=5000 is out of range: give 40 to 1000 columns, or auto"), "\(wide.output)")
        #expect(s.terminalColumns == 60 && s.output.width == 60)
        #expect(s.run("output width=auto").output.contains("timeline=summary width=auto"))
        #expect(s.terminalColumns == 90)
    }
}

@Suite("history N")
struct HistoryTests {
    @Test func theLastNLinesNumberedAsInTheWholeList() {
        let s = Session(fileSystem: MemoryFileSystem())
        for line in ["view a", "view b", "view c"] { #expect(!s.run(line).failed) }
        #expect(s.run("history 2").output == "   3  view c\n   4  history 2")
        #expect(s.run("history").output.split(separator: "\n").count == 5)
        #expect(s.run("history 0").failed)
    }
}

extension PictureOutputTests {
    static func scene(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/scenes/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Issue 13: seed 002's final login form at 80 columns shows both
    /// titles of the segmented control, the row's label and the button's
    /// title; in portrait and after `rotate`, at 40, 80 and 120 columns, no
    /// line is wider than the terminal, and a text cut with … is spelled
    /// out in the legend.
    @Test(arguments: [40, 80, 120])
    func theSeed002LoginFormsPicture(columns: Int) throws {
        let session = Session(fileSystem: MemoryFileSystem(["login-final.stack": try Self.scene("login-final.stack")]))
        session.terminalColumns = columns
        let loaded = session.run("load login-final.stack")
        #expect(!loaded.failed, "\(loaded.output)")
        for picture in [session.render(), session.run("rotate", style: Self.drawing).stdout] {
            for line in picture.split(separator: "\n") { #expect(displayWidth(String(line)) <= columns, "\(line)") }
            #expect(picture.contains("╭") && picture.contains("╰"))
            #expect(picture.contains("‹登录›"), "\(picture)")
            #expect(picture.contains("User Name:"), "\(picture)")
            if columns >= 80 { #expect(picture.contains("[登录|注册]"), "\(picture)") }
        }
        if columns == 40 { #expect(session.render().contains("= userLabel \"User Name:\"")) }
    }
}
