/// Where the edges of the picture's boxes land on a grid of character cells.
///
/// A uniform scale loses what a reader looks for at 5–20 pt per cell: a
/// 10-pt gap between two views rounds to nothing, and a view flush with its
/// superview draws its border over the superview's. So the edges of one axis
/// are placed in order, each at its scaled position but at least one cell
/// after the edge before it when the two must stay apart:
///
/// - edges at different positions (0.5 pt or more apart) always stay apart,
///   so a thin view never vanishes, and space between boxes (a gap between
///   siblings, a subview inset in its superview) keeps a blank cell, so a
///   gap of 8–10 pt stays visible at 20 pt per line;
/// - at one position, the opening (left or top) edges of nested boxes are
///   placed outer first, one cell apart, and their closing edges inner first,
///   so nesting stays visible; a box that ends where a sibling begins shares
///   the cell with it (touching views share a border).
///
/// The grid may then be wider than the plain scale asks; ``fit(_:cells:)``
/// looks for the finest scale at which it still fits, and gives up the
/// separations (nesting first) before it gives up fitting.
///
/// Whatever the separations, the picture stays to scale: one scale per
/// axis, every edge within a cell of its scaled position and every box
/// within a cell of its scaled length (a 31-pt switch was drawn 7 lines
/// tall at 19.1 pt a line, taller than a 100-pt image). A separation that
/// would push a box further is given up for that edge: the boxes then
/// share a border, and a name with no room goes to the legend.
struct PictureEdges {
    /// One edge of a box on one axis.
    struct Edge: Equatable {
        /// In points.
        var position: Double
        /// A left or top edge (else right or bottom).
        var opens: Bool
        /// Nesting depth of its box: 0 for the screen.
        var depth: Int
    }

    /// How far apart the edges are kept.
    enum Separation: CaseIterable {
        /// Different positions and nesting levels apart (the full picture).
        case nesting
        /// Different positions apart; nested boxes may share a border.
        case positions
        /// Plain rounding of the scaled positions.
        case none
    }

    /// Positions closer than this are one position.
    static let samePosition = 0.5

    var edges: [Edge]

    /// The cell of each edge (in the order of ``edges``) at `pointsPerCell`,
    /// none beyond `limit`: edges pushed past it by the separations are
    /// pulled back into the room the edges before them leave (a cell below
    /// 0 in the result means they do not fit).
    func cells(pointsPerCell unit: Double, separation: Separation, limit: Int) -> [Int] {
        guard !edges.isEmpty else { return [] }
        let byPosition = edges.indices.sorted { (edges[$0].position, $0) < (edges[$1].position, $1) }
        // Runs of positions within `samePosition` of the one before share a
        // cluster; a cluster is placed at its first position.
        var cluster = Array(repeating: 0, count: edges.count)
        var clusterStart: [Double] = []
        var previous = -Double.infinity
        for i in byPosition {
            if edges[i].position - previous >= Self.samePosition || clusterStart.isEmpty {
                clusterStart.append(edges[i].position)
            }
            cluster[i] = clusterStart.count - 1
            previous = edges[i].position
        }
        // Within a cluster: closing edges inner first, then opening edges
        // outer first; ties keep the input order.
        let order = edges.indices.sorted { a, b in
            let x = edges[a], y = edges[b]
            if cluster[a] != cluster[b] { return cluster[a] < cluster[b] }
            if x.opens != y.opens { return !x.opens }
            let dx = x.opens ? x.depth : -x.depth, dy = y.opens ? y.depth : -y.depth
            return (dx, a) < (dy, b)
        }
        // How many cells apart each edge must be from the one before it.
        var apart = Array(repeating: 0, count: order.count)
        for k in order.indices.dropFirst() {
            let p = order[k - 1], i = order[k]
            let newPosition = cluster[p] != cluster[i]
            // Space between two edges (a gap between boxes, or a box inset
            // in another) keeps a blank cell; a box's inside needs none.
            let space = newPosition && !(edges[p].opens && !edges[i].opens)
            switch separation {
            case .none: apart[k] = 0
            case .positions: apart[k] = newPosition ? (space ? 2 : 1) : 0
            case .nesting:
                apart[k] = newPosition ? (space ? 2 : 1)
                    : (edges[p].opens == edges[i].opens && edges[p].depth != edges[i].depth ? 1 : 0)
            }
        }
        // The innermost of nested edges keeps its place: opening edges
        // outside it are placed before it (closing edges are already placed
        // inner first), so a control keeps the cells its text needs.
        var pullBack = Array(repeating: 0, count: order.count)
        for k in order.indices.reversed() where edges[order[k]].opens {
            if k + 1 < order.count, cluster[order[k + 1]] == cluster[order[k]], edges[order[k + 1]].opens {
                pullBack[k] = pullBack[k + 1] + apart[k + 1]
            }
        }
        var result = Array(repeating: 0, count: edges.count)
        var placed = Array(repeating: false, count: edges.count)
        for (k, i) in order.enumerated() {
            let base = Int((clusterStart[cluster[i]] / unit).rounded()) - pullBack[k]
            var cell = k == 0 ? max(base, 0) : max(base, result[order[k - 1]] + apart[k])
            // To scale: a box stays within a cell of its scaled length (its
            // other edge, ``partner(of:)``, placed already) and an edge
            // within ``positionSlack`` cells of its scaled position; a
            // separation that would push it further is given up here (the
            // boxes share a border).
            let at = edges[i].position / unit
            var lo = at - Self.positionSlack, hi = at + Self.positionSlack
            if let j = Self.partner(of: i, count: edges.count), placed[j] {
                let length = (edges[i].position - edges[j].position) / unit
                lo = max(lo, Double(result[j]) + length - 1)
                hi = min(hi, Double(result[j]) + length + 1)
            }
            let low = Int((lo - 1e-9).rounded(.up)), high = Int((hi + 1e-9).rounded(.down))
            if low <= high { cell = min(max(cell, low), high) }
            // What was given up is given up when fitting the limit too.
            if k > 0 { apart[k] = min(apart[k], max(0, cell - result[order[k - 1]])) }
            result[i] = cell
            placed[i] = true
        }
        for (k, i) in order.enumerated().reversed() {
            result[i] = min(result[i], k == order.count - 1 ? limit : result[order[k + 1]] - apart[k + 1])
        }
        return result
    }

