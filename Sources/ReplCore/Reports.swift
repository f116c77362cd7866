import Animation
import Geometry
import StackLayout
import ViewTree

func jsonNumbers(_ values: [Double]) -> String {
    "[" + values.map(formatNumber).joined(separator: ",") + "]"
}

extension Session {
    // MARK: dump

    /// `dump`: the scene as one line of JSON (the REPL issue's format).
    func dumpJSON() -> String {
        window.layoutIfNeeded()
        let screen = window.screen
        let traits = screen.traitCollection
        var s = "{\"device\":{\"name\":\(jsonString(deviceName)),\"width\":\(formatNumber(screen.bounds.size.width)),"
        s += "\"height\":\(formatNumber(screen.bounds.size.height)),\"scale\":\(formatNumber(screen.scale)),"
        s += "\"orientation\":\(jsonString(screen.orientation.rawValue)),"
        s += "\"sizeClass\":{\"w\":\(jsonString(traits.horizontalSizeClass.rawValue)),\"h\":\(jsonString(traits.verticalSizeClass.rawValue))}},"
        var views: [String] = []
        var scrolls: [String] = []
        for v in dumpOrder() {
            let inWindow = isInWindow(v)
            let stack = v.superview as? StackView
            let arrangedIndex = stack?.arrangedSubviews.firstIndex { $0 === v }
            let f = inWindow ? v.frame : .zero
            let sf = inWindow ? v.screenFrame : .zero
            var o = "{\"name\":\(jsonString(v.name)),\"kind\":\(jsonString(kindName(of: v))),"
            o += "\"superview\":\(v.superview.map { jsonString($0.name) } ?? "null"),"
            o += "\"arrangedIn\":\(arrangedIndex != nil ? jsonString(stack!.name) : "null"),"
            o += "\"arrangedIndex\":\(arrangedIndex.map(String.init) ?? "null"),"
            o += "\"hidden\":\(v.isHidden),\"alpha\":\(formatNumber(v.alpha)),"
            o += "\"frame\":\(jsonNumbers([f.origin.x, f.origin.y, f.size.width, f.size.height])),"
            o += "\"screenFrame\":\(jsonNumbers([sf.origin.x, sf.origin.y, sf.size.width, sf.size.height]))}"
            views.append(o)
            if let sv = v as? ScrollView {
                let size = inWindow ? sv.contentSize : .zero
                let off = sv.contentOffset, i = sv.contentInset
                scrolls.append(
                    "{\"name\":\(jsonString(v.name)),\"contentSize\":\(jsonNumbers([size.width, size.height])),"
                        + "\"contentOffset\":\(jsonNumbers([off.x, off.y])),"
                        + "\"contentInset\":\(jsonNumbers([i.top, i.left, i.bottom, i.right]))}")
            }
        }
        s += "\"views\":[" + views.joined(separator: ",") + "],"
        s += "\"scrollViews\":[" + scrolls.joined(separator: ",") + "]}"
        return s
    }

    // MARK: Change reports

