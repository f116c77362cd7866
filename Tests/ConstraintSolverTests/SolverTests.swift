import ConstraintSolver
import Testing

// MARK: - Shared helpers of the unit tests (namespaced so they cannot clash
// with helpers of other files in this test target).

/// Checks shared by the solver's unit tests.
enum SolverCheck {
    /// The 3-view row of the tie-break tests: leading edges `l`, widths `w`,
    /// `l0 = 0`, `l(i+1) = l(i) + w(i)`, `l2 + w2 = 100`, and per view
    /// `w >= intrinsic @750` (`resist`) and `w <= intrinsic @250` (`hug`)
    /// for intrinsic widths 10, 20, 30: view 0 takes the 40 points of slack.
    struct ThreeViewRow {
        var l: [Variable]
        var w: [Variable]
        var resist: [ConstraintID] = []
        var hug: [ConstraintID] = []

        init(_ s: Solver) throws {
            l = (0..<3).map { s.makeVariable("l\($0)") }
            w = (0..<3).map { s.makeVariable("w\($0)") }
            try s.add(l[0] |==| 0.0)
            try s.add(l[1] |==| l[0] + w[0])
            try s.add(l[2] |==| l[1] + w[1])
            try s.add(l[2] + w[2] |==| 100.0)
            for (i, iw) in [10.0, 20.0, 30.0].enumerated() {
                resist.append(try s.add((w[i] |>=| iw).withPriority(.defaultHigh)))
                hug.append(try s.add((w[i] |<=| iw).withPriority(.defaultLow)))
            }
        }
    }

    /// Everything a caller can observe about a solver, for "a failing call
    /// changed nothing" checks. Values are compared bit for bit.
    struct Snapshot: Equatable, CustomStringConvertible {
        var dump: String
        var valueBits: [UInt64]
        var constraintIDs: [ConstraintID]
        var constraints: [Constraint?]
        var constraintCount: Int
        var editFlags: [Bool]
        var variableCount: Int

        init(_ solver: Solver, _ variables: [Variable]) {
            dump = solver.dump()
            valueBits = variables.map { solver.value(of: $0).bitPattern }
            constraintIDs = solver.constraintIDs
            constraints = constraintIDs.map { solver.constraint($0) }
            constraintCount = solver.constraintCount
            editFlags = variables.map { solver.hasEditVariable($0) }
            variableCount = solver.variableCount
        }

        var description: String {
            "values \(valueBits.map { Double(bitPattern: $0) }), ids \(constraintIDs), edits \(editFlags)\n\(dump)"
        }
    }

    /// Runs `body`, which must throw an error accepted by `matches`, and checks
    /// that the solver is observably unchanged and still sound afterwards.
    static func rejects(
        _ solver: Solver, _ variables: [Variable],
        _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        matching matches: (SolverError) -> Bool,
        _ body: () throws -> Void
    ) {
        let before = Snapshot(solver, variables)
        do {
            try body()
            Issue.record("expected \(what) to be thrown, but the call succeeded", sourceLocation: sourceLocation)
        } catch let error as SolverError {
            #expect(matches(error), "expected \(what), got \(error)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("expected \(what), got a non-SolverError \(error)", sourceLocation: sourceLocation)
        }
        let after = Snapshot(solver, variables)
        #expect(after == before, "the solver changed after a rejected call", sourceLocation: sourceLocation)
        #expect(solver.checkInvariants() == [], sourceLocation: sourceLocation)
    }

    /// Runs `body`, which must throw exactly `expected`, and checks that the
    /// solver is observably unchanged afterwards.
    static func rejects(
        _ solver: Solver, _ variables: [Variable],
        with expected: SolverError,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> Void
    ) {
        rejects(solver, variables, "\(expected)", sourceLocation: sourceLocation, matching: { $0 == expected }, body)
    }

    /// `actual` is within `tolerance` of `expected`.
    static func near(
        _ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
        _ label: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(actual - expected) <= tolerance,
            "\(label) \(actual) is not within \(tolerance) of \(expected)",
            sourceLocation: sourceLocation)
    }

    /// The solver's internal invariants hold.
    static func sound(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(solver.checkInvariants() == [], sourceLocation: sourceLocation)
    }

    /// A variable the given solver did not make: its id is past the end of
    /// that solver's variables.
    static func foreignVariable(beyond solver: Solver) -> Variable {
        let other = Solver()
        var v = other.makeVariable("foreign")
        while v.id < solver.variableCount + 3 { v = other.makeVariable("foreign") }
        return v
    }
}

// MARK: - Basic solving

