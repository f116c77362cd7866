// A lesson's words that come from the learner's own scene: what a failing
// check differs by, in numbers (`gap after title: 8 pt, wanted 20 pt`), and
// why the scene is as it is, read from `explain` (Explainer.swift) on the
// learner's views — so a hint or the text at the goal can never contradict
// what they did.
import Geometry
import Lessons
import StackLayout
import TerminalText
import ViewTree

extension Session {
    /// `explain`'s reasons for one quantity of a view (`x`, `y`, `width`,
    /// `height`): its `width = … because …` line, and for a length the
    /// line that says which priority decided it, if any. Trimmed.
    func reasons(_ name: String, _ quantity: String) -> [String] {
        guard let v = scene.byName[name]?.view ?? (name == "root" ? window.rootView : nil), isInWindow(v) else {
            return []
        }
        window.layoutIfNeeded()
        let axis: Axis = quantity == "x" || quantity == "width" ? .horizontal : .vertical
        let lines = Explainer(session: self, view: v).explain(axis)
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .map { String($0.dropFirst(2)) }
        // The priority that decided a length says more than its constraint.
        let decided = quantity == "width" || quantity == "height"
            ? lines.filter { $0.hasPrefix("\(name) is ") && $0.contains(quantity == "width" ? " wide " : " tall ") }
                + lines.filter { $0.hasPrefix("\(name) is squeezed ") }
            : []
        return decided + lines.filter { $0.hasPrefix("\(quantity) = ") }
    }

    /// How a failing frame check differs, in numbers, and why, from
    /// `explain`: `title gap after back: 8 pt, wanted 20 pt` or `title
    /// width: 42 pt, wanted 257 pt`, then `why: …`, the priority that
    /// decided it or the constraint that holds it. Empty for a check
    /// that holds or is not about a frame.
    public func difference(_ check: GoalCheck, among checks: [GoalCheck]) -> [String] {
        // A view shown too few times under iOS 12's rule: the count says why.
        if !check.holds, check.property == "hidden", let name = check.subject,
           let v = scene.byName[name]?.view, let note = Explainer.hiddenCountNote(v) {
            return ["why: \(name) is " + note]
        }
        guard let (numbers, quantity) = differenceInNumbers(check, among: checks), let name = check.subject else {
            return []
        }
        // Where a view started the last animation, or a frame once turned:
        // `explain` speaks of the scene as it is, so the numbers alone.
        if check.property == "startFrame" || check.afterRotate { return [numbers] }
        return [numbers] + reasons(name, quantity).prefix(1).map { "why: " + $0 }
    }

    /// The first line of ``difference(_:among:)`` (no `explain`: cheap
    /// enough for the goal line after every change), and the quantity
    /// whose reason to give. A `startFrame` check says `cellular start y:
    /// 28.5 pt, wanted 57 pt` (where it started the last animation).
    func differenceInNumbers(_ check: GoalCheck, among checks: [GoalCheck], compact: Bool = false) -> (String, String)? {
        let start = check.property == "startFrame"
        guard !check.holds, check.property == "frame" || start, let name = check.subject,
              let now = Self.rect(check.current), let want = Self.rect(check.wanted) else { return nil }
        let names = ["x", "y", "width", "height"]
        let differs = (0..<4).filter { abs(now[$0] - want[$0]) > 0.0005 }
        guard !differs.isEmpty else { return nil }
        // A length first (a wrong width moves the views after it too).
        let first = [2, 3, 0, 1].first { differs.contains($0) }!
        let unit = compact ? "" : " pt"
        var parts: [String] = []
        for k in compact ? [first] : differs {
            var part = "\(names[k])\(compact ? "" : ":") \(formatNumber(now[k]))\(unit), wanted \(formatNumber(want[k]))\(unit)"
            // (A gap is measured in the scene as it is: not for a frame once turned.)
            if k < 2, !start, !check.afterRotate, let gap = gap(name, k, now, want, checks, unit: unit) { part = gap }
            parts.append(part)
        }
        return ("\(name)\(start ? " start" : "") " + parts.joined(separator: "; "), names[first])
    }

    /// `gap after title: 8 pt, wanted 20 pt` when `name` is arranged along
    /// the axis of coordinate `k` after a visible view, and the gap to it
    /// is not the one wanted (the view before it where the goal wants it,
    /// or where it is).
    private func gap(_ name: String, _ k: Int, _ now: [Double], _ want: [Double], _ checks: [GoalCheck], unit: String)
        -> String?
    {
        guard let v = scene.byName[name]?.view, let stack = v.superview as? StackView else { return nil }
        guard (stack.effectiveValues().axis == .horizontal) == (k == 0) else { return nil }
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        guard let i = visible.firstIndex(where: { $0 === v }), i > 0 else { return nil }
        let prev = visible[i - 1]
        let p = frameOf(prev)
        let prevNow = [p.origin.x, p.origin.y, p.size.width, p.size.height]
        let prevWanted = checks.first { $0.subject == prev.name && $0.property == "frame" }
            .flatMap { Self.rect($0.wanted) } ?? prevNow
        let gapNow = now[k] - (prevNow[k] + prevNow[k + 2])
        let gapWanted = want[k] - (prevWanted[k] + prevWanted[k + 2])
        guard abs(gapNow - gapWanted) > 0.0005 else { return nil }
        return "gap after \(prev.name): \(formatNumber(gapNow))\(unit), wanted \(formatNumber(gapWanted))\(unit)"
    }

    /// Why the learner's scene is as it is, at the goal: for each view the
    /// goal's frame checks name (roles bound to the learner's views), the
    /// lines of `explain` that say which priority decided their sizes, or,
    /// when no priority decided any, the constraints that place them. At
    /// most `limit` lines.
    public func sceneExplanation(_ checks: [GoalCheck], limit: Int = 4) -> [String] {
        var subjects: [String] = []
        for c in checks where c.property == "frame" || c.property == "startFrame" {
            if let s = c.subject, !subjects.contains(s) { subjects.append(s) }
        }
        var lines: [String] = []
        for name in subjects {
            let decided = reasons(name, "width").filter { $0.hasPrefix("\(name) is ") }
                + reasons(name, "height").filter { $0.hasPrefix("\(name) is ") }
            for l in decided where !lines.contains(l) { lines.append(l) }
        }
        // A priority that won or lost against others first: that is the
        // lesson; a view stretched by alignment fill says little.
        func weight(_ l: String) -> Int { l.contains(" lowest ") || l.contains(" ties ") ? 0 : l.contains("alignment fill") ? 2 : 1 }
        lines = lines.enumerated().sorted { (weight($0.element), $0.offset) < (weight($1.element), $1.offset) }.map(\.element)
        if lines.isEmpty {
            // No priority decided enough: the constraints that place them.
            for name in subjects {
                for q in ["x", "y", "width", "height"] {
                    for l in reasons(name, q) where !l.contains("because that is its content")
                        && !l.contains("because it is") && !lines.contains(l) {
                        lines.append("\(name) \(l)")
                    }
                }
                if lines.count >= limit { break }
            }
        }
        return Array(lines.prefix(limit))
    }

    /// The four numbers of `{{x, y}, {w, h}}`, or nil.
    static func rect(_ text: String?) -> [Double]? {
        guard let text else { return nil }
        let cleaned = text.map { "0123456789.-e".contains($0) ? $0 : " " }
        let numbers = String(cleaned).split(separator: " ").compactMap { Double($0) }
        return numbers.count == 4 ? numbers : nil
    }
}
