/// A set of non-negative `Int`s with open addressing and linear probing.
///
/// Used for the tableau's column index, where `Set<Int>` spent most of its
/// time in SipHash. The hash is a fixed multiplicative one, so iteration
/// order depends only on the operations performed: deterministic across
/// processes (no per-process seed).
struct SlotSet: Sequence {
    // Most symbols sit in one or two rows: up to two members live inline
    // (no allocation); more move to the open-addressed table.
    private var first = -1
    private var second = -1
    private var table: [Int] = []   // -1 empty, -2 deleted, else a member
    private(set) var count = 0
    private var used = 0            // members + tombstones

    init() {}

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ x: Int, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: x) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    func contains(_ x: Int) -> Bool {
        if table.isEmpty { return x >= 0 && (x == first || x == second) }
        let mask = table.count - 1
        var i = home(x, mask)
        while true {
            let v = table[i]
            if v == x { return true }
            if v == -1 { return false }
            i = (i + 1) & mask
        }
    }

    mutating func insert(_ x: Int) {
        if table.isEmpty {
            if x == first || x == second { return }
            if first < 0 { first = x; count += 1; return }
            if second < 0 { second = x; count += 1; return }
            let (a, b) = (first, second)
            first = -1; second = -1; count = 0
            rehash(8)
            insertIntoTable(a)
            insertIntoTable(b)
        }
        insertIntoTable(x)
    }

    private mutating func insertIntoTable(_ x: Int) {
        if (used + 1) * 4 > table.count * 3 { rehash(Swift.max(8, count * 4)) }
        let mask = table.count - 1
        var i = home(x, mask)
        var tomb = -1
        while true {
            let v = table[i]
            if v == x { return }
            if v == -1 { break }
            if v == -2 && tomb < 0 { tomb = i }
            i = (i + 1) & mask
        }
        if tomb >= 0 { table[tomb] = x } else { table[i] = x; used += 1 }
        count += 1
    }

    mutating func remove(_ x: Int) {
        if table.isEmpty {
            if x < 0 { return }
            if x == first { first = second; second = -1; count -= 1 } else if x == second { second = -1; count -= 1 }
            return
        }
        let mask = table.count - 1
        var i = home(x, mask)
        while true {
            let v = table[i]
            if v == x { table[i] = -2; count -= 1; return }
            if v == -1 { return }
            i = (i + 1) & mask
        }
    }

    mutating func removeAll() {
        first = -1
        second = -1
        table = []
        count = 0
        used = 0
    }

    private mutating func rehash(_ minimum: Int) {
        var size = 8
        while size < minimum { size <<= 1 }
        let old = table
        table = [Int](repeating: -1, count: size)
        used = 0
        count = 0
        for v in old where v >= 0 { insertIntoTable(v) }
    }

    /// Walks the table, or the inline members (first, then second) when
    /// there is no table: the order `members` lists. Iterating an inline
    /// set allocates nothing (it used to pass the two members as an array:
    /// an allocation per walk of a column, the most common walk of all).
    struct Iterator: IteratorProtocol {
        let table: [Int]
        let inline: (Int, Int)
        var i = 0
        mutating func next() -> Int? {
            if table.isEmpty {
                while i < 2 {
                    let v = i == 0 ? inline.0 : inline.1
                    i += 1
                    if v >= 0 { return v }
                }
                return nil
            }
            while i < table.count {
                let v = table[i]
                i += 1
                if v >= 0 { return v }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(table: table, inline: (first, second)) }

    /// The members as an array (in table order).
    var members: [Int] {
        if table.isEmpty { return first < 0 ? [] : second < 0 ? [first] : [first, second] }
        return table.filter { $0 >= 0 }
    }
}
