import ConstraintSolver
import Geometry

/// The screen a view hierarchy lives on, and its layout engine: `UIWindow`
/// plus the root view of its view controller, plus UIKit's Auto Layout engine.
///
/// The root view fills the screen; its layout margins are the screen's (16 or
/// 20 at the sides, plus the safe area) and its safe-area guide is the screen
/// inset by the status bar and the safe area. ``layoutIfNeeded()`` runs the
/// layout pass: it compares the constraints the tree asks for with those the
/// solver holds and adds or removes only the difference, so a change re-solves
/// incrementally; then it reads every frame, snapped to the pixel grid.
///
/// **Conflicts.** When a required constraint cannot hold with the others,
/// the window does what UIKit does: it reports the constraints involved
/// ("Unable to simultaneously satisfy constraints."), breaks one and goes on.
/// Which one is StackLab's documented rule, after what UIKit's logs show: an
/// app constraint before a system-generated one (a stack view's UISV-…), and
/// among app constraints the most recently added.
///
/// **Scroll views.** The solver's coordinates are *unscrolled*: a scroll
/// view's content origin sits at the scroll view's frame origin whatever its
/// content offset, so its descendants' solved frames are in content
/// coordinates shifted by the scroll view's position. The offset is applied
/// only when frames are read: ``frame(of:)`` (superview coordinates, a scroll
/// view's bounds being its content coordinates) ignores it and
/// ``screenFrame(of:)`` subtracts every enclosing scroll view's offset. So
/// scrolling re-solves nothing, unless an app constraint relates positions
/// across a scrolling boundary (a view pinned to `frameLayoutGuide`'s edges,
/// a "sticky" view pinned outside): such a constraint relates on-screen
/// positions, as in UIKit, so its constant carries the offsets in between
/// and an offset change re-solves that constraint only.
public final class Window {
    public private(set) var screen: Screen
    public let rootView: View
    let solver = Solver()
    private(set) var needsLayout = true

    /// The reports of every conflict met so far, oldest first.
    public private(set) var conflictReports: [ConflictReport] = []

    /// Layout passes run so far, and solver constraints added / removed by
    /// them (debug counters: they show that a pass is incremental).
    public private(set) var layoutPasses = 0
    public private(set) var constraintsAdded = 0
    public private(set) var constraintsRemoved = 0

    private(set) var installed: [Entry] = []
    private var installedIndex: [Key: Int] = [:]
    private(set) var broken: [Key: Desired] = [:]
    /// Every item's frame after the last pass in the solver's (unscrolled)
    /// root coordinates, pixel-snapped.
    private var solvedFrames: [ObjectIdentifier: Rect] = [:]
    /// The tie-break rank of every view (see ``stableRanks()``).
    private var ranks: [ObjectIdentifier: Double] = [:]
    /// Each view's frame after the last pass, in its superview's coordinates.
    private var lastFrames: [ObjectIdentifier: Rect] = [:]
    /// The axes along which some constraint refers to a view (this pass).
    private var referencedAxes: [ObjectIdentifier: (horizontal: Bool, vertical: Bool)] = [:]
    /// The scroll views whose content offset some installed constraint's
    /// constant carries (it relates positions across the scroll view's
    /// boundary), with the offset used.
    private var offsetsInConstraints: [ObjectIdentifier: Point] = [:]
    /// Each scroll view's content size after the last pass.
    private var contentSizes: [ObjectIdentifier: Size] = [:]

    /// Every change of a scroll view's content size seen by a layout pass,
    /// oldest first (a scroll view's first layout counts as a change from
    /// zero when its content is not empty).
    public private(set) var contentSizeChanges: [ContentSizeChange] = []

    public init(screen: Screen, rootName: String = "root") {
        self.screen = screen
        rootView = View(name: rootName)
        rootView.layoutMargins = screen.rootLayoutMargins
        rootView.windowIfRoot = self
    }

    /// Moves the window to another screen (a device change or a rotation):
    /// the root view takes the new bounds, margins and safe area.
    public func setScreen(_ newScreen: Screen) {
        screen = newScreen
        rootView.layoutMargins = newScreen.rootLayoutMargins
        setNeedsLayout()
    }

    /// Portrait ↔ landscape.
    public func rotate() { setScreen(screen.rotated()) }

    public func setNeedsLayout() { needsLayout = true }

    // MARK: - The layout pass

