import ViewTree

/// A `fill` stack's items in series along its axis, as partial sums in a
/// segment tree (issue 28, item 2): hiding, showing or re-measuring one
/// item updates the sums on its path to the root, O(log n), and the stack's
/// summary along the axis (rule 2 of ``DirectArrangement``) is read off the
/// root: the visible items' natural lengths and gaps summed, and the item
/// that gives way on each side, the first in arranged order among the
/// least slopes (the solver's tie-break, as ``DirectProfile/cheapest(_:_:)``
/// finds it by a scan).
///
/// The tree keeps item indices, not profiles: a comparison reads the
/// node's profiles where they lie (a ``DirectProfileColumn`` of its item
/// states), so the tree itself is plain numbers.
struct DirectSeriesTree {
    /// What a range of items adds up to. Counts and item indices are kept
    /// in 32 bits (a stack holds far fewer than 2³¹ items): 56 bytes a
    /// node instead of 104, so a list of 10 000 rows keeps 1.8 MB of sums,
    /// not 3.4 (issue 28, item 6).
    struct Summary {
        /// The visible items' natural lengths, and the gaps after them (the
        /// gap after the last visible item is counted here and taken off at
        /// the root).
        var natural = 0.0
        var gaps = 0.0
        private var counts: (count: Int32, last: Int32, notStrict: Int32, bounded: Int32, notAnywhere: Int32,
                             multiline: Int32, hiddenOpen: Int32, grow: Int32, shrink: Int32) = (0, -1, 0, 0, 0, 0, 0, -1, -1)
        /// Whether the tie-break decides the item that gives way on each
        /// side as the solver would.
        var growDecided = true
        var shrinkDecided = true
        /// Whether the slope of the item that gives way on each side is
        /// ranked (``DirectSlope/isRanked``), kept here so that a tie
        /// between two ranges does not read their givers' profiles.
        var growRanked = false
        var shrinkRanked = false

        /// Visible items.
        var count: Int { get { Int(counts.count) } set { counts.count = Int32(newValue) } }
        /// The last visible item (−1: none).
        var last: Int { get { Int(counts.last) } set { counts.last = Int32(newValue) } }
        /// Visible items without a unique minimiser, whose slopes do not
        /// hold at every length, whose frames are not determined at every
        /// length; multi-line labels among them; hidden items that cannot
        /// be 0 long.
        var notStrict: Int { get { Int(counts.notStrict) } set { counts.notStrict = Int32(newValue) } }
        var bounded: Int { get { Int(counts.bounded) } set { counts.bounded = Int32(newValue) } }
        var notAnywhere: Int { get { Int(counts.notAnywhere) } set { counts.notAnywhere = Int32(newValue) } }
        var multiline: Int { get { Int(counts.multiline) } set { counts.multiline = Int32(newValue) } }
        var hiddenOpen: Int { get { Int(counts.hiddenOpen) } set { counts.hiddenOpen = Int32(newValue) } }
        /// The item that gives way on each side (−1: none).
        var grow: Int { get { Int(counts.grow) } set { counts.grow = Int32(newValue) } }
        var shrink: Int { get { Int(counts.shrink) } set { counts.shrink = Int32(newValue) } }

        /// Every field equal (for the tests: a tree derived by edits and
        /// one built afresh).
        func isSame(as o: Summary) -> Bool {
            natural == o.natural && gaps == o.gaps && count == o.count && last == o.last && notStrict == o.notStrict
                && bounded == o.bounded && notAnywhere == o.notAnywhere && multiline == o.multiline
                && hiddenOpen == o.hiddenOpen && grow == o.grow && shrink == o.shrink && growDecided == o.growDecided
                && shrinkDecided == o.shrinkDecided && growRanked == o.growRanked && shrinkRanked == o.shrinkRanked
        }
    }

    /// The sums above the leaves: node k (1 ≤ k < `capacity`, a power of
    /// two, at least 2) sums nodes 2k and 2k + 1, the root is node 1, and
    /// a child at `capacity + i` is item i's leaf. The leaves are not
    /// kept: a leaf is made from its item where it is read (the leaf
    /// closure passed to ``init(count:along:leaf:)``, ``update(_:along:leaf:)``
    /// and ``append(_:along:leaf:)``), which reads the node's item states
    /// (issue 28, item 6: kept, they were half the tree, 0.9 MB of a
    /// list of 10 000 rows). Items past `count` are empty leaves.
    private(set) var nodes: [Summary]
    private(set) var capacity: Int
    private(set) var count: Int

