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
/// subtree without the solver (a stack view whose items are leaves or such
/// stacks, see `StackView.directLayout()`) gives the solver only a *summary* of that
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
    public static var fromEnvironment: LayoutConfiguration { environment }

    /// ``fromEnvironment``, read once in the process (every window is made
    /// with it: W3's benchmark makes one per rep, and reading the variable
    /// scanned the environment and made a string each time). The variable
    /// is set when the process starts (`STACKLAB_LAYOUT=general swift
    /// test`); nothing sets it later.
    private static let environment: LayoutConfiguration = {
        let value = getenv("STACKLAB_LAYOUT").map { String(cString: $0) }
        return LayoutConfiguration(usesDirectPath: value != "general")
    }()
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
    /// A content-size constraint a wish stands for (in part): its view and
    /// axis (whose tie-break rank it takes) and its share of the wish's weight.
    public struct Giver {
        public var view: View
        public var axis: Axis
        public var weight: Double

        public init(view: View, axis: Axis, weight: Double) {
            self.view = view
            self.axis = axis
            self.weight = weight
        }
    }

    /// One constraint on the root's own length along an axis:
    /// `length × scale relation constant @ priority` (the scale is the
    /// wish's weight: so many constraints of the subtree at once, the error
    /// measured as the sum of theirs).
    public struct Wish {
        public var axis: Axis
        public var relation: Relation
        public var constant: Double
        public var scale: Double
        public var priority: Double
        /// The content-size constraints the wish stands for: it takes the
        /// weighted mean of their tie-break ranks, so that its tie-break cost
        /// is the sum of theirs. Empty for a wish that stands for stack
        /// constraints (the solver's insertion order).
        public var givers: GrowingList<Giver>
        /// What the wish's text is made of (``label``, written when read).
        public var text: WishText
        /// NSLayoutConstraint-like text, for `installedConstraintDescriptions`.
        public var label: String { text.string }
        /// What the wish stands for, so that the layout pass keeps it from
        /// pass to pass while its item stays (an insertion does not renumber
        /// the wishes after it): a view (nil for the stack's own) and a slot
        /// number that is unique per view.
        public var owner: View?
        public var slot: Int

        public init(
            axis: Axis, relation: Relation, constant: Double, scale: Double = 1, priority: Double,
            givers: GrowingList<Giver>, text: WishText, owner: View?, slot: Int
        ) {
            self.owner = owner
            self.slot = slot
            self.axis = axis
            self.relation = relation
            self.constant = constant
            self.scale = scale
            self.priority = priority
            self.givers = givers
            self.text = text
        }
    }

    /// A wish's text, kept as its parts and written when read (issue 28:
    /// every root's plan wrote each wish's text, numbers formatted, for
    /// introspection alone): `stack.width <= 10 @ 250 ×2 (direct)`, the
    /// constant being the term's own (before the weight scales it).
    public struct WishText {
        public var stack: String
        public var axis: Axis
        public var relation: Relation
        public var constant: Double
        public var priority: Double
        public var weight: Double

        public init(stack: String, axis: Axis, relation: Relation, constant: Double, priority: Double, weight: Double) {
            self.stack = stack
            self.axis = axis
            self.relation = relation
            self.constant = constant
            self.priority = priority
            self.weight = weight
        }

        /// `stack.along sign constant @ priority[ ×weight] (direct)`.
        public var string: String {
            let along = axis == .horizontal ? "width" : "height"
            let sign = relation == .lessThanOrEqual ? "<=" : relation == .equal ? "==" : ">="
            let times = weight == 1 ? "" : " ×\(formatNumber(weight))"
            return "\(stack).\(along) \(sign) \(formatNumber(constant)) @ \(formatNumber(priority))\(times) (direct)"
        }
    }

    /// The constraints on the root's own size that stand for its subtree.
    public var wishes: [Wish]
    /// The views arranged (the root's descendants), in tree order.
    public var arranged: GrowingList<View>
    /// The arranged views' frames, given the root's frame, in the same
    /// coordinates (unsnapped: the window snaps each frame as it snaps the
    /// solver's).
    public var arrange: (Rect) -> [Rect]

    /// Whether the summary is proven exact at the solver's optimum, given
    /// the root's frame there (nil: always). Where it is not, the window
    /// gives the subtree to the solver whole and solves again.
    public var verify: ((Rect) -> Bool)?
    /// What the solver must say of the root's lengths at the optimum for
    /// the summary to be exact there (see ``Check``).
    public var checks: [Check]

    /// A condition on one of the root's lengths at the solver's optimum.
    public struct Check: Hashable {
        public enum Kind: Hashable {
            /// The same length in every optimum of the tiers
            /// (`Solver.isUnique`): a summary that is exact only near the
            /// optimum gives the general path's answer only if that is the
            /// only one.
            case unique
            /// No optimum of the tiers above this priority has it shorter
            /// (`Solver.range(of:tiersAbove:)`): the summary overstates the
            /// cost of shrinking in this tier and below, which then cannot
            /// matter.
            case noShorter(above: Double)
            /// Likewise, no optimum of those tiers has it longer.
            case noLonger(above: Double)
            /// ``unique`` where the length is below this one (above it
            /// nothing is asked): a summary exact in its tiers at every
            /// length but whose tie-break rank holds only above it (the
            /// squeeze of a `fill` stack past its first item's size floor,
            /// `StackLayout/DirectArrangement.swift`).
            case uniqueBelow(Double)
        }

        public var axis: Axis
        public var kind: Kind

        public init(axis: Axis, kind: Kind) {
            self.axis = axis
            self.kind = kind
        }
    }

    /// For a reader (`explain` on the direct path, ``Window``'s
    /// constraint statuses): the arranged views' frames given the root's,
    /// as ``arrange`` gives them, but only where they are the *one*
    /// optimum of the tiers there: no tie between equal priorities leaves
    /// a length open (UIKit would call such a layout ambiguous, and the
    /// general path's answer would depend on the order its constraints
    /// were added). Then every constraint of the subtree stands at these
    /// frames as it would in the solver, and the reader need not solve the
    /// subtree. Nil where the arrangement does not know (a reader then
    /// lays the subtree out on the general path).
    public var determined: ((Rect) -> [Rect]?)?

    public init(
        wishes: [Wish], arranged: GrowingList<View>, arrange: @escaping (Rect) -> [Rect], verify: ((Rect) -> Bool)? = nil,
        checks: [Check] = [], determined: ((Rect) -> [Rect]?)? = nil
    ) {
        self.wishes = wishes
        self.arranged = arranged
        self.arrange = arrange
        self.verify = verify
        self.checks = checks
        self.determined = determined
    }
}
