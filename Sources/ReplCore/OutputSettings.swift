/// What the session prints besides answers and diagnostics, like psql's
/// `\pset` or sqlite3's `.mode`: set by the `output` command at the prompt
/// and by stacklab's flags at start-up.
public struct OutputSettings: Equatable, Sendable {
    /// When the picture of the screen is drawn after an input that changed it.
    public enum Picture: String, CaseIterable, Sendable {
        /// When output goes to a terminal (``OutputStyle/picture``).
        case auto
        case on, off
    }

    public var picture = Picture.auto
    /// Whether each moved view's old → new frame is listed.
    public var changes = true
    public var timeline = TimelineOutput.summary
    /// The width everything printed is folded to, at word boundaries, and
    /// pictures and tables fit: nil (`width=auto`) for the terminal's width,
    /// or off a terminal `$COLUMNS`, else 80 (``Session/automaticColumns``).
    public var width: Int? = nil

    /// The widths `width=N` takes.
    public static let widths = 40...1000

    public init(picture: Picture = .auto, changes: Bool = true, timeline: TimelineOutput = .summary, width: Int? = nil) {
        self.picture = picture
        self.changes = changes
        self.timeline = timeline
        self.width = width
    }

    /// `picture=auto changes=on timeline=summary width=auto`, as `output` prints it.
    public var description: String {
        "picture=\(picture.rawValue) changes=\(changes ? "on" : "off") timeline=\(timeline.rawValue) width=\(width.map(String.init) ?? "auto")"
    }

    /// `style` as these settings narrow it: change reports only when both
    /// ask; pictures when asked `on`, or `auto` and the caller draws at a
    /// terminal (a caller that wants no reports at all gets no pictures).
    func narrowing(_ style: OutputStyle) -> OutputStyle {
        var s = style
        s.reportChanges = style.reportChanges && changes
        s.picture = style.reportChanges && (picture == .on || (picture == .auto && style.picture))
        return s
    }
}
