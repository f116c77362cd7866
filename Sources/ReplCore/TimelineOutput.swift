import Animation

/// How `animate` prints its timeline.
public enum TimelineOutput: String, CaseIterable, Sendable {
    /// The key samples (t = 0, ¼, ½, ¾, end) fitted to the terminal's width:
    /// ``Animation/Timeline/summaryTable(width:)``.
    case summary
    /// Every sample: ``Animation/Timeline/table(alignNumbers:)``.
    case table
    /// Only the one-line heading (`dump timeline` still has every sample).
    case off

    /// The timeline as this setting prints it, for a terminal `width` wide;
    /// nil when it prints nothing.
    func text(of timeline: Timeline, width: Int) -> String? {
        switch self {
        case .summary: return timeline.summaryTable(width: width)
        case .table: return timeline.table()
        case .off: return nil
        }
    }
}
