import Geometry

/// The comparison behind `check`: each recorded frame against the frame
/// StackLab lays the view out at, as Xcode's misplaced-view warnings
/// compare a view's frame with the one its constraints give.
public struct DocumentCheck: Sendable {
    /// How far a frame may be from the recorded one, per edge: 0.25 pt.
    public static let tolerance = 0.25

    public struct Difference: Sendable, Equatable {
        public var view: RecordedView
        public var recorded: Rect
        public var laidOut: Rect
        /// IB marked the view misplaced or ambiguous: its recorded frame
        /// does not follow from its constraints in Xcode either.
        public var markedByIB: Bool { view.misplaced || view.ambiguous }
    }

    /// Every view with a recorded frame, in document order.
    public var compared: [RecordedView]
    public var differences: [Difference]
    /// Views with a recorded frame that the scene does not lay out (left
    /// out of the window).
    public var notLaidOut: [RecordedView]

    public var agreeing: Int { compared.count - differences.count - notLaidOut.count }

    /// Compares `document`'s recorded frames with `frames` (each view's
    /// frame in its superview, by name; nil for a view outside the window).
    /// The root of a view controller is not compared (it is the screen);
    /// a top-level view or cell is compared by size only (IB places it on
    /// its canvas, StackLab at the window's origin).
    public init(_ document: OpenedDocument, frames: (String) -> Rect?) {
        var compared: [RecordedView] = [], differences: [Difference] = [], missing: [RecordedView] = []
        let topLevel = document.root.kind == .viewController ? nil : document.root.id
        for v in document.recorded where v.name != "root" {
            guard var recorded = v.frame else { continue }
            compared.append(v)
            guard var laid = frames(v.name) else {
                missing.append(v)
                continue
            }
            if v.ibID == topLevel {
                recorded.origin = .zero
                laid.origin = .zero
            }
            if !Self.agrees(recorded, laid) {
                differences.append(Difference(view: v, recorded: recorded, laidOut: laid))
            }
        }
        self.compared = compared
        self.differences = differences
        notLaidOut = missing
    }

    public static func agrees(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    /// `N views: M agree, K differ` (and those not laid out).
    public var summary: String {
        var s = "\(compared.count) view\(compared.count == 1 ? "" : "s"): \(agreeing) agree, \(differences.count) differ"
        if !notLaidOut.isEmpty { s += ", \(notLaidOut.count) not laid out" }
        return s
    }
}
