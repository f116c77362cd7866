// Conflict reports as typed entries: what made each constraint of a
// conflict, found from the key the window holds it under.

extension Window {
    /// The report of a conflict among `entries` (the one being added last),
    /// recovered by breaking `broken`.
    func conflictReport(_ entries: [(Key, Desired)], broken: (Key, Desired)) -> ConflictReport {
        // Conflicts are rare: the objects are looked up only when one occurs.
        // As installed: a conflict is met in the layout pass, among
        // constraints it lowered, which are up to date.
        var constraints: [ObjectIdentifier: LayoutConstraint] = [:]
        var views: [ObjectIdentifier: View] = [:]
        var guides: [ObjectIdentifier: LayoutGuide] = [:]
        for view in viewsInTreeOrder {
            views[ObjectIdentifier(view)] = view
            for c in view.installedConstraints { constraints[ObjectIdentifier(c)] = c }
            for g in view.engineGuides { guides[ObjectIdentifier(g)] = g }
        }
        func entry(_ key: Key, _ desired: Desired) -> ConflictReport.Entry {
            var origin: ConstraintStatus.Origin
            var constraint: LayoutConstraint? = nil
            var guide: LayoutGuide? = nil
            switch key {
            case .user(let id):
                constraint = constraints[id]
                origin = desired.isSystem ? .system : .app
            case .root:
                origin = .screen
            case .guide(let id, _):
                guide = guides[id]
                origin = .guide
            case .intrinsic(let id, let n):
                let ics = views[id]?.intrinsicContentSize ?? .zero
                origin = .contentSize(hugging: n % 2 == 0, intrinsic: n < 2 ? ics.width : ics.height)
            case .direct:
                origin = .system  // not met: wishes are never required
            case .floor:
                origin = .system  // not met: size floors are never required
            }
            return ConflictReport.Entry(
                description: desired.description, origin: origin, layoutConstraint: constraint, guide: guide,
                priority: desired.constraint.priority.value, key: key)
        }
        return ConflictReport(constraints: entries.map(entry), broken: entry(broken.0, broken.1))
    }

    /// Whether the entry's constraint is still broken, unchanged since the
    /// conflict (a constraint changed since is a new attempt).
    public func isStillBroken(_ entry: ConflictReport.Entry) -> Bool {
        layoutIfNeeded()
        return broken[entry.key]?.description == entry.description
    }
}
