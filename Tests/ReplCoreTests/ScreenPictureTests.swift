import Foundation
import Geometry
import TerminalText
import Testing

@testable import ReplCore

/// The picture of the screen: fits the terminal, shows what controls show,
/// never overprints, keeps small gaps and nesting visible.
@Suite("Screen picture")
struct ScreenPictureTests {
    /// Seed 002's login form (Scripts/scenes/login.stack), at `columns`.
    static func login(columns: Int, landscape: Bool = false) throws -> Session {
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/scenes/login.stack")
        let s = Session(fileSystem: MemoryFileSystem(["login.stack": try String(contentsOf: scenes, encoding: .utf8)]))
        s.terminalColumns = columns
        let r = s.run("load login.stack" + (landscape ? "; rotate" : ""))
        #expect(!r.failed, "\(r.output)")
        return s
    }

    @Test(arguments: [40, 80, 120], [false, true])
    func theLoginFormFitsTheTerminal(columns: Int, landscape: Bool) throws {
        let s = try Self.login(columns: columns, landscape: landscape)
        let lines = s.render(legend: true).split(separator: "\n").map(String.init)
        for line in lines { #expect(displayWidth(line) <= columns, "\(displayWidth(line)) > \(columns): \(line)") }
        // The screen is as wide as the terminal allows along its long side
        // (portrait pictures are limited by their height instead).
        let frame = try #require(lines.first { $0.hasPrefix("╭") })
        if landscape || columns == 40 { #expect(displayWidth(frame) >= columns - 4) }
        // The title and the login button show their text at every width.
        let picture = lines.joined(separator: "\n")
        #expect(picture.contains("登录 / 注册"))
        #expect(picture.contains("‹登录›"))
        #expect(picture.contains("[Email/Phone/ID]"))
        #expect(lines.count <= 48)
    }

    @Test func atEightyColumnsEveryTextOfTheFormShows() throws {
        let picture = try Self.login(columns: 80).render()
        for text in ["登录 / 注册", "User Name:", "Password:", "‹登录›", "[Email/Phone/ID]", "[Password]",
                     "form", "title", "userRow", "passwordRow", "spacer", "login", "userLabel"] {
            #expect(picture.contains(text), "\(text) missing from\n\(picture)")
        }
        // The one name that does not fit is cut and spelled out below.
        #expect(picture.contains("passwordLa…"))
        #expect(picture.contains("legend: passwordLa… = passwordLabel"))
    }

    @Test func kindsHaveTheirOwnLines() throws {
        let picture = try Self.login(columns: 80).render()
        #expect(picture.contains("┏form━"))     // a stack: heavy
        #expect(picture.contains("┌userRow─"))  // a view: light
        #expect(picture.contains("╭─"))         // the screen: rounded
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run("""
            scroll sv; add sv to root; pin sv to root inset=40
            view v; add v to sv; constrain v.width == 100; constrain v.height == 100
            constrain v.top == sv.top; constrain v.left == sv.left
            hide sv
            """).failed)
        let hidden = s.render()
        #expect(hidden.contains("╔◌sv┄"), "\(hidden)")  // hidden scroll view: dashed, ◌
        #expect(hidden.contains("┌◌v┄"), "\(hidden)")   // hidden through its superview
    }

    // MARK: The renderer alone

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
            PictureBox(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "outer", kind: .stack, depth: 1),
            PictureBox(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "left", kind: .view, depth: 2),
            PictureBox(frame: Rect(x: 100, y: 0, width: 100, height: 100), name: "right", kind: .view, depth: 2),
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

    @Test func renderScaleGivesABiggerPicture() throws {
        let s = try Self.login(columns: 120)
        let plain = s.render().split(separator: "\n")
        let big = s.render(cellsPerPoint: 0.3).split(separator: "\n")
        #expect(big.count > plain.count)
        #expect(big.allSatisfy { displayWidth(String($0)) <= 120 })
        #expect(s.run("render scale=0.3").output == s.render(cellsPerPoint: 0.3, legend: true))
    }

    @Test func edgesKeepNestingAndGaps() {
        // Three boxes opening at x = 0 (depths 0, 1, 2), one closing at 50
        // and one opening at 58 (a gap), all at 10 pt per cell.
        let edges = PictureEdges(edges: [
            .init(position: 0, opens: true, depth: 0), .init(position: 0, opens: true, depth: 1),
            .init(position: 0, opens: true, depth: 2), .init(position: 50, opens: false, depth: 2),
            .init(position: 58, opens: true, depth: 2),
        ])
        #expect(edges.cells(pointsPerCell: 10, separation: .nesting, limit: 100) == [0, 1, 2, 5, 7])
        #expect(edges.cells(pointsPerCell: 10, separation: .positions, limit: 100) == [0, 0, 0, 5, 7])
        #expect(edges.cells(pointsPerCell: 10, separation: .none, limit: 100) == [0, 0, 0, 5, 6])
        // Pulled back into the room left before them when the limit is near.
        #expect(edges.cells(pointsPerCell: 10, separation: .nesting, limit: 6) == [0, 1, 2, 4, 6])
    }
}
