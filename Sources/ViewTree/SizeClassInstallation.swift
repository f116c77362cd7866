// Interface Builder's "Installed" checkboxes per size class: a view or a
// constraint that exists only for some width and height classes.

/// Whether something is installed for a trait collection, as Interface
/// Builder records it: a view's or a constraint's "Installed" box for Any ×
/// Any and for each size-class variation (`<variation key=
/// "heightClass=compact"><mask key="constraints"><include reference=…/>`).
///
/// Installed unless a step says otherwise. The steps are applied from the
/// least specific to the most specific (Any × Any, then one class given,
/// then both), each step that matches the traits setting the answer, so a
/// variation for `wC hR` overrides one for `hR`, which overrides the default.
/// Steps of equal specificity keep the order they were given in.
public struct SizeClassRule: Hashable, Sendable, CustomStringConvertible {
    /// One checkbox: installed or not for a width class and a height class
    /// (nil matches either).
    public struct Step: Hashable, Sendable {
        public var horizontal: SizeClass?
        public var vertical: SizeClass?
        public var installed: Bool

        public init(horizontal: SizeClass?, vertical: SizeClass?, installed: Bool) {
            self.horizontal = horizontal
            self.vertical = vertical
            self.installed = installed
        }

        /// 0 for Any × Any, 1 with one class given, 2 with both.
        public var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }

        public func matches(_ traits: TraitCollection) -> Bool {
            traits.matches(horizontal: horizontal, vertical: vertical)
        }

        /// IB's variation key: `default`, `widthClass=compact`,
        /// `heightClass=compact-widthClass=regular`.
        public var key: String {
            var parts: [String] = []
            if let v = vertical { parts.append("heightClass=\(v.rawValue)") }
            if let h = horizontal { parts.append("widthClass=\(h.rawValue)") }
            return parts.isEmpty ? "default" : parts.joined(separator: "-")
        }
    }

    /// The steps, least specific first.
    public let steps: [Step]

    public init(_ steps: [Step]) {
        // A stable sort: equal specificity keeps the given order.
        self.steps = steps.enumerated()
            .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
            .map(\.element)
    }

    /// Whether the thing is installed for `traits`.
    public func installs(for traits: TraitCollection) -> Bool {
        var on = true
        for s in steps where s.matches(traits) { on = s.installed }
        return on
    }

    /// `"not installed for Any × Any; installed for hC"`.
    public var description: String {
        steps.map { s in
            let classes: String
            if s.horizontal == nil && s.vertical == nil {
                classes = "Any × Any"
            } else {
                classes = SizeClass.notation(horizontal: s.horizontal, vertical: s.vertical)
            }
            return "\(s.installed ? "installed" : "not installed") for \(classes)"
        }.joined(separator: "; ")
    }
}

/// What a window keeps to install and uninstall views and constraints when
/// its size classes change (a rotation, another device), as UIKit does for
/// a storyboard's size-class variations: a view not installed for the new
/// classes leaves its superview (and its stack's arranged list), one that is
/// comes back in its place; constraints follow.
///
/// Filled once, when a scene is built from a document; it refers to the
/// views and constraints of the document only, so what the user adds or
/// takes away afterwards is never touched — and a registered one changes
/// only where the old and the new classes disagree about it, so a
/// constraint the user deactivated stays deactivated until its own
/// "installed" answer changes. (StackLayout reinstalls views into stacks:
/// see `SceneModel`'s `applySizeClassInstallations`.)
public struct SizeClassInstallations {
    /// A view installed for some classes only, with its place.
    public struct ViewEntry {
        public let view: View
        public let superview: View
        public let rule: SizeClassRule
        /// The superview's subviews in the document's order, this one
        /// included (the place it comes back to is after the ones before
        /// it that are there).
        public let siblings: [View]
        /// The stack's arranged views in the document's order, when the
        /// view is arranged (StackLayout reads it).
        public let arrangedSiblings: [View]?
        /// The nearest registered view above this one (an index into
        /// ``SizeClassInstallations/views``): it takes this one with it.
        public let enclosing: Int?

        public init(view: View, superview: View, rule: SizeClassRule, siblings: [View], arrangedSiblings: [View]?,
                    enclosing: Int?) {
            self.view = view
            self.superview = superview
            self.rule = rule
            self.siblings = siblings
            self.arrangedSiblings = arrangedSiblings
            self.enclosing = enclosing
        }
    }

    /// A constraint installed for some classes only, or one that refers to
    /// a view that is (it is there only when all its views are).
    public struct ConstraintEntry {
        public let constraint: LayoutConstraint
        public let rule: SizeClassRule?
        /// The conditionally installed views the constraint's items are in
        /// (indices into ``views``).
        public let dependsOn: [Int]

        public init(constraint: LayoutConstraint, rule: SizeClassRule?, dependsOn: [Int]) {
            self.constraint = constraint
            self.rule = rule
            self.dependsOn = dependsOn
        }
    }

    public var views: [ViewEntry] = []
    public var constraints: [ConstraintEntry] = []

    public init() {}

    public var isEmpty: Bool { views.isEmpty && constraints.isEmpty }

    /// Whether view entry `i` is installed for `traits`: its own rule, and
    /// the rule of every registered view above it.
    public func installs(view i: Int, for traits: TraitCollection) -> Bool {
        var j: Int? = i
        while let k = j {
            guard views[k].rule.installs(for: traits) else { return false }
            j = views[k].enclosing
        }
        return true
    }

    /// Whether constraint entry `i` is installed for `traits`.
    public func installs(constraint i: Int, for traits: TraitCollection) -> Bool {
        let e = constraints[i]
        guard e.rule?.installs(for: traits) ?? true else { return false }
        return e.dependsOn.allSatisfy { installs(view: $0, for: traits) }
    }

    /// The rule registered for `constraint`, if any.
    public func rule(of constraint: LayoutConstraint) -> SizeClassRule? {
        constraints.first { $0.constraint === constraint }?.rule
    }

    /// The rule registered for `view` in its document superview, if any.
    public func rule(of view: View) -> SizeClassRule? {
        views.first { $0.view === view }?.rule
    }
}

extension Window {
    /// The views and constraints installed by size class (see
    /// ``SizeClassInstallations``); empty unless a document filled it.
    public var sizeClassInstallations: SizeClassInstallations {
        get { installations }
        set { installations = newValue }
    }
}
