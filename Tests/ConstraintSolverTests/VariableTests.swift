import ConstraintSolver
import Testing

@Suite("Variable")
struct VariableTests {
    @Test func idsAreCreationNumbers() {
        let s = Solver()
        #expect(s.variableCount == 0)
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let c = s.makeVariable()
        #expect([a.id, b.id, c.id] == [0, 1, 2])
        #expect(s.variableCount == 3)
    }

    @Test func namesAndDescriptions() {
        let s = Solver()
        let a = s.makeVariable("leading")
        let b = s.makeVariable()
        let c = s.makeVariable("leading")
        #expect(s.name(of: a) == "leading")
        #expect(s.name(of: b) == "v1")
        #expect(s.name(of: c) == "leading", "names need not be unique")
        #expect(a != c)
        #expect(a.description == "v0")
        #expect(b.description == "v1")
        #expect(c.description == "v2")
    }

    @Test func orderIsCreationOrder() {
        let s = Solver()
        let v = (0..<7).map { s.makeVariable("n\($0)") }
        #expect(v[0] < v[1] && v[1] < v[6])
        #expect(!(v[3] < v[3]))
        let shuffled = [v[4], v[0], v[6], v[2], v[5], v[1], v[3]]
        #expect(shuffled.sorted() == v)
        #expect(shuffled.max() == v[6])
    }

    @Test func hashingAndEquality() {
        let s = Solver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let set: Set<Variable> = [a, b, a]
        #expect(set.count == 2)
        #expect(set.contains(b))
        var counts: [Variable: Int] = [:]
        for v in [a, b, b, a, b] { counts[v, default: 0] += 1 }
        #expect(counts[a] == 2 && counts[b] == 3)
    }

    @Test func identityIsTheCreationNumber() {
        // Variables are identified by creation number only: the first
        // variable of two solvers compares equal (using it with the wrong
        // solver is the caller's mistake).
        let s = Solver()
        let t = Solver()
        #expect(s.makeVariable("p") == t.makeVariable("q"))
    }

    @Test func newVariablesAreZero() throws {
        let s = Solver()
        let a = s.makeVariable("a")
        #expect(s.value(of: a) == 0)
        try s.add(a |==| -12.5)
        let b = s.makeVariable("b")
        #expect(s.value(of: b) == 0)
        #expect(s.value(of: a) == -12.5)
    }

    @Test func variablesAreSendableValues() async {
        let s = Solver()
        let a = s.makeVariable("a")
        let id = await Task.detached { a.id }.value
        #expect(id == a.id)
    }
}
