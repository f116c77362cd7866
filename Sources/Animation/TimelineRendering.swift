import Geometry
import TerminalText

extension Timeline {
    /// A one-line summary: `0.25 s easeInOut at 60 fps, 16 samples; moving: a, b, sv (contentOffset)`.
    public var summary: String {
        var text = "\(formatNumber(duration)) s \(curve) at \(fps) fps, \(times.count) sample\(times.count == 1 ? "" : "s")"
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
        let rows = Array(times.indices)
        let columns = columns(at: rows).map { $0.rendered(alignNumbers: alignNumbers) }
        var text: [UInt8] = []
        layOut(columns, times: times(at: rows), into: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The samples a summary shows: the nearest to t = 0, ¼, ½, ¾ of the
    /// duration and the end (each once, in time order; of two equally near,
    /// the earlier).
    public var keySampleIndices: [Int] {
        guard !times.isEmpty else { return [] }
        var indices: [Int] = []
        for quarter in 0...4 {
            let target = duration * Double(quarter) / 4
            var best = 0
            for (i, t) in times.enumerated() where abs(t - target) < abs(times[best] - target) - 1e-9 {
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
        let all = columns(at: rows).map { $0.rendered(alignNumbers: true) }
        // The `t` column, written once for every group.
        let timeColumn = self.times(at: rows)
        let timeWidth = timeColumn.width
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
        var text: [UInt8] = []
        text.reserveCapacity(groups.count * (rows.count + 2) * (width + 1))
        for (i, group) in groups.enumerated() {
            if i > 0 { text.append(newline) }
            layOut(group, times: timeColumn, cutTo: width, into: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A column written out for some rows: its header, its cells one after
    /// another in one buffer (UTF-8: the table is written as bytes and made
    /// a `String` once), the columns each takes, and the widest of them.
    struct RenderedColumn {
        var header: String
        var text: [UInt8]
        /// Where each cell ends in ``text``.
        var cellEnds: [Int]
        var width: Int
        var headerWidth: Int
        var cellWidths: [Int]

        /// Cell `i`'s bytes.
        func cell(_ i: Int) -> ArraySlice<UInt8> {
            text[(i == 0 ? 0 : cellEnds[i - 1])..<cellEnds[i]]
        }
    }

    /// One column of the table: a header and the number slots of each row
    /// written out (``columns(at:)``), row after row, as bytes in one
    /// buffer with where each slot ends (``ColumnKind/slots`` a row): a
    /// column of a 500-row `animate` made five lists per cell, then a
    /// `String` per number (issue 28: the summary table was half of an
    /// `animate` at N = 1 000). Slots are numbers as ``formatNumber(_:)``
    /// writes them, ASCII: a slot's width is its byte count.
    struct Column {
        var header: String
        var kind: ColumnKind
        var text: [UInt8] = []
        var ends: [Int] = []

        init(header: String, kind: ColumnKind, capacity rows: Int) {
            self.header = header
            self.kind = kind
            text.reserveCapacity(rows * kind.slots * 6)
            ends.reserveCapacity(rows * kind.slots)
        }

        /// Appends one slot: `value` formatted.
        mutating func append(_ value: Double) {
            appendFormattedNumber(value, to: &text)
            ends.append(text.count)
        }

        /// Slot `i`'s width.
        func measured(_ i: Int) -> Int { ends[i] - (i == 0 ? 0 : ends[i - 1]) }

        /// Its cells (numbers aligned if asked) and its width. A cell's
        /// width is its slots' plus the punctuation
        /// ``ColumnKind/render(_:first:padding:into:)`` adds.
        func rendered(alignNumbers: Bool) -> RenderedColumn {
            let k = kind.slots
            let rows = ends.count / k
            var out: [UInt8] = []
            var cellEnds: [Int] = []
            var cellWidths: [Int] = []
            cellEnds.reserveCapacity(rows)
            cellWidths.reserveCapacity(rows)
            if alignNumbers {
                // The widest slot in each position: aligned, every slot is
                // right-aligned to it.
                var widths = [Int](repeating: 0, count: k)
                for i in ends.indices { widths[i % k] = max(widths[i % k], measured(i)) }
                let width = kind.width(widths)
                out.reserveCapacity(rows * width)
                for r in 0..<rows {
                    kind.render(self, first: r * k, padding: { widths[$0] - measured(r * k + $0) }, into: &out)
                    cellEnds.append(out.count)
                    cellWidths.append(width)
                }
            } else {
                out.reserveCapacity(text.count + rows * 12)
                for r in 0..<rows {
                    kind.render(self, first: r * k, padding: { _ in 0 }, into: &out)
                    cellEnds.append(out.count)
                    cellWidths.append(kind.width((r * k..<r * k + k).map(measured)))
                }
            }
            let headerWidth = displayWidth(header)
            return RenderedColumn(
                header: header, text: out, cellEnds: cellEnds, width: max(headerWidth, cellWidths.max() ?? 0),
                headerWidth: headerWidth, cellWidths: cellWidths)
        }
    }

    /// The `t` column: its header and the times of the samples at `rows`,
    /// each with its width, and the widest.
    struct Times {
        var texts: [String]
        var widths: [Int]
        var width: Int
    }

    func times(at rows: [Int]) -> Times {
        let texts = ["t"] + rows.map { formatNumber(times[$0]) }
        let widths = texts.map(displayWidth)
        return Times(texts: texts, widths: widths, width: widths.max() ?? 1)
    }

    /// The columns of the table, in order: each moving view's frame (and
    /// alpha when it changes), then each moving scroll view's offset, with
    /// the slots of the samples at `rows` only, in that order: a summary
    /// shows 5 of 60 samples, and writing every number of every sample was
    /// most of an `animate` that moves 500 rows.
    func columns(at rows: [Int]) -> [Column] {
        var columns: [Column] = []
        columns.reserveCapacity(views.count + scrollViews.count)
        for track in views {
            var frames = Column(header: track.name, kind: .rect, capacity: rows.count)
            for r in rows {
                let f = track.frames[r]
                frames.append(f.origin.x)
                frames.append(f.origin.y)
                frames.append(f.size.width)
                frames.append(f.size.height)
            }
            columns.append(frames)
            if track.alphaChanges {
                var alphas = Column(header: "\(track.name).alpha", kind: .number, capacity: rows.count)
                for r in rows { alphas.append(track.alphas[r]) }
                columns.append(alphas)
            }
        }
        for track in scrollViews {
            var offsets = Column(header: "\(track.name).contentOffset", kind: .point, capacity: rows.count)
            for r in rows {
                let p = track.contentOffsets[r]
                offsets.append(p.x)
                offsets.append(p.y)
            }
            columns.append(offsets)
        }
        return columns
    }

    /// Appends `columns` over the samples at `rows` to `text` (UTF-8),
    /// under a header line, the times right-aligned first, lines joined by
    /// `"\n"` (one before the first when `text` is not empty); no trailing
    /// spaces. With `cutTo`, a line wider than that is cut with `…`
    /// (``truncated(_:to:)``; the widths are known, so a line that fits is
    /// not measured again).
    func layOut(_ columns: [RenderedColumn], times: Times, cutTo limit: Int? = nil, into text: inout [UInt8]) {
        let timeWidth = times.width
        for row in times.texts.indices {
            if !text.isEmpty { text.append(newline) }
            let start = text.count
            text.append(contentsOf: repeatElement(space, count: timeWidth - times.widths[row]))
            text.append(contentsOf: times.texts[row].utf8)
            var used = timeWidth
            for (i, column) in columns.enumerated() {
                text.append(space)
                text.append(space)
                let w: Int
                if row == 0 {
                    text.append(contentsOf: column.header.utf8)
                    w = column.headerWidth
                } else {
                    text.append(contentsOf: column.cell(row - 1))
                    w = column.cellWidths[row - 1]
                }
                used += 2 + w
                if i < columns.count - 1 && w < column.width {
                    text.append(contentsOf: repeatElement(space, count: column.width - w))
                    used += column.width - w
                }
            }
            if let limit, used > limit {
                let line = String(decoding: text[start...], as: UTF8.self)
                text.removeSubrange(start...)
                text.append(contentsOf: truncated(line, to: limit).utf8)
            }
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
        for track in views {
            for frame in track.frames {
                low = min(low, frame.min(axis))
                high = max(high, frame.max(axis))
            }
        }
        if !(high > low) { high = low + 1 }
        let cell = (high - low) / Double(width)
        let glyphs: [Character] = ["█", "▓", "▒", "░"]
        let legend = viewNames.enumerated().map { "\(glyphs[$0.offset % glyphs.count]) \($0.element)" }
        var lines = ["\(axis == .horizontal ? "x" : "y") \(formatNumber(low))…\(formatNumber(high)): " + legend.joined(separator: "  ")]
        let timeWidth = times.map { displayWidth(formatNumber($0)) }.max() ?? 1
        for (i, t) in times.enumerated() {
            var lane = Array(repeating: Character(" "), count: width)
            for (index, track) in views.enumerated() {
                let frame = track.frames[i]
                let a = (frame.min(axis) - low) / cell
                let b = (frame.max(axis) - low) / cell
                let first = min(max(Int((a + 1e-9).rounded(.down)), 0), width - 1)
                let last = min(max(Int((b - 1e-9).rounded(.up)) - 1, 0), width - 1)
                if frame.length(axis) == 0 || last < first {
                    lane[first] = "│"
                } else {
                    for i in first...last { lane[i] = glyphs[index % glyphs.count] }
                }
            }
            lines.append(padLeft(formatNumber(t), to: timeWidth) + " │" + String(lane) + "│")
        }
        return lines.joined(separator: "\n")
    }

    /// The axis along which the views' edges travel farther over the whole
    /// timeline (vertical on a tie).
    func dominantAxis() -> Axis {
        guard !times.isEmpty else { return .vertical }
        func travel(_ axis: Axis) -> Double {
            var total = 0.0
            for track in views {
                // Extent of each edge's movement over all samples.
                var minLow = Double.infinity, minHigh = -Double.infinity
                var maxLow = Double.infinity, maxHigh = -Double.infinity
                for f in track.frames {
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

private let space = UInt8(ascii: " ")
private let newline = UInt8(ascii: "\n")

/// How a table column prints its number slots.
enum ColumnKind {
    case rect, point, number

    /// How many number slots a cell has.
    var slots: Int {
        switch self {
        case .rect: return 4
        case .point: return 2
        case .number: return 1
        }
    }

    /// The punctuation before slot `i` (after the last: `i == slots`).
    private func punctuation(_ i: Int) -> StaticString {
        switch (self, i) {
        case (.rect, 0): return "{{"
        case (.rect, 2): return "}, {"
        case (.rect, 4): return "}}"
        case (.rect, _): return ", "
        case (.point, 0): return "{"
        case (.point, 1): return ", "
        case (.point, _): return "}"
        case (.number, _): return ""
        }
    }

    /// Appends the cell of the ``slots`` slots of `column` from `first`
    /// on, with their punctuation (UTF-8), each after `padding(i)` spaces
    /// (right-aligned slots are padded in place, with no padded copy of
    /// each).
    func render(_ column: Timeline.Column, first: Int, padding: (Int) -> Int, into out: inout [UInt8]) {
        for i in 0..<slots {
            Self.put(punctuation(i), into: &out)
            let pad = padding(i)
            if pad > 0 { out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: pad)) }
            let slot = first + i
            out.append(contentsOf: column.text[(slot == 0 ? 0 : column.ends[slot - 1])..<column.ends[slot]])
        }
        Self.put(punctuation(slots), into: &out)
    }

    private static func put(_ ascii: StaticString, into out: inout [UInt8]) {
        ascii.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// The columns ``render(_:)`` takes for slots `widths` columns wide
    /// (its punctuation is ASCII, a column a character).
    func width<C: Collection<Int>>(_ widths: C) -> Int {
        let slots = widths.reduce(0, +)
        switch self {
        case .rect: return slots + 12
        case .point: return slots + 4
        case .number: return slots
        }
    }
}
