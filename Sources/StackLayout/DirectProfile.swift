import ConstraintSolver
import Geometry
import ViewTree

// The arithmetic of the direct path (see ``DirectArrangement``): what a
// subtree's content costs as a function of one of its lengths, tier by
// tier, and how stacks combine those costs.
//
// The solver's objective (``ConstraintSolver/Solver``) is lexicographic:
// one sum of absolute errors per priority tier, highest first, then the
// tie-break `Σ rank × |error|`. Every constraint a stack generates or an
// item's content size adds is linear, so the cost of a subtree as a function
// of its root's length ℓ along one axis, once everything inside has taken
// its best place, is a convex piecewise-linear function whose slopes are
// *vectors* (one weight per tier), compared lexicographically. This file
// represents such a function near its minimiser (``DirectProfile``) and,
// where it is known everywhere, exactly (``DirectHinge``s), and combines
// them the two ways a stack does:
//
// * **in series** (along a `fill` stack's axis, `L = Σ lᵢ + gaps`): the
//   infimal convolution. Near the minimum it is again a "V" whose slope on
//   each side is the least (lexicographic) of the items' slopes on that
//   side: the cheapest item gives way, as the solver's tie-break gives the
//   slack of a stack to the first view with the lowest priority.
// * **side by side** (across a stack with alignment fill, every item as long
//   as the canvas): the pointwise sum.
//
// A function that is only known near its minimiser is exact for the
// solver there: the solver's optimum of a convex problem is characterised
// by the slopes at it, so a summary with the right slopes at the optimum
// gives the right optimum (``DirectArrangement`` checks at the optimum that
// the length fell where the slopes hold, and that it is unique).

/// One component of a slope: `weight` units of cost per unit of length in
/// tier `priority`, standing for a content-size constraint of `giver` along
/// `axis` (so it carries that constraint's tie-break rank), or for a stack
/// constraint (giver nil: the solver's insertion rank).
struct DirectSlopePart {
    var priority: Double
    var weight: Double
    /// The giver as a plain pointer (``ViewTree/PlainReference``).
    /// Profiles are copied by the thousand while a node is made (a sum
    /// across appends a term per item), and a strong reference made each
    /// copy retain and release its giver: most of `DirectNode.init`'s
    /// time in W1's first layout at 10 000 items (issue 28, round 13). A
    /// part's giver is a view of its node's subtree, and a node is read
    /// only while that subtree is unchanged (a change makes its stack's
    /// and every ancestor's node anew, and the plan that holds nodes with
    /// them): the subtree, held by its stack through the view tree, keeps
    /// the giver alive.
    var giverReference: PlainReference<View>
    var axis: Axis

    init(priority: Double, weight: Double, giver: View?, axis: Axis) {
        self.priority = priority
        self.weight = weight
        self.giverReference = PlainReference(giver)
        self.axis = axis
    }

    init(priority: Double, weight: Double, giverReference: PlainReference<View>, axis: Axis) {
        self.priority = priority
        self.weight = weight
        self.giverReference = giverReference
        self.axis = axis
    }

    var giver: View? { giverReference.object }
}

/// The rate at which a cost changes with a length, tier by tier.
///
/// A slope of one part (a leaf's, a stack constraint's: the common case)
/// holds it in place, without an array: a leaf's two profiles are then
/// made without allocating a slope (issue 28: no per-view allocation in the
/// layout pass beyond what a profile must keep).
struct DirectSlope {
    /// The only part, when there is exactly one (then `many` is empty).
    private var single: DirectSlopePart? {
        get {
            hasSingle
                ? DirectSlopePart(priority: singlePriority, weight: singleWeight, giverReference: singleGiver, axis: singleAxis)
                : nil
        }
        set {
            hasSingle = newValue != nil
            singlePriority = newValue?.priority ?? 0
            singleWeight = newValue?.weight ?? 0
            singleGiver = newValue?.giverReference ?? PlainReference(nil)
            singleAxis = newValue?.axis ?? .horizontal
        }
    }
    /// ``single``'s fields, kept apart: the hot comparisons
    /// (``compare(_:_:)``, ``numbers(_:)``, ``sign``) read the numbers in
    /// place, without making an optional part (when givers were strong
    /// references, that copy retained and released one: a tenth of
    /// planning a list of 10 000 rows).
    ///
    /// (Declared with the one-byte fields last, so that they pack
    /// together: 40 bytes a slope, not 48. A profile holds two, and a
    /// node a profile per item per axis: issue 28, item 1, a first layout
    /// of 10 000 items writes them into new pages.)
    fileprivate var singlePriority = 0.0
    fileprivate var singleWeight = 0.0
    fileprivate var singleGiver = PlainReference<View>(nil)
    /// The parts, when there are none or more than one.
    private var many: [DirectSlopePart] = []
    fileprivate var hasSingle = false
    fileprivate var singleAxis = Axis.horizontal

