import PropertyBased
import Testing

@testable import ConstraintSolver

/// The tableau reclaims the symbols of removed constraints by renumbering
/// the living ones in the same order (``Tableau/compactSymbols()``). That
/// must change nothing a caller can see but the names in `dump()`: the same
/// values bit for bit, the same pivots, the same answer where the optimum
/// is not unique. Each test runs the same calls on a solver that compacts
/// (after every call, or as it chooses) and on one that never does.
@Suite("Symbol reclamation")
struct SymbolReclamationTests {
    /// A solver that never compacts (the reference).
    static func neverCompacting(_ configuration: Solver.Configuration) -> Solver {
        let s = Solver(configuration: configuration)
        s.tableau.compactionFloor = .max
        return s
    }

    /// What a caller can observe, values bit for bit, plus the pivots taken.
    struct Observed: Equatable {
        var values: [UInt64]
        var unique: [Bool]
        var ids: [ConstraintID]
        var pivots: Int
        var substitutions: Int

        init(_ s: Solver, _ variables: [Variable]) {
            values = variables.map { s.value(of: $0).bitPattern }
            unique = variables.map { s.isUnique($0) }
            ids = s.constraintIDs
            pivots = s.statistics.pivots
            substitutions = s.statistics.substitutions
        }
    }

    @Test(.shrinking) func compactingAfterEveryCallChangesNothing() async {
        let input = zip(PropGen.script, Gen.int(in: -150...150))
        var coverage = PropCoverage()
        await propertyCheck(count: 300, input: input) { script, suggestion in
            for configuration in [Solver.Configuration(), .general] {
                let plain = PropHarness(n: script.n, configuration: configuration)
                plain.solver.tableau.compactionFloor = .max
                let compacting = PropHarness(n: script.n, configuration: configuration)
                var reclaimed = 0
                for op in script.ops {
                    plain.apply(op)
                    compacting.apply(op)
                    let before = compacting.solver.symbolCount
                    compacting.solver.tableau.compactSymbols()
                    reclaimed += before - compacting.solver.symbolCount
                    #expect(compacting.solver.checkInvariants().isEmpty, "\(configuration): \(compacting.solver.checkInvariants())")
                    #expect(
                        Observed(compacting.solver, compacting.variables) == Observed(plain.solver, plain.variables),
                        "\(configuration): compaction changed the solver after \(op)")
                }
                // An edit variable afterwards (dual simplex over renumbered rows).
                for h in [plain, compacting] {
                    do {
                        try h.solver.addEditVariable(h.variables[0], priority: 500)
                        try h.solver.suggestValue(Double(suggestion), for: h.variables[0])
                    } catch {
                        Issue.record("edit variable: \(error)")
                    }
                }
                #expect(Observed(compacting.solver, compacting.variables) == Observed(plain.solver, plain.variables))
                coverage.note("symbols reclaimed", reclaimed > 0)
            }
            coverage.cases += 1
        }
        coverage.expect("symbols reclaimed", atLeast: 0.3, of: 300)
        coverage.report("compactingAfterEveryCallChangesNothing")
    }

    /// A layout the tiers leave open (x + y == 100, both ≥ 0, nothing
    /// else), solved after a history of additions and removals: the solver
    /// picks one corner of the face by its symbol order, and picks the same
    /// one once the dead symbols before and among the living are gone.
    @Test func theSameChoiceAmongAmbiguousOptima() throws {
        for configuration in [Solver.Configuration(), .general] {
            func run(_ s: Solver) throws -> (Observed, [Variable]) {
                let v = (0..<4).map { s.makeVariable("v\($0)") }
                // History: constraints that come and go, interleaved with ones that stay.
                var kept: [ConstraintID] = []
                for round in 0..<40 {
                    let r = Double(round)
                    let a = try s.add((v[0] |==| r).withPriority(750))
                    let b = try s.add(v[1] |>=| v[0] - 5.0)
                    let c = try s.add((v[2] + v[3] |<=| 2.0 * r).withPriority(251))
                    if round % 7 == 0 { kept.append(try s.add((v[3] |>=| r).withPriority(49))) }
                    try s.remove(a)
                    try s.remove(c)
                    try s.remove(b)
                }
                for id in kept { try s.remove(id) }
                // The ambiguous part: two lengths sharing 100, a third free above 10.
                try s.add(v[0] + v[1] |==| 100.0)
                try s.add(v[0] |>=| 0.0)
                try s.add(v[1] |>=| 0.0)
                try s.add(v[2] |>=| 10.0)
                try s.add((v[3] |<=| v[2]).withPriority(250))
                return (Observed(s, v), v)
            }
            let plain = Self.neverCompacting(configuration)
            let compacting = Solver(configuration: configuration)
            compacting.tableau.compactionFloor = 0
            let (p, _) = try run(plain)
            let (c, v) = try run(compacting)
            #expect(compacting.statistics.compactions > 0, "\(configuration): nothing was reclaimed")
            #expect(compacting.symbolCount < plain.symbolCount)
            #expect(c == p, "\(configuration): \(c) vs \(p)")
            // It is ambiguous: the tiers do not decide v0 (nor v1).
            #expect(!compacting.isUnique(v[0]))
            #expect(!compacting.isUnique(v[1]))
            #expect(compacting.value(of: v[0]) + compacting.value(of: v[1]) == 100)
            #expect(compacting.checkInvariants().isEmpty)
        }
    }

    /// A row of 200 views (widths, gaps, content sizes at equal
    /// priorities: the tie-break decides who gives way) whose constraints
    /// are all removed and added again, 30 times: the symbols stay within
    /// twice the living ones, and the layout is the same every time and
    /// the same as a solver that keeps every dead symbol.
    @Test func symbolsStayBoundedWhenAStackComesAndGoes() throws {
        for configuration in [Solver.Configuration(), .general] {
            func build(_ s: Solver, _ x: [Variable], _ w: [Variable], canvas: Double) throws -> [ConstraintID] {
                var ids: [ConstraintID] = []
                ids.append(try s.add(x[0] |==| 0.0))
                for i in x.indices {
                    if i > 0 { ids.append(try s.add(x[i] |==| x[i - 1] + w[i - 1] + 8.0)) }
                    ids.append(try s.add(w[i] |>=| 0.0))
                    ids.append(try s.add((w[i] |<=| Double(20 + i % 7)).withPriority(250)))
                    ids.append(try s.add((w[i] |>=| Double(20 + i % 7)).withPriority(750)))
                }
                ids.append(try s.add(x[x.count - 1] + w[w.count - 1] |==| canvas))
                return ids
            }
            let n = 200
            var results: [[UInt64]] = []
            var counts: [Int] = []
            for compacting in [true, false] {
                let s = compacting ? Solver(configuration: configuration) : Self.neverCompacting(configuration)
                let x = (0..<n).map { s.makeVariable("x\($0)") }
                let w = (0..<n).map { s.makeVariable("w\($0)") }
                // Squeezed: 200 views wanting ~23 pt each into 3 000 pt.
                var ids = try build(s, x, w, canvas: 3000)
                let living = s.symbolCount
                let first = (x + w).map { s.value(of: $0).bitPattern }
                for round in 0..<30 {
                    for id in ids.reversed() { try s.remove(id) }
                    ids = try build(s, x, w, canvas: 3000)
                    #expect((x + w).map { s.value(of: $0).bitPattern } == first, "round \(round)")
                    if compacting {
                        #expect(s.symbolCount <= 2 * living + 1024, "round \(round): \(s.symbolCount) symbols for \(living) living")
                    }
                }
                #expect(s.checkInvariants().isEmpty)
                if compacting { #expect(s.statistics.compactions > 0) }
                results.append((x + w).map { s.value(of: $0).bitPattern })
                counts.append(s.symbolCount)
            }
            #expect(results[0] == results[1], "\(configuration)")
            #expect(counts[0] < counts[1] / 4, "\(configuration): \(counts)")
        }
    }

    /// A required constraint that cannot hold, after many removals: phase
    /// one's rollback (which keeps the constraint records out of its copy)
    /// leaves the solver as it was, and a later compaction still works.
    @Test func aRejectedConstraintAfterReclamationChangesNothing() throws {
        let s = Solver()
        s.tableau.compactionFloor = 0
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(x + y |==| 10.0)
        for k in 0..<50 {
            let id = try s.add((x |==| Double(k)).withPriority(500))
            try s.remove(id)
        }
        let c = try s.add(x |>=| 2.0)
        #expect(s.statistics.compactions > 0)
        let dump = s.dump()
        let values = [s.value(of: x), s.value(of: y)].map(\.bitPattern)
        let symbols = s.symbolCount
        let phases = s.statistics.artificialPhases
        #expect(throws: SolverError.self) { try s.add(x + y |<=| -2.0) }
        #expect(s.statistics.artificialPhases == phases + 1, "the rejection went through phase one")
        #expect(s.dump() == dump)
        #expect([s.value(of: x), s.value(of: y)].map(\.bitPattern) == values)
        #expect(s.symbolCount == symbols)
        #expect(s.constraintCount == 2)
        try s.remove(c)
        try s.add(x |==| 4.0)
        #expect(s.value(of: y) == 6)
        #expect(s.checkInvariants().isEmpty)
    }
}