    /// What changed between two snapshots: each moved or resized view's
    /// old → new frame, shown / hidden views, scroll content sizes.
    func changeReport(from a: Snapshot, to b: Snapshot) -> String {
        var lines: [String] = []
        let old = Dictionary(a.frames.map { ($0.name, $0.frame) }, uniquingKeysWith: { x, _ in x })
        let width = b.frames.map(\.name.count).max() ?? 4
        func pad(_ s: String) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
        for (name, frame) in b.frames {
            let before = old[name] ?? nil
            let wasHidden = a.hidden[name], isHidden = b.hidden[name]
            var note = ""
            if let wasHidden, let isHidden, wasHidden != isHidden { note = isHidden ? "  (hidden)" : "  (shown)" }
            switch (before, frame) {
            case let (x?, y?) where x != y:
                lines.append("  \(pad(name))  \(x) → \(y)\(note)")
            case (nil, let y?):
                lines.append("  \(pad(name))  placed at \(y)\(note)")
            case (_?, nil):
                lines.append("  \(pad(name))  left the screen")
            default:
                if !note.isEmpty, let y = frame { lines.append("  \(pad(name))  \(y)\(note)") }
            }
        }
        let oldSizes = Dictionary(a.contentSizes.map { ($0.name, $0.size) }, uniquingKeysWith: { x, _ in x })
        for (name, size) in b.contentSizes where oldSizes[name] != size {
            let s = byName[name]?.view as? ScrollView
            var scrolls: [String] = []
            if s?.scrollsVertically == true { scrolls.append("vertically") }
            if s?.scrollsHorizontally == true { scrolls.append("horizontally") }
            let how = scrolls.isEmpty ? "does not scroll" : "scrolls " + scrolls.joined(separator: " and ")
            let from = oldSizes[name].map { "\($0)" } ?? "{0, 0}"
            lines.append("  \(pad(name))  contentSize \(from) → \(size), \(how)")
        }
        let oldOffsets = Dictionary(a.offsets.map { ($0.name, $0.offset) }, uniquingKeysWith: { x, _ in x })
        for (name, offset) in b.offsets where oldOffsets[name] != nil && oldOffsets[name] != offset {
            lines.append("  \(pad(name))  contentOffset \(oldOffsets[name]!) → \(offset)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: tree

    /// `tree`: the hierarchy like recursiveDescription.
    func treeText() -> String {
        window.layoutIfNeeded()
        var lines: [String] = []
        func describe(_ v: View, depth: Int) {
            var s = String(repeating: "   | ", count: depth)
            s += "\(v.name) (\(kindName(of: v))) \(v.frame)"
            if let st = v as? StackView {
                let e = st.effectiveValues()
                s += " axis=\(e.axis) distribution=\(e.distribution.rawValue) alignment=\(e.alignment.rawValue) spacing=\(formatNumber(e.spacing))"
            }
            if let sc = v as? ScrollView { s += " contentSize=\(sc.contentSize) contentOffset=\(sc.contentOffset)" }
            if let st = v.superview as? StackView, let i = st.arrangedSubviews.firstIndex(where: { $0 === v }) {
                s += " [arranged \(i)]"
            }
            if v.isHidden { s += " HIDDEN" }
            if v.alpha != 1 { s += " alpha=\(formatNumber(v.alpha))" }
            if v.hasAmbiguousLayout { s += " AMBIGUOUS LAYOUT" }
            lines.append(s)
            for sub in v.subviews { describe(sub, depth: depth + 1) }
        }
        describe(window.rootView, depth: 0)
        let detached = entries.filter { $0.view.superview == nil && !isInWindow($0.view) }
        if !detached.isEmpty { lines.append("not in the window: " + detached.map(\.name).joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    // MARK: constraints

    /// `constraints NAME`: the constraints that refer to the view, by axis.
    func constraintsText(_ view: View) -> String {
        window.layoutIfNeeded()
        var horizontal: [String] = [], vertical: [String] = []
        var all: [LayoutConstraint] = []
        for holder in window.rootView.allViews() { all.append(contentsOf: holder.constraints) }
        for c in all {
            let items = [c.firstItem, c.secondItem].compactMap { $0 }
            let touches = items.contains { item in
                item === view || (item as? LayoutGuide)?.owningView === view
            }
            guard touches else { continue }
            if c.firstAttribute.axis == .horizontal { horizontal.append(c.description) } else { vertical.append(c.description) }
        }
        let ics = view.intrinsicContentSize
        var lines = ["\(view.name) \(view.frame)"]
        lines.append("horizontal:")
        if ics.width != noIntrinsicMetric {
            lines.append("  content size: width \(formatNumber(ics.width)), hugging \(formatNumber(view.contentHugging.horizontal)), compression resistance \(formatNumber(view.compressionResistance.horizontal))")
        }
        lines += horizontal.map { "  " + $0 }
        if horizontal.isEmpty && ics.width == noIntrinsicMetric { lines.append("  (none)") }
        lines.append("vertical:")
        if ics.height != noIntrinsicMetric {
            lines.append("  content size: height \(formatNumber(ics.height)), hugging \(formatNumber(view.contentHugging.vertical)), compression resistance \(formatNumber(view.compressionResistance.vertical))")
        }
        lines += vertical.map { "  " + $0 }
        if vertical.isEmpty && ics.height == noIntrinsicMetric { lines.append("  (none)") }
        return lines.joined(separator: "\n")
    }

    // MARK: The picture

    /// The screen drawn with box characters: every view in the window as a
    /// box with its name inside; hidden views drawn with dotted lines and
    /// their name marked ◌ (not only by colour).
    public func render(columns: Int? = nil, legend: Bool = false) -> String {
        window.layoutIfNeeded()
        var boxes: [PictureBox] = []
        for v in window.rootView.allViews() where v !== window.rootView {
            var hidden = v.isHidden
            var p = v.superview
            while let x = p { if x.isHidden { hidden = true }; p = x.superview }
            boxes.append(PictureBox(frame: v.screenFrame, name: v.name, hidden: hidden))
        }
        return picture(of: boxes, columns: columns, legend: legend)
    }

    /// One box of the picture: a view's frame on the screen.
    struct PictureBox {
        var frame: Rect
        var name: String
        var hidden: Bool
    }

    /// The screen with `boxes` drawn in order, under a one-line caption.
    func picture(of boxes: [PictureBox], columns: Int? = nil, legend: Bool = false) -> String {
        let bounds = window.screen.bounds.size
        let cols = max(8, min(columns ?? (bounds.width > bounds.height ? 64 : 36), 200))
        let ptPerCol = bounds.width / Double(cols)
        let rows = max(4, Int((bounds.height / (ptPerCol * 2)).rounded()))
        let ptPerRow = bounds.height / Double(rows)
        var grid = Array(repeating: Array(repeating: Character(" "), count: cols + 1), count: rows + 1)
        func put(_ r: Int, _ c: Int, _ ch: Character) {
            guard r >= 0, r <= rows, c >= 0, c <= cols else { return }
            grid[r][c] = ch
        }
        func draw(_ frame: Rect, name: String, hidden: Bool) {
            let c0 = Int((frame.origin.x / ptPerCol).rounded()), c1 = Int((frame.maxX / ptPerCol).rounded())
            let r0 = Int((frame.origin.y / ptPerRow).rounded()), r1 = Int((frame.maxY / ptPerRow).rounded())
            let h: Character = hidden ? "┄" : "─", v: Character = hidden ? "┆" : "│"
            if c1 > c0 {
                for c in c0...c1 { put(r0, c, h); put(r1, c, h) }
            }
            if r1 > r0 {
                for r in r0...r1 { put(r, c0, v); put(r, c1, v) }
            }
            if c1 > c0 && r1 > r0 {
                put(r0, c0, "┌"); put(r0, c1, "┐"); put(r1, c0, "└"); put(r1, c1, "┘")
            }
            let label = Array((hidden ? "◌" : "") + name)
            let room = max(0, c1 - c0 - 1)
            let row = r1 - r0 >= 2 ? r0 + 1 : r0
            let start = room > 0 ? c0 + 1 : c0
            for (i, ch) in label.prefix(max(room, hidden ? label.count : 0)).enumerated() { put(row, start + i, ch) }
        }
        for b in boxes { draw(b.frame, name: b.name, hidden: b.hidden) }
        let d = window.screen.device
        var out = ["\(deviceName) \(window.screen.orientation.rawValue) \(formatNumber(bounds.width))×\(formatNumber(bounds.height)) @\(formatNumber(d.scale))x, 1 column = \(formatNumber(ptPerCol)) pt"]
        out.append("╭" + String(repeating: "─", count: cols + 1) + "╮")
        for r in grid { out.append("│" + String(r) + "│") }
        out.append("╰" + String(repeating: "─", count: cols + 1) + "╯")
        if legend { out.append("legend: ┌─┐ a view, name inside; ┌┄┐ and ◌name a hidden view; render scale=N sets cells per point") }
        return out.map { line in
            var l = line
            while l.hasSuffix(" ") { l.removeLast() }
            return l
        }.joined(separator: "\n")
    }
}