    init() {
        single = nil
        many = []
    }

    init(_ part: DirectSlopePart) {
        single = part
        many = []
    }

    init(parts: [DirectSlopePart]) {
        if parts.count == 1 {
            single = parts[0]
            many = []
        } else {
            single = nil
            many = parts
        }
    }

    /// The parts, in order (an array made for a single part: off the hot
    /// paths, which use ``count``, ``first`` and ``forEach(_:)``).
    var parts: [DirectSlopePart] { single.map { [$0] } ?? many }

    var count: Int { hasSingle ? 1 : many.count }

    /// The part at `i` (`i < count`).
    subscript(i: Int) -> DirectSlopePart { single ?? many[i] }

    func forEach(_ body: (DirectSlopePart) -> Void) {
        if let p = single { body(p) } else { for p in many { body(p) } }
    }

    func allSatisfy(_ test: (DirectSlopePart) -> Bool) -> Bool {
        if let p = single { return test(p) }
        return many.allSatisfy(test)
    }

    mutating func append(_ p: DirectSlopePart) {
        if let q = single {
            single = nil
            many = [q, p]
        } else if many.isEmpty {
            single = p
        } else {
            many.append(p)
        }
    }

    /// The parts of both, in order. A sum that is not ranked
    /// (``isRanked``: its givers are never read) keeps one part per tier,
    /// the tier's weights summed in order, without giver: a sum across
    /// (rule 3) adds an item's slope to a nested stack's at every level,
    /// and kept apart the parts made a summary D levels deep D parts long
    /// (W3: quadratic in the depth).
    ///
    /// One array is made, the result's (the parts of both are not listed
    /// first: a row of a list, aligned center, summed its slope across
    /// through three arrays, issue 28).
    static func + (a: DirectSlope, b: DirectSlope) -> DirectSlope {
        if a.count == 0 { return b }
        if b.count == 0 { return a }
        let n = a.count + b.count
        if a.isRanked && b.isRanked {
            var parts: [DirectSlopePart] = []
            parts.reserveCapacity(n)
            a.forEach { parts.append($0) }
            b.forEach { parts.append($0) }
            return DirectSlope(parts: parts)
        }
        var merged: [DirectSlopePart] = []
        merged.reserveCapacity(n)
        func add(_ p: DirectSlopePart) {
            if let i = merged.firstIndex(where: { $0.priority == p.priority }) {
                merged[i].weight += p.weight
            } else {
                merged.append(DirectSlopePart(priority: p.priority, weight: p.weight, giver: nil, axis: p.axis))
            }
        }
        a.forEach(add)
        b.forEach(add)
        return DirectSlope(parts: merged)
    }

    static prefix func - (a: DirectSlope) -> DirectSlope { a.mapWeights { -$0 } }

    /// Every part with its weight passed through `f`.
    func mapWeights(_ f: (Double) -> Double) -> DirectSlope {
        if var p = single {
            p.weight = f(p.weight)
            return DirectSlope(p)
        }
        return DirectSlope(parts: many.map { p in
            var q = p
            q.weight = f(q.weight)
            return q
        })
    }

    static func unit(_ priority: Double, axis: Axis) -> DirectSlope {
        DirectSlope(DirectSlopePart(priority: priority, weight: 1, giver: nil, axis: axis))
    }

    /// The weight of each tier, highest priority first; zero tiers left out.
    var tiers: [(priority: Double, weight: Double)] {
        if let p = single { return p.weight == 0 ? [] : [(p.priority, p.weight)] }
        var table = DirectTierTable()
        for p in many { table.add(p.priority, p.weight) }
        return table.sums.sorted { $0.priority > $1.priority }.filter { abs($0.weight) > 1e-9 }
    }

    /// The sign of the slope in the lexicographic order of the tiers (the
    /// tie-break left out): −1, 0 or 1.
    var sign: Int {
        if hasSingle {  // the common case, without a table
            let w = singleWeight
            return w == 0 ? 0 : w < 0 ? -1 : 1
        }
        return DirectTierTable.leadSign(many.count) { numbers($0) }
    }

