import Testing
import CommandLanguage

/// The constraint of `constrain …`.
func constraint(_ text: String) throws -> ConstraintExpression {
    let command = try Fixture.command("constrain " + text)
    guard case .constraint(let expression)? = command.argument("CONSTRAINT")?.value else {
        throw FixtureError.count(0)
    }
    return expression
}

@Suite("constrain and expect")
struct ConstraintTests {
    @Test("every part of the anchor form")
    func fullForm() throws {
        let c = try constraint("photo.height == photo.width * 0.75 + 8 @ 999")
        #expect(c.first.item.name == "photo")
        #expect(c.first.item.guide == nil)
        #expect(c.first.attribute == .height)
        #expect(c.relation == .equal)
        #expect(c.second?.attribute == .width)
        #expect(c.multiplier == 0.75)
        #expect(c.constant == 8)
        #expect(c.priority == 999)
        #expect(c.first.location == SourceLocation(line: 1, column: 11, length: 12))
        #expect(c.first.attributeLocation == SourceLocation(line: 1, column: 17, length: 6))
        #expect(c.relationLocation == SourceLocation(line: 1, column: 24, length: 2))
        #expect(c.second?.location == SourceLocation(line: 1, column: 27, length: 11))
        #expect(c.multiplierLocation == SourceLocation(line: 1, column: 41, length: 4))
        #expect(c.constantLocation == SourceLocation(line: 1, column: 48, length: 1))
        #expect(c.priorityLocation == SourceLocation(line: 1, column: 52, length: 3))
        #expect(c.description == "photo.height == photo.width * 0.75 + 8 @ 999")
        let argument = try Fixture.command("constrain photo.height == photo.width * 0.75 + 8 @ 999").argument("CONSTRAINT")
        #expect(argument?.location == SourceLocation(line: 1, column: 11, length: 44))
    }

    @Test("guides, relations, minus, and the defaults")
    func variants() throws {
        let top = try constraint("form.top >= root.safeArea.top - 20")
        #expect(top.relation == .greaterThanOrEqual)
        #expect(top.second?.item.name == "root")
        #expect(top.second?.item.guide == .safeArea)
        #expect(top.second?.attribute == .top)
        #expect(top.constant == -20)
        #expect(top.multiplier == 1)
        #expect(top.priority == nil)
        #expect(top.description == "form.top >= root.safeArea.top - 20")

        #expect(try constraint("a.leading <= list.content.leading").description == "a.leading <= list.content.leading")
        #expect(try constraint("a.centerY == list.frameGuide.centerY").second?.item.guide == .frameGuide)
        #expect(try constraint("a.lastBaseline == b.firstBaseline").second?.attribute == .firstBaseline)
        #expect(try constraint("a.trailing==a.margins.trailing+-4").constant == -4)
        // `b.bottom -8`: a signed constant without spaces.
        #expect(try constraint("a.top == b.bottom -8").constant == -8)
        // Sizes may relate across axes.
        #expect(try constraint("a.width == b.height * 2").multiplier == 2)
    }

