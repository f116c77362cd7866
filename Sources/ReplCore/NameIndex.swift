import CommandLanguage

/// "Did you mean" for view names in time that does not grow with the scene.
///
/// It gives exactly what ``Suggestions/closest(to:among:limit:)`` gives over
/// the names in creation order — the closest names, case ignored, at most
/// 3, ties in creation order, a name that `word` begins (2 characters or
/// more) at distance 1 — but looks only at names that can qualify:
///
/// - **Exact**: every name under its lowercased form (distance 0).
/// - **Prefix**: every name under each of its lowercased prefixes.
/// - **Symmetric deletion** (Wolf Garbe's SymSpell, 2012): every name under
///   each string that deleting up to 3 of its characters leaves, with how
///   many it took. If the optimal-string-alignment distance of the word and
///   a name is k, both come down to one common string by at most k
///   deletions each (a substitution or a transposition of neighbours costs
///   one deletion on each side, an insertion one on one side), so the names
///   within k are among those filed under the word's own deletions of at
///   most k characters, by at most k deletions. Each is then measured.
///
/// The search goes by distance, 0, 1, 2, 3, and stops at the first that has
/// a name, so its cost depends on the word and on how many names are that
/// close, not on how many there are. (A scene of many names one or two
/// edits apart — `r1` … `r999` — still pays for those near the word.)
///
/// Every list is kept in creation order and changes only at its end, like
/// the ``NameTable`` it serves: names are appended, and a transaction taken
/// back removes the newest (``removeLast()``), so the index always matches
/// the names the scene can see. The lists hang off one array of postings;
/// the dictionary of keys is looked up, never iterated.
struct NameIndex {
    /// The deepest deletion filed: the largest distance `closest` accepts.
    static let maxDeletions = 3

    /// A name filed under a key. The key itself is not kept (12 bytes a
    /// posting, not 24: a scene of 10 000 names files about 140 000;
    /// issue 28, item 6): ``removeLast()`` files the newest name's keys
    /// again, in the same order, to find their chains.
    private struct Posting {
        var name: Int32
        /// The previous and next posting of the same key (-1 for none).
        var older: Int32
        var newer: Int32
    }
    private struct Chain {
        var oldest: Int32
        var newest: Int32
    }
    private var postings: [Posting] = []
    private var chains: [UInt64: Chain] = [:]
    /// Where each name's postings begin, by name number.
    private var starts: [Int] = []
    /// Each name, lowercased, as characters (what distances are measured on).
    private var lowered: [[Character]] = []

    var count: Int { starts.count }

    // MARK: Filing

    /// Files the next name (number `count`).
    mutating func append(_ name: String) {
        let chars = Array(name.lowercased())
        let n = Int32(starts.count)
        starts.append(postings.count)
        lowered.append(chars)
        for key in Self.keys(of: chars) { file(key, n) }
    }

    /// The keys a name is filed under, in filing order: its prefixes, then
    /// its deletions.
    private static func keys(of chars: [Character]) -> [UInt64] {
        var out: [UInt64] = []
        for length in stride(from: chars.count, through: 2, by: -1) {
            out.append(key(.prefix, chars[..<length]))
        }
        for (text, deleted) in deletions(of: chars, upTo: maxDeletions) {
            out.append(key(.deletion(deleted), text[...]))
        }
        return out
    }

    /// Takes the newest name out.
    mutating func removeLast() {
        guard let start = starts.popLast() else { return }
        let keys = Self.keys(of: lowered.removeLast())
        while postings.count > start {
            let p = postings.removeLast()
            let key = keys[postings.count - start]
            if p.older < 0 {
                chains[key] = nil
            } else {
                postings[Int(p.older)].newer = -1
                chains[key]?.newest = p.older
            }
        }
    }

    private mutating func file(_ key: UInt64, _ name: Int32) {
        let i = Int32(postings.count)
        if let c = chains[key] {
            postings.append(Posting(name: name, older: c.newest, newer: -1))
            postings[Int(c.newest)].newer = i
            chains[key]!.newest = i
        } else {
            postings.append(Posting(name: name, older: -1, newer: -1))
            chains[key] = Chain(oldest: i, newest: i)
        }
    }

