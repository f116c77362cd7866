// A brute-force lexicographic oracle for tiny constraint systems, used by
// PropertyTests.swift to check the simplex solver's answers.
//
// Everything here is independent of the solver's internals: the systems are
// described by `SmallConstraint`s over variable *indices* and the oracle does
// its own (exhaustive, slow, obviously-correct) arithmetic.

import ConstraintSolver

// MARK: - Small systems

/// `Σ coefficients[i]·x_i + constant (relation) 0 @ priority` over the
/// variables x_0 … x_(n-1) of a small system.
struct SmallConstraint: Hashable, Sendable, CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double

    init(_ coefficients: [Double], _ constant: Double, _ relation: Relation, priority: Double = 1000) {
        self.coefficients = coefficients
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }

    var isRequired: Bool { priority == 1000 }

    /// The same constraint over the first `n` variables only (the other
    /// coefficients are dropped).
    func restricted(to n: Int) -> SmallConstraint {
        var c = self
        c.coefficients = Array(coefficients.prefix(n))
        while c.coefficients.count < n { c.coefficients.append(0) }
        return c
    }

    func evaluate(_ x: [Double]) -> Double {
        var s = constant
        for (i, a) in coefficients.enumerated() where a != 0 { s += a * x[i] }
        return s
    }

    /// How far the constraint is from holding at `x` (≥ 0); the same formula
    /// as `Constraint.violation`.
    func violation(_ x: [Double]) -> Double {
        let e = evaluate(x)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// A scale for tolerances: |constant| + Σ|aᵢ·xᵢ|.
    func magnitude(_ x: [Double]) -> Double {
        var s = abs(constant)
        for (i, a) in coefficients.enumerated() { s += abs(a * x[i]) }
        return s
    }

    /// The solver's `Constraint` for the given variables (`variables[i]` is x_i).
    func constraint(_ variables: [Variable]) -> Constraint {
        var terms: [Term] = []
        for (i, a) in coefficients.enumerated() where a != 0 { terms.append(Term(variables[i], a)) }
        return Constraint(LinearExpression(terms: terms, constant: constant), relation, priority: Priority(priority))
    }

    var description: String {
        var s = ""
        for (i, a) in coefficients.enumerated() where a != 0 {
            let mag = abs(a) == 1 ? "" : "\(formatSmall(abs(a)))*"
            if s.isEmpty {
                s = (a < 0 ? "-" : "") + "\(mag)x\(i)"
            } else {
                s += (a < 0 ? " - " : " + ") + "\(mag)x\(i)"
            }
        }
        if s.isEmpty {
            s = formatSmall(constant)
        } else if constant != 0 {
            s += (constant < 0 ? " - " : " + ") + formatSmall(abs(constant))
        }
        return "\(s) \(relation.rawValue) 0 @ \(formatSmall(priority))"
    }
}

/// Integers without ".0", everything else as Swift prints it.
func formatSmall(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
    return String(x)
}

/// `n` variables and a list of constraints, in insertion order.
struct SmallSystem: Hashable, Sendable, CustomStringConvertible {
    var n: Int
    var constraints: [SmallConstraint]

    var description: String {
        "n=\(n) [" + constraints.map { "\($0)" }.joined(separator: "; ") + "]"
    }
}

// MARK: - The oracle

