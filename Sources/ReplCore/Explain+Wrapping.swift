import Geometry
import ViewTree

extension Explainer {
    /// For a multi-line label: how many lines its text wraps to, at which
    /// width, and the height that makes (uikit-stackview.md §14.2), e.g.
    /// "its text wraps to 5 lines at 343 pt (lines=0: as many as it needs):
    /// 5 × 20.287 = 101.43, rounded up to the pixel grid".
    func wrapNote() -> [String] {
        guard let wrap = view.textWrap else { return [] }
        let n = wrap.lines
        let why: String
        if wrap.limit == 0 {
            why = "lines=0: as many as it needs"
        } else if wrap.uncappedLines > wrap.limit {
            why = "capped by lines=\(wrap.limit); it would take \(wrap.uncappedLines)"
        } else {
            why = "lines=\(wrap.limit) allows up to \(wrap.limit)"
        }
        let height = Double(n) * wrap.lineHeight
        return ["its text wraps to \(n) line\(n == 1 ? "" : "s") at \(formatNumber(wrap.width)) pt, the width the layout gives it (\(why)): "
            + "height \(n) × \(formatNumber(wrap.lineHeight)) = \(formatNumber(height)), rounded up to the pixel grid"]
    }
}
