import Testing
import CommandLanguage

/// The kinds of the tokens of `text`.
func kinds(_ text: String) -> [Token.Kind] {
    Lexer.tokenize(text).map(\.kind)
}

/// The lexical error of the only invalid token of `text`.
func lexicalError(_ text: String) -> LexicalError? {
    for token in Lexer.tokenize(text) {
        if case .invalid(let error) = token.kind { return error }
    }
    return nil
}

@Suite("Lexer")
struct LexerTests {
    @Test func wordsAndDottedReferences() {
        #expect(kinds("constrain root.safeArea.top == photo.frame") == [
            .word("constrain"), .word("root.safeArea.top"), .punctuation(.equal), .word("photo.frame"),
        ])
        #expect(kinds("device iphone-se; view row_2 star-1") == [
            .word("device"), .word("iphone-se"), .punctuation(.semicolon),
            .word("view"), .word("row_2"), .word("star-1"),
        ])
    }

    @Test("dotted parts carry their own columns")
    func dottedParts() {
        let token = Lexer.tokenize("pin a to root.safeArea.top")[3]
        let parts = token.dottedParts
        #expect(parts.map(\.text) == ["root", "safeArea", "top"])
        #expect(parts.map(\.location.column) == [10, 15, 24])
        #expect(parts.map(\.location.length) == [4, 8, 3])
        #expect(Lexer.tokenize("photo.")[0].dottedParts.map(\.text) == ["photo", ""])
    }

    @Test("file paths are words")
    func paths() {
        #expect(kinds("save out/scene.svg ~/l.repl ./a.repl ../b.repl") == [
            .word("save"), .word("out/scene.svg"), .word("~/l.repl"), .word("./a.repl"), .word("../b.repl"),
        ])
    }

    @Test func stringsDecodeEscapes() {
        #expect(kinds(#"label t "say \"hi\"\\\n\tok""#) == [
            .word("label"), .word("t"), .string("say \"hi\"\\\n\tok"),
        ])
        #expect(kinds(#""# + "\"\"") == [.string("")])
        #expect(kinds("\"# not a comment { \"") == [.string("# not a comment { ")])
    }

    @Test("UTF-8 text round-trips and columns count characters")
    func unicode() {
        let tokens = Lexer.tokenize("label t \"登录 / 注册\" font=17")
        #expect(tokens[2].kind == .string("登录 / 注册"))
        #expect(tokens[2].text == "\"登录 / 注册\"")
        #expect(tokens[2].location == SourceLocation(line: 1, column: 9, length: 9))
        #expect(tokens[3].kind == .word("font"))
        #expect(tokens[3].location.column == 19)
        #expect(tokens[5].location.column == 24)
        #expect(kinds("view 按钮") == [.word("view"), .word("按钮")])
    }

    @Test func numbers() {
        #expect(kinds("8 -4 0.25 .5 -.5 1e3 2.5E-1 007") == [
            .number(8), .number(-4), .number(0.25), .number(0.5), .number(-0.5), .number(1000),
            .number(0.25), .number(7),
        ])
    }

    @Test("numbers must be finite")
    func nonFinite() {
        let error = lexicalError("set a alpha=1e999")
        #expect(error?.kind == .notFinite)
        #expect(error?.message == "not a finite number: 1e999")
        #expect(error?.location == SourceLocation(line: 1, column: 13, length: 5))
        #expect(lexicalError("spacing s after a -inf")?.message == "not a finite number: -inf")
        #expect(lexicalError("x -NaN")?.message == "not a finite number: -NaN")
        // A plain `nan` is a word: it may name a view; the matcher refuses it as a number.
        #expect(kinds("nan inf") == [.word("nan"), .word("inf")])
        // `-infinite` is a minus and a word, not a number.
        #expect(kinds("-infinite") == [.punctuation(.minus), .word("infinite")])
    }

    @Test("digits running into letters are not a number")
    func notANumber() {
        let error = lexicalError("spacing=12px")
        #expect(error?.kind == .notANumber)
        #expect(error?.message == "not a number: 12px")
        #expect(error?.location == SourceLocation(line: 1, column: 9, length: 4))
        #expect(lexicalError("save 1.svg")?.message == "not a number: 1.svg")
    }

    @Test func dimensions() {
        #expect(kinds("375x667 375x667@2x 320x480@3 100X44 1.5x2") == [
            .dimensions(width: 375, height: 667, scale: nil),
            .dimensions(width: 375, height: 667, scale: 2),
            .dimensions(width: 320, height: 480, scale: 3),
            .dimensions(width: 100, height: 44, scale: nil),
            .dimensions(width: 1.5, height: 2, scale: nil),
        ])
        #expect(kinds("-5x10") == [.dimensions(width: -5, height: 10, scale: nil)])
        #expect(lexicalError("2x")?.message == "not a number: 2x")
    }

    @Test func punctuation() {
        #expect(kinds("; { } = == <= >= * + - @ , .") == Punctuation.allCases.map { .punctuation($0) })
        #expect(kinds("a.width==b.width*0.5+8@750") == [
            .word("a.width"), .punctuation(.equal), .word("b.width"), .punctuation(.star), .number(0.5),
            .punctuation(.plus), .number(8), .punctuation(.at), .number(750),
        ])
    }

    @Test("a lone < or > suggests <= or >=")
    func loneAngle() {
        let error = lexicalError("constrain a.width < 10")
        #expect(error?.kind == .unexpectedCharacter)
        #expect(error?.message == "unexpected '<'; did you mean '<='?")
        #expect(lexicalError("view a!")?.message == "unexpected character '!'")
    }

    @Test("# comments run to the end of the line")
    func comments() {
        #expect(kinds("hide a # and { b\nshow a") == [
            .word("hide"), .word("a"), .newline, .word("show"), .word("a"),
        ])
        #expect(kinds("# only a comment") == [])
    }

    @Test func sizeAndRectLiterals() {
        #expect(kinds("{375, 1200} {-1.5,2}") == [
            .sizeLiteral(width: 375, height: 1200), .sizeLiteral(width: -1.5, height: 2),
        ])
        #expect(kinds("== {{16, 20}, {343, 565.5}}") == [
            .punctuation(.equal), .rectLiteral(x: 16, y: 20, width: 343, height: 565.5),
        ])
        #expect(kinds("{ {0,0},\n {10, 10} }") == [.rectLiteral(x: 0, y: 0, width: 10, height: 10)])
        // A block is not a literal.
        #expect(kinds("{ hide a }") == [
            .punctuation(.openBrace), .word("hide"), .word("a"), .punctuation(.closeBrace),
        ])
    }

    @Test func malformedLiterals() {
        let rect = lexicalError("expect a.frame == {{0, 0}, {10}}")
        #expect(rect?.kind == .malformedLiteral)
        #expect(rect?.message == "malformed rectangle literal; expected {{X, Y}, {W, H}}")
        #expect(rect?.location == SourceLocation(line: 1, column: 19, length: 14))
        #expect(lexicalError("{3 4}")?.message == "malformed size literal; expected {W, H}")
        #expect(lexicalError("{1, nan}")?.message == "not a finite number: nan")
        #expect(lexicalError("{{0, 0}, {1e400, 1}}")?.location == SourceLocation(line: 1, column: 11, length: 5))
        // Unclosed: an open brace (the parser or completeness reports it).
        #expect(kinds("{1, 2") == [.punctuation(.openBrace), .number(1), .punctuation(.comma), .number(2)])
    }

    @Test func strings() {
        let unterminated = Lexer.tokenize("label t \"abc\nview b")
        #expect(unterminated.count == 3)
        guard case .invalid(let error) = unterminated[2].kind else {
            Issue.record("expected an invalid token")
            return
        }
        #expect(error.kind == .unterminatedString)
        #expect(error.location == SourceLocation(line: 1, column: 9, length: 1))
        #expect(unterminated[2].text == "\"abc\nview b")

        let escape = lexicalError(#"label t "a\qb" lines=2"#)
        #expect(escape?.kind == .unknownEscape)
        #expect(escape?.message == #"unknown escape '\q' in string"#)
        #expect(escape?.location == SourceLocation(line: 1, column: 11, length: 2))
        #expect(kinds(#"label t "a\qb" lines=2"#).count == 6)
    }

    @Test("lines and columns are 1-based; CRLF is one line break")
    func locations() {
        let tokens = Lexer.tokenize(Source("view a\r\n  hide\ta\n\nshow a", name: "f.repl", firstLine: 10))
        let where_ = tokens.map { "\($0.location.line):\($0.location.column)" }
        #expect(where_ == ["10:1", "10:6", "10:7", "11:3", "11:8", "11:9", "12:1", "13:1", "13:6"])
        #expect(tokens[3].location.file == "f.repl")
        #expect(tokens[3].offset == 9)
        #expect(tokens[3].endOffset == 13)
    }
}
