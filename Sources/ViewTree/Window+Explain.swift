import ConstraintSolver
import Geometry

/// How one constraint that involves a view stands at the solution: the
/// material of `explain` (why a view has its frame) and `exercise` (what
/// else it could be).
public struct ConstraintStatus {
    /// Who made the constraint.
    public enum Origin: Hashable, Sendable {
        /// The app (anchors, `constrain`, `pin`).
        case app
        /// A view of the system: a stack view's UISV-… constraints.
        case system
        /// The view's intrinsic content size: `size <= intrinsic` at the
        /// hugging priority, or `size >= intrinsic` at the compression
        /// resistance.
        case contentSize(hugging: Bool, intrinsic: Double)
        /// A layout guide's edges tied to its view (margins, safe area).
        case guide
        /// The root view pinned to the screen.
        case screen
    }

    /// Where the constraint stands.
    public enum State: Hashable, Sendable {
        /// It holds with equality: it holds the view where it is.
        case tight
        /// An inequality that holds with room to spare (the room, > 0).
        case slack(Double)
        /// An optional constraint given up, by how much (> 0).
        case violated(Double)
        /// Broken to resolve a conflict of required constraints: not in the
        /// engine at all (see ``Window/conflictReports``).
        case broken
    }

    /// NSLayoutConstraint's notation with the priority (`'UISV-spacing'
    /// b.leading == a.trailing + 8`, `b.width <= 80 @ 251 (hugging)`).
    public let description: String
    /// The constraint itself, for app and stack constraints.
    public let layoutConstraint: LayoutConstraint?
    public let origin: Origin
    public let priority: Double
    public let relation: Relation
    /// The axis of the view's value the constraint involves.
    public let axis: Axis
    /// The view's attribute in the constraint (width or height for a content
    /// size; nil for guide and screen constraints).
    public let attribute: LayoutAttribute?
    public let state: State

    /// Whether it is an optional constraint (priority below 1000).
    public var isOptional: Bool { priority < 1000 }
}

/// One value of an ambiguous view's frame and the layouts at the ends of
/// its range (UIKit's exerciseAmbiguityInLayout flips to such a layout).
public struct AmbiguousValue {
    /// Which value of the frame: the position or the length along an axis.
    public enum Part: String, Hashable, Sendable, CaseIterable {
        case x, y, width, height

        public var axis: Axis { self == .x || self == .width ? .horizontal : .vertical }
        public var isLength: Bool { self == .width || self == .height }
    }

    /// Another layout that every constraint accepts equally well.
    public struct Layout {
        /// The value of ``AmbiguousValue/part`` in this layout.
        public let value: Double
        /// Whether ``value`` is an end of the range (false: the range is
        /// unbounded that way and the value is just one step along it).
        public let isEnd: Bool
        /// The frames (superview coordinates, pixel-snapped) of the view and
        /// its siblings in this layout, the view first; siblings only when
        /// their frame differs from the current one.
        public let frames: [(view: View, frame: Rect)]
    }

    public let part: Part
    /// The range over the optimal solutions, in the superview's coordinates
    /// (unsnapped).
    public let range: Solver.OptimalRange
    /// The layout at the low end (or a step below when unbounded), then at
    /// the high end, each present only when it differs from the current one.
    public let layouts: [Layout]
}

extension Window {
    // MARK: - Constraint statuses

