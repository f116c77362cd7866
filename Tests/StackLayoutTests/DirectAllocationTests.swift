import CAllocationCount
import Geometry
@testable import StackLayout
import Testing
@testable import ViewTree

/// Issue 28, item 1: no per-view allocation in the layout pass. What a
/// first layout of W2's list allocates per row, counted by the test
/// binary's own `malloc` (`Sources/CAllocationCount`, Linux with glibc;
/// elsewhere these tests have nothing to count and check nothing).
///
/// A row's node (``StackLayout/DirectNode``) is the node object and one
/// array, its item states with their profiles along and across
/// (``StackLayout/DirectNode/ItemState``): round 14 made four (the
/// states and each column of profiles in an array of its own).
@Suite("Direct path: allocations per row of a first layout")
struct DirectAllocationTests {
    /// The heap allocations `body` makes (nil where they are not counted).
    static func allocations<R>(_ body: () throws -> R) rethrows -> (count: Int?, result: R) {
        guard stacklab_allocation_counting_available() != 0 else { return (nil, try body()) }
        stacklab_allocation_count_begin()
        let r = try body()
        return (stacklab_allocation_count_end(), r)
    }

    /// A row of W2 (a horizontal stack, alignment center, of three
    /// leaves), planned as a nested stack: the node and its one array of
    /// item states. (The context's pool of slopes keeps the first row's
    /// sum across, which the next rows share: a row is counted after
    /// one made with the same context.)
    @Test func aRowsNodeIsTheNodeAndOneArray() throws {
        let (window, _, rows) = try DirectPathNestingTests.w2(3, LayoutConfiguration())
        let context = DirectNode.Context(traits: window.screen.traitCollection, scale: window.screen.scale)
        let values = rows[0].effectiveValues(for: context.traits)
        let first = DirectNode(rows[0], values, nested: true, context)
        #expect(first != nil)
        let (count, made) = Self.allocations { DirectNode(rows[1], values, nested: true, context) }
        let node = try #require(made)
        if let count { #expect(count == 2) }
        // Its profiles where its states are, read and summed in place:
        // the three leaves along and across, the row 80 + 8 + 150 + 8 +
        // 50 long and as tall as its tallest leaf.
        #expect(node.states.map(\.along.natural) == [80, 150, 50])
        #expect(node.states.map(\.across.natural) == [20, 21, 30])
        #expect(node.states.map(\.gap) == [8, 8, 0])
        #expect(node.profile(.horizontal).natural == 296)
        #expect(node.profile(.vertical).natural == 30)
    }
}
