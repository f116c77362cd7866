import Geometry
import StackLayout
import ViewTree

// `exercise NAME`: the other layouts of an ambiguous view, and what would
// remove the ambiguity.

extension Explainer {

    func exercise() -> String {
        let values = window.ambiguousValues(of: view)
        guard !values.isEmpty else {
            return "\(name) is not ambiguous: its constraints fix every value of its frame \(view.frame)"
        }
        let parts = values.map { v -> String in
            let n = v.part.rawValue
            switch (v.range.lowest, v.range.highest) {
            case let (lo?, hi?): return "\(n) from \(formatNumber(lo)) to \(formatNumber(hi))"
            case let (lo?, nil): return "\(n) \(formatNumber(lo)) or more"
            case let (nil, hi?): return "\(n) up to \(formatNumber(hi))"
            case (nil, nil): return "\(n) any value"
            }
        }
        var lines = ["\(name) is ambiguous: other layouts meet every constraint just as well (\(listText(parts)))"]
        var seen: [[String]] = []
        var rows: [(String, String)] = [("now", framesText([(view, view.frame)]))]
        for v in values {
            for layout in v.layouts {
                let key = layout.frames.map { "\($0.view.name) \($0.frame)" }
                if seen.contains(key) { continue }
                seen.append(key)
                let end = layout.value < v.range.current ? "lowest" : "highest"
                let label = "\(v.part.rawValue) = \(formatNumber(layout.value)) (\(layout.isEnd ? end : "no limit"))"
                rows.append((label, framesText(layout.frames)))
            }
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (label, frames) in rows {
            lines.append("  \(label):" + String(repeating: " ", count: width - label.count + 1) + frames)
        }
        for axis in [Axis.horizontal, .vertical] {
            let mine = values.filter { $0.part.axis == axis }
            if mine.isEmpty { continue }
            lines.append(fix(axis, position: mine.contains { !$0.part.isLength }, length: mine.contains { $0.part.isLength }))
        }
        return lines.joined(separator: "\n")
    }

    func framesText(_ frames: [(view: View, frame: Rect)]) -> String {
        frames.map { "\($0.view.name) \($0.frame)" }.joined(separator: ", ")
    }

    /// What would remove the ambiguity along an axis.
    func fix(_ axis: Axis, position: Bool, length: Bool) -> String {
        let w = AxisWords(axis)
        let (pos, len) = values(axis)
        let along = axis == .horizontal ? "horizontally" : "vertically"
        let superName = view.superview?.name ?? "root"
        let leadAttr = axis == .horizontal ? "leading" : "top"
        let mine = statuses.filter { $0.axis == axis }
        let placed = mine.contains { $0.origin == .app || $0.origin == .system }
        let offset = pos == 0 ? "" : (pos < 0 ? " - \(formatNumber(-pos))" : " + \(formatNumber(pos))")
        let positionFix = "`constrain \(name).\(leadAttr) == \(superName).\(leadAttr)\(offset)`"
        let lengthFix = "`constrain \(name).\(w.length) == \(formatNumber(len > 0 ? len : 100))`"
        if !placed {
            if intrinsic(view, axis) != nil {
                return "to fix it \(along): nothing constrains it; its content \(w.length) sets its \(w.length), so one position is enough, e.g. \(positionFix)"
            }
            return "to fix it \(along): nothing constrains it; give it a position and a \(w.length) (or pin both edges), e.g. \(positionFix) and \(lengthFix)"
        }
        // A tie between equal priorities in a stack: choose with priorities.
        if let (stack, _) = arrangement(of: view), stack.effectiveValues().axis == axis {
            for hugging in [true, false] {
                let group = stack.arrangedSubviews.filter { !$0.isHidden }
                var gaveWay: [(View, Double)] = [], held: [(View, Double)] = []
                for v in group {
                    if let s = window.contentSizeState(of: v, along: axis, hugging: hugging) {
                        if case .violated = s.state { gaveWay.append((v, s.priority)) } else { held.append((v, s.priority)) }
                    }
                }
                if let (loser, p) = gaveWay.first, held.contains(where: { $0.1 == p }) {
                    let kind = hugging ? "hugging" : "compression resistance"
                    let tied = held.filter { $0.1 == p }.map(\.0.name)
                    let cmd = setCommand(hugging: hugging, axis, p - 1, view: loser)
                    return "to fix it \(along): \(loser.name)'s \(axis) \(kind) \(formatNumber(p)) ties with \(listText(tied)) in \(stack.name), so UIKit cannot tell which should \(hugging ? "stretch" : "shrink") (StackLab picks the first); give the one that should a lower \(kind), e.g. `\(cmd)`"
                }
            }
        }
        if position && length {
            return "to fix it \(along): constrain its \(leadAttr) edge or its \(w.length), e.g. \(positionFix) or \(lengthFix)"
        }
        if position {
            return "to fix it \(along): give it a position, e.g. \(positionFix)"
        }
        return "to fix it \(along): give it a \(w.length) or hold both its edges, e.g. \(lengthFix)"
    }
}

