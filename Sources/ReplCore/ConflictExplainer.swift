import Geometry
import ViewTree

// `explain conflicts`: the last conflict report, in words, with the rule
// that chose the broken constraint and a fix.

struct ConflictExplainer {
    let session: Session
    var window: Window { session.window }

    /// What made the constraint, in words.
    func words(_ e: ConflictReport.Entry) -> String {
        switch e.origin {
        case .app:
            return "an app constraint"
        case .contentSize(let hugging, _):
            return hugging
                ? "a content size: the view hugs its content at this priority"
                : "a content size: the view resists compression at this priority"
        case .screen:
            return "the screen: the root view fills it"
        case .guide:
            if let g = e.guide, let owner = g.owningView, g.role == .margins || g.role == .safeArea {
                return "a layout guide: \(g.name) is \(owner.name) inset by its \(g.role == .margins ? "layout margins" : "safe area")"
            }
            return "a system constraint"
        case .system:
            if let c = e.layoutConstraint {
                if let w = stackConstraintWords(c) { return "a stack constraint: " + w }
                if let id = c.stackIdentifier { return "a stack constraint (\(id.identifier))" }
            }
            return "a system constraint"
        }
    }

    func text(_ report: ConflictReport, index: Int) -> String {
        let entries = report.constraints
        let total = window.conflictReports.count
        var lines = ["The last conflict (\(index == 1 && total == 1 ? "the only one so far" : "\(index) of \(total)")): these \(entries.count) required constraints cannot all hold at once:"]
        for (i, e) in entries.enumerated() {
            let newest = i == entries.count - 1 ? ", the one being added" : ""
            lines.append("  \(e.description)")
            lines.append("      \(words(e))\(newest)")
        }
        let broken = report.broken
        let apps = entries.filter { !$0.isSystem }
        var why = "StackLab broke \(broken.description)"
        if broken.isSystem {
            why += ": every constraint involved is a system one, so the one being added was left out."
        } else if apps.count == 1 {
            why += ": it is the only app constraint involved, and the rule is to break an app constraint before a system one (a stack's UISV-…, a content size, the screen)."
        } else {
            why += ": the rule is to break an app constraint before a system one, and among the \(apps.count) app constraints involved the newest — this one."
        }
        lines.append(why)
        lines.append("(UIKit documents no rule for the choice; its logs usually show an app constraint broken.)")
        lines.append(window.isStillBroken(broken)
            ? "It is still broken: the layout ignores it."
            : "It is no longer broken: it was changed or removed since, or the conflict went away.")
        if entries.contains(where: { $0.layoutConstraint?.stackIdentifier == .hiding }) {
            lines.append("This is the classic UISV-hiding conflict: a hidden arranged view must collapse to 0 along the stack's axis, but an app constraint requires a size. The usual fix is priority 999 on the app constraint, so it gives way while the view is hidden.")
        }
        // The app constraint to make optional, while it is still in the
        // window as the conflict found it.
        let target = broken.isSystem ? (apps.last ?? broken) : broken
        if let c = target.layoutConstraint, !c.isSystem, c.installedOn?.window === window,
            c.description == target.description
        {
            lines.append("Fix: decide which constraint should give way and make it optional, e.g. `constrain \(constrainText(c)) @ 999` in place of \(c.description): it then holds whenever it can instead of being broken. Or remove the constraint that contradicts the others.")
        } else {
            lines.append("Fix: decide which constraint should give way and give it a priority below 1000 (999 keeps it as strong as possible), or remove the constraint that contradicts the others.")
        }
        return lines.joined(separator: "\n")
    }

    /// A constraint in `constrain`'s syntax, without its priority.
    func constrainText(_ c: LayoutConstraint) -> String {
        var s = "\(c.firstItem.name).\(c.firstAttribute.rawValue) \(c.relation.rawValue) "
        if let item = c.secondItem, let a = c.secondAttribute {
            s += "\(item.name).\(a.rawValue)"
            if c.multiplier != 1 { s += " * \(formatNumber(c.multiplier))" }
            if c.constant != 0 { s += c.constant < 0 ? " - \(formatNumber(-c.constant))" : " + \(formatNumber(c.constant))" }
        } else {
            s += formatNumber(c.constant)
        }
        return s
    }
}
