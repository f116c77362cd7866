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

// MARK: - g. Stack-shaped edits: fast path = general path = from scratch

/// A view that may be arranged in the stack of a ``PropStackCase``: its
/// intrinsic size along and across the axis, compression resistance and
/// hugging (both axes).
struct PropStackItem: Hashable, Sendable, CustomStringConvertible {
    var length: Double
    var cross: Double
    var compressionResistance: Double
    var hugging: Double
    var description: String {
        "\(formatSmall(length))x\(formatSmall(cross)) cr \(formatSmall(compressionResistance)) hug \(formatSmall(hugging))"
    }
}

/// One change to the stack; its constraints are then re-derived and the
/// difference applied to the solvers in `order` (see ``PropStackHarness/apply``).
enum PropStackEdit: Hashable, Sendable, CustomStringConvertible {
    /// Arranges pool item `item` at `index` (modulo the valid range); an
    /// arranged item moves there.
    case insert(item: Int, at: Int)
    case remove(at: Int)
    /// Toggles `isHidden` of the arranged item at `at` (length == 0, required).
    case toggleHidden(at: Int)
    case spacing(Double)
    /// 0 fill, 1 leading, 2 center, 3 trailing.
    case alignment(Int)
    /// Toggles "every length equals the first's" (required equalities between items).
    case toggleEqualLengths
    /// The stack's length (axis) or breadth (cross axis) pinned at a priority, or unpinned.
    case pin(cross: Bool, value: Double?, priority: Double)

    var description: String {
        switch self {
        case .insert(let i, let k): return "insert \(i) at \(k)"
        case .remove(let k): return "remove at \(k)"
        case .toggleHidden(let k): return "toggle hidden at \(k)"
        case .spacing(let s): return "spacing \(formatSmall(s))"
        case .alignment(let a): return "alignment \(["fill", "leading", "center", "trailing"][a])"
        case .toggleEqualLengths: return "toggle equal lengths"
        case .pin(let cross, let v, let p):
            return "\(cross ? "breadth" : "length") " + (v.map { "== \(formatSmall($0)) @ \(formatSmall(p))" } ?? "unpinned")
        }
    }
}

struct PropStackCase: Hashable, Sendable, CustomStringConvertible {
    var pool: [PropStackItem]
    var initialCount: Int
    var alignment: Int
    var spacing: Double
    /// Each edit with the order its batch of removals and additions is applied in (0...3).
    var steps: [(edit: PropStackEdit, order: Int)]

    static func == (a: Self, b: Self) -> Bool {
        a.pool == b.pool && a.initialCount == b.initialCount && a.alignment == b.alignment && a.spacing == b.spacing
            && a.steps.map(\.edit) == b.steps.map(\.edit) && a.steps.map(\.order) == b.steps.map(\.order)
    }
    func hash(into h: inout Hasher) {
        h.combine(pool)
        h.combine(initialCount)
        h.combine(steps.map(\.edit))
    }

    var description: String {
        "pool=[\(pool.map(\.description).joined(separator: "; "))] initial=\(initialCount) alignment=\(alignment) spacing=\(formatSmall(spacing)) steps=["
            + steps.map { "\($0.edit) (order \($0.order))" }.joined(separator: "; ") + "]"
    }
}

extension PropGen {
    static var stackItem: Generator<PropStackItem, some SendableSequenceType> {
        zip(Gen.int(in: 0...60), Gen.int(in: 0...40), Gen.int(in: 0...1), Gen.int(in: 0...2)).map {
            (t: (Int, Int, Int, Int)) -> PropStackItem in
            PropStackItem(length: Double(t.0), cross: Double(t.1), compressionResistance: [750, 751][t.2],
                hugging: [250, 251, 252][t.3])
        }
    }