    /// What a solver constraint stands for.
    enum Key: Hashable {
        case user(ObjectIdentifier)
        case root(Int)
        case guide(ObjectIdentifier, Int)
        case intrinsic(ObjectIdentifier, Int)
    }

    struct Desired {
        var constraint: Constraint
        var description: String
        var isSystem: Bool
        var rank: Double?
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
        for _ in 0..<3 {
            layoutPass()
            let moved = offsetsInConstraints.contains { id, used in
                guard let sv = scrollView(id) else { return false }
                return sv.currentOffset != used
            }
            if !moved { break }
            needsLayout = true
        }
    }

    private func scrollView(_ id: ObjectIdentifier) -> ScrollView? {
        rootView.allViews().first { ObjectIdentifier($0) == id } as? ScrollView
    }

    private func layoutPass() {
        layoutPasses += 1
        // UIKit's update-constraints pass: views (stack views) regenerate
        // their own constraints, in tree order; then the layout itself.
        for view in rootView.allViews() { view.updateConstraints() }
        needsLayout = false
        let wanted = desiredConstraints(of: rootView, variables: variables)
        var wantedIndex: [Key: Int] = [:]
        for (i, w) in wanted.enumerated() { wantedIndex[w.0] = i }

        // Remove what is no longer wanted or has changed (in install order).
        var removedAny = false
        var kept: [Entry] = []
        for e in installed {
            if let i = wantedIndex[e.key], wanted[i].1.constraint == e.desired.constraint,
                wanted[i].1.rank == e.desired.rank
            {
                kept.append(e)
            } else {
                try? solver.remove(e.id)
                constraintsRemoved += 1
                removedAny = true
            }
        }
        installed = kept
        reindex()
        broken = broken.filter { wantedIndex[$0.key] != nil }

        // Add what is new, in the tree's order; retry broken constraints when
        // something was removed (they may fit now).
        for (key, desired) in wanted where installedIndex[key] == nil {
            if let b = broken[key], b.constraint == desired.constraint, b.rank == desired.rank {
                // Unchanged and broken: retried, silently, only when something
                // was removed (it may fit now).
                if removedAny, let id = try? solver.add(desired.constraint, tieBreakRank: desired.rank) {
                    broken[key] = nil
                    append(Entry(key: key, desired: desired, id: id))
                }
                continue
            }
            broken[key] = nil  // changed since it was broken: a new attempt
            add(key, desired)
        }
        readFrames()
    }

    private func reindex() {
        installedIndex = [:]
        for (i, e) in installed.enumerated() { installedIndex[e.key] = i }
    }

    private func append(_ e: Entry) {
        installedIndex[e.key] = installed.count
        installed.append(e)
        constraintsAdded += 1
    }

    /// Adds one constraint; on a conflict, reports it and breaks one.
    private func add(_ key: Key, _ desired: Desired) {
        var attempts = 0
        while true {
            do {
                let id = try solver.add(desired.constraint, tieBreakRank: desired.rank)
                append(Entry(key: key, desired: desired, id: id))
                return
            } catch {
                guard case .unsatisfiable(let ids) = error, attempts < 16 else {
                    broken[key] = desired
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
                    return
                }
                let victimIndex = involved.last { !installed[$0].desired.isSystem }!
                let victim = installed[victimIndex]
                conflictReports.append(conflictReport(entries, broken: (victim.key, victim.desired)))
                try? solver.remove(victim.id)
                constraintsRemoved += 1
                broken[victim.key] = victim.desired
                installed.remove(at: victimIndex)
                reindex()
            }
        }
    }

    private func variables(_ item: LayoutItem) -> ItemVariables {
        if let v = item.variables { return v }
        let n = item.name
        let v = ItemVariables(
            minX: solver.makeVariable(n + ".minX"), minY: solver.makeVariable(n + ".minY"),
            width: solver.makeVariable(n + ".width"), height: solver.makeVariable(n + ".height"))
        item.variables = v
        return v
    }

