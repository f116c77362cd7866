/// Splits command-language text into tokens.
///
/// Rules, in the order they are tried at each position:
/// - spaces and tabs separate tokens; a line break is a ``Token/Kind/newline``;
/// - `#` starts a comment that runs to the end of the line;
/// - `"` starts a string (escapes `\"` `\\` `\n` `\t`; it may span lines);
/// - a digit, or `-` / `.` before a digit, starts a number; `WxH` and
///   `WxH@Sx` are ``Token/Kind/dimensions`` (`X` or `×` may stand for `x`,
///   and the scale's `x` may be left out: `375x667@2`); digits running into letters are
///   an error (`12px`), so is a number too large to be finite (`1e999`);
/// - `{` followed by a number or another `{` starts a size literal `{W, H}`
///   or a rect literal `{{X, Y}, {W, H}}`; any other `{` opens a block;
/// - a letter, `_`, `/`, `~` (or `./`, `..`) starts a word;
/// - `==`, `<=`, `>=` and the marks `; { } = * + - @ , .` are punctuation.
///
/// Lexing never stops: a problem becomes a ``Token/Kind/invalid(_:)`` token
/// and the parser reports it for the command it belongs to.
public struct Lexer {
    let characters: [Character]
    let source: Source
    /// Offsets where each line starts.
    let lineStarts: [Int]
    var position = 0
    var tokens: [Token] = []
    /// Whether the text ends inside a comment (no line break after `#`).
    var endsInComment = false

    /// Tokenizes `source`.
    public static func tokenize(_ source: Source) -> [Token] {
        var lexer = Lexer(source)
        lexer.run()
        return lexer.tokens
    }

    /// Tokenizes `text` as `"<input>"`, first line 1.
    public static func tokenize(_ text: String) -> [Token] {
        tokenize(Source(text))
    }

    init(_ source: Source) {
        self.source = source
        self.characters = source.characters
        var starts = [0]
        for (i, c) in characters.enumerated() where c.isLineBreak {
            starts.append(i + 1)
        }
        self.lineStarts = starts
    }

