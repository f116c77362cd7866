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

/// Reduced from the view tree: inserting an arranged view into a vertical
/// stack, and a stack whose axis flips on rotation. In both, the fast path
/// removed a required constraint whose marker only deferred rows mention; the
/// row it chose to drop (the lowest basic id) had the marker cancel in its
/// expansion, so the marker was set to 0 in the other rows instead, and the
/// removed constraint kept holding there, as a required equality.
/// And one the stack property found on both paths: a redundant required
/// equality must take over when what made it redundant is removed.
@Suite("Constraint removal on the fast path (regressions)")
struct FastPathRemovalRegressionTests {
    /// Runs `body` on a fast-path and a general solver and returns both.
    static func both(_ body: (Solver) throws -> [Variable]) rethrows -> [(Solver, [Variable])] {
        try [Solver(), Solver(configuration: .general)].map { s in (s, try body(s)) }
    }

    /// iPhone 8 rotation: a 2-view stack turns horizontal. The old
    /// trailing connection `b.maxX == a.maxX` goes, the spacing
    /// `b.minX == a.maxX` comes; `b.width >= 100 @750` then holds.
    @Test func removedTrailingConnectionStopsHolding() throws {
        for (s, v) in try Self.both({ s in
            let root = s.makeVariable("root.minX"), stack = s.makeVariable("s.minX")
            let aX = s.makeVariable("a.minX"), aW = s.makeVariable("a.width")
            let bX = s.makeVariable("b.minX"), bW = s.makeVariable("b.width")
            try s.add(root |==| 0.0)
            try s.add(stack |==| root)
            let trailing = try s.add(bX + bW |==| aX + aW)
            try s.add(stack |==| aX)
            try s.add((bW |>=| 100.0).withPriority(.defaultHigh), tieBreakRank: 7)
            try s.remove(trailing)
            try s.add(bX |==| aX + aW)
            return [bW]
        }) {
            #expect(s.value(of: v[0]) == 100, "\(s.configuration): b.width")
            SolverCheck.sound(s)
        }
    }

    /// `insertArrangedSubview(x, at: 2)` in a vertical stack, spacing 1: the
    /// gap v1 → v2 becomes v1 → x → v2; x's `height >= 10 @750` holds.
    @Test func insertingIntoASpacingChain() throws {
        for (s, v) in try Self.both({ s in
            let root = s.makeVariable("root.minY"), stack = s.makeVariable("s.minY")
            let v0 = s.makeVariable("v0.minY"), h0 = s.makeVariable("v0.height")
            let v1 = s.makeVariable("v1.minY"), h1 = s.makeVariable("v1.height")
            let v2 = s.makeVariable("v2.minY")
            let x = s.makeVariable("x.minY"), hx = s.makeVariable("x.height")
            try s.add(root |==| 0.0)
            try s.add(stack |==| root)
            try s.add(stack |==| v0)
            try s.add(v1 |==| v0 + h0 + 1.0)
            let gap = try s.add(v2 |==| v1 + h1 + 1.0)
            try s.add((h0 |<=| 20.0).withPriority(.defaultLow), tieBreakRank: 6)
            try s.remove(gap)
            try s.add(x |==| v1 + h1 + 1.0)
            try s.add(v2 |==| x + hx + 1.0)
            try s.add((hx |>=| 10.0).withPriority(.defaultHigh), tieBreakRank: 16)
            return [hx, v2, x, v1, h1]
        }) {
            #expect(s.value(of: v[0]) == 10, "\(s.configuration): x.height")
            // v2 sits below x whatever the (free) heights above it are.
            #expect(s.value(of: v[1]) == s.value(of: v[2]) + 11, "\(s.configuration): v2.minY")
            #expect(s.value(of: v[2]) == s.value(of: v[3]) + s.value(of: v[4]) + 1, "\(s.configuration): x.minY")
            SolverCheck.sound(s)
        }
    }

    /// A stack's chain rewired while both wirings were installed: the last
    /// trailing connection `i0.maxX == s.maxX` was redundant when added (its
    /// dummy marker stayed basic, in a row of dummies). Removing the old
    /// wiring pivoted the old markers into slack rows and put slacks in the
    /// dummy's row, after which the ratio test kept that required equality
    /// only as an inequality: pinning the stack's length to 90 left it
    /// violated by 90 (general path too).
    @Test func redundantEqualityTakesOverWhenItsCauseIsRemoved() throws {
        for (s, v) in try Self.both({ s in
            let sMin = s.makeVariable("s.minX"), sLen = s.makeVariable("s.width")
            let i0 = s.makeVariable("i0.minX"), l0 = s.makeVariable("i0.width")
            let i1 = s.makeVariable("i1.minX"), l1 = s.makeVariable("i1.width")
            // i0 then i1 ...
            let a = try s.add(i0 |==| sMin)
            let b = try s.add(i1 |==| i0 + l0)
            let c = try s.add(i1 + l1 |==| sMin + sLen)
            // ... and i1 then i0, before the old wiring goes.
            try s.add(i1 |==| sMin)
            try s.add(i0 |==| i1 + l1)
            try s.add(i0 + l0 |==| sMin + sLen)  // redundant here
            for id in [a, b, c] { try s.remove(id) }
            try s.add(sLen |==| 90.0)
            return [sMin, sLen, i0, l0, i1, l1]
        }) {
            let x = v.map { s.value(of: $0) }
            #expect(x[2] + x[3] == x[0] + 90, "\(s.configuration): i0.maxX == s.maxX (values \(x))")
            #expect(x[4] == x[0] && x[2] == x[4] + x[5], "\(s.configuration): values \(x)")
            SolverCheck.sound(s)
        }
    }
}
