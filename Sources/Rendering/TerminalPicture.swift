import Geometry
import TerminalText
import ViewTree

/// One box of the screen picture: a view's frame on the screen and what it
/// shows.
public struct PictureBox: Equatable, Sendable {
    /// How a box is drawn; each kind has its own lines or content marks, so
    /// the picture never needs colour to tell kinds apart.
    public enum Kind: Equatable, Sendable {
        case view, stack, scroll, label, button, field, toggle, slider, segmented, image
    }

    /// In screen coordinates (points).
    public var frame: Rect
    public var name: String
    public var kind: Kind
    /// What the view shows: a label's text, a button's title, a field's
    /// text (else its placeholder), the segments' titles; empty for others.
    public var text = ""
    /// A wrapped label's lines (more than one), as the engine broke them;
    /// empty when the text is drawn on one line.
    public var lines: [String] = []
    /// Hidden, itself or through a superview.
    public var hidden = false
    /// 1 for a subview of the root view, 2 for its subviews, and so on.
    public var depth = 1

    public init(frame: Rect, name: String, kind: Kind, text: String = "", lines: [String] = [],
                hidden: Bool = false, depth: Int = 1) {
        self.frame = frame
        self.name = name
        self.kind = kind
        self.text = text
        self.lines = lines
        self.hidden = hidden
        self.depth = depth
    }
}

/// The screen drawn with box characters for a terminal `width` columns wide.
///
/// - Every line fits `width` (the device is scaled down; nothing wraps).
/// - Box edges are placed by ``PictureEdges``: a gap of a few points stays a
///   visible gap, and nested boxes that share an edge are drawn one cell
///   apart.
/// - A box's name goes on its top border (`┌name───┐`); labels, buttons,
///   fields and segmented controls show what they show inside (their text,
///   `‹title›`, `[placeholder]`, `[a|b]`), on a border when there is no room
///   inside. Text never overwrites another box's line or other text: what
///   does not fit is cut with `…` and spelled out in a legend under the
///   picture.
/// - Kinds differ by their lines: `┌─┐` a view or control, `┏━┓` a stack
///   view, `╔═╗` a scroll view, `░` an image view; hidden views are drawn
///   dashed (`┌┄┐`, `┏┅┓`) and named `◌name`. The screen is `╭─╮`.
public struct ScreenPicture {
    public var boxes: [PictureBox]
    /// The screen's size in points.
    public var screen: Size
    /// The line above the picture (wrapped to the width).
    public var caption: String

    public init(boxes: [PictureBox], screen: Size, caption: String) {
        self.boxes = boxes
        self.screen = screen
        self.caption = caption
    }