    /// Every constraint the tree asks for, in a deterministic order: the root
    /// view's frame, then per view (tree order) its guides, its intrinsic
    /// content size and the constraints installed on it.
    ///
    /// With `top` the root view, the root is pinned to the screen; for another
    /// view (a fitting-size computation) only the constraints whose items all
    /// lie inside `top`'s subtree are taken.
    private func desiredConstraints(of top: View, variables: (LayoutItem) -> ItemVariables) -> [(Key, Desired)] {
        var out: [(Key, Desired)] = []
        func system(_ c: Constraint, _ text: String, rank: Double? = nil) -> Desired {
            Desired(constraint: c, description: text, isSystem: true, rank: rank)
        }
        referencedAxes = [:]
        offsetsInConstraints = [:]
        if top === rootView {
            let root = variables(rootView)
            let b = screen.bounds
            let rootName = rootView.name
            out.append((.root(0), system(root.minX |==| 0.0, "\(rootName).minX == 0")))
            out.append((.root(1), system(root.minY |==| 0.0, "\(rootName).minY == 0")))
            out.append((.root(2), system(root.width |==| b.size.width, "\(rootName).width == \(formatNumber(b.size.width))")))
            out.append((.root(3), system(root.height |==| b.size.height, "\(rootName).height == \(formatNumber(b.size.height))")))
        }

        let views = top.allViews()
        // Only a tree with scroll views has positions scrolled differently.
        let scrolls = views.contains { $0 is ScrollView }
        let ranks = top === rootView ? stableRanks() : Self.contiguousRanks(top)
        for view in views {
            let order = ranks[ObjectIdentifier(view)] ?? 0
            let v = variables(view)
            let id = ObjectIdentifier(view)
            for guide in view.engineGuides {
                let g = variables(guide)
                let gid = ObjectIdentifier(guide)
                let insets: EdgeInsets
                switch guide.role {
                case .margins: insets = view.layoutMargins
                case .safeArea: insets = view === rootView ? screen.safeAreaInsets : .zero
                case .frame: insets = .zero
                case .content:
                    // The content rectangle starts at the scroll view's frame
                    // origin (unscrolled coordinates); its size is what the
                    // content's constraints make it, and 0 where nothing
                    // determines it (a tier below every other priority, so it
                    // never bends a determined layout).
                    let n = guide.name, p = ScrollView.contentSizeFloorPriority
                    out.append((.guide(gid, 0), system(g.minX |==| v.minX, "\(n).leading == \(view.name).leading")))
                    out.append((.guide(gid, 1), system(g.minY |==| v.minY, "\(n).top == \(view.name).top")))
                    let at = "== 0 @ \(formatNumber(p.value)) (content size)"
                    out.append((.guide(gid, 2), system((g.width |==| 0.0).withPriority(p), "\(n).width \(at)")))
                    out.append((.guide(gid, 3), system((g.height |==| 0.0).withPriority(p), "\(n).height \(at)")))
                    continue
                case .custom: continue
                }
                let edges: [(Constraint, String)] = [
                    (g.minX |==| v.minX + insets.left, "\(guide.name).leading == \(view.name).leading + \(formatNumber(insets.left))"),
                    (g.minY |==| v.minY + insets.top, "\(guide.name).top == \(view.name).top + \(formatNumber(insets.top))"),
                    (g.minX + g.width |==| v.minX + v.width - insets.right,
                     "\(guide.name).trailing == \(view.name).trailing - \(formatNumber(insets.right))"),
                    (g.minY + g.height |==| v.minY + v.height - insets.bottom,
                     "\(guide.name).bottom == \(view.name).bottom - \(formatNumber(insets.bottom))"),
                ]
                for (i, e) in edges.enumerated() { out.append((.guide(gid, i), system(e.0, e.1))) }
            }
            // Intrinsic content size: size <= intrinsic at the hugging priority,
            // size >= intrinsic at the compression resistance (UIKit's
            // NSContentSizeLayoutConstraint). Ranks follow tree order, so among
            // equal priorities the earlier view gives way first.
            let ics = view.intrinsicContentSize
            let axes: [(Double, Variable, Double, Double, String)] = [
                (ics.width, v.width, view.contentHugging.horizontal, view.compressionResistance.horizontal, "width"),
                (ics.height, v.height, view.contentHugging.vertical, view.compressionResistance.vertical, "height"),
            ]
            for (a, (size, dim, hug, resist, label)) in axes.enumerated() where size != noIntrinsicMetric {
                let rank = order * 2 + Double(a) + 1
                out.append((.intrinsic(id, 2 * a), system(
                    (dim |<=| size).withPriority(Priority(hug)),
                    "\(view.name).\(label) <= \(formatNumber(size)) @ \(formatNumber(hug)) (hugging)", rank: rank)))
                out.append((.intrinsic(id, 2 * a + 1), system(
                    (dim |>=| size).withPriority(Priority(resist)),
                    "\(view.name).\(label) >= \(formatNumber(size)) @ \(formatNumber(resist)) (compression resistance)",
                    rank: rank)))
            }
            for c in view.constraints {
                if top !== rootView {
                    let inside = [c.firstItem, c.secondItem].allSatisfy { item in
                        guard let item else { return true }
                        return item.hostView?.isDescendant(of: top) ?? false
                    }
                    if !inside { continue }
                }
                // TN2154: a scroll view's edges and centres, related to one
                // of its descendants, are its content area's.
                let firstItem = engineItem(c.firstItem, c.firstAttribute, other: c.secondItem)
                let secondItem = c.secondItem.map { engineItem($0, c.secondAttribute!, other: c.firstItem) }
                noteReference(firstItem, c.firstAttribute)
                if let second = secondItem, let a = c.secondAttribute { noteReference(second, a) }
                let first = variables(firstItem)
                let second = secondItem.map { variables($0) }
                var constraint = c.solverConstraint(first, second)
                if scrolls, let secondItem, let a2 = c.secondAttribute {
                    constraint.expression = constraint.expression + scrollCorrection(
                        firstItem, c.firstAttribute, secondItem, a2, multiplier: c.multiplier)
                }
                out.append((.user(ObjectIdentifier(c)), Desired(
                    constraint: constraint, description: c.description,
                    isSystem: c.isSystem, rank: nil)))
            }
        }
        return out
    }

