import ConstraintSolver
import Geometry

// MARK: - Reading a directly arranged subtree without a look

/// What the constraint statuses of a directly arranged view are read from
/// when the subtree has one optimum (``DirectLayout/determined``): the
/// frames the arrangement gives, unsnapped and in the solver's
/// coordinates, with the root's own frame from the solver.
///
/// A look (``Window/holdGeneralPath()``) lays the whole window out on the
/// general path: for a view in a 1 000-row stack that is a general solve
/// of 5 000 constraints (about 150 ms) per question after a change, where
/// every other command answers from the direct pass in milliseconds. Where
/// the arrangement knows its frames to be the tiers' only optimum, every
/// constraint of the subtree stands at them as it would in the solver, so
/// the view's statuses are read off them, in the order a look would
/// install its constraints; anywhere else the look answers, as before.
/// The two agree (`DirectReadingTests` compares them on random scenes).
final class DirectReading {
    /// The root whose subtree is read, and the pass it was read in.
    let root: View
    let pass: PassToken
    /// The unsnapped frames of the root and of the views it arranges.
    let frames: [ObjectIdentifier: Rect]
    /// Variables of a scratch solver, one set per item valued, and their
    /// values by variable id.
    private let scratch = Solver()
    private var variables: [ObjectIdentifier: ItemVariables] = [:]
    private var values: [Double] = []

    init(root: View, pass: PassToken, frames: [ObjectIdentifier: Rect]) {
        self.root = root
        self.pass = pass
        self.frames = frames
    }

    /// Variables for an item whose frame is known: the root, a view it
    /// arranges, or the root's margins guide (the root's frame inset by
    /// its margins, as the guide's constraints make it); nil otherwise.
    func variables(for item: LayoutItem) -> ItemVariables? {
        let id = ObjectIdentifier(item)
        if let v = variables[id] { return v }
        let frame: Rect
        if let f = frames[id] {
            frame = f
        } else if let g = item as? LayoutGuide, g.role == .margins, g.owningView === root,
            let r = frames[ObjectIdentifier(root)]
        {
            let m = root.layoutMargins
            frame = Rect(
                x: r.origin.x + m.left, y: r.origin.y + m.top,
                width: r.size.width - m.left - m.right, height: r.size.height - m.top - m.bottom)
        } else {
            return nil
        }
        let v = ItemVariables(
            minX: scratch.makeVariable(), minY: scratch.makeVariable(),
            width: scratch.makeVariable(), height: scratch.makeVariable())
        values += [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        variables[id] = v
        return v
    }

    func value(_ v: Variable) -> Double { values[v.id] }

    /// The view's statuses as a look would give them: the root's
    /// constraints that involve the view (the root comes first in tree
    /// order, its generated constraints as it holds them), then the view's
    /// content size. Nil when a constraint involves an item whose frame is
    /// not known here.
    func statuses(of view: View, in window: Window) -> [ConstraintStatus]? {
        guard let mine = variables(for: view) else { return nil }
        var entries: [(Window.Key, Window.Desired, Bool)] = []
        var byID: [ObjectIdentifier: LayoutConstraint] = [:]
        for c in root.systemFirstConstraints where c.firstItem === view || c.secondItem === view {
            // A multiplier other than 1 may carry scroll offsets (Window+Scrolling.swift).
            guard c.multiplier == 1, let first = variables(for: c.firstItem) else { return nil }
            var second: ItemVariables? = nil
            if let item = c.secondItem {
                guard let v = variables(for: item) else { return nil }
                second = v
            }
            let id = ObjectIdentifier(c)
            entries.append((.user(id), Window.Desired(
                constraint: c.solverConstraint(first, second), text: .of(c),
                isSystem: c.isSystem, rank: nil), false))
            byID[id] = c
        }
        for (key, desired) in window.contentSizeConstraints(of: view, mine, order: 0) {
            entries.append((key, desired, false))
        }
        return window.statuses(of: view, entries, constraintsByID: byID, variables: mine, value: value)
    }

    /// ``Window/contentSizeState(of:along:hugging:)`` for a view of the
    /// subtree.
    func contentSizeState(
        of view: View, along axis: Axis, hugging: Bool, in window: Window
    ) -> (priority: Double, state: ConstraintStatus.State)? {
        // The constraint as ``Window/contentSizeConstraints(of:_:order:)``
        // lowers it, without its words (a stack asks this of every item).
        let ics = view.intrinsicContentSize
        let size = axis == .horizontal ? ics.width : ics.height
        guard size != noIntrinsicMetric, let v = variables(for: view) else { return nil }
        let length = axis == .horizontal ? v.width : v.height
        let c: Constraint
        if hugging {
            let p = axis == .horizontal ? view.contentHugging.horizontal : view.contentHugging.vertical
            c = (length |<=| size).withPriority(Priority(p))
        } else {
            let p = axis == .horizontal ? view.compressionResistance.horizontal : view.compressionResistance.vertical
            c = (length |>=| size).withPriority(Priority(p))
        }
        return (c.priority.value, window.state(of: c, value: value))
    }
}

extension Window {
    /// A reading of the directly arranged subtree that holds `view`, when
    /// `view` can be answered from it (a visible leaf arranged by a root
    /// whose frame is unique and whose arrangement is the only optimum);
    /// nil where a look must answer. Kept for the pass.
    func directReading(for view: View) -> DirectReading? {
        guard layoutConfiguration.usesDirectPath else { return nil }
        layoutIfNeeded()
        guard !generalHeld, broken.isEmpty, !view.isHidden, view.subviews.isEmpty, directPlan.arranges(view),
            let root = view.superview, directPlan.layout(of: root)?.determined != nil
        else { return nil }
        if let r = reading, r.pass == lastPass, r.root === root { return r }
        // The root's generated constraints as a look would lower them (a
        // reader brings them up to date, as `constraints` does; should that
        // change one, the window lays out again, to the same frames).
        root.updateConstraintsIfNeeded()
        layoutIfNeeded()
        guard !generalHeld, directPlan.arranges(view), let d = directPlan.layout(of: root),
            let determined = d.determined, let rv = root.variables,
            [rv.minX, rv.minY, rv.width, rv.height].allSatisfy({ solver.isUnique($0) })
        else { return nil }
        let rect = Rect(
            x: solver.value(of: rv.minX), y: solver.value(of: rv.minY),
            width: solver.value(of: rv.width), height: solver.value(of: rv.height))
        guard let arranged = determined(rect), arranged.count == d.arranged.count else { return nil }
        var frames: [ObjectIdentifier: Rect] = [ObjectIdentifier(root): rect]
        frames.reserveCapacity(arranged.count + 1)
        for (v, f) in zip(d.arranged, arranged) { frames[ObjectIdentifier(v)] = f }
        let r = DirectReading(root: root, pass: lastPass, frames: frames)
        reading = r
        directReadings += 1
        return r
    }

    /// The reading of this pass, if one holds `view` and no look is held.
    func reading(holding view: View) -> DirectReading? {
        guard !needsLayout, !generalHeld, let r = reading, r.pass == lastPass,
            r.frames[ObjectIdentifier(view)] != nil
        else { return nil }
        return r
    }
}