    static func compare(_ a: DirectSlope, _ b: DirectSlope) -> Int {
        // The common case, without a table; the numbers are read in place.
        if a.hasSingle && b.hasSingle {
            let xp = a.singlePriority, xw = a.singleWeight, yp = b.singlePriority, yw = b.singleWeight
            if xp == yp { return xw < yw ? -1 : xw > yw ? 1 : 0 }
            let (high, sign) = xp > yp ? (xw, 1.0) : (yw, -1.0)
            let lead = high == 0 ? (xp > yp ? -yw : xw) : high * sign
            return lead < 0 ? -1 : lead > 0 ? 1 : 0
        }
        // The sign of `a + (-b)`, without making it.
        let n = a.count
        return DirectTierTable.leadSign(n + b.count) { i in
            if i < n { return a.numbers(i) }
            let (p, w) = b.numbers(i - n)
            return (p, -w)
        }
    }

    /// The priority and weight of the part at `i`, read in place.
    @inline(__always)
    func numbers(_ i: Int) -> (priority: Double, weight: Double) {
        if hasSingle { return (singlePriority, singleWeight) }
        return many.withUnsafeBufferPointer { ($0[i].priority, $0[i].weight) }
    }

    /// Every part a positive weight with a giver. Between two such slopes
    /// with equal tiers the tie-break prefers the one whose givers come first
    /// in layout order (their ranks are all lower): arranged order decides.
    var isRanked: Bool {
        if hasSingle { return singleWeight > 0 && singleGiver.exists }
        return many.allSatisfy { $0.weight > 0 && $0.giverReference.exists }
    }
}

/// The slopes summed while a root's subtree is planned
/// (``DirectNode/Context``), kept so that equal sums share one array of
/// parts: every row of a list aligned center sums the same two parts
/// across (its spanning fit's and its widest item's resistance, merged
/// without givers), and an array each was an allocation per row of a
/// first layout (issue 28, item 1). A slope is a value: the shared array
/// is copied should one of them change.
final class DirectSlopePool {
    private var kept: [DirectSlope] = []

    /// `a + b`: the same parts, for two one-part slopes merged into two
    /// (``DirectSlope/+(_:_:)``) in an array shared with an equal sum made
    /// before.
    func sum(_ a: DirectSlope, _ b: DirectSlope) -> DirectSlope {
        guard a.count == 1, b.count == 1, !(a.isRanked && b.isRanked) else { return a + b }
        let x = a[0], y = b[0]
        guard x.priority != y.priority else { return a + b }  // one part: no array
        // Merged, the parts are x's and y's numbers without givers.
        func same(_ p: DirectSlopePart, _ q: DirectSlopePart) -> Bool {
            p.priority.bitPattern == q.priority.bitPattern && p.weight.bitPattern == q.weight.bitPattern
                && p.axis == q.axis && !p.giverReference.exists
        }
        for i in kept.indices where kept[i].count == 2 && same(kept[i][0], x) && same(kept[i][1], y) { return kept[i] }
        let s = a + b
        if kept.count < 8 { kept.append(s) }
        return s
    }
}

/// Per-tier sums of slope weights, added in the order given (a few
/// distinct priorities: a small table searched linearly), and the sign of
/// the highest tier whose sum is not zero (|sum| > 1e-9, as
/// ``DirectSlope/tiers`` leaves out).
struct DirectTierTable {
    var sums: [(priority: Double, weight: Double)] = []

    mutating func add(_ priority: Double, _ weight: Double) {
        if let i = sums.firstIndex(where: { $0.priority == priority }) {
            sums[i].weight += weight
        } else {
            sums.append((priority, weight))
        }
    }

    var sign: Int {
        var lead: (priority: Double, weight: Double)? = nil
        for t in sums where abs(t.weight) > 1e-9 && (lead.map { t.priority > $0.priority } ?? true) { lead = t }
        return lead.map { $0.weight < 0 ? -1 : 1 } ?? 0
    }

    /// ``sign`` of a table of the `count` terms `term(i)` (nil: left out),
    /// without making one: tier by tier from the highest, each tier's
    /// weights summed in the same order (the same sums). A slope has a
    /// few tiers, so the scans per tier cost less than the table's array.
    @inline(__always)
    static func leadSign(_ count: Int, _ term: (Int) -> (priority: Double, weight: Double)?) -> Int {
        var below = Double.infinity
        while true {
            var tier = -Double.infinity
            var found = false
            for i in 0..<count {
                guard let t = term(i), t.priority < below, !found || t.priority > tier else { continue }
                tier = t.priority
                found = true
            }
            guard found else { return 0 }
            var sum = 0.0
            for i in 0..<count {
                if let t = term(i), t.priority == tier { sum += t.weight }
            }
            if abs(sum) > 1e-9 { return sum < 0 ? -1 : 1 }
            below = tier
        }
    }
}

