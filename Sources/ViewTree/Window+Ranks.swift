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

    /// Whether the views of the tree order from `k` on, and their
    /// ancestors before `k`, lay out their subviews in order (the others
    /// did when the first `k` were ranked, and none of their subviews or
    /// arranged subviews changed since).
    static func laysOutInOrder(_ tree: GrowingList<View>, _ parents: [Int32], from k: Int) -> Bool {
        for i in k..<tree.count {
            guard tree[i].laysOutInSubviewOrder else { return false }
            var p = Int(parents[i])
            guard p < k else { continue }
            while p >= 0 {
                guard tree[p].laysOutInSubviewOrder else { return false }
                p = Int(parents[p])
            }
        }
        return true
    }

    static func contiguousRanks(_ top: View) -> IdentityTable<Double> {
        var ranks = IdentityTable<Double>()
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
    /// The layout order changes only with the hierarchy or a stack's
    /// arranged subviews (``layoutOrderEpoch``): in between (hiding a row,
    /// a new intrinsic size) the tree is not walked at all. When it may
    /// have changed, it is the window's tree order whenever every view lays
    /// out its subviews in order (``View/laysOutInSubviewOrder``), which the
    /// window keeps anyway: no walk that makes an array per view.
    ///
    /// The ranks are kept in place (issue 28: appending a row to a list of
    /// 10 000 hashed all 40 000 views into a new table): the views that
    /// kept their places at the start and at the end of the order (compared
    /// by identity with the order ranked last, ``rankedOrder``) keep their
    /// ranks, and only the views between, and those after them up to the
    /// first whose rank is still in order, are ranked as below. The ranks
    /// are those a walk of the whole order would give: along the order
    /// ranked last every rank is greater than the one before, so that walk
    /// keeps every rank of the common start, and past the first view of
    /// the common end whose rank it keeps, it keeps every one.
    func stableRanks() -> IdentityTable<Double> {
        if let e = rankedEpoch, e == layoutOrderEpoch { return ranks }
        defer { rankedEpoch = layoutOrderEpoch }
        let tree = viewsInTreeOrder
        let old = rankedOrder
        // Views only appended to the tree order ranked last (a row appended
        // to a list, ``rankedTreeID``): the order is still the tree order
        // when the new views and their ancestors lay out in order, and its
        // common start is the whole order ranked last.
        let appended = rankedTreeID == treeOrderID && !old.isEmpty && old.count <= tree.count
            && Self.laysOutInOrder(tree, treeParents, from: old.count)
        let inTreeOrder = appended || tree.allSatisfyBorrowed { $0.laysOutInSubviewOrder }
        let order = inTreeOrder ? tree : GrowingList(Self.layoutOrder(rootView))
        let n = order.count, m = old.count
        // The common start and end, by identity.
        var start = 0, end = 0
        if appended {
            start = m
        } else {
            order.withUnsafeBufferPointer { a in
                old.withUnsafeBufferPointer { b in
                    while start < n && start < m && a[start] === b[start] { start += 1 }
                    while end < n - start && end < m - start && a[n - 1 - end] === b[m - 1 - end] { end += 1 }
                }
            }
        }
        if start == n && n == m {
            if inTreeOrder { rankedTreeID = treeOrderID }
            return ranks
        }
        rankedOrder = order
        if inTreeOrder { rankedTreeID = treeOrderID }
        if ranks.isEmpty {
            // Nothing kept (a first layout): the loop below would look
            // ahead for a kept rank from every view and give 1, 2, 3, …
            var next = IdentityTable<Double>(minimumCapacity: n)
            // (Read in place: no retain and release of every view.)
            order.withUnsafeBufferPointer { a in
                for i in a.indices { next[ObjectIdentifier(a[i])] = Double(i + 1) }
            }
            ranks = next
            return next
        }
        // Nothing known of the order the ranks were given for (a restored
        // savepoint): every view, into a new table (which also drops the
        // ranks of views no longer in the tree).
        var last = -Double.infinity
        if start > 0, let r = ranks[ObjectIdentifier(order[start - 1])] { last = r }
        let whole = m == 0 || (start > 0 && last == -.infinity)
        if whole { (start, end, last) = (0, 0, -.infinity) }
        // New ranks from `start` on, read against the kept ones; written
        // once the walk is done.
        var given: [(ObjectIdentifier, Double)] = []
        var i = start
        while i < n {
            let id = ObjectIdentifier(order[i])
            if let r = ranks[id], r > last {
                // In the common end, a rank kept: every one after it is.
                if i >= n - end { break }
                given.append((id, r))
                last = r
                i += 1
                continue
            }
            // The next kept rank ahead (a short look), to fit in below it.
            var bound = Double.infinity
            for later in order[(i + 1)..<min(n, i + 9)] {
                if let r = ranks[ObjectIdentifier(later)], r > last { bound = r; break }
            }
            let base = last == -.infinity ? 0 : last
            var r = bound == .infinity ? base + 1 : (base + bound) / 2
            if !(r > last && r < bound) { r = base + 1 }
            given.append((id, r))
            last = r
            i += 1
        }
        if whole {
            var next = IdentityTable<Double>(minimumCapacity: n)
            for (id, r) in given { next[id] = r }
            ranks = next
            return next
        }
        // The views that left the middle lose their ranks; those now there
        // (and those of the end ranked again) get theirs.
        // Only views that had no rank gain one, the others keeping theirs
        // (an append): the ranks kept stand (``ranksKeptVersion``).
        ranksOnlyGaining = start == m - end && given.allSatisfy { ranks[$0.0] == nil || ranks[$0.0] == $0.1 }
        defer { ranksOnlyGaining = false }
        for view in old[start..<(m - end)] { ranks[ObjectIdentifier(view)] = nil }
        for (id, r) in given { ranks[id] = r }
        return ranks
    }
}
