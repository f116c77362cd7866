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

    /// Whether a horizontal stack counts the kind among its multi-line text
    /// items, which share its width out (UISV-text-width-disambiguation,
    /// uikit-stackview.md §1.6, §14.1): a multi-line label, and a
    /// configuration button, whose title may wrap. Evidence for the
    /// buttons: a public Xcode 14 storyboard (SiliconLabsSoftware's
    /// `Cluster.storyboard`) records every fill row of two or three
    /// configuration buttons ("ON", "OFF", "Toggle"; "Open", "Close") in
    /// equal widths, the canvas's share each (95 of 325 − 40; 147.5 of
    /// 315 − 20), where their titles would give the slack to one.
    public var sharesTextWidth: Bool {
        switch self {
        case let .label(_, _, lines): return lines != 1
        case let .button(_, _, _, _, _, configured): return configured
        default: return false
        }
    }
}

/// How a multi-line label's text is laid out at its current wrap width.
public struct TextWrap: Hashable, Sendable {
    /// The lines shown.
    public var lines: Int
    /// The lines the text would take without the `numberOfLines` cap.
    public var uncappedLines: Int
    /// The width wrapped at (the label's width after the last layout pass).
    public var width: Double
    /// `numberOfLines`: 0 for as many as the text needs.
    public var limit: Int
    /// One line's height in the label's font (`UIFont.lineHeight`).
    public var lineHeight: Double
    /// The text of each line shown, as the wrap broke it.
    public var texts: [String] = []
}

extension View {
    /// The label's wrap at its ``wrapWidth`` (uikit-stackview.md
    /// §14.2), after layout; nil for anything but a multi-line label, and
    /// before its first layout.
    public var textWrap: TextWrap? {
        layoutIfNeeded()
        guard case let .label(text, font, limit) = kind, limit != 1, intrinsicSizeOverride == nil,
            let width = wrapWidth
        else { return nil }
        let shown = TextMetrics.layout(text, font: font, lines: limit, maxWidth: width)
        let all = TextMetrics.layout(text, font: font, lines: 0, maxWidth: width).count
        return TextWrap(lines: shown.count, uncappedLines: all, width: width, limit: limit, lineHeight: font.lineHeight,
                        texts: shown.map(\.text))
    }
}
