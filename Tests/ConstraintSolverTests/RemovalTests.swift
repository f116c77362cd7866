import ConstraintSolver
import Testing

@Suite("Constraint removal")
struct RemovalTests {
    @Test func addThenRemoveRestoresValues() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(x + y |==| 97.0)
        try s.add((x |==| 20.0).withPriority(300))
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: y) == 77)

        let a = try s.add((x |==| 50.0).withPriority(500))
        #expect(s.value(of: x) == 50)
        #expect(s.value(of: y) == 47)
        try s.remove(a)
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: y) == 77)

        // Several, removed in insertion order (FIFO).
        let b = try s.add(y |<=| 60.5)
        let c = try s.add((x |<=| 30.0).withPriority(900))
        let d = try s.add((y |==| 0.0).withPriority(400))
        // y <= 60.5 forces x >= 36.5, so the 900 bound x <= 30 loses 6.5.
        #expect(s.value(of: x) == 36.5)
        #expect(s.value(of: y) == 60.5)
        for id in [b, c, d] { try s.remove(id) }
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: y) == 77)

        // And in reverse order (LIFO).
        let e = try s.add(y |<=| 60.5)
        let f = try s.add((x |<=| 30.0).withPriority(900))
        let g = try s.add((y |==| 0.0).withPriority(400))
        for id in [g, f, e] { try s.remove(id) }
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: y) == 77)
        #expect(s.constraintCount == 2)
        SolverCheck.sound(s)
    }

    @Test func removingAConstraintOthersDependedOn() throws {
        // x = 10 (c0), y = x + 5 (c1), y = 40 @250 (c2).
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let c0 = try s.add(x |==| 10.0)
        let c1 = try s.add(y |==| x + 5.0)
        try s.add((y |==| 40.0).withPriority(250))
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 15)
        // Without x = 10, y = 40 can hold and x follows through c1.
        try s.remove(c0)
        #expect(s.value(of: y) == 40)
        #expect(s.value(of: x) == 35)
        #expect(s.isUnique(x))
        // Without c1, x is free.
        try s.remove(c1)
        #expect(s.value(of: y) == 40)
        #expect(!s.isUnique(x))
        try s.add(x |==| 10.0)
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 40)
        SolverCheck.sound(s)
    }

    @Test func removingARequiredConstraintAllowsWhatItBlocked() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c0 = try s.add(x |==| 10.0)
        #expect(throws: SolverError.unsatisfiable(conflicting: [c0])) {
            try s.add(x |==| 20.0)
        }
        try s.remove(c0)
        try s.add(x |==| 20.0)
        #expect(s.value(of: x) == 20)
        #expect(s.constraintCount == 1)
    }

    @Test func removingTheTieBreakWinner() throws {
        // The 3-view row of the tie-break tests; view 0 takes the 40 points.
        // Without view 0's hugging it takes them at no cost: now unique.
        let s = Solver()
        let row = try SolverCheck.ThreeViewRow(s)
        let (w, resist, hug) = (row.w, row.resist, row.hug)
        #expect(w.map { s.value(of: $0) } == [50, 20, 30])
        #expect(!s.isUnique(w[0]))
        try s.remove(hug[0])
        #expect(w.map { s.value(of: $0) } == [50, 20, 30])
        #expect(s.isUnique(w[0]) && s.isUnique(w[1]) && s.isUnique(w[2]))
        try s.remove(resist[0])
        #expect(w.map { s.value(of: $0) } == [50, 20, 30])
        // Removing view 1's hugging: views 0 and 1 now share the slack without
        // any 250 cost; tier 750 keeps w1 >= 20, w0 is bounded by nothing but
        // the row, so only w2 is fixed.
        try s.remove(hug[1])
        #expect(s.value(of: w[2]) == 30)
        #expect(s.value(of: w[0]) + s.value(of: w[1]) == 70)
        #expect(s.value(of: w[1]) >= 20)
        #expect(!s.isUnique(w[0]))
        SolverCheck.sound(s)
    }

    @Test func removingEveryOtherOfMany() throws {
        // v_i = i + 0.5 required over v_i = 1000 @100; removing the required
        // constraint of the odd ones lets them go to 1000.
        let s = Solver()
        let v = (0..<40).map { s.makeVariable("v\($0)") }
        var pins: [ConstraintID] = []
        for (i, x) in v.enumerated() {
            try s.add((x |==| 1000.0).withPriority(100))
            pins.append(try s.add(x |==| Double(i) + 0.5))
        }
        for i in stride(from: 1, to: 40, by: 2) { try s.remove(pins[i]) }
        for (i, x) in v.enumerated() {
            #expect(s.value(of: x) == (i % 2 == 0 ? Double(i) + 0.5 : 1000), "v\(i)")
        }
        #expect(s.constraintCount == 60)
        SolverCheck.sound(s)
    }

    @Test func removingEverythingReturnsToZero() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let ids = [
            try s.add(x |>=| 3.0),
            try s.add(x + y |==| 11.0),
            try s.add((y |==| 2.0 * x).withPriority(600)),
            try s.add((x |<=| 1.0).withPriority(30)),
        ]
        SolverCheck.near(s.value(of: x), 11.0 / 3.0)
        SolverCheck.near(s.value(of: y), 22.0 / 3.0)
        for id in ids.reversed() { try s.remove(id) }
        #expect(s.constraintCount == 0)
        #expect(s.constraintIDs == [])
        #expect(s.value(of: x) == 0)
        #expect(s.value(of: y) == 0)
        SolverCheck.sound(s)
    }

    @Test func removeAndReAddGivesTheSameValues() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let z = s.makeVariable("z")
        try s.add(x + y + z |==| 90.0)
        try s.add((x |==| 2.0 * y).withPriority(700))
        let c = (z |==| 30.0).withPriority(800)
        var id = try s.add(c)
        let before = [x, y, z].map { s.value(of: $0) }
        #expect(before == [40, 20, 30])
        for _ in 0..<5 {
            try s.remove(id)
            id = try s.add(c)
            #expect([x, y, z].map { s.value(of: $0) } == before)
        }
        SolverCheck.sound(s)
    }

    @Test func removeDuringEditing() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(y |==| x * 2.0 + 1.0)
        let cap = try s.add(y |<=| 50.0)
        try s.addEditVariable(x, priority: 600)
        try s.suggestValue(100, for: x)
        #expect(s.value(of: y) == 50)
        #expect(s.value(of: x) == 24.5)
        try s.remove(cap)
        #expect(s.value(of: x) == 100)
        #expect(s.value(of: y) == 201)
        try s.suggestValue(-3, for: x)
        #expect(s.value(of: y) == -5)
    }
}
