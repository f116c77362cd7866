import Geometry
import TerminalText
import Testing

@testable import Rendering

/// The terminal picture alone, from boxes: small gaps and nesting stay
/// visible, names never overprint, controls show their text, and what is
/// off the screen is said. (The picture of a session's scene is tested in
/// ReplCoreTests' ScreenPictureTests.)
@Suite("Terminal picture")
struct TerminalPictureTests {
    static func picture(_ boxes: [PictureBox], width: Int = 40, screen: Size = Size(width: 200, height: 100))
        -> [String]
    {
        ScreenPicture(boxes: boxes, screen: screen, caption: "test").lines(width: width)
    }

    @Test func aGapOfEightPointsStaysVisible() {
        // At 40 columns a 200-pt screen is 5.1 pt per column and a line is
        // 10.3 pt: 8 pt rounds to under one line, yet a blank line and a
        // blank column stay between the boxes.
        let across = Self.picture([
            PictureBox(frame: Rect(x: 10, y: 10, width: 80, height: 40), name: "a", kind: .view),
            PictureBox(frame: Rect(x: 98, y: 10, width: 80, height: 40), name: "b", kind: .view),
        ])
        #expect(across.contains { $0.contains("┐ ┌") }, "\(across.joined(separator: "\n"))")
        let down = Self.picture([
            PictureBox(frame: Rect(x: 10, y: 10, width: 80, height: 30), name: "a", kind: .view),
            PictureBox(frame: Rect(x: 10, y: 48, width: 80, height: 30), name: "b", kind: .view),
        ])
        let bottomOfA = down.firstIndex { $0.contains("└") }!
        #expect(down[bottomOfA + 1].allSatisfy { $0 == "│" || $0 == " " }, "\(down.joined(separator: "\n"))")
        #expect(down[bottomOfA + 2].contains("┌b"))
    }

    @Test func touchingBoxesShareABorderAndNestedOnesDoNot() {
        let lines = Self.picture([
            PictureBox(frame: Rect(x: 20, y: 20, width: 160, height: 70), name: "outer", kind: .stack, depth: 1),
            PictureBox(frame: Rect(x: 20, y: 20, width: 80, height: 70), name: "left", kind: .view, depth: 2),
            PictureBox(frame: Rect(x: 100, y: 20, width: 80, height: 70), name: "right", kind: .view, depth: 2),
        ])
        let text = lines.joined(separator: "\n")
        // outer's name is on its own top line, above its subviews' (one line in).
        #expect(text.contains("┏outer━"), "\(text)")
        #expect(text.contains("┌left"), "\(text)")
        // left's right edge and right's left edge are one column.
        #expect(lines.contains { $0.contains("─┌right") || $0.contains("┌right") })
        let row = lines.first { $0.contains("┌left") }!
        #expect(!row.contains("┐┌"), "\(row)")
    }

    @Test func namesNeverOverprint() {
        // Ten views side by side, 20 pt each, long names: every name is shown
        // whole or cut with … and listed in the legend.
        let boxes = (0..<10).map { i in
            PictureBox(frame: Rect(x: Double(i) * 20, y: 0, width: 20, height: 60),
                       name: "heartStack\(i)", kind: .view)
        }
        let lines = Self.picture(boxes, width: 80)
        let text = lines.joined(separator: "\n")
        for line in lines { #expect(displayWidth(line) <= 80) }
        let legend = lines.filter { $0.contains("=") }.joined(separator: " ")
        for i in 0..<10 {
            let name = "heartStack\(i)"
            #expect(text.contains(name) || legend.contains("= \(name)"), "\(name)\n\(text)")
        }
        #expect(!text.contains("heartSta│"))
    }

    @Test func controlsShowTheirTextWideCharactersCountTwice() {
        let lines = Self.picture([
            PictureBox(frame: Rect(x: 0, y: 20, width: 200, height: 40), name: "b", kind: .button, text: "登录"),
            PictureBox(frame: Rect(x: 0, y: 60, width: 200, height: 40), name: "f", kind: .field, text: "Email"),
        ])
        #expect(lines.contains { $0.contains("‹登录›") })
        #expect(lines.contains { $0.contains("[Email]") })
        for line in lines { #expect(displayWidth(line) <= 40) }
    }

    @Test func offTheScreenIsSaid() {
        let lines = Self.picture([
            PictureBox(frame: Rect(x: 300, y: 0, width: 20, height: 20), name: "far", kind: .view),
        ])
        #expect(lines.last == "off the screen: far")
    }

    @Test func edgesKeepNestingAndGapsWhileToScale() {
        // The screen (0–100), box A (0–50) and box B (58–100), in pairs, at
        // 10 pt per cell.
        let edges = PictureEdges(edges: [
            .init(position: 0, opens: true, depth: 0), .init(position: 100, opens: false, depth: 0),
            .init(position: 0, opens: true, depth: 1), .init(position: 50, opens: false, depth: 1),
            .init(position: 58, opens: true, depth: 1), .init(position: 100, opens: false, depth: 1),
        ])
        let nesting = edges.cells(pointsPerCell: 10, separation: .nesting, limit: 100)
        // A opens a cell inside the screen; the 8-pt gap keeps a blank cell.
        #expect(nesting[2] == nesting[0] + 1)
        #expect(nesting[4] - nesting[3] == 2, "\(nesting)")
        #expect(edges.isToScale(nesting, pointsPerCell: 10), "\(nesting)")
        #expect(edges.cells(pointsPerCell: 10, separation: .none, limit: 100) == [0, 10, 0, 5, 6, 10])
        // Squeezed into 10 cells the separations would draw B 3 cells for
        // its 4.2: not to scale, so ``fit`` does not take it.
        let squeezed = edges.cells(pointsPerCell: 10, separation: .nesting, limit: 10)
        #expect(!edges.isToScale(squeezed, pointsPerCell: 10), "\(squeezed)")
        let fit = PictureEdges.fit(horizontal: edges, columns: 11, vertical: edges, rows: 11,
                                   minimum: (column: 10, row: 10))
        #expect(edges.isToScale(fit.columns, pointsPerCell: fit.column))
    }
}
