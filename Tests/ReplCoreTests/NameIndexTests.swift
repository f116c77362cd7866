// "Did you mean" for view names from the names' index gives exactly what a
// scan of every name with `Suggestions.closest` gives (same names, same
// order), while names come and go at the end as transactions apply and are
// taken back; and the session's errors use it.

import CommandLanguage
import Testing
import ViewTree

@testable import ReplCore

/// A small deterministic generator (SplitMix64), so a failure repeats.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

@Suite("Name index")
struct NameIndexTests {
    /// A word over a small alphabet (case mixed), so that many words are a
    /// few edits apart and ties are common.
    fileprivate static func word(_ rng: inout SplitMix, maxLength: Int = 9) -> String {
        let letters = Array("abcdAB1")
        return String((0..<Int.random(in: 1...maxLength, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
    }

    /// A query near an existing name: a few random edits of it.
    fileprivate static func near(_ name: String, _ rng: inout SplitMix) -> String {
        var chars = Array(name)
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let i = Int.random(in: 0...chars.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: chars.insert("x", at: i)
            case 1: if i < chars.count { chars.remove(at: i) }
            case 2: if i < chars.count { chars[i] = "c" }
            default: if i + 1 < chars.count { chars.swapAt(i, i + 1) }
            }
        }
        return chars.isEmpty ? "a" : String(chars)
    }

    @Test("the index answers as a scan of every name does, as names come and go")
    func sameAsScan() {
        var rng = SplitMix(state: 12)
        var index = NameIndex()
        var names: [String] = []
        var queries = 0, nonEmpty = 0, ties = 0, prefixes = 0, removals = 0
        for _ in 0..<500 {
            // Grow, or take back the newest few, as transactions do.
            if names.count > 3 && Int.random(in: 0..<5, using: &rng) == 0 {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    names.removeLast()
                    index.removeLast()
                    removals += 1
                }
            } else {
                var name = Self.word(&rng)
                while names.contains(name) { name += "b" }
                names.append(name)
                index.append(name)
            }
            #expect(index.count == names.count)
            for _ in 0..<3 {
                let q = Bool.random(using: &rng) ? Self.near(names.randomElement(using: &rng)!, &rng) : Self.word(&rng)
                let expected = Suggestions.closest(to: q, among: names)
                let got = index.closest(to: q).map { names[$0] }
                #expect(got == expected, "query \(q) over \(names)")
                // The same with a filter: only the names at even positions.
                let even = names.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
                let gotEven = index.closest(to: q) { $0 % 2 == 0 }.map { names[$0] }
                #expect(gotEven == Suggestions.closest(to: q, among: even), "query \(q), even names")
                queries += 1
                if !expected.isEmpty { nonEmpty += 1 }
                if expected.count > 1 { ties += 1 }
                if expected.contains(where: { $0.lowercased().hasPrefix(q.lowercased()) && $0.count > q.count }) { prefixes += 1 }
            }
        }
        // The property is not vacuous: answers, ties, prefixes and removals happen.
        #expect(nonEmpty > queries / 3)
        #expect(ties > 40)
        #expect(prefixes > 20)
        #expect(removals > 40)
    }

    @Test("case-insensitive matches first, then distance, ties in creation order")
    func order() {
        var index = NameIndex()
        let names = ["heading", "Header", "head2", "HEAD", "bead"]
        for n in names { index.append(n) }
        func closest(_ q: String) -> [String] { index.closest(to: q).map { names[$0] } }
        #expect(closest("head") == ["HEAD"])
        #expect(closest("Heading") == ["heading"])
        #expect(closest("heding") == ["heading"])
        // A prefix counts as 1: head2 and header tie with heading at 1 from "hea",
        // and the first three in creation order are kept.
        #expect(closest("hea") == ["heading", "Header", "head2"])
        #expect(closest("zzzz") == [])
        index.removeLast()
        index.removeLast()
        #expect(closest("head") == ["heading", "Header", "head2"])
    }

    @Test("the session's unknown-view errors suggest from the index, root included")
    func session() {
        let s = Session(fileSystem: MemoryFileSystem())
        _ = s.run("view heading; view Title; view title2; stack list")
        #expect(s.run("hide heding").output.contains("unknown view 'heding'; did you mean 'heading'?"))
        #expect(s.run("hide title").output.contains("did you mean 'Title'?"))
        #expect(s.run("add heading to roo").output.contains("did you mean 'root'?"))
        #expect(s.run("spacing lst after heading 8").output.contains("unknown view 'lst'; did you mean 'list'?"))
        #expect(s.run("spacing heading after heading 8").output.contains("'heading' is not a stack view"))
        #expect(s.run("spacing Lisst after heading 8").output.contains("did you mean 'list'?"))
        // A view that an undo takes back is no longer suggested.
        _ = s.run("view zebra")
        #expect(s.run("hide zebr").output.contains("did you mean 'zebra'?"))
        _ = s.run("undo")
        #expect(!s.run("hide zebr").output.contains("did you mean"))
    }

    /// The table files its names on the first question only, then keeps
    /// the index in step: answers before, at and after that point, through
    /// names added and taken back, are a scan's.
    @Test("the table files names on the first question, then keeps them in step")
    func tableFilesLazily() {
        var rng = SplitMix(state: 29)
        let table = NameTable()
        var names: [String] = []
        func add(_ k: Int) {
            for _ in 0..<k {
                var name = Self.word(&rng)
                while names.contains(name) { name += "b" }
                names.append(name)
                table.append(SceneEntry(name: name, view: ViewTree.View(name: name), kind: "view"))
            }
        }
        add(40)
        for round in 0..<30 {
            if round % 3 == 2 {
                let k = Int.random(in: 1...3, using: &rng)
                #expect(table.removeLast(k).map(\.name) == Array(names.suffix(k)))
                names.removeLast(k)
            } else {
                add(Int.random(in: 0...4, using: &rng))
            }
            let q = Self.near(names.randomElement(using: &rng)!, &rng)
            #expect(table.closest(to: q) == Suggestions.closest(to: q, among: names), "query \(q), round \(round)")
        }
    }
}
