import CommandLanguage
import Geometry
import SwiftSource
import ViewTree

// `export swift`'s animations, as code a device plays (issue 15).
//
// The session's script (the commands since the last `reset`) is split at
// its first `animate`. The scene as it was just before it is rebuilt in a
// scratch session, and viewDidLoad builds that state. The rest of the
// script is played there, command by command, and written as a closure
// that viewDidAppear runs once: each command between animations as its
// UIKit statements, then `view.layoutIfNeeded()` so the state before the
// animation is laid out without animating; each `animate` as a real
// `UIView.animate(withDuration:…) { …its commands…; view.layoutIfNeeded() }`
// (`usingSpringWithDamping:` for curve=spring), whose completion runs the
// `then { … }` block and everything after. So a view created and added
// inside an animation moves from UIKit's starting frame to its slot
// (uikit-stackview.md §14.3: the star flies in), and a row inserted hidden
// then shown inside one grows in place.

extension Session {
    /// A scratch session rebuilt with the script's commands before its first
    /// `animate`, and the commands from that `animate` on; nil when the
    /// script has no animation.
    func stateBeforeFirstAnimation() -> (before: Session, played: [ParsedCommand])? {
        let texts = scriptCommands()
        var parsed: [ParsedCommand] = []
        for text in texts {
            for case .success(let c) in grammar.parse(text, file: "<export>", firstLine: 1) { parsed.append(c) }
        }
        guard let first = parsed.firstIndex(where: { $0.name == AnimateCommand.spec.name }) else { return nil }
        let before = Session(fileSystem: fileSystem)
        let quiet = OutputStyle(reportChanges: false)
        for c in parsed[..<first] { _ = before.run(c.text, style: quiet) }
        before.window.layoutIfNeeded()
        return (before, Array(parsed[first...]))
    }
}

extension SwiftExporter {
    /// The body of `playAnimations`, playing ``played`` on the scratch
    /// session as it writes each command (so the views a command creates
    /// exist when their declarations are written).
    mutating func animationLines(_ played: [ParsedCommand]) -> [String] {
        guard !played.isEmpty else { return [] }
        var lines = [
            "// MARK: Animations",
            "// The code above builds the scene as it was before the session's first animation;",
            "// viewDidAppear plays the rest: each animation from the state the commands before it left.",
            "playAnimations = { [self] in",
        ]
        var depth = 1
        func put(_ more: [String], _ level: Int) {
            lines += more.map { String(repeating: "    ", count: level) + $0 }
        }
        let quiet = OutputStyle(reportChanges: false)
        for (i, c) in played.enumerated() {
            _ = session.run(c.text, style: quiet)
            // Views the command made (a created view, embed's stack) get their identifiers now.
            for e in session.entries { writer.register(e.name) }
            guard c.name == AnimateCommand.spec.name else {
                put(statementCode(c, inAnimation: false), depth)
                continue
            }
            put(c.text.split(separator: "\n").map { "// StackLab: \($0)" }, depth)
            put(["view.layoutIfNeeded()", animationHead(c)], depth)
            for inner in c.argument("COMMANDS")?.value.commands ?? [] { put(statementCode(inner, inAnimation: true), depth + 1) }
            put(["view.layoutIfNeeded()"], depth + 1)
            let completion = c.argument("COMPLETION")?.value.commands ?? []
            guard !completion.isEmpty || i < played.count - 1 else {
                put(["})"], depth)
                continue
            }
            put(["}, completion: { [self] _ in"], depth)
            depth += 1
            for inner in completion { put(statementCode(inner, inAnimation: false), depth) }
        }
        while depth > 1 {
            depth -= 1
            put(["})"], depth)
        }
        lines.append("}")
        return lines
    }