    /// The names filed under `key`, oldest first, while `body` says go on.
    private func walk(_ key: UInt64, _ body: (Int) -> Bool) {
        guard let c = chains[key] else { return }
        var i = c.oldest
        while i >= 0 {
            let p = postings[Int(i)]
            if !body(Int(p.name)) { return }
            i = p.newer
        }
    }

    // MARK: Looking up

    /// The numbers of the names closest to `word` that `accepts` lets in,
    /// best first, then in creation order, at most `limit`: the answer of
    /// ``Suggestions/closest(to:among:limit:)`` over those names.
    func closest(to word: String, limit: Int = 3, accepts: (Int) -> Bool = { _ in true }) -> [Int] {
        let text = word.lowercased()
        let q = Array(text)
        guard !q.isEmpty else { return [] }
        let threshold = q.count <= 3 ? 1 : (q.count <= 6 ? 2 : 3)
        var exact: [Int] = []
        walk(Self.key(.deletion(0), q[...])) { n in
            if accepts(n) { exact.append(n) }
            return exact.count < limit
        }
        if !exact.isEmpty { return exact }

        // The word's own deletions, by how many characters they take.
        var mine: [[[Character]]] = Array(repeating: [], count: threshold + 1)
        for (d, deleted) in Self.deletions(of: q, upTo: threshold) { mine[deleted].append(d) }
        // Each name measured, filed by its distance when within reach.
        var measured = Set<Int>()
        var byDistance: [[Int]] = Array(repeating: [], count: threshold + 1)
        for k in 1...threshold {
            var found: [Int] = []
            if k == 1 && q.count >= 2 {
                // Names the word begins: distance 1 (the exact ones are gone).
                walk(Self.key(.prefix, q[...])) { n in
                    if accepts(n) { found.append(n) }
                    return found.count < limit
                }
            }
            // The pairs of deletion counts not tried before: max(i, j) == k.
            for i in 0...k {
                for rest in mine[i] {
                    for j in (i == k ? 0 : k)...k {
                        walk(Self.key(.deletion(j), rest[...])) { n in
                            if accepts(n), measured.insert(n).inserted {
                                let d = Suggestions.editDistance(text, String(lowered[n]))
                                if d <= threshold { byDistance[d].append(n) }
                            }
                            return true
                        }
                    }
                }
            }
            // Every name at distance k has been measured by now.
            found += byDistance[k]
            if !found.isEmpty {
                var seen = Set<Int>()
                return Array(found.sorted().filter { seen.insert($0).inserted }.prefix(limit))
            }
        }
        return []
    }

    // MARK: Keys

    private enum KeyKind {
        case prefix
        case deletion(Int)
        var tag: UInt64 {
            switch self {
            case .prefix: return 0xff
            case .deletion(let k): return UInt64(k)
            }
        }
    }

    /// FNV-1a over the kind and the text's UTF-8: a key that is the same on
    /// every run. Two texts that share a key only cost a measurement.
    private static func key(_ kind: KeyKind, _ text: ArraySlice<Character>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        mix(UInt8(kind.tag))
        for c in text {
            for b in c.utf8 { mix(b) }
            mix(0)
        }
        return h
    }

    /// Every distinct string left by deleting 0 to `depth` characters of
    /// `chars`, each with the fewest deletions that leave it.
    static func deletions(of chars: [Character], upTo depth: Int) -> [(text: [Character], deleted: Int)] {
        var out: [(text: [Character], deleted: Int)] = [(chars, 0)]
        var level: [[Character]] = [chars]
        var seen: Set<[Character]> = [chars]
        for d in stride(from: 1, through: depth, by: 1) {
            var next: [[Character]] = []
            for s in level {
                for i in s.indices {
                    var t = s
                    t.remove(at: i)
                    if seen.insert(t).inserted {
                        next.append(t)
                        out.append((t, d))
                    }
                }
            }
            level = next
        }
        return out
    }
}
