import ConstraintSolver
import Geometry
import Synchronization

// MARK: - The direct path in the layout pass

/// The subtrees arranged directly in one pass: each root's ``DirectLayout``,
/// and which root arranges each arranged view.
struct DirectPlan {
    var layouts: [ObjectIdentifier: DirectLayout] = [:]
    /// How many views the roots arrange.
    var arrangedCount = 0
    /// How many roots (each root's place among them is in its marks).
    var rootCount = 0
    /// The attempt that made the plan: its roots and the views they arrange
    /// carry it (``View/DirectMarks``), so asking about a view costs one
    /// identity comparison, with no set or table of every arranged view.
    var attempt = Stamp.none
    /// The roots, in tree order.
    var roots: [View] = []
    /// The views no root arranges (the roots among them), in tree order:
    /// those the solver sees, when the plan knows them (a plan kept to be
    /// taken over, ``DirectPlanMemo``).
    var unarranged: [View]?

    var isEmpty: Bool { layouts.isEmpty }

    /// The layout of `view` when the plan takes it as a root.
    func layout(of view: View) -> DirectLayout? {
        guard attempt != .none, view.directMarks.root == attempt else { return nil }
        return layouts[ObjectIdentifier(view)]
    }

    /// Whether a root of the plan arranges `view`.
    func arranges(_ view: View) -> Bool {
        attempt != .none && view.directMarks.arranged == attempt
    }
}

/// A number unique in the process (a relaxed atomic counter): what a
/// layout pass (``PassToken``) or an attempt at a direct plan notes on the
/// views it reads (``View/DirectMarks``), so that whether a view was in it
/// is one integer comparison, with no set of views, and no reference
/// counted per view as an object token was (every mark, and every copy of
/// the marks, a retain and a release of one object: 9 % of the
/// instructions of hiding a row of W2 at 10 000 rows).
/// Never mistaken for another's, in any window: the counter does not
/// come back (2⁶⁴ stamps).
struct Stamp: Hashable {
    let value: UInt64

    /// No pass or attempt (a view never read, never marked).
    static let none = Stamp(value: 0)

    /// A fresh stamp.
    static func next() -> Stamp {
        Stamp(value: stampCounter.wrappingAdd(1, ordering: .relaxed).newValue)
    }
}

/// A root's constraints as ``Window/directConstraints(of:_:_:ranks:)``
/// made them, with what they were made of: the root's wishes, its
/// variables and the window's ranks (by ``Window/ranksVersion``). They
/// are a function of these alone (and of the root, the memo's key).
///
/// Issue 28: lowering W1's root averaged the ranks of 10 000 givers,
/// each looked up by its view, in every pass (a fifth of a resize),
/// while a resize changes none of it. A kept plan keeps its layouts'
/// wishes, so the same wishes are the same array: the memo holds it,
/// so that its storage cannot be freed and reused while the memo
/// compares addresses, and an array it shares storage with cannot be
/// changed in place (it would be copied first).
struct DirectConstraintsMemo {
    let wishes: [DirectLayout.Wish]
    let variables: ItemVariables
    let ranksVersion: Int
    let constraints: [(Window.Key, Window.Desired)]
    /// The ``Window/ranksKeptVersion`` of `wishRanks`.
    var ranksKeptVersion = 0
    /// The tie-break ranks of the wishes with many givers, each with its
    /// givers (held, as `wishes` is: the same storage is the same
    /// givers), made while no view's rank changed or went since
    /// (`ranksKeptVersion`). A root laid out again after an edit
    /// has new wishes, but those that stand for terms it took over (a
    /// list's terms across, each averaging the ranks of thousands of
    /// givers, kept through a hide, ``StackLayout/DirectNode``) share
    /// their givers' storage with the last ones: their ranks are taken
    /// over (``Window/directConstraints(of:_:_:ranks:kept:used:)``).
    /// After an append, the same wish (its owner and slot) lists the
    /// last givers first and the new row's after them: its sums go on
    /// from the kept ones over the new givers only.
    var wishRanks: [WishRank] = []

