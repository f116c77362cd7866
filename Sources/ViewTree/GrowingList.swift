/// A list that its readers share while it grows at its end: each copy is
/// a count into one storage, and an append writes past every copy's
/// count, in place, so no reader sees it and no element is copied.
///
/// Issue 28: the window's tree order is held by the last pass's frames,
/// its second-pass views and its ranks as well as by the window, and a
/// root's list of arranged views (``DirectLayout/arranged``) by the last
/// layout, the plan's memo and the last pass's frames. As arrays, an
/// append to either (a row appended to a list of 10 000) found its
/// storage shared and copied all 40 000 views, retaining each, and the
/// old copy released them all when its last reader moved on.
///
/// The storage only grows: an element once written stays until the
/// storage goes, so a copy's first `count` elements never change. An
/// append to a copy that is not the longest (another copy appended past
/// it) or to a full storage moves to a new storage (twice the size: the
/// appends cost O(1) each, amortised); the other copies keep the old one.
public struct GrowingList<Element>: RandomAccessCollection {
    @usableFromInline
    final class Storage {
        @usableFromInline let base: UnsafeMutablePointer<Element>
        @usableFromInline let capacity: Int
        /// How many elements are written (the longest copy's count).
        @usableFromInline var written = 0

        @usableFromInline
        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit {
            base.deinitialize(count: written)
            base.deallocate()
        }
    }

    @usableFromInline var storage: Storage
    /// How many elements this copy holds.
    @usableFromInline var length: Int
    @inlinable public var count: Int { length }

    @inlinable
    public init() {
        storage = Storage(capacity: 0)
        length = 0
    }

    /// An empty list with room for `capacity` elements before it moves.
    @inlinable
    public init(reservingCapacity capacity: Int) {
        storage = Storage(capacity: capacity)
        length = 0
    }

    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        append(contentsOf: elements)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable
    public subscript(i: Int) -> Element {
        precondition(i >= 0 && i < count, "GrowingList index out of range")
        return storage.base[i]
    }

    /// Whether `other` is this very list: the same storage and count (so
    /// the same elements, without comparing them).
    @inlinable
    public func isIdentical(to other: GrowingList) -> Bool {
        storage === other.storage && count == other.count
    }

    /// Whether `other` is this list followed by more in the same storage
    /// (or this very list): then its first `count` elements are this
    /// list's, without comparing them.
    @inlinable
    public func isPrefix(of other: GrowingList) -> Bool {
        storage === other.storage && count <= other.count
    }

    @inlinable
    public mutating func append(_ element: Element) {
        if storage.written != count || storage.capacity == count { moveToNewStorage(room: 1) }
        (storage.base + count).initialize(to: element)
        length += 1
        storage.written = length
    }

    @inlinable
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        let room = elements.underestimatedCount
        if room > 0 && (storage.written != count || storage.capacity - count < room) { moveToNewStorage(room: room) }
        for e in elements { append(e) }
    }

    /// Copies this list's elements to a new storage with room for `room`
    /// more (at least twice the old capacity). A storage no other copy
    /// holds, with nothing written past this copy, gives its elements up
    /// instead: they are moved, not copied (a walk of a window's 1 000
    /// views retained each again and released the old copy at every
    /// doubling, issue 28).
    @usableFromInline
    mutating func moveToNewStorage(room: Int) {
        let grown = Storage(capacity: Swift.max(count + room, 2 * storage.capacity, 4))
        if storage.written == count && isKnownUniquelyReferenced(&storage) {
            grown.base.moveInitialize(from: storage.base, count: count)
            storage.written = 0
        } else {
            grown.base.initialize(from: storage.base, count: count)
        }
        grown.written = count
        storage = grown
    }

    @inlinable
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base, count: count)) }
    }
}

extension GrowingList where Element: AnyObject {
    /// Calls `body` with each element in order, borrowed where it lies:
    /// no retain and release per element, which a `for` loop over the
    /// list makes (the list holds every element for the call). Issue 28:
    /// the direct path's planning visits every view of the window four
    /// times a pass.
    @inlinable
    public func forEachBorrowed(_ body: (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { b in
            for i in b.indices { try Unmanaged.passUnretained(b[i])._withUnsafeGuaranteedRef(body) }
        }
    }

    /// Whether every element satisfies `test`, each borrowed where it
    /// lies (as ``forEachBorrowed(_:)``), stopping at the first that does not.
    @inlinable
    public func allSatisfyBorrowed(_ test: (Element) throws -> Bool) rethrows -> Bool {
        try withUnsafeBufferPointer { b in
            for i in b.indices where try !Unmanaged.passUnretained(b[i])._withUnsafeGuaranteedRef(test) {
                return false
            }
            return true
        }
    }
}