    /// The item a constraint's attribute stands for in the engine: a scroll
    /// view's position attribute (edges, centres) related to one of its
    /// descendants (or a descendant's guide) means its content layout guide
    /// (Apple TN2154); its width and height, and anything related to items
    /// outside it or to its own guides, mean its frame.
    private func engineItem(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
        guard let sv = item as? ScrollView, let host = other?.hostView, host !== sv, host.isDescendant(of: sv)
        else { return item }
        switch attribute {
        case .leading, .trailing, .left, .right, .top, .bottom, .centerX, .centerY: return sv.contentLayoutGuide
        case .width, .height, .firstBaseline, .lastBaseline: return item
        }
    }

    /// The scroll views whose content offset moves `item` on screen, inner
    /// first: those enclosing a view, plus the scroll view itself for its
    /// content guide.
    func scrollChain(of item: LayoutItem) -> [ScrollView] {
        var out: [ScrollView] = []
        if let g = item as? LayoutGuide, g.role == .content, let sv = g.owningView as? ScrollView { out.append(sv) }
        var v = item.hostView?.superview
        while let x = v {
            if let sv = x as? ScrollView { out.append(sv) }
            v = x.superview
        }
        return out
    }

    /// How far the content offsets move `item` on screen (the sum of its
    /// scroll chain's offsets; screen = solved − shift).
    func scrollShift(of item: LayoutItem) -> Point {
        scrollChain(of: item).reduce(Point.zero) { p, sv in
            let o = sv.currentOffset
            return Point(x: p.x + o.x, y: p.y + o.y)
        }
    }

    /// The constant that makes a constraint between positions of items
    /// scrolled differently relate their on-screen positions:
    /// `(p1 − s1) = m (p2 − s2) + c` is `p1 = m p2 + c + s1 − m s2`, so the
    /// expression `p1 − m p2 − c` gains `−(s1 − m s2)`. Notes the scroll
    /// views whose offset it carries. Sizes are not shifted.
    private func scrollCorrection(
        _ first: LayoutItem, _ a1: LayoutAttribute, _ second: LayoutItem, _ a2: LayoutAttribute, multiplier: Double
    ) -> Double {
        let chain1 = a1.isDimension ? [] : scrollChain(of: first)
        let chain2 = a2.isDimension ? [] : scrollChain(of: second)
        let ids1 = Set(chain1.map(ObjectIdentifier.init)), ids2 = Set(chain2.map(ObjectIdentifier.init))
        guard ids1 != ids2 || (multiplier != 1 && !ids1.isEmpty) else { return 0 }
        var s1 = 0.0, s2 = 0.0
        for sv in chain1 {
            let o = sv.currentOffset
            offsetsInConstraints[ObjectIdentifier(sv)] = o
            s1 += a1.axis == .horizontal ? o.x : o.y
        }
        for sv in chain2 {
            let o = sv.currentOffset
            offsetsInConstraints[ObjectIdentifier(sv)] = o
            s2 += a2.axis == .horizontal ? o.x : o.y
        }
        return -(s1 - multiplier * s2)
    }

