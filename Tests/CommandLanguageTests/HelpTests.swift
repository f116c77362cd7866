import Testing
import CommandLanguage

@Suite("Help text and the grammar's lookup")
struct HelpTests {
    @Test func lookup() {
        #expect(Fixture.grammar.spec(named: "exit")?.name == "quit")
        #expect(Fixture.grammar.spec(named: "nope") == nil)
        #expect(Fixture.grammar.suggestions(forCommand: "hid") == ["hide"])
        #expect(Fixture.grammar.suggestions(forCommand: "exti") == ["exit"])
        #expect(Fixture.grammar.spec(named: "spacing")?.keywords == ["after"])
        #expect(Fixture.grammar.spec(named: "animate")?.keywords == ["then"])
    }

    @Test func helpText() {
        let spec = CommandSpec(
            "pin", aliases: ["fix"], topic: .layout, summary: "Pin edges.", usage: ["pin NAME to ITEM [inset=N]"],
            help: "Four constraints.\n\nExample:\n  pin a to root",
            pattern: [.name("NAME", .view), .keyword("to"), .item("ITEM")],
            options: [OptionSpec("inset", .number(.any), summary: "distance"),
                      OptionSpec("hug", .pair(.priority), summary: "priorities")])
        #expect(spec.helpText == """
            usage: pin NAME to ITEM [inset=N]
            aliases: fix

            Pin edges.

            Four constraints.

            Example:
              pin a to root

            Options:
              inset=N  distance
              hug=H,V  priorities
            """)
    }

    @Test("a long synopsis puts its summary on the next line")
    func longSynopsis() {
        let spec = CommandSpec(
            "stack", topic: .views, summary: "Stack.", usage: ["stack NAME"], help: "",
            pattern: [.name("NAME", .newName)],
            options: [OptionSpec("axis", .choice(["horizontal", "vertical"]), summary: "the axis"),
                      OptionSpec("distribution", .choice(["fill", "fillEqually", "fillProportionally", "equalSpacing"]),
                                 summary: "how views share the axis")])
        #expect(spec.helpText.hasSuffix("""
            Options:
              axis=horizontal|vertical  the axis
              distribution=fill|fillEqually|fillProportionally|equalSpacing
                                        how views share the axis
            """), "\(spec.helpText)")
    }

    @Test("placeholders as usage lines write them")
    func placeholders() {
        #expect(ArgumentPattern.names("NAME", .view).placeholder == "NAME…")
        #expect(ArgumentPattern.string("TEXT").placeholder == "\"TEXT\"")
        #expect(ArgumentPattern.numberOrKeyword("N", .any, ["default", "system"]).placeholder == "N|default|system")
        #expect(ArgumentPattern.choice("FORMAT", ["svg", "html"]).placeholder == "svg|html")
        #expect(ArgumentPattern.optional([.keyword("to"), .name("VIEW", .view)]).placeholder == "[to VIEW]")
        #expect(OptionSpec("font", .number(.positive), placeholder: "SIZE", summary: "").synopsis == "font=SIZE")
        #expect(OptionSpec("margins", .insets, summary: "").synopsis == "margins=T,L,B,R")
    }

    @Test func overview() {
        let grammar = CommandGrammar([
            CommandSpec("view", topic: .views, summary: "Create a view.", usage: ["view NAME"], help: "",
                        pattern: [.name("NAME", .newName)]),
            CommandSpec("quit", topic: .session, summary: "Leave.", usage: ["quit"], help: "", pattern: []),
            CommandSpec("stack", topic: .views, summary: "Create a stack.",
                        usage: ["stack NAME [axis=horizontal|vertical] [distribution=…]"], help: "",
                        pattern: [.name("NAME", .newName)]),
        ])
        #expect(grammar.overview == """
            Views:
              view NAME  Create a view.
              stack …    Create a stack.

            Session:
              quit       Leave.
            """)
    }

    /// A summary too long for its line folds under the summary column; too
    /// narrow for two columns, it goes under its synopsis.
    @Test func overviewFitsAWidth() {
        let grammar = CommandGrammar([
            CommandSpec("view", topic: .views, summary: "Create a plain view, optionally with a size.",
                        usage: ["view NAME"], help: "", pattern: [.name("NAME", .newName)]),
        ])
        #expect(grammar.overview(fittingIn: 40) == """
            Views:
              view NAME  Create a plain view,
                         optionally with a size.
            """)
        #expect(grammar.overview(fittingIn: 30) == """
            Views:
              view NAME
                  Create a plain view,
                  optionally with a size.
            """)
    }

    @Test("number rules")
    func rules() {
        #expect(NumberRule.any.violation(-1e300) == nil)
        #expect(NumberRule.nonNegative.violation(0) == nil)
        #expect(NumberRule.positive.violation(0) == "must be greater than 0")
        #expect(NumberRule.wholeNumber(minimum: 1).violation(0) == "must be a whole number >= 1")
        #expect(NumberRule.wholeNumber(minimum: 0).violation(3) == nil)
        #expect(NumberRule.unitInterval.violation(1) == nil)
        #expect(NumberRule.priority.violation(1000) == nil)
        #expect(NumberRule.priority.violation(0.001) == nil)
        #expect(NumberRule.priority.violation(1000.5) == "must be greater than 0 and at most 1000")
    }
}
