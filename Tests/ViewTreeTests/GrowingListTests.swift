import Geometry
import Testing
@testable import ViewTree

/// `GrowingList`: the window's tree order, shared by its readers while it
/// grows at its end (issue 28: an append copied all 40 000 views of a
/// list of 10 000 rows because the last pass held the same array).
@Suite("Growing list", .serialized)
struct GrowingListTests {
    final class Counted {
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.alive += 1
        }
        deinit { Self.alive -= 1 }
    }

    /// A copy keeps its elements while the list grows in place past it;
    /// an append to the shorter copy moves it to a storage of its own,
    /// leaving the longer one as it was; every element is released with
    /// the last copy.
    @Test func copiesKeepTheirElementsWhileTheListGrows() {
        let before = Counted.alive
        do {
            var list = GrowingList<Counted>()
            for k in 0..<20 { list.append(Counted(k)) }
            let copy = list
            let address = list.withUnsafeBufferPointer { $0.baseAddress }
            list.append(contentsOf: (20..<25).map(Counted.init))
            #expect(list.withUnsafeBufferPointer { $0.baseAddress } == address, "appended in place")
            #expect(copy.count == 20 && copy.map(\.value) == Array(0..<20))
            #expect(list.map(\.value) == Array(0..<25))
            #expect(list.isIdentical(to: list) && !list.isIdentical(to: copy))
            #expect(copy.isPrefix(of: list) && !list.isPrefix(of: copy))

            var shorter = copy
            shorter.append(Counted(99))
            #expect(shorter.withUnsafeBufferPointer { $0.baseAddress } != address, "moved: the storage goes on past it")
            #expect(shorter.map(\.value) == Array(0..<20) + [99])
            #expect(list.map(\.value) == Array(0..<25), "the longer copy is untouched")
            #expect(!copy.isPrefix(of: shorter), "the same first elements, another storage")
            #expect(Counted.alive - before == 26)
        }
        #expect(Counted.alive == before, "released with the last copy")
    }

    /// A list no copy shares moves its elements to each larger storage
    /// (no second reference to any of them is left behind), and one a copy
    /// shares copies them, the copy keeping its own: every element is
    /// alive once, and released with the last list that holds it.
    @Test func growingAloneMovesGrowingSharedCopies() {
        let before = Counted.alive
        do {
            var list = GrowingList<Counted>()
            for k in 0..<100 { list.append(Counted(k)) }
            #expect(list.map(\.value) == Array(0..<100))
            #expect(Counted.alive - before == 100)
            weak var first = list[0]
            var shared = list
            for k in 100..<120 { shared.append(Counted(k)) }  // in place: `list` is a prefix
            #expect(list.isPrefix(of: shared))
            var other = list
            other.append(Counted(-1))  // past `shared`'s writes: copied
            #expect(other.count == 101 && shared.count == 120 && list.count == 100)
            list = GrowingList()
            shared = GrowingList()
            #expect(first != nil, "still held by the copy")
            #expect(other.map(\.value) == Array(0..<100) + [-1])
            #expect(Counted.alive - before == 101)
        }
        #expect(Counted.alive == before)
    }
}