    @Test("constant form: width and height only")
    func constantForm() throws {
        let c = try constraint("go.width >= 120 @ 750")
        #expect(c.second == nil)
        #expect(c.constant == 120)
        #expect(c.priority == 750)
        #expect(c.description == "go.width >= 120 @ 750")
        #expect(Fixture.error("constrain a.top == 20") == """
            <input>:1:13: error: 'top' cannot equal a constant; only width and height can
            constrain a.top == 20
                        ^~~
            hint: relate it to another item, e.g. a.top == root.top + 20
            usage: constrain ITEM.ATTR (==|<=|>=) ITEM.ATTR [* M] [+ C|- C] [@ P]
                   constrain ITEM.ATTR (==|<=|>=) C [@ P]
            """)
    }

    @Test("UIKit's pairing rules")
    func pairing() {
        #expect(Fixture.error("constrain a.leading == b.top").hasPrefix("""
            <input>:1:26: error: cannot relate horizontal 'leading' to vertical 'top'
            constrain a.leading == b.top
                                     ^~~
            """))
        #expect(Fixture.error("constrain a.width == b.leading").hasPrefix(
            "<input>:1:24: error: cannot relate a size ('width') to a position ('leading')"))
        #expect(Fixture.error("constrain a.left == b.trailing").hasPrefix(
            "<input>:1:23: error: cannot relate 'left' to 'trailing'; leading/trailing and left/right do not mix"))
    }

    @Test("errors inside the expression point at their part")
    func errors() {
        #expect(Fixture.error("constrain a.tpo == b.top").hasPrefix("""
            <input>:1:13: error: unknown attribute 'tpo'; did you mean 'top'?
            constrain a.tpo == b.top
                        ^~~
            """))
        #expect(Fixture.error("constrain a.top == root.safearea.top").hasPrefix(
            "<input>:1:25: error: unknown layout guide 'safearea'; did you mean 'safeArea'?"))
        #expect(Fixture.error("constrain a == b.top").hasPrefix("<input>:1:11: error: expected ITEM.ATTR, found 'a'"))
        #expect(Fixture.error("constrain a. == b.top").hasPrefix("<input>:1:13: error: missing attribute after 'a.'"))
        #expect(Fixture.error("constrain a.top = b.top").hasPrefix("""
            <input>:1:17: error: expected '==', '<=' or '>=', found '='
            constrain a.top = b.top
                            ^
            hint: write '==' for equality
            """))
        #expect(Fixture.error("constrain a.top ==").hasPrefix("""
            <input>:1:19: error: missing ITEM.ATTR or a constant after '=='
            constrain a.top ==
                              ^
            """))
        #expect(Fixture.error("constrain a.top == b.top @ 0").hasPrefix(
            "<input>:1:28: error: the priority must be greater than 0 and at most 1000, found '0'"))
        #expect(Fixture.error("constrain a.top == b.top @").hasPrefix("<input>:1:27: error: missing a priority after '@'"))
        #expect(Fixture.error("constrain a.width == b.width * x").hasPrefix(
            "<input>:1:32: error: expected a number for the multiplier, found 'x'"))
        #expect(Fixture.error("constrain a.width == nan").hasPrefix("<input>:1:22: error: not a finite number: nan"))
        #expect(Fixture.error("constrain a.width == 5 * 2").hasPrefix("<input>:1:24: error: unexpected argument '*'"))
        #expect(Fixture.error("constrain a.top == b.bottom-8").hasPrefix("""
            <input>:1:22: error: unknown attribute 'bottom-8'; did you mean 'bottom'?
            constrain a.top == b.bottom-8
                                 ^~~~~~~~
            hint: put spaces around '-': b.bottom - 8
            """))
        #expect(Fixture.error("constrain").hasPrefix("<input>:1:10: error: missing ITEM.ATTR (==|<=|>=) …"))
    }

    @Test("expect NAME.frame == {{X, Y}, {W, H}} and NAME.contentSize == {W, H}")
    func expectations() throws {
        let frame = try Fixture.command("expect photo.frame == {{16, 20}, {343, 565.5}}")
        guard case .expectation(let e)? = frame.argument("EXPECTATION")?.value else {
            Issue.record("no expectation")
            return
        }
        #expect(e.subject == "photo")
        #expect(e.property == .frame)
        #expect(e.expected == .rect(x: 16, y: 20, width: 343, height: 565.5))
        #expect(e.subjectLocation == SourceLocation(line: 1, column: 8, length: 5))
        #expect(e.expectedLocation == SourceLocation(line: 1, column: 23, length: 24))
        #expect(summary(try Fixture.command("expect list.contentSize == {375, 1200}"))
                == ["EXPECTATION=expect(list.contentSize == size(width: 375.0, height: 1200.0))"])

        #expect(Fixture.error("expect photo.frame == {375, 1200}").hasPrefix(
            "<input>:1:23: error: expected {{X, Y}, {W, H}} for frame, found '{375, 1200}'"))
        #expect(Fixture.error("expect photo.fram == {{0, 0}, {1, 1}}").hasPrefix(
            "<input>:1:14: error: cannot expect 'fram'; did you mean 'frame'?"))
        #expect(Fixture.error("expect photo.frame <= {{0, 0}, {1, 1}}").hasPrefix(
            "<input>:1:20: error: expected '==', found '<='"))
        #expect(Fixture.error("expect photo == {{0, 0}, {1, 1}}").hasPrefix(
            "<input>:1:8: error: expected NAME.PROP or conflicts, found 'photo'"))
        #expect(Fixture.error("expect photo.frame ==").hasPrefix(
            "<input>:1:22: error: missing {{X, Y}, {W, H}}"))
    }
}