    struct WishRank {
        let givers: GrowingList<DirectLayout.Giver>
        /// The wish's owner and slot (``DirectLayout/Wish``).
        let owner: ObjectIdentifier?
        let slot: Int
        /// The givers' weighted ranks and weights, summed in order: the
        /// rank is `sum / weight`, and a sum that goes on over more
        /// givers adds them in the order a sum from scratch would, so it
        /// gives the same bits.
        let sum: Double
        let weight: Double
        var rank: Double { sum / weight }

        /// The sums of `wish`'s givers, kept by its owner and slot.
        init(_ wish: DirectLayout.Wish, sum: Double, weight: Double) {
            givers = wish.givers
            owner = wish.owner.map(ObjectIdentifier.init)
            slot = wish.slot
            self.sum = sum
            self.weight = weight
        }
    }

    func holds(_ wishes: [DirectLayout.Wish], _ variables: ItemVariables, _ ranksVersion: Int) -> Bool {
        guard ranksVersion == self.ranksVersion, variables == self.variables, wishes.count == self.wishes.count
        else { return false }
        return wishes.withUnsafeBufferPointer { a in
            self.wishes.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
    }
}

/// ``Stamp/next()``'s counter.
private let stampCounter = Atomic<UInt64>(0)

/// What the last direct plan made from scratch read, so that the next
/// pass takes it over when none of it changed (issue 28, item 2: an edit
/// inside a list of 10 000 rows walked all 40 000 views to find the same
/// one root arranging the same views).
///
/// A plan is a function of the tree, every view's constraints (which
/// views a constraint refers to), which views have system guides, and
/// the layout each view outside a root offers (nil, or the views it
/// arranges). The first three move ``Window/planInputsEpoch``; the last
/// is asked again of the views that were asked (those outside every
/// candidate, the outside views' generated constraints brought up to
/// date first, as the plan does). When the epoch is the same and every
/// answer offers the same views (identical, in order), a plan made from
/// scratch would find the same candidates, the same references and the
/// same roots, and mark the same views: the last plan's marks stand, and
/// only its layouts are the new ones. Kept only for a plan made in one
/// attempt and excluding nothing; any other attempt marks the views
/// anew and drops it.
struct DirectPlanMemo {
    /// ``Window/planInputsEpoch`` when the plan was made.
    var inputs: UInt64
    var plan: DirectPlan
    /// The views asked for a layout, in order, and the views each offered
    /// to arrange (nil: none).
    var asked: [(view: View, arranged: GrowingList<View>?)]
    /// The views whose `constraints` the plan read (which brings a view's
    /// generated constraints up to date).
    var readers: [View]
    /// Views that joined a stack through
    /// ``View/insertArrivingSubview(_:at:)`` since the plan was made, with
    /// nothing else a plan reads changed (``Window/hierarchyDidChange(arriving:)``):
    /// the plan is taken over when each is arranged by a root of it, after
    /// the root's last arranged views, and would be covered by it as a plan
    /// made from scratch covers it (``Window/keptPlan()``).
    var arrivals: [View] = []
}

extension Window {
    /// Chooses the subtrees to arrange directly this pass: each outermost
    /// view that offers a ``DirectLayout`` whose arranged views no other
    /// constraint refers to (an app constraint on an item, another view's
    /// constraint, a guide of an item: the solver must see those, so the
    /// subtree goes to it whole, and the stacks inside it may still be
    /// roots themselves). Empty on the general path.
    func planDirectLayouts(excluding excluded: Set<ObjectIdentifier> = []) -> DirectPlan {
        guard layoutConfiguration.usesDirectPath, !generalHeld else { return DirectPlan() }
        if excluded.isEmpty, let plan = keptPlan() { return plan }
        planMemo = nil
        // Kept only for a plan made in one attempt, excluding nothing.
        let (plan, rejected, memo) = tryDirectPlan(excluding: excluded, recording: excluded.isEmpty)
        if rejected.isEmpty {
            guard var memo else { return plan }
            memo.plan.unarranged = viewsInTreeOrder.filter { !memo.plan.arranges($0) }
            planMemo = memo
            return memo.plan
        }
        var excluded = excluded
        excluded.formUnion(rejected)
        while true {
            let (plan, rejected, _) = tryDirectPlan(excluding: excluded, recording: false)
            if rejected.isEmpty { return plan }
            excluded.formUnion(rejected)
        }
    }