    /// A leaf: item `i`, whose profile along the axis is `along[i]`, the
    /// gap after it. (The profile is read where it lies: passed as a
    /// value, it was copied for the call, retaining its slopes.)
    static func leaf(_ i: Int, _ along: DirectProfileColumn, hidden: Bool, gap: Double, multiline: Bool) -> Summary {
        var s = Summary()
        if hidden {
            s.hiddenOpen = along[i].arranges(at: 0) ? 0 : 1
            return s
        }
        s.count = 1
        s.natural = along[i].natural
        s.gaps = gap
        s.last = i
        s.notStrict = along[i].isStrict ? 0 : 1
        s.bounded = along[i].lo == -.infinity && along[i].hi == .infinity ? 0 : 1
        s.notAnywhere = along[i].anywhere ? 0 : 1
        s.multiline = multiline ? 1 : 0
        s.grow = i
        s.shrink = i
        s.growRanked = along[i].grow.isRanked
        s.shrinkRanked = along[i].shrink.isRanked
        return s
    }

    init(leaves: [Summary], along: DirectProfileColumn) {
        self.init(count: leaves.count, along: along) { leaves[$0] }
    }

    /// Node `k`'s value, for a child of a node: a sum kept, or item
    /// `k − capacity`'s leaf (empty past `count`).
    @inline(__always)
    private func child(_ k: Int, _ leaf: (Int) -> Summary) -> Summary {
        if k < capacity { return nodes[k] }
        let i = k - capacity
        return i < count ? leaf(i) : Summary()
    }

    /// The tree of `count` items whose leaves are `leaf(0) …
    /// leaf(count − 1)`, built bottom-up in its one array: each node is
    /// written once, where it lies (issue 28, item 1: a first layout of a
    /// list of 10 000 items made an array of its leaves, then the tree
    /// filled with empty sums, then the leaves copied in, then the sums:
    /// two arrays and three writes of every node, a page fault for each
    /// new page of each). The same nodes, combined in the same order, as
    /// filling a tree of empty sums with the leaves and combining upwards;
    /// each leaf is made once.
    init(count: Int, along: DirectProfileColumn, leaf: (Int) -> Summary) {
        let c = Self.capacity(for: count)
        capacity = c
        self.count = count
        nodes = [Summary](unsafeUninitializedCapacity: c) { buffer, initialized in
            let base = buffer.baseAddress!
            base.initialize(to: Summary())  // (0: no node)
            // The nodes just above the leaves, then each level above.
            for k in c / 2..<c {
                let i = 2 * k - c
                let a = i < count ? leaf(i) : Summary()
                let b = i + 1 < count ? leaf(i + 1) : Summary()
                (base + k).initialize(to: Self.combine(a, b, along))
            }
            var k = c / 2 - 1
            while k >= 1 {
                (base + k).initialize(to: Self.combine(base[2 * k], base[2 * k + 1], along))
                k -= 1
            }
            initialized = c
        }
    }

    /// The power of two a tree of `count` items is built with (at least
    /// 2: the root is a sum above the leaves).
    static func capacity(for count: Int) -> Int {
        var c = 2
        while c < count { c *= 2 }
        return c
    }

    /// The ``root`` of the tree of `count` items, item i's leaf `leaf(i)`,
    /// without keeping the tree (no array: a stack whose next node is not
    /// derived from this one, such as each row of a list, issue 28). The
    /// same shape, the same ``combine(_:_:_:)`` of the same halves (the
    /// leaves made in order, left to right), so the same bits as
    /// `init(count:along:leaf:).root`.
    ///
    /// Without recursion (a recursive walk passed the leaf closure's
    /// captures, the stack's constraint generator among them, by value at
    /// every level: copying it was a twentieth of W2's first layout). The
    /// leaves are taken in order onto a stack of complete subtrees, two
    /// of the same height combined as soon as both are there, as the tree
    /// pairs them; what is left (subtrees of decreasing height, each the
    /// left part of its parent, whose right part holds only empty leaves
    /// past `count`, which ``combine(_:_:_:)`` passes over) is combined
    /// from the right, as the tree's right spine combines it.
    static func rootSummary(count: Int, along: DirectProfileColumn, leaf: (Int) -> Summary) -> Summary {
        guard count > 0 else { return Summary() }
        // At most one subtree per height up to the count's bit length is
        // waiting at once: room for that many, small enough to be on the
        // call stack (room for 64 was 4 KB, allocated on the heap per row
        // of a list).
        let room = Int.bitWidth - count.leadingZeroBitCount + 1
        return withUnsafeTemporaryAllocation(of: (height: Int, node: Summary).self, capacity: room) { stack in
            var depth = 0
            for i in 0..<count {
                var node = leaf(i), height = 0
                while depth > 0 && stack[depth - 1].height == height {
                    node = combine(stack[depth - 1].node, node, along)
                    depth -= 1
                    height += 1
                }
                (stack.baseAddress! + depth).initialize(to: (height, node))
                depth += 1
            }
            var root = stack[depth - 1].node
            for j in stride(from: depth - 2, through: 0, by: -1) { root = combine(stack[j].node, root, along) }
            return root
        }
    }

