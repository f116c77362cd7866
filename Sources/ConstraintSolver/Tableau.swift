/// What the tableau keeps of each constraint it holds.
struct ConstraintRecord {
    var constraint: Constraint
    /// The slack (inequality), dummy (required equality) or first error
    /// symbol (optional equality) that marks the constraint's equation.
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
/// Named after the Cassowary paper and kiwi's `SolverImpl`: constraints are
/// added with `createRow` → `chooseSubject` → (phase one,
/// `addWithArtificialVariable`, if no subject keeps the tableau feasible)
/// and followed by `optimize`; edits use `dualOptimize`. Every restricted
/// basic symbol (slack, error) has a *canonical* row over parametric
/// symbols, kept ≥ 0.
///
/// **The objective is a vector**: one row per priority tier, highest first,
/// and a final tie-break row. A parametric symbol improves the objective when
/// its first non-zero coefficient, read from the highest tier down, is
/// negative (lexicographic reduced cost).
///
/// **The fast path: deferred rows.** A canonical tableau is quadratic on
/// layout chains: the row of the n-th view's position is the cumulative sum of
/// every width before it (kiwi needs seconds for a 1 000-view stack for this
/// reason). But the rows of *external* (unrestricted) basic symbols are never
/// used by the simplex: externals never leave the basis, never take part in a
/// ratio test and never appear in the objective. With the fast path those rows
/// are kept *deferred*: each is just a valid equation `x = constant + Σ c·s`
/// whose symbols may themselves be basic (an acyclic definition graph), e.g.
/// `x₅ = x₄ + w₄ + 2`. Pivots do not substitute into them; values are
/// evaluated through the graph; a canonical expansion is computed only when a
/// new restricted row needs one. Every deferred row is a linear combination of
/// the same constraints as its canonical form, so the feasible set, the
/// objective and every pivot on restricted rows are exactly those of the
/// general path (property tests compare the two).
///
/// **Symbols are reclaimed.** A removed constraint's marker and error, and
/// the artificial symbol of a phase one, leave the system but kept their
/// ids, and every per-symbol array (kinds, columns, levels, scratch …) kept
/// their entries: a session that toggles a 1 000-row stack between the
/// direct path and the solver left ~16 000 dead symbols per toggle, and
/// every phase one (which snapshots the tableau for its rollback and then
/// appends a symbol, copying each of those arrays) paid for all of them.
/// Once the dead outnumber the living (``compactIfWorthwhile()``), they are
/// dropped and the living renumbered *in the same order*
/// (``compactSymbols()``). Every choice the simplex makes between equals
/// compares symbol ids (the lowest wins) or walks rows in ascending symbol
/// order, and a renumbering that keeps the order keeps every such
/// comparison, every merge order and so every floating-point operation: the
/// same calls give bit-identical values, the same pivots and the same choice
/// among ambiguous optima with or without it (SymbolReclamationTests). Only
/// the names in ``dump()`` change. Slots (rows) are not renumbered: the
/// column index holds slots, and its iteration order stays as it was.
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
    var isDeferredSlot: [Bool] = []
    var freeSlots: [Int] = []
    var slotOf: [Int] = []
    /// For every symbol, the canonical rows it appears in (as a parametric symbol).
    var columns: [SlotSet] = []
    /// For every symbol, the deferred rows that mention it directly.
    var references: [SlotSet] = []

    // Objective: tiers sorted by priority, highest first; the tie-break row last.
    var tierPriorities: [Double] = []
    var tierRows: [DenseRow] = []
    var tierMembers: [Int] = []
    var tieRow = DenseRow()
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

    /// Symbols of removed constraints and of finished phase ones not yet
    /// reclaimed (``compactIfWorthwhile()``).
    var deadSymbols = 0
    /// The fewest dead symbols worth a compaction (tests lower it to
    /// compact after every removal; `Int.max` never compacts).
    var compactionFloor = 1024

    /// Symbols whose reduced cost may have changed since they were last
    /// priced (pricing only looks at these, so an `optimize` after a small
    /// change costs in proportion to the change, not to the objective).
    var candidates: [Int] = []
    var isCandidate: [Bool] = []

    // Scratch space (per symbol) for expansion, evaluation and graph walks.
    var accumulator: [Double] = []
    /// The largest magnitude of a term added into `accumulator[s]`, the
    /// scale against which ``cancelled(_:scale:)`` judges the sum.
    var termScale: [Double] = []
    var stamp: [Int] = []
    var stampCounter = 0
    /// Topological level of a deferred row: greater than the level of every
    /// deferred symbol it mentions (0 for symbols without a deferred row).
    var level: [Int] = []
    var valueCache: [Double] = []
    var valueGeneration: [Int] = []
    var generation = 1
    var enteredScratch: [Int] = []
    var leftScratch: [Int] = []
    var orderScratch: [Int] = []
    var evaluationScratch: [(symbol: Int, next: Int, sum: Double)] = []
    var touchedScratch: [Int] = []

    init(fastPath: Bool) { self.fastPath = fastPath }

    // MARK: - Symbols and variables

    mutating func newSymbol(_ kind: SymbolKind, owner constraintIndex: Int) -> Int {
        let s = kinds.count
        // The per-symbol arrays grow together, 64 symbols at first: a
        // first layout does not reallocate each of them five times.
        if s == kinds.capacity { reserveSymbols(Swift.max(64, 2 * s)) }
        kinds.append(kind)
        owner.append(constraintIndex)
        slotOf.append(-1)
        columns.append(SlotSet())
        references.append(SlotSet())
        isCandidate.append(false)
        accumulator.append(0)
        termScale.append(0)
        stamp.append(0)
        level.append(0)
        valueCache.append(0)
        valueGeneration.append(0)
        return s
    }

    private mutating func reserveSymbols(_ n: Int) {
        kinds.reserveCapacity(n)
        owner.reserveCapacity(n)
        slotOf.reserveCapacity(n)
        columns.reserveCapacity(n)
        references.reserveCapacity(n)
        isCandidate.reserveCapacity(n)
        accumulator.reserveCapacity(n)
        termScale.reserveCapacity(n)
        stamp.reserveCapacity(n)
        level.reserveCapacity(n)
        valueCache.reserveCapacity(n)
        valueGeneration.reserveCapacity(n)
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

    mutating func value(of v: Variable) -> Double {
        guard knows(v) else { return 0 }
        return value(ofSymbol: variableSymbol[v.id])
    }

    func record(_ id: ConstraintID) -> ConstraintRecord? {
        let i = id.rawValue
        guard i >= 0 && i < constraints.count, let r = constraints[i], !r.isEdit else { return nil }
        return r
    }

    // MARK: - Rows and their indexes

    @inline(__always) func isDeferred(_ symbol: Int) -> Bool {
        let slot = slotOf[symbol]
        return slot >= 0 && isDeferredSlot[slot]
    }

    mutating func insertRow(_ row: Row, basic: Int) {
        let deferred = fastPath && kinds[basic] == .external
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basicOfSlot[slot] = basic
            isDeferredSlot[slot] = deferred
        } else {
            slot = rows.count
            rows.append(row)
            basicOfSlot.append(basic)
            isDeferredSlot.append(deferred)
        }
        slotOf[basic] = slot
        if deferred {
            var l = 0
            for s in row.symbols {
                references[s].insert(slot)
                if isDeferred(s) && level[s] > l { l = level[s] }
            }
            level[basic] = l + 1
            raiseLevels(above: basic)
        } else {
            level[basic] = 0
            for s in row.symbols { columns[s].insert(slot) }
        }
    }

