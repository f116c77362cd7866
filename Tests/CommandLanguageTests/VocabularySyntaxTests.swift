import Testing
import CommandLanguage

/// Issue 14's syntax: `+ standard`, named priorities and the new forms of
/// `expect` (pure syntax; what they mean is the REPL core's).
@Suite("Vocabulary syntax")
struct VocabularySyntaxTests {
    static func expectation(_ text: String) throws -> CommandLanguage.Expectation {
        let command = try Fixture.command("expect " + text)
        guard case .expectation(let e)? = command.argument("EXPECTATION")?.value else {
            throw FixtureError.count(0)
        }
        return e
    }

    @Test("+ standard: the system spacing between two positions")
    func standardSpacing() throws {
        let c = try constraint("b.leading == a.trailing + standard")
        #expect(c.usesStandardSpacing)
        #expect(c.constant == 0)
        #expect(c.second?.attribute == .trailing)
        #expect(c.constantLocation == SourceLocation(line: 1, column: 37, length: 8))
        #expect(c.description == "b.leading == a.trailing + standard")
        let below = try constraint("b.top >= a.bottom + standard @ high")
        #expect(below.usesStandardSpacing && below.relation == .greaterThanOrEqual && below.priority == 750)
        #expect(below.description == "b.top >= a.bottom + standard @ 750")
        // Without it, nothing changes.
        #expect(try constraint("b.top == a.bottom + 8").usesStandardSpacing == false)

        #expect(Fixture.error("constrain b.top == a.bottom - standard").hasPrefix(
            "<input>:1:29: error: the system spacing is added, not taken away"))
        #expect(Fixture.error("constrain b.width == a.width + standard").hasPrefix(
            "<input>:1:32: error: 'standard' is a spacing between positions, not a size ('width')"))
        #expect(Fixture.error("constrain b.top == standard").hasPrefix(
            "<input>:1:20: error: 'standard' is a spacing between two items"))
    }

    @Test("@ required|high|low|fittingSize, and numbers still")
    func namedPriorities() throws {
        #expect(try constraint("a.width == 10 @ required").priority == 1000)
        #expect(try constraint("a.width == 10 @ high").priority == 750)
        #expect(try constraint("a.width == 10 @ low").priority == 250)
        #expect(try constraint("a.width == 10 @ fittingSize").priority == 50)
        #expect(try constraint("a.width == 10 @ 999").priority == 999)
        #expect(NamedPriority.allCases.map(\.value) == [1000, 750, 250, 50])
        #expect(Fixture.error("constrain a.width == 10 @ hihg").hasPrefix("""
            <input>:1:27: error: unknown priority 'hihg'; did you mean 'high'?
            constrain a.width == 10 @ hihg
                                      ^~~~
            """))
        #expect(Fixture.error("constrain a.width == 10 @ medium").contains(
            "hint: a priority is a number from 1 to 1000 or required (1000), high (750), low (250), fittingSize (50)"))
        #expect(Fixture.error("constrain a.width == 10 @ 1001").hasPrefix(
            "<input>:1:27: error: the priority must be greater than 0 and at most 1000"))
    }

    @Test("rectangles: frame, bounds, screenFrame, within E")
    func rectangles() throws {
        let e = try Self.expectation("photo.screenFrame == {{16, 20}, {343, 565}} within 0.5")
        #expect(e.subject == "photo")
        #expect(e.property == .screenFrame)
        #expect(e.propertyLocation == SourceLocation(line: 1, column: 14, length: 11))
        #expect(e.expected == .rect(x: 16, y: 20, width: 343, height: 565))
        #expect(e.tolerance == 0.5)
        #expect(e.toleranceLocation == SourceLocation(line: 1, column: 59, length: 3))
        #expect(try Self.expectation("photo.bounds == {{0, 0}, {1, 2}}").property == .bounds)
        #expect(try Self.expectation("photo.frame == {{0, 0}, {1, 2}}").tolerance == nil)
        #expect(try Self.expectation("list.contentSize == {375, 1200} within 1").tolerance == 1)
        #expect(Fixture.error("expect photo.frame == {{0, 0}, {1, 2}} within -1").hasPrefix(
            "<input>:1:47: error: the tolerance must not be negative"))
        #expect(Fixture.error("expect photo.frame == {{0, 0}, {1, 2}} within").hasPrefix(
            "<input>:1:46: error: missing a tolerance after 'within'"))
        #expect(Fixture.error("expect photo.bounds == {1, 2}").hasPrefix(
            "<input>:1:24: error: expected {{X, Y}, {W, H}} for bounds, found '{1, 2}'"))
    }

    @Test("ambiguous and conflicts")
    func ambiguityAndConflicts() throws {
        let a = try Self.expectation("photo.ambiguous == false")
        #expect(a.property == .ambiguous && a.expected == .bool(false))
        let c = try Self.expectation("conflicts == 0")
        #expect(c.subject == nil && c.property == .conflicts && c.expected == .count(0))
        #expect(c.subjectLocation == SourceLocation(line: 1, column: 8, length: 9))
        #expect(Fixture.error("expect conflicts == -1").hasPrefix(
            "<input>:1:21: error: conflicts must be a whole number >= 0"))
        #expect(Fixture.error("expect conflicts == 1.5").hasPrefix(
            "<input>:1:21: error: conflicts must be a whole number >= 0"))
        #expect(Fixture.error("expect photo.ambiguous == yes").hasPrefix(
            "<input>:1:27: error: expected true or false for ambiguous, found 'yes'"))
        #expect(Fixture.error("expect photo.ambiguous == true within 1").hasPrefix(
            "<input>:1:32: error: 'within' applies to numbers, and ambiguous is not one"))
    }

    @Test("NAME.PROP == VALUE for any property set knows, typed as set types it")
    func properties() throws {
        #expect(summary(try Fixture.command("expect star.hidden == true"))
                == ["EXPECTATION=expect(star.hidden == setting(CommandLanguage.ArgumentValue.bool(true)))"])
        let axis = try Self.expectation("row.axis == vertical")
        #expect(axis.property == .setting("axis") && axis.expected == .setting(.keyword("vertical")))
        #expect(try Self.expectation("title.text == \"登录\"").expected == .setting(.string("登录")))
        let offset = try Self.expectation("list.contentOffset == 0,120 within 0.5")
        #expect(offset.expected == .setting(.point(x: 0, y: 120)) && offset.tolerance == 0.5)
        #expect(offset.expectedLocation == SourceLocation(line: 1, column: 30, length: 5))
        #expect(try Self.expectation("a.margins == 8,16,8,16").expected
                == .setting(.insets(top: 8, left: 16, bottom: 8, right: 16)))
        #expect(try Self.expectation("a.alpha == 0.5").expected == .setting(.number(0.5)))

        #expect(Fixture.error("expect row.axis == diagonal").hasPrefix(
            "<input>:1:20: error: unknown axis 'diagonal'; expected horizontal or vertical"))
        #expect(Fixture.error("expect star.hiden == true").hasPrefix(
            "<input>:1:13: error: cannot expect 'hiden'; did you mean 'hidden'?"))
        #expect(Fixture.error("expect a.alpha == 2").hasPrefix(
            "<input>:1:19: error: alpha must be between 0 and 1, found '2'"))
        #expect(Fixture.error("expect star.hidden == true within 1").hasPrefix(
            "<input>:1:28: error: 'within' applies to numbers, and hidden is not one"))
        #expect(Fixture.error("expect star.hidden =").hasPrefix(
            "<input>:1:20: error: expected '==', found '='"))
        #expect(Fixture.error("expect star.hidden ==").hasPrefix(
            "<input>:1:22: error: missing true|false after '=='"))
    }

    @Test("completion offers the properties and conflicts")
    func completion() {
        #expect(Fixture.grammar.completion(forLine: "expect star.h", cursor: 13).candidates == ["hug", "hidden"])
        #expect(Fixture.grammar.completion(forLine: "expect star.", cursor: 12).candidates == [
            "frame", "bounds", "screenFrame", "startFrame", "contentSize", "ambiguous", "intrinsic", "hug", "text", "lines",
            "axis", "distribution", "spacing", "margins", "marginsRelative", "hidden", "alpha", "contentOffset",
        ])
        #expect(Fixture.grammar.completion(forLine: "expect con", cursor: 10).candidates == ["conflicts"])
        #expect(Fixture.grammar.completion(forLine: "constrain a.top == b.bottom + ", cursor: 30).candidates
                == ["standard"])
        #expect(Fixture.grammar.completion(forLine: "constrain a.top == b.bottom @ ", cursor: 30).candidates
                == ["required", "high", "low", "fittingSize"])
    }
}