    /// Where the boxes land on the grid of cells: the scale (points per
    /// column and per line) and, for each box drawn, its columns and rows
    /// (keyed by its index in ``boxes``); the boxes off the screen.
    struct Placement {
        var pointsPerColumn: Double
        var pointsPerLine: Double
        /// The screen's cells.
        var screen: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)
        var cells: [Int: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)]
        /// The boxes drawn, in order, with their frames cut to the screen.
        var drawn: [(index: Int, frame: Rect)]
        var offScreen: [String]
    }

    /// Where the boxes go for a terminal `width` columns wide (see
    /// ``lines(width:maxRows:pointsPerColumn:)``).
    func placement(width: Int, maxRows: Int? = nil, pointsPerColumn asked: Double? = nil) -> Placement {
        let width = max(width, 8)
        let screenWidth = max(screen.width, 1), screenHeight = max(screen.height, 1)
        let bounds = Rect(x: 0, y: 0, width: screenWidth, height: screenHeight)

        // The screen is box -1 at depth 0; boxes off the screen are left out.
        var drawn: [(index: Int, frame: Rect)] = []
        var offScreen: [String] = []
        for (i, box) in boxes.enumerated() {
            let f = box.frame
            let x0 = min(max(f.minX, 0), screenWidth), x1 = min(max(f.maxX, 0), screenWidth)
            let y0 = min(max(f.minY, 0), screenHeight), y1 = min(max(f.maxY, 0), screenHeight)
            let outside = f.maxX < 0 || f.minX > screenWidth || f.maxY < 0 || f.minY > screenHeight
                || (x1 == x0 && f.size.width > 0) || (y1 == y0 && f.size.height > 0)
            if outside { offScreen.append(box.name); continue }
            drawn.append((i, Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)))
        }
        var horizontal = PictureEdges(edges: [.init(position: 0, opens: true, depth: 0),
                                              .init(position: bounds.maxX, opens: false, depth: 0)])
        var vertical = PictureEdges(edges: [.init(position: 0, opens: true, depth: 0),
                                            .init(position: bounds.maxY, opens: false, depth: 0)])
        for (i, f) in drawn {
            let depth = max(boxes[i].depth, 1)
            horizontal.edges += [.init(position: f.minX, opens: true, depth: depth),
                                 .init(position: f.maxX, opens: false, depth: depth)]
            vertical.edges += [.init(position: f.minY, opens: true, depth: depth),
                               .init(position: f.maxY, opens: false, depth: depth)]
        }
        let rowLimit = asked == nil ? maxRows.map { max($0, 4) } : nil
        let fit = PictureEdges.fit(horizontal: horizontal, columns: width, vertical: vertical, rows: rowLimit,
                                   minimum: Self.scale(screen: Size(width: screenWidth, height: screenHeight),
                                                       width: width, rows: rowLimit, asked: asked))
        var cellsOf: [Int: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = [:]
        for (n, (i, _)) in drawn.enumerated() {
            // A box of no width or height may have its edges placed either
            // way round (its closing edge comes first at one position).
            let (x0, x1) = (fit.columns[2 + 2 * n], fit.columns[3 + 2 * n])
            let (y0, y1) = (fit.rows[2 + 2 * n], fit.rows[3 + 2 * n])
            cellsOf[i] = (min(x0, x1)...max(x0, x1), min(y0, y1)...max(y0, y1))
        }
        return Placement(
            pointsPerColumn: fit.column, pointsPerLine: fit.row,
            screen: (fit.columns[0]...fit.columns[1], fit.rows[0]...fit.rows[1]),
            cells: cellsOf, drawn: drawn, offScreen: offScreen)
    }

    /// The picture's lines.
    /// - Parameters:
    ///   - width: The terminal's width in columns; at least 8 are used.
    ///   - maxRows: The most lines the screen may take (not counting the
    ///     caption and legend); nil for no limit.
    ///   - pointsPerColumn: A scale asked for (`render scale=N`): honoured
    ///     unless the picture would then be wider than `width`.
    ///   - notesWidth: The width the legend and the off-screen list fold
    ///     to (default `width`): a lesson draws two pictures side by side
    ///     and their notes below both, the whole terminal wide.
    ///   - legendLabel: The legend's first word (`target legend` there).
    public func lines(width: Int, maxRows: Int? = nil, pointsPerColumn asked: Double? = nil, notesWidth: Int? = nil,
               legendLabel: String = "legend") -> [String] {
        let width = max(width, 8)
        let notesWidth = max(notesWidth ?? width, 8)
        let placed = placement(width: width, maxRows: maxRows, pointsPerColumn: asked)
        let drawn = placed.drawn, cellsOf = placed.cells
        var offScreen = placed.offScreen
        let fit = (column: placed.pointsPerColumn, row: placed.pointsPerLine)

        var grid = PictureGrid(width: placed.screen.columns.upperBound + 1, height: placed.screen.rows.upperBound + 1)
        drawBorder(&grid, owner: -1, columns: placed.screen.columns, rows: placed.screen.rows, glyphs: .screen)
        for (i, _) in drawn {
            guard let (c, r) = cellsOf[i] else { continue }
            let box = boxes[i]
            drawBorder(&grid, owner: i, columns: c, rows: r, glyphs: .of(box.kind, hidden: box.hidden))
            if box.kind == .image, c.count > 2, r.count > 2 {
                for row in (r.lowerBound + 1)...(r.upperBound - 1) {
                    for col in (c.lowerBound + 1)...(c.upperBound - 1) { grid.draw("░", row: row, column: col, owner: i) }
                }
            }
        }

        // The screen's outline stays whole: a box flush with an edge of the
        // screen shares its line (to scale, there may be no cell between).
        drawBorder(&grid, owner: -1, columns: placed.screen.columns, rows: placed.screen.rows, glyphs: .screen)

        // What each box shows, then the names; what does not fit goes to the legend.
        var legend: [String] = []
        var contentShown: [Int: String] = [:]
        for (i, _) in drawn {
            let box = boxes[i]
            guard let content = box.content, let cells = cellsOf[i] else { continue }
            // A wrapped label: its lines from the top border down, the bottom border left for its name.
            if box.lines.count > 1, cells.rows.count > 1,
                let shown = placeLines(box.lines, in: &grid, rows: cells.rows.lowerBound...(cells.rows.upperBound - 1),
                                       columns: cells.columns, owner: i)
            {
                // Whole only when every line is drawn and numberOfLines cut nothing (else the legend spells it out).
                let whole = shown == box.lines && box.lines.last?.hasSuffix("…") == false
                contentShown[i] = whole ? content : shown.joined(separator: " ")
                continue
            }
            let inside = cells.rows.count > 2 ? middleFirst((cells.rows.lowerBound + 1)...(cells.rows.upperBound - 1)) : []
            let places = inside + [cells.rows.lowerBound, cells.rows.upperBound]
            if let shown = place(content, in: &grid, rows: places, columns: cells.columns, owner: i,
                                 centred: box.kind == .button) {
                contentShown[i] = shown
            }
        }
        for (i, _) in drawn {
            let box = boxes[i]
            guard let cells = cellsOf[i] else { continue }
            let tag = (box.hidden ? "◌" : "") + box.name
            // A wrapped label's lines start on its top border: its name goes below them.
            let borders = [cells.rows.lowerBound, cells.rows.upperBound]
            let shown = place(tag, in: &grid, rows: box.lines.count > 1 ? borders.reversed() : borders,
                              columns: cells.columns, owner: i, centred: false)
            // A text, title or placeholder cut with … (or not drawn) is
            // spelled out whole in the legend too.
            let cut = box.content.flatMap { $0 == contentShown[i] ? nil : " " + (box.kind == .label ? "\"\($0)\"" : $0) }
            if shown == tag {
                if let cut { legend.append(box.name + cut) }
                continue
            }
            if let shown {
                legend.append("\(shown) = \(box.name)" + (cut ?? ""))
            } else if let content = contentShown[i] {
                legend.append("\(content) = \(box.name)" + (cut ?? ""))
            } else {
                legend.append("\(box.name) \(box.frame) (no room for its name)" + (cut ?? ""))
            }
        }

        func rounded(_ x: Double) -> String { formatNumber((x * 10).rounded() / 10) }
        var out = joined([caption, "1 column ≈ \(rounded(fit.column)) pt", "1 line ≈ \(rounded(fit.row)) pt"],
                         separator: ", ", to: width)
        out += grid.lines
        if !legend.isEmpty {
            legend[0] = legendLabel + ": " + legend[0]
            out += joined(legend, separator: "; ", to: notesWidth)
        }
        if !offScreen.isEmpty {
            offScreen[0] = "off the screen: " + offScreen[0]
            out += joined(offScreen, separator: ", ", to: notesWidth)
        }
        return out
    }

    /// The most terminal lines a point may be squeezed to, against columns:
    /// a terminal cell is about twice as tall as wide, so 2 keeps the
    /// screen's proportions; up to 3 a phone looks squat but its text fits.
    static let maximumAspect = 3.0

    /// The finest scale (points per column, per line) at which a `screen`
    /// fits `width` columns and `rows` lines by plain rounding: a line is
    /// two columns tall unless the lines are too few, then up to
    /// ``maximumAspect`` columns; beyond that the picture gets narrower. An
    /// `asked` scale (points per column) is kept when it fits the width.
    static func scale(screen: Size, width: Int, rows: Int?, asked: Double?) -> (column: Double, row: Double) {
        let column = max(screen.width / Double(width - 1), asked ?? 0)
        guard let rows else { return (column, 2 * column) }
        let row = screen.height / Double(rows - 1)
        if row <= 2 * column { return (column, 2 * column) }
        if row <= maximumAspect * column { return (column, row) }
        return (row / maximumAspect, row)
    }

    /// Writes `text` in the first of `rows` where a run of free cells inside
    /// `columns` (borders excluded) holds it whole; else in the longest run,
    /// cut with `…`. Returns what was written, nil when no run has room for
    /// two cells.
    private func place(_ text: String, in grid: inout PictureGrid, rows: [Int], columns: ClosedRange<Int>,
                       owner: Int, centred: Bool) -> String? {
        guard columns.count > 2 else { return nil }
        let inner = (columns.lowerBound + 1)...(columns.upperBound - 1)
        let need = displayWidth(text)
        var best: (row: Int, start: Int, length: Int)? = nil
        for row in rows {
            for run in grid.freeRuns(row: row, columns: inner, for: owner) {
                if run.length >= need {
                    let offset = centred ? (run.length - need) / 2 : 0
                    grid.write(text, row: row, column: run.start + offset)
                    return text
                }
                if run.length > (best?.length ?? 1) { best = (row, run.start, run.length) }
            }
        }
        guard let best else { return nil }
        let cut = truncated(text, to: best.length)
        grid.write(cut, row: best.row, column: best.start)
        return cut
    }

    /// Writes a wrapped label's `lines`, one per row from the top of `rows`,
    /// each cut with `…` to the room on its row; when
    /// the rows run out, the last one drawn ends with `…`. Returns what was
    /// written, nil when not even the first line had room.
    private func placeLines(_ lines: [String], in grid: inout PictureGrid, rows: ClosedRange<Int>,
                            columns: ClosedRange<Int>, owner: Int) -> [String]? {
        var shown: [String] = []
        for (k, row) in rows.prefix(lines.count).enumerated() {
            var line = lines[k]
            if k == rows.count - 1, lines.count > rows.count, !line.hasSuffix("…") { line += "…" }
            guard let written = place(line, in: &grid, rows: [row], columns: columns, owner: owner, centred: false) else { break }
            shown.append(written)
        }
        return shown.isEmpty ? nil : shown
    }

    private func middleFirst(_ rows: ClosedRange<Int>) -> [Int] {
        let middle = (rows.lowerBound + rows.upperBound) / 2
        return [middle] + rows.filter { $0 != middle }
    }

    private func drawBorder(_ grid: inout PictureGrid, owner: Int, columns c: ClosedRange<Int>,
                            rows r: ClosedRange<Int>, glyphs g: BorderGlyphs) {
        if c.count == 1 && r.count == 1 {
            grid.draw("·", row: r.lowerBound, column: c.lowerBound, owner: owner)
            return
        }
        if c.count > 1 {
            for col in c {
                grid.draw(g.horizontal, row: r.lowerBound, column: col, owner: owner)
                grid.draw(g.horizontal, row: r.upperBound, column: col, owner: owner)
            }
        }
        if r.count > 1 {
            for row in r {
                grid.draw(g.vertical, row: row, column: c.lowerBound, owner: owner)
                grid.draw(g.vertical, row: row, column: c.upperBound, owner: owner)
            }
        }
        if c.count > 1 && r.count > 1 {
            grid.draw(g.topLeft, row: r.lowerBound, column: c.lowerBound, owner: owner)
            grid.draw(g.topRight, row: r.lowerBound, column: c.upperBound, owner: owner)
            grid.draw(g.bottomLeft, row: r.upperBound, column: c.lowerBound, owner: owner)
            grid.draw(g.bottomRight, row: r.upperBound, column: c.upperBound, owner: owner)
        }
    }

    /// The legend of the glyphs (`render` prints it under the picture).
    public static let glyphLegend = ["┌─┐ view or control", "┏━┓ stack", "╔═╗ scroll", "░ image", "┌┄┐ ◌name hidden",
                              "‹title› button", "[text] field", "(●) switch", "─●─ slider"]
}