/// One term of an exactly known cost: `weight × max(0, ℓ − k)` (≤),
/// `weight × max(0, k − ℓ)` (≥) or `weight × |ℓ − k|` (==), in the part's
/// tier: a constraint `ℓ relation k @ priority` as the solver prices it.
struct DirectHinge {
    // (The one-byte relation last: 40 bytes a term, not 48.)
    var constant: Double
    var part: DirectSlopePart
    var relation: Relation

    init(relation: Relation, constant: Double, part: DirectSlopePart) {
        self.relation = relation
        self.constant = constant
        self.part = part
    }

    func shifted(by d: Double) -> DirectHinge {
        var h = self
        h.constant += d
        return h
    }
}

/// A profile's exact terms: none (the cost is known only near its
/// minimiser), a "V" (every part of `grow` as `ℓ <= natural` and of
/// `shrink` as `ℓ >= natural`, in that order: a leaf's, and a series of
/// such; no array is made for them, issue 28: a leaf's two profiles
/// allocated two arrays of terms on every plan that measured it), or a
/// list.
enum DirectHinges {
    case none
    case v
    case list([DirectHinge])
}

extension [DirectHinge] {
    /// The sign of ``slope(above:)`` (the same sums, without building the
    /// slope).
    func sign(above x: Double) -> Int {
        withUnsafeBufferPointer { hs in
            DirectTierTable.leadSign(hs.count) { i in
                let h = hs[i]
                let w = h.part.weight
                switch h.relation {
                case .lessThanOrEqual: return x < h.constant ? nil : (h.part.priority, w)
                case .greaterThanOrEqual: return x >= h.constant ? nil : (h.part.priority, -w)
                case .equal: return (h.part.priority, x < h.constant ? -w : w)
                }
            }
        }
    }

    /// The slope of the cost just above `x`.
    func slope(above x: Double) -> DirectSlope {
        slope { h in
            switch h.relation {
            case .lessThanOrEqual: return x < h.constant ? nil : h.part.weight
            case .greaterThanOrEqual: return x >= h.constant ? nil : -h.part.weight
            case .equal: return x < h.constant ? -h.part.weight : h.part.weight
            }
        }
    }

    /// The cost per unit of decrease just below `x`.
    func slope(below x: Double) -> DirectSlope {
        slope { h in
            switch h.relation {
            case .lessThanOrEqual: return x <= h.constant ? nil : -h.part.weight
            case .greaterThanOrEqual: return x > h.constant ? nil : h.part.weight
            case .equal: return x > h.constant ? -h.part.weight : h.part.weight
            }
        }
    }

    /// The slope whose parts are the terms' parts, in order, each with
    /// the weight `weight(h)` gives (nil: left out). The parts are
    /// counted first and written once into an array of that size (issue
    /// 28, item 1: a sum across 10 000 items appended 10 000 parts one by
    /// one, the array growing by copies); the same parts as appending them.
    @inline(__always)
    private func slope(_ weight: (DirectHinge) -> Double?) -> DirectSlope {
        withUnsafeBufferPointer { hs in
            var n = 0
            var only: DirectSlopePart? = nil
            for h in hs {
                guard let w = weight(h) else { continue }
                n += 1
                if n == 1 {
                    only = h.part
                    only!.weight = w
                }
            }
            if n <= 1 { return only.map { DirectSlope($0) } ?? DirectSlope() }
            let parts = [DirectSlopePart](unsafeUninitializedCapacity: n) { out, initialized in
                var k = 0
                for h in hs {
                    guard let w = weight(h) else { continue }
                    var p = h.part
                    p.weight = w
                    (out.baseAddress! + k).initialize(to: p)
                    k += 1
                }
                initialized = k
            }
            return DirectSlope(parts: parts)
        }
    }
}

/// One column of profiles read where they lie, each `stride` bytes after
/// the one before: a node's items' profiles along or across its axis,
/// inside its one array of item states (``DirectNode/ItemState``), or
/// an array of profiles. Elements are read in place (an addressor, no
/// copy of a profile's slopes), and nothing is allocated for the
/// column: a node keeps its items' states and both profiles in one
/// array (issue 28, item 1: three arrays per row of a list were three of
/// its first layout's allocations per row, and three cache misses per
/// row), which the series' partial sums and the sum across read a
/// column of. Valid only inside the `withUnsafeBufferPointer` of the
/// array it reads (it holds no reference).
struct DirectProfileColumn: RandomAccessCollection {
    let base: UnsafeRawPointer?
    let stride: Int
    let count: Int