    /// The constraints that involve the view's own values (its position and
    /// size, not its guides'), in install order, then those broken by
    /// conflicts; one status per axis of the view that a constraint touches.
    /// Guide and screen constraints are included only for the root view.
    ///
    /// In proportion to the view: the solver's entries are scanned once for
    /// the view's four variables, and the constraints behind them are looked
    /// for only on the view and its ancestors (a constraint is installed on
    /// a view that holds both its items), not in a table of every constraint
    /// of the window (`explain` on a 1 000-row stack built one).
    public func constraintStatuses(of view: View) -> [ConstraintStatus] {
        if let r = directReading(for: view), let answer = r.statuses(of: view, in: self) { return answer }
        holdGeneralPath()
        guard let v = view.variables else { return [] }
        var entries: [(Key, Desired, Bool)] = []
        for e in installed where Self.involves(e.desired.constraint, v) { entries.append((e.key, e.desired, false)) }
        entries += broken.filter { Self.involves($0.value.constraint, v) }
            .sorted(by: { $0.value.description < $1.value.description }).map { ($0.key, $0.value, true) }
        var wanted: [ObjectIdentifier] = []
        for (key, _, _) in entries { if case .user(let id) = key { wanted.append(id) } }
        var constraintsByID: [ObjectIdentifier: LayoutConstraint] = [:]
        if !wanted.isEmpty {
            let lookup = wanted.count > 16 ? Set(wanted) : nil
            var holder: View? = view
            while let h = holder, constraintsByID.count < wanted.count {
                for c in h.installedConstraints {
                    let id = ObjectIdentifier(c)
                    if lookup?.contains(id) ?? wanted.contains(id) { constraintsByID[id] = c }
                }
                holder = h.superview
            }
        }
        return statuses(of: view, entries, constraintsByID: constraintsByID)
    }

    /// Whether the constraint's expression mentions one of the variables.
    private static func involves(_ c: Constraint, _ v: ItemVariables) -> Bool {
        c.expression.terms.contains { t in
            t.variable == v.minX || t.variable == v.minY || t.variable == v.width || t.variable == v.height
        }
    }

    /// The statuses of the view's content-size constraints alone (hugging
    /// and compression resistance, the ``ConstraintStatus/Origin/contentSize(hugging:intrinsic:)``
    /// ones of ``constraintStatuses(of:)``), found by their keys: reading
    /// them for every arranged view of a 1 000-row stack does not walk every
    /// constraint of the window per view (`explain` took 5.8 s there).
    public func contentSizeStatuses(of view: View) -> [ConstraintStatus] {
        holdGeneralPath()
        let id = ObjectIdentifier(view)
        var entries: [(Key, Desired, Bool)] = []
        for n in 0..<4 {
            let key = Key.intrinsic(id, n)
            if let i = installedIndex[key] { entries.append((key, installed[i].desired, false)) }
        }
        entries.sort { installedIndex[$0.0]! < installedIndex[$1.0]! }
        var brokenOnes: [(Key, Desired, Bool)] = []
        for n in 0..<4 {
            let key = Key.intrinsic(id, n)
            if let d = broken[key] { brokenOnes.append((key, d, true)) }
        }
        brokenOnes.sort { $0.1.description < $1.1.description }
        return statuses(of: view, entries + brokenOnes, constraintsByID: [:])
    }

    /// One content-size constraint of the view (its hugging, or its
    /// compression resistance, along `axis`): its priority and where it
    /// stands, as ``contentSizeStatuses(of:)`` gives it, without its words
    /// or the view's content size; nil when the view has none. What
    /// `explain` reads of every other view in a stack (who else stretches,
    /// who ties), at a few hundred instructions a view.
    public func contentSizeState(of view: View, along axis: Axis, hugging: Bool) -> (priority: Double, state: ConstraintStatus.State)? {
        if let r = reading(holding: view) { return r.contentSizeState(of: view, along: axis, hugging: hugging, in: self) }
        holdGeneralPath()
        let key = Key.intrinsic(ObjectIdentifier(view), (axis == .horizontal ? 0 : 2) + (hugging ? 0 : 1))
        if let i = installedIndex[key] {
            let c = installed[i].desired.constraint
            return (c.priority.value, state(of: c))
        }
        if let d = broken[key] { return (d.constraint.priority.value, .broken) }
        return nil
    }