    /// The last plan, with its roots' layouts asked again, when a plan
    /// made from scratch would be the same (``DirectPlanMemo``), or the
    /// same with views that arrived since arranged by their roots; nil
    /// otherwise.
    ///
    /// An arrival (a row appended to a list of 10 000) changes the
    /// hierarchy, and a plan made afresh walked all 40 000 views to find
    /// the same root arranging the same views and the new ones (half of an
    /// append, issue 28). A plan made from scratch after an arrival differs
    /// from the kept one only in the arriving subtrees when: every other
    /// input is the same (the epoch moved only by the arrivals); each root
    /// of the kept plan offers its last arranged views, in order, followed
    /// by new ones only (so the arrival is arranged by it and is no
    /// candidate of its own, being inside it); the other views asked offer
    /// what they did; and the new arranged views pass the plan's cover
    /// test: no constraint but a stack's own generated ones refers to one
    /// (none of the arriving views holds an app constraint, and a
    /// constraint held outside them that names one would have moved the
    /// epoch when installed, as none could be installed before they
    /// arrived), none has a system guide, and each one's subviews are
    /// arranged by the same root. Then the plan from scratch would mark
    /// the same views, and the new ones as arranged by their root at
    /// their places after the last: marking them so gives that plan.
    private func keptPlan() -> DirectPlan? {
        guard var memo = planMemo else { return nil }
        // As the plan reads them (`constraints`): a generated constraint
        // brought up to date moves the count.
        for view in memo.readers { view.updateConstraintsIfNeeded() }
        guard planInputsEpoch == memo.inputs else { return nil }
        var plan = memo.plan
        /// The roots whose arranged views grew: the place in `asked`, the
        /// layout offered now, the count kept.
        var grown: [(asked: Int, layout: DirectLayout, kept: Int)] = []
        for (i, (view, arranged)) in memo.asked.enumerated() {
            let d = view.directLayout()
            guard let kept = arranged else {
                if d != nil { return nil }
                continue
            }
            let id = ObjectIdentifier(view)
            guard let d, d.arranged.count == kept.count
                || (!memo.arrivals.isEmpty && d.arranged.count > kept.count && plan.layouts[id] != nil)
            else { return nil }
            let same = d.arranged.withUnsafeBufferPointer { a in
                kept.withUnsafeBufferPointer { b in
                    a.baseAddress == b.baseAddress || zip(a, b).allSatisfy { $0 === $1 }
                }
            }
            guard same else { return nil }
            if plan.layouts[id] != nil { plan.layouts[id] = d }
            if d.arranged.count > kept.count { grown.append((i, d, kept.count)) }
        }
        if !memo.arrivals.isEmpty {
            guard extend(&plan, grown.map { (memo.asked[$0.asked].view, $0.layout, $0.kept) }, arrivals: memo.arrivals) else { return nil }
            for g in grown { memo.asked[g.asked].arranged = g.layout.arranged }
            memo.plan = plan
            memo.arrivals = []
            planMemo = memo
            extendedPlans += 1
        }
        keptPlans += 1
        return plan
    }

