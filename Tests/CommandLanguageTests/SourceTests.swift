import Testing
import CommandLanguage

@Suite("Source")
struct SourceTests {
    @Test("lines split at \\n, \\r\\n and \\r, numbered from firstLine")
    func linesAtEveryBreak() {
        let plain = Source("view a\nview b\n\nstack s", firstLine: 3)
        #expect(plain.lines == ["view a", "view b", "", "stack s"])
        #expect(plain.lineText(3) == "view a")
        #expect(plain.lineText(5) == "")
        #expect(plain.lineText(6) == "stack s")
        #expect(plain.lineText(2) == nil)
        #expect(plain.lineText(7) == nil)
        let mixed = Source("label t \"登录 / 注册\"\r\nview b\rview c\n")
        #expect(mixed.lines == ["label t \"登录 / 注册\"", "view b", "view c", ""])
        #expect(mixed.lineText(2) == "view b")
        #expect(Source("").lines == [""])
    }

    @Test("a diagnostic carries its own line of a long script")
    func diagnosticLine() {
        let text = (0..<2000).map { "label r\($0) \"Row \($0)\"" }.joined(separator: "\n")
        let source = Source(text, name: "s.stack")
        let d = source.diagnostic("unknown view", at: SourceLocation(file: "s.stack", line: 1234, column: 7))
        #expect(d.sourceLine == "label r1233 \"Row 1233\"")
    }
}
