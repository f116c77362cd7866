import ConstraintSolver
import Geometry

extension Window {
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
    ///
    /// When the layout order is the one ranked last (the same views in the
    /// same order, ``rankedOrder``), every kept rank is in order and the
    /// ranks are the last ones as they are: nothing is hashed.
    ///
    /// The layout order changes only with the hierarchy or a stack's
    /// arranged subviews (``layoutOrderEpoch``): in between (hiding a row,
    /// a new intrinsic size) the tree is not walked at all.
    func stableRanks() -> [ObjectIdentifier: Double] {
        if let e = rankedEpoch, e == layoutOrderEpoch { return ranks }
        defer { rankedEpoch = layoutOrderEpoch }
        let order = Self.layoutOrder(rootView)
        if order.count == rankedOrder.count, zip(order, rankedOrder).allSatisfy({ $0 === $1 }) { return ranks }
        rankedOrder = order
        var next: [ObjectIdentifier: Double] = [:]
        next.reserveCapacity(order.count)
        if ranks.isEmpty {
            // Nothing kept (a first layout): the loop below would look
            // ahead for a kept rank from every view and give 1, 2, 3, …
            for (i, view) in order.enumerated() { next[ObjectIdentifier(view)] = Double(i + 1) }
            ranks = next
            return next
        }
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
}