    /// The column at byte `offset` of each element of `buffer`.
    init<T>(_ buffer: UnsafeBufferPointer<T>, offset: Int) {
        base = buffer.baseAddress.map { UnsafeRawPointer($0) + offset }
        stride = MemoryLayout<T>.stride
        count = buffer.count
    }

    /// An array's profiles.
    init(_ buffer: UnsafeBufferPointer<DirectProfile>) { self.init(buffer, offset: 0) }

    /// The column from element `first` on, indexed from 0.
    func dropping(_ first: Int) -> DirectProfileColumn {
        DirectProfileColumn(base: base.map { $0 + first * stride }, stride: stride, count: count - first)
    }

    private init(base: UnsafeRawPointer?, stride: Int, count: Int) {
        self.base = base
        self.stride = stride
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> DirectProfile {
        unsafeAddress {
            precondition(i >= 0 && i < count)
            return (base! + i * stride).assumingMemoryBound(to: DirectProfile.self)
        }
    }
}

/// What a subtree's content costs as a function of its length along one
/// axis: the minimiser `natural`, the slopes on either side of it, the
/// lengths `lo...hi` over which those slopes hold, and, where the cost is
/// known at every length with the givers' ranks, the exact terms.
///
/// (The fields are declared so that they pack: 112 bytes a profile, not
/// 136; a node keeps two per item.)
struct DirectProfile {
    var natural: Double
    var lo: Double
    var hi: Double
    /// The cost at every length, as the solver would price it (see
    /// ``DirectHinges``; ``hinges`` lists it).
    var exact: DirectHinges
    /// Cost per unit of length beyond `natural`.
    var grow: DirectSlope
    /// Cost per unit of length below `natural`.
    var shrink: DirectSlope
    /// Whether the subtree's frames are determined (by the rules of
    /// ``DirectArrangement``) at every length, not only on `lo...hi`.
    var anywhere: Bool

    init(
        natural: Double, grow: DirectSlope, shrink: DirectSlope, lo: Double, hi: Double, hinges: [DirectHinge]?,
        anywhere: Bool
    ) {
        self.init(
            natural: natural, grow: grow, shrink: shrink, lo: lo, hi: hi, exact: hinges.map { .list($0) } ?? .none,
            anywhere: anywhere)
    }

    init(
        natural: Double, grow: DirectSlope, shrink: DirectSlope, lo: Double, hi: Double, exact: DirectHinges,
        anywhere: Bool
    ) {
        self.natural = natural
        self.grow = grow
        self.shrink = shrink
        self.lo = lo
        self.hi = hi
        self.exact = exact
        self.anywhere = anywhere
    }

    /// The cost at every length as terms, as the solver would price it
    /// (nil: only known near `natural`). A "V" lists its terms anew: the
    /// hot paths read ``exact`` and ``appendHinges(to:)`` instead.
    var hinges: [DirectHinge]? {
        get {
            switch exact {
            case .none: return nil
            case .list(let h): return h
            case .v:
                var h: [DirectHinge] = []
                appendHinges(to: &h)
                return h
            }
        }
        set { exact = newValue.map { .list($0) } ?? .none }
    }

    /// Whether the cost is known at every length (``hinges`` is not nil).
    var isExact: Bool {
        if case .none = exact { return false }
        return true
    }

    /// How many terms ``hinges`` lists.
    var hingeCount: Int {
        switch exact {
        case .none: return 0
        case .list(let h): return h.count
        case .v: return grow.count + shrink.count
        }
    }

    /// Appends the terms of ``hinges`` to `out` (none when not exact),
    /// without making an array for a "V".
    func appendHinges(to out: inout [DirectHinge]) {
        switch exact {
        case .none: return
        case .list(let h): out += h
        case .v:
            if grow.count == 1 && shrink.count == 1 {  // a leaf's (no closures)
                out.append(DirectHinge(relation: .lessThanOrEqual, constant: natural, part: grow[0]))
                out.append(DirectHinge(relation: .greaterThanOrEqual, constant: natural, part: shrink[0]))
                return
            }
            grow.forEach { out.append(DirectHinge(relation: .lessThanOrEqual, constant: natural, part: $0)) }
            shrink.forEach { out.append(DirectHinge(relation: .greaterThanOrEqual, constant: natural, part: $0)) }
        }
    }

