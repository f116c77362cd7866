/// Read-only questions about the optimum, for explanations: how far a
/// variable can move without making any priority tier worse, and what the
/// other variables are at another optimal solution. Nothing here changes the
/// solver: every probe runs on a copy of the tableau.
extension Solver {
    /// The values a variable takes over the optimal face of the priority
    /// tiers (the solutions no tier can tell apart; the tie-break row is not
    /// consulted, as in ``isUnique(_:)``).
    public struct OptimalRange: Hashable, Sendable {
        /// The value at the current optimum.
        public var current: Double
        /// The smallest value, or nil when the variable is unbounded below.
        public var lowest: Double?
        /// The largest value, or nil when the variable is unbounded above.
        public var highest: Double?

        public init(current: Double, lowest: Double?, highest: Double?) {
            self.current = current
            self.lowest = lowest
            self.highest = highest
        }

        /// The same range moved by `offset` (to another origin).
        public func shifted(by offset: Double) -> OptimalRange {
            OptimalRange(current: current + offset, lowest: lowest.map { $0 + offset }, highest: highest.map { $0 + offset })
        }

        /// Whether the variable has one value over the whole face.
        public var isUnique: Bool {
            guard let lo = lowest, let hi = highest else { return false }
            return hi - lo <= 1e-7 * max(1, abs(hi), abs(lo))
        }
    }

    /// The range of `variable` over the optimal face: the two probe LPs of
    /// ``isUnique(_:)`` (minimise, then maximise the variable with every
    /// symbol a tier prices pinned), with their values.
    public func optimalRange(of variable: Variable) -> OptimalRange {
        let current = value(of: variable)
        guard tableau.knows(variable) else { return OptimalRange(current: current, lowest: current, highest: current) }
        let (lo, hi) = tableau.probeRange(variable)
        return OptimalRange(current: current, lowest: lo, highest: hi)
    }

    /// Another optimal solution: the one the solver would pick if `variable`
    /// were required to equal `value` (the tiers still minimised, then the
    /// tie-break), read for `reading`. Nil when no solution of the same tier
    /// errors has `variable == value` (the value is outside the optimal face).
    public func alternativeSolution(setting variable: Variable, to value: Double, reading: [Variable]) -> [Double]? {
        guard tableau.knows(variable), value.isFinite else { return nil }
        var copy = tableau
        let before = copy.tierErrors()
        do {
            _ = try copy.addConstraint(variable |==| value, tieBreakRank: nil)
        } catch {
            return nil
        }
        let after = copy.tierErrors()
        // A tier got worse: the value is not in the optimal face.
        for (a, b) in zip(before, after) where b.error - a.error > 1e-7 * max(1, abs(a.error)) { return nil }
        return reading.map { copy.value(of: $0) }
    }
}

extension Tableau {
    /// The sum of the errors of each tier's optional constraints at the
    /// current solution, highest tier first (edit constraints included).
    mutating func tierErrors() -> [(priority: Double, error: Double)] {
        var sums: [Double: Double] = [:]
        for rec in constraints {
            guard let rec, !rec.constraint.priority.isRequired else { continue }
            let e = rec.constraint.violation { self.value(of: $0) }
            sums[rec.constraint.priority.value, default: 0] += e
        }
        return tierPriorities.map { ($0, sums[$0] ?? 0) }
    }
}
