// Property-based tests of the ConstraintSolver against a brute-force oracle
// (BruteForce.swift) and against itself (incremental vs from scratch, fast
// path vs general simplex, add-then-remove, determinism, edit variables).
//
// Every property runs a few hundred random cases through PropertyBased's
// `propertyCheck`; on failure the library prints the (shrunk) input and a
// `.fixedSeed(...)` trait that replays it. Each test also counts how often
// its generator produced the interesting situations (violated optional
// constraints, rejected required ones, ties, …) and expects a minimum, so no
// property can pass vacuously.

import ConstraintSolver
import PropertyBased
import Testing

// MARK: - Generators

enum PropGen {
    /// Priorities drawn for random constraints; required appears twice so
    /// that about one constraint in five is required.
    static let palette: [Double] = [1000, 1000, 999.5, 750, 251, 250, 51, 49, 0.001]
    /// Every optional tier any test uses, highest first (500 is the edit
    /// variables' priority).
    static let tiers: [Double] = [999.5, 750, 500, 251, 250, 51, 49, 0.001]
    static let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]

    /// Mostly required: for exercising rejections of unsatisfiable constraints.
    static let requiredHeavyPalette: [Double] = [1000, 1000, 1000, 1000, 1000, 1000, 750, 250, 49]

    /// One constraint over x0…x2: coefficients in -3...3, constant in -20...20.
    static var constraint: Generator<SmallConstraint, some SendableSequenceType> { constraint(palette: palette) }

    static func constraint(palette: [Double]) -> Generator<SmallConstraint, some SendableSequenceType> {
        zip(
            Gen.int(in: -3...3), Gen.int(in: -3...3), Gen.int(in: -3...3),
            Gen.int(in: -20...20), Gen.int(in: 0...2), Gen.int(in: 0...(palette.count - 1))
        ).map { (t: (Int, Int, Int, Int, Int, Int)) -> SmallConstraint in
            SmallConstraint(
                [Double(t.0), Double(t.1), Double(t.2)], Double(t.3), relations[t.4], priority: palette[t.5])
        }
    }

    /// 2-3 variables, 2-7 constraints.
    static var system: Generator<SmallSystem, some SendableSequenceType> {
        zip(Gen.int(in: 2...3), constraint.array(of: 2...7)).map { n, cs in
            SmallSystem(n: n, constraints: cs.map { $0.restricted(to: n) })
        }
    }

    /// 2-3 variables, 3-8 constraints, two thirds of them required.
    static var requiredHeavySystem: Generator<SmallSystem, some SendableSequenceType> {
        zip(Gen.int(in: 2...3), constraint(palette: requiredHeavyPalette).array(of: 3...8)).map { n, cs in
            SmallSystem(n: n, constraints: cs.map { $0.restricted(to: n) })
        }
    }

    /// An add (3 in 4) or a remove (1 in 4; the operand picks the victim
    /// among the live constraints, modulo their number).
    static var op: Generator<PropOp, some SendableSequenceType> {
        zip(Gen.int(in: 0...3), constraint, Gen.int(in: 0...99)).map { (t: (Int, SmallConstraint, Int)) -> PropOp in
            t.0 == 3 ? .remove(t.2) : .add(t.1)
        }
    }

    /// 2-3 variables and 1-14 operations.
    static var script: Generator<PropScript, some SendableSequenceType> {
        zip(Gen.int(in: 2...3), op.array(of: 1...14)).map { n, ops in
            PropScript(n: n, ops: ops.map { $0.restricted(to: n) })
        }
    }

    /// A stack-shaped chain of 2-6 views.
    static var chain: Generator<PropChain, some SendableSequenceType> {
        let view = zip(Gen.int(in: 0...100), Gen.int(in: 0...1), Gen.int(in: 0...2))
        return zip(view.array(of: 2...6), Gen.int(in: 0...10), Gen.int(in: -60...60)).map {
            (t: ([(Int, Int, Int)], Int, Int)) -> PropChain in
            PropChain(
                intrinsic: t.0.map { Double($0.0) },
                compressionResistance: t.0.map { [750, 751][$0.1] },
                hugging: t.0.map { [250, 251, 252][$0.2] },
                spacing: Double(t.1), delta: Double(t.2))
        }
    }
}

enum PropOp: Hashable, Sendable, CustomStringConvertible {
    case add(SmallConstraint)
    case remove(Int)

    func restricted(to n: Int) -> PropOp {
        if case .add(let c) = self { return .add(c.restricted(to: n)) }
        return self
    }

    var description: String {
        switch self {
        case .add(let c): return "add \(c)"
        case .remove(let k): return "remove live[\(k) % count]"
        }
    }
}

