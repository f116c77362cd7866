import Testing
import CommandLanguage

/// The statements of `text`, or the rendered diagnostics, one string each.
func outline(_ text: String) -> [String] {
    Parser.statements(in: Source(text)).map { item in
        switch item {
        case .success(let statement): return describe(statement)
        case .failure(let diagnostic): return "error \(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.message)"
        }
    }
}

/// `name(arg arg {…})` for a statement.
func describe(_ statement: Statement) -> String {
    let parts = statement.elements.map { element -> String in
        switch element {
        case .token(let token): return token.text
        case .block(let block): return "{" + block.statements.map(describe).joined(separator: "; ") + "}"
        }
    }
    return statement.name + "(" + parts.joined(separator: " ") + ")"
}

@Suite("Statements")
struct ParserTests {
    @Test("; and line breaks separate commands; blank lines and comments are skipped")
    func separators() {
        #expect(outline("view a; view b\n\n# a comment\nhide a b ;;") == ["view(a)", "view(b)", "hide(a b)"])
    }

    @Test("blocks nest and span lines; then follows the closing brace")
    func blocks() {
        let script = """
            animate 0.3 curve=linear {
                hide a; show b
                animate { set a alpha=0 }
            } then { removeFromSuperview a }
            frame a
            """
        #expect(outline(script) == [
            "animate(0.3 curve = linear {hide(a); show(b); animate({set(a alpha = 0)})} then {removeFromSuperview(a)})",
            "frame(a)",
        ])
        #expect(outline("animate {}") == ["animate({})"])
    }

    @Test("statement text range and end location")
    func ranges() throws {
        let source = Source("  view a   # c\nhide b", name: "s.repl")
        let items = Parser.statements(in: source)
        let first = try items[0].get()
        #expect(first.range == 2..<8)
        #expect(first.endLocation == SourceLocation(file: "s.repl", line: 1, column: 9, length: 0))
        #expect(first.command.location == SourceLocation(file: "s.repl", line: 1, column: 3, length: 4))
        let second = try items[1].get()
        #expect(second.range == 15..<21)
    }

    @Test("an error spoils one statement; the next one parses")
    func recovery() {
        #expect(outline("view a 12px; view b\nview c") == [
            "error 1:8 not a number: 12px", "view(b)", "view(c)",
        ])
        #expect(outline("animate { hide a 1e999 }; show a") == [
            "error 1:18 not a finite number: 1e999", "show(a)",
        ])
    }

    @Test("a stray } is reported once; the command before it stands")
    func strayBrace() {
        #expect(outline("view a }; view b") == [
            "view(a)", "error 1:8 unexpected '}' with no open block", "view(b)",
        ])
        #expect(outline("}") == ["error 1:1 unexpected '}' with no open block"])
    }

    @Test func unterminated() {
        #expect(outline("animate {\n  hide a\n") == ["error 1:9 unterminated block: '{' has no matching '}'"])
        #expect(outline("animate { animate { hide a }") == ["error 1:9 unterminated block: '{' has no matching '}'"])
        #expect(outline("view a\nlabel t \"abc\nview b") == ["view(a)", "error 2:9 unterminated string"])
    }

    @Test("a block or value cannot start a command")
    func notACommand() {
        #expect(outline("{ hide a }; view b") == ["error 1:1 expected a command before '{'", "view(b)"])
        #expect(outline("42 a") == ["error 1:1 expected a command, found '42'"])
        #expect(outline("\"x\"") == ["error 1:1 expected a command, found \"x\""])
    }

    @Test("line numbers continue from the source's first line")
    func firstLine() {
        let items = Parser.statements(in: Source("view a\n  stak", name: "<stdin>", firstLine: 41))
        #expect(items.count == 2)
        #expect((try? items[1].get())?.command.location == SourceLocation(file: "<stdin>", line: 42, column: 3, length: 4))
    }
}

@Suite("Completeness")
struct CompletenessTests {
    @Test func complete() {
        #expect(completeness(of: "") == .complete)
        #expect(completeness(of: "view a; hide a") == .complete)
        #expect(completeness(of: "animate { hide a } then { show a }") == .complete)
        #expect(completeness(of: "label t \"{ not a block\"") == .complete)
        #expect(completeness(of: "hide a # {") == .complete)
        #expect(completeness(of: "expect a.frame == {{0, 0}, {1, 1}}") == .complete)
        // A stray `}` is complete: parsing reports it.
        #expect(completeness(of: "hide a } {") == .complete)
    }

    @Test("an open block or string needs more input")
    func incomplete() {
        #expect(completeness(of: "animate {\n  hide a")
                == .incomplete(.unterminatedBlock(openedAt: SourceLocation(line: 1, column: 9))))
        #expect(completeness(of: "animate { hide a } then {")
                == .incomplete(.unterminatedBlock(openedAt: SourceLocation(line: 1, column: 25))))
        #expect(completeness(of: "animate { animate {\n} ")
                == .incomplete(.unterminatedBlock(openedAt: SourceLocation(line: 1, column: 9))))
        #expect(completeness(of: "label t \"登录\n")
                == .incomplete(.unterminatedString(openedAt: SourceLocation(line: 1, column: 9))))
        // An unclosed literal reads as an open block.
        #expect(completeness(of: "expect a.frame == {{0, 0},")
                == .incomplete(.unterminatedBlock(openedAt: SourceLocation(line: 1, column: 19))))
    }
}