    /// Whether `other` is the same function with the same givers (every
    /// field equal, givers identical).
    func isSame(as other: DirectProfile) -> Bool {
        func same(_ a: DirectSlopePart, _ b: DirectSlopePart) -> Bool {
            a.priority == b.priority && a.weight == b.weight && a.giverReference === b.giverReference && a.axis == b.axis
        }
        func same(_ a: DirectSlope, _ b: DirectSlope) -> Bool {
            guard a.count == b.count else { return false }
            for i in 0..<a.count where !same(a[i], b[i]) { return false }
            return true
        }
        guard natural == other.natural, lo == other.lo, hi == other.hi, anywhere == other.anywhere,
            same(grow, other.grow), same(shrink, other.shrink)
        else { return false }
        switch (exact, other.exact) {
        case (.none, .none), (.v, .v): return true  // the same corner and slopes: the same terms
        case (.none, _), (_, .none): return false
        default: break
        }
        switch (hinges, other.hinges) {
        case (nil, nil): return true
        case let (a?, b?):
            return a.count == b.count
                && zip(a, b).allSatisfy { $0.relation == $1.relation && $0.constant == $1.constant && same($0.part, $1.part) }
        default: return false
        }
    }

    /// A unique minimiser: both slopes positive.
    var isStrict: Bool { grow.sign > 0 && shrink.sign > 0 }

    /// Whether the arrangement at length `x` is determined.
    func arranges(at x: Double) -> Bool { anywhere || (x >= lo - 1e-9 && x <= hi + 1e-9) }

    func shifted(by d: Double) -> DirectProfile {
        if d == 0 { return self }
        var p = self
        p.natural += d
        p.lo += d
        p.hi += d
        if case .list(let h) = exact { p.exact = .list(h.map { $0.shifted(by: d) }) }  // a "V" moves with its corner
        return p
    }

    /// A leaf along one axis: intrinsic length `b`, hugging `h` above it and
    /// compression resistance `c` below it.
    static func leaf(_ view: View, axis: Axis, b: Double, h: Double, c: Double) -> DirectProfile {
        .v(b, grow: DirectSlope(DirectSlopePart(priority: h, weight: 1, giver: view, axis: axis)),
           shrink: DirectSlope(DirectSlopePart(priority: c, weight: 1, giver: view, axis: axis)),
           anywhere: true)
    }

    /// A cost with one corner: `grow` above `natural`, `shrink` below it, at
    /// every length. Exact terms when both slopes are ranked.
    static func v(_ natural: Double, grow: DirectSlope, shrink: DirectSlope, anywhere: Bool) -> DirectProfile {
        DirectProfile(
            natural: natural, grow: grow, shrink: shrink, lo: -.infinity, hi: .infinity,
            exact: grow.isRanked && shrink.isRanked ? .v : .none, anywhere: anywhere)
    }

    /// The infimal convolution: items in series, `L = Σ lᵢ + extra`.
    ///
    /// The item with the least slope on a side gives way on that side (the
    /// first in arranged order among equal ranked slopes: the tie-break);
    /// the result's slope is its slope, over the range its own slope holds
    /// (the others' only grow as they move). Equal slopes whose tie-break is
    /// not known (a stack constraint's insertion rank, or slopes that are
    /// not ranked) leave that side known only at the corner. Nil when an
    /// item has no unique minimiser.
    static func series(
        _ items: [DirectProfile], extra: Double, givers: (grow: Giver, shrink: Giver)? = nil
    ) -> DirectProfile? {
        guard !items.isEmpty, items.allSatisfy(\.isStrict) else { return nil }
        var natural = extra
        for p in items { natural += p.natural }
        let g = givers?.grow ?? cheapest(items, .grow), s = givers?.shrink ?? cheapest(items, .shrink)
        return series(
            natural: natural, grow: items[g.index], shrink: items[s.index], givers: (g, s),
            unbounded: items.allSatisfy({ $0.lo == -.infinity && $0.hi == .infinity }),
            anywhere: items.allSatisfy(\.anywhere))
    }

    /// ``series(_:extra:givers:)`` from what it reads of the items: their
    /// natural lengths and gaps summed (`natural`), the profiles of the
    /// items that give way on each side, whether every item's slopes hold
    /// at every length (`unbounded`) and whether every item's frames are
    /// determined at every length (`anywhere`). ``DirectSeriesTree`` keeps
    /// these as partial sums.
    static func series(
        natural: Double, grow wg: DirectProfile, shrink ws: DirectProfile, givers: (grow: Giver, shrink: Giver),
        unbounded: Bool, anywhere: Bool
    ) -> DirectProfile {
        let (g, s) = givers
        let exactSides = g.decided && s.decided && wg.hi == .infinity && ws.lo == -.infinity
        if exactSides && unbounded {
            return .v(natural, grow: wg.grow, shrink: ws.shrink, anywhere: anywhere)
        }
        return DirectProfile(
            natural: natural, grow: wg.grow, shrink: ws.shrink,
            lo: s.decided ? natural - (ws.natural - ws.lo) : natural,
            hi: g.decided ? natural + (wg.hi - wg.natural) : natural,
            hinges: nil, anywhere: false)
    }

