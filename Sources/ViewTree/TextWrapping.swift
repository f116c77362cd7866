import Geometry

/// Multi-line labels: what wraps, and at which width (uikit-stackview.md
/// §14.2).
extension ControlKind {
    /// Whether the kind is a label that may take more than one line
    /// (`numberOfLines` 0 or > 1): its intrinsic height depends on the width
    /// the layout gives it.
    public var isMultilineLabel: Bool {
        if case let .label(_, _, lines) = self { return lines != 1 }
        return false
    }
}
