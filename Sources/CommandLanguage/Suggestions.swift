/// "Did you mean …?": close matches for a misspelt word.
///
/// Used for unknown commands, option names, enumeration values, devices,
/// layout attributes and guides; the REPL core uses it for unknown view
/// names. Deterministic: ties keep the order of the candidate list.
public enum Suggestions {
    /// The optimal-string-alignment (restricted Damerau–Levenshtein)
    /// distance between `a` and `b`: insertions, deletions, substitutions
    /// and transpositions of adjacent characters each cost 1.
    ///
    /// `editDistance("fillEqualy", "fillEqually") == 1`,
    /// `editDistance("hdie", "hide") == 1`.
    ///
    /// - Complexity: O(*m* × *n*) time and O(*n*) extra space per row kept.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let s = Array(a), t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var previousPrevious = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    best = min(best, previousPrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[t.count]
    }

    /// The candidates closest to `word`, best first, at most `limit`.
    ///
    /// Comparison ignores case (`Horizontal` suggests `horizontal`). A
    /// candidate qualifies when its distance is at most 1 for words of up to
    /// 3 characters, 2 up to 6 and 3 beyond, or when `word` (2 characters or
    /// more) is a prefix of it (`constr` → `constrain`, `constraints`),
    /// which counts as distance 1. Only the candidates at the best distance
    /// are returned, in the order of `candidates` (duplicates dropped).
    public static func closest(to word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return [] }
        let threshold = lowered.count <= 3 ? 1 : (lowered.count <= 6 ? 2 : 3)
        var best = Int.max
        var result: [String] = []
        let length = lowered.count
        for candidate in candidates where !result.contains(candidate) {
            let other = candidate.lowercased()
            let isPrefix = length >= 2 && other.hasPrefix(lowered)
            // The distance is at least the difference in length: a candidate
            // too long or too short cannot qualify (a scene of many views
            // stays cheap to search).
            if !isPrefix && abs(other.count - length) > min(threshold, best) { continue }
            var distance = editDistance(lowered, other)
            if isPrefix { distance = min(distance, 1) }
            guard distance <= threshold else { continue }
            if distance < best {
                best = distance
                result = [candidate]
            } else if distance == best {
                result.append(candidate)
            }
        }
        return Array(result.prefix(limit))
    }

    /// The "did you mean" phrase for `suggestions`, or nil when empty:
    /// `did you mean 'a'?`, `did you mean 'a' or 'b'?`,
    /// `did you mean 'a', 'b' or 'c'?`.
    public static func didYouMean(_ suggestions: [String]) -> String? {
        guard !suggestions.isEmpty else { return nil }
        return "did you mean \(listing(suggestions.map { "'\($0)'" }, conjunction: "or"))?"
    }

    /// `message` followed by `; did you mean …?` when there are suggestions.
    public static func appending(to message: String, _ suggestions: [String]) -> String {
        guard let phrase = didYouMean(suggestions) else { return message }
        return message + "; " + phrase
    }

    /// `a`, `a or b`, `a, b or c` (with `conjunction` in place of "or").
    public static func listing(_ items: [String], conjunction: String) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
        }
    }
}