    /// Where an installed constraint stands at the solution (or at the
    /// values `value` gives).
    func state(of c: Constraint, value: ((Variable) -> Double)? = nil) -> ConstraintStatus.State {
        let e = value.map { c.expression.evaluate($0) } ?? c.expression.evaluate { solver.value(of: $0) }
        let tolerance = 1e-6 * max(1, abs(c.expression.constant))
        switch c.relation {
        case .equal: return abs(e) <= tolerance ? .tight : .violated(abs(e))
        case .lessThanOrEqual: return e > tolerance ? .violated(e) : (e < -tolerance ? .slack(-e) : .tight)
        case .greaterThanOrEqual: return e < -tolerance ? .violated(-e) : (e > tolerance ? .slack(e) : .tight)
        }
    }

    /// The statuses of `entries` (each with whether it is broken) that
    /// involve the view's variables `v`, valued by `value` (the solver's,
    /// or a direct reading's).
    func statuses(
        of view: View, _ entries: [(Key, Desired, Bool)], constraintsByID: [ObjectIdentifier: LayoutConstraint],
        variables: ItemVariables? = nil, value: ((Variable) -> Double)? = nil
    ) -> [ConstraintStatus] {
        guard let v = variables ?? view.variables else { return [] }
        let ours: [Variable: Axis] = [v.minX: .horizontal, v.width: .horizontal, v.minY: .vertical, v.height: .vertical]
        let isRoot = view === rootView
        var out: [ConstraintStatus] = []

        func statuses(_ key: Key, _ desired: Desired, broken: Bool) {
            let c = desired.constraint
            var axes: [Axis] = []
            for t in c.expression.terms {
                if let a = ours[t.variable], !axes.contains(a) { axes.append(a) }
            }
            guard !axes.isEmpty else { return }
            var origin: ConstraintStatus.Origin
            var layoutConstraint: LayoutConstraint? = nil
            switch key {
            case .user(let id):
                layoutConstraint = constraintsByID[id]
                origin = desired.isSystem ? .system : .app
            case .root:
                guard isRoot else { return }
                origin = .screen
            case .guide:
                guard isRoot else { return }
                origin = .guide
            case .intrinsic(_, let n):
                let ics = view.intrinsicContentSize
                origin = .contentSize(hugging: n % 2 == 0, intrinsic: n < 2 ? ics.width : ics.height)
            case .direct:
                origin = .system  // not met: statuses are read on the general path
            case .floor:
                return  // the engine's own restriction, not a constraint
            }
            let state: ConstraintStatus.State = broken ? .broken : self.state(of: c, value: value)
            for axis in axes {
                var attribute: LayoutAttribute? = nil
                if let lc = layoutConstraint {
                    if lc.firstItem === view, lc.firstAttribute.axis == axis || lc.firstAttribute.isDimension {
                        attribute = lc.firstAttribute
                    }
                    if let a2 = lc.secondAttribute, lc.secondItem === view, attribute == nil || attribute!.axis != axis {
                        attribute = a2
                    }
                } else if case .contentSize = origin {
                    attribute = axis == .horizontal ? .width : .height
                }
                out.append(ConstraintStatus(
                    description: desired.description, layoutConstraint: layoutConstraint, origin: origin,
                    priority: c.priority.value, relation: c.relation, axis: axis, attribute: attribute, state: state))
            }
        }
        for (key, desired, isBroken) in entries { statuses(key, desired, broken: isBroken) }
        return out
    }

    /// Whether the last pass broke the constraint to resolve a conflict
    /// (UIKit's "Will attempt to recover by breaking constraint").
    public func isBroken(_ constraint: LayoutConstraint) -> Bool {
        layoutIfNeeded()
        return broken[.user(ObjectIdentifier(constraint))] != nil
    }

