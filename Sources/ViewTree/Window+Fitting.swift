import ConstraintSolver
import Geometry

extension Window {
    // MARK: - Fitting size

    /// UIView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize):
    /// the smallest size `view` can take under the constraints inside its
    /// subtree (intrinsic sizes, its own and its descendants' constraints),
    /// its width and height pulled towards zero at the fitting-size level
    /// (50), as UIKit measures it. Solved apart from the window's engine.
    public func systemLayoutSizeFitting(_ view: View) -> Size {
        for v in view.allViews() { v.updateConstraintsIfNeeded() }
        let fitting = Solver()
        var made: [ObjectIdentifier: ItemVariables] = [:]
        func vars(_ item: LayoutItem) -> ItemVariables {
            if let v = made[ObjectIdentifier(item)] { return v }
            let n = item.name
            let v = ItemVariables(
                minX: fitting.makeVariable(n + ".minX"), minY: fitting.makeVariable(n + ".minY"),
                width: fitting.makeVariable(n + ".width"), height: fitting.makeVariable(n + ".height"))
            made[ObjectIdentifier(item)] = v
            return v
        }
        let saved = (referencedAxes, offsetsInConstraints)
        let wanted = desiredConstraints(of: view, variables: vars)
        (referencedAxes, offsetsInConstraints) = saved
        let v = vars(view)
        _ = try? fitting.add(v.minX |==| 0.0)
        _ = try? fitting.add(v.minY |==| 0.0)
        _ = try? fitting.add((v.width |==| 0.0).withPriority(Priority(50)))
        _ = try? fitting.add((v.height |==| 0.0).withPriority(Priority(50)))
        for (_, d) in wanted { _ = try? fitting.add(d.constraint, tieBreakRank: d.rank) }
        return Size(width: fitting.value(of: v.width), height: fitting.value(of: v.height))
    }
}