    /// The other edge of the same box: the edges come in pairs, `2k` opening
    /// and `2k + 1` closing one box (the screen's first).
    static func partner(of i: Int, count: Int) -> Int? {
        let j = i ^ 1
        return j < count ? j : nil
    }

    /// How many cells an edge may move from its scaled position for the
    /// separations: two, so that a view flush with its superview flush with
    /// the screen is still drawn inside both.
    static let positionSlack = 2.0

    /// Whether `cells` draw every box to scale at `unit` points per cell:
    /// its length within one cell of its length in points ÷ `unit`, each
    /// edge within ``positionSlack`` cells of its position ÷ `unit`.
    func isToScale(_ cells: [Int], pointsPerCell unit: Double) -> Bool {
        for i in edges.indices {
            if abs(Double(cells[i]) - edges[i].position / unit) > Self.positionSlack + 1e-9 { return false }
            if let j = Self.partner(of: i, count: edges.count), j > i {
                let drawn = Double(cells[j] - cells[i]), length = (edges[j].position - edges[i].position) / unit
                if abs(drawn - length) > 1 + 1e-9 { return false }
            }
        }
        return true
    }

    /// The scale of a picture whose two axes must fit: the finest one at
    /// least `minimum` (points per column and per line), at which the
    /// horizontal edges fit `columns` cells and the vertical ones `rows`
    /// cells, keeping as many separations as it can. Returns the scale, the
    /// separation kept and the cells of the edges.
    static func fit(
        horizontal: PictureEdges, columns: Int, vertical: PictureEdges, rows: Int?,
        minimum: (column: Double, row: Double)
    ) -> (column: Double, row: Double, separation: Separation, columns: [Int], rows: [Int]) {
        for separation in Separation.allCases {
            // How much coarser than `minimum` a separation may make the
            // picture before the next, weaker one is tried: little, since a
            // coarser picture has less room for names and texts (the
            // separations give way to scale edge by edge anyway).
            let growth: Double
            switch separation {
            case .nesting, .positions: growth = 1.1
            case .none: growth = 1
            }
            var factor = 1.0
            while factor <= growth + 1e-12 {
                let x = horizontal.cells(pointsPerCell: minimum.column * factor, separation: separation,
                                         limit: columns - 1)
                let y = vertical.cells(pointsPerCell: minimum.row * factor, separation: separation,
                                       limit: (rows ?? Int.max / 2) - 1)
                if (x.min() ?? 0) >= 0 && (y.min() ?? 0) >= 0
                    && horizontal.isToScale(x, pointsPerCell: minimum.column * factor)
                    && vertical.isToScale(y, pointsPerCell: minimum.row * factor)
                {
                    return (minimum.column * factor, minimum.row * factor, separation, x, y)
                }
                factor *= 1.04
            }
        }
        // Plain rounding at `minimum` fits when `minimum` was chosen to fit.
        return (minimum.column, minimum.row, .none,
                horizontal.cells(pointsPerCell: minimum.column, separation: .none, limit: columns - 1),
                vertical.cells(pointsPerCell: minimum.row, separation: .none, limit: (rows ?? Int.max / 2) - 1))
    }
}