    /// `UIView.animate(withDuration: …, animations: { [self] in` for an `animate` command.
    func animationHead(_ c: ParsedCommand) -> String {
        let duration = swiftNumber(c.argument("DURATION")?.value.number ?? 0.25)
        switch c.option("curve")?.value.text {
        case "spring"?:
            let d = swiftNumber(c.option("damping")?.value.number ?? 0.5)
            let v = swiftNumber(c.option("velocity")?.value.number ?? 0)
            return "UIView.animate(withDuration: \(duration), delay: 0, usingSpringWithDamping: \(d), "
                + "initialSpringVelocity: \(v), options: [], animations: { [self] in"
        case let curve:
            let option: String
            switch curve {
            case "linear"?: option = ".curveLinear"
            case "easeIn"?: option = ".curveEaseIn"
            case "easeOut"?: option = ".curveEaseOut"
            default: option = ".curveEaseInOut"
            }
            return "UIView.animate(withDuration: \(duration), delay: 0, options: [\(option)], animations: { [self] in"
        }
    }

    /// One played command as UIKit statements: a view it creates is
    /// declared there (inside an animation, at UIKit's starting frame, from
    /// which it moves, §14.3); any other command gives its type's
    /// ``Command/uikitCode(_:_:)``, else the command as a comment.
    mutating func statementCode(_ c: ParsedCommand, inAnimation: Bool) -> [String] {
        let name = c.argument("NAME")?.value.text ?? ""
        if commandsByName[c.name]?.createsView(c) == true, let e = session.byName[name], e.kind == c.name {
            var lines = writer.declaration(of: e.view)
            if inAnimation { lines.append("// \(ident(e.view)) starts at \(e.view.kind.startingFrame) and moves from there") }
            return lines
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
        case ("font", _), ("weight", _), ("bold", _), ("italic", _), ("monospacedDigits", _), ("fontName", _):
            // The option applied to the view's font (as the scene ends).
            guard let kind = session.byName[name]?.view.kind, let font = kind.font else {
                return ["// StackLab: set \(name) \(o.name)=…"]
            }
            return [Self.fontStatement(id, kind: kind, Session.fontChange(o)(font))]
        case ("lines", .number(let l)): return ["\(id).numberOfLines = \(Int(l))"]
        case ("title", _): return ["\(id).setTitle(\(swiftString(o.value.text ?? "")), for: .normal)"]
        case ("placeholder", _): return ["\(id).placeholder = \(swiftString(o.value.text ?? ""))"]
        case ("axis", _): return ["\(id).axis = .\(o.value.text == "vertical" ? "vertical" : "horizontal")"]
        case ("distribution", _), ("alignment", _): return ["\(id).\(o.name) = .\(o.value.text ?? "fill")"]
        case ("spacing", .number(let s)): return ["\(id).spacing = \(swiftNumber(s))"]
        case ("marginsRelative", .bool(let b)): return ["\(id).isLayoutMarginsRelativeArrangement = \(b)"]
        case ("baselineRelative", .bool(let b)): return ["\(id).isBaselineRelativeArrangement = \(b)"]
        case ("mode", _) where ContentMode(rawValue: o.value.text ?? "") != nil:
            return ["\(id).contentMode = .\(Self.uikitName(ContentMode(rawValue: o.value.text ?? "") ?? .scaleToFill))"]
        case ("textWidthRule", _):
            return o.value.text == "ios14" ? [Self.ios14TextWidthNote] : []
        case ("hidingRule", _):
            return o.value.text == "ios12" ? [Self.ios12HidingNote] : []
        case let ("contentEdgeInsets", .insets(t, l, b, r)):
            return ["\(id).contentEdgeInsets = \(insets(EdgeInsets(top: t, left: l, bottom: b, right: r)))"]
        case let ("margins", .insets(t, l, b, r)):
            return ["\(id).layoutMargins = \(insets(EdgeInsets(top: t, left: l, bottom: b, right: r)))"]
        case ("preservesMargins", .bool(let b)): return ["\(id).preservesSuperviewLayoutMargins = \(b)"]
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