/// Exhaustive lexicographic optimiser for systems of at most 3 variables.
///
/// ## Why vertex enumeration is exact
///
/// Let H be the set of hyperplanes {exprₖ = 0 : every constraint k} ∪ {the
/// box faces xᵢ = ±100}, and P the feasible region (all required constraints,
/// the box included). The arrangement of H cuts ℝⁿ into relatively open faces.
///
/// * On each face every exprₖ has a constant sign, so every tier objective
///   fₜ(x) = Σₖ∈ₜ violationₖ(x) (a sum of |e|, max(0, e) and max(0, −e)) is one
///   linear function on the whole closure of that face (by continuity).
/// * Every required constraint's hyperplane is in H, so a face lies entirely
///   inside or entirely outside each required half-space / hyperplane: if a
///   face contains one point of P, its closure lies in P.
/// * The box faces are in H, so every face inside the box is bounded, and its
///   closure is a polytope whose vertices are vertices of the arrangement,
///   i.e. points where n linearly independent hyperplanes of H meet.
///
/// Take a lexicographic optimum x* (it exists: P is compact and the fₜ are
/// continuous) and the face F containing it. cl(F) ⊆ P is a polytope on which
/// (f₁, f₂, …) are linear; lexicographically minimising linear functions over
/// a polytope is attained on a face of the polytope, hence at one of its
/// vertices v. v is at least as good as x* (x* ∈ cl(F)) and no better (x* is
/// optimal over P ⊇ cl(F)), so v is a lexicographic optimum too. Therefore the
/// lexicographic minimum of the error vector over the arrangement vertices
/// that satisfy the required constraints *is* the optimum; and P is empty
/// exactly when no such vertex exists (a non-empty P would contain an optimum,
/// hence such a vertex).
///
/// ## Uniqueness
///
/// Each fₜ is convex, so the optimal set O (argmin f₁ over P, then argmin f₂
/// over that, …) is convex; it is also a finite union of faces of the
/// polytopes cl(F) above, so it is a polytope whose extreme points are
/// arrangement vertices. A linear function (here a coordinate xᵢ) takes its
/// min and max over O at extreme points, so xᵢ is the same in every optimal
/// solution iff it is the same at every optimal arrangement vertex.
enum BruteForce {
    /// Half-width of the required box given to every variable.
    static let box = 100.0
    /// Tolerance on the required constraints when keeping a vertex.
    static let feasibilityTolerance = 1e-7
    /// Relative tolerance when comparing two vertices' error vectors. The data
    /// are small integers, so distinct vertex objectives differ by at least
    /// ~1/(det₁·det₂) ≈ 5e-5 (det ≤ ~140 for 3×3 matrices with |aᵢⱼ| ≤ 3).
    static let oracleTolerance = 1e-10

    struct Result {
        /// Tier priorities, highest first.
        var tiers: [Double]
        /// The lexicographically optimal error vector (one entry per tier), or
        /// nil when the required constraints (with the box) are infeasible.
        var optimum: [Double]?
        /// Every arrangement vertex attaining the optimum.
        var optimalPoints: [[Double]]
        var isFeasible: Bool { optimum != nil }

        /// Whether x_i has the same value at every optimal vertex (see above).
        func isUnique(_ i: Int) -> Bool {
            guard let first = optimalPoints.first else { return true }
            let lo = optimalPoints.map { $0[i] }.min()!
            let hi = optimalPoints.map { $0[i] }.max()!
            return hi - lo <= 1e-7 * (1 + abs(first[i]))
        }

        /// The value of x_i at an optimum (meaningful when `isUnique(i)`).
        func value(_ i: Int) -> Double { optimalPoints[0][i] }
    }

    /// The box constraints -100 ≤ xᵢ ≤ 100 (required) for `n` variables.
    static func boxConstraints(n: Int) -> [SmallConstraint] {
        var out: [SmallConstraint] = []
        for i in 0..<n {
            var a = [Double](repeating: 0, count: n)
            a[i] = 1
            out.append(SmallConstraint(a, box, .greaterThanOrEqual))  // xᵢ + 100 ≥ 0
            out.append(SmallConstraint(a, -box, .lessThanOrEqual))  // xᵢ - 100 ≤ 0
        }
        return out
    }

    /// The distinct optional priorities of `constraints`, highest first.
    static func tiers(of constraints: [SmallConstraint]) -> [Double] {
        Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
    }

    /// Per-tier sums of violations at `x` (tiers as given, highest first).
    static func errorVector(_ constraints: [SmallConstraint], at x: [Double], tiers: [Double]) -> [Double] {
        var v = [Double](repeating: 0, count: tiers.count)
        for c in constraints where !c.isRequired {
            guard let t = tiers.firstIndex(of: c.priority) else {
                preconditionFailure("priority \(c.priority) is not one of the tiers \(tiers)")
            }
            v[t] += c.violation(x)
        }
        return v
    }

    /// -1, 0, 1: lexicographic comparison with a relative tolerance per entry.
    static func lexCompare(_ a: [Double], _ b: [Double], relativeTolerance: Double) -> Int {
        for (x, y) in zip(a, b) {
            if abs(x - y) <= relativeTolerance * max(1, abs(x), abs(y)) { continue }
            return x < y ? -1 : 1
        }
        return 0
    }