    /// Insertions dominate (so stacks grow and get rewired in the middle);
    /// every kind of edit appears.
    static var stackStep: Generator<(edit: PropStackEdit, order: Int), some SendableSequenceType> {
        zip(Gen.int(in: 0...13), Gen.int(in: 0...99), Gen.int(in: 0...99), Gen.int(in: 0...3)).map {
            (t: (Int, Int, Int, Int)) -> (edit: PropStackEdit, order: Int) in
            let (kind, a, b, order) = t
            let priorities: [Double] = [1000, 999.5, 750, 250]
            let edit: PropStackEdit
            switch kind {
            case 0...4: edit = .insert(item: a, at: b)
            case 5...6: edit = .remove(at: a)
            case 7: edit = .toggleHidden(at: a)
            case 8: edit = .spacing(Double(a % 4))
            case 9: edit = .alignment(a % 4)
            case 10: edit = .toggleEqualLengths
            case 11: edit = .pin(cross: false, value: a < 30 ? nil : Double(a * 3), priority: priorities[b % 4])
            default: edit = .pin(cross: true, value: a < 30 ? nil : Double(a / 2), priority: priorities[b % 4])
            }
            return (edit, order)
        }
    }

    static var stackCase: Generator<PropStackCase, some SendableSequenceType> {
        zip(stackItem.array(of: 2...6), Gen.int(in: 1...6), Gen.int(in: 0...3), Gen.int(in: 0...3),
            stackStep.array(of: 3...12)
        ).map { (t: ([PropStackItem], Int, Int, Int, [(edit: PropStackEdit, order: Int)])) -> PropStackCase in
            PropStackCase(pool: t.0, initialCount: min(t.1, t.0.count), alignment: t.2, spacing: Double(t.3), steps: t.4)
        }
    }
}

/// The stack of a ``PropStackCase`` as a model (what is arranged, how) and
/// the constraints it asks for, keyed like the view tree's UISV-* constraints.
struct PropStackModel {
    var pool: [PropStackItem]
    var arranged: [Int] = []
    var hidden: Set<Int> = []
    var spacing = 0.0
    var alignment = 0
    var equalLengths = false
    var lengthPin: (value: Double, priority: Double)? = nil
    var breadthPin: (value: Double, priority: Double)? = nil

    mutating func apply(_ edit: PropStackEdit) {
        switch edit {
        case .insert(let item, let at):
            let i = item % pool.count
            arranged.removeAll { $0 == i }
            arranged.insert(i, at: at % (arranged.count + 1))
        case .remove(let at):
            if !arranged.isEmpty { hidden.remove(arranged.remove(at: at % arranged.count)) }
        case .toggleHidden(let at):
            if !arranged.isEmpty {
                let i = arranged[at % arranged.count]
                if hidden.contains(i) { hidden.remove(i) } else { hidden.insert(i) }
            }
        case .spacing(let s): spacing = s
        case .alignment(let a): alignment = a
        case .toggleEqualLengths: equalLengths.toggle()
        case .pin(let cross, let value, let priority):
            let pin = value.map { (value: $0, priority: priority) }
            if cross { breadthPin = pin } else { lengthPin = pin }
        }
    }

    /// The variables: root, the stack's minX, length, minY, breadth, then per
    /// pool item its min, length, cross min and breadth.
    struct Variables {
        var root, min, length, crossMin, breadth: Variable
        var items: [(min: Variable, length: Variable, crossMin: Variable, breadth: Variable)]
        init(_ s: Solver, count: Int) {
            root = s.makeVariable("root")
            min = s.makeVariable("s.min")
            length = s.makeVariable("s.length")
            crossMin = s.makeVariable("s.crossMin")
            breadth = s.makeVariable("s.breadth")
            items = (0..<count).map {
                (s.makeVariable("i\($0).min"), s.makeVariable("i\($0).length"),
                 s.makeVariable("i\($0).crossMin"), s.makeVariable("i\($0).breadth"))
            }
        }
        /// The variables whose values the model determines: the stack's and the arranged items'.
        func determined(_ arranged: [Int]) -> [Variable] {
            [root, min, length, crossMin, breadth] + arranged.flatMap {
                [items[$0].min, items[$0].length, items[$0].crossMin, items[$0].breadth]
            }
        }
    }

