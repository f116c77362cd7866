import Geometry
import ViewTree

/// Where the overlay writes the views' names so that no name overprints
/// another (the wireframe export wrote "outer" over "row1" and "userLabel"
/// over "userRow").
///
/// Each name is a box as wide as its text in the 9-pt system font (the
/// font's advances, ``Font/advance(of:)``) and 10 pt tall. Views are taken
/// smallest first (a small view has the fewest places); each name goes to
/// the first of these places that overlaps no name placed before and stays
/// on the screen: inside its frame at the top left, top right, bottom left,
/// bottom right, then just outside above and below it. A name with no such
/// place is left out and listed (``Placement/unplaced``).
public enum NameOverlay {
    public struct Label: Sendable {
        public var name: String
        public var box: Rect
    }

    public struct Placement: Sendable {
        public var labels: [Label]
        public var unplaced: [String]
    }

    /// The width of `name` in the 9-pt overlay font, with 1 pt either side.
    static func width(_ name: String, fontSize: Double) -> Double {
        let font = Font.system(fontSize)
        return name.reduce(0) { $0 + font.advance(of: $1) } + 2
    }

    /// - Parameter obstacles: What a name should not cover (the texts the
    ///   phone shows); a name with no place clear of them may cover them,
    ///   never another name.
    public static func place(_ views: [(name: String, frame: Rect)], screen: Rect, fontSize: Double = 9,
                             obstacles: [Rect] = []) -> Placement
    {
        let height = fontSize + 1
        let order = views.indices.sorted {
            let a = views[$0].frame.size.width * views[$0].frame.size.height
            let b = views[$1].frame.size.width * views[$1].frame.size.height
            return (a, $0) < (b, $1)
        }
        var placed: [Int: Rect] = [:]
        var unplaced: [Int] = []
        for i in order {
            let f = views[i].frame
            let w = width(views[i].name, fontSize: fontSize)
            let candidates = [
                Point(x: f.minX, y: f.minY), Point(x: f.maxX - w, y: f.minY),
                Point(x: f.minX, y: f.maxY - height), Point(x: f.maxX - w, y: f.maxY - height),
                Point(x: f.minX, y: f.minY - height), Point(x: f.minX, y: f.maxY),
                Point(x: f.maxX - w, y: f.minY - height), Point(x: f.maxX - w, y: f.maxY),
            ]
            var chosen: Rect? = nil
            for avoidingTexts in [true, false] where chosen == nil {
                for c in candidates {
                    let x = min(max(c.x, screen.minX), screen.maxX - w)
                    let y = min(max(c.y, screen.minY), screen.maxY - height)
                    let box = Rect(x: x, y: y, width: w, height: height)
                    if avoidingTexts && obstacles.contains(where: { $0.overlaps(box) }) { continue }
                    if placed.values.allSatisfy({ !$0.overlaps(box) }) {
                        chosen = box
                        break
                    }
                }
            }
            if let chosen { placed[i] = chosen } else { unplaced.append(i) }
        }
        return Placement(
            labels: views.indices.compactMap { i in placed[i].map { Label(name: views[i].name, box: $0) } },
            unplaced: unplaced.sorted().map { views[$0].name })
    }
}

extension Rect {
    /// Whether the two rectangles share some area (touching edges do not).
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX - 1e-9 && other.minX < maxX - 1e-9 && minY < other.maxY - 1e-9 && other.minY < maxY - 1e-9
    }
}
