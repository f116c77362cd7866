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
/// Open addressing in a power-of-two array at most half full; a removal
/// shifts the entries after it back (no tombstones), so that a table that
/// loses and gains ranks for ever stays as short to probe as a new one.
/// A value type: copies share storage until one of them changes (as a
/// dictionary's do), so a savepoint's or a look's copy costs nothing.
///
/// It cannot be iterated: its order follows addresses, which differ from
/// run to run, and nothing the window prints may depend on them.
struct IdentityTable<Value> {
    /// Each slot's key (an object's address; 0: empty).
    private var keys: [UInt] = []
    /// Each slot's value (nil where the slot is empty).
    private var values: [Value?] = []
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
        var slots = 8
        while slots < 2 * n { slots *= 2 }
        if slots > keys.count { rehash(slots) }
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
        let mask = keys.count - 1
        return keys.withUnsafeBufferPointer { k in
            var i = home(key)
            while true {
                let s = k[i]
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
            return found ? values[i] : nil
        }
        set {
            if let v = newValue { insert(Self.key(id), v) } else { remove(Self.key(id)) }
        }
    }

    private mutating func insert(_ key: UInt, _ value: Value) {
        if 2 * (count + 1) > keys.count { rehash(max(8, 2 * keys.count)) }
        let (i, found) = slot(of: key)
        if !found {
            keys[i] = key
            count += 1
        }
        values[i] = value
    }

    /// Empties `key`'s slot, then moves back each entry after it, up to
    /// the next empty slot, whose probe passed the emptied slot (Knuth's
    /// algorithm R for linear probing): every entry stays reachable from
    /// its home without crossing an empty slot.
    private mutating func remove(_ key: UInt) {
        guard count > 0 else { return }
        var (hole, found) = slot(of: key)
        guard found else { return }
        let mask = keys.count - 1
        keys[hole] = 0
        values[hole] = nil
        count -= 1
        var j = hole
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == 0 { return }
            // The entry may move to the hole when the hole lies on its
            // probe, from its home up to j (cyclically).
            if (j &- home(k)) & mask >= (j &- hole) & mask {
                keys[hole] = k
                values[hole] = values[j]
                keys[j] = 0
                values[j] = nil
                hole = j
            }
        }
    }

    /// Moves every entry into `slots` slots (a power of two).
    private mutating func rehash(_ slots: Int) {
        let oldKeys = keys, oldValues = values
        keys = [UInt](repeating: 0, count: slots)
        values = [Value?](repeating: nil, count: slots)
        shift = UInt64(64 - slots.trailingZeroBitCount)
        let mask = slots - 1
        for (i, k) in oldKeys.enumerated() where k != 0 {
            var s = home(k)
            while keys[s] != 0 { s = (s + 1) & mask }
            keys[s] = k
            values[s] = oldValues[i]
        }
    }
}