    /// Marks the views each grown root arranges after its `kept` first as
    /// arranged by it, as a plan made from scratch would (see
    /// ``keptPlan()``); false, with no plan to take over, when one of them
    /// would not be covered or an arrival is not among them.
    private func extend(_ plan: inout DirectPlan, _ grown: [(View, DirectLayout, Int)], arrivals: [View]) -> Bool {
        let attempt = plan.attempt
        for (_, d, kept) in grown {
            for a in d.arranged[kept...] { a.directMarks.inside = attempt }
        }
        for arrival in arrivals where arrival.directMarks.inside != attempt { return false }
        for (_, d, kept) in grown {
            for a in d.arranged[kept...] {
                guard a.engineGuides.isEmpty, a.installedConstraints.allSatisfy(\.isSystem),
                    a.subviews.allSatisfy({ $0.directMarks.inside == attempt })
                else { return false }
            }
        }
        for (root, d, kept) in grown {
            guard root.directMarks.root == attempt else { return false }
            let place = root.directMarks.rootPlace
            for i in kept..<d.arranged.count {
                let a = d.arranged[i]
                a.directMarks.arranged = attempt
                a.directMarks.rootIndex = place
                a.directMarks.slot = Int32(i)
            }
            plan.arrangedCount += d.arranged.count - kept
        }
        return true
    }

    private func tryDirectPlan(
        excluding excluded: Set<ObjectIdentifier>, recording: Bool
    ) -> (DirectPlan, [ObjectIdentifier], DirectPlanMemo?) {
        var plan = DirectPlan()
        var candidates: [(View, DirectLayout)] = []
        var asked: [(view: View, arranged: GrowingList<View>?)] = []
        var readers: [View] = []
        // What this attempt notes on the views (``View/DirectMarks``): no
        // set of every arranged view is hashed, per attempt.
        let attempt = Stamp.next()
        // (The views are visited borrowed where the tree order holds them:
        // no retain and release per view and loop.)
        let views = viewsInTreeOrder
        let windowRoot = rootView
        views.forEachBorrowed { view in
            guard view.directMarks.inside != attempt && view !== windowRoot
                && (excluded.isEmpty || !excluded.contains(ObjectIdentifier(view))) && !(view is ScrollView)
            else { return }
            let d = view.directLayout()
            if recording { asked.append((view, d?.arranged)) }
            guard let d else { return }
            candidates.append((view, d))
            view.directMarks.root = attempt
            d.arranged.forEachBorrowed { $0.directMarks.inside = attempt }
        }
        guard !candidates.isEmpty else { return (plan, [], nil) }
        // Views some constraint refers to, other than the generated (system)
        // constraints of a root or of a stack it arranges (those may be
        // stale: only the views outside bring theirs up to date).
        views.forEachBorrowed { holder in
            let ownGenerated = holder.directMarks.inside == attempt || holder.directMarks.root == attempt
            if recording && !ownGenerated { readers.append(holder) }
            for c in ownGenerated ? holder.installedConstraints : holder.constraints where !(ownGenerated && c.isSystem) {
                c.firstItem.hostView?.directMarks.referenced = attempt
                c.secondItem?.hostView?.directMarks.referenced = attempt
            }
        }
        var rejected: [ObjectIdentifier] = []
        let handle = self.handle
        for (root, d) in candidates {
            var covered = true
            d.arranged.forEachBorrowed { a in
                guard covered else { return }
                covered = a.directMarks.referenced != attempt && a.engineGuides.isEmpty
                    && a.subviews.allSatisfy { $0.directMarks.inside == attempt }
            }
            let rid = ObjectIdentifier(root)
            guard covered else {
                rejected.append(rid)
                continue
            }
            plan.layouts[rid] = d
            plan.roots.append(root)
            plan.arrangedCount += d.arranged.count
            let place = Int32(plan.rootCount)
            plan.rootCount += 1
            root.directMarks.rootPlace = place
            var slot: Int32 = 0
            d.arranged.forEachBorrowed { a in
                a.directMarks.arranged = attempt
                a.directMarks.rootIndex = place
                a.directMarks.slot = slot
                slot += 1
                // (In this window's tree: the root is, and arranges it.)
                a.noteWindow(self, handle: handle)
            }
        }
        plan.attempt = attempt
        // A rejected root's nested stacks may be roots: plan again without it.
        let nests = candidates.filter { c in
            rejected.contains(ObjectIdentifier(c.0)) && c.1.arranged.contains { !$0.subviews.isEmpty }
        }
        let memo = recording
            ? DirectPlanMemo(inputs: planInputsEpoch, plan: plan, asked: asked, readers: readers)
            : nil
        return (plan, nests.map { ObjectIdentifier($0.0) }, memo)
    }