    /// The location of the character at `offset`, covering `length` characters.
    func location(at offset: Int, length: Int) -> SourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(
            file: source.name, line: source.firstLine + low, column: offset - lineStarts[low] + 1,
            length: length)
    }

    func char(_ i: Int) -> Character? { i < characters.count ? characters[i] : nil }

    mutating func emit(_ kind: Token.Kind, from start: Int, to end: Int) {
        let text = String(characters[start..<end])
        tokens.append(Token(kind, text: text, location: location(at: start, length: end - start), offset: start))
    }

    mutating func run() {
        while let c = char(position) {
            let start = position
            if c.isLineBreak {
                position += 1
                emit(.newline, from: start, to: position)
            } else if c.isBlank || c.isWhitespace {
                position += 1
            } else if c == "#" {
                while let d = char(position), !d.isLineBreak { position += 1 }
                if position >= characters.count { endsInComment = true }
            } else if c == "\"" {
                lexString()
            } else if c == "-", let end = nonFiniteWord(at: position + 1),
                      !(char(end).map(Lexer.isWordContinuation) ?? false) {
                // `-inf`, `-nan`: reported as numbers, not as a minus and a word.
                position = end
                let text = String(characters[start..<end])
                let error = LexicalError(
                    .notFinite, "not a finite number: \(text)", at: location(at: start, length: end - start))
                emit(.invalid(error), from: start, to: end)
            } else if c.isASCIIDigit, startsInterfaceBuilderID(at: position) {
                lexWord()
            } else if c.isASCIIDigit || ((c == "-" || c == ".") && startsNumber(at: position)) {
                lexNumber()
            } else if c == "{" {
                lexBrace()
            } else if startsWord(at: position) {
                lexWord()
            } else {
                lexPunctuation()
            }
        }
    }

    // MARK: Words

    static func isWordStart(_ c: Character) -> Bool {
        c.isLetter || c == "_" || c == "/" || c == "~"
    }

    static func isWordContinuation(_ c: Character) -> Bool {
        c.isLetter || c.isASCIIDigit || c == "_" || c == "-" || c == "." || c == "/" || c == "~"
    }

    func startsWord(at i: Int) -> Bool {
        guard let c = char(i) else { return false }
        if Lexer.isWordStart(c) { return true }
        if c == ".", let d = char(i + 1), d == "/" || d == "." { return true }
        return false
    }

    /// An Interface Builder object id that starts with a digit
    /// (`49e-Tb-3d3`): a word, not a number.
    func startsInterfaceBuilderID(at i: Int) -> Bool {
        var j = i
        while let c = char(j), Lexer.isWordContinuation(c), c != "." { j += 1 }
        guard j - i == 10 else { return false }
        return isInterfaceBuilderID(String(characters[i..<j]))
    }

    mutating func lexWord() {
        let start = position
        position += 1
        while let c = char(position) {
            // `NAME#N` (`deactivate row#2`): a `#` right after a word and
            // before a digit is part of it; elsewhere `#` starts a comment.
            if Lexer.isWordContinuation(c) || (c == "#" && char(position + 1)?.isASCIIDigit == true) {
                position += 1
            } else {
                break
            }
        }
        emit(.word(String(characters[start..<position])), from: start, to: position)
    }

    // MARK: Strings

    mutating func lexString() {
        let start = position
        var value = ""
        var badEscape: LexicalError?
        var i = start + 1
        while true {
            guard let c = char(i) else {
                position = characters.count
                let error = LexicalError(
                    .unterminatedString, "unterminated string",
                    hint: "close the string with \"", at: location(at: start, length: 1))
                emit(.invalid(error), from: start, to: position)
                return
            }
            if c == "\"" {
                position = i + 1
                if let badEscape {
                    emit(.invalid(badEscape), from: start, to: position)
                } else {
                    emit(.string(value), from: start, to: position)
                }
                return
            }
            if c == "\\", let e = char(i + 1) {
                switch e {
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                case "n": value.append("\n")
                case "t": value.append("\t")
                default:
                    if badEscape == nil {
                        badEscape = LexicalError(
                            .unknownEscape, "unknown escape '\\\(e)' in string",
                            hint: "the escapes are \\\" \\\\ \\n \\t", at: location(at: i, length: 2))
                    }
                }
                i += 2
                continue
            }
            value.append(c)
            i += 1
        }
    }

    // MARK: Numbers

    /// Whether a number starts at `i` (a digit, or `-`/`.`/`-.` before a digit).
    func startsNumber(at i: Int) -> Bool {
        var j = i
        if char(j) == "-" { j += 1 }
        if char(j) == "." { j += 1 }
        return char(j)?.isASCIIDigit ?? false
    }

    /// The end of the number lexeme starting at `i`, or nil when there is none:
    /// `-`? digits (`.` digits)? (`e` [+-]? digits)?
    func scanNumber(at i: Int) -> Int? {
        guard startsNumber(at: i) else { return nil }
        var j = i
        if char(j) == "-" { j += 1 }
        while char(j)?.isASCIIDigit == true { j += 1 }
        if char(j) == ".", char(j + 1)?.isASCIIDigit == true {
            j += 1
            while char(j)?.isASCIIDigit == true { j += 1 }
        }
        if char(j) == "e" || char(j) == "E" {
            var k = j + 1
            if char(k) == "+" || char(k) == "-" { k += 1 }
            if char(k)?.isASCIIDigit == true {
                while char(k)?.isASCIIDigit == true { k += 1 }
                j = k
            }
        }
        return j
    }

    /// The largest magnitude a number may have: every length, spacing,
    /// size, constant, multiplier, duration and count a command takes lies
    /// in `-100000...100000` (points, seconds or plain numbers). UIKit has
    /// no such limit, but no screen is 100 000 pt across, and within it no
    /// sum or product a layout makes of a few such numbers overflows a
    /// double (`set row spacing=1e308` made frames of `-inf` and `nan`).
    public static let maximumMagnitude = 100_000.0

    /// The value of the number lexeme `start..<end`, or a not-finite or
    /// out-of-range error.
    func numberValue(_ start: Int, _ end: Int) -> Result<Double, LexicalError> {
        let text = String(characters[start..<end])
        guard let value = Double(text), value.isFinite else {
            return .failure(LexicalError(
                .notFinite, "not a finite number: \(text)", at: location(at: start, length: end - start)))
        }
        guard abs(value) <= Lexer.maximumMagnitude else {
            return .failure(LexicalError(
                .outOfRange, "out of range: \(text) (numbers lie between -100000 and 100000)",
                at: location(at: start, length: end - start)))
        }
        return .success(value)
    }

    mutating func lexNumber() {
        let start = position
        guard let firstEnd = scanNumber(at: start) else { return lexPunctuation() }
        var end = firstEnd
        var numbers = [(start, firstEnd)]
        var scale: (Int, Int)?
        if let times = char(end), Lexer.isTimes(times), let secondEnd = scanNumber(at: end + 1) {
            numbers.append((end + 1, secondEnd))
            end = secondEnd
            if char(end) == "@", let scaleEnd = scanNumber(at: end + 1) {
                scale = (end + 1, scaleEnd)
                end = scaleEnd
                if let x = char(end), Lexer.isTimes(x) { end += 1 }
            }
        }
        if let c = char(end), Lexer.isWordContinuation(c), c != "-" {
            while let c = char(end), Lexer.isWordContinuation(c) { end += 1 }
            position = end
            let text = String(characters[start..<end])
            let error = LexicalError(
                .notANumber, "not a number: \(text)", at: location(at: start, length: end - start))
            emit(.invalid(error), from: start, to: end)
            return
        }
        position = end
        var values: [Double] = []
        for (s, e) in numbers + (scale.map { [$0] } ?? []) {
            switch numberValue(s, e) {
            case .success(let v): values.append(v)
            case .failure(let error):
                emit(.invalid(error), from: start, to: end)
                return
            }
        }
        if values.count == 1 {
            emit(.number(values[0]), from: start, to: end)
        } else {
            emit(.dimensions(width: values[0], height: values[1], scale: values.count > 2 ? values[2] : nil),
                 from: start, to: end)
        }
    }

    /// `x`, `X` or `×` between the numbers of `WxH`.
    static func isTimes(_ c: Character) -> Bool { c == "x" || c == "X" || c == "×" }

    // MARK: Braces: blocks and size / rect literals

    enum LiteralScan {
        case notLiteral
        case literal(end: Int, kind: Token.Kind)
        case failed(end: Int, error: LexicalError)
        case unclosed
    }

    func skipSpace(_ i: Int) -> Int {
        var j = i
        while let c = char(j), c.isWhitespace { j += 1 }
        return j
    }

    /// The word (letters only) at `i`, lowercased, when it is `nan`, `inf` or `infinity`.
    func nonFiniteWord(at i: Int) -> Int? {
        var j = i
        while let c = char(j), c.isLetter { j += 1 }
        let word = String(characters[i..<j]).lowercased()
        return ["nan", "inf", "infinity"].contains(word) ? j : nil
    }

    struct LiteralFailure: Error {
        var error: LexicalError?
    }

    /// Reads one number inside a literal, skipping space around it.
    func literalNumber(_ i: inout Int) throws(LiteralFailure) -> Double {
        i = skipSpace(i)
        var start = i
        if char(i) == "-" { start = i; i += 1 }
        if let end = nonFiniteWord(at: i), end > i {
            let text = String(characters[start..<end])
            throw LiteralFailure(error: LexicalError(
                .notFinite, "not a finite number: \(text)", at: location(at: start, length: end - start)))
        }
        i = start
        guard let end = scanNumber(at: i) else { throw LiteralFailure(error: nil) }
        switch numberValue(i, end) {
        case .success(let v):
            i = end
            return v
        case .failure(let error):
            throw LiteralFailure(error: error)
        }
    }

    func literalMark(_ i: inout Int, _ mark: Character) throws(LiteralFailure) {
        i = skipSpace(i)
        guard char(i) == mark else { throw LiteralFailure(error: nil) }
        i += 1
    }

    /// `{ N , N }` from `i` (at the `{`).
    func literalPair(_ i: inout Int) throws(LiteralFailure) -> (Double, Double) {
        try literalMark(&i, "{")
        let a = try literalNumber(&i)
        try literalMark(&i, ",")
        let b = try literalNumber(&i)
        try literalMark(&i, "}")
        return (a, b)
    }

    func scanLiteral(at start: Int) -> LiteralScan {
        let first = skipSpace(start + 1)
        guard let c = char(first) else { return .notLiteral }
        let isRect = c == "{"
        let startsValue = startsNumber(at: first) || nonFiniteWord(at: first) != nil
            || (c == "-" && nonFiniteWord(at: first + 1) != nil)
        guard isRect || startsValue else { return .notLiteral }
        var i = start
        do throws(LiteralFailure) {
            if isRect {
                try literalMark(&i, "{")
                let (x, y) = try literalPair(&i)
                try literalMark(&i, ",")
                let (w, h) = try literalPair(&i)
                try literalMark(&i, "}")
                return .literal(end: i, kind: .rectLiteral(x: x, y: y, width: w, height: h))
            } else {
                let (w, h) = try literalPair(&i)
                return .literal(end: i, kind: .sizeLiteral(width: w, height: h))
            }
        } catch {
            // Find the matching `}`; without one this is an open block.
            var depth = 0
            var j = start
            while let d = char(j) {
                if d == "{" { depth += 1 }
                if d == "}" {
                    depth -= 1
                    if depth == 0 { break }
                }
                j += 1
            }
            guard j < characters.count else { return .unclosed }
            if let lexical = error.error { return .failed(end: j + 1, error: lexical) }
            let shape = isRect ? "{{X, Y}, {W, H}}" : "{W, H}"
            let what = isRect ? "rectangle" : "size"
            return .failed(end: j + 1, error: LexicalError(
                .malformedLiteral, "malformed \(what) literal; expected \(shape)",
                at: location(at: start, length: j + 1 - start)))
        }
    }

    mutating func lexBrace() {
        let start = position
        if let end = swiftBlockEnd(at: start) {
            // `swift { … }`: the block is Swift source, one string token.
            position = end
            emit(.string(String(characters[(start + 1)..<(end - 1)])), from: start, to: end)
            return
        }
        switch scanLiteral(at: start) {
        case .literal(let end, let kind):
            position = end
            emit(kind, from: start, to: end)
        case .failed(let end, let error):
            position = end
            emit(.invalid(error), from: start, to: end)
        case .notLiteral, .unclosed:
            position += 1
            emit(.punctuation(.openBrace), from: start, to: position)
        }
    }

    /// The end (just after the matching `}`) of a `swift { … }` block
    /// opening at `start`: a `{` right after the command word `swift`. Swift's
    /// strings (also multi-line and with interpolations) and comments are
    /// skipped while braces are counted. Nil when this is no such block or
    /// it is not closed yet (the `{` then opens an ordinary block, so the
    /// input reads as incomplete).
    func swiftBlockEnd(at start: Int) -> Int? {
        guard let last = tokens.last, last.word == "swift" else { return nil }
        if tokens.count >= 2 {
            let before = tokens[tokens.count - 2]
            guard before.isSeparator || before.punctuation == .openBrace else { return nil }
        }
        var depth = 0
        var i = start
        while let c = char(i) {
            if c == "/" && char(i + 1) == "/" {
                while let d = char(i), !d.isLineBreak { i += 1 }
                continue
            }
            if c == "/" && char(i + 1) == "*" {
                i += 2
                while char(i) != nil && !(char(i) == "*" && char(i + 1) == "/") { i += 1 }
                i += 2
                continue
            }
            if c == "\"" {
                let multiline = char(i + 1) == "\"" && char(i + 2) == "\""
                i += multiline ? 3 : 1
                var inner = 0
                while let d = char(i) {
                    if d == "\\" {
                        if char(i + 1) == "(" { inner += 1; i += 2; continue }
                        i += 2
                        continue
                    }
                    if inner > 0 {
                        if d == "(" { inner += 1 }
                        if d == ")" { inner -= 1 }
                        i += 1
                        continue
                    }
                    if d == "\"" && (!multiline || (char(i + 1) == "\"" && char(i + 2) == "\"")) {
                        i += multiline ? 3 : 1
                        break
                    }
                    if d.isLineBreak && !multiline { break }
                    i += 1
                }
                continue
            }
            if c == "{" { depth += 1 }
            if c == "}" {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return nil
    }

    // MARK: Punctuation

    mutating func lexPunctuation() {
        let start = position
        let c = characters[position]
        let next = char(position + 1)
        position += 1
        switch c {
        case "=" where next == "=":
            position += 1
            emit(.punctuation(.equal), from: start, to: position)
        case "<" where next == "=":
            position += 1
            emit(.punctuation(.lessThanOrEqual), from: start, to: position)
        case ">" where next == "=":
            position += 1
            emit(.punctuation(.greaterThanOrEqual), from: start, to: position)
        case "<", ">":
            let error = LexicalError(
                .unexpectedCharacter, "unexpected '\(c)'; did you mean '\(c)='?",
                hint: "relations are ==, <= and >=", at: location(at: start, length: 1))
            emit(.invalid(error), from: start, to: position)
        default:
            if let mark = Punctuation(rawValue: String(c)) {
                emit(.punctuation(mark), from: start, to: position)
            } else {
                let error = LexicalError(
                    .unexpectedCharacter, "unexpected character '\(c)'", at: location(at: start, length: 1))
                emit(.invalid(error), from: start, to: position)
            }
        }
    }
}
