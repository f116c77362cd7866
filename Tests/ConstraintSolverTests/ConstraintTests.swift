import ConstraintSolver
import Testing

@Suite("Constraint")
struct ConstraintTests {
    let s = Solver()
    let x: Variable
    let y: Variable

    init() {
        x = s.makeVariable("x")
        y = s.makeVariable("y")
    }

    @Test func equalityOperator() {
        let c = x |==| y + 10.0
        #expect(c.relation == .equal)
        #expect(c.priority == .required)
        #expect(c.expression.terms == [Term(x, 1), Term(y, -1)])
        #expect(c.expression.constant == -10)
    }

    @Test func lessThanOrEqualOperator() {
        let c = x + 5.0 |<=| 2.0 * y
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.expression.terms == [Term(x, 1), Term(y, -2)])
        #expect(c.expression.constant == 5)
        #expect(c.priority.isRequired)
    }

    @Test func greaterThanOrEqualOperatorKeepsTheSidesInOrder() {
        // 10 >= x is stored as 10 - x >= 0, not flipped.
        let c = 10.0 |>=| x
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.expression.terms == [Term(x, -1)])
        #expect(c.expression.constant == 10)
    }

    @Test func operatorsAcceptEveryConvertibleSide() {
        let e = 3.0 * x - y
        #expect((x |==| y).expression == x - y)
        #expect((x |<=| e).expression == x - e)
        #expect((e |>=| 4.5).expression == e - 4.5)
        #expect((4.5 |==| e).expression == 4.5 - e)
        #expect((2.0 |<=| 3.0).expression == LinearExpression(-1))
        #expect((x |>=| x).expression.terms.isEmpty)
    }

    @Test func initializerDefaults() {
        let c = Constraint(2.0 * x - 7.0, .greaterThanOrEqual)
        #expect(c.expression == 2.0 * x - 7.0)
        #expect(c.priority == .required)
        let d = Constraint(LinearExpression(x), .equal, LinearExpression(y), priority: 321.5)
        #expect(d.expression == x - y)
        #expect(d.priority == Priority(321.5))
    }

    @Test func withPriorityCopies() {
        let c = x |==| 4.0
        let d = c.withPriority(.defaultHigh)
        #expect(c.priority == .required)
        #expect(d.priority == .defaultHigh)
        #expect(d.expression == c.expression)
        #expect(d.relation == c.relation)
        #expect(c != d)
        #expect(d.withPriority(.required) == c)
    }

    @Test func violationOfAnEquality() {
        // x - y - 10 at x = 3, y = -4 is -3.
        let c = x |==| y + 10.0
        let values: [Variable: Double] = [x: 3, y: -4]
        #expect(c.violation { values[$0]! } == 3)
        let exact: [Variable: Double] = [x: 12.5, y: 2.5]
        #expect(c.violation { exact[$0]! } == 0)
    }

    @Test func violationOfInequalities() {
        let le = x + 5.0 |<=| 2.0 * y  // x - 2y + 5 <= 0
        let one: [Variable: Double] = [x: 1, y: 1]  // 4 > 0: violated by 4
        let four: [Variable: Double] = [x: 1, y: 4]  // -2 <= 0: holds
        #expect(le.violation { one[$0]! } == 4)
        #expect(le.violation { four[$0]! } == 0)

        let ge = 10.0 |>=| x  // 10 - x >= 0
        #expect(ge.violation { _ in 12.5 } == 2.5)
        #expect(ge.violation { _ in 4 } == 0)
        #expect(ge.violation { _ in 10 } == 0)
    }

    @Test func violationIgnoresPriority() {
        let c = (x |>=| 7.0).withPriority(1)
        #expect(c.violation { _ in 1 } == 6)
    }

    @Test func relations() {
        #expect(Relation.allCases == [.equal, .lessThanOrEqual, .greaterThanOrEqual])
        #expect(Relation.equal.rawValue == "==")
        #expect(Relation.lessThanOrEqual.rawValue == "<=")
        #expect(Relation.greaterThanOrEqual.rawValue == ">=")
    }

    @Test func hashable() {
        let a = x + 1.0 |<=| y
        let b = 1.0 + x |<=| y
        #expect(a == b)
        #expect(Set([a, b, a.withPriority(5)]).count == 2)
        #expect((x |<=| y) != (x |>=| y))
    }

    @Test func descriptions() {
        #expect((x |==| y + 10.0).description == "v0 - v1 - 10 == 0 @ 1000")
        #expect((2.5 * x |<=| 4.0).withPriority(750).description == "2.5*v0 - 4 <= 0 @ 750")
        #expect(Constraint(LinearExpression(0), .equal).description == "0 == 0 @ 1000")
        #expect((x |>=| 0.0).withPriority(999.5).description == "v0 >= 0 @ 999.5")
    }
}
