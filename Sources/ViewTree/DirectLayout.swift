#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConstraintSolver
import Geometry

/// Which way the window's layout pass computes frames.
///
/// With the **direct path** on (the default), a view that can arrange its
/// subtree without the solver (a stack view whose items are leaves, see
/// `StackView.directLayout()`) gives the solver only a *summary* of that
/// subtree, a few constraints on its own width and height, and arranges its
/// items itself once the solver has placed it. The frames are the same as the
/// general path's (the exactness property test compares the two); only the
/// work differs. ``general`` puts every constraint into the solver, as before
/// the direct path existed: the reference the direct path is tested against.
public struct LayoutConfiguration: Hashable, Sendable {
    /// Whether views may arrange their subtrees directly.
    public var usesDirectPath: Bool

    public init(usesDirectPath: Bool = true) { self.usesDirectPath = usesDirectPath }

    /// The general solver for every constraint.
    public static let general = LayoutConfiguration(usesDirectPath: false)

    /// The default, unless the environment variable `STACKLAB_LAYOUT` is
    /// `general` (any other value, or none, keeps the direct path on).
    public static var fromEnvironment: LayoutConfiguration {
        let value = getenv("STACKLAB_LAYOUT").map { String(cString: $0) }
        return LayoutConfiguration(usesDirectPath: value != "general")
    }
}

/// What a directly arranged subtree asks of the engine, and how it then
/// places its views.
///
/// The summary is *exact* where the direct arrangement claims coverage: the
/// cost the subtree's own constraints (generated and content-size ones) add
/// at each priority tier, as a function of the root's width and height, is
/// the cost the wishes add, tier by tier, including the tie-break rank of the
/// constraint that gives way (see `Solver`'s tie-break). So the solver puts the
/// root where it would have put it with every constraint, and ``arrange``
/// recovers the items' frames from the root's.
public struct DirectLayout {
    /// One constraint on the root's own length along an axis:
    /// `length relation constant @ priority`, optionally scaled
    /// (`length × scale relation constant`, so that its error is measured in
    /// the unit the subtree's constraint measures it).
    public struct Wish: Hashable {
        public var axis: Axis
        public var relation: Relation
        public var constant: Double
        public var scale: Double
        public var priority: Double
        /// The view whose content-size constraint (along `rankAxis`) the wish
        /// stands for: the wish takes that constraint's tie-break rank. Nil
        /// for a wish that stands for a stack constraint (the solver's
        /// insertion order).
        public var giver: View?
        public var rankAxis: Axis
        /// NSLayoutConstraint-like text, for `installedConstraintDescriptions`.
        public var label: String
        /// What the wish stands for, so that the layout pass keeps it from
        /// pass to pass while its item stays (an insertion does not renumber
        /// the wishes after it): the item (nil for the stack's own) and a
        /// slot number that is unique per item.
        public var owner: View?
        public var slot: Int

        public init(
            axis: Axis, relation: Relation, constant: Double, scale: Double = 1, priority: Double,
            giver: View?, rankAxis: Axis? = nil, label: String, owner: View?, slot: Int
        ) {
            self.owner = owner
            self.slot = slot
            self.axis = axis
            self.relation = relation
            self.constant = constant
            self.scale = scale
            self.priority = priority
            self.giver = giver
            self.rankAxis = rankAxis ?? axis
            self.label = label
        }

        public static func == (a: Wish, b: Wish) -> Bool {
            a.axis == b.axis && a.relation == b.relation && a.constant == b.constant && a.scale == b.scale
                && a.priority == b.priority && a.giver === b.giver && a.rankAxis == b.rankAxis && a.label == b.label
                && a.owner === b.owner && a.slot == b.slot
        }

        public func hash(into h: inout Hasher) {
            h.combine(axis)
            h.combine(constant)
            h.combine(priority)
        }
    }

    /// The constraints on the root's own size that stand for its subtree.
    public var wishes: [Wish]
    /// The views arranged (the root's descendants), in tree order.
    public var arranged: [View]
    /// The arranged views' frames, given the root's frame, in the same
    /// coordinates (unsnapped: the window snaps each frame as it snaps the
    /// solver's).
    public var arrange: (Rect) -> [Rect]

    /// Whether the summary is proven exact at the solver's optimum, given
    /// the root's frame there (nil: always). Where it is not, the window
    /// gives the subtree to the solver whole and solves again.
    public var verify: ((Rect) -> Bool)?
    /// The axes along which the summary is exact only if the root's length
    /// is the same in every optimum of the tiers (`Solver.isUnique`).
    public var uniqueAxes: [Axis]

    public init(
        wishes: [Wish], arranged: [View], arrange: @escaping (Rect) -> [Rect], verify: ((Rect) -> Bool)? = nil,
        uniqueAxes: [Axis] = []
    ) {
        self.wishes = wishes
        self.arranged = arranged
        self.arrange = arrange
        self.verify = verify
        self.uniqueAxes = uniqueAxes
    }
}
