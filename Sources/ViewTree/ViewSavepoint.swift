import Geometry

/// A copy of one view's own state — its place in the tree, the constraints
/// installed on it, its properties and the system guides made so far — that
/// ``restore()`` puts back: how a caller that changes a scene (the REPL's
/// transactions) undoes a change in time proportional to what it touched,
/// instead of rebuilding the scene.
///
/// A savepoint holds the view's *model*, not what the layout pass derives
/// from it: after restoring, the window is marked for layout and its next
/// pass re-solves only the difference. Restoring the views a change touched
/// — each view whose state changed, and for a constraint that was added or
/// removed, the view it is installed on — gives back the scene as it was.
/// A constraint installed on one restored view and moved to another during
/// the change ends up where its savepoint says, in either order of restoring.
///
/// Subclasses capture their own state by overriding ``View/savepoint()``
/// and adding a step with ``adding(_:)``.
public final class ViewSavepoint {
    public let view: View
    private let superview: View?
    private let subviews: [View]
    private let constraints: [LayoutConstraint]
    private let isHidden: Bool
    private let hiddenCount: Int
    private let marginsGuide: LayoutGuide?
    private let safeAreaGuide: LayoutGuide?
    /// What the last pass handed back (Window+SecondPass.swift) goes back
    /// too, so a restored scene settles where it was, not from the later
    /// wrap width. (Held here, not as a step: a step's closure and list
    /// cost two allocations per savepoint; issue 28, item 6.)
    private let automaticWrapWidth: Double?
    private let computedSafeAreaInsets: EdgeInsets
    private let inheritedMargins: EdgeInsets
    /// The view's own properties, which only a change of the scene sets;
    /// nil once ``dropUnchangedProperties()`` found them as they were.
    private var properties: Properties?
    /// What subclasses restore, in the order they were added.
    private var steps: [() -> Void] = []

    /// The properties a savepoint keeps apart, to let them go when the
    /// change left them alone (most views a change touches only move).
    private final class Properties {
        let kind: ControlKind
        let alpha: Double
        let controlValue: Double
        let contentMode: ContentMode
        let layoutMargins: EdgeInsets
        let contentHugging: (horizontal: Double, vertical: Double)
        let compressionResistance: (horizontal: Double, vertical: Double)
        let intrinsicSizeOverride: Size?
        let alignmentInsetsOverride: EdgeInsets?
        let preferredMaxLayoutWidth: Double?
        let fontVariations: [FontVariation]
        let preservesSuperviewLayoutMargins: Bool

        init(_ view: View) {
            kind = view.kind
            alpha = view.alpha
            controlValue = view.controlValue
            contentMode = view.contentMode
            layoutMargins = view.layoutMargins
            contentHugging = view.contentHugging
            compressionResistance = view.compressionResistance
            intrinsicSizeOverride = view.intrinsicSizeOverride
            alignmentInsetsOverride = view.alignmentInsetsOverride
            preferredMaxLayoutWidth = view.preferredMaxLayoutWidth
            fontVariations = view.fontVariations
            preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
        }

        /// Whether `view`'s properties are these.
        func hold(for view: View) -> Bool {
            kind == view.kind && alpha == view.alpha && controlValue == view.controlValue && contentMode == view.contentMode
                && layoutMargins == view.layoutMargins && contentHugging == view.contentHugging
                && compressionResistance == view.compressionResistance
                && intrinsicSizeOverride == view.intrinsicSizeOverride
                && alignmentInsetsOverride == view.alignmentInsetsOverride
                && preferredMaxLayoutWidth == view.preferredMaxLayoutWidth
                && fontVariations == view.fontVariations
                && preservesSuperviewLayoutMargins == view.preservesSuperviewLayoutMargins
        }

