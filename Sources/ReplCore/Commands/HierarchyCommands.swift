// The view tree and the stacks' arrangement.
// One type per command: its syntax and what it does.
import CommandLanguage
import Geometry
import StackLayout
import SwiftSource
import ViewTree

enum AddCommand: SceneCommand {
    static let spec = CommandSpec(
        "add", topic: .hierarchy,
        summary: "Add views to a parent, in order.",
        usage: ["add NAME… to PARENT"],
        help: """
            When PARENT is a stack, each view becomes an arranged subview
            (addArrangedSubview); otherwise a subview (addSubview). PARENT may
            be root.

            Examples:
              add title email password go to form
              add form to root
            """,
        pattern: [.names("NAME", .view), .keyword("to"), .name("PARENT", .parent)])

    /// The UIKit statements for `export swift` (an animation block's).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        let parent = c.argument("PARENT")?.value.text ?? ""
        let isStack = e.session.byName[parent]?.view is StackView
        return c.arguments("NAME").map {
            "\(e.ident(named: parent)).\(isStack ? "addArrangedSubview" : "addSubview")(\(e.ident(named: $0.value.text ?? "")))"
        }
    }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.add(c)
    }
}

enum InsertCommand: SceneCommand {
    static let spec = CommandSpec(
        "insert", topic: .hierarchy,
        summary: "Insert a view into a stack at an index.",
        usage: ["insert NAME into STACK at INDEX"],
        help: """
            insertArrangedSubview(_:at:); INDEX counts arranged views from 0 and
            may equal their number (append).

            Example:
              insert star into row at 0
            """,
        pattern: [
            .name("NAME", .view), .keyword("into"), .name("STACK", .stack), .keyword("at"),
            .number("INDEX", .wholeNumber(minimum: 0)),
        ])

    /// The UIKit statements for `export swift` (an animation block's).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        return ["\(e.ident(c, "STACK")).insertArrangedSubview(\(e.ident(c, "NAME")), at: \(Int(c.argument("INDEX")?.value.number ?? 0)))"]
    }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.insert(c)
    }
}

enum RemoveCommand: SceneCommand {
    static let spec = CommandSpec(
        "remove", topic: .hierarchy,
        summary: "Remove a view from its stack's arranged views.",
        usage: ["remove NAME"],
        help: """
            removeArrangedSubview: the view leaves the arranged list but stays a
            subview of the stack, which surprises many. Nothing places it any
            more, so, as in UIKit, it keeps its origin and shrinks to its
            intrinsic size, drawn over the other items (a view without one keeps
            its last frame). Use removeFromSuperview to take it out of the
            hierarchy.

            Example:
              remove star
            """,
        pattern: [.name("NAME", .view)])

    /// The UIKit statements for `export swift` (an animation block's).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        return ["(\(e.ident(c, "NAME")).superview as? UIStackView)?.removeArrangedSubview(\(e.ident(c, "NAME")))"]
    }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.remove(c)
    }
}

enum RemoveFromSuperviewCommand: SceneCommand {
    static let spec = CommandSpec(
        "removeFromSuperview", topic: .hierarchy,
        summary: "Take a view out of the hierarchy.",
        usage: ["removeFromSuperview NAME"],
        help: """
            Also removes it from its stack's arranged views and drops the
            constraints that refer to it.

            Example:
              removeFromSuperview star
            """,
        pattern: [.name("NAME", .view)])

    /// The UIKit statements for `export swift` (an animation block's).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        return ["\(e.ident(c, "NAME")).removeFromSuperview()"]
    }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        let v = try s.entry(s.name(c, "NAME"), at: s.loc(c, "NAME"), in: c).view
        guard v.superview != nil else {
            throw s.fail(c, "'\(v.name)' has no superview", at: s.loc(c, "NAME"))
        }
        s.touchBranch(v)
        v.removeFromSuperview()
        return ""
    }
}

enum HideCommand: SceneCommand {
    static let spec = CommandSpec(
        "hide", topic: .hierarchy,
        summary: "Hide views (a stack stops laying them out).",
        usage: ["hide NAME…"],
        help: """
            Sets isHidden; inside animate, a stack shrinks the view to zero first.
            Under a stack's hidingRule=ios12 (iOS 9–12) each hide inside animate
            counts, hidden already or not, and the view shows again only after
            as many `show` (rdar://25087688); `explain` says how many are left.

            Example:
              hide star3 star4
            """,
        pattern: [.names("NAME", .view)])

