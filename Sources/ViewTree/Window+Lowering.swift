import ConstraintSolver
import Geometry

extension Window {
    /// The priority of a view's size floors (see ``desiredConstraints``):
    /// above every priority UIKit's own constraints use (UISV-hiding's
    /// 999.999 included), below required.
    static let sizeFloorPriority = Priority(999.9999)

    // MARK: - Constraint lowering

    /// Every constraint the tree asks for, in a deterministic order: the root
    /// view's frame, then per view (tree order) its guides, its intrinsic
    /// content size and the constraints installed on it.
    ///
    /// With `top` the root view, the root is pinned to the screen; for another
    /// view (a fitting-size computation) only the constraints whose items all
    /// lie inside `top`'s subtree are taken.
    func desiredConstraints(of top: View, variables: (LayoutItem) -> ItemVariables) -> [(Key, Desired)] {
        var out: [(Key, Desired)] = []
        func system(_ c: Constraint, _ text: ConstraintText, rank: Double? = nil) -> Desired {
            Desired(constraint: c, text: text, isSystem: true, rank: rank)
        }
        // (Their storage kept from pass to pass.)
        referencedAxes.removeAll(keepingCapacity: true)
        if !offsetsInConstraints.isEmpty { offsetsInConstraints = [:] }
        // The direct path (the whole window only): an arranged view of a
        // directly arranged subtree gives the solver nothing (its root's
        // wishes stand for it); the root gives its wishes instead of its
        // generated constraints. (An arranged view is never a scroll
        // view: its guides keep it out of the plan.)
        let plan = top === rootView ? directPlan : DirectPlan()
        let views = plan.unarranged ?? top.allViews()
        // Room for about what the last pass lowered (a first one: a few a
        // view, up to a bound): the list grew one doubling at a time.
        out.reserveCapacity(top === rootView && !installed.isEmpty
            ? installed.count + broken.count + 4 : min(8 + 8 * views.count, 512))
        if top === rootView {
            let root = variables(rootView)
            let b = screen.bounds
            let rootName = rootView.name
            out.append((.root(0), system(root.minX |==| 0.0, .rootFrame(root: rootName, part: 0, value: 0))))
            out.append((.root(1), system(root.minY |==| 0.0, .rootFrame(root: rootName, part: 1, value: 0))))
            out.append((.root(2), system(
                root.width |==| b.size.width, .rootFrame(root: rootName, part: 2, value: b.size.width))))
            out.append((.root(3), system(
                root.height |==| b.size.height, .rootFrame(root: rootName, part: 3, value: b.size.height))))
        }

        // Only a tree with scroll views has positions scrolled differently.
        let scrolls = views.contains { $0 is ScrollView }
        let ranks = top === rootView ? stableRanks() : Self.contiguousRanks(top)
        var usedMemos = 0
        for view in views {
            let id = ObjectIdentifier(view)
            if plan.arranges(view) { continue }
            let direct = plan.layout(of: view)
            let order = ranks[ObjectIdentifier(view)] ?? 0
            let v = variables(view)
            for guide in view.engineGuides {
                let g = variables(guide)
                let gid = ObjectIdentifier(guide)
                let insets: EdgeInsets
                switch guide.role {
                case .margins: insets = view.effectiveLayoutMargins
                case .safeArea:
                    // §14.4: below the root, what the last pass left out
                    // (Window+SecondPass.swift).
                    insets = view === rootView ? screen.safeAreaInsets : view.computedSafeAreaInsets
                case .frame: insets = .zero
                case .content:
                    // The content rectangle starts at the scroll view's frame
                    // origin (unscrolled coordinates); its size is what the
                    // content's constraints make it, and 0 where nothing
                    // determines it (a tier below every other priority, so it
                    // never bends a determined layout).
                    let n = guide.name, vn = view.name, p = ScrollView.contentSizeFloorPriority
                    func text(_ part: UInt8) -> ConstraintText {
                        .contentGuide(guide: n, view: vn, part: part, priority: p.value)
                    }
                    out.append((.guide(gid, 0), system(g.minX |==| v.minX, text(0))))
                    out.append((.guide(gid, 1), system(g.minY |==| v.minY, text(1))))
                    out.append((.guide(gid, 2), system((g.width |==| 0.0).withPriority(p), text(2))))
                    out.append((.guide(gid, 3), system((g.height |==| 0.0).withPriority(p), text(3))))
                    continue
                case .custom: continue
                }
                let gn = guide.name, vn = view.name
                func edge(_ part: UInt8, _ c: Constraint, _ inset: Double) {
                    out.append((.guide(gid, Int(part)), system(c, .guideEdge(guide: gn, view: vn, part: part, inset: inset))))
                }
                edge(0, g.minX |==| v.minX + insets.left, insets.left)
                edge(1, g.minY |==| v.minY + insets.top, insets.top)
                edge(2, g.minX + g.width |==| v.minX + v.width - insets.right, insets.right)
                edge(3, g.minY + g.height |==| v.minY + v.height - insets.bottom, insets.bottom)
            }
            // NSISEngine keeps a view's size variables non-negative
            // (`NSISVariable.valueRestriction`): items too long for a fill
            // stack shrink to 0 one after another, the lowest compression
            // resistance first, and two views with no intrinsic size in a
            // fill stack get 0 and all the room (issue 23's real-UIKit
            // probes). Here a floor in a tier of its own just below
            // required (``sizeFloorPriority``), ranked as the view's content
            // size: it holds wherever the required constraints allow. Where
            // they do not, UIKit logs a conflict and breaks a constraint
            // (`H:|-8-[table]-8-|` in a cell whose
            // `UIView-Encapsulated-Layout-Width` is 0: aplus.rs, "One
            // solution for 90% of Auto Layout exceptions"); StackLab leaves
            // the size negative instead: which constraint a conflict breaks
            // depends on the order constraints reach the engine, and the
            // direct path changes that order. Guides' lengths are not
            // restricted.
            let floorRank = order * 2 + 1
            let name = view.name
            out.append((.floor(id, 0), system(
                (v.width |>=| 0.0).withPriority(Self.sizeFloorPriority),
                .floor(view: name, axis: 0), rank: floorRank)))
            out.append((.floor(id, 1), system(
                (v.height |>=| 0.0).withPriority(Self.sizeFloorPriority),
                .floor(view: name, axis: 1), rank: floorRank + 1)))
            // Intrinsic content size: size <= intrinsic at the hugging priority,
            // size >= intrinsic at the compression resistance (UIKit's
            // NSContentSizeLayoutConstraint). Ranks follow tree order, so among
            // equal priorities the earlier view gives way first.
            appendContentSizeConstraints(of: view, v, order: order, to: &out)
            // As installed: the layout pass (or the fitting computation)
            // brought every view's generated constraints up to date except
            // a directly arranged root's, whose system constraints its wishes
            // replace, and its arranged views', skipped above.
            for c in view.systemFirstConstraints {
                if direct != nil && c.isSystem { continue }
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
                    constraint: constraint, text: .of(c), isSystem: c.isSystem, rank: nil)))
            }
            if let direct {
                if top === rootView {
                    out += memoizedDirectConstraints(of: view, direct, v)
                    usedMemos += 1
                } else {
                    out += directConstraints(of: view, direct, v, ranks: ranks)
                }
            }
        }
        // The roots no longer laid out directly drop what they gave.
        if top === rootView && directConstraintsMemo.count > usedMemos {
            directConstraintsMemo = directConstraintsMemo.filter { plan.layouts[$0.key] != nil }
        }
        return out
    }

    /// A view's content-size constraints (UIKit's
    /// NSContentSizeLayoutConstraint): per axis with an intrinsic length,
    /// `size <= intrinsic` at the hugging priority and `size >= intrinsic`
    /// at the compression resistance, ranked by the view's layout order
    /// `order`, so that among equal priorities the earlier view gives way
    /// first.
    func contentSizeConstraints(of view: View, _ v: ItemVariables, order: Double) -> [(Key, Desired)] {
        var out: [(Key, Desired)] = []
        appendContentSizeConstraints(of: view, v, order: order, to: &out)
        return out
    }

    /// ``contentSizeConstraints(of:_:order:)`` appended to `out`, with no
    /// array of their own (the pass lowers every view outside the direct
    /// plan so, each pass).
    func appendContentSizeConstraints(of view: View, _ v: ItemVariables, order: Double, to out: inout [(Key, Desired)]) {
        let id = ObjectIdentifier(view)
        let ics = view.intrinsicContentSize
        guard ics.width != noIntrinsicMetric || ics.height != noIntrinsicMetric else { return }
        let name = view.name
        func axis(_ a: Int, _ size: Double, _ dim: Variable, _ hug: Double, _ resist: Double) {
            guard size != noIntrinsicMetric else { return }
            let rank = order * 2 + Double(a) + 1
            out.append((.intrinsic(id, 2 * a), Desired(
                constraint: (dim |<=| size).withPriority(Priority(hug)),
                text: .contentSize(view: name, axis: UInt8(a), hugging: true, size: size, priority: hug),
                isSystem: true, rank: rank)))
            out.append((.intrinsic(id, 2 * a + 1), Desired(
                constraint: (dim |>=| size).withPriority(Priority(resist)),
                text: .contentSize(view: name, axis: UInt8(a), hugging: false, size: size, priority: resist),
                isSystem: true, rank: rank)))
        }
        axis(0, ics.width, v.width, view.contentHugging.horizontal, view.compressionResistance.horizontal)
        axis(1, ics.height, v.height, view.contentHugging.vertical, view.compressionResistance.vertical)
    }

    /// The item a constraint's attribute stands for in the engine: a scroll
    /// view's edge related to one of its descendants (or a descendant's
    /// guide) means its content layout guide (Apple TN2154); its width,
    /// height and centres, and anything related to items outside it or to
    /// its own guides, mean its frame. Apple's Auto Layout Guide, "Working
    /// with Scroll Views": "Constraints between the edges or margins of the
    /// scroll view and its content attach to the scroll view's content area.
    /// Constraints between the height, width, or centers attach to the
    /// scroll view's frame." Interface Builder's recorded frames agree: a
    /// label centred in its scroll view is as wide as the frame allows, 374
    /// in IB where the content's centre made it 780 (issue 23, behaviour 4).
    func engineItem(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
        guard let sv = item as? ScrollView, let host = other?.hostView, host !== sv, host.isDescendant(of: sv)
        else { return item }
        switch attribute {
        case .leading, .trailing, .left, .right, .top, .bottom: return sv.contentLayoutGuide
        case .width, .height, .centerX, .centerY, .firstBaseline, .lastBaseline: return item
        }
    }

    /// Notes that a constraint positions or sizes `item` along the
    /// attribute's axis (a system guide counts for its view; a scroll view's
    /// content guide does not position the scroll view).
    func noteReference(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        if let g = item as? LayoutGuide, g.role == .content { return }
        guard let view = (item as? View) ?? (item as? LayoutGuide)?.owningView else { return }
        var axes = referencedAxes[ObjectIdentifier(view)] ?? (false, false)
        if attribute.axis == .horizontal { axes.horizontal = true } else { axes.vertical = true }
        referencedAxes[ObjectIdentifier(view)] = axes
    }
}
