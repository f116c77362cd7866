import ConstraintSolver
import Geometry

extension Window {
    // MARK: - Scroll geometry

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
    func scrollCorrection(
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

    /// The scroll views of the hierarchy, in tree order.
    public var scrollViews: [ScrollView] { viewsInTreeOrder.compactMap { $0 as? ScrollView } }

    /// A scroll view's offset changed: re-solve only when some constraint
    /// carries that offset.
    func contentOffsetDidChange(_ sv: ScrollView) {
        if let used = offsetsInConstraints[ObjectIdentifier(sv)], used != sv.currentOffset { setNeedsLayout() }
    }
}
