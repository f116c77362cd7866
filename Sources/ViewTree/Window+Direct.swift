import ConstraintSolver
import Geometry

// MARK: - The direct path in the layout pass

/// The subtrees arranged directly in one pass: each root's ``DirectLayout``,
/// and which root arranges each arranged view.
struct DirectPlan {
    var layouts: [ObjectIdentifier: DirectLayout] = [:]
    /// Arranged view → its root.
    var arrangedBy: [ObjectIdentifier: ObjectIdentifier] = [:]

    var isEmpty: Bool { layouts.isEmpty }
}

extension Window {
    /// Chooses the subtrees to arrange directly this pass: each outermost
    /// view that offers a ``DirectLayout`` whose arranged views no other
    /// constraint refers to (an app constraint on an item, another view's
    /// constraint, a guide of an item: the solver must see those, so the
    /// subtree goes to it whole). Empty on the general path.
    func planDirectLayouts(excluding excluded: Set<ObjectIdentifier> = []) -> DirectPlan {
        var plan = DirectPlan()
        guard layoutConfiguration.usesDirectPath, !generalHeld else { return plan }
        var candidates: [(View, DirectLayout)] = []
        var inside: Set<ObjectIdentifier> = []
        let views = rootView.allViews()
        for view in views where !inside.contains(ObjectIdentifier(view)) && view !== rootView
            && !excluded.contains(ObjectIdentifier(view))
        {
            guard let d = view.directLayout() else { continue }
            candidates.append((view, d))
            for a in d.arranged { inside.insert(ObjectIdentifier(a)) }
        }
        guard !candidates.isEmpty else { return plan }
        let roots = Set(candidates.map { ObjectIdentifier($0.0) })
        // Views some constraint refers to, other than a root's own
        // generated (system) constraints.
        var referenced: Set<ObjectIdentifier> = []
        for holder in views {
            let ownGenerated = roots.contains(ObjectIdentifier(holder))
            for c in holder.constraints where !(ownGenerated && c.isSystem) {
                if let h = c.firstItem.hostView { referenced.insert(ObjectIdentifier(h)) }
                if let h = c.secondItem?.hostView { referenced.insert(ObjectIdentifier(h)) }
            }
        }
        for (root, d) in candidates {
            let covered = d.arranged.allSatisfy { a in
                !referenced.contains(ObjectIdentifier(a)) && a.engineGuides.isEmpty && a.subviews.isEmpty
            }
            guard covered, !(root is ScrollView) else { continue }
            let rid = ObjectIdentifier(root)
            plan.layouts[rid] = d
            for a in d.arranged { plan.arrangedBy[ObjectIdentifier(a)] = rid }
        }
        return plan
    }

    /// The solver constraints that stand for a directly arranged subtree:
    /// its wishes on the root's width and height, each with the tie-break
    /// rank of the content-size constraint it stands for.
    func directConstraints(
        of root: View, _ d: DirectLayout, _ v: ItemVariables, ranks: [ObjectIdentifier: Double]
    ) -> [(Key, Desired)] {
        let rid = ObjectIdentifier(root)
        return d.wishes.map { w in
            let length = LinearExpression(w.axis == .horizontal ? v.width : v.height) * w.scale
            let c = Constraint(length, w.relation, LinearExpression(w.constant), priority: Priority(w.priority))
            let rank = w.giver.map { g in
                (ranks[ObjectIdentifier(g)] ?? 0) * 2 + (w.rankAxis == .horizontal ? 0 : 1) + 1
            }
            let key = Key.direct(rid, w.owner.map(ObjectIdentifier.init), w.slot)
            return (key, Desired(constraint: c, description: w.label, isSystem: true, rank: rank))
        }
    }

    /// How many stack subtrees the last pass arranged directly (a debug
    /// counter, like ``layoutPasses``: it shows that the direct path ran).
    public var directlyArrangedStacks: Int { directPlan.layouts.count }

    /// The roots whose summary is not proven exact at the solver's optimum
    /// (``DirectLayout/uniqueAxes`` and ``DirectLayout/verify``), in no
    /// particular order: they go to the solver whole.
    func unprovenDirectRoots() -> Set<ObjectIdentifier> {
        var out: Set<ObjectIdentifier> = []
        for view in rootView.allViews() {
            let id = ObjectIdentifier(view)
            guard let d = directPlan.layouts[id], let v = view.variables else { continue }
            if let verify = d.verify {
                let r = Rect(
                    x: solver.value(of: v.minX), y: solver.value(of: v.minY),
                    width: solver.value(of: v.width), height: solver.value(of: v.height))
                if !verify(r) { out.insert(id); continue }
            }
            if !d.uniqueAxes.allSatisfy({ solver.isUnique($0 == .horizontal ? v.width : v.height) }) { out.insert(id) }
        }
        return out
    }

    /// Introspection (explain, ambiguity, the installed constraints) reads
    /// the solver's view of every constraint: lay out on the general path
    /// until the tree next changes. The frames are the same either way.
    func holdGeneralPath() {
        if !directPlan.isEmpty && !generalHeld {
            generalHeld = true
            needsLayout = true
        }
        layoutIfNeeded()
    }
}
