import ConstraintSolver
import Geometry

extension Window {
    // MARK: - The layout pass

    /// What a solver constraint stands for.
    enum Key: Hashable {
        case user(ObjectIdentifier)
        case root(Int)
        case guide(ObjectIdentifier, Int)
        case intrinsic(ObjectIdentifier, Int)
        /// A view's width (0) or height (1) kept non-negative, as the
        /// engine's restricted size variables are (Window+Lowering.swift).
        case floor(ObjectIdentifier, Int)
        /// A wish of a directly arranged subtree (see ``DirectLayout``): its
        /// root, the wish's owner and slot.
        case direct(ObjectIdentifier, ObjectIdentifier?, Int)
    }

    /// A constraint the tree asks for, as the solver takes it, with its
    /// text (written when read: ``ConstraintText``), whether the system
    /// made it (a conflict breaks an app's first) and its tie-break rank.
    struct Desired {
        var constraint: Constraint
        var text: ConstraintText
        var isSystem: Bool
        var rank: Double?

        /// NSLayoutConstraint-like text (introspection, conflict reports).
        var description: String { text.string }
    }

    struct Entry {
        var key: Key
        var desired: Desired
        var id: ConstraintID
    }

    /// UIView.layoutIfNeeded on the whole hierarchy.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        // A constraint that carries a scroll view's offset (see the type's
        // notes) and an offset that follows the layout (a fresh scroll view's
        // initial offset follows its adjusted inset) meet here: when the
        // offset moved during the pass, one more pass settles it.
        // Then multi-line labels wrap at their new widths and safe areas
        // follow the frames (Window+SecondPass.swift): when that changes a
        // constraint, one more pass.
        var offsetPasses = 0, secondPasses = 0
        forgetWrapWidths()
        while true {
            layoutPass()
            let moved = offsetsInConstraints.contains { id, used in
                guard let sv = scrollView(id) else { return false }
                return sv.currentOffset != used
            }
            var again = false
            if moved, offsetPasses < 2 {
                offsetPasses += 1
                again = true
            }
            if updateSecondPassInputs(), secondPasses < Self.maximumSecondPasses {
                secondPasses += 1
                again = true
            }
            if !again { break }
            needsLayout = true
        }
    }

    func scrollView(_ id: ObjectIdentifier) -> ScrollView? {
        viewsInTreeOrder.first { ObjectIdentifier($0) == id } as? ScrollView
    }

    func layoutPass() {
        layoutPasses += 1
        inLayoutPass = true
        defer { inLayoutPass = false }
        // The direct plan first (it reads no generated constraint), then
        // UIKit's update-constraints pass over what the solver will see:
        // every view outside the plan brings its generated constraints up
        // to date, in tree order, if an input changed. A subtree arranged
        // directly leaves its own stale (its wishes stand for them) until a
        // reader or a later pass needs them. Then the layout itself. A
        // subtree whose summary turns out not to be proven exact at this
        // optimum goes to the solver whole, and the pass is solved again
        // (see ``unprovenDirectRoots()``). That second sync retries no
        // broken constraint: what it removes is the direct path's own (a
        // root's wishes), not the scene's, and a retry there would fit
        // constraints the general path leaves broken.
        var excluded: Set<ObjectIdentifier> = []
        while true {
            directPlan = planDirectLayouts(excluding: excluded)
            updateConstraintsOutsideDirectPlan()
            needsLayout = false
            syncSolver(retryingBroken: excluded.isEmpty)
            let unproven = unprovenDirectRoots()
            if unproven.isEmpty { break }
            excluded.formUnion(unproven)
        }
        readFrames()
    }

    /// ``View/updateConstraintsIfNeeded()`` for every view whose generated
    /// constraints the solver sees this pass: all but the roots of the
    /// direct plan and the views they arrange.
    func updateConstraintsOutsideDirectPlan() {
        if let unarranged = directPlan.unarranged {
            for view in unarranged where directPlan.layout(of: view) == nil { view.updateConstraintsIfNeeded() }
            return
        }
        for view in viewsInTreeOrder {
            if directPlan.layout(of: view) == nil && !directPlan.arranges(view) { view.updateConstraintsIfNeeded() }
        }
    }

    /// Brings the solver in line with what the tree asks for: removes what is
    /// no longer wanted or has changed, adds what is new, and retries broken
    /// constraints when something was removed (unless `retryingBroken` is
    /// false).
    func syncSolver(retryingBroken: Bool = true) {
        let wanted = desiredConstraints(of: rootView, variables: variables)
        var wantedIndex: [Key: Int] = [:]
        wantedIndex.reserveCapacity(wanted.count)
        for (i, w) in wanted.enumerated() { wantedIndex[w.0] = i }
        if installed.isEmpty {
            // A first layout: the tables grow once.
            installedIndex.reserveCapacity(wanted.count)
            installed.reserveCapacity(wanted.count)
        }

        // Remove what is no longer wanted or has changed, newest first.
        var removedAny = false
        var kept: [Entry] = []
        var leaving: [ConstraintID] = []
        for e in installed {
            if let i = wantedIndex[e.key], wanted[i].1.constraint == e.desired.constraint,
                wanted[i].1.rank == e.desired.rank
            {
                kept.append(e)
            } else {
                leaving.append(e.id)
            }
        }
        for id in leaving.reversed() {
            try? solver.remove(id)
            constraintsRemoved += 1
            removedAny = true
        }
        if kept.count != installed.count {
            installed = kept
            reindex()
        }
        if !broken.isEmpty { broken = broken.filter { wantedIndex[$0.key] != nil } }
        var keptBroken: Set<Key> = []
        if let restored = brokenToRestore {
            brokenToRestore = nil
            keptBroken = restoreBroken(restored, wanted: wanted, wantedIndex: wantedIndex)
            removedAny = true  // those broken since are retried
        }

        // Add what is new, in the tree's order; retry broken constraints when
        // something was removed (they may fit now).
        for (key, desired) in wanted where installedIndex[key] == nil {
            if let b = broken[key], b.constraint == desired.constraint, b.rank == desired.rank {
                // Unchanged and broken: retried, silently, only when something
                // was removed (it may fit now).
                if removedAny, retryingBroken, !keptBroken.contains(key),
                    let id = try? solver.add(desired.constraint, tieBreakRank: desired.rank)
                {
                    broken[key] = nil
                    append(Entry(key: key, desired: desired, id: id))
                }
                continue
            }
            broken[key] = nil  // changed since it was broken: a new attempt
            add(key, desired)
        }
        if let order = installedOrderToRestore {
            installedOrderToRestore = nil
            restoreInstalledOrder(order)
        }
    }

    /// Puts ``installed`` back in the order of a savepoint's (undo and
    /// rollback, ``restore(_:)``), the constraints installed since after
    /// them in their order. A conflict breaks the newest app constraint
    /// involved, newest in install order; the constraints a reverted change
    /// took out of the solver, and this pass put back at the end, are as old
    /// as they were before it, so the next conflict breaks what it would
    /// have broken had the change never been made. (The replay oracle found
    /// it: after `removeFromSuperview v0; undo`, v0's pin to the root's
    /// margins came back newer than v1's, and hiding s1 broke it instead of
    /// v1's.)
    func restoreInstalledOrder(_ order: [Entry]) {
        var position: [Key: Int] = [:]
        position.reserveCapacity(order.count)
        for (i, e) in order.enumerated() { position[e.key] = i }
        let keys = installed.enumerated().map { i, e in (position[e.key] ?? order.count + i) }
        guard zip(keys, keys.dropFirst()).contains(where: { $0 > $1 }) else { return }
        installed = zip(keys, installed).sorted { $0.0 < $1.0 }.map(\.1)
        reindex()
    }

    /// Puts back which constraints were broken at a savepoint (undo and
    /// rollback, ``restore(_:)``). Which constraint a conflict breaks
    /// depends on the order constraints reached the engine, as in UIKit;
    /// in between, a broken constraint may have been retried and fitted
    /// (something it conflicted with left) and another broken in its place.
    /// Going back, the constraints broken then leave the solver again,
    /// silently, and those broken since are retried, so the scene is the
    /// one it was, not the one the edits' history would make of it. Returns
    /// the keys that stay broken in this pass (not retried).
    func restoreBroken(_ restored: [Key: Desired], wanted: [(Key, Desired)], wantedIndex: [Key: Int]) -> Set<Key> {
        func stillWanted(_ key: Key, _ d: Desired) -> Bool {
            guard let i = wantedIndex[key] else { return false }
            return wanted[i].1.constraint == d.constraint && wanted[i].1.rank == d.rank
        }
        var kept: [Entry] = []
        var leaving: [ConstraintID] = []
        for e in installed {
            if let d = restored[e.key], stillWanted(e.key, d) {
                leaving.append(e.id)
                broken[e.key] = d
            } else {
                kept.append(e)
            }
        }
        for id in leaving.reversed() {
            try? solver.remove(id)
            constraintsRemoved += 1
        }
        if !leaving.isEmpty {
            installed = kept
            reindex()
        }
        // Broken then and not installed now: broken again (not a new report).
        var stay: Set<Key> = []
        for (key, _) in wanted where installedIndex[key] == nil {
            if let d = restored[key], stillWanted(key, d) {
                broken[key] = d
                stay.insert(key)
            }
        }
        return stay
    }

    func reindex() {
        installedIndex = [:]
        for (i, e) in installed.enumerated() { installedIndex[e.key] = i }
    }

    func append(_ e: Entry) {
        installedIndex[e.key] = installed.count
        installed.append(e)
        constraintsAdded += 1
    }

    /// Adds one constraint; on a conflict, reports it and breaks one.
    ///
    /// All or nothing for the new constraint: when app constraints were
    /// broken to make room for it (a system one) and it still conflicts, now
    /// with system constraints alone, it is broken itself and those app
    /// constraints go back, their reports withdrawn. They held with
    /// everything installed before it, so they hold again. Left broken, they
    /// would wait for the next removal to retry them, and the frames would
    /// depend on when that came: whether the same pass removed anything
    /// (the direct path's rejected plans do) or only a later one, by which
    /// time a multi-line label had wrapped at the narrower width (the
    /// exactness property test's seed 1967946579, WrapFixedPointTests).
    func add(_ key: Key, _ desired: Desired) {
        var attempts = 0
        // The app constraints broken for this one: where they were in
        // `installed`, and their reports.
        var victims: [(index: Int, entry: Entry, report: Int)] = []
        while true {
            do {
                let id = try solver.add(desired.constraint, tieBreakRank: desired.rank)
                append(Entry(key: key, desired: desired, id: id))
                return
            } catch {
                guard case .unsatisfiable(let ids) = error, attempts < 16 else {
                    broken[key] = desired
                    putBack(victims)
                    return
                }
                attempts += 1
                let involved = ids.compactMap { id in installed.firstIndex { $0.id == id } }.sorted()
                let entries = involved.map { (installed[$0].key, installed[$0].desired) } + [(key, desired)]
                // Break an app constraint before a system one: the newest app
                // constraint among those involved (the new one counts as newest).
                if !desired.isSystem || !involved.contains(where: { !installed[$0].desired.isSystem }) {
                    conflictReports.append(conflictReport(entries, broken: (key, desired)))
                    broken[key] = desired
                    putBack(victims)
                    return
                }
                let victimIndex = involved.last { !installed[$0].desired.isSystem }!
                let victim = installed[victimIndex]
                victims.append((victimIndex, victim, conflictReports.count))
                conflictReports.append(conflictReport(entries, broken: (victim.key, victim.desired)))
                try? solver.remove(victim.id)
                constraintsRemoved += 1
                broken[victim.key] = victim.desired
                installed.remove(at: victimIndex)
                reindex()
            }
        }
    }

    /// Reinstalls constraints broken in vain (see ``add(_:_:)``) where they
    /// were in `installed`, newest removal first, and withdraws their reports.
    private func putBack(_ victims: [(index: Int, entry: Entry, report: Int)]) {
        guard !victims.isEmpty else { return }
        var withdrawn: [Int] = []
        for v in victims.reversed() {
            guard let id = try? solver.add(v.entry.desired.constraint, tieBreakRank: v.entry.desired.rank) else { continue }
            installed.insert(Entry(key: v.entry.key, desired: v.entry.desired, id: id), at: v.index)
            broken[v.entry.key] = nil
            constraintsAdded += 1
            withdrawn.append(v.report)
        }
        for i in withdrawn.sorted(by: >) { conflictReports.remove(at: i) }
        reindex()
    }

    func variables(_ item: LayoutItem) -> ItemVariables {
        if let v = item.variables { return v }
        let n = item.name
        let v = ItemVariables(
            minX: solver.makeVariable(n + ".minX"), minY: solver.makeVariable(n + ".minY"),
            width: solver.makeVariable(n + ".width"), height: solver.makeVariable(n + ".height"))
        item.variables = v
        look?.madeVariables.append(item)
        return v
    }
}