    var root: Summary { nodes[1] }

    /// Recomputes the sums on item `i`'s path to the root, its leaf (and
    /// its neighbour's) made anew by `leaf`.
    mutating func update(_ i: Int, along: DirectProfileColumn, leaf: (Int) -> Summary) {
        var k = (capacity + i) / 2
        while k >= 1 {
            nodes[k] = Self.combine(child(2 * k, leaf), child(2 * k + 1, leaf), along)
            k /= 2
        }
    }

    /// Takes in an item appended at `i` (the next after every item so
    /// far), doubling the capacity first when it is full: the tree is
    /// then the one built afresh from all the leaves (the same capacity,
    /// the next power of two, so the same shape and the same sums in the
    /// same order). O(log n), and O(n) once per doubling.
    mutating func append(_ i: Int, along: DirectProfileColumn, leaf: (Int) -> Summary) {
        precondition(i == count, "DirectSeriesTree.append: item \(i) after \(count) items")
        count = i + 1
        if count > capacity {
            self = DirectSeriesTree(count: count, along: along, leaf: leaf)
            return
        }
        update(i, along: along, leaf: leaf)
    }

    /// Two adjacent ranges as one: sums add up; on each side the left
    /// range's giver stays unless the right one's slope is less (the first
    /// among equals, as the scan). Equal slopes leave the choice to the
    /// tie-break only when both are ranked (``DirectProfile/cheapest(_:_:)``).
    static func combine(_ a: Summary, _ b: Summary, _ along: DirectProfileColumn) -> Summary {
        if b.count == 0 && b.hiddenOpen == 0 { return a }
        if a.count == 0 && a.hiddenOpen == 0 { return b }
        var s = Summary()
        s.count = a.count + b.count
        s.natural = a.natural + b.natural
        s.gaps = a.gaps + b.gaps
        s.last = b.last >= 0 ? b.last : a.last
        s.notStrict = a.notStrict + b.notStrict
        s.bounded = a.bounded + b.bounded
        s.notAnywhere = a.notAnywhere + b.notAnywhere
        s.multiline = a.multiline + b.multiline
        s.hiddenOpen = a.hiddenOpen + b.hiddenOpen
        (s.grow, s.growDecided, s.growRanked) = giver(
            (a.grow, a.growDecided, a.growRanked), (b.grow, b.growDecided, b.growRanked), along, .grow)
        (s.shrink, s.shrinkDecided, s.shrinkRanked) = giver(
            (a.shrink, a.shrinkDecided, a.shrinkRanked), (b.shrink, b.shrinkDecided, b.shrinkRanked), along, .shrink)
        return s
    }

    /// One side's giver of a range: the item, whether the tie-break
    /// decides it, whether its slope is ranked.
    private typealias Giver = (index: Int, decided: Bool, ranked: Bool)

    /// The slopes are compared where they lie in `along`, not copied out
    /// of it (a copy retains its slopes' arrays; when givers were strong
    /// references, four retains and releases per sum were a tenth of
    /// planning a list of 10 000 rows).
    private static func giver(_ x: Giver, _ y: Giver, _ along: DirectProfileColumn, _ side: DirectProfile.Side) -> Giver {
        let i = x.index, j = y.index
        if i < 0 { return y }
        if j < 0 { return x }
        let c = side == .grow ? DirectSlope.compare(along[j].grow, along[i].grow)
            : DirectSlope.compare(along[j].shrink, along[i].shrink)
        if c < 0 { return y }
        if c > 0 { return x }
        return (i, x.decided && y.decided && x.ranked && y.ranked, x.ranked)
    }
}
