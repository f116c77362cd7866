/// A real-valued unknown of a ``Solver``.
///
/// Variables are made by ``Solver/makeVariable(_:)`` and belong to the solver
/// that made them; using one with another solver is a programming error.
/// Identity is the creation number, so variables sort in creation order.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Creation number inside the owning solver (0, 1, 2, …).
    public let id: Int

    init(id: Int) { self.id = id }

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    public var description: String { "v\(id)" }
}
