import Foundation
import TerminalText
import Testing

@testable import ReplCore

/// When pictures print: once per input, after its last command, only when
/// the screen changed.
@Suite("Pictures in the output")
struct PictureOutputTests {
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
        let (transcript, failed) = ScriptFeeder.replay(try Self.loginScript(), file: "login.stack", session: session,
                                                       style: Self.drawing)
        #expect(!failed)
        let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
        if columns == 80 { #expect(lines.count < 300, "\(lines.count) lines") }
        for line in lines { #expect(displayWidth(String(line)) <= columns, "\(line)") }
        #expect(Self.pictures(in: transcript) >= 1)
        #expect(transcript.contains("登录 / 注册"))
    }
}
