import Testing
import TestSupport
@testable import ViewTree

/// `IdentityTable`: the window's ranks by view identity (issue 28: a
/// dictionary's seeded hash was a tenth of W1's first layout).
@Suite("Identity table")
struct IdentityTableTests {
    final class Object {}

    /// Random insertions, updates and removals agree with a dictionary at
    /// every step, through several growths and many backward shifts;
    /// every key is looked up, present or not.
    @Test func agreesWithADictionary() {
        let objects = (0..<600).map { _ in Object() }
        var table = IdentityTable<Int>()
        var model: [ObjectIdentifier: Int] = [:]
        var rng = SplitMix(state: 28)
        for step in 0..<20_000 {
            let o = ObjectIdentifier(rng.pick(objects))
            if rng.int(3) == 0 {
                table[o] = nil
                model[o] = nil
            } else {
                table[o] = step
                model[o] = step
            }
            #expect(table.count == model.count)
            if step % 997 == 0 {
                for x in objects {
                    let id = ObjectIdentifier(x)
                    #expect(table[id] == model[id], "step \(step)")
                }
            }
        }
        for x in objects {
            let id = ObjectIdentifier(x)
            #expect(table[id] == model[id])
        }
    }

    /// A copy keeps its entries while the original changes (copy on
    /// write, as a savepoint's copy of the ranks needs).
    @Test func copiesAreValues() {
        let a = Object(), b = Object()
        var table = IdentityTable<Double>(minimumCapacity: 2)
        table[ObjectIdentifier(a)] = 1
        let saved = table
        table[ObjectIdentifier(a)] = nil
        table[ObjectIdentifier(b)] = 2
        #expect(saved[ObjectIdentifier(a)] == 1)
        #expect(saved[ObjectIdentifier(b)] == nil)
        #expect(saved.count == 1)
        #expect(table[ObjectIdentifier(a)] == nil)
        #expect(table[ObjectIdentifier(b)] == 2)
        #expect(table.count == 1)
    }

    /// Emptied, it looks up nothing and removes nothing.
    @Test func emptyTable() {
        var table = IdentityTable<Int>()
        let a = Object()
        #expect(table.isEmpty)
        #expect(table[ObjectIdentifier(a)] == nil)
        table[ObjectIdentifier(a)] = nil
        #expect(table.isEmpty)
    }
}