    /// The wanted constraints, in the stack's order: key, constraint and
    /// tie-break rank (explicit for optional constraints, so that a solver
    /// built from scratch breaks ties the same way).
    func desired(_ v: Variables) -> [(key: String, constraint: Constraint, rank: Double?)] {
        var out: [(key: String, constraint: Constraint, rank: Double?)] = []
        func want(_ key: String, _ c: Constraint, _ rank: Double? = nil) { out.append((key, c, rank)) }
        want("root", v.root |==| 0.0)
        want("s.min", v.min |==| v.root)
        want("s.crossMin", v.crossMin |==| v.root)
        // Fitting size: what no item decides shrinks to 0 (UISV-spanning-fit).
        want("fit length", (v.length |<=| 0.0).withPriority(0.001), 3)
        want("fit breadth", (v.breadth |<=| 0.0).withPriority(49), 4)
        if let p = lengthPin { want("pin length", (v.length |==| p.value).withPriority(Priority(p.priority)), 1) }
        if let p = breadthPin { want("pin breadth", (v.breadth |==| p.value).withPriority(Priority(p.priority)), 2) }
        for (k, i) in arranged.enumerated() {
            let item = pool[i], x = v.items[i], base = 10 + 4 * Double(i)
            let cr = Priority(item.compressionResistance), hug = Priority(item.hugging)
            want("cr \(i)", (x.length |>=| item.length).withPriority(cr), base)
            want("hug \(i)", (x.length |<=| item.length).withPriority(hug), base + 1)
            want("cross cr \(i)", (x.breadth |>=| item.cross).withPriority(cr), base + 2)
            want("cross hug \(i)", (x.breadth |<=| item.cross).withPriority(hug), base + 3)
            if hidden.contains(i) { want("hiding \(i)", x.length |==| 0.0) }
            // Canvas connection and the spacing chain.
            if k == 0 { want("leading \(i)", x.min |==| v.min) }
            if k > 0 {
                let p = v.items[arranged[k - 1]]
                want("spacing \(arranged[k - 1]) \(i)", x.min |==| p.min + p.length + spacing)
            }
            if k == arranged.count - 1 { want("trailing \(i)", x.min + x.length |==| v.min + v.length) }
            if equalLengths && k > 0 { want("equal \(arranged[0]) \(i)", x.length |==| v.items[arranged[0]].length) }
            // Alignment; the non-filling ones keep the item inside the
            // stack with spanner inequalities.
            let top = x.crossMin, bottom = x.crossMin + x.breadth
            let sBottom = v.crossMin + v.breadth
            switch alignment {
            case 0:
                want("top \(i)", top |==| v.crossMin)
                want("bottom \(i)", bottom |==| sBottom)
            case 1:
                want("top \(i)", top |==| v.crossMin)
                want("bottom \(i)", bottom |<=| sBottom)
            case 2:
                want("center \(i)", x.crossMin + 0.5 * x.breadth |==| v.crossMin + 0.5 * v.breadth)
                want("top \(i)", top |>=| v.crossMin)
            default:
                want("top \(i)", top |>=| v.crossMin)
                want("bottom \(i)", bottom |==| sBottom)
            }
        }
        return out
    }
}

/// The same stack in a fast-path and a general solver, changed in
/// lock-step; after every single add or remove both must be at the same
/// optimum, and after every edit they and a solver built from scratch must
/// agree on every value the model determines.
final class PropStackHarness {
    struct Installed {
        var key: String
        var constraint: Constraint
        var rank: Double?
        var fastID: ConstraintID
        var generalID: ConstraintID
    }
    var model: PropStackModel
    let fast = Solver()
    let general = Solver(configuration: .general)
    let fastVariables: PropStackModel.Variables
    let generalVariables: PropStackModel.Variables
    var installed: [Installed] = []
    var context = ""
    // Counters for coverage.
    var rejected = 0
    var rewired = 0  // batches that removed a required constraint and added one
    var optionalViolated = 0
    var scratchComparisons = 0
    /// Whether every wanted constraint is installed: only then does the
    /// model determine the values it lists (else some item may float).
    var complete = true

    init(_ test: PropStackCase) {
        model = PropStackModel(pool: test.pool)
        model.arranged = Array(0..<test.initialCount)
        model.alignment = test.alignment
        model.spacing = test.spacing
        fastVariables = .init(fast, count: test.pool.count)
        generalVariables = .init(general, count: test.pool.count)
    }

    /// Every optional priority the stack uses, highest first.
    static let tiers: [Double] = [999.5, 751, 750, 252, 251, 250, 49, 0.001]

