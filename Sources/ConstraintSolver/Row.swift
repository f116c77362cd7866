/// The kind of a tableau symbol (Cassowary's variable classes, kiwi's names).
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// The error of an optional constraint: ≥ 0, and costed in the objective.
    case error
    /// The marker of a required equality: pinned to 0, never enters the basis.
    case dummy
}

/// Coefficients closer to zero than this are dropped, and values this close
/// compare equal. Layout values are points (|x| ≲ 1e6), so 1e-9 is far below
/// any pixel yet far above double rounding noise.
let epsilon = 1e-9

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// Whether `sum`, the result of adding terms of which the largest has
/// magnitude `scale`, is what is left of a cancellation: below ``epsilon``
/// times that scale (and below ``epsilon`` itself for terms under 1).
///
/// A departure from kiwi, which drops a sum below an absolute 1e-8. Rows of
/// proportional constraints (`a == 0.4969·b`) carry coefficients of 30 and
/// more, whose rounding noise after runs of adds and removals reaches 1e-9
/// and above; an absolute cutoff kept that noise as a coefficient where the
/// sum was 0, and a later pivot on it multiplied the noise into the layout:
/// a removed constraint stayed in force (CancellationResidueTests). Judged
/// against the terms, such a sum is dropped; a coefficient that is really
/// small next to its terms (a billionth of them) cannot occur in a layout,
/// whose multipliers and their products stay within a few decades of 1.
@inline(__always) func cancelled(_ sum: Double, scale: Double) -> Bool {
    abs(sum) < epsilon * Swift.max(1, scale)
}

/// A pivot whose coefficient is this small next to the largest coefficient
/// the same symbol has in another row is not taken when a better one exists
/// (``Tableau/markerLeavingSymbol(_:)``): such a coefficient is what is left
/// of a cancellation (noise of 1e-9…1e-7 on coefficients near 1), and
/// dividing by it multiplies that noise by as much as 1e9.
let pivotTolerance = 1e-6

/// A sparse linear row `constant + Σ coefficientᵢ · symbolᵢ`, symbols sorted
/// ascending so that merges are linear and iteration is deterministic.
///
/// A row stored in the tableau under basic symbol `b` means
/// `b = constant + Σ cᵢ·sᵢ` over parametric (non-basic) symbols.
struct Row: Equatable {
    var constant: Double
    var symbols: [Int] = []
    var coefficients: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    var isConstant: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    /// Position of `symbol`, or the insertion point as a negative `-(p + 1)`.
    @inline(__always) func position(of symbol: Int) -> Int {
        var lo = 0
        var hi = symbols.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            let s = symbols[mid]
            if s < symbol { lo = mid + 1 } else if s > symbol { hi = mid } else { return mid }
        }
        return -(lo + 1)
    }

    func coefficient(of symbol: Int) -> Double {
        let p = position(of: symbol)
        return p >= 0 ? coefficients[p] : 0
    }

    /// Adds `coefficient` to the coefficient of `symbol`, dropping it if the
    /// sum is (near) zero. Returns +1 if the symbol was added, -1 if removed,
    /// 0 if it was present and stays.
    @discardableResult
    mutating func insert(_ symbol: Int, _ coefficient: Double) -> Int {
        let p = position(of: symbol)
        if p >= 0 {
            let c = coefficients[p] + coefficient
            if cancelled(c, scale: Swift.max(abs(coefficients[p]), abs(coefficient))) {
                symbols.remove(at: p)
                coefficients.remove(at: p)
                return -1
            }
            coefficients[p] = c
            return 0
        }
        if nearZero(coefficient) { return 0 }
        place(symbol, coefficient, at: -(p + 1))
        return 1
    }

    /// Inserts a term at its sorted place `at`: an append when it goes
    /// last (a new constraint's marker and error, the newest symbols),
    /// without the general insertion's range replacement.
    @inline(__always) private mutating func place(_ symbol: Int, _ coefficient: Double, at: Int) {
        if at == symbols.count {
            symbols.append(symbol)
            coefficients.append(coefficient)
        } else {
            symbols.insert(symbol, at: at)
            coefficients.insert(coefficient, at: at)
        }
    }

    /// Removes `symbol` and returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let p = position(of: symbol)
        guard p >= 0 else { return 0 }
        symbols.remove(at: p)
        return coefficients.remove(at: p)
    }

    mutating func negate() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Reads the row as `0 = constant + Σ cᵢ·sᵢ` and solves it for `symbol`,
    /// which leaves the row: afterwards `symbol = constant + Σ …`.
    mutating func solve(for symbol: Int) {
        let c = remove(symbol)
        let k = -1 / c
        constant *= k
        for i in coefficients.indices { coefficients[i] *= k }
    }

    /// Reads the row as `lhs = …` and re-solves it for `rhs` (`rhs = …`, with
    /// `lhs` now a parametric symbol of the row).
    mutating func solve(lhs: Int, rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// `self += k · other`, recording the symbols that enter and leave the row.
    mutating func add(_ other: Row, times k: Double, entered: inout [Int], left: inout [Int]) {
        constant += k * other.constant
        if other.symbols.isEmpty { return }
        if other.symbols.count * 16 < symbols.count {
            // A small row into a large one (a pivot row into a dense row):
            // update in place, O(k log n) plus the shifts of any insertions,
            // instead of rebuilding n entries.
            for (j, s) in other.symbols.enumerated() {
                let v = other.coefficients[j] * k
                let p = position(of: s)
                if p >= 0 {
                    let c = coefficients[p] + v
                    if cancelled(c, scale: Swift.max(abs(coefficients[p]), abs(v))) {
                        symbols.remove(at: p)
                        coefficients.remove(at: p)
                        left.append(s)
                    } else {
                        coefficients[p] = c
                    }
                } else if !nearZero(v) {
                    place(s, v, at: -(p + 1))
                    entered.append(s)
                }
            }
            return
        }
        if symbols.isEmpty {
            symbols = other.symbols
            coefficients = other.coefficients.map { $0 * k }
            entered.append(contentsOf: symbols)
            return
        }
        var s: [Int] = []
        var c: [Double] = []
        s.reserveCapacity(symbols.count + other.symbols.count)
        c.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0
        var j = 0
        let n = symbols.count
        let m = other.symbols.count
        while i < n || j < m {
            if j == m || (i < n && symbols[i] < other.symbols[j]) {
                s.append(symbols[i]); c.append(coefficients[i]); i += 1
            } else if i == n || other.symbols[j] < symbols[i] {
                let v = other.coefficients[j] * k
                if !nearZero(v) { s.append(other.symbols[j]); c.append(v); entered.append(other.symbols[j]) }
                j += 1
            } else {
                let w = other.coefficients[j] * k
                let v = coefficients[i] + w
                if cancelled(v, scale: Swift.max(abs(coefficients[i]), abs(w))) { left.append(symbols[i]) } else { s.append(symbols[i]); c.append(v) }
                i += 1; j += 1
            }
        }
        symbols = s
        coefficients = c
    }

    /// `self += k · other` when nobody needs to know which symbols moved.
    mutating func add(_ other: Row, times k: Double) {
        var a: [Int] = []
        var b: [Int] = []
        add(other, times: k, entered: &a, left: &b)
    }
}
