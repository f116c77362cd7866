import ConstraintSolver
import Testing

@Suite("Edit variables")
struct EditVariableTests {
    @Test func suggestionsMoveTheVariableWithinTheRequiredConstraints() throws {
        // x + y = 97, x >= 0, y >= 0; x edited at 750.
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(x + y |==| 97.0)
        try s.add(x |>=| 0.0)
        try s.add(y |>=| 0.0)
        #expect(!s.hasEditVariable(x))
        try s.addEditVariable(x, priority: 750)
        #expect(s.hasEditVariable(x))
        #expect(!s.hasEditVariable(y))
        let cases: [(suggest: Double, x: Double, y: Double)] = [
            (30, 30, 67),
            (120, 97, 0),
            (-5, 0, 97),
            (12.25, 12.25, 84.75),
            (12.25, 12.25, 84.75),
            (96.5, 96.5, 0.5),
        ]
        for c in cases {
            try s.suggestValue(c.suggest, for: x)
            #expect(s.value(of: x) == c.x, "suggest \(c.suggest)")
            #expect(s.value(of: y) == c.y, "suggest \(c.suggest)")
            #expect(s.value(of: x) + s.value(of: y) == 97)
            SolverCheck.sound(s)
        }
        #expect(s.constraintCount == 3, "edit variables are not counted")
    }

