import StackLayout
import ViewTree

// A live view described: what every format that runs code against views
// (the REPL's session, the Swift interpreter) reads back into a
// SceneDescription, in one place, so that a property added to the view
// model is described once.

extension SceneDescription.ViewState {
    /// `v`'s model: every property a command or UIKit code sets, its place
    /// (superview, subviews, its stack's arranged views and their custom
    /// spacings), a scroll view's inset and offset (nil at the initial
    /// one) and the app's constraints installed on it. `name` names views
    /// and `itemName` the items of constraints (views and guides); the
    /// caller adds what only it knows (IB ids, size-class installation).
    public init(describing v: View, kindName: String, name: (View) -> String, itemName: (LayoutItem) -> String) {
        self.init(name: name(v), kindName: kindName, kind: v.kind)
        isHidden = v.isHidden
        hiddenCount = v.hiddenCount
        alpha = v.alpha
        contentMode = v.contentMode
        layoutMargins = v.layoutMargins
        preservesSuperviewLayoutMargins = v.preservesSuperviewLayoutMargins
        intrinsicSizeOverride = v.intrinsicSizeOverride
        alignmentInsetsOverride = v.alignmentInsetsOverride
        preferredMaxLayoutWidth = v.preferredMaxLayoutWidth
        fontVariations = v.fontVariations
        hugging = [v.contentHugging.horizontal, v.contentHugging.vertical]
        resistance = [v.compressionResistance.horizontal, v.compressionResistance.vertical]
        superview = v.superview.map(name)
        subviews = v.subviews.map(name)
        if let s = v as? StackView {
            stack = .init(
                axis: s.axis, distribution: s.distribution, alignment: s.alignment, spacing: s.spacing,
                isLayoutMarginsRelativeArrangement: s.isLayoutMarginsRelativeArrangement,
                isBaselineRelativeArrangement: s.isBaselineRelativeArrangement, textWidthRule: s.textWidthRule,
                hidingRule: s.hidingRule,
                arranged: s.arrangedSubviews.map(name),
                customSpacings: s.arrangedSubviews.map { s.customSpacing(after: $0) },
                variations: s.variations)
        }
        if let scroll = v as? ScrollView {
            contentInset = scroll.contentInset
            contentOffset = scroll.isAtInitialOffset ? nil : scroll.contentOffset
        }
        constraints = v.constraints.filter { !$0.isSystem }.map { .init(describing: $0, itemName: itemName) }
    }
}

extension SceneDescription.ConstraintState {
    /// `c` by the names `itemName` gives its items.
    public init(describing c: LayoutConstraint, itemName: (LayoutItem) -> String, installedFor: SizeClassRule? = nil) {
        self.init(
            first: itemName(c.firstItem), firstAttribute: c.firstAttribute, relation: c.relation,
            second: c.secondItem.map(itemName), secondAttribute: c.secondAttribute, multiplier: c.multiplier,
            constant: c.constant, priority: c.priority.value, identifier: c.identifier,
            usesSystemSpacing: c.usesSystemSpacing, installedFor: installedFor)
    }
}

extension SceneDescription.ViewState {
    /// The kind as the device of `traits` shows it: its font replaced by
    /// its size-class variation in force (``ViewTree/ControlKind/inForce(_:traits:)``).
    public func kind(under traits: TraitCollection) -> ControlKind {
        kind.inForce(fontVariations, traits: traits)
    }
}
