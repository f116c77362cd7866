/// An incremental constraint solver with UIKit's priority semantics.
///
/// `Solver` is the public facade over ``Tableau``, an incremental simplex of
/// the Cassowary family (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001), laid out
/// after kiwi. It departs from kiwi in four ways:
///
/// * **Tiers, not weights.** Every distinct priority below 1000 is its own
///   objective row. Optional constraints are satisfied lexicographically: the
///   sum of absolute errors of the highest tier is minimised first, then the
///   next tier's within that optimum, and so on. One violated 251-constraint
///   is worse than a thousand violated 250-constraints.
/// * **A documented tie-break.** When the tiers leave several optima (equal
///   hugging priorities in a `fill` stack), a last objective row minimises
///   `Σ rank × |error|` over the optional constraints, rank being the
///   constraint's *tie-break rank* (its insertion number unless the caller sets
///   one). Older (lower-ranked) constraints therefore give way first, so the
///   slack of a stack goes to the first view in arrangement order, as UIKit is
///   observed to do.
/// * **Exact rollback.** Adding an unsatisfiable required constraint throws
///   ``SolverError/unsatisfiable(conflicting:)`` naming a conflicting set of
///   required constraints (read off the Farkas certificate of the failed
///   phase-one row), and leaves the solver exactly as it was.
/// * **Tolerances relative to scale.** A sum that cancels is dropped below
///   1e-9 of its largest term, not below kiwi's absolute 1e-8
///   (`cancelled(_:scale:)`), and removing a constraint does not pivot on a
///   coefficient under a millionth of its column's largest (`pivotTolerance`).
///   Rows of proportional constraints otherwise kept rounding residue as
///   coefficients, pivoted on it, and left removed constraints in force.
///
/// **The direct path.** The window does not always hand a stack's subtree to
/// the solver: a stack of leaves and of such stacks arranges its subtree
/// itself and gives the solver only a summary of its content, constraints on
/// its own size whose cost per tier and tie-break rank are those of the
/// constraints they stand for (`StackLayout/DirectArrangement.swift`,
/// `DirectProfile.swift`). The tiers and the tie-break above are therefore a
/// contract: the direct path reproduces them by hand. Where its summary
/// holds only near the optimum it asks the solver to confirm the optimum
/// there (``isUnique(_:)``, ``range(of:tiersAbove:)``).
///
/// Results are deterministic: storage is indexed by creation number and every
/// choice between equals is broken by the lowest id, so the same sequence of
/// calls gives bit-identical values in every process.
public final class Solver {
    /// Knobs that change how, never what, the solver computes.
    public struct Configuration: Hashable, Sendable {
        /// Solve stack-shaped systems through the structure-exploiting path
        /// (see ``Tableau``); `false` forces the general simplex everywhere.
        public var usesFastPath: Bool

        public init(usesFastPath: Bool = true) { self.usesFastPath = usesFastPath }

        /// The general simplex only; the reference the fast path is tested against.
        public static let general = Configuration(usesFastPath: false)
    }

    /// Counters for tests and benchmarks (they never affect results).
    public struct Statistics: Hashable, Sendable {
        /// Simplex pivots performed so far.
        public var pivots = 0
        /// Row substitutions performed by pivots (a measure of fill-in work).
        public var substitutions = 0
        /// Phase-one (artificial variable) runs.
        public var artificialPhases = 0
        /// Compactions of the symbol table (see ``symbolCount``).
        public var compactions = 0
        /// Symbols dropped by them (markers and errors of removed
        /// constraints, artificial symbols of phase one).
        public var reclaimedSymbols = 0
    }

    public let configuration: Configuration
    var tableau: Tableau

    public init(configuration: Configuration = .init()) {
        self.configuration = configuration
        self.tableau = Tableau(fastPath: configuration.usesFastPath)
    }

    // MARK: Variables

    /// Makes a new variable. Its value is 0 until constraints say otherwise.
    public func makeVariable(_ name: String = "") -> Variable {
        tableau.makeVariable(name)
    }

    /// The name given to `makeVariable`, or `v<id>` when it was empty.
    public func name(of variable: Variable) -> String {
        tableau.name(of: variable)
    }

    /// Number of variables made so far.
    public var variableCount: Int { tableau.variableNames.count }

    /// Number of symbols the tableau holds: one per variable, and the
    /// markers and errors of the constraints, including those of removed
    /// constraints not yet reclaimed (at most about as many again as the
    /// living, see ``Tableau``). For tests and benchmarks.
    public var symbolCount: Int { tableau.kinds.count }

