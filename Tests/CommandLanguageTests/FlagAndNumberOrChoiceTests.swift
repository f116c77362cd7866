import CommandLanguage
import Testing

/// Two shapes of option values the font options need: a number or a word
/// (`font=17`, `font=headline`), and a flag written bare (`bold` for
/// `bold=true`).
@Suite("Flags and number-or-word values")
struct FlagAndNumberOrChoiceTests {
    static let options = [
        OptionSpec("font", .numberOrChoice(.positive, ["headline", "body"]), placeholder: "SIZE|STYLE", summary: "font"),
        OptionSpec("bold", .bool, summary: "bold", isFlag: true),
        OptionSpec("hidden", .bool, summary: "hidden"),
    ]
    static let grammar = CommandGrammar([
        CommandSpec("label", topic: .views, summary: "Create a label.", usage: ["label NAME \"TEXT\""], help: "",
                    pattern: [.name("NAME", .newName), .string("TEXT")], options: options),
        CommandSpec("set", topic: .views, summary: "Set.", usage: ["set NAME PROP=VALUE …"], help: "",
                    pattern: [.name("NAME", .view)], options: options, minimumProperties: 1),
    ])

    static func options(_ text: String) throws -> [ParsedOption] {
        let r = grammar.parse(text, file: "<input>")
        try #require(r.count == 1)
        return try r[0].get().options
    }

    static func error(_ text: String) -> String {
        let r = grammar.parse(text, file: "<input>")
        guard r.count == 1, case .failure(let d) = r[0] else { return "no single error" }
        return d.rendered()
    }

    @Test("font= takes a number or one of its words")
    func numberOrWord() throws {
        #expect(try Self.options("label l \"x\" font=17").first?.value == .number(17))
        #expect(try Self.options("label l \"x\" font=headline").first?.value == .keyword("headline"))
        #expect(Self.error("label l \"x\" font=headlin").hasPrefix(
            "<input>:1:18: error: expected a number or headline or body for font, found 'headlin'; did you mean 'headline'?"),
                "\(Self.error("label l \"x\" font=headlin"))")
        #expect(Self.error("label l \"x\" font=-3").contains("must be greater than 0"))
        #expect(OptionSpec("f", .numberOrChoice(.any, ["a", "b"]), summary: "").synopsis == "f=N|a|b")
    }

    @Test("a flag is its bare name, or name=true|false; not as the first argument")
    func flags() throws {
        let bare = try Self.options("set l bold")
        #expect(bare.map(\.name) == ["bold"])
        #expect(bare.first?.value == .bool(true))
        #expect(bare.first?.nameLocation.column == 7)
        #expect(try Self.options("set l bold=false").first?.value == .bool(false))
        #expect(try Self.options("label l \"x\" bold font=20").map(\.name) == ["bold", "font"])
        // The first argument is a name, even one spelled like a flag.
        let named = try #require(Self.grammar.parse("set bold bold", file: "<input>").first).get()
        #expect(named.argument("NAME")?.value.text == "bold")
        #expect(named.options.map(\.name) == ["bold"])
        // Only flags may be bare.
        #expect(Self.error("set l hidden").contains("error"))
        #expect(Self.error("set l bold bold=true").contains("duplicate option 'bold'"))
        #expect(Self.options[1].synopsis == "bold")
    }

    @Test("completion offers a flag bare and the words of a number-or-word value")
    func completion() {
        #expect(Self.grammar.completion(forLine: "set l b", cursor: 7).candidates == ["bold"])
        #expect(Self.grammar.completion(forLine: "set l font=h", cursor: 12).candidates == ["headline"])
    }
}
