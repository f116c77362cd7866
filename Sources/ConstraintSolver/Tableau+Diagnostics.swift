extension Tableau {
    // MARK: - Ambiguity

    /// Whether `v` takes one value over the whole optimal face of the tiers:
    /// both ends of ``probeRange(_:)`` are bounded and meet.
    mutating func isUnique(_ v: Variable) -> Bool {
        guard knows(v) else { return true }
        guard case let (low?, high?) = probeRange(v) else { return false }
        return high - low <= 1e-7 * max(1, abs(high), abs(low))
    }

    /// The lowest and highest values of `v` over the tiers' optimal face
    /// (nil: unbounded that way); with `floor`, the face of the tiers above
    /// that priority only.
    ///
    /// Parametric symbols whose tier reduced cost is non-zero are pinned at 0
    /// in every optimum (moving them would worsen some tier), dummies are
    /// pinned by definition; the rest may move. Two probe LPs over copies of
    /// the tableau minimise and maximise `v` within that face. A probe whose
    /// objective no free symbol improves ends before its first pivot, at the
    /// objective's constant: it is answered without copying the tableau or
    /// pricing every symbol (the direct path's checks ask this of lengths
    /// their constraints fix, on every pass). Mutating only for the
    /// expansion's scratch buffers: the tableau's state is the same after.
    mutating func probeRange(_ v: Variable, above floor: Double = -.infinity) -> (Double?, Double?) {
        probe(v, above: floor, low: true, high: true)
    }

    /// One end of ``probeRange(_:above:)``: the lowest value of `v` when
    /// `lowest`, else the highest (the other probe is not run).
    mutating func probeBound(_ v: Variable, above floor: Double, lowest: Bool) -> Double? {
        let (low, high) = probe(v, above: floor, low: lowest, high: !lowest)
        return lowest ? low : high
    }

    /// ``probeRange(_:above:)``'s ends asked for (an end not asked for is
    /// nil).
    private mutating func probe(_ v: Variable, above floor: Double, low wantsLow: Bool, high wantsHigh: Bool)
        -> (Double?, Double?)
    {
        let symbol = variableSymbol[v.id]
        var objective = canonicalRow(of: symbol) ?? {
            var r = Row()
            r.insert(symbol, 1)
            return r
        }()
        func pinned(_ s: Int) -> Bool {
            kinds[s] == .dummy || (slotOf[s] < 0 && reducedCostSign(s, tiersOnly: true, above: floor) != 0)
        }
        // What the first step of `enteringSymbol(useAuxiliary:…)` finds,
        // for the objective and for its negation.
        var lowMoves = false, highMoves = false
        for (i, s) in objective.symbols.enumerated() where !(lowMoves && highMoves) {
            let c = objective.coefficients[i]
            let external = kinds[s] == .external
            let lowGain = external ? -abs(c) : c
            let highGain = external ? -abs(c) : -c
            guard lowGain < -epsilon || highGain < -epsilon, !pinned(s) else { continue }
            if lowGain < -epsilon { lowMoves = true }
            if highGain < -epsilon { highMoves = true }
        }
        lowMoves = lowMoves && wantsLow
        highMoves = highMoves && wantsHigh
        var blocked: [Bool] = []
        if lowMoves || highMoves {
            blocked = [Bool](repeating: false, count: kinds.count)
            for s in kinds.indices where slotOf[s] < 0 {
                if kinds[s] == .dummy || reducedCostSign(s, tiersOnly: true, above: floor) != 0 { blocked[s] = true }
            }
        }
        let constant = objective.constant
        let low = !wantsLow ? nil : lowMoves ? probeMinimum(objective, blocked: blocked) : constant
        objective.negate()
        let high = !wantsHigh ? nil : highMoves ? probeMinimum(objective, blocked: blocked).map { -$0 } : constant
        return (low, high)
    }

    private func probeMinimum(_ objective: Row, blocked: [Bool]) -> Double? {
        var probe = self
        probe.auxiliary = objective
        probe.optimize(useAuxiliary: true, blocked: blocked)
        return probe.auxiliary?.constant
    }

    // MARK: - Dump

    func symbolName(_ s: Int, variables: [Int: String]) -> String {
        switch kinds[s] {
        case .external: return variables[s] ?? "x\(s)"
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        }
    }

    func format(_ row: Row, _ names: [Int: String]) -> String {
        var out = formatNumber(row.constant)
        for (i, s) in row.symbols.enumerated() {
            let c = row.coefficients[i]
            out += (c < 0 ? " - " : " + ") + formatNumber(abs(c)) + "·" + symbolName(s, variables: names)
        }
        return out
    }

    /// The text dump described in ``Solver/dump()``. Sections appear in a
    /// fixed order and every list is in id order, so equal tableaus dump equal.
    mutating func dump() -> String {
        var names: [Int: String] = [:]
        for (id, s) in variableSymbol.enumerated() { names[s] = variableNames[id] }
        var lines: [String] = []
        lines.append("Variables (\(variableNames.count)):")
        for (id, name) in variableNames.enumerated() {
            lines.append("  \(name) = \(formatNumber(value(of: Variable(id: id))))")
        }
        lines.append("Constraints (\(userConstraintCount) + \(edits.count) edit):")
        for (i, rec) in constraints.enumerated() {
            guard let rec else { continue }
            var text = "  \(rec.isEdit ? "edit" : "c\(i)"): "
            for (k, t) in rec.constraint.expression.terms.enumerated() {
                let c = t.coefficient
                let mag = abs(c) == 1 ? "" : formatNumber(abs(c)) + "·"
                text += (k == 0 ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ")) + mag + name(of: t.variable)
            }
            let k = rec.constraint.expression.constant
            if k != 0 || rec.constraint.expression.terms.isEmpty { text += (k < 0 ? " - " : " + ") + formatNumber(abs(k)) }
            text += " \(rec.constraint.relation.rawValue) 0 @ \(rec.constraint.priority)"
            text += "  [marker \(symbolName(rec.marker, variables: names))"
            if rec.other >= 0 { text += ", error \(symbolName(rec.other, variables: names))" }
            if !rec.constraint.priority.isRequired { text += ", rank \(formatNumber(rec.tieBreakRank))" }
            lines.append(text + "]")
        }
        lines.append("Rows (\(rows.count - freeSlots.count)):")
        var basics: [Int] = []
        for (slot, b) in basicOfSlot.enumerated() where b >= 0 { basics.append(b); _ = slot }
        for b in basics.sorted() {
            let sign = isDeferred(b) ? ":=" : "="
            lines.append("  \(symbolName(b, variables: names)) \(sign) \(format(rows[slotOf[b]], names))")
        }
        lines.append("Objective (highest tier first):")
        for (t, p) in tierPriorities.enumerated() {
            lines.append("  tier \(formatNumber(p)) (\(tierMembers[t])): \(format(tierRows[t].sparse, names))")
        }
        lines.append("  tie-break: \(format(tieRow.sparse, names))")
        return lines.joined(separator: "\n")
    }

    // MARK: - Invariants

    func checkInvariants() -> [String] {
        var problems: [String] = []
        for (slot, b) in basicOfSlot.enumerated() where b >= 0 {
            let r = rows[slot]
            if slotOf[b] != slot { problems.append("slotOf[\(b)] != \(slot)") }
            if r.coefficient(of: b) != 0 { problems.append("row of \(b) contains itself") }
            if isDeferredSlot[slot] {
                if kinds[b] != .external { problems.append("deferred row of restricted \(b)") }
                for s in r.symbols where !references[s].contains(slot) {
                    problems.append("references of \(s) miss slot \(slot)")
                }
                for s in r.symbols where isDeferred(s) && level[s] >= level[b] {
                    problems.append("level of \(b) (\(level[b])) not above \(s) (\(level[s]))")
                }
                continue
            }
            if kinds[b] != .external && r.constant < -1e-7 {
                problems.append("restricted basic \(b) is negative: \(r.constant)")
            }
            // A basic dummy marks a redundant required equality: its row is
            // a combination of other dummies, all pinned at 0.
            if kinds[b] == .dummy && (abs(r.constant) > 1e-7 || r.symbols.contains { kinds[$0] != .dummy }) {
                problems.append("row of dummy \(b) is not a row of dummies at 0")
            }
            for s in r.symbols {
                if slotOf[s] >= 0 { problems.append("row of \(b) contains basic \(s)") }
                if !columns[s].contains(slot) { problems.append("column of \(s) misses slot \(slot)") }
            }
        }
        for s in columns.indices {
            for slot in columns[s] where basicOfSlot[slot] < 0 || isDeferredSlot[slot] || rows[slot].coefficient(of: s) == 0 {
                problems.append("column of \(s) lists slot \(slot) wrongly")
            }
            for slot in references[s] where basicOfSlot[slot] < 0 || !isDeferredSlot[slot] || rows[slot].coefficient(of: s) == 0 {
                problems.append("references of \(s) list slot \(slot) wrongly")
            }
        }
        for (t, o) in tierRows.enumerated() {
            for s in o.symbols where slotOf[s] >= 0 { problems.append("tier \(t) contains basic \(s)") }
        }

        for s in tieRow.symbols where slotOf[s] >= 0 { problems.append("tie row contains basic \(s)") }
        // The deferred rows must form an acyclic graph.
        var state = [UInt8](repeating: 0, count: kinds.count)  // 0 new, 1 open, 2 done
        for start in kinds.indices where isDeferred(start) && state[start] == 0 {
            var stack: [(Int, Int)] = [(start, 0)]
            state[start] = 1
            while let (v, next) = stack.last {
                let r = rows[slotOf[v]]
                if next < r.symbols.count {
                    stack[stack.count - 1].1 += 1
                    let c = r.symbols[next]
                    guard isDeferred(c) else { continue }
                    if state[c] == 1 { problems.append("deferred rows form a cycle through \(c)") }
                    if state[c] == 0 { state[c] = 1; stack.append((c, 0)) }
                } else {
                    state[v] = 2
                    stack.removeLast()
                }
            }
        }
        return problems
    }
}