        func restore(_ view: View) {
            view.kind = kind
            view.alpha = alpha
            view.controlValue = controlValue
            view.contentMode = contentMode
            view.layoutMargins = layoutMargins
            view.contentHugging = contentHugging
            view.compressionResistance = compressionResistance
            view.intrinsicSizeOverride = intrinsicSizeOverride
            if view.alignmentInsetsOverride != alignmentInsetsOverride { view.alignmentInsetsOverride = alignmentInsetsOverride }
            view.preferredMaxLayoutWidth = preferredMaxLayoutWidth
            view.fontVariations = fontVariations
            if view.preservesSuperviewLayoutMargins != preservesSuperviewLayoutMargins {
                view.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
            }
        }
    }

    init(_ view: View) {
        self.view = view
        superview = view.superview
        subviews = view.subviews
        // As they stand: stale generated constraints are kept stale (the
        // restore marks them so), and taking a savepoint regenerates nothing.
        constraints = view.installedConstraints
        isHidden = view.isHidden
        hiddenCount = view.hiddenCount
        marginsGuide = view.marginsGuideIfMade
        safeAreaGuide = view.safeAreaGuideIfMade
        automaticWrapWidth = view.automaticWrapWidth
        computedSafeAreaInsets = view.computedSafeAreaInsets
        inheritedMargins = view.inheritedMargins
        properties = Properties(view)
    }

    /// Lets the view's properties go if they are what they were when the
    /// savepoint was taken (kind, alpha, margins, priorities, overrides):
    /// for a savepoint of a change that is over, kept for undo. Undo goes
    /// back one change at a time, newest first, so when this change is
    /// undone every later change has been, and the view's properties are
    /// again what they are now: there is nothing to put back. (A change of
    /// 10 000 rows, such as adding them to a stack, moves each and sets
    /// none of their properties; its savepoints were the largest part of a
    /// session's memory at N = 10 000: issue 28, item 6.) Only properties
    /// that nothing but a change sets are let go: the place in the tree,
    /// the constraints, the hidden state and what a layout pass hands back
    /// are always kept.
    public func dropUnchangedProperties() {
        if let p = properties, p.hold(for: view) { properties = nil }
    }

    /// Whether the view was hidden when the savepoint was taken.
    public var wasHidden: Bool { isHidden }

    /// Adds a step that restores a subclass's state (run after the view's own).
    public func adding(_ step: @escaping () -> Void) -> ViewSavepoint {
        steps.append(step)
        return self
    }

    /// Puts the view's state back and marks its window (and the window it
    /// was in) for layout.
    public func restore() {
        // What the layout derives from the subtrees it leaves and joins
        // (``View/layoutVersion``; the superviews' below move it too).
        let oldWindow = view.invalidateLayoutVersions()
        // Superviews and subviews are put back as they were: no walk up
        // may end early on what the epoch's walks found.
        View.newVersionEpoch()
        let oldSuperview = view.superview
        let current = view.installedConstraints
        view.installedConstraints = constraints
        // Constraints installed here since the savepoint leave (unless a
        // restored view already took them back); the saved ones return.
        for c in current where c.installedOn === view && !constraints.contains(where: { $0 === c }) {
            c.installedOn = nil
        }
        for c in constraints { c.installedOn = view }
        view.superview = superview
        view.subviews = subviews
        // The windows' caches of who is in them (``View/window``) go.
        oldWindow?.hierarchyDidChange()
        view.window?.hierarchyDidChange()
        properties?.restore(view)
        view.isHidden = isHidden
        view.hiddenCount = hiddenCount
        view.marginsGuideIfMade = marginsGuide
        view.safeAreaGuideIfMade = safeAreaGuide
        (view.automaticWrapWidth, view.computedSafeAreaInsets, view.inheritedMargins) =
            (automaticWrapWidth, computedSafeAreaInsets, inheritedMargins)
        for step in steps { step() }
        // The view's generated constraints, and its superview's (then and
        // now), are regenerated when next needed: the inputs restored may
        // differ from those they were generated from.
        view.superview?.setNeedsUpdateConstraints()
        oldSuperview?.setNeedsUpdateConstraints()
        view.setNeedsUpdateConstraints()
        oldWindow?.setNeedsLayout()
        view.window?.setNeedsLayout()
    }
}
