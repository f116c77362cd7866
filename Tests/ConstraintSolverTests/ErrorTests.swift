import ConstraintSolver
import Testing

/// Every misuse of the solver throws its exact ``SolverError`` case and leaves
/// the solver observably unchanged (dump, values, handles, edit variables).
@Suite("Solver errors")
struct ErrorTests {
    /// A solver with some state in it, so that an accidental change shows in
    /// the dump: x + y = 97.5, x >= 12 @750, y = 3 @250, z an edit variable
    /// at 500 suggested to 7.25.
    struct Fixture {
        let solver = Solver()
        let x: Variable
        let y: Variable
        let z: Variable
        let w: Variable
        let ids: [ConstraintID]
        var all: [Variable] { [x, y, z, w] }

        init() throws {
            x = solver.makeVariable("x")
            y = solver.makeVariable("y")
            z = solver.makeVariable("z")
            w = solver.makeVariable("w")
            var ids: [ConstraintID] = []
            ids.append(try solver.add(x + y |==| 97.5))
            ids.append(try solver.add((x |>=| 12.0).withPriority(750)))
            ids.append(try solver.add((y |==| 3.0).withPriority(250)))
            ids.append(try solver.add(w |<=| z + 1.0))
            self.ids = ids
            try solver.addEditVariable(z, priority: 500)
            try solver.suggestValue(7.25, for: z)
        }

        func checkValues(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(solver.value(of: x) == 94.5, sourceLocation: sourceLocation)
            #expect(solver.value(of: y) == 3, sourceLocation: sourceLocation)
            #expect(solver.value(of: z) == 7.25, sourceLocation: sourceLocation)
        }
    }

    @Test func fixtureValues() throws {
        let f = try Fixture()
        f.checkValues()
        #expect(f.solver.value(of: f.w) <= 8.25)
    }

    // MARK: invalidPriority

    @Test(arguments: [0.0, -1.0, 1000.5, Double.infinity, -Double.infinity, 1001.0, -0.0])
    func invalidConstraintPriority(_ p: Double) throws {
        let f = try Fixture()
        SolverCheck.rejects(f.solver, f.all, with: .invalidPriority(p)) {
            try f.solver.add((f.x |==| 5.0).withPriority(Priority(p)))
        }
        f.checkValues()
    }

    @Test func nanConstraintPriority() throws {
        let f = try Fixture()
        SolverCheck.rejects(
            f.solver, f.all, "invalidPriority(nan)",
            matching: { if case .invalidPriority(let p) = $0 { return p.isNaN } else { return false } }
        ) {
            try f.solver.add((f.x |==| 5.0).withPriority(Priority(.nan)))
        }
        f.checkValues()
    }

    @Test func invalidPriorityOnAnInequality() throws {
        let f = try Fixture()
        SolverCheck.rejects(f.solver, f.all, with: .invalidPriority(-250)) {
            try f.solver.add((f.w |>=| f.z).withPriority(-250))
        }
    }

    @Test(arguments: [0.0, -1.0, -0.5])
    func invalidEditVariablePriority(_ p: Double) throws {
        let f = try Fixture()
        SolverCheck.rejects(f.solver, f.all, with: .invalidPriority(p)) {
            try f.solver.addEditVariable(f.w, priority: Priority(p))
        }
        #expect(!f.solver.hasEditVariable(f.w))
    }

    @Test func nanEditVariablePriority() throws {
        let f = try Fixture()
        SolverCheck.rejects(
            f.solver, f.all, "invalidPriority(nan)",
            matching: { if case .invalidPriority(let p) = $0 { return p.isNaN } else { return false } }
        ) {
            try f.solver.addEditVariable(f.w, priority: Priority(.nan))
        }
    }

    // MARK: nonFiniteValue

    @Test func nanConstant() throws {
        let f = try Fixture()
        SolverCheck.rejects(f.solver, f.all, with: .nonFiniteValue) {
            try f.solver.add(f.x |==| Double.nan)
        }
        SolverCheck.rejects(f.solver, f.all, with: .nonFiniteValue) {
            try f.solver.add((f.x |<=| Double.nan).withPriority(300))
        }
        f.checkValues()
    }

