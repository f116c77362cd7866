/// The system spacing ("Standard" in Interface Builder, `+ standard` in the
/// REPL): the constant of UIKit's `constraint(equalToSystemSpacingAfter:
/// multiplier:)` and `constraint(equalToSystemSpacingBelow:multiplier:)`,
/// which "is determined from information available from the anchors"
/// (Apple's documentation, which gives no numbers).
///
/// StackLab's rule, with its sources:
/// * **8** between sibling views, and between a view and a layout guide
///   (margins, safe area) — the spacing UIKit's stack views use for
///   `spacingUseSystem` (uikit-stackview.md §6, **medium**).
/// * **20** between a view and the same-side edge of its own superview —
///   the Visual Format Language's standard space to the superview's edge
///   (Apple's Auto Layout Guide, "Visual Format Language"; **medium**
///   for anchors, which Apple does not document).
/// * Baselines use 8 too; UIKit derives baseline spacing from the fonts
///   (§6), which StackLab does not model (**low**).
public enum SystemSpacing {
    /// Between siblings and to a guide.
    public static let betweenSiblings = 8.0
    /// From a view's edge to its superview's edge.
    public static let toSuperviewEdge = 20.0

    /// The system spacing from `anchor` to `item` (`item.… == anchor.… +
    /// standard`): ``toSuperviewEdge`` when one is a view and the other that
    /// view's superview itself (not one of its guides), else
    /// ``betweenSiblings``.
    public static func standard(from anchor: LayoutItem, to item: LayoutItem) -> Double {
        if let a = anchor as? View, let b = item as? View, a.superview === b || b.superview === a {
            return toSuperviewEdge
        }
        return betweenSiblings
    }
}