    /// Restores the level invariant after `symbol` got a (higher) level:
    /// every deferred row that mentions it must sit above it.
    private mutating func raiseLevels(above symbol: Int) {
        if references[symbol].isEmpty { return }
        var queue = [symbol]
        while let v = queue.popLast() {
            for slot in references[v] {
                let b = basicOfSlot[slot]
                if level[b] <= level[v] {
                    level[b] = level[v] + 1
                    queue.append(b)
                }
            }
        }
    }

    @discardableResult
    mutating func removeRow(ofBasic basic: Int) -> Row {
        let slot = slotOf[basic]
        let row = rows[slot]
        if isDeferredSlot[slot] {
            for s in row.symbols { references[s].remove(slot) }
        } else {
            for s in row.symbols { columns[s].remove(slot) }
        }
        rows[slot] = Row()
        basicOfSlot[slot] = -1
        slotOf[basic] = -1
        level[basic] = 0
        freeSlots.append(slot)
        return row
    }

    /// Replaces the row in `slot` by `k·row` added to it without `symbol`,
    /// keeping the slot's index (columns or references) in sync.
    private mutating func substitute(into slot: Int, _ symbol: Int, _ row: Row) {
        // Take the row out of its slot, so that it is the only reference to
        // its storage and is mutated in place (a copy left in `rows` would
        // make every mutation below copy the whole row: copy-on-write).
        var r = rows[slot]
        rows[slot] = Row()
        let c = r.remove(symbol)
        enteredScratch.removeAll(keepingCapacity: true)
        leftScratch.removeAll(keepingCapacity: true)
        r.add(row, times: c, entered: &enteredScratch, left: &leftScratch)
        if isDeferredSlot[slot] {
            for s in enteredScratch { references[s].insert(slot) }
            for s in leftScratch { references[s].remove(slot) }
        } else {
            for s in enteredScratch { columns[s].insert(slot) }
            for s in leftScratch { columns[s].remove(slot) }
        }
        rows[slot] = r
        stats.substitutions += 1
    }

    /// Replaces every occurrence of parametric `symbol` by `row` (which must
    /// not contain `symbol`) in the canonical rows and in every objective.
    /// Deferred rows keep mentioning `symbol`: they stay valid equations.
    mutating func substitute(_ symbol: Int, by row: Row) {
        let slots = columns[symbol].members
        columns[symbol].removeAll()
        for slot in slots {
            substitute(into: slot, symbol, row)
            let basic = basicOfSlot[slot]
            if kinds[basic] != .external && rows[slot].constant < 0 { infeasible.append(basic) }
        }
        var touched = false
        for t in tierRows.indices {
            let c = tierRows[t].remove(symbol)
            if c != 0 { tierRows[t].add(row, times: c); touched = true }
        }
        let c = tieRow.remove(symbol)
        if c != 0 { tieRow.add(row, times: c); touched = true }
        if touched { markCandidates(row) }
        if auxiliary != nil {
            let c = auxiliary!.remove(symbol)
            if c != 0 { auxiliary!.add(row, times: c) }
        }
    }

    /// Rewrites the deferred rows that mention `symbol` with `row` in its
    /// place; used when `symbol` leaves the system (a removed constraint's
    /// marker). `row` must not close a cycle: it is canonical, or its
    /// deferred symbols all lie below every row that mentions `symbol`.
    mutating func substituteInDeferredRows(_ symbol: Int, by row: Row) {
        let slots = references[symbol].members
        references[symbol].removeAll()
        for slot in slots { substitute(into: slot, symbol, row) }
    }

