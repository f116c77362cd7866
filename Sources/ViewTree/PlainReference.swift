/// A reference held as a plain pointer: no retain, no release, and no side
/// table for the object (issue 28).
///
/// A weakly referenced object keeps its reference counts in a side table,
/// so every retain and release of it takes the runtime's slow path, and
/// loading a weak reference retains and releases besides; a strong one
/// retains on every copy. The view tree's back references (a view's
/// superview, a constraint's holder, a guide's owner) and the direct
/// path's slope givers are read or copied in every hot loop, and none of
/// them may keep its object alive. Each holder of a plain reference
/// guarantees that the object outlives it, or clears it first (see
/// ``clear(ifNaming:)``); debug builds, which the whole test suite runs,
/// keep a weak copy and check every read against it, so a reference left
/// pointing at a freed object fails there instead of reading freed memory.
/// Release builds keep no weak copy: the struct is then trivially
/// copyable.
public struct PlainReference<Object: AnyObject> {
    @usableFromInline var pointer: Unmanaged<Object>?
    #if DEBUG
    @usableFromInline weak var check: Object?
    #endif

    @inlinable
    public init(_ object: Object?) {
        pointer = object.map { Unmanaged.passUnretained($0) }
        #if DEBUG
        check = object
        #endif
    }

    /// The pointer, checked against the weak copy in debug builds.
    @inlinable
    public var unmanaged: Unmanaged<Object>? {
        #if DEBUG
        assert(pointer?.toOpaque() == check.map { Unmanaged.passUnretained($0).toOpaque() },
               "a plain reference outlived its \(Object.self)")
        #endif
        return pointer
    }

    /// The object (retained by the caller as any strong reference read).
    @inlinable
    public var object: Object? { unmanaged?.takeUnretainedValue() }

    /// The object's address, for identity comparisons without a retain.
    @inlinable
    public var identity: UnsafeMutableRawPointer? { unmanaged?.toOpaque() }

    /// Whether it names an object (no retain, no check).
    @inlinable
    public var exists: Bool { pointer != nil }

    /// Forgets the object if it is `object` (its holder's `deinit`, where
    /// the weak copy already reads nil).
    @inlinable
    public mutating func clear(ifNaming object: Object) {
        if pointer?.toOpaque() == Unmanaged.passUnretained(object).toOpaque() { self = PlainReference(nil) }
    }

    /// Whether both name the same object, or none (no retain, no check).
    @inlinable
    public static func === (a: PlainReference, b: PlainReference) -> Bool {
        a.pointer?.toOpaque() == b.pointer?.toOpaque()
    }
}