    /// Per-tier violation sums and the tie-break sum Σ rank × violation of the installed constraints.
    func objective(_ s: Solver) -> [Double] {
        let tiers = Self.tiers
        var v = [Double](repeating: 0, count: tiers.count + 1)
        for e in installed where !e.constraint.priority.isRequired {
            let violation = e.constraint.violation { s.value(of: $0) }
            v[tiers.firstIndex(of: e.constraint.priority.value)!] += violation
            v[tiers.count] += e.rank! * violation
        }
        return v
    }

    func expectSameOptimum(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let a = objective(fast), b = objective(general)
        #expect(sameErrors(a, b), "after \(what) (\(context)): fast path objective \(a), general \(b)",
            sourceLocation: sourceLocation)
    }

    private func add(_ w: (key: String, constraint: Constraint, rank: Double?)) {
        let a = Result { () throws(SolverError) in try fast.add(w.constraint, tieBreakRank: w.rank) }
        let b = Result { () throws(SolverError) in try general.add(w.constraint, tieBreakRank: w.rank) }
        switch (a, b) {
        case (.success(let f), .success(let g)):
            installed.append(Installed(key: w.key, constraint: w.constraint, rank: w.rank, fastID: f, generalID: g))
            expectSameOptimum("adding \(w.key): \(w.constraint)")
        case (.failure, .failure):
            rejected += 1
        default:
            Issue.record("adding \(w.key) (\(context)): fast path \(a), general \(b)")
        }
    }

    private func remove(_ k: Int) {
        let e = installed.remove(at: k)
        do {
            try fast.remove(e.fastID)
            try general.remove(e.generalID)
        } catch {
            Issue.record("removing \(e.key) threw \(error)")
        }
        expectSameOptimum("removing \(e.key): \(e.constraint)")
    }

    /// Applies `edit`, then the difference between the installed and the
    /// wanted constraints, in `order`: 0 removals (in install order) then
    /// additions (the view tree's layout pass); 1 additions then removals;
    /// 2 interleaved, one removal then one addition; 3 both lists reversed.
    func apply(_ edit: PropStackEdit?, order: Int) {
        if let edit { model.apply(edit) }
        context = edit.map { "\($0), order \(order)" } ?? "initial"
        let wanted = model.desired(fastVariables)
        var wantedKeys: [String: Constraint] = [:]
        for w in wanted { wantedKeys[w.key] = w.constraint }
        // Keys that stay (same constraint, same rank) are kept.
        var stale = installed.filter { e in
            guard let c = wantedKeys[e.key] else { return true }
            return c != e.constraint || wanted.first { $0.key == e.key }!.rank != e.rank
        }.map(\.key)
        var fresh = wanted.filter { w in
            !installed.contains { $0.key == w.key && $0.constraint == w.constraint && $0.rank == w.rank }
        }
        if stale.contains(where: { k in installed.first { $0.key == k }!.constraint.priority.isRequired })
            && fresh.contains(where: { $0.constraint.priority.isRequired })
        {
            rewired += 1
        }
        if order == 3 {
            stale.reverse()
            fresh.reverse()
        }
        func removeNext() { let k = stale.removeFirst(); remove(installed.firstIndex { $0.key == k }!) }
        switch order {
        case 1:
            for w in fresh { add(w) }
            while !stale.isEmpty { removeNext() }
        case 2:
            while !stale.isEmpty || !fresh.isEmpty {
                if !stale.isEmpty { removeNext() }
                if !fresh.isEmpty { add(fresh.removeFirst()) }
            }
        default:
            while !stale.isEmpty { removeNext() }
            for w in fresh { add(w) }
        }
        // What was rejected before a removal made room is tried again (the
        // view tree retries broken constraints the same way).
        for w in wanted where !installed.contains(where: { $0.key == w.key }) { add(w) }
        complete = installed.count == wanted.count
        compareWithScratch()
    }

    func compareWithScratch(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(fast.checkInvariants().isEmpty, "fast path invariants after \(context): \(fast.checkInvariants())",
            sourceLocation: sourceLocation)
        #expect(general.checkInvariants().isEmpty, "general invariants after \(context): \(general.checkInvariants())",
            sourceLocation: sourceLocation)
        let scratch = Solver()
        let scratchVariables = PropStackModel.Variables(scratch, count: model.pool.count)
        for e in installed {
            do {
                try scratch.add(e.constraint, tieBreakRank: e.rank)
            } catch {
                Issue.record("from scratch, \(e.key) was rejected (\(context)): \(error)", sourceLocation: sourceLocation)
            }
        }
        for e in installed where e.constraint.priority.isRequired {
            let v = e.constraint.violation { fast.value(of: $0) }
            #expect(v <= 1e-6, "fast path violates required \(e.key) by \(v) after \(context)", sourceLocation: sourceLocation)
        }
        // Above the fitting-size tiers (49 and 0.001), which always pull.
        if objective(general).prefix(6).contains(where: { $0 > 1e-9 }) { optionalViolated += 1 }
        guard complete else { return }
        let names = fastVariables.determined(model.arranged).map { fast.name(of: $0) }
        let a = fastVariables.determined(model.arranged).map { fast.value(of: $0) }
        let b = generalVariables.determined(model.arranged).map { general.value(of: $0) }
        let c = scratchVariables.determined(model.arranged).map { scratch.value(of: $0) }
        for k in names.indices {
            #expect(nearlyEqual(a[k], b[k]) && nearlyEqual(a[k], c[k]),
                "\(names[k]) after \(context): fast path \(a[k]), general \(b[k]), from scratch \(c[k])",
                sourceLocation: sourceLocation)
        }
        scratchComparisons += 1
    }
}