    /// Notes that a constraint positions or sizes `item` along the
    /// attribute's axis (a system guide counts for its view; a scroll view's
    /// content guide does not position the scroll view).
    private func noteReference(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        if let g = item as? LayoutGuide, g.role == .content { return }
        guard let view = (item as? View) ?? (item as? LayoutGuide)?.owningView else { return }
        var axes = referencedAxes[ObjectIdentifier(view)] ?? (false, false)
        if attribute.axis == .horizontal { axes.horizontal = true } else { axes.vertical = true }
        referencedAxes[ObjectIdentifier(view)] = axes
    }

    /// Reads every frame from the solver, snapped to the pixel grid. Along an
    /// axis no constraint refers to, a view keeps its last frame (in its
    /// superview's coordinates), as a UIKit view does when Auto Layout stops
    /// managing it (e.g. after removeArrangedSubview); a view never laid out
    /// starts at the origin with its intrinsic size.
    private func readFrames() {
        solvedFrames = [:]
        let scale = screen.device.scale
        let views = rootView.allViews()
        for view in views {
            for item in [view as LayoutItem] + view.engineGuides {
                guard let v = item.variables else { continue }
                var r = Rect(
                    x: solver.value(of: v.minX), y: solver.value(of: v.minY),
                    width: solver.value(of: v.width), height: solver.value(of: v.height))
                if item === view, view !== rootView, let parent = view.superview {
                    let axes = referencedAxes[ObjectIdentifier(view)] ?? (false, false)
                    if !axes.horizontal || !axes.vertical {
                        r = keptFrame(view, solved: r, parent: parent, axes: axes)
                    }
                }
                solvedFrames[ObjectIdentifier(item)] = r.snapped(scale: scale)
            }
            if view !== rootView, let parent = view.superview, let r = solvedFrames[ObjectIdentifier(view)],
                let o = solvedFrames[ObjectIdentifier(parent)]?.origin
            {
                lastFrames[ObjectIdentifier(view)] = Rect(
                    x: r.origin.x - o.x, y: r.origin.y - o.y, width: r.size.width, height: r.size.height)
            }
        }
        // Content sizes: record what changed.
        var sizes: [ObjectIdentifier: Size] = [:]
        for case let sv as ScrollView in views {
            let id = ObjectIdentifier(sv)
            let new = sv.currentContentSize
            let old = contentSizes[id] ?? .zero
            sizes[id] = new
            if new != old {
                contentSizeChanges.append(ContentSizeChange(
                    scrollView: sv.name, old: old, new: new,
                    scrollsVertically: sv.currentScrolls(.vertical),
                    scrollsHorizontally: sv.currentScrolls(.horizontal)))
            }
        }
        contentSizes = sizes
    }

    private func keptFrame(
        _ view: View, solved: Rect, parent: View, axes: (horizontal: Bool, vertical: Bool)
    ) -> Rect {
        let origin = solvedFrames[ObjectIdentifier(parent)]?.origin ?? .zero
        let last = lastFrames[ObjectIdentifier(view)]
        let ics = view.intrinsicContentSize
        var r = solved
        // The length: the intrinsic size when the view has one (its content
        // size constraints still hold), else the last length.
        if !axes.horizontal {
            r.origin.x = origin.x + (last?.origin.x ?? 0)
            if ics.width == noIntrinsicMetric { r.size.width = last?.size.width ?? 0 }
        }
        if !axes.vertical {
            r.origin.y = origin.y + (last?.origin.y ?? 0)
            if ics.height == noIntrinsicMetric { r.size.height = last?.size.height ?? 0 }
        }
        return r
    }

    // MARK: - Tie-break ranks