    /// ``directConstraints(of:_:_:ranks:)`` with the window's ranks, as
    /// the last pass gave them when nothing they are made of changed
    /// (``DirectConstraintsMemo``).
    func memoizedDirectConstraints(of root: View, _ d: DirectLayout, _ v: ItemVariables) -> [(Key, Desired)] {
        let rid = ObjectIdentifier(root)
        if let m = directConstraintsMemo[rid], m.holds(d.wishes, v, ranksVersion) {
            reusedDirectConstraints += 1
            return m.constraints
        }
        let last = directConstraintsMemo[rid]
        let kept = last?.ranksKeptVersion == ranksKeptVersion ? last?.wishRanks ?? [] : []
        var used: [DirectConstraintsMemo.WishRank] = []
        let out = directConstraints(of: root, d, v, ranks: ranks, kept: kept, used: &used)
        directConstraintsMemo[rid] = DirectConstraintsMemo(
            wishes: d.wishes, variables: v, ranksVersion: ranksVersion, constraints: out,
            ranksKeptVersion: ranksKeptVersion, wishRanks: used)
        return out
    }

    /// How many givers a wish has before its rank is kept between passes
    /// (``DirectConstraintsMemo/wishRanks``): below it, the look-ups cost
    /// about what finding the kept rank does.
    static let keptRankGivers = 16

    /// ``directConstraints(of:_:_:ranks:)``, a wish with many givers
    /// ranked as in `kept` when its givers are the same storage there, or
    /// when they are the kept wish's (the same owner and slot) followed by
    /// more (an append): the sums then go on over the new givers
    /// (``DirectConstraintsMemo/WishRank``). `kept` was made while no
    /// view's rank changed or went since, so the kept givers' part stands.
    /// Each such wish's sums are put in `used`.
    func directConstraints(
        of root: View, _ d: DirectLayout, _ v: ItemVariables, ranks: IdentityTable<Double>,
        kept: [DirectConstraintsMemo.WishRank], used: inout [DirectConstraintsMemo.WishRank]
    ) -> [(Key, Desired)] {
        var known: [DirectConstraintsMemo.WishRank?] = []
        known.reserveCapacity(d.wishes.count)
        for w in d.wishes {
            guard w.givers.count >= Self.keptRankGivers else {
                known.append(nil)
                continue
            }
            let owner = w.owner.map(ObjectIdentifier.init)
            var found: DirectConstraintsMemo.WishRank? = nil
            w.givers.withUnsafeBufferPointer { a in
                for k in kept where k.givers.count == a.count {
                    if k.givers.withUnsafeBufferPointer({ $0.baseAddress == a.baseAddress }) {
                        found = k
                        return
                    }
                }
                for k in kept where k.owner == owner && k.slot == w.slot && k.givers.count < a.count {
                    // (The same storage: its first givers are the kept ones.)
                    let prefix = k.givers.isPrefix(of: w.givers) || k.givers.withUnsafeBufferPointer { b in
                        (0..<b.count).allSatisfy { i in
                            b[i].view === a[i].view && b[i].axis == a[i].axis && b[i].weight == a[i].weight
                        }
                    }
                    guard prefix else { continue }
                    let (sum, weight) = Self.rankSums(a[k.givers.count...], from: (k.sum, k.weight), ranks)
                    found = .init(w, sum: sum, weight: weight)
                    extendedWishRanks += 1
                    return
                }
            }
            known.append(found)
        }
        var i = 0
        return directConstraints(of: root, d, v, ranks: ranks) { w in
            defer { i += 1 }
            return known[i].map { ($0.sum, $0.weight) }
        } computed: { w, sum, weight in
            if w.givers.count >= Self.keptRankGivers { used.append(.init(w, sum: sum, weight: weight)) }
        }
    }

