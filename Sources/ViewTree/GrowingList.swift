/// A list that its readers share while it grows at its end: each copy is
/// a count into one storage, and an append writes past every copy's
/// count, in place, so no reader sees it and no element is copied.
///
/// Issue 28: the window's tree order is held by the last pass's frames,
/// its second-pass views and its ranks as well as by the window. As an
/// array, an append to it (a row appended to a list of 10 000) found its
/// storage shared and copied all 40 000 views, retaining each, and the
/// old copy released them all when its last reader moved on.
///
/// The storage only grows: an element once written stays until the
/// storage goes, so a copy's first `count` elements never change. An
/// append to a copy that is not the longest (another copy appended past
/// it) or to a full storage moves to a new storage (twice the size: the
/// appends cost O(1) each, amortised); the other copies keep the old one.
struct GrowingList<Element>: RandomAccessCollection {
    final class Storage {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int
        /// How many elements are written (the longest copy's count).
        var written = 0

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit {
            base.deinitialize(count: written)
            base.deallocate()
        }
    }

    private var storage: Storage
    private(set) var count: Int

    init() {
        storage = Storage(capacity: 0)
        count = 0
    }

    init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        append(contentsOf: elements)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> Element {
        precondition(i >= 0 && i < count, "GrowingList index out of range")
        return storage.base[i]
    }

    /// Whether `other` is this very list: the same storage and count (so
    /// the same elements, without comparing them).
    func isIdentical(to other: GrowingList) -> Bool {
        storage === other.storage && count == other.count
    }

    mutating func append(_ element: Element) {
        if storage.written != count || storage.capacity == count { moveToNewStorage(room: 1) }
        (storage.base + count).initialize(to: element)
        count += 1
        storage.written = count
    }

    mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        let room = elements.underestimatedCount
        if room > 0 && (storage.written != count || storage.capacity - count < room) { moveToNewStorage(room: room) }
        for e in elements { append(e) }
    }

    /// Copies this list's elements to a new storage with room for `room`
    /// more (at least twice the old capacity).
    private mutating func moveToNewStorage(room: Int) {
        let grown = Storage(capacity: Swift.max(count + room, 2 * storage.capacity, 16))
        grown.base.initialize(from: storage.base, count: count)
        grown.written = count
        storage = grown
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base, count: count)) }
    }
}
