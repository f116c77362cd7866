// Tab completion: what the completion callback answers, and the pure
// decisions a shell makes with that answer (insert, extend, list or beep).
// Nothing here touches libedit, so all of it is unit-tested.

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

/// The number of terminal columns `text` occupies: East Asian wide and
/// fullwidth characters (CJK, Hangul, fullwidth forms, most emoji) take two,
/// combining marks, format characters and C0/C1 controls take none.
///
/// An approximation of `wcwidth(3)` that does not depend on the locale.
public func displayWidth(_ text: String) -> Int {
    var width = 0
    for scalar in text.unicodeScalars {
        width += displayWidth(of: scalar)
    }
    return width
}

private func displayWidth(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    if value < 0x1100 { return 1 }
    for range in wideRanges where range.contains(value) { return 2 }
    return 1
}

/// East Asian wide (W) and fullwidth (F) ranges, abridged from Unicode 15
/// `EastAsianWidth.txt` (sorted).
private let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC,
    0x23F0...0x23F0, 0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615,
    0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
    0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
    0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
    0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755,
    0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
    0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
    0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F,
    0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F900...0x1F9FF,
    0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
]