extension PropertyTests {
    /// Random interleaved removals and additions on stack-shaped constraint
    /// sets (canvas connection, spacing chain, hugging and compression
    /// resistance, required equalities between items, alignment with spanner
    /// inequalities): the fast path, the general path and a solver built from
    /// scratch agree after every step. (The view tree's insertion into a
    /// stack once made the fast path keep a removed spacing constraint.)
    @Test(.shrinking) func stackEditsFastPathEqualsGeneralAndScratch() async {
        var coverage = PropCoverage()
        await propertyCheck(count: Self.count, input: PropGen.stackCase) { test in
            let h = PropStackHarness(test)
            h.apply(nil, order: 0)
            var insertedInside = false, center = false, equal = false, hiddenNotLast = false
            for step in test.steps {
                let before = h.model.arranged
                h.apply(step.edit, order: step.order)
                let after = h.model.arranged
                if case .insert = step.edit, let k = after.firstIndex(where: { !before.contains($0) }),
                    k > 0, k < after.count - 1
                {
                    insertedInside = true
                }
                center = center || (h.model.alignment == 2 && after.count >= 2)
                equal = equal || (h.model.equalLengths && after.count >= 2)
                hiddenNotLast = hiddenNotLast || after.dropLast().contains { h.model.hidden.contains($0) }
            }
            coverage.cases += 1
            coverage.note("a batch rewired required constraints", h.rewired > 0)
            coverage.note("three batches rewired required constraints", h.rewired >= 3)
            coverage.note("an item inserted between two others", insertedInside)
            coverage.note("center alignment with spanners", center)
            coverage.note("equal lengths", equal)
            coverage.note("a hidden item inside the chain", hiddenNotLast)
            coverage.note("values compared after every step", h.scratchComparisons == test.steps.count + 1)
            coverage.note("an optional constraint violated", h.optionalViolated > 0)
            coverage.note("a required constraint rejected", h.rejected > 0)
            coverage.note("the configurations worked differently", h.fast.statistics != h.general.statistics)
        }
        coverage.expect("a batch rewired required constraints", atLeast: 0.8, of: Self.count)
        coverage.expect("three batches rewired required constraints", atLeast: 0.45, of: Self.count)
        coverage.expect("an item inserted between two others", atLeast: 0.08, of: Self.count)
        coverage.expect("center alignment with spanners", atLeast: 0.15, of: Self.count)
        coverage.expect("equal lengths", atLeast: 0.2, of: Self.count)
        coverage.expect("a hidden item inside the chain", atLeast: 0.15, of: Self.count)
        coverage.expect("values compared after every step", atLeast: 0.9, of: Self.count)
        coverage.expect("an optional constraint violated", atLeast: 0.3, of: Self.count)
        coverage.expect("a required constraint rejected", atLeast: 0.05, of: Self.count)
        coverage.expect("the configurations worked differently", atLeast: 0.9, of: Self.count)
        coverage.report("stackEditsFastPathEqualsGeneralAndScratch")
    }
}