extension PictureBox {
    /// The box's content as the picture shows it, nil when it shows none.
    var content: String? {
        let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        switch kind {
        case .view, .stack, .scroll, .image: return nil
        case .label: return oneLine.isEmpty ? nil : oneLine
        case .button: return "‹\(oneLine)›"
        case .field, .segmented: return "[\(oneLine)]"
        case .toggle: return "(●)"
        case .slider: return "─●─"
        }
    }
}

/// The six characters of a box's outline.
struct BorderGlyphs {
    var horizontal: Character, vertical: Character
    var topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character

    static let screen = BorderGlyphs(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮",
                                     bottomLeft: "╰", bottomRight: "╯")

    static func of(_ kind: PictureBox.Kind, hidden: Bool) -> BorderGlyphs {
        switch (kind, hidden) {
        case (.stack, false):
            return BorderGlyphs(horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓",
                                bottomLeft: "┗", bottomRight: "┛")
        case (.stack, true):
            return BorderGlyphs(horizontal: "┅", vertical: "┇", topLeft: "┏", topRight: "┓",
                                bottomLeft: "┗", bottomRight: "┛")
        case (.scroll, false):
            return BorderGlyphs(horizontal: "═", vertical: "║", topLeft: "╔", topRight: "╗",
                                bottomLeft: "╚", bottomRight: "╝")
        case (.scroll, true):
            return BorderGlyphs(horizontal: "┄", vertical: "┆", topLeft: "╔", topRight: "╗",
                                bottomLeft: "╚", bottomRight: "╝")
        case (_, false):
            return BorderGlyphs(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐",
                                bottomLeft: "└", bottomRight: "┘")
        case (_, true):
            return BorderGlyphs(horizontal: "┄", vertical: "┆", topLeft: "┌", topRight: "┐",
                                bottomLeft: "└", bottomRight: "┘")
        }
    }
}

