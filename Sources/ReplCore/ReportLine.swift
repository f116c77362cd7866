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
        // Each part measured once (widths add up: a column count is a sum
        // over scalars).
        let nameColumns = displayWidth(name)
        var restColumns = pieces.reduce(max(0, pieces.count - 1)) { $0 + displayWidth($1) }
        if let note { restColumns += 2 + displayWidth(note) }
        let padding = max(0, nameWidth - nameColumns)
        if 2 + nameColumns + padding + 2 + restColumns <= columns { return [oneLine(padding: padding)] }
        if 2 + nameColumns + 2 + restColumns <= columns { return [oneLine(padding: 0)] }
        // The name, then pieces on its line while they fit; the rest
        // indented under it.
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
    private func oneLine(padding: Int) -> String {
        var line = "  "
        line.reserveCapacity(name.utf8.count + padding + pieces.reduce(8) { $0 + $1.utf8.count + 1 }
            + (note?.utf8.count ?? 0))
        line += name
        if padding > 0 { line += String(repeating: " ", count: padding) }
        line += "  "
        for (i, piece) in pieces.enumerated() {
            if i > 0 { line += " " }
            line += piece
        }
        if let note { line += "  " + note }
        return line
    }
}
