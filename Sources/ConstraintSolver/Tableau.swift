/// What the tableau keeps of each constraint it holds.
struct ConstraintRecord {
    var constraint: Constraint
    /// The slack (inequality), dummy (required equality) or first error
    /// symbol (optional equality) that marks the constraint's row.
    var marker: Int
    /// The second error symbol of an optional constraint, or -1.
    var other: Int
    /// The rank used by the final tie-break objective.
    var tieBreakRank: Double
    /// Edit constraints are internal: not counted, not listed.
    var isEdit: Bool
}

/// An edit variable: a `variable == constant` constraint whose constant moves.
struct EditRecord {
    var constraintIndex: Int
    var constant: Double
}

/// The simplex tableau behind ``Solver``.
///
/// Named after the Cassowary paper and kiwi's `SolverImpl`: rows are kept in
/// *basic feasible solved form* (every basic symbol is a row of parametric
/// symbols; every restricted basic symbol is ≥ 0), constraints are added with
/// `createRow` → `chooseSubject` → (phase one, `addWithArtificialVariable`, if
/// needed) and followed by `optimize`; edits use `dualOptimize`.
///
/// The objective is a *vector*: one row per priority tier, highest first, and
/// a final tie-break row. A parametric symbol improves the objective when its
/// first non-zero coefficient, read from the highest tier down, is negative
/// (lexicographic reduced cost).
struct Tableau {
    // Symbols.
    var kinds: [SymbolKind] = []
    /// The constraint each marker / error symbol belongs to (-1 for externals).
    var owner: [Int] = []

    // Variables.
    var variableNames: [String] = []
    var variableSymbol: [Int] = []

    // Rows, stored in slots; a symbol is basic iff `slotOf[symbol] >= 0`.
    var rows: [Row] = []
    var basicOfSlot: [Int] = []
    var freeSlots: [Int] = []
    var slotOf: [Int] = []
    /// For every symbol, the slots of the rows it appears in as a parametric symbol.
    var columns: [Set<Int>] = []

    // Objective: tiers sorted by priority, highest first; the tie-break row last.
    var tierPriorities: [Double] = []
    var tierRows: [Row] = []
    var tierMembers: [Int] = []
    var tieRow = Row()
    /// Phase-one objective while `addWithArtificialVariable` runs; probe
    /// objective while `isUnique` runs.
    var auxiliary: Row? = nil

    // Constraints and edits.
    var constraints: [ConstraintRecord?] = []
    var userConstraintCount = 0
    var edits: [Int: EditRecord] = [:]
    var infeasible: [Int] = []

    var stats = Solver.Statistics()
    let fastPath: Bool

    // Scratch buffers reused by `substitute`.
    var enteredScratch: [Int] = []
    var leftScratch: [Int] = []

    init(fastPath: Bool) { self.fastPath = fastPath }

    // MARK: - Symbols and variables

    mutating func newSymbol(_ kind: SymbolKind, owner constraintIndex: Int) -> Int {
        let s = kinds.count
        kinds.append(kind)
        owner.append(constraintIndex)
        slotOf.append(-1)
        columns.append([])
        return s
    }

    mutating func makeVariable(_ name: String) -> Variable {
        let v = Variable(id: variableNames.count)
        variableNames.append(name.isEmpty ? "v\(v.id)" : name)
        variableSymbol.append(newSymbol(.external, owner: -1))
        return v
    }

    func name(of v: Variable) -> String {
        v.id >= 0 && v.id < variableNames.count ? variableNames[v.id] : "v\(v.id)"
    }

    func knows(_ v: Variable) -> Bool { v.id >= 0 && v.id < variableNames.count }

    func value(of v: Variable) -> Double {
        guard knows(v) else { return 0 }
        let slot = slotOf[variableSymbol[v.id]]
        return slot >= 0 ? rows[slot].constant : 0
    }

    func record(_ id: ConstraintID) -> ConstraintRecord? {
        let i = id.rawValue
        guard i >= 0 && i < constraints.count, let r = constraints[i], !r.isEdit else { return nil }
        return r
    }

    // MARK: - Rows and the column index

