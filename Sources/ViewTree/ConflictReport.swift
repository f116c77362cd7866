/// A report of required constraints that could not all hold, with the
/// constraint that was broken to recover. Each entry is typed (what made the
/// constraint, the constraint itself, its priority); ``description`` renders
/// the whole in UIKit's words, as its log prints it.
public struct ConflictReport: CustomStringConvertible {
    /// One constraint of a conflict.
    public struct Entry {
        /// `NSLayoutConstraint`'s notation at the time of the conflict
        /// (`box.width == 120`, `'UISV-hiding' b.width == 0 @ 999.999`).
        public let description: String
        /// Who made it: the app, a system view (a stack view's UISV-…), a
        /// content size, a layout guide or the screen.
        public let origin: ConstraintStatus.Origin
        /// The constraint, for the app's and system views' constraints.
        public let layoutConstraint: LayoutConstraint?
        /// The guide, for a layout guide's edges.
        public let guide: LayoutGuide?
        /// Its priority (1000 for every constraint of a conflict so far).
        public let priority: Double
        /// What the window keys it by, to tell whether it is still broken.
        let key: Window.Key

        /// Anything but the app's own: app constraints are broken first.
        public var isSystem: Bool { origin != .app }
    }

    /// The constraints involved, in the order they were installed (the one
    /// being added last).
    public let constraints: [Entry]
    /// The one broken (no longer enforced).
    public let broken: Entry

    /// UIKit's log: "Unable to simultaneously satisfy constraints.", the
    /// constraints, and the one it breaks.
    public var description: String {
        (["Unable to simultaneously satisfy constraints."]
            + constraints.map { "    \($0.description)" }
            + ["", "Will attempt to recover by breaking constraint", "    \(broken.description)"])
            .joined(separator: "\n")
    }
}