    /// `start` with `givers`' weighted ranks and weights added, one giver
    /// after another: each giver's weight times the tie-break rank of its
    /// content-size constraint (its view's rank, the height's after the
    /// width's). Going on from a kept sum over more givers adds them in
    /// the order a sum from scratch would (``DirectConstraintsMemo/WishRank``).
    static func rankSums<S: Sequence<DirectLayout.Giver>>(
        _ givers: S, from start: (sum: Double, weight: Double) = (0, 0), _ ranks: IdentityTable<Double>
    ) -> (sum: Double, weight: Double) {
        var (sum, weight) = start
        for g in givers {
            sum += g.weight * ((ranks[ObjectIdentifier(g.view)] ?? 0) * 2 + (g.axis == .horizontal ? 0 : 1) + 1)
            weight += g.weight
        }
        return (sum, weight)
    }

    /// The solver constraints that stand for a directly arranged subtree:
    /// its wishes on the root's width and height, each with the tie-break
    /// rank of the content-size constraint it stands for.
    func directConstraints(
        of root: View, _ d: DirectLayout, _ v: ItemVariables, ranks: IdentityTable<Double>,
        known: (DirectLayout.Wish) -> (sum: Double, weight: Double)? = { _ in nil },
        computed: (DirectLayout.Wish, Double, Double) -> Void = { _, _, _ in }
    ) -> [(Key, Desired)] {
        let rid = ObjectIdentifier(root)
        return d.wishes.map { w in
            let length = LinearExpression(w.axis == .horizontal ? v.width : v.height) * w.scale
            let c = Constraint(length, w.relation, LinearExpression(w.constant), priority: Priority(w.priority))
            var rank: Double? = nil
            if let (sum, weight) = known(w) {
                rank = sum / weight
                keptWishRanks += 1
                computed(w, sum, weight)
            } else if !w.givers.isEmpty {
                let (sum, weight) = Self.rankSums(w.givers, ranks)
                rank = sum / weight
                computed(w, sum, weight)
            }
            let key = Key.direct(rid, w.owner.map(ObjectIdentifier.init), w.slot)
            return (key, Desired(constraint: c, text: .wish(w.text), isSystem: true, rank: rank))
        }
    }

    /// How many stack subtrees the last pass arranged directly (a debug
    /// counter, like ``layoutPasses``: it shows that the direct path ran).
    public var directlyArrangedStacks: Int { directPlan.layouts.count }

    /// How many views the last pass placed without the solver (the views
    /// inside the roots above, nested stacks and their items included).
    public var directlyArrangedViews: Int { directPlan.arrangedCount }

    /// Whether the last pass placed `view` without the solver (inside a
    /// directly arranged root).
    public func isArrangedDirectly(_ view: View) -> Bool { directPlan.arranges(view) }

    /// Whether the last pass took `view` as the root of a directly arranged
    /// subtree (it arranged the views inside it; the solver placed it).
    public func isDirectRoot(_ view: View) -> Bool { directPlan.layout(of: view) != nil }