    @Test func infiniteConstant() throws {
        let f = try Fixture()
        SolverCheck.rejects(f.solver, f.all, with: .nonFiniteValue) {
            try f.solver.add(f.x |<=| Double.infinity)
        }
        SolverCheck.rejects(f.solver, f.all, with: .nonFiniteValue) {
            try f.solver.add((f.y + -Double.infinity |>=| 0.0).withPriority(1))
        }
        f.checkValues()
    }

    @Test func infiniteCoefficient() throws {
        let f = try Fixture()
        SolverCheck.rejects(f.solver, f.all, with: .nonFiniteValue) {
            try f.solver.add(f.x * Double.infinity |>=| 1.0)
        }
        SolverCheck.rejects(f.solver, f.all, with: .nonFiniteValue) {
            try f.solver.add((f.y * -Double.infinity + f.x |==| 2.0).withPriority(.defaultLow))
        }
        f.checkValues()
    }

    @Test func nanCoefficient() throws {
        let f = try Fixture()
        let bad = Constraint(LinearExpression(terms: [Term(f.w, .nan), Term(f.x, 2)]), .equal, LinearExpression(4))
        SolverCheck.rejects(f.solver, f.all, with: .nonFiniteValue) {
            try f.solver.add(bad)
        }
        f.checkValues()
    }

    @Test func nonFiniteSuggestion() throws {
        let f = try Fixture()
        for bad in [Double.nan, .infinity, -.infinity] {
            SolverCheck.rejects(f.solver, f.all, with: .nonFiniteValue) {
                try f.solver.suggestValue(bad, for: f.z)
            }
        }
        f.checkValues()
    }

    @Test func nonFiniteTieBreakRank() throws {
        let f = try Fixture()
        for bad in [Double.nan, .infinity, -.infinity] {
            SolverCheck.rejects(f.solver, f.all, with: .nonFiniteValue) {
                try f.solver.setTieBreakRank(bad, for: f.ids[2])
            }
            SolverCheck.rejects(f.solver, f.all, with: .nonFiniteValue) {
                try f.solver.add((f.w |==| 2.0).withPriority(100), tieBreakRank: bad)
            }
        }
        f.checkValues()
    }

    // MARK: unknownConstraint

    @Test func removeTwice() throws {
        let f = try Fixture()
        let id = try f.solver.add((f.w |==| -4.0).withPriority(100))
        try f.solver.remove(id)
        SolverCheck.rejects(f.solver, f.all, with: .unknownConstraint(id)) {
            try f.solver.remove(id)
        }
        f.checkValues()
    }

    @Test func removeAHandleThisSolverNeverIssued() throws {
        let f = try Fixture()
        let other = Solver()
        let o = other.makeVariable("o")
        var foreign = try other.add(o |==| 1.0)
        while foreign.rawValue < 40 { foreign = try other.add(o |==| 1.0) }
        SolverCheck.rejects(f.solver, f.all, with: .unknownConstraint(foreign)) {
            try f.solver.remove(foreign)
        }
        SolverCheck.rejects(f.solver, f.all, with: .unknownConstraint(foreign)) {
            try f.solver.setTieBreakRank(3, for: foreign)
        }
    }

    @Test func tieBreakRankOfARemovedConstraint() throws {
        let f = try Fixture()
        try f.solver.remove(f.ids[2])
        SolverCheck.rejects(f.solver, f.all, with: .unknownConstraint(f.ids[2])) {
            try f.solver.setTieBreakRank(1.5, for: f.ids[2])
        }
    }

    // MARK: unknownVariable

    @Test func foreignVariableInARequiredConstraint() throws {
        let f = try Fixture()
        let foreign = SolverCheck.foreignVariable(beyond: f.solver)
        SolverCheck.rejects(f.solver, f.all, with: .unknownVariable(foreign)) {
            try f.solver.add(foreign |==| 1.0)
        }
        SolverCheck.rejects(f.solver, f.all, with: .unknownVariable(foreign)) {
            try f.solver.add(f.x + foreign |<=| f.y)
        }
        #expect(f.solver.variableCount == 4)
        f.checkValues()
    }

    @Test func foreignVariableInAnOptionalConstraint() throws {
        let f = try Fixture()
        let foreign = SolverCheck.foreignVariable(beyond: f.solver)
        SolverCheck.rejects(f.solver, f.all, with: .unknownVariable(foreign)) {
            try f.solver.add((f.z - 2.0 * foreign |>=| 3.0).withPriority(600))
        }
        f.checkValues()
    }

