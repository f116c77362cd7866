import Testing
import TestSupport
import ViewTree

@testable import StackLayout

/// ``DirectSeriesTree/rootSummary(count:along:leaf:)``, the root of a
/// stack's series without the tree (each row of a list), folds its
/// leaves without recursion: it must be the root the tree builds, field
/// for field, for every count (power of two or not), with hidden items,
/// ties between slopes and gaps among them. (Lengths in sevenths and
/// gaps in thirds: sums in another order differ in their last bits.)
@Suite("Direct path: a series' root without its tree")
struct DirectSeriesRootTests {
    @Test(arguments: [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 33, 64, 100])
    func rootIsTheTreesRoot(count: Int) {
        var rng = SplitMix(state: UInt64(count))
        let views = (0..<count).map { View(name: "v\($0)") }
        let profiles = views.map { v in
            DirectProfile.leaf(
                v, axis: .horizontal, b: Double(rng.int(1000)) / 7, h: 250 + Double(rng.int(3)),
                c: 749 + Double(rng.int(3)))
        }
        let hidden = (0..<count).map { _ in rng.chance(0.2) }
        let gaps = (0..<count).map { _ in Double(rng.int(30)) / 3 }
        profiles.withUnsafeBufferPointer { buffer in
            let along = DirectProfileColumn(buffer)
            func leaf(_ i: Int) -> DirectSeriesTree.Summary {
                DirectSeriesTree.leaf(i, along, hidden: hidden[i], gap: gaps[i], multiline: false)
            }
            let tree = DirectSeriesTree(count: count, along: along, leaf: leaf)
            let root = DirectSeriesTree.rootSummary(count: count, along: along, leaf: leaf)
            #expect(root.isSame(as: tree.root), "count \(count)")
            #expect(root.count == hidden.filter { !$0 }.count)
        }
    }
}