    /// The value of `variable` at the current optimum.
    ///
    /// - Complexity: O(1).
    public func value(of variable: Variable) -> Double {
        tableau.value(of: variable)
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// - Parameter tieBreakRank: the constraint's rank in the final tie-break
    ///   (lower ranks give way first); defaults to its insertion number.
    /// - Returns: the constraint's handle.
    /// - Throws: ``SolverError/invalidPriority(_:)`` for a priority outside
    ///   (0, 1000]; ``SolverError/nonFiniteValue`` for a NaN or infinite
    ///   number; ``SolverError/unknownVariable(_:)`` for a foreign variable;
    ///   ``SolverError/unsatisfiable(conflicting:)`` when a required constraint
    ///   cannot hold. On any error nothing changes.
    @discardableResult
    public func add(_ constraint: Constraint, tieBreakRank: Double? = nil) throws(SolverError) -> ConstraintID {
        try tableau.addConstraint(constraint, tieBreakRank: tieBreakRank)
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if `id` is not in the solver.
    public func remove(_ id: ConstraintID) throws(SolverError) {
        try tableau.removeConstraint(id)
    }

    /// Whether `id` is currently in the solver.
    public func contains(_ id: ConstraintID) -> Bool { tableau.record(id) != nil }

    /// The constraint behind a handle, if it is in the solver.
    public func constraint(_ id: ConstraintID) -> Constraint? { tableau.record(id)?.constraint }

    /// The handles of every constraint in the solver, in increasing order.
    public var constraintIDs: [ConstraintID] {
        tableau.constraints.indices.compactMap { i in
            tableau.record(ConstraintID(i)) == nil ? nil : ConstraintID(i)
        }
    }

    /// Number of constraints in the solver (edit variables not included).
    public var constraintCount: Int { tableau.userConstraintCount }

    /// Changes the tie-break rank of an optional constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue``.
    public func setTieBreakRank(_ rank: Double, for id: ConstraintID) throws(SolverError) {
        try tableau.setTieBreakRank(rank, for: id)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a `variable == suggestion`
    /// constraint at `priority`, whose suggestion ``suggestValue(_:for:)``
    /// changes cheaply (dual simplex from the current tableau).
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditVariable(_:)``, ``SolverError/invalidPriority(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try tableau.addEditVariable(variable, priority: priority)
    }

    /// Removes an edit variable and its constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.edits[variable.id] != nil
    }

    /// Suggests a value for an edit variable and re-optimises incrementally.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try tableau.suggestValue(value, for: variable)
    }

    // MARK: Diagnostics

    /// Whether `variable` has the same value in every optimal solution of the
    /// priority tiers (the tie-break row is not consulted). `false` means the
    /// layout is ambiguous in UIKit's sense.
    public func isUnique(_ variable: Variable) -> Bool {
        tableau.isUnique(variable)
    }

    /// The lowest and highest values of `variable` over the optimal face of
    /// the tiers whose priority is above `priority` (the lower tiers and the
    /// tie-break not consulted); nil where it is unbounded. For the direct
    /// path's checks (`ViewTree/DirectLayout.swift`): a length that no tier
    /// above `priority` lets move one way is decided that way by those
    /// tiers alone.
    public func range(of variable: Variable, tiersAbove priority: Double) -> (low: Double?, high: Double?) {
        tableau.probeRange(variable, above: priority)
    }

    /// The lowest value of `variable` over that face
    /// (``range(of:tiersAbove:)``'s low end, the high one not probed).
    public func lowest(of variable: Variable, tiersAbove priority: Double) -> Double? {
        tableau.probeBound(variable, above: priority, lowest: true)
    }

    /// The highest value of `variable` over that face
    /// (``range(of:tiersAbove:)``'s high end, the low one not probed).
    public func highest(of variable: Variable, tiersAbove priority: Double) -> Double? {
        tableau.probeBound(variable, above: priority, lowest: false)
    }

    /// A readable text dump of the tableau, for bug reports: variables with
    /// their values, constraints with their markers, the rows and the
    /// objective tiers. Deterministic.
    public func dump() -> String { tableau.dump() }

    /// Debug counters.
    public var statistics: Statistics { tableau.stats }

    // MARK: Snapshots

    /// The solver's whole state as a value (the tableau is copy-on-write:
    /// taking it copies nothing until the solver next changes).
    public struct Snapshot {
        fileprivate let tableau: Tableau
        /// How many variables existed when it was taken: a variable made
        /// after it is unknown once the snapshot is restored.
        public var variableCount: Int { tableau.variableNames.count }
    }

    /// The state now, for ``restore(_:)``.
    public func snapshot() -> Snapshot { Snapshot(tableau: tableau) }

    /// Puts back a state taken by ``snapshot()``: every variable, constraint
    /// and value as it was, so the same calls that followed the snapshot
    /// give bit-identical results again (an optimum that is not unique
    /// depends on the order of earlier calls; a reader that asks questions
    /// on a changed system and restores leaves no trace).
    public func restore(_ snapshot: Snapshot) { tableau = snapshot.tableau }

    /// Checks the tableau's internal invariants (every row canonical, every
    /// restricted basic variable non-negative, column index in sync); returns
    /// the problems found, empty when sound. For tests.
    public func checkInvariants() -> [String] { tableau.checkInvariants() }
}