extension PictureBox {
    /// A view as the terminal picture draws it, at `frame` (on the screen).
    /// - Parameters:
    ///   - hidden: Hidden, itself or through a superview.
    ///   - depth: 1 for a subview of the root view, and so on.
    public init(view v: View, frame: Rect, hidden: Bool, depth: Int) {
        self.init(frame: frame, name: v.name, kind: .view, hidden: hidden, depth: depth)
        switch v.kind {
        case .label(let text, _, _):
            kind = .label
            self.text = text
            // A wrapped label: the lines the engine broke it into (§14.2);
            // the last ends with … when numberOfLines cut the text, as UIKit's tail truncation.
            if let wrap = v.textWrap, wrap.lines > 1 {
                lines = wrap.texts
                if wrap.uncappedLines > wrap.lines, let last = lines.popLast() { lines.append(last + "…") }
            }
        case .button(let title, _, _, _, _, _): kind = .button; text = title
        case .textField(let placeholder, let text, _, _): kind = .field; self.text = text.isEmpty ? placeholder : text
        case .textView(let text, _, _): kind = .field; self.text = text
        case .segmented(let titles, _): kind = .segmented; text = titles.joined(separator: "|")
        case .switchControl: kind = .toggle
        case .slider, .progressView: kind = .slider
        case .stepper: kind = .segmented; text = "−|+"
        case .pageControl(let pages): kind = .label; text = String(repeating: "•", count: min(max(pages, 0), 20))
        case .datePicker(let style): kind = .field; text = style == .compact ? "Nov 26, 2026" : "date picker (\(style.rawValue))"
        case .imageView: kind = .image
        case .stack: kind = .stack
        case .scroll: kind = .scroll
        case .plain, .control: break
        }
    }
}
