/// The relation of a ``Constraint``: `lhs == rhs`, `lhs <= rhs` or `lhs >= rhs`.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A constraint's priority, UIKit's `UILayoutPriority`: a number in (0, 1000].
///
/// 1000 is required. Every distinct value below 1000 is its own *tier*: the
/// solver satisfies a higher tier as well as it can before it looks at a lower
/// one, whatever the numbers of constraints (999.5, 51, 49 and 0.001 are all
/// tiers of their own, as in UIKit's engine).
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public let value: Double

    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    /// Whether this is the required priority (1000).
    public var isRequired: Bool { value == 1000 }
    /// Whether the value is a usable priority: finite and in (0, 1000].
    public var isValid: Bool { value.isFinite && value > 0 && value <= 1000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
    public var description: String { formatNumber(value) }
}

/// A linear constraint `lhs relation rhs @ priority`, stored as
/// `expression relation 0` with `expression = lhs - rhs`.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority

    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(0),
        priority: Priority = .required
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }

    /// A copy with another priority.
    public func withPriority(_ p: Priority) -> Constraint {
        var c = self
        c.priority = p
        return c
    }

    /// How far the constraint is from holding for the given values (≥ 0).
    public func violation(_ value: (Variable) -> Double) -> Double {
        let e = expression.evaluate(value)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    public var description: String {
        var parts: [String] = []
        for t in expression.terms {
            let c = t.coefficient
            let sign = c < 0 ? "-" : "+"
            let mag = abs(c) == 1 ? "" : formatNumber(abs(c)) + "*"
            parts.append(parts.isEmpty && c >= 0 ? "\(mag)\(t.variable)" : "\(sign) \(mag)\(t.variable)")
        }
        if expression.constant != 0 || parts.isEmpty {
            let k = expression.constant
            parts.append(parts.isEmpty ? formatNumber(k) : (k < 0 ? "- " : "+ ") + formatNumber(abs(k)))
        }
        return parts.joined(separator: " ") + " \(relation.rawValue) 0 @ \(priority)"
    }
}

/// The handle of a constraint added to a ``Solver``; handles are issued in
/// increasing order and never reused.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "c\(rawValue)" }
}

/// Anything usable as one side of a constraint: a ``Variable``, a
/// ``LinearExpression`` or a number.
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}
extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}
extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}
extension Double: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

// Convenience operators in the spirit of kiwi's DSL:
// `solver.add((x + 10 |==| y).withPriority(750))`.
infix operator |==| : ComparisonPrecedence
infix operator |<=| : ComparisonPrecedence
infix operator |>=| : ComparisonPrecedence

public func |==| (a: some LinearExpressionConvertible, b: some LinearExpressionConvertible) -> Constraint {
    Constraint(a.linearExpression, .equal, b.linearExpression)
}
public func |<=| (a: some LinearExpressionConvertible, b: some LinearExpressionConvertible) -> Constraint {
    Constraint(a.linearExpression, .lessThanOrEqual, b.linearExpression)
}
public func |>=| (a: some LinearExpressionConvertible, b: some LinearExpressionConvertible) -> Constraint {
    Constraint(a.linearExpression, .greaterThanOrEqual, b.linearExpression)
}