@Suite("Solver basics")
struct SolverTests {
    @Test func freshSolverIsEmpty() {
        let s = Solver()
        #expect(s.constraintCount == 0)
        #expect(s.constraintIDs == [])
        #expect(s.variableCount == 0)
        #expect(s.checkInvariants() == [])
    }

    @Test func singleEquality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x |==| 5.0)
        #expect(s.value(of: x) == 5)
        #expect(s.isUnique(x))
        SolverCheck.sound(s)
    }

    @Test func twoByTwoLinearSystem() throws {
        // x + y = 12.5, x - y = 2.5  =>  x = 7.5, y = 5.
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(x + y |==| 12.5)
        try s.add(x - y |==| 2.5)
        #expect(s.value(of: x) == 7.5)
        #expect(s.value(of: y) == 5)
        #expect(s.isUnique(x) && s.isUnique(y))
    }

    @Test func threeByThreeSystemWithThirds() throws {
        // 3a + b = 2, b - c = 1/3 (written as 3b - 3c = 1), a + c = 0.
        // From the last: c = -a; 3b + 3a = 1 => b = 1/3 - a; 3a + 1/3 - a = 2 => a = 5/6.
        // So a = 5/6, b = -1/2, c = -5/6.
        let s = Solver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let c = s.makeVariable("c")
        try s.add(3.0 * a + b |==| 2.0)
        try s.add(3.0 * b - 3.0 * c |==| 1.0)
        try s.add(a + c |==| 0.0)
        SolverCheck.near(s.value(of: a), 5.0 / 6.0)
        SolverCheck.near(s.value(of: b), -0.5)
        SolverCheck.near(s.value(of: c), -5.0 / 6.0)
        SolverCheck.sound(s)
    }

    @Test func requiredInequalityBeatsOptionalEquality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x |>=| 3.25)
        try s.add((x |==| 1.0).withPriority(500))
        #expect(s.value(of: x) == 3.25)
        try s.add((x |==| 9.5).withPriority(600))
        #expect(s.value(of: x) == 9.5)
    }

    @Test func handlesAreIncreasingAndLookUpTheirConstraints() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let c0 = x |>=| 1.0
        let c1 = (x + y |<=| 40.0).withPriority(750)
        let c2 = y |==| 2.0 * x
        let id0 = try s.add(c0)
        let id1 = try s.add(c1)
        let id2 = try s.add(c2)
        #expect(id0 < id1 && id1 < id2)
        #expect(s.constraintIDs == [id0, id1, id2])
        #expect(s.constraintCount == 3)
        #expect(s.constraint(id0) == c0)
        #expect(s.constraint(id1) == c1)
        #expect(s.constraint(id2) == c2)
        #expect(s.contains(id0) && s.contains(id1) && s.contains(id2))
        try s.remove(id1)
        #expect(!s.contains(id1))
        #expect(s.constraint(id1) == nil)
        #expect(s.constraintIDs == [id0, id2])
        #expect(s.constraintCount == 2)
        let id3 = try s.add(c1)
        #expect(id3 > id2, "handles are never reused")
    }

    @Test func unrelatedVariablesStayZero() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let untouched = s.makeVariable("untouched")
        try s.add(x |==| 41.5)
        try s.add((x |<=| 3.0).withPriority(250))
        #expect(s.value(of: untouched) == 0)
        #expect(s.value(of: x) == 41.5)
    }

    @Test func longChainIsExact() throws {
        // l0 = 0, l_{i+1} = l_i + w_i, w_i = (i % 7) + 1, 200 links.
        let s = Solver()
        var ls = [s.makeVariable("l0")]
        try s.add(ls[0] |==| 0.0)
        var expected = 0.0
        for i in 0..<200 {
            let w = s.makeVariable("w\(i)")
            let next = s.makeVariable("l\(i + 1)")
            try s.add(w |==| Double(i % 7 + 1))
            try s.add(next |==| ls[i] + w)
            ls.append(next)
            expected += Double(i % 7 + 1)
        }
        #expect(s.value(of: ls[200]) == expected)
        #expect(expected == 794)  // 28 full weeks of 1...7 (28 × 28) + 1 + 2 + 3 + 4
        #expect(s.value(of: ls[100]) == 395)  // 14 × 28 + 1 + 2
        SolverCheck.sound(s)
    }

    @Test func generalConfigurationAgreesWithDefault() throws {
        // The stack-shaped system of the tie-break tests, solved both ways.
        func build(_ configuration: Solver.Configuration) throws -> [Double] {
            let s = Solver(configuration: configuration)
            let row = try SolverCheck.ThreeViewRow(s)
            SolverCheck.sound(s)
            return (row.l + row.w).map { s.value(of: $0) }
        }
        let fast = try build(.init())
        let general = try build(.general)
        #expect(fast == [0, 50, 70, 50, 20, 30])
        #expect(general == fast)
        #expect(Solver.Configuration.general.usesFastPath == false)
        #expect(Solver.Configuration().usesFastPath == true)
    }

    @Test func invariantsHoldThroughAMixedSequence() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let z = s.makeVariable("z")
        try s.add(x + y + z |==| 60.0)
        SolverCheck.sound(s)
        let a = try s.add((x |==| 2.0 * y).withPriority(700))
        SolverCheck.sound(s)
        try s.add((z |>=| 7.0).withPriority(900))
        SolverCheck.sound(s)
        try s.addEditVariable(y, priority: 800)
        try s.suggestValue(13, for: y)
        SolverCheck.sound(s)
        // y = 13 (800), z >= 7 (900), x = 26 (700) => z = 21.
        #expect(s.value(of: y) == 13)
        #expect(s.value(of: x) == 26)
        #expect(s.value(of: z) == 21)
        try s.remove(a)
        SolverCheck.sound(s)
        try s.removeEditVariable(y)
        SolverCheck.sound(s)
        #expect(s.value(of: x) + s.value(of: y) + s.value(of: z) == 60)
        #expect(s.value(of: z) >= 7)
    }
}

