/// `text` with spaces before it, `width` columns wide (as is when wider).
public func padLeft(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - displayWidth(text))) + text
}

/// `text` with spaces after it, `width` columns wide (as is when wider).
public func padRight(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - displayWidth(text)))
}

/// `text` cut to at most `width` columns: as is when it fits, else its
/// longest prefix that fits with `…` after it (a wide character is never
/// split). Empty when `width` is below 1.
///
/// ```swift
/// truncated("userLabel", to: 5)   // "user…"
/// truncated("登录 / 注册", to: 4)  // "登…"
/// ```
public func truncated(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if displayWidth(text) <= width { return text }
    var out = ""
    var used = 0
    for character in text {
        let w = displayWidth(of: character)
        if used + w > width - 1 { break }
        out.append(character)
        used += w
    }
    return out + "…"
}

/// `text` broken into lines of at most `width` columns at spaces; a word
/// wider than a line is truncated with `…`. Runs of spaces between words
/// become one; no line carries trailing spaces.
///
/// ```swift
/// wrapped("iphone8 portrait 375×667 @2x, 1 column = 8.3 pt", to: 30)
/// // ["iphone8 portrait 375×667 @2x,", "1 column = 8.3 pt"]
/// ```
public func wrapped(_ text: String, to width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ").map(String.init) {
        let fitted = truncated(word, to: width)
        if line.isEmpty {
            line = fitted
        } else if displayWidth(line) + 1 + displayWidth(fitted) <= width {
            line += " " + fitted
        } else {
            lines.append(line)
            line = fitted
        }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
}

/// `items` joined by `separator` in lines of at most `width` columns,
/// breaking only between items (an item wider than a line is folded onto
/// lines of its own, its rest indented by two, so nothing is lost); the
/// separator's trailing spaces are dropped at a line's end.
///
/// ```swift
/// joined(["legend:", "user… = userLabel;", "pas… = passwordLabel"], separator: " ", to: 30)
/// // ["legend: user… = userLabel;", "pas… = passwordLabel"]
/// ```
public func joined(_ items: [String], separator: String, to width: Int) -> [String] {
    let width = max(width, 1)
    let tail = String(separator.reversed().drop { $0 == " " }.reversed())
    var lines: [String] = []
    var line = ""
    for (index, item) in items.enumerated() {
        let isLast = index == items.count - 1
        let piece = item + (isLast ? "" : tail)
        let gap = line.isEmpty ? "" : String(separator.dropFirst(tail.count))
        if displayWidth(piece) > width {
            if !line.isEmpty { lines.append(line) }
            let pieces = folded(piece, to: width, indent: 2)
            lines += pieces.dropLast()
            line = pieces.last ?? ""
        } else if line.isEmpty || displayWidth(line) + displayWidth(gap) + displayWidth(piece) <= width {
            line += gap + piece
        } else {
            lines.append(line)
            line = piece
        }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
}

/// `line` folded into lines of at most `width` columns: broken at the last
/// space that fits (runs of spaces inside a piece are kept, so aligned
/// columns stay aligned), each later piece after `indent` spaces; a piece
/// with no space to break at is cut at the width. A line that fits is
/// returned as is.
///
/// ```swift
/// folded("stacklab> constrain userLabel.centerY == userRow.centerY", to: 40, indent: 10)
/// // ["stacklab> constrain userLabel.centerY ==", "          userRow.centerY"]
/// ```
public func folded(_ line: String, to width: Int, indent: Int) -> [String] {
    let width = max(width, 1)
    // No character is wider than its UTF-8 bytes (one byte for ASCII, two
    // or more for any character two columns wide): a line with no more
    // bytes than columns fits as it is, without measuring it.
    if line.utf8.count <= width { return [line] }
    let indent = min(max(indent, 0), max(width - 2, 0))
    var lines: [String] = []
    var rest = line
    var prefix = ""
    while displayWidth(prefix + rest) > width {
        let room = width - displayWidth(prefix)
        var used = 0
        var lastSpace: String.Index? = nil
        var cut = rest.startIndex
        var index = rest.startIndex
        while index < rest.endIndex {
            let w = displayWidth(of: rest[index])
            if used + w > room { break }
            if rest[index] == " " && rest[rest.startIndex..<index].contains(where: { $0 != " " }) { lastSpace = index }
            used += w
            index = rest.index(after: index)
            cut = index
        }
        if cut < rest.endIndex && rest[cut] == " " { lastSpace = cut }  // the piece ends just before a space
        if cut == rest.startIndex { cut = rest.index(after: rest.startIndex) }  // a character wider than the room
        let end = lastSpace ?? cut
        var piece = String(rest[..<end])
        while piece.hasSuffix(" ") { piece.removeLast() }
        lines.append(prefix + piece)
        rest = String(rest[end...].drop { $0 == " " })
        prefix = String(repeating: " ", count: indent)
        if rest.isEmpty { return lines }
    }
    lines.append(prefix + rest)
    return lines
}
