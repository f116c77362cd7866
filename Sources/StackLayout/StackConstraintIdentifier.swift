import ViewTree

/// The identifiers of the constraints a stack view generates, spelled as
/// UIKit spells them (uikit-stackview.md §1–§6). The generator tags each
/// constraint with one of these; presenters (`explain`, exports) switch on
/// the case and print ``identifier`` only at the edge.
public enum StackConstraintIdentifier: String, CaseIterable, Hashable, Sendable, SystemConstraintIdentifier {
    /// The canvas's edges to the first and last visible items, and across
    /// the axis to the aligned item or the spanner (§1, §5).
    case canvasConnection = "UISV-canvas-connection"
    /// The canvas's length along the axis pulled to 0 at priority 49 (§2).
    case canvasFit = "UISV-canvas-fit"
    /// The gap between consecutive visible items (§1).
    case spacing = "UISV-spacing"
    /// A hidden item placed in the gap it interrupts, priority 50 (§4, iOS 26).
    case spacingHidden = "UISV-spacing-hidden"
    /// A hidden item's length along the axis collapsed to 0 (§4).
    case hiding = "UISV-hiding"
    /// fillEqually's equal lengths, and equalSpacing's equal gaps (§2).
    case fillEqually = "UISV-fill-equally"
    /// fillProportionally's share of the canvas per item (§2).
    case fillProportionally = "UISV-fill-proportionally"
    /// A gap guide's edges against its neighbours (equalSpacing,
    /// equalCentering, §2).
    case distributingEdge = "UISV-distributing-edge"
    /// A multi-line label's share of a horizontal fill stack's width (§3).
    case textWidthDisambiguation = "UISV-text-width-disambiguation"
    /// Every item against the first arranged item across the axis (§5).
    case alignment = "UISV-alignment"
    /// The alignment spanner against each visible item (§5).
    case spanningBoundary = "UISV-spanning-boundary"
    /// The spanner's length across the axis pulled to 0 (§5).
    case spanningFit = "UISV-spanning-fit"
    /// An item's length across the axis pulled to 0 at priority 25 (§5).
    case ambiguitySuppression = "UISV-ambiguity-suppression"

    /// UIKit's spelling, the constraint's `identifier`.
    public var identifier: String { rawValue }

    /// fillEqually or fillProportionally: a distribution that sizes items.
    public var isFill: Bool { self == .fillEqually || self == .fillProportionally }
}

extension LayoutConstraint {
    /// The stack rule that generated this constraint; nil for the app's
    /// constraints and those of other system views.
    public var stackIdentifier: StackConstraintIdentifier? { systemIdentifier as? StackConstraintIdentifier }
}