    /// The UIKit statements for `export swift` (an animation block's).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        return c.arguments("NAME").map { "\(e.ident(named: $0.value.text ?? "")).isHidden = true" }
    }

    static func saveEffect(_ c: ParsedCommand) -> SaveEffect { .setsHidden(c) }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.setHidden(c, true)
    }
}

enum ShowCommand: SceneCommand {
    static let spec = CommandSpec(
        "show", topic: .hierarchy,
        summary: "Show hidden views.",
        usage: ["show NAME…"],
        help: """
            Example:
              show star3
            """,
        pattern: [.names("NAME", .view)])

    /// The UIKit statements for `export swift` (an animation block's).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        return c.arguments("NAME").map { "\(e.ident(named: $0.value.text ?? "")).isHidden = false" }
    }

    static func saveEffect(_ c: ParsedCommand) -> SaveEffect { .setsHidden(c) }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.setHidden(c, false)
    }
}

enum SpacingCommand: SceneCommand {
    static let spec = CommandSpec(
        "spacing", topic: .hierarchy,
        summary: "Set a stack's spacing after one arranged view.",
        usage: ["spacing STACK after NAME N|default|system"],
        help: """
            setCustomSpacing(_:after:). `default` goes back to the stack's
            spacing (UIStackView.spacingUseDefault); `system` uses the system
            spacing (spacingUseSystem).

            Examples:
              spacing form after title 24
              spacing form after title default
            """,
        pattern: [
            .name("STACK", .stack), .keyword("after"), .name("NAME", .view),
            .numberOrKeyword("N", .any, ["default", "system"]),
        ])

    /// The UIKit statements for `export swift` (an animation block's).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        let value: String
        switch c.argument("N")?.value {
        case .keyword("system")?: value = "UIStackView.spacingUseSystem"
        case .number(let x)?: value = swiftNumber(x)
        default: value = "UIStackView.spacingUseDefault"
        }
        return ["\(e.ident(c, "STACK")).setCustomSpacing(\(value), after: \(e.ident(c, "NAME")))"]
    }

    /// The stack's spacing after the named view.
    static func saveEffect(_ c: ParsedCommand) -> SaveEffect {
        .sets([SceneSlot(view: c.argument("STACK")?.value.text ?? "",
                         property: .customSpacing(after: c.argument("NAME")?.value.text ?? ""))])
    }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.customSpacing(c)
    }
}

enum EmbedCommand: SceneCommand {
    static let spec = CommandSpec(
        "embed", topic: .hierarchy,
        summary: "Wrap views in a new stack, like Interface Builder's Embed In Stack.",
        usage: ["embed NAME… in STACK [stack options]"],
        help: """
            The views must share one parent. A new stack STACK takes the place of
            the first of them in that parent (in its arranged views when the
            parent is a stack), and they become its arranged subviews in their
            current order. As in Interface Builder, the constraints between them
            and to views outside are removed (embed lists them); constraints on
            a view itself or inside it stay. One step for undo.

            Examples:
              embed email password in fields axis=vertical spacing=8
              embed icon title in header alignment=center
            """,
        pattern: [.names("NAME", .view), .keyword("in"), .name("STACK", .newName)],
        options: propertyOptions(of: "stack"))

    /// It makes the stack it names.
    static func createsView(_ c: ParsedCommand) -> Bool { true }

    /// The UIKit statements for `export swift`, once the session has run the
    /// command: the new stack, put where the first view was, then the views
    /// moved into it (addArrangedSubview takes each from its old parent).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        guard let stack = e.session.byName[c.argument("STACK")?.value.text ?? ""]?.view as? StackView,
            let parent = stack.superview
        else { return nil }
        var exporter = e
        var lines = exporter.declaration(of: stack)
        let id = e.ident(stack)
        if let p = parent as? StackView, let i = p.arrangedSubviews.firstIndex(where: { $0 === stack }) {
            lines.append("\(e.ident(p)).insertArrangedSubview(\(id), at: \(i))")
        } else if let i = parent.subviews.firstIndex(where: { $0 === stack }) {
            lines.append("\(e.ident(parent)).insertSubview(\(id), at: \(i))")
        }
        lines += stack.arrangedSubviews.map { "\(id).addArrangedSubview(\(e.ident($0)))" }
        lines.append("// Embed In Stack also removes the constraints between these views and to views outside.")
        return lines
    }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.embed(c)
    }
}