    // MARK: Edit variables

    @Test func duplicateEditVariable() throws {
        let f = try Fixture()
        SolverCheck.rejects(f.solver, f.all, with: .duplicateEditVariable(f.z)) {
            try f.solver.addEditVariable(f.z, priority: 500)
        }
        SolverCheck.rejects(f.solver, f.all, with: .duplicateEditVariable(f.z)) {
            try f.solver.addEditVariable(f.z, priority: 900)
        }
        // The original edit variable keeps working at its original priority.
        try f.solver.add((f.z |==| 1.0).withPriority(600))
        #expect(f.solver.value(of: f.z) == 1)
    }

    @Test func suggestForANonEditVariable() throws {
        let f = try Fixture()
        SolverCheck.rejects(f.solver, f.all, with: .unknownEditVariable(f.x)) {
            try f.solver.suggestValue(40, for: f.x)
        }
        f.checkValues()
    }

    @Test func removeANonEditVariable() throws {
        let f = try Fixture()
        SolverCheck.rejects(f.solver, f.all, with: .unknownEditVariable(f.w)) {
            try f.solver.removeEditVariable(f.w)
        }
    }

    @Test func removeAnEditVariableTwice() throws {
        let f = try Fixture()
        try f.solver.removeEditVariable(f.z)
        SolverCheck.rejects(f.solver, f.all, with: .unknownEditVariable(f.z)) {
            try f.solver.removeEditVariable(f.z)
        }
        SolverCheck.rejects(f.solver, f.all, with: .unknownEditVariable(f.z)) {
            try f.solver.suggestValue(1, for: f.z)
        }
    }

    @Test func requiredEditVariable() throws {
        let f = try Fixture()
        SolverCheck.rejects(f.solver, f.all, with: .requiredEditVariable(f.w)) {
            try f.solver.addEditVariable(f.w, priority: .required)
        }
        SolverCheck.rejects(f.solver, f.all, with: .requiredEditVariable(f.y)) {
            try f.solver.addEditVariable(f.y, priority: Priority(1000))
        }
        #expect(!f.solver.hasEditVariable(f.w))
    }

    // MARK: unsatisfiable