    /// Solves the n×n system `A x = b` by Gaussian elimination with partial
    /// pivoting; nil when singular.
    static func solveLinear(_ a: [[Double]], _ b: [Double]) -> [Double]? {
        let n = b.count
        var m = a
        var r = b
        for col in 0..<n {
            var pivot = col
            for row in col + 1..<n where abs(m[row][col]) > abs(m[pivot][col]) { pivot = row }
            if abs(m[pivot][col]) < 1e-9 { return nil }
            if pivot != col {
                m.swapAt(pivot, col)
                r.swapAt(pivot, col)
            }
            for row in col + 1..<n {
                let f = m[row][col] / m[col][col]
                if f == 0 { continue }
                for k in col..<n { m[row][k] -= f * m[col][k] }
                r[row] -= f * r[col]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var s = r[row]
            for k in row + 1..<n { s -= m[row][k] * x[k] }
            x[row] = s / m[row][row]
        }
        return x.allSatisfy(\.isFinite) ? x : nil
    }

    /// All k-subsets of 0..<count, in lexicographic order.
    static func combinations(_ count: Int, _ k: Int) -> [[Int]] {
        var out: [[Int]] = []
        var current: [Int] = []
        func rec(_ start: Int) {
            if current.count == k {
                out.append(current)
                return
            }
            if count - start < k - current.count { return }
            for i in start..<count {
                current.append(i)
                rec(i + 1)
                current.removeLast()
            }
        }
        rec(0)
        return out
    }

    /// The lexicographic optimum of `constraints` over `n` ≤ 3 variables, with
    /// the required box -100 ≤ xᵢ ≤ 100 always added. `tiers` defaults to the
    /// constraints' own optional priorities (it may list more).
    static func solve(n: Int, _ constraints: [SmallConstraint], tiers: [Double]? = nil) -> Result {
        precondition(n >= 1 && n <= 3, "the oracle is for 1…3 variables")
        let tiers = tiers ?? self.tiers(of: constraints)
        let cs = constraints.map { $0.restricted(to: n) }
        let required = cs.filter(\.isRequired) + boxConstraints(n: n)

        // The hyperplanes a·x + b = 0: every constraint's, and the box faces.
        var planes: [(a: [Double], b: Double)] = []
        for c in cs + boxConstraints(n: n) where c.coefficients.contains(where: { $0 != 0 }) {
            if !planes.contains(where: { $0.a == c.coefficients && $0.b == c.constant }) {
                planes.append((c.coefficients, c.constant))
            }
        }

        var best: [Double]?
        var scored: [(x: [Double], e: [Double])] = []
        for choice in combinations(planes.count, n) {
            let a = choice.map { planes[$0].a }
            let b = choice.map { -planes[$0].b }
            guard let x = solveLinear(a, b) else { continue }
            guard required.allSatisfy({ $0.violation(x) <= feasibilityTolerance * (1 + $0.magnitude(x)) }) else {
                continue
            }
            let e = errorVector(cs, at: x, tiers: tiers)
            scored.append((x, e))
            if best == nil || lexCompare(e, best!, relativeTolerance: oracleTolerance) < 0 { best = e }
        }
        guard let best else { return Result(tiers: tiers, optimum: nil, optimalPoints: []) }
        let optimal = scored.filter { lexCompare($0.e, best, relativeTolerance: oracleTolerance) == 0 }.map(\.x)
        return Result(tiers: tiers, optimum: best, optimalPoints: optimal)
    }
}

// MARK: - Comparisons used by the tests

/// Whether two error vectors agree entry by entry within `relativeTolerance`
/// (relative to max(1, |a|, |b|)).
func sameErrors(_ a: [Double], _ b: [Double], relativeTolerance: Double = 1e-6) -> Bool {
    a.count == b.count
        && zip(a, b).allSatisfy { abs($0 - $1) <= relativeTolerance * max(1, abs($0), abs($1)) }
}

/// Whether two values agree within `relativeTolerance` (relative to max(1, |a|, |b|)).
func nearlyEqual(_ a: Double, _ b: Double, relativeTolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= relativeTolerance * max(1, abs(a), abs(b))
}
