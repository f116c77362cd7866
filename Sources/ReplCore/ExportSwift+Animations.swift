import CommandLanguage
import Geometry
import ViewTree

// `export swift`'s last part: the session's animations, as comments holding
// the UIView.animate blocks that would play them (each command of a block
// through its type's uikitCode).

extension SwiftExporter {
    func animationComments() -> [String] {
        var parsed: [ParsedCommand] = []
        for text in session.scriptCommands() {
            for case .success(let c) in session.grammar.parse(text, file: "<export>", firstLine: 1) where c.name == AnimateCommand.spec.name {
                parsed.append(c)
            }
        }
        guard !parsed.isEmpty else { return [] }
        var lines = [
            "// MARK: Animations",
            "// The session animated these changes; the code above builds their end state.",
            "// In UIKit they read:",
        ]
        for c in parsed {
            lines.append("//")
            for l in c.text.split(separator: "\n", omittingEmptySubsequences: false) { lines.append("// StackLab: \(l)") }
            lines += animationCode(c).map { "// " + $0 }
        }
        return lines
    }

    func animationCode(_ c: ParsedCommand) -> [String] {
        let duration = swiftNumber(c.argument("DURATION")?.value.number ?? 0.25)
        var head: String
        switch c.option("curve")?.value.text {
        case "spring"?:
            let d = swiftNumber(c.option("damping")?.value.number ?? 0.5)
            let v = swiftNumber(c.option("velocity")?.value.number ?? 0)
            head = "UIView.animate(withDuration: \(duration), delay: 0, usingSpringWithDamping: \(d), initialSpringVelocity: \(v), options: [], animations: {"
        case let curve:
            let option: String
            switch curve {
            case "linear"?: option = ".curveLinear"
            case "easeIn"?: option = ".curveEaseIn"
            case "easeOut"?: option = ".curveEaseOut"
            default: option = ".curveEaseInOut"
            }
            head = "UIView.animate(withDuration: \(duration), delay: 0, options: [\(option)], animations: {"
        }
        var lines = [head]
        for inner in c.argument("COMMANDS")?.value.commands ?? [] { lines += statementCode(inner).map { "    " + $0 } }
        lines.append("    self.view.layoutIfNeeded()")
        if let completion = c.argument("COMPLETION")?.value.commands, !completion.isEmpty {
            lines.append("}, completion: { _ in")
            for inner in completion { lines += statementCode(inner).map { "    " + $0 } }
            lines.append("})")
        } else {
            lines.append("})")
        }
        return lines
    }

    /// One command of an animation block as UIKit statements: a view made
    /// in the block is created there; any other command gives its type's
    /// ``Command/uikitCode(_:_:)``, else the command as a comment.
    func statementCode(_ c: ParsedCommand) -> [String] {
        // A view created in the block: its creation, at UIKit's starting
        // frame (uikit-stackview.md §14.3), from which it moves once laid out.
        if commandsByName[c.name]?.createsView(c) == true, let v = session.byName[c.argument("NAME")?.value.text ?? ""]?.view,
            session.byName[c.argument("NAME")?.value.text ?? ""]?.kind == c.name
        {
            var copy = self
            return copy.declaration(of: v) + ["// \(ident(v)) starts at \(v.kind.startingFrame) and moves from there"]
        }
        return commandsByName[c.name]?.uikitCode(c, self) ?? c.text.split(separator: "\n").map { "// StackLab: \($0)" }
    }

    /// The Swift identifier of the view a command's `label` argument names.
    func ident(_ c: ParsedCommand, _ label: String) -> String { ident(named: c.argument(label)?.value.text ?? "") }

    func reference(_ r: ItemReference) -> (expr: String, isGuide: Bool) {
        let base = ident(named: r.name)
        switch r.guide {
        case nil: return (base, false)
        case .margins?: return ("\(base).layoutMarginsGuide", true)
        case .safeArea?: return ("\(base).safeAreaLayoutGuide", true)
        case .content?: return ("\(base).contentLayoutGuide", true)
        case .frameGuide?: return ("\(base).frameLayoutGuide", true)
        }
    }

    func optionCode(_ o: ParsedOption, id: String, name: String) -> [String] {
        switch (o.name, o.value) {
        case ("alpha", .number(let a)): return ["\(id).alpha = \(swiftNumber(a))"]
        case ("hidden", .bool(let b)): return ["\(id).isHidden = \(b)"]
        case ("text", _): return ["\(id).text = \(swiftString(o.value.text ?? ""))"]
        case ("font", .number(let f)): return ["\(id).font = .systemFont(ofSize: \(swiftNumber(f)))"]
        case ("lines", .number(let l)): return ["\(id).numberOfLines = \(Int(l))"]
        case ("title", _): return ["\(id).setTitle(\(swiftString(o.value.text ?? "")), for: .normal)"]
        case ("placeholder", _): return ["\(id).placeholder = \(swiftString(o.value.text ?? ""))"]
        case ("axis", _): return ["\(id).axis = .\(o.value.text == "vertical" ? "vertical" : "horizontal")"]
        case ("distribution", _), ("alignment", _): return ["\(id).\(o.name) = .\(o.value.text ?? "fill")"]
        case ("spacing", .number(let s)): return ["\(id).spacing = \(swiftNumber(s))"]
        case ("marginsRelative", .bool(let b)): return ["\(id).isLayoutMarginsRelativeArrangement = \(b)"]
        case ("baselineRelative", .bool(let b)): return ["\(id).isBaselineRelativeArrangement = \(b)"]
        case ("textWidthRule", _):
            return o.value.text == "ios14" ? [Self.ios14TextWidthNote] : []
        case let ("margins", .insets(t, l, b, r)):
            return ["\(id).layoutMargins = \(insets(EdgeInsets(top: t, left: l, bottom: b, right: r)))"]
        case let ("contentInset", .insets(t, l, b, r)):
            return ["\(id).contentInset = \(insets(EdgeInsets(top: t, left: l, bottom: b, right: r)))"]
        case let ("contentOffset", .point(x, y)):
            return ["\(id).contentOffset = CGPoint(x: \(swiftNumber(x)), y: \(swiftNumber(y)))"]
        case let ("hug", .pair(h, v)):
            return ["\(id).setContentHuggingPriority(UILayoutPriority(rawValue: \(swiftNumber(h))), for: .horizontal)",
                    "\(id).setContentHuggingPriority(UILayoutPriority(rawValue: \(swiftNumber(v))), for: .vertical)"]
        case let ("resist", .pair(h, v)):
            return ["\(id).setContentCompressionResistancePriority(UILayoutPriority(rawValue: \(swiftNumber(h))), for: .horizontal)",
                    "\(id).setContentCompressionResistancePriority(UILayoutPriority(rawValue: \(swiftNumber(v))), for: .vertical)"]
        default:
            return ["// StackLab: set \(name) \(o.name)=…"]
        }
    }
}
