import TerminalText

/// One line of a change report: a view's name, then what happened to it
/// in pieces that may go on separate lines (`{{0, 0}, {39.5, 647}}`,
/// `→ {{0, 0}, {343, 647}}`, `(hidden)`), never breaking inside one.
struct ReportLine: Equatable {
    var name: String
    var pieces: [String]
    /// A remark after the pieces, set off by two spaces (`(hidden)`).
    var note: String? = nil

    /// The line at the terminal's width `columns`, the name padded to
    /// `nameWidth` so that a report's columns line up:
    ///
    ///     someVeryLongLabelName  {{0, 0}, {39.5, 647}} → {{0, 0}, {343, 647}}
    ///
    /// Too wide, the padding goes first; then the pieces follow the name
    /// while they fit, and the rest go on lines of their own, indented:
    ///
    ///     someVeryLongLabelName  {{0, 0}, {39.5, 647}}
    ///         → {{0, 0}, {343, 647}}  (hidden)
    ///
    /// A piece wider than a line on its own is folded as a last resort.
    func rendered(nameWidth: Int, columns: Int) -> [String] {
        if let padding = padding(nameWidth: nameWidth, columns: columns) {
            var line = ""
            appendOneLine(to: &line, padding: padding)
            return [line]
        }
        return foldedLines(columns: columns)
    }

    /// Appends the lines ``rendered(nameWidth:columns:)`` gives to `out`,
    /// each after a newline unless `out` is empty (a whole report is built
    /// in one string, with no array or string per line in between).
    func render(into out: inout String, nameWidth: Int, columns: Int) {
        if let padding = padding(nameWidth: nameWidth, columns: columns) {
            if !out.isEmpty { out += "\n" }
            appendOneLine(to: &out, padding: padding)
            return
        }
        for line in foldedLines(columns: columns) {
            if !out.isEmpty { out += "\n" }
            out += line
        }
    }

    /// The spaces after the name when the line fits on one line (padded to
    /// `nameWidth`, or else not padded), nil when it does not fit. Each part
    /// is measured once (widths add up: a column count is a sum over
    /// scalars).
    private func padding(nameWidth: Int, columns: Int) -> Int? {
        let nameColumns = displayWidth(name)
        var restColumns = pieces.reduce(max(0, pieces.count - 1)) { $0 + displayWidth($1) }
        if let note { restColumns += 2 + displayWidth(note) }
        let padding = max(0, nameWidth - nameColumns)
        if 2 + nameColumns + padding + 2 + restColumns <= columns { return padding }
        if 2 + nameColumns + 2 + restColumns <= columns { return 0 }
        return nil
    }

    /// Too wide for one line: the name, then pieces on its line while they
    /// fit; the rest indented under it.
    private func foldedLines(columns: Int) -> [String] {
        let indent = "      "
        var words = pieces
        if let note, !words.isEmpty { words[words.count - 1] += "  " + note }
        var lines: [String] = []
        var current = "  " + name
        var separator = "  "
        for piece in words {
            if displayWidth(current + separator + piece) <= columns {
                current += separator + piece
            } else {
                lines.append(current)
                current = indent + piece
            }
            separator = " "
        }
        lines.append(current)
        return lines.flatMap { displayWidth($0) <= columns ? [$0] : folded($0, to: columns, indent: 6) }
    }

    /// The whole line: the name and `padding` spaces, the pieces, the note.
    private func appendOneLine(to line: inout String, padding: Int) {
        line += "  "
        line += name
        if padding > 0 { line += String(repeating: " ", count: padding) }
        line += "  "
        for (i, piece) in pieces.enumerated() {
            if i > 0 { line += " " }
            line += piece
        }
        if let note { line += "  " + note }
    }
}