    func row(of symbol: Int) -> Row? {
        let slot = slotOf[symbol]
        return slot >= 0 ? rows[slot] : nil
    }

    mutating func insertRow(_ row: Row, basic: Int) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basicOfSlot[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basicOfSlot.append(basic)
        }
        slotOf[basic] = slot
        for s in row.symbols { columns[s].insert(slot) }
    }

    @discardableResult
    mutating func removeRow(ofBasic basic: Int) -> Row {
        let slot = slotOf[basic]
        let row = rows[slot]
        for s in row.symbols { columns[s].remove(slot) }
        rows[slot] = Row()
        basicOfSlot[slot] = -1
        slotOf[basic] = -1
        freeSlots.append(slot)
        return row
    }

    /// Replaces every occurrence of parametric `symbol` by `row` (which must
    /// not contain `symbol`), in the rows and in every objective.
    mutating func substitute(_ symbol: Int, by row: Row) {
        let slots = columns[symbol]
        columns[symbol] = []
        for slot in slots {
            var r = rows[slot]
            let c = r.remove(symbol)
            enteredScratch.removeAll(keepingCapacity: true)
            leftScratch.removeAll(keepingCapacity: true)
            r.add(row, times: c, entered: &enteredScratch, left: &leftScratch)
            for s in enteredScratch { columns[s].insert(slot) }
            for s in leftScratch { columns[s].remove(slot) }
            rows[slot] = r
            stats.substitutions += 1
            let basic = basicOfSlot[slot]
            if kinds[basic] != .external && r.constant < 0 { infeasible.append(basic) }
        }
        for t in tierRows.indices { substituteObjective(&tierRows[t], symbol, row) }
        substituteObjective(&tieRow, symbol, row)
        if auxiliary != nil { substituteObjective(&auxiliary!, symbol, row) }
    }

    private func substituteObjective(_ objective: inout Row, _ symbol: Int, _ row: Row) {
        let c = objective.remove(symbol)
        if c != 0 { objective.add(row, times: c) }
    }

    /// Makes `entering` basic in the row of `leaving` and substitutes it everywhere.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = removeRow(ofBasic: leaving)
        row.solve(lhs: leaving, rhs: entering)
        substitute(entering, by: row)
        insertRow(row, basic: entering)
        stats.pivots += 1
    }

    // MARK: - The objective vector

    /// Index of the tier of `priority`, inserting an empty tier if needed.
    mutating func tierIndex(for priority: Double) -> Int {
        var lo = 0
        var hi = tierPriorities.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tierPriorities[mid] > priority { lo = mid + 1 } else { hi = mid }
        }
        if lo < tierPriorities.count && tierPriorities[lo] == priority { return lo }
        tierPriorities.insert(priority, at: lo)
        tierRows.insert(Row(), at: lo)
        tierMembers.insert(0, at: lo)
        return lo
    }

    func existingTier(for priority: Double) -> Int? {
        var lo = 0
        var hi = tierPriorities.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tierPriorities[mid] > priority { lo = mid + 1 } else { hi = mid }
        }
        return lo < tierPriorities.count && tierPriorities[lo] == priority ? lo : nil
    }

    /// Adds `weight × symbol` to an objective row, substituting the symbol's
    /// row if it is basic.
    mutating func addToObjective(_ objective: inout Row, _ symbol: Int, _ weight: Double) {
        if let r = row(of: symbol) { objective.add(r, times: weight) } else { objective.insert(symbol, weight) }
    }

    mutating func addErrorCosts(_ error: Int, tier: Int, rank: Double) {
        var t = tierRows[tier]
        addToObjective(&t, error, 1)
        tierRows[tier] = t
        var tie = tieRow
        addToObjective(&tie, error, rank)
        tieRow = tie
    }

    /// The sign of the lexicographic reduced cost of `symbol`: -1, 0 or +1.
    /// With `tiersOnly`, the tie-break row is not consulted.
    func reducedCostSign(_ symbol: Int, tiersOnly: Bool = false) -> Int {
        for t in tierRows.indices {
            let c = tierRows[t].coefficient(of: symbol)
            if c != 0 { return c < 0 ? -1 : 1 }
        }
        if !tiersOnly {
            let c = tieRow.coefficient(of: symbol)
            if c != 0 { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    // MARK: - Adding constraints

    mutating func addConstraint(_ constraint: Constraint, tieBreakRank: Double?, isEdit: Bool = false)
        throws(SolverError) -> ConstraintID
    {
        try validate(constraint)
        if let r = tieBreakRank, !r.isFinite { throw .nonFiniteValue }
        let index = constraints.count
        let rank = tieBreakRank ?? Double(index + 1)
        let required = constraint.priority.isRequired

        // createRow: substitute basic variables, then add marker and errors.
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            let s = variableSymbol[term.variable.id]
            if let r = self.row(of: s) { row.add(r, times: term.coefficient) } else { row.insert(s, term.coefficient) }
        }
        // Symbols are allocated only after validation, and only here, so a
        // failed add can give them back (see `rollBack`).
        let mark = kinds.count
        var marker = -1
        var other = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: index)
            row.insert(marker, sign)
            if !required {
                other = newSymbol(.error, owner: index)
                row.insert(other, -sign)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy, owner: index)
                row.insert(marker, 1)
            } else {
                marker = newSymbol(.error, owner: index)
                other = newSymbol(.error, owner: index)
                row.insert(marker, -1)
                row.insert(other, 1)
            }
        }
        if row.constant < 0 { row.negate() }

        // chooseSubject, as kiwi: an external first, else a restricted marker
        // or error whose coefficient is negative.
        var subject = -1
        if let s = row.symbols.first(where: { kinds[$0] == .external }) {
            subject = s
        } else if kinds[marker] != .dummy && row.coefficient(of: marker) < 0 {
            subject = marker
        } else if other >= 0 && row.coefficient(of: other) < 0 {
            subject = other
        }

        if subject < 0 && row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            if !nearZero(row.constant) {
                let conflicting = conflictSet(row, excluding: index)
                rollBackSymbols(to: mark)
                throw .unsatisfiable(conflicting: conflicting)
            }
            subject = marker
        }

        constraints.append(ConstraintRecord(
            constraint: constraint, marker: marker, other: other, tieBreakRank: rank, isEdit: isEdit))
        if !isEdit { userConstraintCount += 1 }
        if !required {
            let tier = tierIndex(for: constraint.priority.value)
            tierMembers[tier] += 1
            for e in record(errorsOf: constraints[index]!) { addErrorCosts(e, tier: tier, rank: rank) }
        }

        if subject >= 0 {
            row.solve(for: subject)
            substitute(subject, by: row)
            insertRow(row, basic: subject)
        } else {
            // Phase one may pivot anywhere; keep the state to restore it exactly.
            let saved = self
            if let conflicting = addWithArtificialVariable(row, constraintIndex: index) {
                let phases = stats.artificialPhases + 1
                self = saved
                rollBackSymbols(to: mark)
                constraints.removeLast()
                if !isEdit { userConstraintCount -= 1 }
                stats.artificialPhases = phases
                throw .unsatisfiable(conflicting: conflicting)
            }
            stats.artificialPhases += 1
        }
        infeasible.removeAll()
        optimize()
        return ConstraintID(index)
    }

    /// The error symbols of an optional constraint (costed in the objective).
    func record(errorsOf rec: ConstraintRecord) -> [Int] {
        if rec.constraint.priority.isRequired { return [] }
        return rec.constraint.relation == .equal ? [rec.marker, rec.other] : [rec.other]
    }

    func validate(_ c: Constraint) throws(SolverError) {
        guard c.priority.isValid else { throw .invalidPriority(c.priority.value) }
        guard c.expression.constant.isFinite else { throw .nonFiniteValue }
        for t in c.expression.terms {
            guard t.coefficient.isFinite else { throw .nonFiniteValue }
            guard knows(t.variable) else { throw .unknownVariable(t.variable) }
        }
    }

    /// Forgets symbols allocated at or after `mark` (they are in no row).
    mutating func rollBackSymbols(to mark: Int) {
        kinds.removeSubrange(mark...)
        owner.removeSubrange(mark...)
        slotOf.removeSubrange(mark...)
        columns.removeSubrange(mark...)
    }

    /// The required constraints whose markers carry the infeasibility
    /// certificate in `row` (their dual multipliers are non-zero).
    func conflictSet(_ row: Row, excluding index: Int) -> [ConstraintID] {
        var ids: [Int] = []
        for s in row.symbols where kinds[s] != .external {
            let o = owner[s]
            if o >= 0 && o != index, let r = constraints[o], r.constraint.priority.isRequired, r.marker == s {
                ids.append(o)
            }
        }
        return ids.sorted().map { ConstraintID($0) }
    }

    /// Phase one: adds `row` through an artificial variable and minimises it.
    /// Returns nil on success, or the conflicting set when the constraint
    /// cannot be satisfied (the caller restores the saved state).
    mutating func addWithArtificialVariable(_ row: Row, constraintIndex: Int) -> [ConstraintID]? {
        let art = newSymbol(.slack, owner: -1)
        insertRow(row, basic: art)
        auxiliary = row
        optimize(useAuxiliary: true)
        let phaseOne = auxiliary!
        auxiliary = nil
        if !nearZero(phaseOne.constant) {
            return conflictSet(phaseOne, excluding: constraintIndex)
        }
        if slotOf[art] >= 0 {
            var r = removeRow(ofBasic: art)
            if !r.isConstant {
                guard let entering = r.symbols.first(where: { kinds[$0] == .slack || kinds[$0] == .error }) else {
                    return conflictSet(phaseOne, excluding: constraintIndex)
                }
                r.solve(lhs: art, rhs: entering)
                substitute(entering, by: r)
                insertRow(r, basic: entering)
            }
        }
        // Remove the artificial symbol from every row and objective.
        for slot in columns[art] {
            rows[slot].remove(art)
        }
        columns[art] = []
        for t in tierRows.indices { tierRows[t].remove(art) }
        tieRow.remove(art)
        kinds[art] = .dummy  // inert from now on
        return nil
    }

    // MARK: - Removing constraints

    mutating func removeConstraint(_ id: ConstraintID) throws(SolverError) {
        guard record(id) != nil else { throw .unknownConstraint(id) }
        removeConstraint(at: id.rawValue)
        userConstraintCount -= 1
    }

    mutating func removeConstraint(at index: Int) {
        let rec = constraints[index]!
        let required = rec.constraint.priority.isRequired
        if !required, let tier = existingTier(for: rec.constraint.priority.value) {
            // Take the constraint's errors out of the objective.
            for e in record(errorsOf: rec) {
                var t = tierRows[tier]
                addToObjective(&t, e, -1)
                tierRows[tier] = t
                var tie = tieRow
                addToObjective(&tie, e, -rec.tieBreakRank)
                tieRow = tie
            }
            tierMembers[tier] -= 1
            if tierMembers[tier] == 0 {
                tierPriorities.remove(at: tier)
                tierRows.remove(at: tier)
                tierMembers.remove(at: tier)
            }
        }
        // Make the marker basic (if it is not) and drop its row.
        if slotOf[rec.marker] >= 0 {
            removeRow(ofBasic: rec.marker)
        } else if let leaving = markerLeavingSymbol(rec.marker) {
            var r = removeRow(ofBasic: leaving)
            r.solve(lhs: leaving, rhs: rec.marker)
            substitute(rec.marker, by: r)
            stats.pivots += 1
        }
        // Once the marker is gone, the constraint's remaining error symbol
        // has a zero coefficient in every other row (it appeared in no other
        // original equation); drop it and any rounding residue.
        if rec.other >= 0 { eliminate(rec.other) }
        constraints[index] = nil
        infeasible.removeAll()
        optimize()
    }

    /// Removes a symbol that no longer means anything: its row if basic,
    /// else its column (a parametric symbol at 0 can be dropped).
    mutating func eliminate(_ symbol: Int) {
        if slotOf[symbol] >= 0 {
            removeRow(ofBasic: symbol)
        } else {
            for slot in columns[symbol] { rows[slot].remove(symbol) }
            columns[symbol] = []
            for t in tierRows.indices { tierRows[t].remove(symbol) }
            tieRow.remove(symbol)
        }
    }

    /// kiwi's `getMarkerLeavingRow`: the row to pivot `marker` into when the
    /// constraint it marks is removed (keeping the tableau feasible).
    func markerLeavingSymbol(_ marker: Int) -> Int? {
        var r1 = Double.infinity
        var r2 = Double.infinity
        var first = -1
        var second = -1
        var third = -1
        for slot in columns[marker].sorted() {
            let basic = basicOfSlot[slot]
            let c = rows[slot].coefficient(of: marker)
            if c == 0 { continue }
            if kinds[basic] == .external {
                if third < 0 || basic < third { third = basic }
            } else if c < 0 {
                let r = -rows[slot].constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = rows[slot].constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    mutating func setTieBreakRank(_ rank: Double, for id: ConstraintID) throws(SolverError) {
        guard let rec = record(id) else { throw .unknownConstraint(id) }
        guard rank.isFinite else { throw .nonFiniteValue }
        if !rec.constraint.priority.isRequired {
            let delta = rank - rec.tieBreakRank
            for e in record(errorsOf: rec) {
                var tie = tieRow
                addToObjective(&tie, e, delta)
                tieRow = tie
            }
        }
        constraints[id.rawValue]!.tieBreakRank = rank
        optimize()
    }

    // MARK: - Edit variables

    mutating func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        guard knows(v) else { throw .unknownVariable(v) }
        guard edits[v.id] == nil else { throw .duplicateEditVariable(v) }
        guard priority.isValid else { throw .invalidPriority(priority.value) }
        guard !priority.isRequired else { throw .requiredEditVariable(v) }
        let id = try addConstraint(
            Constraint(LinearExpression(v), .equal, LinearExpression(0), priority: priority), tieBreakRank: nil, isEdit: true)
        edits[v.id] = EditRecord(constraintIndex: id.rawValue, constant: 0)
    }

    mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let e = edits[v.id] else { throw .unknownEditVariable(v) }
        edits[v.id] = nil
        removeConstraint(at: e.constraintIndex)
    }

    /// kiwi's `suggestValue`: move the edit constraint's constant and restore
    /// feasibility with the dual simplex (the objective stays optimal).
    mutating func suggestValue(_ value: Double, for v: Variable) throws(SolverError) {
        guard var e = edits[v.id] else { throw .unknownEditVariable(v) }
        guard value.isFinite else { throw .nonFiniteValue }
        let rec = constraints[e.constraintIndex]!
        let delta = value - e.constant
        e.constant = value
        edits[v.id] = e
        infeasible.removeAll()
        if let slot = Optional(slotOf[rec.marker]), slot >= 0 {
            rows[slot].constant -= delta
            if rows[slot].constant < 0 { infeasible.append(rec.marker) }
        } else if let slot = Optional(slotOf[rec.other]), slot >= 0 {
            rows[slot].constant += delta
            if rows[slot].constant < 0 { infeasible.append(rec.other) }
        } else {
            for slot in columns[rec.marker].sorted() {
                let c = rows[slot].coefficient(of: rec.marker)
                rows[slot].constant += delta * c
                let basic = basicOfSlot[slot]
                if kinds[basic] != .external && rows[slot].constant < 0 { infeasible.append(basic) }
            }
        }
        dualOptimize()
        optimize()
    }

    // MARK: - Simplex

    /// Primal simplex on the objective vector (or on `auxiliary`), entering
    /// the lexicographically most improving symbol, leaving by the ratio test.
    /// Ties go to the lowest symbol id; after a run of degenerate pivots the
    /// entering rule becomes Bland's (lowest improving id), which cannot cycle.
    mutating func optimize(useAuxiliary: Bool = false, blocked: [Bool]? = nil) {
        var degenerate = 0
        while true {
            let bland = degenerate > 50
            guard let (entering, direction) = enteringSymbol(useAuxiliary: useAuxiliary, blocked: blocked, bland: bland)
            else { return }
            guard let leaving = leavingSymbol(entering, direction: direction) else {
                // Unbounded: cannot happen for an objective of non-negative
                // errors; for a probe objective it means "unbounded".
                if useAuxiliary { auxiliary = nil }
                return
            }
            let slot = slotOf[leaving]
            if nearZero(rows[slot].constant) { degenerate += 1 } else { degenerate = 0 }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol to enter and the direction it moves (+1 grows, -1 shrinks:
    /// only externals, being unrestricted, ever shrink).
    func enteringSymbol(useAuxiliary: Bool, blocked: [Bool]?, bland: Bool) -> (Int, Int)? {
        func eligible(_ s: Int) -> Bool {
            kinds[s] != .dummy && (blocked == nil || !blocked![s])
        }
        if useAuxiliary {
            guard let aux = auxiliary else { return nil }
            var best = -1
            var bestValue = 0.0
            for (i, s) in aux.symbols.enumerated() where eligible(s) {
                let c = aux.coefficients[i]
                let gain = kinds[s] == .external ? -abs(c) : c
                if gain < -epsilon && (bland ? best < 0 : gain < bestValue) {
                    best = s; bestValue = gain
                    if bland { break }
                }
            }
            if best < 0 { return nil }
            return (best, kinds[best] == .external && aux.coefficient(of: best) > 0 ? -1 : 1)
        }
        var objectives = tierRows
        objectives.append(tieRow)
        var blandBest = -1
        var blandDirection = 1
        for t in objectives.indices {
            var best = -1
            var bestValue = 0.0
            var bestDirection = 1
            let o = objectives[t]
            for (i, s) in o.symbols.enumerated() where eligible(s) {
                let c = o.coefficients[i]
                let external = kinds[s] == .external
                if !external && c >= 0 { continue }
                if external && c == 0 { continue }
                // Must be neutral in every higher tier.
                var neutral = true
                for u in 0..<t where objectives[u].coefficient(of: s) != 0 { neutral = false; break }
                if !neutral { continue }
                let gain = -abs(c)
                if bland {
                    if blandBest < 0 || s < blandBest { blandBest = s; blandDirection = c > 0 ? -1 : 1 }
                    break
                }
                if gain < bestValue { best = s; bestValue = gain; bestDirection = c > 0 ? -1 : 1 }
            }
            if !bland && best >= 0 { return (best, bestDirection) }
        }
        return blandBest >= 0 ? (blandBest, blandDirection) : nil
    }

    /// The ratio test: the restricted basic symbol that first hits zero as
    /// `entering` moves in `direction`. Ties go to the lowest symbol id.
    func leavingSymbol(_ entering: Int, direction: Int) -> Int? {
        var best = -1
        var ratio = Double.infinity
        for slot in columns[entering] {
            let basic = basicOfSlot[slot]
            if kinds[basic] == .external { continue }
            let c = rows[slot].coefficient(of: entering) * Double(direction)
            if c < 0 {
                let r = -rows[slot].constant / c
                if r < ratio || (r == ratio && basic < best) { ratio = r; best = basic }
            }
        }
        return best >= 0 ? best : nil
    }

    /// Dual simplex: pivots infeasible rows (restricted basic symbols below
    /// zero) back to feasibility while keeping the objective optimal.
    mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            let slot = slotOf[leaving]
            guard slot >= 0, rows[slot].constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(rows[slot]) else { continue }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol minimising the lexicographic ratio objective / coefficient
    /// over the row's positive coefficients (unrestricted symbols, whose
    /// reduced costs are zero at the optimum, go first).
    func dualEnteringSymbol(_ row: Row) -> Int? {
        if let external = row.symbols.first(where: { kinds[$0] == .external }) { return external }
        var best = -1
        var bestRatio: [Double] = []
        for (i, s) in row.symbols.enumerated() where kinds[s] != .dummy {
            let c = row.coefficients[i]
            guard c > 0 else { continue }
            var ratio = tierRows.map { $0.coefficient(of: s) / c }
            ratio.append(tieRow.coefficient(of: s) / c)
            if best < 0 || ratio.lexicographicallyPrecedes(bestRatio) { best = s; bestRatio = ratio }
        }
        return best >= 0 ? best : nil
    }
}