struct PropScript: Hashable, Sendable, CustomStringConvertible {
    var n: Int
    var ops: [PropOp]
    var description: String { "n=\(n) [" + ops.map(\.description).joined(separator: "; ") + "]" }
}

/// A horizontal "fill" stack as a chain of constraints: view i has leading
/// lᵢ and width wᵢ; l₀ == 0, lᵢ == lᵢ₋₁ + wᵢ₋₁ + spacing, lₙ₋₁ + wₙ₋₁ == W
/// (all required); wᵢ >= intrinsicᵢ @ compression resistance; wᵢ <=
/// intrinsicᵢ @ hugging. W = Σ intrinsic + (n-1)·spacing + delta.
struct PropChain: Hashable, Sendable, CustomStringConvertible {
    var intrinsic: [Double]
    var compressionResistance: [Double]
    var hugging: [Double]
    var spacing: Double
    var delta: Double

    var count: Int { intrinsic.count }
    var width: Double { intrinsic.reduce(0, +) + Double(count - 1) * spacing + delta }

    /// The views that absorb `delta`: those of the lowest hugging priority
    /// when growing, of the lowest compression resistance when shrinking.
    var absorbers: [Int] {
        if delta == 0 { return [] }
        let p = delta > 0 ? hugging : compressionResistance
        let low = p.min()!
        return p.indices.filter { p[$0] == low }
    }

    /// The documented tie-break: all of `delta` goes to the first absorber.
    var expectedWidths: [Double] {
        var w = intrinsic
        if let first = absorbers.first { w[first] += delta }
        return w
    }

    var description: String {
        let views = intrinsic.indices.map {
            "(\(formatSmall(intrinsic[$0])), cr \(formatSmall(compressionResistance[$0])), hug \(formatSmall(hugging[$0])))"
        }
        return "chain W=\(formatSmall(width)) (delta \(formatSmall(delta))) spacing=\(formatSmall(spacing)) views=[" + views.joined(separator: ", ") + "]"
    }
}

struct PropRemovalCase: Hashable, Sendable, CustomStringConvertible {
    var system: SmallSystem
    var extras: [SmallConstraint]
    var removalKeys: [Int]
    var description: String {
        "\(system) extras=[" + extras.map(\.description).joined(separator: "; ") + "] removalKeys=\(removalKeys)"
    }
}

struct PropEditCase: Hashable, Sendable, CustomStringConvertible {
    var system: SmallSystem
    var variable: Int
    var suggestions: [Double]
    var description: String { "\(system) edit x\(variable) @ 500 suggestions=\(suggestions.map(formatSmall))" }
}

// MARK: - PropHarness

/// A solver holding a small system: x0…x(n-1) with the required box
/// -100 ≤ xᵢ ≤ 100, plus the constraints added through `add` (kept in
/// insertion order in `live`).
final class PropHarness {
    let n: Int
    let solver: Solver
    let variables: [Variable]
    private(set) var boxIDs: [ConstraintID] = []
    private(set) var live: [(id: ConstraintID, constraint: SmallConstraint)] = []
    private(set) var rejectedCount = 0
    private(set) var removedCount = 0

    init(n: Int, configuration: Solver.Configuration = .init()) {
        self.n = n
        let solver = Solver(configuration: configuration)
        self.solver = solver
        variables = (0..<n).map { solver.makeVariable("x\($0)") }
        for c in BruteForce.boxConstraints(n: n) {
            do {
                boxIDs.append(try solver.add(c.constraint(variables)))
            } catch {
                Issue.record("the box constraint \(c) was rejected: \(error)")
            }
        }
    }

    var constraints: [SmallConstraint] { live.map(\.constraint) }
    var values: [Double] { variables.map { solver.value(of: $0) } }
    func isUnique(_ i: Int) -> Bool { solver.isUnique(variables[i]) }

    /// Per-tier violation sums of the live constraints (plus `extra`) at the
    /// solver's current values.
    func errorVector(plus extra: [SmallConstraint] = []) -> [Double] {
        BruteForce.errorVector(constraints + extra, at: values, tiers: PropGen.tiers)
    }