    @Test func aHigherConstraintBeatsTheSuggestion() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(x + y |==| 97.0)
        let pin = try s.add((x |==| 40.0).withPriority(800))
        try s.addEditVariable(x, priority: 750)
        for v in [30.0, 70.0, -12.5] {
            try s.suggestValue(v, for: x)
            #expect(s.value(of: x) == 40)
            #expect(s.value(of: y) == 57)
        }
        // Without the 800 pin the last suggestion takes effect.
        try s.remove(pin)
        #expect(s.value(of: x) == -12.5)
        #expect(s.value(of: y) == 109.5)
    }

    @Test func theSuggestionBeatsALowerConstraint() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add((x |==| 40.0).withPriority(800))
        try s.addEditVariable(x, priority: 900)
        try s.suggestValue(61.5, for: x)
        #expect(s.value(of: x) == 61.5)
        try s.suggestValue(-3, for: x)
        #expect(s.value(of: x) == -3)
    }

    @Test func removeEditVariableRestores() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(x + y |==| 97.0)
        try s.add(x |>=| 0.0)
        try s.add(y |>=| 0.0)
        try s.add((x |==| 20.0).withPriority(300))
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: y) == 77)
        try s.addEditVariable(x, priority: 750)
        try s.suggestValue(60, for: x)
        #expect(s.value(of: x) == 60)
        #expect(s.value(of: y) == 37)
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: y) == 77)
        SolverCheck.sound(s)
        // It can be made an edit variable again, at another priority.
        try s.addEditVariable(x, priority: 250)
        try s.suggestValue(60, for: x)
        #expect(s.value(of: x) == 20, "the 300 constraint now outranks the edit")
        try s.removeEditVariable(x)
        #expect(s.value(of: x) == 20)
    }

    @Test func twoEditVariablesAtDifferentPriorities() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(x + y |==| 97.0)
        try s.addEditVariable(x, priority: 750)
        try s.addEditVariable(y, priority: 500)
        try s.suggestValue(30, for: x)
        try s.suggestValue(10, for: y)
        #expect(s.value(of: x) == 30)
        #expect(s.value(of: y) == 67)
        try s.removeEditVariable(x)
        #expect(s.value(of: y) == 10)
        #expect(s.value(of: x) == 87)
    }

    @Test func requiredEqualityWins() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x |==| 33.0)
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(50, for: x)
        #expect(s.value(of: x) == 33)
    }

    @Test func requiredInequalityClamps() throws {
        let s = Solver()
        let width = s.makeVariable("width")
        try s.add(width |>=| 44.0)
        try s.addEditVariable(width, priority: 999)
        try s.suggestValue(20, for: width)
        #expect(s.value(of: width) == 44)
        try s.suggestValue(80.5, for: width)
        #expect(s.value(of: width) == 80.5)
        try s.suggestValue(43.75, for: width)
        #expect(s.value(of: width) == 44)
    }

    /// The midpoint example of the Cassowary paper (Badros, Borning & Stuckey
    /// 2001, §2): 2·xm = xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0, with
    /// stays xl = 20 @250 and xr = 60 @240; xm dragged at 750.
    @Test func draggingTheMidpoint() throws {
        let s = Solver()
        let xl = s.makeVariable("xl")
        let xm = s.makeVariable("xm")
        let xr = s.makeVariable("xr")
        try s.add(xm * 2.0 |==| xl + xr)
        try s.add(xl + 10.0 |<=| xr)
        try s.add(xr |<=| 100.0)
        try s.add(xl |>=| 0.0)
        try s.add((xl |==| 20.0).withPriority(250))
        try s.add((xr |==| 60.0).withPriority(240))
        #expect([s.value(of: xl), s.value(of: xm), s.value(of: xr)] == [20, 40, 60])
        try s.addEditVariable(xm, priority: 750)
        let drags: [(xm: Double, xl: Double, xmGot: Double, xr: Double)] = [
            (50, 20, 50, 80),  // xl stays, xr = 100 - 20
            (90, 80, 90, 100),  // xr hits 100, xl gives way
            (5, 0, 5, 10),  // xl hits 0, xr = 10
            (95, 90, 95, 100),  // both bounds tight
            (97, 90, 95, 100),  // out of reach: xm stops at 95
            (40, 20, 40, 60),  // back home
        ]
        for d in drags {
            try s.suggestValue(d.xm, for: xm)
            #expect(s.value(of: xl) == d.xl, "drag to \(d.xm)")
            #expect(s.value(of: xm) == d.xmGot, "drag to \(d.xm)")
            #expect(s.value(of: xr) == d.xr, "drag to \(d.xm)")
            SolverCheck.sound(s)
        }
    }

    /// nucleic/kiwi py/tests/test_solver.py, test_suggesting_values_for_edit_variables.
    @Test func kiwiSuggestingValues() throws {
        // An edit variable entering a weaker equality: v1 edit @500 (medium),
        // v1 == 1 @250 (weak); suggest 2 => 2.
        let s = Solver()
        let v1 = s.makeVariable("foo")
        try s.addEditVariable(v1, priority: 500)
        try s.add((v1 |==| 1.0).withPriority(250))
        try s.suggestValue(2, for: v1)
        #expect(s.value(of: v1) == 2)

        // An edit variable entering several rows: v2 edit @250 (weak),
        // v1 + v2 = 0, v2 <= -1, v2 >= 0 @250; suggest 0. kiwi checks
        // v2 <= -1; with L1 inside the tier the error 2|v2| is least at -1.
        let t = Solver()
        let a = t.makeVariable("foo")
        let b = t.makeVariable("bar")
        try t.addEditVariable(b, priority: 250)
        try t.add(a + b |==| 0.0)
        try t.add(b |<=| -1.0)
        try t.add((b |>=| 0.0).withPriority(250))
        try t.suggestValue(0, for: b)
        #expect(t.value(of: b) == -1)
        #expect(t.value(of: a) == 1)
    }

    /// nucleic/kiwi py/tests/test_solver.py, test_solving_under_constrained_system.
    @Test func kiwiUnderConstrainedSystem() throws {
        let s = Solver()
        let v = s.makeVariable("foo")
        let c = 2.0 * v + 1.0 |>=| 0.0
        try s.addEditVariable(v, priority: 250)
        try s.add(c)
        try s.suggestValue(10, for: v)
        #expect(c.expression.evaluate { s.value(of: $0) } == 21)
        #expect(s.value(of: v) == 10)
    }

    @Test func editVariableOfAnUnconstrainedVariable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addEditVariable(x, priority: 1)
        try s.suggestValue(-7.125, for: x)
        #expect(s.value(of: x) == -7.125)
        #expect(s.isUnique(x))
        try s.removeEditVariable(x)
        #expect(!s.isUnique(x))
    }

    @Test func manySuggestionsStaySound() throws {
        // A 5-view chain whose container width is an edit variable.
        let s = Solver()
        let container = s.makeVariable("container")
        let w = (0..<5).map { s.makeVariable("w\($0)") }
        try s.add(w[0] + w[1] + w[2] + w[3] + w[4] |==| container)
        for (i, v) in w.enumerated() {
            try s.add(v |>=| 0.0)
            try s.add((v |==| Double(7 * i + 3)).withPriority(500))
        }
        try s.addEditVariable(container, priority: 999)
        // Intrinsic sum: 3 + 10 + 17 + 24 + 31 = 85.
        for target in [85.0, 300, 0, 41.5, 85, 1e4, 85] {
            try s.suggestValue(target, for: container)
            #expect(s.value(of: container) == target)
            let sum = w.reduce(0.0) { $0 + s.value(of: $1) }
            #expect(sum == target)
            for v in w { #expect(s.value(of: v) >= 0) }
            SolverCheck.sound(s)
        }
        for (i, v) in w.enumerated() { #expect(s.value(of: v) == Double(7 * i + 3)) }
    }
}