    /// Makes `entering` basic in the row of `leaving` and substitutes it everywhere.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = removeRow(ofBasic: leaving)
        row.solve(lhs: leaving, rhs: entering)
        substitute(entering, by: row)
        insertRow(row, basic: entering)
        stats.pivots += 1
    }

    // MARK: - Canonical expansion and values

    /// The row of basic `symbol` over parametric symbols only.
    mutating func canonicalRow(of symbol: Int) -> Row? {
        let slot = slotOf[symbol]
        guard slot >= 0 else { return nil }
        return isDeferredSlot[slot] ? expand(rows[slot]) : rows[slot]
    }

    /// Rewrites `row` over parametric symbols only. Deferred rows are
    /// expanded highest level first (a max-heap on the level), so a row is
    /// opened only once every row that mentions it has been, and never if the
    /// coefficients reaching it cancel: `spanner.minY − item.minY` stops at
    /// the row both are defined from instead of walking the whole chain above
    /// it. Canonical rows of restricted basics are substituted last.
    mutating func expand(_ row: Row) -> Row {
        if !row.symbols.contains(where: { slotOf[$0] >= 0 }) { return row }
        stampCounter += 1
        let mark = stampCounter
        var heap = orderScratch  // symbols, ordered by level (max-heap)
        var touched = touchedScratch
        orderScratch = []  // move the buffers out, so mutating them does not copy
        touchedScratch = []
        heap.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
        // A touched entry that sums to 0 holds `tiny` so it is not listed twice.
        let tiny = Double.leastNonzeroMagnitude
        var constant = row.constant

        func push(_ s: Int, _ heap: inout [Int]) {
            heap.append(s)
            var i = heap.count - 1
            while i > 0 {
                let p = (i - 1) / 2
                if level[heap[p]] >= level[heap[i]] { break }
                heap.swapAt(p, i)
                i = p
            }
        }
        func pop(_ heap: inout [Int]) -> Int {
            let top = heap[0]
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                var i = 0
                while true {
                    let l = 2 * i + 1
                    if l >= heap.count { break }
                    var c = l
                    if l + 1 < heap.count && level[heap[l + 1]] > level[heap[l]] { c = l + 1 }
                    if level[heap[i]] >= level[heap[c]] { break }
                    heap.swapAt(i, c)
                    i = c
                }
            }
            return top
        }

        for (i, s) in row.symbols.enumerated() {
            let term = row.coefficients[i]
            if accumulator[s] == 0 { touched.append(s) }
            accumulator[s] += term
            termScale[s] = Swift.max(termScale[s], abs(term))
            if accumulator[s] == 0 { accumulator[s] = tiny }
            if isDeferred(s) && stamp[s] != mark { stamp[s] = mark; push(s, &heap) }
        }
        while !heap.isEmpty {
            let v = pop(&heap)
            let c = accumulator[v]
            // Cancelled: not opened.
            if c == 0 || c == tiny || cancelled(c, scale: termScale[v]) { continue }
            accumulator[v] = tiny  // consumed; `v` is in `touched`
            let r = rows[slotOf[v]]
            constant += c * r.constant
            for (i, s) in r.symbols.enumerated() {
                let term = c * r.coefficients[i]
                if accumulator[s] == 0 { touched.append(s) }
                accumulator[s] += term
                termScale[s] = Swift.max(termScale[s], abs(term))
                if accumulator[s] == 0 { accumulator[s] = tiny }
                if isDeferred(s) && stamp[s] != mark { stamp[s] = mark; push(s, &heap) }
            }
        }
        // Canonical rows of restricted basics hold only parametric symbols.
        var t = 0
        while t < touched.count {
            let s = touched[t]
            t += 1
            let slot = slotOf[s]
            guard slot >= 0, !isDeferredSlot[slot] else { continue }
            let c = accumulator[s]
            if c == tiny { continue }
            accumulator[s] = tiny
            if cancelled(c, scale: termScale[s]) { continue }
            let r = rows[slot]
            constant += c * r.constant
            for (i, u) in r.symbols.enumerated() {
                let term = c * r.coefficients[i]
                if accumulator[u] == 0 { touched.append(u) }
                accumulator[u] += term
                termScale[u] = Swift.max(termScale[u], abs(term))
                if accumulator[u] == 0 { accumulator[u] = tiny }
            }
        }
        var out = Row(constant: constant)
        out.symbols.reserveCapacity(touched.count)
        out.coefficients.reserveCapacity(touched.count)
        touched.sort()
        for s in touched {
            let c = accumulator[s]
            accumulator[s] = 0
            let scale = termScale[s]
            termScale[s] = 0
            if slotOf[s] < 0 && c != tiny && !cancelled(c, scale: scale) {
                out.symbols.append(s)
                out.coefficients.append(c)
            }
        }
        orderScratch = heap
        touchedScratch = touched
        return out
    }

    /// The current value of a symbol: parametric symbols are 0, canonical
    /// basics their row's constant, deferred basics are evaluated through the
    /// definition graph (memoised until the next change).
    mutating func value(ofSymbol symbol: Int) -> Double {
        let slot = slotOf[symbol]
        if slot < 0 { return 0 }
        if !isDeferredSlot[slot] { return rows[slot].constant }
        if valueGeneration[symbol] == generation { return valueCache[symbol] }
        // Fast path: every symbol the row mentions already has a value.
        do {
            let r = rows[slot]
            var sum = r.constant
            var known = true
            for (i, s) in r.symbols.enumerated() {
                let sSlot = slotOf[s]
                if sSlot < 0 { continue }
                if !isDeferredSlot[sSlot] {
                    sum += r.coefficients[i] * rows[sSlot].constant
                } else if valueGeneration[s] == generation {
                    sum += r.coefficients[i] * valueCache[s]
                } else {
                    known = false
                    break
                }
            }
            if known {
                valueCache[symbol] = sum
                valueGeneration[symbol] = generation
                return sum
            }
        }
        var stack = evaluationScratch
        evaluationScratch = []  // move the buffer out, so appending does not copy it
        stack.removeAll(keepingCapacity: true)
        stack.append((symbol, 0, rows[slot].constant))
        defer { evaluationScratch = stack }
        while let top = stack.last {
            let r = rows[slotOf[top.symbol]]
            var i = top.next
            var sum = top.sum
            var descended = false
            while i < r.symbols.count {
                let s = r.symbols[i]
                let sSlot = slotOf[s]
                if sSlot >= 0 {
                    if !isDeferredSlot[sSlot] {
                        sum += r.coefficients[i] * rows[sSlot].constant
                    } else if valueGeneration[s] == generation {
                        sum += r.coefficients[i] * valueCache[s]
                    } else {
                        stack[stack.count - 1].next = i
                        stack[stack.count - 1].sum = sum
                        stack.append((s, 0, rows[sSlot].constant))
                        descended = true
                        break
                    }
                }
                i += 1
            }
            if descended { continue }
            valueCache[top.symbol] = sum
            valueGeneration[top.symbol] = generation
            stack.removeLast()
        }
        return valueCache[symbol]
    }

    /// Whether `target` is reachable from the deferred rows mentioned by
    /// `row` (a new deferred row for `target` would then close a cycle).
    ///
    /// Walks *up* from `target` through the rows that mention it. Levels rise
    /// strictly along that walk, so rows above the highest level in `row`
    /// cannot lead to it and are not visited: adding a row's local
    /// definitions, or re-linking a stack's chain, looks at a few rows only.
    ///
    /// `target` itself in `row` is ignored (the caller is asking about the
    /// row's other symbols: the row will be solved for `target`), so the
    /// caller need not copy the row without it.
    mutating func reaches(_ row: Row, _ target: Int) -> Bool {
        stampCounter += 2
        let inRow = stampCounter - 1
        let seen = stampCounter
        var ceiling = -1
        for s in row.symbols where s != target {
            if isDeferred(s) { stamp[s] = inRow; ceiling = Swift.max(ceiling, level[s]) }
        }
        if ceiling < 0 { return false }
        var stack = [target]
        while let v = stack.popLast() {
            for slot in references[v] {
                let b = basicOfSlot[slot]
                if stamp[b] == inRow { return true }
                if level[b] <= ceiling && stamp[b] != seen {
                    stamp[b] = seen
                    stack.append(b)
                }
            }
        }
        return false
    }

    // MARK: - The objective vector

    /// Index of the tier of `priority`, inserting an empty tier if needed.
    mutating func tierIndex(for priority: Double) -> Int {
        if let t = existingTier(for: priority) { return t }
        var lo = 0
        while lo < tierPriorities.count && tierPriorities[lo] > priority { lo += 1 }
        tierPriorities.insert(priority, at: lo)
        tierRows.insert(DenseRow(), at: lo)
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

    @inline(__always) mutating func markCandidate(_ s: Int) {
        if !isCandidate[s] { isCandidate[s] = true; candidates.append(s) }
    }

    mutating func markCandidates(_ row: Row) {
        for s in row.symbols { markCandidate(s) }
    }

    /// Adds `weight × error` to tier `tier` (nil: the tie-break row),
    /// substituting the error's (canonical) row if it is basic.
    mutating func addToObjective(tier: Int?, _ error: Int, _ weight: Double) {
        if let r = canonicalRow(of: error) {
            if let tier { tierRows[tier].add(r, times: weight) } else { tieRow.add(r, times: weight) }
            markCandidates(r)
        } else {
            if let tier { tierRows[tier].insert(error, weight) } else { tieRow.insert(error, weight) }
            markCandidate(error)
        }
    }

    /// Adds (or, with `sign` -1, removes) the costs of an error symbol: 1 in
    /// its tier, its rank in the tie-break row.
    mutating func addErrorCosts(_ error: Int, tier: Int, rank: Double, sign: Double = 1) {
        addToObjective(tier: tier, error, sign)
        addToObjective(tier: nil, error, sign * rank)
    }

    /// The sign of the lexicographic reduced cost of `symbol`: -1, 0 or +1.
    /// With `tiersOnly`, the tie-break row is not consulted.
    func reducedCostSign(_ symbol: Int, tiersOnly: Bool = false, above floor: Double = -.infinity) -> Int {
        for t in tierRows.indices where tierPriorities[t] > floor {
            let c = tierRows[t].coefficient(of: symbol)
            if c != 0 { return c < 0 ? -1 : 1 }
        }
        if !tiersOnly {
            let c = tieRow.coefficient(of: symbol)
            if c != 0 { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    func inObjective(_ symbol: Int) -> Bool {
        tierRows.contains { $0.coefficient(of: symbol) != 0 } || tieRow.coefficient(of: symbol) != 0
    }

    // MARK: - Adding constraints

    mutating func addConstraint(_ constraint: Constraint, tieBreakRank: Double?, isEdit: Bool = false)
        throws(SolverError) -> ConstraintID
    {
        try validate(constraint)
        if let r = tieBreakRank, !r.isFinite { throw .nonFiniteValue }
        generation += 1
        let index = constraints.count
        let rank = tieBreakRank ?? Double(index + 1)
        let required = constraint.priority.isRequired

        // createRow: the constraint over symbols, with its marker and errors.
        // The general path substitutes basic variables at once (kiwi); the
        // fast path first looks for a deferred subject.
        var row = Row(constant: constraint.expression.constant)
        // Its terms, a marker and an error: one allocation per array.
        row.symbols.reserveCapacity(constraint.expression.terms.count + 2)
        row.coefficients.reserveCapacity(constraint.expression.terms.count + 2)
        for term in constraint.expression.terms {
            let s = variableSymbol[term.variable.id]
            if !fastPath, let r = canonicalRow(of: s) {
                row.add(r, times: term.coefficient)
            } else {
                row.insert(s, term.coefficient)
            }
        }
        // Symbols are allocated only after validation, so a failed add can
        // give them back (`rollBackSymbols`).
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
        let rec = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, tieBreakRank: rank, isEdit: isEdit)

        // Fast path: a parametric external that no canonical row or objective
        // mentions, and whose new row would not close a cycle, can take the
        // equation as a deferred row; nothing else needs to change.
        if fastPath, let (deferred, subject) = deferredDefinition(row) {
            var row = deferred
            row.solve(for: subject)
            commit(rec, tier: required ? nil : tierIndex(for: constraint.priority.value))
            insertRow(row, basic: subject)
            optimize()
            return ConstraintID(index)
        }
        if fastPath { row = expand(row) }
        // `0 = row` may be negated at will: make the constant non-negative,
        // and with a zero constant give the marker a negative coefficient.
        if row.constant < 0 || (nearZero(row.constant) && row.coefficient(of: marker) > 0) { row.negate() }

        // chooseSubject, as kiwi: an external first, else a restricted marker
        // or error whose coefficient is negative. Beyond kiwi: else a slack
        // or error with a negative coefficient whose value does not move
        // (the constant is 0) or that no other row mentions — either way
        // every restricted symbol stays non-negative — so phase one (and its
        // snapshot for rollback) runs only when no symbol qualifies.
        // Beyond kiwi: a coefficient that is rounding residue (below
        // ``pivotTolerance`` times the row's largest) is never solved for
        // (``Row/firstExternal(_:)``).
        var subject = -1
        let residue = pivotTolerance * row.largestMagnitude
        if let s = row.firstExternal(kinds) {
            subject = s
        } else if nearZero(row.constant), let s = zeroRowSubject(row, newIndex: index, newPriority: constraint.priority.value, newRank: rank) {
            subject = s
        } else if kinds[marker] != .dummy && row.coefficient(of: marker) < -residue {
            subject = marker
        } else if other >= 0 && row.coefficient(of: other) < -residue {
            subject = other
        } else if let i = row.coefficients.indices.first(where: {
            let s = row.symbols[$0]
            return row.coefficients[$0] < -residue && kinds[s] != .dummy && (nearZero(row.constant) || columns[s].isEmpty)
        }) {
            subject = row.symbols[i]
        }
        if subject < 0 && row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            if !nearZero(row.constant) {
                let conflicting = conflictSet(row, excluding: index)
                rollBackSymbols(to: mark)
                throw .unsatisfiable(conflicting: conflicting)
            }
            subject = marker  // redundant: the dummy marks a row of zeros
        }

        if subject >= 0 {
            commit(rec, tier: required ? nil : tierIndex(for: constraint.priority.value))
            row.solve(for: subject)
            substitute(subject, by: row)
            insertRow(row, basic: subject)
        } else {
            // Only required constraints get here (an optional row always has a
            // negative error coefficient). Phase one may pivot anywhere, so
            // keep the whole state to restore it exactly on failure. The
            // constraint records are kept out of that copy: phase one only
            // appends the new one, and a snapshot holding them would make
            // that append copy every record of the session (removed ones
            // included: ids are never reused).
            var records: [ConstraintRecord?] = []
            swap(&records, &constraints)
            let saved = self
            swap(&records, &constraints)
            commit(rec, tier: nil)
            if let conflicting = addWithArtificialVariable(row, constraintIndex: index) {
                let phases = stats.artificialPhases + 1
                swap(&records, &constraints)
                self = saved
                swap(&records, &constraints)
                constraints.removeLast()
                rollBackSymbols(to: mark)
                stats.artificialPhases = phases
                throw .unsatisfiable(conflicting: conflicting)
            }
            stats.artificialPhases += 1
        }
        infeasible.removeAll()
        optimize()
        return ConstraintID(index)
    }

    /// Records a constraint being added and puts its errors' costs in the objective.
    private mutating func commit(_ rec: ConstraintRecord, tier: Int?) {
        constraints.append(rec)
        if !rec.isEdit { userConstraintCount += 1 }
        if let tier {
            tierMembers[tier] += 1
            for e in errors(of: rec) { addErrorCosts(e, tier: tier, rank: rec.tieBreakRank) }
        }
    }

    /// The subject for a zero-constant row, which moves no value whichever
    /// symbol it is solved for: the slack or error (negative coefficient) of
    /// the highest-priority constraint; among equals the new constraint's
    /// own (as kiwi), else the oldest. Lower
    /// priorities' slacks and errors then stay parametric — for a view's
    /// hugging added after its compression resistance, the basis reads its
    /// width in hugging terms, and a stack's closing canvas connection later
    /// needs no degenerate pivots (one per view otherwise).
    ///
    /// **A subject the next pivot would take back is passed over.** Solving
    /// for an old symbol `s` rewrites every row that mentions `s`, and the
    /// objective: each other symbol `u` of the row then costs
    /// `cost(u) + aᵤ·cost(s)` (`aᵤ` its coefficient in `s`'s new row). When
    /// that makes some `u` improving, `optimize` enters it at once and, the
    /// row's constant being 0, `s` leaves again: a degenerate pivot that
    /// rewrites the same rows a second time and ends where solving for `u`
    /// would have begun. Across a horizontal stack with alignment fill every
    /// item's height is the stack's, so every item's hugging row reads the
    /// first item's compression-resistance slack, which is in a row per item
    /// so far: the highest-priority rule chose that slack for each new
    /// item's hugging and the pivot after it handed it back, two rewrites of
    /// k rows for the k-th item, n² for the stack (R1's `axis` toggle, 1 000
    /// labels squeezed into 375 pt, spent a second there). So the
    /// candidates are taken in the order above and the first whose choice
    /// leaves every other symbol of the row non-improving
    /// (``staysOptimal(solvingFor:in:newIndex:newPriority:newRank:)``) is the
    /// subject; when none does, the first, as before. Where the first
    /// candidate stays optimal, nothing changes.
    private func zeroRowSubject(_ row: Row, newIndex: Int, newPriority: Double, newRank: Double) -> Int? {
        var candidates: [(symbol: Int, priority: Double, isNew: Bool)] = []
        let residue = pivotTolerance * row.largestMagnitude
        for (i, s) in row.symbols.enumerated() where row.coefficients[i] < -residue && kinds[s] != .dummy {
            let o = owner[s]
            var p = 0.0
            if o == newIndex {
                p = newPriority
            } else if o >= 0, o < constraints.count, let r = constraints[o] {
                p = r.constraint.priority.value
            }
            candidates.append((s, p, o == newIndex))
        }
        if candidates.isEmpty { return nil }
        // Highest priority first; among equals the new constraint's own
        // (kiwi's preference), else the oldest (lowest symbol). A stable
        // sort keeps the row's ascending symbol order among the rest.
        let ordered = candidates.enumerated().sorted { a, b in
            if a.element.priority != b.element.priority { return a.element.priority > b.element.priority }
            if a.element.isNew != b.element.isNew { return a.element.isNew }
            return a.offset < b.offset
        }.map(\.element.symbol)
        for s in ordered where staysOptimal(solvingFor: s, in: row, newIndex: newIndex,
                                           newPriority: newPriority, newRank: newRank) {
            return s
        }
        return ordered[0]
    }

    /// Whether solving zero-constant `row` for `subject` leaves every other
    /// restricted symbol of the row with a non-negative lexicographic reduced
    /// cost (none improving), the new constraint's errors costed as
    /// ``commit(_:tier:)`` will cost them: 1 in the tier of `newPriority`
    /// and `newRank` in the tie-break row. Only the row's symbols can change
    /// cost: substituting `subject` adds `cost(subject)` times its new row
    /// to the objective.
    private func staysOptimal(solvingFor subject: Int, in row: Row, newIndex: Int,
                              newPriority: Double, newRank: Double) -> Bool {
        let newTier = existingTier(for: newPriority)
        // The new constraint's tier, if it is not one yet, comes before the
        // first tier of lower priority, holding only the new errors' costs.
        let newTierSlot = newTier ?? (tierPriorities.firstIndex { $0 < newPriority } ?? tierPriorities.count)
        func isNewError(_ s: Int) -> Double { owner[s] == newIndex && kinds[s] == .error ? 1 : 0 }
        let cs = row.coefficient(of: subject)
        let subjectOwn = isNewError(subject)
        for (i, u) in row.symbols.enumerated() where u != subject && kinds[u] != .dummy {
            let k = -row.coefficients[i] / cs
            let own = isNewError(u) + k * subjectOwn
            var sign = 0
            for t in 0...tierRows.count {
                if newTier == nil && t == newTierSlot && !cancelled(own, scale: 1) {
                    sign = own < 0 ? -1 : 1
                    break
                }
                if t == tierRows.count { break }
                let v = tierRows[t].coefficient(of: u) + k * tierRows[t].coefficient(of: subject)
                    + (t == newTier ? own : 0)
                if !cancelled(v, scale: 1) { sign = v < 0 ? -1 : 1; break }
            }
            if sign == 0 {
                let v = tieRow.coefficient(of: u) + k * tieRow.coefficient(of: subject) + newRank * own
                if !cancelled(v, scale: 1) { sign = v < 0 ? -1 : 1 }
            }
            if sign < 0 || (sign != 0 && kinds[u] == .external) { return false }
        }
        return true
    }

    /// Looks for a way to add `row` as a deferred row: a subject in it, or in
    /// it after opening a few of its deferred symbols one level each, lowest
    /// level first (local definitions before long chains). Opening keeps the
    /// row a valid equation; it just names more local symbols, such as the
    /// first item's position behind a spanner guide, instead of walking the
    /// stack's whole chain as a full expansion would.
    ///
    /// Opening stops once the row has grown past a small multiple of the
    /// constraint's own size (`2n + 8` symbols): a definition that long is not
    /// local, and taking it would let the next one open it in turn. In a
    /// vertical stack closed at the bottom before its items' content sizes
    /// arrive, each item's hugging opened the previous item's definition and
    /// defined the next height over it, so the k-th row held 3k symbols: a
    /// quadratic tableau (10 GB for 10 000 labels). Such a constraint goes the
    /// general way (canonical expansion, which cancels the chain: 4 symbols).
    private mutating func deferredDefinition(_ row: Row) -> (Row, Int)? {
        var row = row
        let budget = 2 * row.count + 8
        for _ in 0...8 {
            if let subject = deferredSubject(row) { return (row, subject) }
            var lowest = -1
            for s in row.symbols where isDeferred(s) && (lowest < 0 || level[s] < level[lowest]) { lowest = s }
            if lowest < 0 { return nil }
            let c = row.remove(lowest)
            row.add(rows[slotOf[lowest]], times: c)
            if row.count > budget { return nil }
        }
        return nil
    }

    private mutating func deferredSubject(_ row: Row) -> Int? {
        for s in row.symbols where kinds[s] == .external && slotOf[s] < 0 {
            guard columns[s].isEmpty && !inObjective(s) else { continue }
            // A symbol no row mentions cannot close a cycle; otherwise walk.
            if references[s].isEmpty { return s }
            if !reaches(row, s) { return s }
        }
        return nil
    }

    /// The error symbols of an optional constraint (costed in the objective).
    func errors(of rec: ConstraintRecord) -> ErrorSymbols {
        if rec.constraint.priority.isRequired { return ErrorSymbols(first: -1, second: -1) }
        return rec.constraint.relation == .equal
            ? ErrorSymbols(first: rec.marker, second: rec.other) : ErrorSymbols(first: rec.other, second: -1)
    }

    /// A constraint's error symbols, none, one or two (no array allocated
    /// per constraint added).
    struct ErrorSymbols: Sequence, IteratorProtocol {
        var first: Int
        var second: Int

        mutating func next() -> Int? {
            if first >= 0 {
                defer { first = -1 }
                return first
            }
            if second >= 0 {
                defer { second = -1 }
                return second
            }
            return nil
        }
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
        references.removeSubrange(mark...)
        isCandidate.removeSubrange(mark...)
        accumulator.removeSubrange(mark...)
        termScale.removeSubrange(mark...)
        stamp.removeSubrange(mark...)
        level.removeSubrange(mark...)
        valueCache.removeSubrange(mark...)
        valueGeneration.removeSubrange(mark...)
        candidates.removeAll { $0 >= mark }
    }

    /// The required constraints whose markers carry the infeasibility
    /// certificate `basic = row` (`basic` -1 for a bare `0 = row`): each
    /// marker appears in its own constraint's equation only, so its
    /// coefficient is that constraint's multiplier in the combination, and
    /// the constraints with non-zero multipliers, with the new one, cannot
    /// hold together.
    func conflictSet(_ row: Row, basic: Int = -1, excluding index: Int) -> [ConstraintID] {
        var ids: [Int] = []
        for s in row.symbols + (basic >= 0 ? [basic] : []) where kinds[s] != .external {
            let o = owner[s]
            if o >= 0 && o != index, let r = constraints[o], r.constraint.priority.isRequired, r.marker == s {
                ids.append(o)
            }
        }
        return ids.sorted().map { ConstraintID($0) }
    }

    /// Phase one: adds canonical `row` through an artificial variable and
    /// minimises it. Returns nil on success, or the conflicting set when the
    /// constraint cannot be satisfied (the caller restores the saved state).
    mutating func addWithArtificialVariable(_ row: Row, constraintIndex: Int) -> [ConstraintID]? {
        let art = newSymbol(.slack, owner: -1)
        insertRow(row, basic: art)
        auxiliary = row
        markCandidates(row)
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
        // The artificial symbol is parametric (0) now: drop it everywhere.
        for slot in columns[art].members { rows[slot].remove(art) }
        columns[art].removeAll()
        for t in tierRows.indices { tierRows[t].remove(art) }
        tieRow.remove(art)
        kinds[art] = .dummy  // inert from now on
        deadSymbols += 1
        return nil
    }

    // MARK: - Removing constraints

    mutating func removeConstraint(_ id: ConstraintID) throws(SolverError) {
        guard record(id) != nil else { throw .unknownConstraint(id) }
        removeConstraint(at: id.rawValue)
    }

    mutating func removeConstraint(at index: Int) {
        generation += 1
        let rec = constraints[index]!
        if !rec.isEdit { userConstraintCount -= 1 }
        if !rec.constraint.priority.isRequired, let tier = existingTier(for: rec.constraint.priority.value) {
            for e in errors(of: rec) { addErrorCosts(e, tier: tier, rank: rec.tieBreakRank, sign: -1) }
            tierMembers[tier] -= 1
            if tierMembers[tier] == 0 {
                // Rounding residue in the dropped row no longer masks lower tiers.
                markCandidates(tierRows[tier].sparse)
                tierPriorities.remove(at: tier)
                tierRows.remove(at: tier)
                tierMembers.remove(at: tier)
            }
        }
        removeMarker(rec.marker)
        // Once the marker is gone, the constraint's other error has a zero
        // coefficient in every remaining equation (it appeared in no other
        // original equation); drop it and any rounding residue.
        if rec.other >= 0 { eliminate(rec.other) }
        constraints[index] = nil
        infeasible.removeAll()
        optimize()
        deadSymbols += rec.other >= 0 ? 2 : 1
        compactIfWorthwhile()
    }

    /// Takes a removed constraint's marker out of the system, and with it the
    /// constraint's equation (kiwi's `removeConstraint`).
    private mutating func removeMarker(_ marker: Int) {
        if slotOf[marker] >= 0 {
            // Basic: its row is the only canonical place the equation lives;
            // deferred rows that mention the marker take its row instead.
            let r = removeRow(ofBasic: marker)
            substituteInDeferredRows(marker, by: r)
            return
        }
        if let leaving = markerLeavingSymbol(marker) {
            var r = removeRow(ofBasic: leaving)
            r.solve(lhs: leaving, rhs: marker)
            substitute(marker, by: r)
            substituteInDeferredRows(marker, by: r)
            stats.pivots += 1
            return
        }
        // The marker is only in deferred rows (or nowhere). One of them must
        // leave with the constraint, its subject becoming free, and the others
        // take it in the marker's place. It must be a row whose *expansion*
        // has the marker: in `x₁ := … + m`, `x₂ := x₁ − m` the marker cancels
        // out of x₂, and dropping x₂'s row while setting m to 0 in x₁'s would
        // keep the constraint (as a required equality) in x₁'s row. The row of
        // lowest level qualifies: the deferred rows below it do not mention
        // the marker and canonical rows do not either, so its expansion has
        // exactly its own coefficient. And it can be substituted as it stands,
        // without expanding: every deferred symbol it mentions lies below
        // every row that mentions the marker, so no cycle can form.
        let slots = references[marker].members
        guard
            let first = slots.min(by: {
                let a = basicOfSlot[$0], b = basicOfSlot[$1]
                return (level[a], a) < (level[b], b)
            })
        else { return }
        let x = basicOfSlot[first]
        // x = … + c·marker: the equation that defined x leaves; x is free now.
        var r = removeRow(ofBasic: x)
        if slots.count == 1 { return }  // only x's row mentioned the marker
        r.solve(lhs: x, rhs: marker)
        substituteInDeferredRows(marker, by: r)
        stats.pivots += 1
    }

    /// Removes a symbol that no longer means anything: its row if basic
    /// (deferred rows mentioning it take the row), else its occurrences.
    mutating func eliminate(_ symbol: Int) {
        if slotOf[symbol] >= 0 {
            let r = removeRow(ofBasic: symbol)
            substituteInDeferredRows(symbol, by: r)
        } else {
            for slot in columns[symbol].members { rows[slot].remove(symbol) }
            columns[symbol].removeAll()
            for slot in references[symbol].members { rows[slot].remove(symbol) }
            references[symbol].removeAll()
            for t in tierRows.indices { tierRows[t].remove(symbol) }
            tieRow.remove(symbol)
        }
    }

    // MARK: - Reclaiming symbols

    /// Compacts (``compactSymbols()``) once at least ``compactionFloor``
    /// symbols are dead and they are at least as many as the living ones:
    /// each compaction costs O(symbols + rows) and at least halves the
    /// symbols, so over a session it costs O(1) per removal, and the arrays
    /// stay within twice the living symbols (plus the floor).
    mutating func compactIfWorthwhile() {
        if deadSymbols >= compactionFloor && deadSymbols * 2 >= kinds.count { compactSymbols() }
    }

    /// Whether `s` takes no part in the system any more and may be dropped:
    /// the marker or error of a removed constraint, or a finished phase
    /// one's artificial symbol, that no row, column, reference or objective
    /// mentions. (A removed constraint's symbols are taken out of every row
    /// by ``removeConstraint(at:)``; the last checks keep any that are not,
    /// rounding residue included, rather than trust that.)
    func isReclaimable(_ s: Int) -> Bool {
        guard kinds[s] != .external else { return false }
        let o = owner[s]
        if o >= 0 && constraints[o] != nil { return false }
        return slotOf[s] < 0 && columns[s].isEmpty && references[s].isEmpty && !inObjective(s)
    }

    /// Drops every reclaimable symbol and renumbers the others in the same
    /// order (see "Symbols are reclaimed" above): every array indexed by
    /// symbol is filtered, every stored symbol id mapped. Called between
    /// operations only (no phase one, probe or expansion under way).
    mutating func compactSymbols() {
        precondition(auxiliary == nil, "compaction inside an operation")
        infeasible.removeAll()  // read only within an operation, which clears it first
        let n = kinds.count
        var newID = [Int](repeating: -1, count: n)
        var next = 0
        for s in 0..<n where !isReclaimable(s) {
            newID[s] = next
            next += 1
        }
        deadSymbols = 0
        if next == n { return }
        func kept<T>(_ a: [T]) -> [T] {
            var out: [T] = []
            out.reserveCapacity(next)
            for s in 0..<n where newID[s] >= 0 { out.append(a[s]) }
            return out
        }
        kinds = kept(kinds)
        owner = kept(owner)
        slotOf = kept(slotOf)
        columns = kept(columns)
        references = kept(references)
        isCandidate = kept(isCandidate)
        level = kept(level)
        valueCache = kept(valueCache)
        valueGeneration = kept(valueGeneration)
        // Scratch: all zero between operations (a stamp of 0 is no mark).
        accumulator = [Double](repeating: 0, count: next)
        termScale = [Double](repeating: 0, count: next)
        stamp = [Int](repeating: 0, count: next)
        for i in variableSymbol.indices { variableSymbol[i] = newID[variableSymbol[i]] }
        for slot in rows.indices {
            // In place: the order is kept, so each row stays sorted.
            for j in rows[slot].symbols.indices { rows[slot].symbols[j] = newID[rows[slot].symbols[j]] }
            if basicOfSlot[slot] >= 0 { basicOfSlot[slot] = newID[basicOfSlot[slot]] }
        }
        for i in constraints.indices where constraints[i] != nil {
            constraints[i]!.marker = newID[constraints[i]!.marker]
            if constraints[i]!.other >= 0 { constraints[i]!.other = newID[constraints[i]!.other] }
        }
        for t in tierRows.indices { tierRows[t].renumber(newID, count: next) }
        tieRow.renumber(newID, count: next)
        // A dropped candidate had no reduced cost (it is in no objective).
        var k = 0
        for s in candidates where newID[s] >= 0 {
            candidates[k] = newID[s]
            k += 1
        }
        candidates.removeSubrange(k...)
        enteredScratch = []
        leftScratch = []
        orderScratch = []
        touchedScratch = []
        evaluationScratch = []
        stats.compactions += 1
        stats.reclaimedSymbols += n - next
    }

    /// kiwi's `getMarkerLeavingRow`, over canonical restricted rows: the row
    /// to pivot `marker` into when its constraint is removed, keeping the
    /// tableau feasible. Ties go to the lowest symbol id.
    ///
    /// Beyond kiwi: a basic dummy goes first. A required equality found
    /// redundant when added keeps its dummy basic, in a row of dummies only
    /// (`d = Σ dᵢ`, value 0). When one of those dummies' constraints is
    /// removed, the redundant constraint must take over: its dummy leaves the
    /// basis (becoming pinned at 0) and the row stays a row of dummies.
    /// Pivoting the marker into another row instead would put slacks and
    /// errors in the dummy's row, and the ratio test, which treats a basic
    /// dummy like a slack, would then let the required equality hold as an
    /// inequality only.
    ///
    /// Also beyond kiwi: a row where the marker's coefficient is below
    /// ``pivotTolerance`` times its largest coefficient in any row is not a
    /// candidate. Such a coefficient is rounding residue of a cancellation
    /// (residue up to ~1e-7 was seen on coefficients near 1 after a run of
    /// fast-path adds and removals; its source is not yet pinned): kiwi's rule prefers a negative coefficient whatever its size, and
    /// dividing by −1.1e-9 once wrote coefficients of 2e11 into the tableau
    /// and broke a required constraint by 13 pt (PivotToleranceTests). The
    /// residue rows take the marker's substitution like any other row.
    func markerLeavingSymbol(_ marker: Int) -> Int? {
        var r1 = Double.infinity
        var r2 = Double.infinity
        var first = -1
        var second = -1
        var third = -1
        var dummy = -1
        let slots = columns[marker].members.sorted()
        var largest = 0.0
        for slot in slots { largest = Swift.max(largest, abs(rows[slot].coefficient(of: marker))) }
        for slot in slots {
            let basic = basicOfSlot[slot]
            let c = rows[slot].coefficient(of: marker)
            if abs(c) <= pivotTolerance * largest { continue }
            if kinds[basic] == .dummy {
                if dummy < 0 || basic < dummy { dummy = basic }
            } else if kinds[basic] == .external {
                if third < 0 || basic < third { third = basic }
            } else if c < 0 {
                let r = -rows[slot].constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = rows[slot].constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        if dummy >= 0 { return dummy }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    mutating func setTieBreakRank(_ rank: Double, for id: ConstraintID) throws(SolverError) {
        guard let rec = record(id) else { throw .unknownConstraint(id) }
        guard rank.isFinite else { throw .nonFiniteValue }
        generation += 1
        if !rec.constraint.priority.isRequired {
            for e in errors(of: rec) { addToObjective(tier: nil, e, rank - rec.tieBreakRank) }
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
            Constraint(LinearExpression(v), .equal, LinearExpression(0), priority: priority),
            tieBreakRank: nil, isEdit: true)
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
        generation += 1
        let rec = constraints[e.constraintIndex]!
        let delta = value - e.constant
        e.constant = value
        edits[v.id] = e
        infeasible.removeAll()
        if slotOf[rec.marker] >= 0 {
            let slot = slotOf[rec.marker]
            rows[slot].constant -= delta
            if rows[slot].constant < 0 { infeasible.append(rec.marker) }
        } else if slotOf[rec.other] >= 0 {
            let slot = slotOf[rec.other]
            rows[slot].constant += delta
            if rows[slot].constant < 0 { infeasible.append(rec.other) }
        } else {
            for slot in columns[rec.marker].members.sorted() {
                rows[slot].constant += delta * rows[slot].coefficient(of: rec.marker)
                let basic = basicOfSlot[slot]
                if kinds[basic] != .external && rows[slot].constant < 0 { infeasible.append(basic) }
            }
            for slot in references[rec.marker].members {
                rows[slot].constant += delta * rows[slot].coefficient(of: rec.marker)
            }
        }
        infeasible.sort()
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
                // Unbounded: impossible for an objective of non-negative errors
                // (or phase one); for a probe objective it means "unbounded".
                if useAuxiliary { auxiliary = nil }
                return
            }
            if nearZero(rows[slotOf[leaving]].constant) { degenerate += 1 } else { degenerate = 0 }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol to enter and the direction it moves (+1 grows, -1 shrinks:
    /// only externals, being unrestricted, ever shrink).
    mutating func enteringSymbol(useAuxiliary: Bool, blocked: [Bool]?, bland: Bool) -> (Int, Int)? {
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
                    best = s
                    bestValue = gain
                }
            }
            if best < 0 { return nil }
            return (best, kinds[best] == .external && aux.coefficient(of: best) > 0 ? -1 : 1)
        }
        // Price the candidates: the first non-zero coefficient of each, read
        // from the highest tier down, decides whether it improves.
        var best = -1
        var bestTier = Int.max
        var bestMagnitude = 0.0
        var bestDirection = 1
        var kept = 0
        for k in candidates.indices {
            let s = candidates[k]
            guard slotOf[s] < 0, eligible(s), let (tier, c) = leadingReducedCost(s),
                kinds[s] == .external || c < 0
            else {
                isCandidate[s] = false
                continue
            }
            candidates[kept] = s
            kept += 1
            let better: Bool
            if bland {
                better = best < 0 || s < best
            } else {
                better = tier < bestTier
                    || (tier == bestTier && (abs(c) > bestMagnitude || (abs(c) == bestMagnitude && s < best)))
            }
            if better { best = s; bestTier = tier; bestMagnitude = abs(c); bestDirection = c > 0 ? -1 : 1 }
        }
        candidates.removeSubrange(kept...)
        return best >= 0 ? (best, bestDirection) : nil
    }

    /// The first non-zero reduced cost of `s`: its tier index (the tie-break
    /// row counts as the last tier) and coefficient.
    ///
    /// A tier's coefficient below ``pivotTolerance`` counts as zero: it is
    /// what is left of a cancellation, not a cost. Sums of error weights
    /// times layout multipliers are never that small, but their rounding
    /// noise is (1e-9…1e-7, see ``cancelled(_:scale:)``, which judges each
    /// sum against its own two terms and so keeps noise that a run of sums
    /// over larger terms left behind). Read as a cost, such noise decided
    /// the symbol's direction over every lower tier: seed 701640859 of
    /// `DirectPathPropertyTests` (negative spacing) left a slack at
    /// +2.3e-9 in tier 750, after the rows of a `fillProportionally`
    /// stack's proportions (coefficients of 39.75), so the solver never
    /// entered it to give a label 3 pt its tier 249 asked for, and a label
    /// that UIKit's lexicographic optimum leaves 3 wide came out 0 on the
    /// general path (`DirectPathPropertyTests.residueInAHigherTier`). The tie-break row's
    /// coefficients are ranks, small by design, and are read as they are.
    func leadingReducedCost(_ s: Int) -> (Int, Double)? {
        for t in tierRows.indices {
            let c = tierRows[t].coefficient(of: s)
            if abs(c) >= pivotTolerance { return (t, c) }
        }
        let c = tieRow.coefficient(of: s)
        return c != 0 ? (tierRows.count, c) : nil
    }

    /// The ratio test over canonical restricted rows: the basic symbol that
    /// first hits zero as `entering` moves in `direction`. Ties go to the
    /// lowest symbol id.
    func leavingSymbol(_ entering: Int, direction: Int) -> Int? {
        var best = -1
        var ratio = Double.infinity
        for slot in columns[entering] {
            let basic = basicOfSlot[slot]
            if kinds[basic] == .external { continue }
            let c = rows[slot].coefficient(of: entering) * Double(direction)
            if c < -epsilon {
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
    /// over the row's positive coefficients; an unrestricted symbol (whose
    /// reduced cost is zero at the optimum) goes first.
    func dualEnteringSymbol(_ row: Row) -> Int? {
        if let external = row.firstExternal(kinds) { return external }
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

extension Row {
    /// The first unrestricted symbol of the row whose coefficient is not
    /// rounding residue (at least ``pivotTolerance`` times the row's largest
    /// coefficient). Solving for a residue coefficient (1e-12 left by a
    /// cancellation) divides the row by it and writes coefficients of 1e12
    /// into the tableau: seed 1077818609 of the direct-path property test
    /// then laid a stack out 1.4e11 pt tall (there an error was chosen, by
    /// ``Tableau/zeroRowSubject``, with a coefficient of −9.6e-8 beside 1s).
    /// A row whose externals are all
    /// residue has none to offer (the caller falls back as for a row
    /// without externals).
    func firstExternal(_ kinds: [SymbolKind]) -> Int? {
        let largest = largestMagnitude
        for (i, s) in symbols.enumerated() where kinds[s] == .external {
            if abs(coefficients[i]) > pivotTolerance * largest { return s }
        }
        return nil
    }

    /// The largest coefficient's magnitude (0 for a row of no symbols).
    var largestMagnitude: Double {
        var largest = 0.0
        for c in coefficients { largest = Swift.max(largest, abs(c)) }
        return largest
    }
}