    /// Adds `c`. A required constraint the solver rejects as unsatisfiable is
    /// skipped (returns false) after checking that the rejection is right and
    /// left the solver exactly as it was.
    @discardableResult
    func add(_ c: SmallConstraint, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let valuesBefore = values.map(\.bitPattern)
        let dumpBefore = solver.dump()
        let idsBefore = solver.constraintIDs
        do {
            let id = try solver.add(c.constraint(variables))
            live.append((id, c))
            return true
        } catch {
            rejectedCount += 1
            guard case .unsatisfiable(let conflicting) = error else {
                Issue.record("adding \(c) threw \(error)", sourceLocation: sourceLocation)
                return false
            }
            #expect(c.isRequired, "the optional constraint \(c) was rejected", sourceLocation: sourceLocation)
            #expect(
                values.map(\.bitPattern) == valuesBefore,
                "rejecting \(c) changed the values", sourceLocation: sourceLocation)
            #expect(solver.dump() == dumpBefore, "rejecting \(c) changed dump()", sourceLocation: sourceLocation)
            #expect(solver.constraintIDs == idsBefore, "rejecting \(c) changed the constraint set",
                sourceLocation: sourceLocation)
            // The rejection must be right: the required part plus c is infeasible.
            #expect(
                !BruteForce.solve(n: n, constraints + [c]).isFeasible,
                "\(c) was rejected but the required system with it is feasible (live: \(constraints))",
                sourceLocation: sourceLocation)
            // The named conflict: required constraints of the solver that, with c
            // (and the box, which the oracle always adds), cannot hold.
            var named: [SmallConstraint] = []
            let box = BruteForce.boxConstraints(n: n)
            for id in conflicting {
                if let k = boxIDs.firstIndex(of: id) {
                    named.append(box[k])
                } else if let entry = live.first(where: { $0.id == id }), entry.constraint.isRequired {
                    named.append(entry.constraint)
                } else {
                    Issue.record(
                        "rejecting \(c) named \(id), which is not a required constraint of the solver",
                        sourceLocation: sourceLocation)
                }
            }
            if c.coefficients.contains(where: { $0 != 0 }) {
                #expect(!conflicting.isEmpty, "rejecting \(c) named no conflicting constraint",
                    sourceLocation: sourceLocation)
            }
            #expect(
                !BruteForce.solve(n: n, named + [c]).isFeasible,
                "rejecting \(c) named \(conflicting) = \(named), which do not conflict with it",
                sourceLocation: sourceLocation)
            return false
        }
    }

    func remove(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let (id, c) = live.remove(at: index)
        removedCount += 1
        do {
            try solver.remove(id)
        } catch {
            Issue.record("removing \(c) (\(id)) threw \(error)", sourceLocation: sourceLocation)
        }
        #expect(!solver.contains(id), sourceLocation: sourceLocation)
    }

    func remove(id: ConstraintID, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let k = live.firstIndex(where: { $0.id == id }) else {
            Issue.record("\(id) is not live", sourceLocation: sourceLocation)
            return
        }
        remove(at: k, sourceLocation: sourceLocation)
    }

    func apply(_ op: PropOp, sourceLocation: SourceLocation = #_sourceLocation) {
        switch op {
        case .add(let c): add(c, sourceLocation: sourceLocation)
        case .remove(let k): if !live.isEmpty { remove(at: k % live.count, sourceLocation: sourceLocation) }
        }
    }

    /// The tableau's invariants hold and every required constraint (box
    /// included) is satisfied within 1e-6 (relative to the constraint's size).
    func expectSound(_ context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = solver.checkInvariants()
        #expect(problems.isEmpty, "invariants: \(problems) \(context())", sourceLocation: sourceLocation)
        let x = values
        #expect(x.allSatisfy { $0.isFinite }, "non-finite values \(x) \(context())", sourceLocation: sourceLocation)
        for c in BruteForce.boxConstraints(n: n) + constraints where c.isRequired {
            let v = c.violation(x)
            #expect(
                v <= 1e-6 * (1 + c.magnitude(x)),
                "required \(c) violated by \(v) at \(x) \(context())", sourceLocation: sourceLocation)
        }
    }
}

/// Counters proving a generator produced the situations a property is about.
struct PropCoverage {
    var cases = 0
    var counts: [String: Int] = [:]
    mutating func note(_ what: String, _ condition: Bool = true) {
        if condition { counts[what, default: 0] += 1 }
    }

    /// Expects `what` in at least `fraction` of the cases. Only meaningful when
    /// all `expected` cases ran; propertyCheck stops at the first failing case
    /// (and runs one case under `.fixedSeed`), and that already failed the test.
    func expect(_ what: String, atLeast fraction: Double, of expected: Int,
                sourceLocation: SourceLocation = #_sourceLocation) {
        guard cases == expected else { return }
        let got = counts[what, default: 0]
        #expect(
            Double(got) >= fraction * Double(cases),
            "generator too weak: '\(what)' in \(got) of \(cases) cases, expected at least \(fraction * 100)%",
            sourceLocation: sourceLocation)
    }

    /// Prints the counts (shown by `swift test`), so thresholds can be checked.
    func report(_ test: String) {
        let items = counts.keys.sorted().map { "\($0): \(counts[$0]!)" }
        print("[\(test)] \(cases) cases; " + items.joined(separator: ", "))
    }
}