// MARK: - isUnique

@Suite("Solver.isUnique")
struct UniquenessTests {
    @Test func lowerBoundAloneIsAmbiguous() throws {
        // x >= 0 with nothing pulling on x: every x >= 0 is optimal.
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x |>=| 0.0)
        #expect(s.value(of: x) >= 0)
        #expect(!s.isUnique(x))
    }

    @Test func unconstrainedVariableIsAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(y |==| 2.0)
        #expect(!s.isUnique(x))
        #expect(s.isUnique(y))
    }

    @Test func equalityIsUnique() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x |==| 5.0)
        #expect(s.isUnique(x))
    }

    @Test func optionalPressureMakesItUnique() throws {
        // x >= 0 required, x == -3 @500: the tier's optimum is x = 0 only.
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x |>=| 0.0)
        #expect(!s.isUnique(x))
        try s.add((x |==| -3.0).withPriority(500))
        #expect(s.value(of: x) == 0)
        #expect(s.isUnique(x))
    }

    @Test func optionalEqualityAloneIsUnique() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add((x |==| 6.75).withPriority(250))
        #expect(s.value(of: x) == 6.75)
        #expect(s.isUnique(x))
    }

    @Test func sharedSlackIsAmbiguousUntilFixed() throws {
        // Two views in a 100-wide row, both hugging at 250, 10 and 25 wide:
        // the 65 points of slack can go to either; the tie-break gives them to
        // view 0 (older hugging constraint) but the layout is ambiguous.
        let s = Solver()
        let w0 = s.makeVariable("w0")
        let w1 = s.makeVariable("w1")
        try s.add(w0 + w1 |==| 100.0)
        try s.add((w0 |>=| 10.0).withPriority(750))
        try s.add((w1 |>=| 25.0).withPriority(750))
        try s.add((w0 |<=| 10.0).withPriority(250))
        try s.add((w1 |<=| 25.0).withPriority(250))
        #expect(s.value(of: w0) == 75)
        #expect(s.value(of: w1) == 25)
        #expect(!s.isUnique(w0))
        #expect(!s.isUnique(w1))
        // A hugging priority above the other's removes the ambiguity.
        try s.add((w1 |<=| 25.0).withPriority(251))
        #expect(s.value(of: w0) == 75)
        #expect(s.isUnique(w0))
        #expect(s.isUnique(w1))
    }

    @Test func queriesDoNotChangeTheSolver() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(x + y |==| 30.0)
        try s.add((x |<=| 4.0).withPriority(300))
        try s.add((y |<=| 9.0).withPriority(300))
        let dump = s.dump()
        let values = [s.value(of: x), s.value(of: y)]
        for _ in 0..<3 {
            _ = s.isUnique(x)
            _ = s.isUnique(y)
        }
        #expect(s.dump() == dump)
        #expect([s.value(of: x), s.value(of: y)] == values)
        #expect(!s.isUnique(x))
    }

    @Test func fixingOneViewOfAChainMakesAllUnique() throws {
        let s = Solver()
        let (l, w) = try { let r = try SolverCheck.ThreeViewRow(s); return (r.l, r.w) }()
        #expect(s.isUnique(l[0]))
        #expect(!s.isUnique(w[0]) && !s.isUnique(w[1]) && !s.isUnique(w[2]))
        try s.add(w[0] |==| 50.0)
        for v in l + w { #expect(s.isUnique(v), "\(s.name(of: v))") }
        #expect(s.value(of: w[1]) == 20)
        #expect(s.value(of: w[2]) == 30)
    }
}

