import Foundation
import TerminalText
import Testing

@testable import ReplCore

/// A wrapped label's picture shows the lines the engine broke it into, one
/// per row in the label's box, each cut with … to the room it has
/// (uikit-stackview.md §14.2; issue 15).
@Suite("Picture of wrapped labels")
struct WrappedLabelPictureTests {
    static let text = "Stack views wrap multi-line labels to the width the layout gives them, "
        + "and grow by the extra lines when the text needs more room."

    static func session(columns: Int, _ labels: String) -> Session {
        let s = Session(fileSystem: MemoryFileSystem())
        s.terminalColumns = columns
        let r = s.run("""
            stack column axis=vertical spacing=8
            add column to root
            constrain column.leading == root.margins.leading
            constrain column.trailing == root.margins.trailing
            constrain column.top == root.margins.top
            \(labels)
            """)
        #expect(!r.failed, "\(r.output)")
        return s
    }

    /// The engine's lines for the label `name`.
    static func wrapped(_ s: Session, _ name: String) throws -> [String] {
        try #require(s.byName[name]?.view.textWrap?.texts)
    }

    /// The index of the picture row that holds `fragment`.
    static func row(_ picture: [String], _ fragment: String) -> Int? {
        picture.firstIndex { $0.contains(fragment) }
    }

    @Test func atEightyColumnsEachLineIsOnItsOwnRow() throws {
        let s = Self.session(columns: 80, """
            label intro "\(Self.text)" lines=0
            label capped "\(Self.text)" lines=2
            add intro capped to column
            """)
        let lines = try Self.wrapped(s, "intro")
        #expect(lines == [
            "Stack views wrap multi-line labels to the", "width the layout gives them, and grow by the",
            "extra lines when the text needs more room.",
        ])
        let picture = s.render(cellsPerPoint: 4, legend: true).split(separator: "\n").map(String.init)
        for line in picture { #expect(displayWidth(line) <= 80) }
        // Whole lines, on consecutive rows, from the label's top border down.
        let first = try #require(Self.row(picture, "┌" + lines[0]), "\(picture.joined(separator: "\n"))")
        #expect(picture[first + 1].contains("│" + lines[1] + " "))
        #expect(picture[first + 2].contains("│" + lines[2] + " "))
        // Its name goes on the bottom border; nothing of it needs the legend.
        let bottom = try #require(picture[first...].firstIndex { $0.contains("└intro─") })
        #expect(bottom > first + 2)
        #expect(!picture.contains { $0.contains("legend") && $0.contains("intro") })
        // lines=2 caps: two lines, the second cut with … as UIKit truncates its tail.
        #expect(try Self.wrapped(s, "capped") == Array(lines.prefix(2)))
        let capped = try #require(picture.lastIndex { $0.contains("┌" + lines[0]) })
        #expect(capped > first)
        #expect(picture[capped + 1].contains("│" + lines[1] + "… "))
        #expect(!picture[capped + 2].contains(lines[2]))
        // What lines=2 cut is spelled out in the legend.
        #expect(picture.joined(separator: " ").contains("capped \"Stack views wrap"))
    }

    @Test func atFortyColumnsEachLineIsCutToItsRow() throws {
        let s = Self.session(columns: 40, """
            label intro "\(Self.text)" lines=0 font=20
            label cjk "\(String(repeating: "汉字", count: 25))" lines=0 font=24
            add intro cjk to column
            """)
        let picture = s.render(legend: true).split(separator: "\n").map(String.init)
        for line in picture { #expect(displayWidth(line) <= 40) }
        let lines = try Self.wrapped(s, "intro")
        #expect(lines.count >= 3)
        // Each row holds the start of its own line, cut with …: the breaks are the engine's.
        let first = try #require(Self.row(picture, "┌Stack views wrap"), "\(picture.joined(separator: "\n"))")
        for (k, line) in lines.prefix(3).enumerated() {
            let row = picture[first + k]
            let start = try #require(row.range(of: String(line.prefix(10))), "line \(k) missing from \(row)")
            let shown = row[start.lowerBound...].prefix { $0 != "…" }
            #expect(shown.count >= 20 && line.hasPrefix(shown), "\(row) for \(line)")
            #expect(row[start.lowerBound...].dropFirst(shown.count).hasPrefix("…"))
        }
        // CJK breaks between characters: 14 ideographs of 24 pt in 343 pt, whole (28 columns).
        let cjk = try Self.wrapped(s, "cjk")
        #expect(cjk.count == 4)
        #expect(cjk[0] == String(repeating: "汉字", count: 7))
        let top = try #require(Self.row(picture, "┌" + cjk[0]), "\(picture.joined(separator: "\n"))")
        #expect(picture[top + 1].contains("│" + cjk[1]))
        #expect(picture[top + 2].contains("│" + cjk[2]))
        #expect(picture[top + 3].contains("│" + cjk[3]))
        // The text cut in the picture is spelled out whole in the legend.
        #expect(picture.joined(separator: " ").contains("legend: intro \"Stack views wrap"))
    }
}