    /// Whether the item's position or length along `axis` has more than one
    /// value at the optimum.
    public func isAmbiguous(_ item: LayoutItem, along axis: Axis) -> Bool {
        // A direct reading exists only where the subtree has one optimum.
        if let view = item as? View, directReading(for: view) != nil { return false }
        holdGeneralPath()
        guard let v = item.variables else { return true }
        let pair = axis == .horizontal ? [v.minX, v.width] : [v.minY, v.height]
        return !pair.allSatisfy { solver.isUnique($0) }
    }

    // MARK: - Ambiguity

    /// The ambiguous values of the view's frame, each with its range over the
    /// optimal solutions and the layouts at its ends (like
    /// exerciseAmbiguityInLayout, which flips to such a layout). Where the
    /// range is unbounded, the layout is 100 pt along it (for a length: down
    /// to 0 at the least; unbounded both ways: 100 pt up only). Empty when
    /// the layout is not ambiguous.
    public func ambiguousValues(of view: View) -> [AmbiguousValue] {
        holdGeneralPath()
        guard let v = view.variables else { return [] }
        let parts: [(AmbiguousValue.Part, Variable)] = [(.x, v.minX), (.y, v.minY), (.width, v.width), (.height, v.height)]
        // The items read in each alternative: the view, its superview and
        // its siblings (those the engine knows).
        var items: [View] = [view]
        if let s = view.superview {
            items.append(contentsOf: s.subviews.filter { $0 !== view })
        }
        items = items.filter { $0.variables != nil }
        let parent = view.superview?.variables
        var reading: [Variable] = []
        for item in items {
            let iv = item.variables!
            reading += [iv.minX, iv.minY, iv.width, iv.height]
        }
        if let p = parent { reading += [p.minX, p.minY] }
        let now = reading.map { solver.value(of: $0) }
        let scale = screen.scale

        func frames(_ values: [Double]) -> [(view: View, frame: Rect)] {
            var out: [(view: View, frame: Rect)] = []
            let dpx = parent == nil ? 0 : values[values.count - 2] - now[now.count - 2]
            let dpy = parent == nil ? 0 : values[values.count - 1] - now[now.count - 1]
            for (i, item) in items.enumerated() {
                let k = 4 * i
                // The shown frame moved by what the engine values moved (a
                // view keeps its last frame along an axis nothing constrains).
                let shown = frame(of: item)
                let r = Rect(
                    x: shown.origin.x + (values[k] - now[k]) - dpx, y: shown.origin.y + (values[k + 1] - now[k + 1]) - dpy,
                    width: shown.size.width + (values[k + 2] - now[k + 2]),
                    height: shown.size.height + (values[k + 3] - now[k + 3])
                ).snapped(scale: scale)
                if i == 0 || r != shown { out.append((item, r)) }
            }
            return out
        }

        var out: [AmbiguousValue] = []
        for (part, variable) in parts {
            let range = solver.optimalRange(of: variable)
            if range.isUnique { continue }
            // Positions in the superview's coordinates, as frames are.
            var shift = 0.0
            if !part.isLength, let p = parent {
                shift = -solver.value(of: part == .x ? p.minX : p.minY)
            }
            var layouts: [AmbiguousValue.Layout] = []
            let step = 100.0
            var targets: [(Double, Bool)] = []
            if let lo = range.lowest {
                targets.append((lo, true))
            } else if range.highest != nil {
                let t = part.isLength ? max(0, range.current - step) : range.current - step
                targets.append((t, false))
            }
            if let hi = range.highest { targets.append((hi, true)) } else { targets.append((range.current + step, false)) }
            for (target, isEnd) in targets where abs(target - range.current) > 1e-6 {
                guard let values = solver.alternativeSolution(setting: variable, to: target, reading: reading) else { continue }
                layouts.append(AmbiguousValue.Layout(value: target + shift, isEnd: isEnd, frames: frames(values)))
            }
            out.append(AmbiguousValue(part: part, range: range.shifted(by: shift), layouts: layouts))
        }
        return out
    }
}