    /// The roots whose summary is not proven exact at the solver's optimum
    /// (``DirectLayout/checks`` and ``DirectLayout/verify``), in no
    /// particular order: they go to the solver whole.
    func unprovenDirectRoots() -> Set<ObjectIdentifier> {
        var out: Set<ObjectIdentifier> = []
        for view in directPlan.roots {
            let id = ObjectIdentifier(view)
            guard let d = directPlan.layout(of: view), let v = view.variables else { continue }
            if let verify = d.verify {
                let r = Rect(
                    x: solver.value(of: v.minX), y: solver.value(of: v.minY),
                    width: solver.value(of: v.width), height: solver.value(of: v.height))
                if !verify(r) { out.insert(id); continue }
            }
            let holds = d.checks.allSatisfy { check in
                let length = check.axis == .horizontal ? v.width : v.height
                let value = solver.value(of: length)
                let tolerance = 1e-7 * max(1, abs(value))
                switch check.kind {
                case .unique: return solver.isUnique(length)
                case let .uniqueBelow(t): return value >= t - tolerance || solver.isUnique(length)
                case let .noShorter(p):
                    guard let low = solver.lowest(of: length, tiersAbove: p) else { return false }
                    return low >= value - tolerance
                case let .noLonger(p):
                    guard let high = solver.highest(of: length, tiersAbove: p) else { return false }
                    return high <= value + tolerance
                }
            }
            if !holds { out.insert(id) }
        }
        return out
    }

    /// Introspection (explain, ambiguity, the installed constraints) reads
    /// the solver's view of every constraint: lay out on the general path
    /// until the tree next changes.
    ///
    /// Looking never changes the scene. Where the layout is determined the
    /// two paths agree; where it is ambiguous the solver may settle the free
    /// values elsewhere (`tree` moved an unpositioned stack from y = 0 to
    /// −20.5), and which optimum it picks next depends on what it was asked
    /// before. So the frames, content sizes and last frames stay as the
    /// direct pass left them (the ambiguity queries read the solver's values
    /// relative to the frames shown, ``ambiguousValues(of:)``), and the
    /// solver with everything the window keeps about it goes back to its
    /// state before the look at the next change (``endLook()``).
    func holdGeneralPath() {
        layoutIfNeeded()
        guard !directPlan.isEmpty && !generalHeld else { return }
        let shown = (solvedFrames, lastFrames, contentSizes, contentSizeChanges, safeAreaBasis)
        look = LookState(
            solver: solver.snapshot(), installed: installed, installedIndex: installedIndex, broken: broken,
            conflictReports: conflictReports, directPlan: directPlan, referencedAxes: referencedAxes,
            offsetsInConstraints: offsetsInConstraints, ranks: ranks, rankedOrder: rankedOrder)
        generalHeld = true
        needsLayout = true
        layoutIfNeeded()
        (solvedFrames, lastFrames, contentSizes, contentSizeChanges, safeAreaBasis) = shown
        conflictReports = look?.conflictReports ?? conflictReports
    }

    /// The scene changes after a look: the solver and the window's record
    /// of it go back to where they were before it, and the variables made
    /// during it are forgotten (their items get new ones when needed).
    func endLook() {
        guard lookHeld, let saved = look else { return }
        look = nil
        solver.restore(saved.solver)
        installed = saved.installed
        installedIndex = saved.installedIndex
        broken = saved.broken
        conflictReports = saved.conflictReports
        directPlan = saved.directPlan
        referencedAxes = saved.referencedAxes
        offsetsInConstraints = saved.offsetsInConstraints
        ranks = saved.ranks
        rankedOrder = saved.rankedOrder
        for item in saved.madeVariables { item.variables = nil }
    }
}

/// What a look (``Window/holdGeneralPath()``) puts back when it ends.
struct LookState {
    var solver: Solver.Snapshot
    var installed: [Window.Entry]
    var installedIndex: [Window.Key: Int]
    var broken: [Window.Key: Window.Desired]
    var conflictReports: [ConflictReport]
    var directPlan: DirectPlan
    var referencedAxes: [ObjectIdentifier: (horizontal: Bool, vertical: Bool)]
    var offsetsInConstraints: [ObjectIdentifier: Point]
    /// The views' tie-break ranks (the general pass ranks views the direct
    /// one does not, and a rank decides which optimum an ambiguous layout
    /// takes).
    var ranks: IdentityTable<Double>
    var rankedOrder: GrowingList<View>
    /// The items that got their variables during the look.
    var madeVariables: [LayoutItem] = []
}