    /// Which item gives way on one side in series, and whether the
    /// tie-break decides it as the solver would.
    typealias Giver = (index: Int, decided: Bool)

    /// A side of a profile's minimiser.
    enum Side {
        case grow, shrink
    }

    /// The slope on one side.
    func slope(_ side: Side) -> DirectSlope {
        switch side {
        case .grow: return grow
        case .shrink: return shrink
        }
    }

    /// The first item with the least slope on one side (``Giver``).
    static func cheapest(_ items: [DirectProfile], _ side: Side) -> Giver {
        var best = 0
        var b = items[0].slope(side)
        for i in items.indices.dropFirst() {
            let x = items[i].slope(side)
            if DirectSlope.compare(x, b) < 0 {
                best = i
                b = x
            }
        }
        let ranked = b.isRanked
        var decided = true
        for i in items.indices where i != best {
            let x = items[i].slope(side)
            if DirectSlope.compare(x, b) == 0 && !(ranked && x.isRanked) {
                decided = false
                break
            }
        }
        return (best, decided)
    }

    /// The cost of `L = n × ℓ + extra` given the cost of ℓ (fillEqually:
    /// every visible item as long as the first, the gaps fixed): the corner
    /// and ranges stretched n times, the slopes per unit of L 1/n as steep.
    func spread(_ n: Int, extra: Double) -> DirectProfile {
        let k = Double(n)
        func thin(_ s: DirectSlope) -> DirectSlope { s.mapWeights { $0 / k } }
        return DirectProfile(
            natural: natural * k + extra, grow: thin(grow), shrink: thin(shrink), lo: lo * k + extra,
            hi: hi * k + extra,
            exact: spread(exact, k, extra), anywhere: anywhere)
    }

    /// ``spread(_:extra:)``'s terms: a "V" stays one (its corner and
    /// slopes are spread alike), a list is spread term by term.
    private func spread(_ e: DirectHinges, _ k: Double, _ extra: Double) -> DirectHinges {
        guard case .list(let h) = e else { return e }
        return .list(h.map { h in
            var g = h
            g.constant = h.constant * k + extra
            g.part.weight /= k
            return g
        })
    }

    /// The index of the least of `corners` (the hinges' constants, sorted)
    /// whose slope above is not negative. Every hinge's weight is positive
    /// (ranked parts, ``DirectSlope/isRanked``), so the cost is convex and
    /// its slope above a corner only grows with the corner: a binary search
    /// finds the first, with the same sums as a scan of every corner (which
    /// costs a sum over every hinge per corner: quadratic across a stack of
    /// labels of many widths).
    static func firstCornerNotDescending(_ hinges: [DirectHinge], _ corners: [Double]) -> Int? {
        var low = 0, high = corners.count  // the answer is in low...high (high: none)
        while low < high {
            let mid = (low + high) / 2
            if hinges.sign(above: corners[mid]) >= 0 { high = mid } else { low = mid + 1 }
        }
        return low < corners.count ? low : nil
    }

    /// ``sum(_:)`` of some items and then `more`, from `s`, the sum of the
    /// first ones (issue 28: a list of 10 000 rows given one more summed
    /// 20 000 terms again, a sort of their corners and two slopes of
    /// 10 000 parts). Where `s` is exact and every term of `more` has its
    /// corner at `s`'s minimiser (a row like the others), the corners are
    /// the same, and so is the least whose slope above is not negative:
    /// a term `ℓ <= m` or `ℓ == m` adds to the slope above m, `ℓ >= m` or
    /// `ℓ == m` to the cost of going below it, and nothing to a slope
    /// above a corner below m that it could turn positive. So the sum is
    /// `s` with the new terms after its own and their parts after its
    /// slopes', in order: the fields ``sum(_:)`` gives, made in the same
    /// order. Nil otherwise (the caller sums every item). `s` is taken
    /// (its terms and slopes grow in place when no one else holds them).
    static func sum(_ s: consuming DirectProfile, appending more: DirectProfileColumn) -> DirectProfile? {
        guard case .list = s.exact else { return nil }
        var extra: [DirectHinge] = []
        for i in more.indices {
            guard more[i].isExact else { return nil }
            more[i].appendHinges(to: &extra)
        }
        let m = s.natural
        guard extra.allSatisfy({ $0.constant == m }) else { return nil }
        guard case .list(var hinges) = s.exact else { return nil }
        s.exact = .none  // (so that `hinges` is the terms' only holder)
        hinges.append(contentsOf: extra)
        s.exact = .list(hinges)
        extra.slope(above: m).forEach { s.grow.append($0) }
        extra.slope(below: m).forEach { s.shrink.append($0) }
        s.anywhere = s.anywhere && more.allSatisfy(\.anywhere)
        return s
    }

