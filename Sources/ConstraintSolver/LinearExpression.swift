/// One `coefficient × variable` term of a ``LinearExpression``.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficientᵢ · variableᵢ + constant`, kept canonical: terms sorted by
/// variable, one term per variable, no zero coefficients.
///
/// Deliberately not expressible by literals: with literal conformances, plain
/// arithmetic such as `375.0 - 16` would become ambiguous. Write
/// `LinearExpression(16)` where an expression must be a number.
public struct LinearExpression: Hashable, Sendable {
    public private(set) var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = LinearExpression.canonical(terms)
        self.constant = constant
    }

    public init(_ constant: Double) { self.init(terms: [], constant: constant) }
    public init(_ variable: Variable) {
        self.terms = [Term(variable, 1)]
        self.constant = 0
    }

    /// The coefficient of `variable` (0 when absent).
    public func coefficient(of variable: Variable) -> Double {
        var lo = 0
        var hi = terms.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if terms[mid].variable.id < variable.id { lo = mid + 1 } else { hi = mid }
        }
        return lo < terms.count && terms[lo].variable == variable ? terms[lo].coefficient : 0
    }

    /// The value of the expression for the given variable values.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for t in terms { sum += t.coefficient * value(t.variable) }
        return sum
    }

    static func canonical(_ terms: [Term]) -> [Term] {
        if terms.count <= 1 { return terms.filter { $0.coefficient != 0 } }
        // Already strictly ascending (the usual case): only drop zeros.
        var ascending = true
        for i in 1..<terms.count where terms[i - 1].variable.id >= terms[i].variable.id {
            ascending = false
            break
        }
        if ascending {
            return terms.contains { $0.coefficient == 0 } ? terms.filter { $0.coefficient != 0 } : terms
        }
        let sorted = terms.enumerated().sorted {
            ($0.element.variable.id, $0.offset) < ($1.element.variable.id, $1.offset)
        }
        var out: [Term] = []
        out.reserveCapacity(sorted.count)
        for (_, t) in sorted {
            if let last = out.last, last.variable == t.variable {
                out[out.count - 1].coefficient += t.coefficient
            } else {
                out.append(t)
            }
        }
        return out.filter { $0.coefficient != 0 }
    }

    // MARK: Arithmetic

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        // Both sides are canonical: merge them in one pass.
        var out = LinearExpression(a.constant + b.constant)
        out.terms.reserveCapacity(a.terms.count + b.terms.count)
        var i = 0
        var j = 0
        while i < a.terms.count || j < b.terms.count {
            if j == b.terms.count || (i < a.terms.count && a.terms[i].variable.id < b.terms[j].variable.id) {
                out.terms.append(a.terms[i]); i += 1
            } else if i == a.terms.count || b.terms[j].variable.id < a.terms[i].variable.id {
                out.terms.append(b.terms[j]); j += 1
            } else {
                let c = a.terms[i].coefficient + b.terms[j].coefficient
                if c != 0 { out.terms.append(Term(a.terms[i].variable, c)) }
                i += 1; j += 1
            }
        }
        return out
    }
    public static prefix func - (a: LinearExpression) -> LinearExpression {
        a * -1
    }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        a + (-b)
    }
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        if k == 0 { return LinearExpression(0) }
        var r = a
        for i in r.terms.indices { r.terms[i].coefficient *= k }
        r.constant *= k
        return r
    }
    public static func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
    public static func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }
}

// Variables and numbers mix freely with expressions.
extension Variable {
    public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    public static func + (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    public static func - (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    public static func + (a: Double, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    public static func - (a: Double, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    public static func * (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) * k }
    public static func * (k: Double, a: Variable) -> LinearExpression { LinearExpression(a) * k }
    public static func / (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) / k }
    public static prefix func - (a: Variable) -> LinearExpression { -LinearExpression(a) }
    public static func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
    public static func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
    public static func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
    public static func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
}

extension LinearExpression {
    public static func + (a: LinearExpression, b: Double) -> LinearExpression { a + LinearExpression(b) }
    public static func - (a: LinearExpression, b: Double) -> LinearExpression { a - LinearExpression(b) }
    public static func + (a: Double, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
    public static func - (a: Double, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
}
