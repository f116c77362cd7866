import TerminalText

/// The character cells of a screen picture: box lines, each owned by the box
/// that drew it, and text that nothing may overwrite. A wide character (CJK)
/// takes its cell and the next.
struct PictureGrid {
    enum Cell: Equatable {
        case blank
        /// A box's line or fill, owned by box `owner` (-1 for the screen).
        case line(Character, owner: Int)
        case text(Character)
        /// The right half of the wide character before it.
        case wideTail
    }

    private(set) var cells: [[Cell]]
    let width: Int

    init(width: Int, height: Int) {
        self.width = width
        cells = Array(repeating: Array(repeating: .blank, count: width), count: height)
    }

    var height: Int { cells.count }

    /// Sets a line cell (later boxes draw over earlier ones' lines).
    mutating func draw(_ character: Character, row: Int, column: Int, owner: Int) {
        guard row >= 0, row < height, column >= 0, column < width else { return }
        cells[row][column] = .line(character, owner: owner)
    }

    /// Whether box `owner`'s text may go in the cell: a blank cell or one of
    /// the box's own lines, never another box's line or any text, nor right
    /// next to text (two texts on one line stay a cell apart).
    func isFree(row: Int, column: Int, for owner: Int) -> Bool {
        guard row >= 0, row < height, column >= 0, column < width else { return false }
        for neighbour in [column - 1, column + 1] where neighbour >= 0 && neighbour < width {
            if case .text = cells[row][neighbour] { return false }
            if case .wideTail = cells[row][neighbour] { return false }
        }
        switch cells[row][column] {
        case .blank: return true
        case .line(_, let o): return o == owner
        case .text, .wideTail: return false
        }
    }

    /// The runs of free cells for `owner` on `row` within `columns`, left to
    /// right, as (first column, length).
    func freeRuns(row: Int, columns: ClosedRange<Int>, for owner: Int) -> [(start: Int, length: Int)] {
        var runs: [(Int, Int)] = []
        var start: Int? = nil
        for c in columns {
            if isFree(row: row, column: c, for: owner) {
                if start == nil { start = c }
            } else if let s = start {
                runs.append((s, c - s))
                start = nil
            }
        }
        if let s = start { runs.append((s, columns.upperBound + 1 - s)) }
        return runs
    }

    /// Writes `text` from `column` (the caller checked it fits).
    mutating func write(_ text: String, row: Int, column: Int) {
        var c = column
        for character in text {
            let w = displayWidth(of: character)
            guard w > 0 else { continue }
            cells[row][c] = .text(character)
            if w == 2 { cells[row][c + 1] = .wideTail }
            c += w
        }
    }

    /// The grid as lines without trailing spaces.
    var lines: [String] {
        cells.map { row in
            var line = ""
            for cell in row {
                switch cell {
                case .blank: line.append(" ")
                case .line(let ch, _), .text(let ch): line.append(ch)
                case .wideTail: break
                }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