// MARK: - Determinism and dump

@Suite("Solver determinism and dump")
struct DeterminismTests {
    /// A fixed call sequence with thirds and sevenths so that rounding shows.
    static func scenario(_ s: Solver) -> [Variable] {
        let names = ["left", "width", "right", "gap", "height", "ratioed"]
        let v = names.map { s.makeVariable($0) }
        let (left, width, right, gap, height, ratioed) = (v[0], v[1], v[2], v[3], v[4], v[5])
        _ = try? s.add(left |>=| 16.0)
        _ = try? s.add(right |==| left + width)
        _ = try? s.add(right |<=| 359.0)
        _ = try? s.add((width |==| 1000.0 / 3.0).withPriority(750))
        _ = try? s.add((gap |==| (right - left) / 7.0).withPriority(999.5))
        _ = try? s.add((height * 3.0 |==| width * 2.0).withPriority(321.5))
        _ = try? s.add((ratioed |>=| height / 3.0 + gap).withPriority(17.25))
        let rm = try? s.add((left |==| 20.0).withPriority(500))
        _ = try? s.add(right |>=| 360.0)  // unsatisfiable with right <= 359: rejected
        try? s.addEditVariable(height, priority: 600)
        try? s.suggestValue(211.0 / 7.0, for: height)
        try? s.suggestValue(199.0 / 3.0, for: height)
        if let rm { try? s.remove(rm) }
        _ = try? s.add((left |==| 24.125).withPriority(499), tieBreakRank: 0.5)
        return v
    }

    @Test func identicalCallsGiveBitIdenticalResults() {
        let a = Solver()
        let b = Solver()
        let va = Self.scenario(a)
        let vb = Self.scenario(b)
        #expect(va == vb)
        #expect(va.map { a.value(of: $0).bitPattern } == vb.map { b.value(of: $0).bitPattern })
        #expect(a.dump() == b.dump())
        #expect(a.constraintIDs == b.constraintIDs)
        #expect(va.map { a.isUnique($0) } == vb.map { b.isUnique($0) })
        SolverCheck.sound(a)
    }

    @Test func scenarioValuesAreRight() {
        let s = Solver()
        let v = Self.scenario(s)
        let (left, width, right, gap, height) = (v[0], v[1], v[2], v[3], v[4])
        // Required: left >= 16, right = left + width <= 359. Tier 999.5: gap = width / 7.
        // Tier 750: width = 1000/3 (fits: 16 + 333.33 <= 359). Tier 600: height edit
        // 199/3 wins over 321.5 (height = 2/3 width). Tier 499: left = 24.125 fits
        // (24.125 + 333.33 = 357.46 <= 359).
        SolverCheck.near(s.value(of: width), 1000.0 / 3.0)
        SolverCheck.near(s.value(of: left), 24.125)
        SolverCheck.near(s.value(of: right), 24.125 + 1000.0 / 3.0)
        SolverCheck.near(s.value(of: gap), 1000.0 / 21.0)
        SolverCheck.near(s.value(of: height), 199.0 / 3.0)
        #expect(s.constraintCount == 8)
    }

    @Test func dumpMentionsVariablesAndTiers() {
        let s = Solver()
        let v = Self.scenario(s)
        let text = s.dump()
        #expect(!text.isEmpty)
        for variable in v {
            #expect(text.contains(s.name(of: variable)), "dump lacks \(s.name(of: variable))")
        }
        for tier in ["999.5", "750", "600", "499", "321.5", "17.25"] {
            #expect(text.contains(tier), "dump lacks tier \(tier)")
        }
    }

    @Test func dumpNamesUnnamedVariables() throws {
        let s = Solver()
        let a = s.makeVariable()
        let b = s.makeVariable("bee")
        try s.add(a + b |==| 3.0)
        try s.add((a |==| 1.0).withPriority(42.5))
        let text = s.dump()
        #expect(text.contains("v0"))
        #expect(text.contains("bee"))
        #expect(text.contains("42.5"))
    }

    @Test func dumpChangesWithState() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let before = s.dump()
        try s.add(x |==| 12.0)
        #expect(s.dump() != before)
    }
}