    /// Views in layout order: preorder, each view's subviews in the order
    /// it lays them out (a stack view: its arranged subviews first).
    static func layoutOrder(_ top: View) -> [View] {
        var out: [View] = []
        var stack: [View] = [top]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: v.subviewsInLayoutOrder.reversed())
        }
        return out
    }

    static func contiguousRanks(_ top: View) -> [ObjectIdentifier: Double] {
        var ranks: [ObjectIdentifier: Double] = [:]
        for (i, v) in layoutOrder(top).enumerated() { ranks[ObjectIdentifier(v)] = Double(i) }
        return ranks
    }

    /// Each view's tie-break rank: increasing in layout order, so among
    /// equal priorities the earlier view's content-size constraints give way
    /// (the first arranged view takes a stack's slack, uikit-stackview.md §2).
    /// Ranks are kept from pass to pass and only the views out of order get
    /// new ones (between their neighbours'), so removing or inserting one
    /// view does not re-rank, and re-solve, all the views after it.
    private func stableRanks() -> [ObjectIdentifier: Double] {
        let order = Self.layoutOrder(rootView)
        var next: [ObjectIdentifier: Double] = [:]
        next.reserveCapacity(order.count)
        var last = -Double.infinity
        for (i, view) in order.enumerated() {
            let id = ObjectIdentifier(view)
            if let r = ranks[id], r > last {
                next[id] = r
                last = r
                continue
            }
            // The next kept rank ahead (a short look), to fit in below it.
            var bound = Double.infinity
            for later in order[(i + 1)..<min(order.count, i + 9)] {
                if let r = ranks[ObjectIdentifier(later)], r > last { bound = r; break }
            }
            let base = last == -.infinity ? 0 : last
            var r = bound == .infinity ? base + 1 : (base + bound) / 2
            if !(r > last && r < bound) { r = base + 1 }
            next[id] = r
            last = r
        }
        ranks = next
        return next
    }

    // MARK: - Fitting size

    /// UIView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize):
    /// the smallest size `view` can take under the constraints inside its
    /// subtree (intrinsic sizes, its own and its descendants' constraints),
    /// its width and height pulled towards zero at the fitting-size level
    /// (50), as UIKit measures it. Solved apart from the window's engine.
    public func systemLayoutSizeFitting(_ view: View) -> Size {
        for v in view.allViews() { v.updateConstraints() }
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

    // MARK: - Reading the result

    /// The item's frame in root (screen) coordinates after layout,
    /// pixel-snapped: shifted by −contentOffset of every scroll view it
    /// scrolls with (the offsets snapped to the pixel grid).
    public func screenFrame(of item: LayoutItem) -> Rect {
        layoutIfNeeded()
        return currentScreenFrame(of: item)
    }

    /// ``screenFrame(of:)`` from the last pass, without laying out.
    func currentScreenFrame(of item: LayoutItem) -> Rect {
        guard let r = solvedFrames[ObjectIdentifier(item)] else { return .zero }
        let s = scrollShift(of: item).snapped(scale: screen.device.scale)
        return r.offsetBy(dx: -s.x, dy: -s.y)
    }

    /// The item's frame from the last pass in the solver's unscrolled
    /// coordinates, without laying out.
    func solvedFrame(of item: LayoutItem) -> Rect? { solvedFrames[ObjectIdentifier(item)] }

    /// The view's frame in its superview's coordinates after layout (for a
    /// scroll view's subview: its content coordinates, whatever the offset).
    public func frame(of view: View) -> Rect {
        layoutIfNeeded()
        let r = solvedFrames[ObjectIdentifier(view)] ?? .zero
        guard let s = view.superview else { return r }
        let o = solvedFrames[ObjectIdentifier(s)]?.origin ?? .zero
        return Rect(x: r.origin.x - o.x, y: r.origin.y - o.y, width: r.size.width, height: r.size.height)
    }

    // MARK: - Scroll views

    /// The scroll views of the hierarchy, in tree order.
    public var scrollViews: [ScrollView] { rootView.allViews().compactMap { $0 as? ScrollView } }

    /// A scroll view's offset changed: re-solve only when some constraint
    /// carries that offset.
    func contentOffsetDidChange(_ sv: ScrollView) {
        if let used = offsetsInConstraints[ObjectIdentifier(sv)], used != sv.currentOffset { setNeedsLayout() }
    }

    /// Whether part of the item's frame is not determined by its constraints.
    public func isAmbiguous(_ item: LayoutItem) -> Bool {
        layoutIfNeeded()
        guard let v = item.variables else { return true }
        return ![v.minX, v.minY, v.width, v.height].allSatisfy { solver.isUnique($0) }
    }

    /// The views with an ambiguous layout, in tree order (`_autolayoutTrace`'s
    /// AMBIGUOUS LAYOUT markers).
    public func ambiguousViews() -> [View] {
        rootView.allViews().filter { isAmbiguous($0) }
    }

    /// The constraints the solver holds, as descriptions, in install order.
    public var installedConstraintDescriptions: [String] {
        layoutIfNeeded()
        return installed.map(\.desired.description)
    }

}
