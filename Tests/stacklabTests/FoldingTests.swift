import Foundation
import TerminalText
import TestSupport
import Testing

/// Text folds at word boundaries at every width from 40 columns up, at a
/// terminal and off one (issue 24, item 4). Off a terminal the width is
/// `--width`, else `output width=`, else `$COLUMNS`, else 80: what is
/// printed to a pipe or a file reads as it would at a terminal that wide.
/// Folding only breaks lines: the words, in order, are those of the same
/// output printed 1 000 columns wide.
@Suite("Folding off a terminal")
struct FoldingTests {
    static let script = """
        stack outer axis=vertical distribution=fill alignment=center spacing=8
        add outer to root
        constrain outer.top == root.safeArea.top
        constrain outer.leading == root.margins.leading
        stack row1; view a intrinsic=40x31; view b intrinsic=129.5x31; add a b to row1
        label userLabel "User Name:"; add row1 userLabel to outer
        explain a
        explain outer
        tree
        constraints row1
        exercise outer
        output
        """

    /// Runs `stacklab play` on the script with `COLUMNS` and arguments,
    /// output to a file (not a terminal); its standard output.
    static func play(_ script: String, columns: Int?, _ arguments: String = "") throws -> String {
        let bin = try #require(EndToEndTests.binary(), "build stacklab first")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-fold-\(getpid())-\(UUID())").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try script.write(toFile: scratch + "/s.stack", atomically: true, encoding: .utf8)
        let env = columns.map { "COLUMNS=\($0)" } ?? "env -u COLUMNS"
        let r = EndToEndTests.sh(["sh", "-c",
            "cd '\(scratch)' && \(env) '\(bin)' play --no-picture \(arguments) s.stack > out 2> err"])
        #expect(r.status == 0, "\(r.output)")
        return try String(contentsOfFile: scratch + "/out", encoding: .utf8)
    }

    static func words(_ text: String) -> [Substring] { text.split(whereSeparator: \.isWhitespace) }

    static func widest(_ text: String) -> Int { text.split(separator: "\n").map { displayWidth(String($0)) }.max() ?? 0 }

    @Test(arguments: [40, 57, 80, 120])
    func foldsToColumns(_ columns: Int) throws {
        // `output` prints its settings: the width reads back as the one in force.
        let wide = try Self.play("output width=1000\n" + Self.script, columns: columns)
        let folded = try Self.play("output width=auto\n" + Self.script, columns: columns)
        #expect(Self.widest(folded) <= columns, "\(folded)")
        #expect(Self.widest(wide) > 100, "the 1 000-column run should not fold")
        // The same words in the same order, apart from the settings line.
        let a = Self.words(wide).filter { !$0.hasPrefix("width=") }
        let b = Self.words(folded).filter { !$0.hasPrefix("width=") }
        #expect(a == b)
        #expect(folded.contains("width=auto"))
    }

    @Test func theWidthFlagAndTheSettingWinOverColumns() throws {
        let flag = try Self.play(Self.script, columns: 200, "--width 44")
        #expect(Self.widest(flag) <= 44, "\(flag)")
        #expect(flag.contains("width=44"))
        let setting = try Self.play("output width=50\n" + Self.script, columns: 200)
        #expect(Self.widest(setting) <= 50, "\(setting)")
        // Without COLUMNS: 80.
        let plain = try Self.play(Self.script, columns: nil)
        #expect(Self.widest(plain) <= 80 && Self.widest(plain) > 60, "\(plain)")
    }

    @Test func outOfRangeWidthsAreRefused() throws {
        let bin = try #require(EndToEndTests.binary(), "build stacklab first")
        let r = EndToEndTests.sh(["sh", "-c", "'\(bin)' play --width 20 /dev/null 2>&1"])
        #expect(r.status == 2, "\(r.output)")
        #expect(r.output.contains("--width 20 is out of range: give 40 to 1000 columns"), "\(r.output)")
    }
}