    /// The pointwise sum: items side by side, all as long as one length.
    /// Nil when the sum's minimiser is not where every item known only near
    /// its own minimiser sits.
    ///
    /// Generic, so that a node's column of profiles across
    /// (``DirectProfileColumn``) is summed where it lies.
    static func sum<C: RandomAccessCollection<DirectProfile>>(_ items: C) -> DirectProfile? where C.Index == Int {
        guard !items.isEmpty else { return nil }
        // (By index, each field read in place: `allSatisfy` and `reduce`
        // copy every profile, retaining and releasing its slopes.)
        var anywhere = true, allExact = true, hingeCount = 0
        for i in items.indices {
            anywhere = anywhere && items[i].anywhere
            allExact = allExact && items[i].isExact
            hingeCount += items[i].hingeCount
        }
        if allExact {
            var hinges: [DirectHinge] = []
            hinges.reserveCapacity(hingeCount)
            // (By index: a loop over the profiles copies each, retaining
            // its slopes' and terms' arrays. A leaf's "V" is read field by
            // field where it lies: a call of ``appendHinges(to:)`` on it
            // copied the profile.)
            for i in items.indices {
                if case .v = items[i].exact, items[i].grow.hasSingle, items[i].shrink.hasSingle {
                    let natural = items[i].natural
                    hinges.append(DirectHinge(
                        relation: .lessThanOrEqual, constant: natural,
                        part: DirectSlopePart(
                            priority: items[i].grow.singlePriority, weight: items[i].grow.singleWeight,
                            giverReference: items[i].grow.singleGiver, axis: items[i].grow.singleAxis)))
                    hinges.append(DirectHinge(
                        relation: .greaterThanOrEqual, constant: natural,
                        part: DirectSlopePart(
                            priority: items[i].shrink.singlePriority, weight: items[i].shrink.singleWeight,
                            giverReference: items[i].shrink.singleGiver, axis: items[i].shrink.singleAxis)))
                } else {
                    items[i].appendHinges(to: &hinges)
                }
            }
            // The corners, sorted, without repeats. Items alike (every row
            // of a list as tall as the others) have one corner between
            // them: found in one pass, with no array of every term's
            // corner sorted (the sort keeps equal corners in order, so the
            // one kept is the first term's either way).
            var corners: [Double]
            if let first = hinges.first, hinges.allSatisfy({ $0.constant == first.constant }) {
                corners = [first.constant]
            } else {
                corners = hinges.map(\.constant).sorted()
                var kept = 0
                for c in corners where kept == 0 || c != corners[kept - 1] {
                    corners[kept] = c
                    kept += 1
                }
                corners.removeLast(corners.count - kept)
            }
            // The least corner whose slope above is not negative.
            guard let i = firstCornerNotDescending(hinges, corners) else { return nil }
            let x = corners[i]
            return DirectProfile(
                natural: x, grow: hinges.slope(above: x), shrink: hinges.slope(below: x),
                lo: i > 0 ? corners[i - 1] : -.infinity, hi: i + 1 < corners.count ? corners[i + 1] : .infinity,
                hinges: hinges, anywhere: anywhere)
        }
        let m = items[items.firstIndex { !$0.isExact }!].natural
        guard items.allSatisfy({ $0.isExact || abs($0.natural - m) < 1e-9 }) else { return nil }
        var grow = DirectSlope(), shrink = DirectSlope()
        var lo = -Double.infinity, hi = Double.infinity
        for i in items.indices {
            if let h = items[i].hinges {
                grow = grow + h.slope(above: m)
                shrink = shrink + h.slope(below: m)
                for k in h.map(\.constant) {
                    if k < m - 1e-9 { lo = Swift.max(lo, k) }
                    if k > m + 1e-9 { hi = Swift.min(hi, k) }
                }
            } else {
                grow = grow + items[i].grow
                shrink = shrink + items[i].shrink
                lo = Swift.max(lo, items[i].lo)
                hi = Swift.min(hi, items[i].hi)
            }
        }
        let p = DirectProfile(natural: m, grow: grow, shrink: shrink, lo: lo, hi: hi, hinges: nil, anywhere: anywhere)
        return p.isStrict ? p : nil
    }
}
