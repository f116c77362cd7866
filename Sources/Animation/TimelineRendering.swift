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
        let rows = Array(samples.indices)
        let columns = columns(at: rows).map { $0.rendered(rows: rows, alignNumbers: alignNumbers) }
        return layOut(columns, rows: rows).joined(separator: "\n")
    }

    /// The samples a summary shows: the nearest to t = 0, ¼, ½, ¾ of the
    /// duration and the end (each once, in time order; of two equally near,
    /// the earlier).
    public var keySampleIndices: [Int] {
        guard !samples.isEmpty else { return [] }
        var indices: [Int] = []
        for quarter in 0...4 {
            let target = duration * Double(quarter) / 4
            var best = 0
            for (i, sample) in samples.enumerated() where abs(sample.t - target) < abs(samples[best].t - target) - 1e-9 {
                best = i
            }
            if !indices.contains(best) { indices.append(best) }
        }
        return indices.sorted()
    }

    /// The timeline for a terminal `width` columns wide: the ``table()`` of
    /// the ``keySampleIndices`` only. When the moving views' columns do not
    /// fit side by side they are wrapped by groups (each with its own `t`
    /// column, a blank line between groups), never by overflowing lines; a
    /// column too wide on its own is cut with `…`.
    ///
    /// ```
    ///     t  a                         b
    ///     0  {{0,   0}, {335, 497}}    {{0, 507}, {335, 100}}
    /// 0.067  …
    /// ```
    public func summaryTable(width: Int) -> String {
        guard !isEmpty else { return "(nothing moves)" }
        let rows = keySampleIndices
        // Each column's cells are written once, then grouped and laid out.
        let all = columns(at: rows).map { $0.rendered(rows: rows, alignNumbers: true) }
        let timeWidth = (["t"] + rows.map { formatNumber(samples[$0].t) }).map(displayWidth).max() ?? 1
        // Greedy groups: as many columns as fit after the `t` column.
        var groups: [[RenderedColumn]] = []
        var used = timeWidth
        for column in all {
            let w = 2 + column.width
            if groups.isEmpty || used + w > width {
                groups.append([column])
                used = timeWidth + w
            } else {
                groups[groups.count - 1].append(column)
                used += w
            }
        }
        var lines: [String] = []
        for (i, group) in groups.enumerated() {
            if i > 0 { lines.append("") }
            lines += layOut(group, rows: rows, cutTo: width)
        }
        return lines.joined(separator: "\n")
    }

    /// A column written out for some rows: its header, one cell per row,
    /// the columns each takes, and the widest of them.
    struct RenderedColumn {
        var header: String
        var cells: [String]
        var width: Int
        var headerWidth: Int
        var cellWidths: [Int]
    }

    /// One column of the table: a header and the number slots of each sample.
    struct Column {
        var header: String
        var kind: ColumnKind
        var slots: [[String]]

        /// Its cells over `rows` (numbers aligned if asked) and its width.
        /// Each slot is measured once: a cell's width is its slots' plus
        /// the punctuation ``ColumnKind/render(_:)`` adds.
        func rendered(rows: [Int], alignNumbers: Bool) -> RenderedColumn {
            let slots = rows.map { self.slots[$0] }
            let measured = slots.map { $0.map(displayWidth) }
            let cells: [String]
            let cellWidths: [Int]
            if alignNumbers {
                let (padded, widths) = Column.aligned(slots, measured: measured)
                cells = padded.map { kind.render($0) }
                let width = kind.width(widths)
                cellWidths = cells.map { _ in width }
            } else {
                cells = slots.map { kind.render($0) }
                cellWidths = measured.map { kind.width($0) }
            }
            let headerWidth = displayWidth(header)
            return RenderedColumn(
                header: header, cells: cells, width: max(headerWidth, cellWidths.max() ?? 0), headerWidth: headerWidth,
                cellWidths: cellWidths)
        }

        /// Each slot right-aligned to the widest in its position (`measured`:
        /// each slot's width), and those widths.
        static func aligned(_ rows: [[String]], measured: [[Int]]) -> ([[String]], [Int]) {
            let count = rows.first?.count ?? 0
            var widths = Array(repeating: 0, count: count)
            for row in measured {
                for (slot, w) in row.enumerated() { widths[slot] = max(widths[slot], w) }
            }
            let padded = zip(rows, measured).map { row, w in
                row.indices.map { i in
                    w[i] < widths[i] ? String(repeating: " ", count: widths[i] - w[i]) + row[i] : row[i]
                }
            }
            return (padded, widths)
        }
    }

    /// The columns of the table, in order: each moving view's frame (and
    /// alpha when it changes), then each moving scroll view's offset. Only
    /// the samples at `rows` are written out (the others' slots are empty):
    /// a summary shows 5 of 60 samples, and writing every number of every
    /// sample was most of an `animate` that moves 500 rows.
    func columns(at rows: [Int]) -> [Column] {
        func slots(_ text: (Timeline.Sample) -> [String]) -> [[String]] {
            var out = Array(repeating: [String](), count: samples.count)
            for row in rows { out[row] = text(samples[row]) }
            return out
        }
        var columns: [Column] = []
        for (index, name) in viewNames.enumerated() {
            let frames = slots { sample in
                let f = sample.views[index].frame
                return [f.origin.x, f.origin.y, f.size.width, f.size.height].map(formatNumber)
            }
            columns.append(Column(header: name, kind: .rect, slots: frames))
            let alpha0 = samples.first?.views[index].alpha
            if samples.contains(where: { $0.views[index].alpha != alpha0 }) {
                columns.append(
                    Column(header: "\(name).alpha", kind: .number, slots: slots { [formatNumber($0.views[index].alpha)] }))
            }
        }
        for (index, name) in scrollViewNames.enumerated() {
            let offsets = slots { sample in
                let p = sample.scrollViews[index].contentOffset
                return [formatNumber(p.x), formatNumber(p.y)]
            }
            columns.append(Column(header: "\(name).contentOffset", kind: .point, slots: offsets))
        }
        return columns
    }

    /// `columns` over the samples at `rows`, under a header line, the times
    /// right-aligned first; no trailing spaces. With `cutTo`, a line wider
    /// than that is cut with `…` (``truncated(_:to:)``; the widths are
    /// known, so a line that fits is not measured again).
    func layOut(_ columns: [RenderedColumn], rows: [Int], cutTo limit: Int? = nil) -> [String] {
        let times = ["t"] + rows.map { formatNumber(samples[$0].t) }
        let timeWidths = times.map(displayWidth)
        let timeWidth = timeWidths.max() ?? 1
        return times.indices.map { line in
            var text = ""
            if timeWidths[line] < timeWidth { text += String(repeating: " ", count: timeWidth - timeWidths[line]) }
            text += times[line]
            var used = max(timeWidth, timeWidths[line])
            for (i, column) in columns.enumerated() {
                let cell = line == 0 ? column.header : column.cells[line - 1]
                let w = line == 0 ? column.headerWidth : column.cellWidths[line - 1]
                text += "  "
                text += cell
                used += 2 + w
                if i < columns.count - 1 && w < column.width {
                    text += String(repeating: " ", count: column.width - w)
                    used += column.width - w
                }
            }
            if let limit, used > limit { return truncated(text, to: limit) }
            return text
        }
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

    /// The columns ``render(_:)`` takes for slots `widths` columns wide
    /// (its punctuation is ASCII, a column a character).
    func width(_ widths: [Int]) -> Int {
        let slots = widths.reduce(0, +)
        switch self {
        case .rect: return slots + 12
        case .point: return slots + 4
        case .number: return slots
        }
    }
}
