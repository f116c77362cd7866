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
    private let kind: ControlKind
    private let isHidden: Bool
    private let hiddenCount: Int
    private let alpha: Double
    private let contentMode: ContentMode
    private let layoutMargins: EdgeInsets
    private let contentHugging: (horizontal: Double, vertical: Double)
    private let compressionResistance: (horizontal: Double, vertical: Double)
    private let intrinsicSizeOverride: Size?
    private let alignmentInsetsOverride: EdgeInsets?
    private let preferredMaxLayoutWidth: Double?
    private let marginsGuide: LayoutGuide?
    private let safeAreaGuide: LayoutGuide?
    /// What the last pass handed back (Window+SecondPass.swift) goes back
    /// too, so a restored scene settles where it was, not from the later
    /// wrap width. (Held here, not as a step: a step's closure and list
    /// cost two allocations per savepoint; issue 28, item 6.)
    private let automaticWrapWidth: Double?
    private let computedSafeAreaInsets: EdgeInsets
    private let inheritedMargins: EdgeInsets
    private let preservesSuperviewLayoutMargins: Bool
    /// What subclasses restore, in the order they were added.
    private var steps: [() -> Void] = []

    init(_ view: View) {
        self.view = view
        superview = view.superview
        subviews = view.subviews
        // As they stand: stale generated constraints are kept stale (the
        // restore marks them so), and taking a savepoint regenerates nothing.
        constraints = view.installedConstraints
        kind = view.kind
        isHidden = view.isHidden
        hiddenCount = view.hiddenCount
        alpha = view.alpha
        contentMode = view.contentMode
        layoutMargins = view.layoutMargins
        contentHugging = view.contentHugging
        compressionResistance = view.compressionResistance
        intrinsicSizeOverride = view.intrinsicSizeOverride
        alignmentInsetsOverride = view.alignmentInsetsOverride
        preferredMaxLayoutWidth = view.preferredMaxLayoutWidth
        marginsGuide = view.marginsGuideIfMade
        safeAreaGuide = view.safeAreaGuideIfMade
        automaticWrapWidth = view.automaticWrapWidth
        computedSafeAreaInsets = view.computedSafeAreaInsets
        inheritedMargins = view.inheritedMargins
        preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
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
        view.kind = kind
        view.isHidden = isHidden
        view.hiddenCount = hiddenCount
        view.alpha = alpha
        view.contentMode = contentMode
        view.layoutMargins = layoutMargins
        view.contentHugging = contentHugging
        view.compressionResistance = compressionResistance
        view.intrinsicSizeOverride = intrinsicSizeOverride
        if view.alignmentInsetsOverride != alignmentInsetsOverride { view.alignmentInsetsOverride = alignmentInsetsOverride }
        view.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        view.marginsGuideIfMade = marginsGuide
        view.safeAreaGuideIfMade = safeAreaGuide
        (view.automaticWrapWidth, view.computedSafeAreaInsets, view.inheritedMargins) =
            (automaticWrapWidth, computedSafeAreaInsets, inheritedMargins)
        if view.preservesSuperviewLayoutMargins != preservesSuperviewLayoutMargins {
            view.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        }
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