    @Test func conflictingEqualities() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let z = s.makeVariable("z")
        let c0 = try s.add(z |==| 3.0)
        let c1 = try s.add(x |==| 10.0)
        #expect(c0 != c1)
        SolverCheck.rejects(s, [x, z], with: .unsatisfiable(conflicting: [c1])) {
            try s.add(x |==| 20.0)
        }
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: z) == 3)
        #expect(s.constraintCount == 2)
    }

    @Test func conflictingChainNamesOnlyItsMembers() throws {
        // z = 3 and w = 7 are unrelated; the optional x = 50 @750 and
        // y = 1 @250 are related but optional. Only x >= 10 and y >= x + 5
        // conflict with y <= 12.
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let z = s.makeVariable("z")
        let w = s.makeVariable("w")
        try s.add(z |==| 3.0)
        let c1 = try s.add(x |>=| 10.0)
        try s.add(w |==| 7.0)
        let c3 = try s.add(y |>=| x + 5.0)
        try s.add((x |==| 50.0).withPriority(750))
        try s.add((y |==| 1.0).withPriority(250))
        #expect(s.value(of: x) == 50)
        #expect(s.value(of: y) == 55)
        SolverCheck.rejects(s, [x, y, z, w], with: .unsatisfiable(conflicting: [c1, c3])) {
            try s.add(y |<=| 12.0)
        }
        #expect(s.value(of: x) == 50)
        #expect(s.value(of: y) == 55)
        #expect(s.value(of: z) == 3)
        #expect(s.value(of: w) == 7)
        // A bound that does fit is still accepted afterwards.
        try s.add(y |<=| 60.0)
        #expect(s.value(of: y) == 55)
    }

    @Test func conflictingThreeLinkChain() throws {
        // x >= 10, y >= x + 5, q >= y + 1 need q >= 16; q <= 15.5 conflicts
        // with all three and with none of p = 1, r >= 0 (nor the optional q = 0).
        let s = Solver()
        let x = s.makeVariable("x")
        let p = s.makeVariable("p")
        let y = s.makeVariable("y")
        let q = s.makeVariable("q")
        let r = s.makeVariable("r")
        let ca = try s.add(x |>=| 10.0)
        try s.add(p |==| 1.0)
        let cb = try s.add(y |>=| x + 5.0)
        try s.add(r |>=| 0.0)
        let cc = try s.add(q |>=| y + 1.0)
        try s.add((q |==| 0.0).withPriority(999))
        #expect(s.value(of: q) == 16)
        SolverCheck.rejects(s, [x, p, y, q, r], with: .unsatisfiable(conflicting: [ca, cb, cc])) {
            try s.add(q |<=| 15.5)
        }
        #expect(s.value(of: q) == 16)
        #expect(s.value(of: p) == 1)
    }

    @Test func conflictThroughAnEqualitySystem() throws {
        // x + y = 10 and x - y = 2 force y = 4; y >= 5 conflicts with both.
        let s = Solver()
        let u = s.makeVariable("u")
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(u |<=| -8.0)
        let c1 = try s.add(x + y |==| 10.0)
        let c2 = try s.add(x - y |==| 2.0)
        #expect(s.value(of: x) == 6)
        #expect(s.value(of: y) == 4)
        SolverCheck.rejects(s, [u, x, y], with: .unsatisfiable(conflicting: [c1, c2])) {
            try s.add(y |>=| 5.0)
        }
        #expect(s.value(of: x) == 6)
        #expect(s.value(of: y) == 4)
    }

    @Test func conflictWithANonUnitCoefficientChain() throws {
        // 2a - 3b = 1 (c0), b >= 3 (c1) => a >= 5; a <= 4.75 conflicts with both.
        let s = Solver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let c = s.makeVariable("c")
        let c0 = try s.add(2.0 * a - 3.0 * b |==| 1.0)
        try s.add(c |==| a * 0.5 + 100.0)
        let c2 = try s.add(b |>=| 3.0)
        SolverCheck.rejects(s, [a, b, c], with: .unsatisfiable(conflicting: [c0, c2])) {
            try s.add(a |<=| 4.75)
        }
        #expect(s.value(of: a) >= 5)
    }

    @Test func constantContradictionConflictsWithNothing() throws {
        let s = Solver()
        let z = s.makeVariable("z")
        try s.add(z |==| 3.0)
        SolverCheck.rejects(s, [z], with: .unsatisfiable(conflicting: [])) {
            try s.add(Constraint(LinearExpression(5), .equal))
        }
        SolverCheck.rejects(s, [z], with: .unsatisfiable(conflicting: [])) {
            try s.add(Constraint(LinearExpression(2), .lessThanOrEqual))
        }
        // A variable cancelled away leaves the same contradiction.
        SolverCheck.rejects(s, [z], with: .unsatisfiable(conflicting: [])) {
            try s.add(z + 1.0 |==| z)
        }
        // True constant constraints are fine, and so are false optional ones.
        try s.add(Constraint(LinearExpression(-2), .lessThanOrEqual))
        try s.add(Constraint(LinearExpression(5), .equal, priority: 500))
        #expect(s.constraintCount == 3)
        #expect(s.value(of: z) == 3)
    }

    @Test func unsatisfiableBoundOnAnEditVariableIsFine() throws {
        // Edit constraints are optional: a required bound never conflicts with them.
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(100, for: x)
        try s.add(x |<=| 40.0)
        #expect(s.value(of: x) == 40)
    }

    @Test func solverWorksAfterEveryKindOfRejection() throws {
        let f = try Fixture()
        let foreign = SolverCheck.foreignVariable(beyond: f.solver)
        _ = try? f.solver.add((f.x |==| 1.0).withPriority(0))
        _ = try? f.solver.add(f.x |==| Double.nan)
        _ = try? f.solver.add(foreign |==| 1.0)
        _ = try? f.solver.add(f.x + f.y |==| 3.0)
        try? f.solver.addEditVariable(f.z, priority: 10)
        try? f.solver.addEditVariable(f.x, priority: .required)
        try? f.solver.suggestValue(3, for: f.w)
        try? f.solver.removeEditVariable(f.w)
        f.checkValues()
        SolverCheck.sound(f.solver)
        try f.solver.suggestValue(-2.5, for: f.z)
        #expect(f.solver.value(of: f.z) == -2.5)
        try f.solver.add((f.y |==| 50.0).withPriority(800))
        #expect(f.solver.value(of: f.y) == 50)
        #expect(f.solver.value(of: f.x) == 47.5)
    }
}
