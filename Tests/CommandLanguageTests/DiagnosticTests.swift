import Testing
import CommandLanguage

@Suite("Diagnostic rendering")
struct DiagnosticTests {
    @Test("location, message, source line and a caret under the token")
    func basic() {
        let source = Source("view a\nstack s distribution=fillEqualy", name: "lesson.repl")
        let d = source.diagnostic(
            "unknown distribution 'fillEqualy'; did you mean 'fillEqually'?",
            at: SourceLocation(file: "lesson.repl", line: 2, column: 22, length: 10))
        #expect(d.rendered() == """
            lesson.repl:2:22: error: unknown distribution 'fillEqualy'; did you mean 'fillEqually'?
            stack s distribution=fillEqualy
                                 ^~~~~~~~~~
            """)
        #expect(d.description == d.rendered())
    }

    @Test("hint and usage lines follow the caret")
    func hintAndUsage() {
        let d = Diagnostic(
            "missing 'to PARENT'", at: SourceLocation(file: "<stdin>", line: 3, column: 8, length: 0),
            hint: "PARENT may be root", usage: ["stack NAME [axis=…]", "           [spacing=N]"],
            sourceLine: "add a b")
        #expect(d.rendered() == """
            <stdin>:3:8: error: missing 'to PARENT'
            add a b
                   ^
            hint: PARENT may be root
            usage: stack NAME [axis=…]
                              [spacing=N]
            """)
    }

    @Test("without a source line there is no caret")
    func noSource() {
        let d = Diagnostic("cannot write file", at: SourceLocation(line: 1, column: 1), severity: .warning)
        #expect(d.rendered() == "<input>:1:1: warning: cannot write file")
    }

    @Test("tabs are kept and wide characters take two cells")
    func alignment() {
        let tabbed = Diagnostic("x", at: SourceLocation(line: 1, column: 3, length: 1), sourceLine: "\ta\tb")
        #expect(tabbed.rendered() == "<input>:1:3: error: x\n\ta\tb\n\t ^")
        let wide = Diagnostic("expected a number for lines, found 'x'",
                              at: SourceLocation(line: 1, column: 25), sourceLine: "label t \"登录 / 注册\" lines=x")
        #expect(wide.rendered().hasSuffix("=x\n" + String(repeating: " ", count: 28) + "^"))
        let underWide = Diagnostic("x", at: SourceLocation(line: 1, column: 6, length: 2), sourceLine: "view 按钮")
        #expect(underWide.rendered().hasSuffix("\n     ^~~~"))
    }

    @Test("the underline stops at the end of the line")
    func clipped() {
        let d = Diagnostic("unterminated string", at: SourceLocation(line: 1, column: 9, length: 30),
                           sourceLine: "label t \"abc")
        #expect(d.rendered().hasSuffix("\n        ^~~~"))
    }

    @Test func colour() {
        let d = Diagnostic("bad", at: SourceLocation(line: 1, column: 2), sourceLine: "ab")
        #expect(d.rendered(color: true) == "\u{1B}[1m<input>:1:2:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m \u{1B}[1mbad\u{1B}[0m\nab\n\u{1B}[1;32m ^\u{1B}[0m")
    }
}
