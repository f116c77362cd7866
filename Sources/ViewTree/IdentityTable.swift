/// A table from objects, by identity, to values: `[ObjectIdentifier: Value]`
/// for the tables a layout pass fills with every view of the window.
///
/// Issue 28: a first layout of W1 gives each of its 1 000 views a
/// tie-break rank (``Window/stableRanks()``) and then reads them back to
/// rank its root's wishes; through a `Dictionary` each insertion and each
/// lookup hashed the identifier with SipHash (the standard hasher's seeded
/// hash, about 270 instructions), a tenth of the whole first layout. An
/// object's address needs no keyed hash (it is not chosen by an
/// adversary): here it is spread by one multiplication (Fibonacci
/// hashing, the product's top bits), and the slots are probed linearly.
///
/// Open addressing in a power-of-two array at most three quarters full,
/// each slot's key beside its value (one cache line per probe); a removal
/// shifts the entries after it back (no tombstones), so that a table that
/// loses and gains ranks for ever stays as short to probe as a new one.
/// A value type: copies share storage until one of them changes (as a
/// dictionary's do), so a savepoint's or a look's copy costs nothing.
///
/// It cannot be iterated: its order follows addresses, which differ from
/// run to run, and nothing the window prints may depend on them.
///
/// The values are numbers (the ranks): an empty slot holds zero, so that a
/// slot is 16 bytes, not 24 with an optional value (issue 28, item 6: the
/// ranks of W1's 10 000 views took 393 KB).
struct IdentityTable<Value: AdditiveArithmetic> {
    /// A slot: an object's address (0: empty) and its value (zero where the
    /// slot is empty).
    private struct Slot {
        var key: UInt
        var value: Value
    }
    private var slots: [Slot] = []
    /// How many slots hold an entry.
    private(set) var count = 0
    /// 64 − log₂ of the slots: a key's home slot is the top bits of its
    /// product with the golden ratio's 2⁶⁴.
    private var shift: UInt64 = 64

    init() {}

    /// A table with room for `n` entries before it grows.
    init(minimumCapacity n: Int) {
        reserveCapacity(n)
    }

    var isEmpty: Bool { count == 0 }

    /// Makes room for `n` entries in all (it never shrinks).
    mutating func reserveCapacity(_ n: Int) {
        var size = 8
        while 3 * size < 4 * n { size *= 2 }
        if size > slots.count { rehash(size) }
    }

    /// The slot a key's probe starts at.
    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The key of an object: its address (never 0).
    @inline(__always)
    private static func key(_ id: ObjectIdentifier) -> UInt { UInt(bitPattern: id) }

    /// The slot that holds `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> (index: Int, found: Bool) {
        let mask = slots.count - 1
        return slots.withUnsafeBufferPointer { k in
            var i = home(key)
            while true {
                let s = k[i].key
                if s == key { return (i, true) }
                if s == 0 { return (i, false) }
                i = (i + 1) & mask
            }
        }
    }

    subscript(id: ObjectIdentifier) -> Value? {
        get {
            guard count > 0 else { return nil }
            let (i, found) = slot(of: Self.key(id))
            return found ? slots[i].value : nil
        }
        set {
            if let v = newValue { insert(Self.key(id), v) } else { remove(Self.key(id)) }
        }
    }

    private mutating func insert(_ key: UInt, _ value: Value) {
        if 4 * (count + 1) > 3 * slots.count { rehash(max(8, 2 * slots.count)) }
        let (i, found) = slot(of: key)
        if !found {
            slots[i].key = key
            count += 1
        }
        slots[i].value = value
    }

    /// Empties `key`'s slot, then moves back each entry after it, up to
    /// the next empty slot, whose probe passed the emptied slot (Knuth's
    /// algorithm R for linear probing): every entry stays reachable from
    /// its home without crossing an empty slot.
    private mutating func remove(_ key: UInt) {
        guard count > 0 else { return }
        var (hole, found) = slot(of: key)
        guard found else { return }
        let mask = slots.count - 1
        slots[hole] = Slot(key: 0, value: .zero)
        count -= 1
        var j = hole
        while true {
            j = (j + 1) & mask
            let k = slots[j].key
            if k == 0 { return }
            // The entry may move to the hole when the hole lies on its
            // probe, from its home up to j (cyclically).
            if (j &- home(k)) & mask >= (j &- hole) & mask {
                slots[hole] = slots[j]
                slots[j] = Slot(key: 0, value: .zero)
                hole = j
            }
        }
    }

    /// Moves every entry into `size` slots (a power of two).
    private mutating func rehash(_ size: Int) {
        let old = slots
        slots = [Slot](repeating: Slot(key: 0, value: .zero), count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
        let mask = size - 1
        for e in old where e.key != 0 {
            var s = home(e.key)
            while slots[s].key != 0 { s = (s + 1) & mask }
            slots[s] = e
        }
    }
}
