// Tab completion: what the completion callback answers, and the pure
// decisions a shell makes with that answer (insert, extend, list or beep).
// Nothing here touches libedit, so all of it is unit-tested.
import TerminalText

/// The answer of a completion callback for the text before the cursor.
///
/// `start` is the character offset in the line where the word being
/// completed begins; the candidates replace `line[start..<cursor]`.
///
/// ```swift
/// // line "set red hid", cursor 11 → complete the word at 8
/// Completion(start: 8, candidates: ["hidden="])
/// ```
public struct Completion: Hashable, Sendable {
    /// Character offset (in Swift `Character`s) where the replaced word begins.
    public var start: Int
    /// Full replacement words, in the order they should be listed.
    public var candidates: [String]

    /// Creates a completion answer.
    public init(start: Int, candidates: [String]) {
        self.start = start
        self.candidates = candidates
    }

    /// No candidates: the editor beeps.
    public static let none = Completion(start: 0, candidates: [])
}

/// What the editor does with a ``Completion``.
public enum CompletionAction: Hashable, Sendable {
    /// Delete `deleting` Unicode scalars before the cursor, then insert `text`.
    /// (libedit counts in wide characters, which are Unicode scalars.)
    case insert(deleting: Int, text: String)
    /// Nothing to extend: show these candidates under the line.
    case list([String])
    /// No candidate.
    case beep
}

/// The longest common prefix of `strings`, compared by `Character`, so a
/// multi-byte character (`登录` vs `登出` → `登`) is never split.
///
/// - Returns: `""` for an empty list.
public func longestCommonPrefix(_ strings: [String]) -> String {
    guard let first = strings.first else { return "" }
    var prefix = first[...]
    for string in strings.dropFirst() {
        var end = prefix.startIndex
        var other = string.startIndex
        while end < prefix.endIndex, other < string.endIndex, prefix[end] == string[other] {
            prefix.formIndex(after: &end)
            string.formIndex(after: &other)
        }
        prefix = prefix[..<end]
        if prefix.isEmpty { break }
    }
    return String(prefix)
}

/// What a shell does on Tab, given the line, the cursor (in characters) and
/// the callback's answer:
///
/// - no candidate → ``CompletionAction/beep``;
/// - one candidate → replace the word with it and add a space, unless the
///   candidate ends with `=` or `.` (a value or a member follows) or a space
///   already follows the cursor;
/// - several → extend the word to their longest common prefix (or replace
///   it, when the prefix has the same length but differs, e.g. in case), or,
///   when that changes nothing, ``CompletionAction/list(_:)`` them
///   (duplicates removed, the callback's order kept).
///
/// Offsets out of range are clamped to the line.
public func completionAction(line: String, cursor: Int, completion: Completion) -> CompletionAction {
    let characters = Array(line)
    let cursor = min(max(cursor, 0), characters.count)
    let start = min(max(completion.start, 0), cursor)
    let typed = String(characters[start..<cursor])

    var seen = Set<String>()
    let candidates = completion.candidates.filter { seen.insert($0).inserted }
    guard let first = candidates.first else { return .beep }

    if candidates.count == 1 {
        let followedBySpace = cursor < characters.count && characters[cursor] == " "
        let addSpace = !(first.hasSuffix("=") || first.hasSuffix(".") || followedBySpace)
        return replacement(typed: typed, with: addSpace ? first + " " : first)
    }
    let prefix = longestCommonPrefix(candidates)
    if prefix.count > typed.count || (prefix.count == typed.count && prefix != typed && !prefix.isEmpty) {
        return replacement(typed: typed, with: prefix)
    }
    return .list(candidates)
}

/// The smallest edit turning `typed` (the text before the cursor) into `text`.
private func replacement(typed: String, with text: String) -> CompletionAction {
    if text.hasPrefix(typed) {
        // Usual case: only append. Compare scalars so the split is exact.
        let rest = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(typed.unicodeScalars.count)))
        return .insert(deleting: 0, text: rest)
    }
    return .insert(deleting: typed.unicodeScalars.count, text: text)
}

/// Lays `items` out in columns, column by column like `ls`, for a terminal
/// `width` columns wide. Columns are as wide as the widest item plus two
/// spaces; lines never reach the last terminal column (so no terminal wraps
/// early) and carry no trailing spaces. One item per line when even two
/// columns do not fit.
///
/// ```swift
/// columnLayout(["add", "animate", "axis"], width: 80)  // ["add      animate  axis"]
/// ```
public func columnLayout(_ items: [String], width: Int) -> [String] {
    guard !items.isEmpty else { return [] }
    let widths = items.map(displayWidth)
    let columnWidth = (widths.max() ?? 0) + 2
    let usable = max(width - 1, 1)
    // n columns need (n - 1) * columnWidth + the last item's width ≤ usable.
    var columns = max(1, (usable - (columnWidth - 2)) / columnWidth + 1)
    columns = min(columns, items.count)
    let rows = (items.count + columns - 1) / columns
    columns = (items.count + rows - 1) / rows  // drop empty trailing columns

    var lines: [String] = []
    for row in 0..<rows {
        var line = ""
        for column in 0..<columns {
            let index = column * rows + row
            guard index < items.count else { break }
            let isLast = column == columns - 1 || (column + 1) * rows + row >= items.count
            line += items[index]
            if !isLast { line += String(repeating: " ", count: columnWidth - widths[index]) }
        }
        lines.append(line)
    }
    return lines
}
