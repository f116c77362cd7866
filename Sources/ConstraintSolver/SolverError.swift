/// Errors thrown by ``Solver``. Each carries what was wrong; the solver is left
/// exactly as it was before the failing call.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required
    /// constraints listed (in increasing id order). The new constraint was not
    /// added; the caller decides what to break.
    case unsatisfiable(conflicting: [ConstraintID])
    /// A priority outside (0, 1000], or not finite.
    case invalidPriority(Double)
    /// A constant or coefficient that is NaN or infinite.
    case nonFiniteValue
    /// The constraint id is not (or no longer) in the solver.
    case unknownConstraint(ConstraintID)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// `addEditVariable` for a variable that already is one.
    case duplicateEditVariable(Variable)
    /// `suggestValue` / `removeEditVariable` for a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (priority < 1000), as in Cassowary.
    case requiredEditVariable(Variable)

    public var description: String {
        switch self {
        case .unsatisfiable(let ids):
            return "unable to satisfy the required constraint together with "
                + (ids.isEmpty ? "the required system" : ids.map(\.description).joined(separator: ", "))
        case .invalidPriority(let p): return "priority \(formatNumber(p)) is not in (0, 1000]"
        case .nonFiniteValue: return "a value is NaN or infinite"
        case .unknownConstraint(let id): return "unknown constraint \(id)"
        case .unknownVariable(let v): return "unknown variable \(v)"
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .requiredEditVariable(let v): return "edit variable \(v) must have a priority below 1000"
        }
    }
}
