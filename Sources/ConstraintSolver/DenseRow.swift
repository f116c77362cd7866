/// An objective row stored densely by symbol, so that adding a small row to
/// it, reading a coefficient or dropping a symbol is O(1) per entry however
/// many symbols the objective holds (a sparse merge would be O(n) per add,
/// which made building an n-view stack quadratic).
///
/// `listed` keeps the symbols that have been non-zero in first-touch order
/// (deterministic); entries that became zero are skipped and compacted away.
struct DenseRow {
    var constant: Double = 0
    private(set) var values: [Double] = []
    private var listed: [Int] = []
    private var isListed: [Bool] = []
    private var stale = 0

    @inline(__always) func coefficient(of s: Int) -> Double {
        s < values.count ? values[s] : 0
    }

    private mutating func reserve(_ s: Int) {
        if s >= values.count {
            let n = Swift.max(s + 1, values.count * 2, 16)
            values.append(contentsOf: repeatElement(0, count: n - values.count))
            isListed.append(contentsOf: repeatElement(false, count: n - isListed.count))
        }
    }

    /// Adds `c` to the coefficient of `s` (dropping it when it nears zero).
    @inline(__always) mutating func insert(_ s: Int, _ c: Double) {
        reserve(s)
        var v = values[s] + c
        if cancelled(v, scale: Swift.max(abs(values[s]), abs(c))) {
            if values[s] != 0 { stale += 1 }
            v = 0
        } else if !isListed[s] {
            isListed[s] = true
            listed.append(s)
        } else if values[s] == 0 {
            stale -= 1
        }
        values[s] = v
    }

    /// Removes `s` and returns its coefficient.
    @discardableResult
    mutating func remove(_ s: Int) -> Double {
        guard s < values.count else { return 0 }
        let c = values[s]
        if c != 0 {
            values[s] = 0
            stale += 1
            if stale > 32 && stale * 2 > listed.count { compact() }
        }
        return c
    }

    mutating func add(_ row: Row, times k: Double) {
        constant += k * row.constant
        for (i, s) in row.symbols.enumerated() { insert(s, k * row.coefficients[i]) }
    }

    private mutating func compact() {
        var kept: [Int] = []
        kept.reserveCapacity(listed.count - stale)
        for s in listed {
            if values[s] != 0 { kept.append(s) } else { isListed[s] = false }
        }
        listed = kept
        stale = 0
    }

    /// Renumbers the symbols by `newID` (old id → new id, -1 for a symbol
    /// that is gone, which must have a zero coefficient here), `count`
    /// symbols after. `newID` preserves order, so ``symbols`` lists the same
    /// symbols in the same order under their new ids (``Tableau/compactSymbols()``).
    mutating func renumber(_ newID: [Int], count: Int) {
        var v = [Double](repeating: 0, count: count)
        var l = [Bool](repeating: false, count: count)
        var kept: [Int] = []
        kept.reserveCapacity(listed.count - stale)
        for s in listed where values[s] != 0 {
            let t = newID[s]
            precondition(t >= 0, "a reclaimed symbol has a coefficient in the objective")
            v[t] = values[s]
            l[t] = true
            kept.append(t)
        }
        values = v
        isListed = l
        listed = kept
        stale = 0
    }

    /// The non-zero symbols, ascending.
    var symbols: [Int] { listed.filter { values[$0] != 0 }.sorted() }

    /// The row in sparse form (for dumps and probes).
    var sparse: Row {
        var r = Row(constant: constant)
        r.symbols = symbols
        r.coefficients = r.symbols.map { values[$0] }
        return r
    }
}
