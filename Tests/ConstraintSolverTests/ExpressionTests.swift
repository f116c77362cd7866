import ConstraintSolver
import Testing

@Suite("LinearExpression")
struct ExpressionTests {
    let s = Solver()
    let a: Variable
    let b: Variable
    let c: Variable

    init() {
        a = s.makeVariable("a")
        b = s.makeVariable("b")
        c = s.makeVariable("c")
    }

    // MARK: Canonical form

    @Test func termsAreSortedByVariable() {
        let e = LinearExpression(terms: [Term(c, 3), Term(a, -2), Term(b, 0.5)], constant: 4)
        #expect(e.terms.map(\.variable) == [a, b, c])
        #expect(e.terms.map(\.coefficient) == [-2, 0.5, 3])
        #expect(e.constant == 4)
    }

    @Test func equalVariablesAreMerged() {
        let e = LinearExpression(terms: [Term(b, 2), Term(a), Term(b, 3.5)])
        #expect(e.terms == [Term(a, 1), Term(b, 5.5)])
        let f = LinearExpression(terms: [Term(c, 1), Term(c, 1), Term(c, 1), Term(a, -4)])
        #expect(f.terms == [Term(a, -4), Term(c, 3)])
    }

    @Test func zeroCoefficientsAreDropped() {
        #expect(LinearExpression(terms: [Term(a, 0)]).terms.isEmpty)
        #expect(LinearExpression(terms: [Term(a, 2), Term(b, 1), Term(a, -2)]).terms == [Term(b, 1)])
        #expect(LinearExpression(terms: [Term(c, 0), Term(b, 0), Term(a, 7)]).terms == [Term(a, 7)])
        #expect((a - a).terms.isEmpty)
        #expect((a + b - a).terms == [Term(b, 1)])
    }

    @Test func termDefaultsToCoefficientOne() {
        #expect(Term(b).coefficient == 1)
        #expect(Term(b).variable == b)
    }

    @Test func coefficientLookup() {
        let e = 3.0 * c - 0.25 * a + 9.0
        #expect(e.coefficient(of: a) == -0.25)
        #expect(e.coefficient(of: b) == 0)
        #expect(e.coefficient(of: c) == 3)
        #expect(LinearExpression(12).coefficient(of: a) == 0)
    }

    // MARK: Construction

    @Test func initializers() {
        let i = LinearExpression(7)
        #expect(i.terms.isEmpty && i.constant == 7)
        #expect(LinearExpression(-3.5) == LinearExpression(terms: [], constant: -3.5))
        #expect(LinearExpression(b).terms == [Term(b, 1)])
        #expect(LinearExpression(b).constant == 0)
        #expect(LinearExpression().terms.isEmpty && LinearExpression().constant == 0)
    }

    // MARK: Arithmetic

    @Test func variableArithmetic() {
        #expect((a + b).terms == [Term(a, 1), Term(b, 1)])
        #expect((b - a).terms == [Term(a, -1), Term(b, 1)])
        #expect((a * 2.5).terms == [Term(a, 2.5)])
        #expect((2.5 * a).terms == [Term(a, 2.5)])
        #expect((a / 4).terms == [Term(a, 0.25)])
        #expect((-a).terms == [Term(a, -1)])
        #expect((a + 3).constant == 3)
        #expect((3 + a).terms == [Term(a, 1)])
        let d = 3 - a
        #expect(d.terms == [Term(a, -1)] && d.constant == 3)
        let m = a - 1.5
        #expect(m.terms == [Term(a, 1)] && m.constant == -1.5)
    }

    @Test func expressionArithmetic() {
        let e = 2.0 * a + 3.0 * b + 1.0  // 2a + 3b + 1
        let f = b - 2.0 * c - 4.0  // b - 2c - 4
        let sum = e + f
        #expect(sum.terms == [Term(a, 2), Term(b, 4), Term(c, -2)])
        #expect(sum.constant == -3)
        let diff = e - f
        #expect(diff.terms == [Term(a, 2), Term(b, 2), Term(c, 2)])
        #expect(diff.constant == 5)
        let neg = -e
        #expect(neg.terms == [Term(a, -2), Term(b, -3)] && neg.constant == -1)
        let scaled = e * 0.5
        #expect(scaled.terms == [Term(a, 1), Term(b, 1.5)] && scaled.constant == 0.5)
        #expect(0.5 * e == scaled)
        #expect(e / 2 == scaled)
        #expect((e + 2.5).constant == 3.5)
        #expect((2.5 + e).constant == 3.5)
        #expect((e - 2.5).constant == -1.5)
        let r = 2.5 - e
        #expect(r.terms == [Term(a, -2), Term(b, -3)] && r.constant == 1.5)
        #expect((e + c).terms == [Term(a, 2), Term(b, 3), Term(c, 1)])
        #expect((c + e).terms == [Term(a, 2), Term(b, 3), Term(c, 1)])
        #expect((e - b).terms == [Term(a, 2), Term(b, 2)])
        let cb = c - e
        #expect(cb.terms == [Term(a, -2), Term(b, -3), Term(c, 1)] && cb.constant == -1)
    }

    @Test func multiplyingByZeroClearsEverything() {
        let e = (7.0 * a - b + 11.0) * 0
        #expect(e.terms.isEmpty)
        #expect(e.constant == 0)
        #expect((0 * a).terms.isEmpty)
    }

    @Test func cancellationToZeroIsDropped() {
        let e = (2.0 * a + 3.0 * b) - (3.0 * b) + c
        #expect(e.terms == [Term(a, 2), Term(c, 1)])
        #expect((a + b) - (b + a) == LinearExpression(0))
    }

    @Test func equalityIsCanonical() {
        #expect(a + b == b + a)
        #expect(2.0 * a + b - a == a + b)
        #expect(Set([a + b, b + a, a - b]).count == 2)
        #expect(a + b != a + b + 1)
    }

    // MARK: evaluate

    @Test func evaluate() {
        // 3a - 2b + 0.5 at a = 2, b = -1.25: 6 + 2.5 + 0.5 = 9.
        let e = 3.0 * a - 2.0 * b + 0.5
        let values: [Variable: Double] = [a: 2, b: -1.25, c: 1000]
        #expect(e.evaluate { values[$0]! } == 9)
        #expect(LinearExpression(-4.75).evaluate { _ in 1 } == -4.75)
        // Only the expression's own variables are read.
        var read: [Variable] = []
        _ = (c - a).evaluate { read.append($0); return 1 }
        #expect(read == [a, c])
    }

    @Test func evaluateAgainstASolver() throws {
        let x = s.makeVariable("x")
        try s.add(x |==| 4.0)
        try s.add(a |==| 0.5)
        let e = x + a * 6.0 - 1.0  // 4 + 3 - 1
        #expect(e.evaluate { s.value(of: $0) } == 6)
    }
}