// MARK: - Tests

@Suite("PropertyTests")
struct PropertyTests {
    static let count = 300

    // MARK: The oracle itself

    @Test func oracleOnHandCheckedSystems() {
        // Two tiers pulling one variable: the higher wins outright.
        var r = BruteForce.solve(n: 1, [
            SmallConstraint([1], -5, .equal, priority: 750),
            SmallConstraint([1], -10, .equal, priority: 250),
        ])
        #expect(r.tiers == [750, 250])
        #expect(r.optimum.map { sameErrors($0, [0, 5]) } == true)
        #expect(r.isUnique(0) && nearlyEqual(r.value(0), 5))

        // Lexicographic, not weighted: one 251 beats three 250s.
        r = BruteForce.solve(n: 1, [
            SmallConstraint([1], -10, .greaterThanOrEqual, priority: 251),
            SmallConstraint([1], 0, .lessThanOrEqual, priority: 250),
            SmallConstraint([1], 0, .lessThanOrEqual, priority: 250),
            SmallConstraint([1], 0, .lessThanOrEqual, priority: 250),
        ])
        #expect(r.optimum.map { sameErrors($0, [0, 30]) } == true)
        #expect(r.isUnique(0) && nearlyEqual(r.value(0), 10))

        // A tie: x0 + x1 == 10 with both >= 0 optional leaves a segment.
        r = BruteForce.solve(n: 2, [
            SmallConstraint([1, 1], -10, .equal),
            SmallConstraint([1, 0], 0, .greaterThanOrEqual, priority: 750),
            SmallConstraint([0, 1], 0, .greaterThanOrEqual, priority: 750),
        ])
        #expect(r.optimum.map { sameErrors($0, [0]) } == true)
        #expect(!r.isUnique(0) && !r.isUnique(1))

        // L1 picks the median: x == 0, x == 1, x == 10 at one tier -> x = 1, error 10.
        r = BruteForce.solve(n: 1, [
            SmallConstraint([1], 0, .equal, priority: 51),
            SmallConstraint([1], -1, .equal, priority: 51),
            SmallConstraint([1], -10, .equal, priority: 51),
        ])
        #expect(r.optimum.map { sameErrors($0, [10]) } == true)
        #expect(r.isUnique(0) && nearlyEqual(r.value(0), 1))

        // Infeasible: outside the box, and two parallel required planes.
        #expect(!BruteForce.solve(n: 1, [SmallConstraint([1], -200, .equal)]).isFeasible)
        #expect(!BruteForce.solve(n: 2, [
            SmallConstraint([1, 1], 0, .equal), SmallConstraint([1, 1], -1, .equal),
        ]).isFeasible)

        // Three required planes pin a point; optional tiers then just measure it.
        r = BruteForce.solve(n: 3, [
            SmallConstraint([1, 1, 0], -3, .equal),
            SmallConstraint([0, 1, 1], -5, .equal),
            SmallConstraint([1, 0, 1], -6, .equal),  // x = (2, 1, 4)
            SmallConstraint([1, 0, 0], 0, .lessThanOrEqual, priority: 0.001),
        ])
        #expect(r.optimum.map { sameErrors($0, [2]) } == true)
        #expect((0..<3).allSatisfy(r.isUnique))
        #expect(nearlyEqual(r.value(0), 2) && nearlyEqual(r.value(1), 1) && nearlyEqual(r.value(2), 4))

        // Lower tiers are optimised only within the higher tier's optimum.
        r = BruteForce.solve(n: 2, [
            SmallConstraint([1, 1], -10, .lessThanOrEqual, priority: 999.5),  // x + y <= 10
            SmallConstraint([1, 0], -8, .greaterThanOrEqual, priority: 49),  // x >= 8
            SmallConstraint([0, 1], -8, .greaterThanOrEqual, priority: 0.001),  // y >= 8
        ])
        #expect(r.optimum.map { sameErrors($0, [0, 0, 6]) } == true)
        #expect(r.isUnique(1) && nearlyEqual(r.value(1), 2))
    }

    // MARK: a. The solver reaches the brute-force optimum

    @Test(.shrinking) func solutionsMatchTheBruteForceOracle() async {
        var coverage = PropCoverage()
        await propertyCheck(count: Self.count, input: PropGen.system) { system in
            let h = PropHarness(n: system.n)
            for c in system.constraints { h.add(c) }
            h.expectSound()
            let oracle = BruteForce.solve(n: system.n, h.constraints, tiers: PropGen.tiers)
            guard let optimum = oracle.optimum else {
                Issue.record("the solver accepted \(h.constraints), which the oracle finds infeasible")
                return
            }
            let got = h.errorVector()
            #expect(
                sameErrors(got, optimum),
                "per-tier errors \(got) but the optimum is \(optimum) (tiers \(PropGen.tiers)); values \(h.values), an optimal point \(oracle.optimalPoints[0])"
            )
            coverage.cases += 1
            coverage.note("a required constraint rejected", h.rejectedCount > 0)
            coverage.note("an optional constraint violated at the optimum", optimum.contains { $0 > 1e-9 })
            coverage.note("two tiers violated at the optimum", optimum.filter { $0 > 1e-9 }.count >= 2)
            coverage.note("three variables", system.n == 3)
        }
        coverage.expect("an optional constraint violated at the optimum", atLeast: 0.35, of: Self.count)
        coverage.expect("two tiers violated at the optimum", atLeast: 0.1, of: Self.count)
        coverage.expect("three variables", atLeast: 0.3, of: Self.count)
        coverage.report("solutionsMatchTheBruteForceOracle")
    }

    /// Mostly-required systems, so that many required constraints are
    /// unsatisfiable: `PropHarness.add` checks each rejection against the oracle
    /// (and the named conflict), and that it left values, dump() and the
    /// constraint set exactly as they were.
    @Test(.shrinking) func unsatisfiableRequiredConstraintsAreRejectedWithoutATrace() async {
        var coverage = PropCoverage()
        await propertyCheck(count: Self.count, input: PropGen.requiredHeavySystem) { system in
            let h = PropHarness(n: system.n)
            for c in system.constraints { h.add(c) }
            h.expectSound()
            guard let optimum = BruteForce.solve(n: system.n, h.constraints, tiers: PropGen.tiers).optimum else {
                Issue.record("the solver accepted \(h.constraints), which the oracle finds infeasible")
                return
            }
            let got = h.errorVector()
            #expect(sameErrors(got, optimum), "per-tier errors \(got) but the optimum is \(optimum)")
            coverage.cases += 1
            coverage.note("a required constraint rejected", h.rejectedCount > 0)
            coverage.note("a rejection after an earlier one", h.rejectedCount > 1)
        }
        coverage.expect("a required constraint rejected", atLeast: 0.2, of: Self.count)
        coverage.expect("a rejection after an earlier one", atLeast: 0.03, of: Self.count)
        coverage.report("unsatisfiableRequiredConstraintsAreRejectedWithoutATrace")
    }

    @Test(.shrinking) func uniquenessMatchesTheOracle() async {
        var coverage = PropCoverage()
        await propertyCheck(count: Self.count, input: PropGen.system) { system in
            let h = PropHarness(n: system.n)
            for c in system.constraints { h.add(c) }
            let oracle = BruteForce.solve(n: system.n, h.constraints, tiers: PropGen.tiers)
            guard oracle.isFeasible else {
                Issue.record("the solver accepted \(h.constraints), which the oracle finds infeasible")
                return
            }
            let x = h.values
            for i in 0..<system.n {
                let unique = oracle.isUnique(i)
                #expect(
                    h.isUnique(i) == unique,
                    "isUnique(x\(i)) is \(h.isUnique(i)) but the optimal vertices give x\(i) ∈ \(Set(oracle.optimalPoints.map { $0[i] }).sorted())"
                )
                if unique {
                    #expect(nearlyEqual(x[i], oracle.value(i)), "x\(i) = \(x[i]) but the unique optimum is \(oracle.value(i))")
                }
                coverage.note("a unique variable", unique)
                coverage.note("an ambiguous variable", !unique)
            }
            coverage.cases += 1
        }
        // Counted per variable (2-3 per case).
        coverage.expect("a unique variable", atLeast: 0.6, of: Self.count)
        coverage.expect("an ambiguous variable", atLeast: 0.6, of: Self.count)
        coverage.report("uniquenessMatchesTheOracle")
    }

    // MARK: b. Incremental equals from scratch

    @Test(.shrinking) func incrementalEqualsFromScratch() async {
        var coverage = PropCoverage()
        await propertyCheck(count: Self.count, input: PropGen.script) { script in
            let inc = PropHarness(n: script.n)
            for (k, op) in script.ops.enumerated() {
                inc.apply(op)
                inc.expectSound("after op \(k): \(op)")
            }
            let fresh = PropHarness(n: script.n)
            for c in inc.constraints {
                #expect(fresh.add(c), "a fresh solver rejected the surviving constraint \(c)")
            }
            fresh.expectSound()
            let a = inc.errorVector()
            let b = fresh.errorVector()
            #expect(sameErrors(a, b), "incremental errors \(a), from scratch \(b)")
            if let optimum = BruteForce.solve(n: script.n, inc.constraints, tiers: PropGen.tiers).optimum {
                #expect(sameErrors(a, optimum), "incremental errors \(a), optimum \(optimum)")
            } else {
                Issue.record("the surviving constraints are infeasible")
            }
            let x = inc.values
            let y = fresh.values
            for i in 0..<script.n where fresh.isUnique(i) {
                #expect(nearlyEqual(x[i], y[i]), "x\(i): incremental \(x[i]), from scratch \(y[i]) (unique)")
            }
            coverage.cases += 1
            coverage.note("a removal", inc.removedCount > 0)
            coverage.note("an optional constraint violated", a.contains { $0 > 1e-9 })
        }
        coverage.expect("a removal", atLeast: 0.5, of: Self.count)
        coverage.report("incrementalEqualsFromScratch")
        coverage.expect("an optional constraint violated", atLeast: 0.25, of: Self.count)
    }

    // MARK: c. Removing what was added restores the solution

    @Test(.shrinking) func removingWhatWasAddedRestoresTheSolution() async {
        let input = zip(PropGen.system, PropGen.constraint.array(of: 1...4), Gen.int(in: 0...1000).array(of: 4))
            .map { (t: (SmallSystem, [SmallConstraint], [Int])) -> PropRemovalCase in
                PropRemovalCase(system: t.0, extras: t.1.map { $0.restricted(to: t.0.n) }, removalKeys: t.2)
            }
        var coverage = PropCoverage()
        await propertyCheck(count: Self.count, input: input) { test in
            let n = test.system.n
            let h = PropHarness(n: n)
            for c in test.system.constraints { h.add(c) }
            let base = h.constraints
            let errors = h.errorVector()
            let values = h.values
            let unique = (0..<n).map(h.isUnique)

            var added: [ConstraintID] = []
            for c in test.extras where h.add(c) { added.append(h.live.last!.id) }
            let changed = !sameErrors(h.errorVector(), errors) || !zip(h.values, values).allSatisfy { nearlyEqual($0, $1) }
            let order = added.indices.sorted { (test.removalKeys[$0], $0) < (test.removalKeys[$1], $1) }
            for k in order { h.remove(id: added[k]) }

            h.expectSound()
            #expect(h.constraints == base)
            let after = h.errorVector()
            #expect(sameErrors(after, errors), "errors \(errors) before, \(after) after adding and removing")
            let x = h.values
            for i in 0..<n {
                #expect(h.isUnique(i) == unique[i], "isUnique(x\(i)) changed from \(unique[i])")
                if unique[i] {
                    #expect(nearlyEqual(x[i], values[i]), "x\(i) was \(values[i]) (unique), is \(x[i])")
                }
            }
            coverage.cases += 1
            coverage.note("the additions changed the solution", changed)
            coverage.note("removed out of insertion order", order != Array(added.indices))
        }
        coverage.expect("the additions changed the solution", atLeast: 0.4, of: Self.count)
        coverage.expect("removed out of insertion order", atLeast: 0.2, of: Self.count)
        coverage.report("removingWhatWasAddedRestoresTheSolution")
    }

    // MARK: d. Fast path equals general path

    @Test(.shrinking) func fastPathAgreesWithGeneralSimplex() async {
        var coverage = PropCoverage()
        await propertyCheck(count: Self.count, input: PropGen.script) { script in
            let fast = PropHarness(n: script.n)
            let general = PropHarness(n: script.n, configuration: .general)
            #expect(fast.solver.configuration.usesFastPath && !general.solver.configuration.usesFastPath)
            for (k, op) in script.ops.enumerated() {
                fast.apply(op)
                general.apply(op)
                guard fast.constraints == general.constraints else {
                    Issue.record(
                        "after op \(k) (\(op)) the configurations hold different constraints: fast \(fast.constraints), general \(general.constraints)"
                    )
                    return
                }
            }
            fast.expectSound()
            general.expectSound()
            let a = fast.errorVector()
            let b = general.errorVector()
            #expect(sameErrors(a, b), "fast path errors \(a), general \(b)")
            let x = fast.values
            let y = general.values
            for i in 0..<script.n {
                #expect(fast.isUnique(i) == general.isUnique(i), "isUnique(x\(i)) differs")
                if general.isUnique(i) {
                    #expect(nearlyEqual(x[i], y[i]), "x\(i): fast path \(x[i]), general \(y[i]) (unique)")
                }
            }
            coverage.cases += 1
            coverage.note("an optional constraint violated", a.contains { $0 > 1e-9 })
            coverage.note("the configurations worked differently", fast.solver.statistics != general.solver.statistics)
        }
        coverage.expect("an optional constraint violated", atLeast: 0.25, of: Self.count)
        // Different pivot/substitution counts show the fast path really ran
        // (otherwise this property would compare the general path with itself).
        coverage.expect("the configurations worked differently", atLeast: 0.3, of: Self.count)
        coverage.report("fastPathAgreesWithGeneralSimplex")
    }

    /// Builds a chain; returns the solver and the leading and width variables.
    static func build(_ chain: PropChain, _ configuration: Solver.Configuration) -> (Solver, [Variable], [Variable]) {
        let solver = Solver(configuration: configuration)
        var leading: [Variable] = []
        var width: [Variable] = []
        func add(_ c: Constraint) {
            do { try solver.add(c) } catch { Issue.record("\(chain): adding \(c) threw \(error)") }
        }
        for i in 0..<chain.count {
            leading.append(solver.makeVariable("leading\(i)"))
            width.append(solver.makeVariable("width\(i)"))
            if i == 0 {
                add(leading[0] |==| 0.0)
            } else {
                add(leading[i] |==| leading[i - 1] + width[i - 1] + chain.spacing)
            }
            add((width[i] |>=| chain.intrinsic[i]).withPriority(Priority(chain.compressionResistance[i])))
            add((width[i] |<=| chain.intrinsic[i]).withPriority(Priority(chain.hugging[i])))
        }
        add(leading[chain.count - 1] + width[chain.count - 1] |==| chain.width)
        return (solver, leading, width)
    }

    @Test(.shrinking) func stackChainsFastPathAndTieBreak() async {
        var coverage = PropCoverage()
        await propertyCheck(count: Self.count, input: PropGen.chain) { chain in
            let (fast, fl, fw) = Self.build(chain, .init())
            let (general, gl, gw) = Self.build(chain, .general)
            #expect(fast.checkInvariants().isEmpty, "fast path invariants: \(fast.checkInvariants())")
            #expect(general.checkInvariants().isEmpty, "general invariants: \(general.checkInvariants())")
            let expected = chain.expectedWidths
            let absorbers = Set(chain.absorbers)
            var leading = 0.0
            for i in 0..<chain.count {
                let a = fast.value(of: fw[i])
                let b = general.value(of: gw[i])
                #expect(nearlyEqual(a, b, relativeTolerance: 1e-9), "width\(i): fast path \(a), general \(b)")
                #expect(nearlyEqual(a, expected[i], relativeTolerance: 1e-9), "width\(i) (fast path) = \(a), expected \(expected[i])")
                #expect(nearlyEqual(b, expected[i], relativeTolerance: 1e-9), "width\(i) (general) = \(b), expected \(expected[i])")
                let la = fast.value(of: fl[i])
                let lb = general.value(of: gl[i])
                #expect(nearlyEqual(la, leading, relativeTolerance: 1e-9) && nearlyEqual(lb, leading, relativeTolerance: 1e-9),
                    "leading\(i): fast path \(la), general \(lb), expected \(leading)")
                leading += expected[i] + chain.spacing

                // Only the absorbers' widths are ambiguous, and only if there are
                // several; leading i is ambiguous iff absorbers lie on both sides.
                let widthUnique = !absorbers.contains(i) || absorbers.count == 1
                let before = absorbers.filter { $0 < i }.count
                let leadingUnique = before == 0 || before == absorbers.count
                for (name, solver, v, want) in [
                    ("fast width", fast, fw[i], widthUnique), ("general width", general, gw[i], widthUnique),
                    ("fast leading", fast, fl[i], leadingUnique), ("general leading", general, gl[i], leadingUnique),
                ] {
                    #expect(solver.isUnique(v) == want, "\(name)\(i): isUnique \(solver.isUnique(v)), expected \(want)")
                }
            }
            coverage.cases += 1
            coverage.note("the configurations worked differently", fast.statistics != general.statistics)
            coverage.note("grow tie", chain.delta > 0 && absorbers.count >= 2)
            coverage.note("grow tie not at view 0", chain.delta > 0 && absorbers.count >= 2 && absorbers.min()! > 0)
            coverage.note("shrink tie", chain.delta < 0 && absorbers.count >= 2)
            coverage.note("shrink with mixed compression resistance",
                chain.delta < 0 && Set(chain.compressionResistance).count == 2)
            coverage.note("exact fit", chain.delta == 0)
        }
        coverage.expect("the configurations worked differently", atLeast: 0.5, of: Self.count)
        coverage.expect("grow tie", atLeast: 0.12, of: Self.count)
        coverage.expect("grow tie not at view 0", atLeast: 0.02, of: Self.count)
        coverage.expect("shrink tie", atLeast: 0.2, of: Self.count)
        coverage.expect("shrink with mixed compression resistance", atLeast: 0.15, of: Self.count)
        coverage.report("stackChainsFastPathAndTieBreak")
    }

    // MARK: e. Determinism

    @Test(.shrinking) func sameCallsGiveBitIdenticalResults() async {
        let input = zip(PropGen.script, Gen.int(in: -150...150))
        var coverage = PropCoverage()
        await propertyCheck(count: Self.count, input: input) { script, suggestion in
            for configuration in [Solver.Configuration(), .general] {
                func run() -> (values: [UInt64], unique: [Bool], dump: String) {
                    let h = PropHarness(n: script.n, configuration: configuration)
                    for op in script.ops { h.apply(op) }
                    do {
                        try h.solver.addEditVariable(h.variables[0], priority: 500)
                        try h.solver.suggestValue(Double(suggestion), for: h.variables[0])
                    } catch {
                        Issue.record("edit variable: \(error)")
                    }
                    return (h.values.map(\.bitPattern), (0..<script.n).map(h.isUnique), h.solver.dump())
                }
                let first = run()
                let second = run()
                #expect(first.values == second.values, "\(configuration): values differ between identical runs")
                #expect(first.unique == second.unique, "\(configuration): isUnique differs between identical runs")
                #expect(first.dump == second.dump, "\(configuration): dump() differs between identical runs")
            }
            coverage.cases += 1
            coverage.note("several operations", script.ops.count >= 4)
        }
        coverage.expect("several operations", atLeast: 0.5, of: Self.count)
        coverage.report("sameCallsGiveBitIdenticalResults")
    }

    // MARK: f. Edit variables

    @Test(.shrinking) func editVariablesEqualPlainConstraints() async {
        let input = zip(PropGen.system, Gen.int(in: 0...2), Gen.int(in: -150...150).array(of: 1...4))
            .map { (t: (SmallSystem, Int, [Int])) -> PropEditCase in
                PropEditCase(system: t.0, variable: t.1 % t.0.n, suggestions: t.2.map(Double.init))
            }
        var coverage = PropCoverage()
        await propertyCheck(count: Self.count, input: input) { test in
            let n = test.system.n
            let h = PropHarness(n: n)
            for c in test.system.constraints { h.add(c) }
            let errorsBefore = h.errorVector()
            let v = h.variables[test.variable]
            do {
                try h.solver.addEditVariable(v, priority: 500)
            } catch {
                Issue.record("addEditVariable threw \(error)")
                return
            }
            #expect(h.solver.hasEditVariable(v))
            var unsatisfiedEdit = false
            for s in test.suggestions {
                do {
                    try h.solver.suggestValue(s, for: v)
                } catch {
                    Issue.record("suggestValue(\(s)) threw \(error)")
                    return
                }
                h.expectSound("after suggesting \(s)")
                var unit = [Double](repeating: 0, count: n)
                unit[test.variable] = 1
                let edit = SmallConstraint(unit, -s, .equal, priority: 500)  // x == s @ 500

                let fresh = PropHarness(n: n)
                for c in h.constraints { fresh.add(c) }
                #expect(fresh.add(edit))
                let got = h.errorVector(plus: [edit])
                let want = fresh.errorVector(plus: [])
                #expect(sameErrors(got, want), "after suggesting \(s): errors \(got), with a plain constraint \(want)")
                if let optimum = BruteForce.solve(n: n, h.constraints + [edit], tiers: PropGen.tiers).optimum {
                    #expect(sameErrors(got, optimum), "after suggesting \(s): errors \(got), optimum \(optimum)")
                }
                let x = h.values
                let y = fresh.values
                for i in 0..<n where fresh.isUnique(i) {
                    #expect(nearlyEqual(x[i], y[i]), "after suggesting \(s): x\(i) = \(x[i]), with a plain constraint \(y[i])")
                }
                unsatisfiedEdit = unsatisfiedEdit || edit.violation(x) > 1e-6
            }
            do {
                try h.solver.removeEditVariable(v)
            } catch {
                Issue.record("removeEditVariable threw \(error)")
            }
            #expect(!h.solver.hasEditVariable(v))
            let errorsAfter = h.errorVector()
            #expect(sameErrors(errorsAfter, errorsBefore), "errors \(errorsBefore) before the edit, \(errorsAfter) after removing it")
            coverage.cases += 1
            coverage.note("an edit not fully satisfied", unsatisfiedEdit)
            coverage.note("several suggestions", test.suggestions.count >= 2)
        }
        coverage.expect("an edit not fully satisfied", atLeast: 0.5, of: Self.count)
        coverage.expect("several suggestions", atLeast: 0.5, of: Self.count)
        coverage.report("editVariablesEqualPlainConstraints")
    }
}
