import Geometry
import TerminalText

extension Timeline {
    /// A one-line summary: `0.25 s easeInOut at 60 fps, 16 samples; moving: a, b, sv (contentOffset)`.
    public var summary: String {
        var text = "\(formatNumber(duration)) s \(curve) at \(fps) fps, \(samples.count) sample\(samples.count == 1 ? "" : "s")"
        let moving = viewNames + scrollViewNames.map { "\($0) (contentOffset)" }
        text += moving.isEmpty ? "; nothing moves" : "; moving: " + moving.joined(separator: ", ")
        return text
    }

    /// The timeline as an aligned table: one row per sample time, one column
    /// per moving view (its frame as `{{x, y}, {w, h}}`), an extra
    /// `NAME.alpha` column for views whose alpha changes, and a
    /// `NAME.contentOffset` column per moving scroll view.
    ///
    /// ```
    ///     t  a                     b
    ///     0  {{0,  0}, {100, 50}}  {{0, 50}, {100, 50}}
    /// 0.017  {{0,  …
    /// ```
    ///
    /// Times are right-aligned. With `alignNumbers` (the default) every
    /// number inside a column's frames is right-aligned in its slot, so the
    /// digits that change stay in place from row to row; without it frames
    /// are printed exactly as `NSStringFromCGRect` does. Lines carry no
    /// trailing spaces and are joined by `"\n"` (no final newline). A
    /// timeline where nothing moves renders as `(nothing moves)`.
    public func table(alignNumbers: Bool = true) -> String {
        guard !isEmpty else { return "(nothing moves)" }
        // Columns: header, then one array of number slots per row.
        var columns: [(header: String, kind: ColumnKind, rows: [[String]])] = []
        for (index, name) in viewNames.enumerated() {
            let frames = samples.map { sample -> [String] in
                let f = sample.views[index].frame
                return [f.origin.x, f.origin.y, f.size.width, f.size.height].map(formatNumber)
            }
            columns.append((name, .rect, frames))
            let alphas = samples.map { $0.views[index].alpha }
            if alphas.contains(where: { $0 != alphas[0] }) {
                columns.append(("\(name).alpha", .number, alphas.map { [formatNumber($0)] }))
            }
        }
        for (index, name) in scrollViewNames.enumerated() {
            let offsets = samples.map { sample -> [String] in
                let p = sample.scrollViews[index].contentOffset
                return [formatNumber(p.x), formatNumber(p.y)]
            }
            columns.append(("\(name).contentOffset", .point, offsets))
        }

        var cells: [[String]] = [["t"] + columns.map(\.header)]
        for rowIndex in samples.indices {
            cells.append([formatNumber(samples[rowIndex].t)])
        }
        for column in columns {
            let slotCount = column.rows.first?.count ?? 0
            var slotWidths = Array(repeating: 0, count: slotCount)
            if alignNumbers {
                for row in column.rows {
                    for (slot, text) in row.enumerated() { slotWidths[slot] = max(slotWidths[slot], displayWidth(text)) }
                }
            }
            for (rowIndex, row) in column.rows.enumerated() {
                let padded = row.enumerated().map { slot, text in padLeft(text, to: slotWidths[slot]) }
                cells[rowIndex + 1].append(column.kind.render(padded))
            }
        }

        var widths = Array(repeating: 0, count: cells[0].count)
        for row in cells {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], displayWidth(cell)) }
        }
        return cells.map { row in
            var line = ""
            for (i, cell) in row.enumerated() {
                if i == 0 {
                    line += padLeft(cell, to: widths[0])
                } else {
                    line += "  " + (i == row.count - 1 ? cell : padRight(cell, to: widths[i]))
                }
            }
            return line
        }.joined(separator: "\n")
    }

    /// A compact picture of the moving edges for a terminal: one line per
    /// sample, each moving view's span along `axis` drawn as a bar in a lane
    /// of `width` cells.
    ///
    /// The first line names the axis, the coordinate range the lane covers
    /// and each view's fill glyph (`█`, `▓`, `▒`, `░`, in turn); views are
    /// drawn in the timeline's order, so subviews listed after their
    /// superview are drawn over it. A span of zero length (a view shrunk to
    /// nothing) shows as `│`. Without `axis`, the axis along which the
    /// views' edges travel farther is used (vertical on a tie).
    ///
    /// The frames are drawn as stored, so the picture is meaningful when they
    /// share one coordinate space: for nested views, sample a timeline of
    /// screen (window) frames for the bars.
    ///
    /// ```
    /// y 0…100: █ a  ▓ b
    ///     0 │█████▓▓▓▓▓│
    /// 0.017 │█████▓▓▓▓▓│
    /// ```
    ///
    /// - Parameters:
    ///   - width: The lane's width in cells; at least 4 are used.
    ///   - axis: The axis to draw.
    public func bars(width: Int = 40, axis: Axis? = nil) -> String {
        let width = max(width, 4)
        guard !viewNames.isEmpty else { return "(no view moves)" }
        let axis = axis ?? dominantAxis()
        var low = Double.infinity
        var high = -Double.infinity
        for sample in samples {
            for view in sample.views {
                low = min(low, view.frame.min(axis))
                high = max(high, view.frame.max(axis))
            }
        }
        if !(high > low) { high = low + 1 }
        let cell = (high - low) / Double(width)
        let glyphs: [Character] = ["█", "▓", "▒", "░"]
        let legend = viewNames.enumerated().map { "\(glyphs[$0.offset % glyphs.count]) \($0.element)" }
        var lines = ["\(axis == .horizontal ? "x" : "y") \(formatNumber(low))…\(formatNumber(high)): " + legend.joined(separator: "  ")]
        let timeWidth = samples.map { displayWidth(formatNumber($0.t)) }.max() ?? 1
        for sample in samples {
            var lane = Array(repeating: Character(" "), count: width)
            for (index, view) in sample.views.enumerated() {
                let a = (view.frame.min(axis) - low) / cell
                let b = (view.frame.max(axis) - low) / cell
                let first = min(max(Int((a + 1e-9).rounded(.down)), 0), width - 1)
                let last = min(max(Int((b - 1e-9).rounded(.up)) - 1, 0), width - 1)
                if view.frame.length(axis) == 0 || last < first {
                    lane[first] = "│"
                } else {
                    for i in first...last { lane[i] = glyphs[index % glyphs.count] }
                }
            }
            lines.append(padLeft(formatNumber(sample.t), to: timeWidth) + " │" + String(lane) + "│")
        }
        return lines.joined(separator: "\n")
    }

    /// The axis along which the views' edges travel farther over the whole
    /// timeline (vertical on a tie).
    func dominantAxis() -> Axis {
        guard let first = samples.first else { return .vertical }
        func travel(_ axis: Axis) -> Double {
            var total = 0.0
            for index in first.views.indices {
                // Extent of each edge's movement over all samples.
                var minLow = Double.infinity, minHigh = -Double.infinity
                var maxLow = Double.infinity, maxHigh = -Double.infinity
                for sample in samples {
                    let f = sample.views[index].frame
                    minLow = min(minLow, f.min(axis)); minHigh = max(minHigh, f.min(axis))
                    maxLow = min(maxLow, f.max(axis)); maxHigh = max(maxHigh, f.max(axis))
                }
                total += (minHigh - minLow) + (maxHigh - maxLow)
            }
            return total
        }
        return travel(.horizontal) > travel(.vertical) ? .horizontal : .vertical
    }
}

/// How a table column prints its number slots.
enum ColumnKind {
    case rect, point, number

    func render(_ slots: [String]) -> String {
        switch self {
        case .rect: return "{{\(slots[0]), \(slots[1])}, {\(slots[2]), \(slots[3])}}"
        case .point: return "{\(slots[0]), \(slots[1])}"
        case .number: return slots[0]
        }
    }
}
