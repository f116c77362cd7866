import Animation
import TerminalText
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
            if let id = ibID(of: v) { o += "\"ibID\":\(jsonString(id)),"  }
            o += "\"superview\":\(v.superview.map { jsonString($0.name) } ?? "null"),"
            o += "\"arrangedIn\":\(arrangedIndex != nil ? jsonString(stack!.name) : "null"),"
            o += "\"arrangedIndex\":\(arrangedIndex.map(String.init) ?? "null"),"
            o += "\"hidden\":\(v.isHidden),"
            // Only a count of hides above one (stack hidingRule=ios12) adds a key.
            if v.hiddenCount > 1 { o += "\"hiddenCount\":\(v.hiddenCount)," }
            o += "\"alpha\":\(formatNumber(v.alpha)),"
            if v.preservesSuperviewLayoutMargins { o += "\"preservesSuperviewLayoutMargins\":true," }
            if let font = v.kind.font, font != v.kind.defaultFont { o += "\"font\":\(fontJSON(font)),"}
            // Fonts per size class: `{"w":"compact","h":null,"font":{…}}`.
            let variations = v.fontVariations
            if !variations.isEmpty {
                o += "\"fontVariations\":[" + variations.map { f in
                    "{\"w\":\(f.horizontal.map { jsonString($0.rawValue) } ?? "null"),"
                        + "\"h\":\(f.vertical.map { jsonString($0.rawValue) } ?? "null"),\"font\":\(fontJSON(f.font))}"
                }.joined(separator: ",") + "],"
            }
            if case .button(_, _, _, _, _, true) = v.kind { o += "\"configuration\":true," }
            if case let .pageControl(pages) = v.kind { o += "\"pages\":\(pages)," }
            if case let .datePicker(style) = v.kind { o += "\"datePickerStyle\":\(jsonString(style.rawValue)),"}
            let ai = v.alignmentRectInsets
            if ai != EdgeInsets(all: 0) { o += "\"alignmentInsets\":\(jsonNumbers([ai.top, ai.left, ai.bottom, ai.right])),"}
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

    /// A font in `dump`: `{"size":17,"weight":"semibold","italic":false,
    /// "textStyle":"headline","monospacedDigits":false}` (`textStyle` null
    /// for a system font of a size), with `"name":"Avenir-Heavy"` last for
    /// a named font.
    func fontJSON(_ f: Font) -> String {
        "{\"size\":\(formatNumber(f.pointSize)),\"weight\":\(jsonString(f.weight.rawValue)),\"italic\":\(f.isItalic),"
            + "\"textStyle\":\(f.textStyle.map { jsonString($0.rawValue) } ?? "null"),"
            + "\"monospacedDigits\":\(f.isMonospacedDigits)"
            + (f.name.map { ",\"name\":" + jsonString($0) } ?? "") + "}"
    }

    // MARK: Change reports

    /// What changed between two snapshots: each moved or resized view's
    /// old → new frame, shown / hidden views, scroll content sizes. Names
    /// are padded to `nameWidth` (by default the longest in `b`).
    func changeReport(from a: Snapshot, to b: Snapshot, nameWidth: Int? = nil) -> String {
        let old = Dictionary(a.frames.map { ($0.name, $0.frame) }, uniquingKeysWith: { x, _ in x })
        let width = nameWidth ?? b.frames.map(\.name.count).max() ?? 4
        var text = ""
        for (name, frame) in b.frames {
            let change = FrameReport(
                name: name, before: old[name] ?? nil, after: frame, wasHidden: a.hidden[name], isHidden: b.hidden[name])
            change.line?.render(into: &text, nameWidth: width, columns: terminalColumns)
        }
        appendScrollLines(to: &text, from: a, to: b, width: width)
        return text
    }

    /// One view's line of a change report, if it has one.
    struct FrameReport {
        var name: String
        var before: Rect?
        var after: Rect?
        var wasHidden: Bool?
        var isHidden: Bool?

        var line: ReportLine? {
            var note: String? = nil
            if let wasHidden, let isHidden, wasHidden != isHidden { note = isHidden ? "(hidden)" : "(shown)" }
            switch (before, after) {
            case let (x?, y?) where x != y:
                return ReportLine(name: name, pieces: [x.description, "→ " + y.description], note: note)
            case (nil, let y?): return ReportLine(name: name, pieces: ["placed at", y.description], note: note)
            case (_?, nil): return ReportLine(name: name, pieces: ["left the screen"])
            default:
                if note != nil, let y = after { return ReportLine(name: name, pieces: [y.description], note: note) }
                return nil
            }
        }
    }

    /// A report's scroll view lines, after its frame lines (already in
    /// `text`): content sizes and offsets that changed, folded to the
    /// terminal's width (``ReportLine/rendered(nameWidth:columns:)``).
    func appendScrollLines(to text: inout String, from a: Snapshot, to b: Snapshot, width: Int) {
        var lines: [ReportLine] = []
        let oldSizes = Dictionary(a.contentSizes.map { ($0.name, $0.size) }, uniquingKeysWith: { x, _ in x })
        for (name, size) in b.contentSizes where oldSizes[name] != size {
            let s = byName[name]?.view as? ScrollView
            var scrolls: [String] = []
            if s?.scrollsVertically == true { scrolls.append("vertically") }
            if s?.scrollsHorizontally == true { scrolls.append("horizontally") }
            let how = scrolls.isEmpty ? "does not scroll" : "scrolls " + scrolls.joined(separator: " and ")
            let from = oldSizes[name].map { "\($0)" } ?? "{0, 0}"
            lines.append(ReportLine(name: name, pieces: ["contentSize \(from)", "→ \(size),", how]))
        }
        let oldOffsets = Dictionary(a.offsets.map { ($0.name, $0.offset) }, uniquingKeysWith: { x, _ in x })
        for (name, offset) in b.offsets where oldOffsets[name] != nil && oldOffsets[name] != offset {
            lines.append(ReportLine(name: name, pieces: ["contentOffset \(oldOffsets[name]!)", "→ \(offset)"]))
        }
        for line in lines { line.render(into: &text, nameWidth: width, columns: terminalColumns) }
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
            if v.isHidden { s += " HIDDEN" + (v.hiddenCount > 1 ? " (needs \(v.hiddenCount) shows)" : "") }
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

    /// Output folded to the terminal at word boundaries (the executable
    /// folds what it prints to a terminal: `explain`, `tree`,
    /// `constraints`, `help`): a line too wide goes on under itself, two
    /// columns in from where its text starts (after a tree's `|` guides),
    /// so no word is cut and no line is wider than ``terminalColumns``.
    public func foldedAnswer(_ text: String) -> String {
        let width = terminalColumns
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { sub -> [String] in
            let line = String(sub)
            guard displayWidth(line) > width else { return [line] }
            let start = line.prefix { $0 == " " || $0 == "|" }.count
            return folded(line, to: width, indent: min(start + 2, width / 2))
        }.joined(separator: "\n")
    }

    // MARK: constraints

    /// `constraints NAME`: the constraints that refer to the view, by axis.
    /// The constraints that refer to the view (or one of its guides), the
    /// horizontal ones first, each axis in the order of the holding views
    /// (tree order) and of their constraints: `constraints NAME`'s numbers
    /// (`#1`, `#2`…), which `deactivate NAME#N` takes.
    func numberedConstraints(of view: View) -> [LayoutConstraint] {
        window.layoutIfNeeded()
        var horizontal: [LayoutConstraint] = [], vertical: [LayoutConstraint] = []
        for holder in window.rootView.allViews() {
            for c in holder.constraints {
                let items = [c.firstItem, c.secondItem].compactMap { $0 }
                let touches = items.contains { item in
                    item === view || (item as? LayoutGuide)?.owningView === view
                }
                guard touches else { continue }
                if c.firstAttribute.axis == .horizontal { horizontal.append(c) } else { vertical.append(c) }
            }
        }
        return horizontal + vertical
    }

    func constraintsText(_ view: View) -> String {
        let numbered = numberedConstraints(of: view)
        var horizontal: [String] = [], vertical: [String] = []
        for (i, c) in numbered.enumerated() {
            var line = "#\(i + 1) \(c.description)"
            if window.isBroken(c) { line += "   ✗ broken: a conflict left it out (deactivate \(view.name)#\(i + 1) removes it)" }
            if c.firstAttribute.axis == .horizontal { horizontal.append(line) } else { vertical.append(line) }
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
}
