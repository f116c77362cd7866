// Constraints.
// One type per command: its syntax and what it does.
import CommandLanguage
import Geometry
import StackLayout
import SwiftSource
import ViewTree

enum ConstrainCommand: SceneCommand {
    static let spec = CommandSpec(
        "constrain", topic: .layout,
        summary: "Add a constraint.",
        usage: [
            "constrain ITEM.ATTR (==|<=|>=) ITEM.ATTR [* M] [+ C|- C] [@ P]",
            "constrain ITEM.ATTR (==|<=|>=) C [@ P]",
        ],
        help: """
            ITEM is a view name, root, or a guide: NAME.margins, NAME.safeArea,
            and for scroll views NAME.content and NAME.frameGuide.
            ATTR: leading trailing left right top bottom width height centerX
            centerY firstBaseline lastBaseline. P is the priority (default 1000,
            required); only width and height can equal a constant.

            Examples:
              constrain form.top == root.safeArea.top + 20
              constrain form.leading == root.margins.leading
              constrain photo.height == photo.width * 0.75 @ 999
              constrain go.width >= 120
            """,
        pattern: [.constraint])

    /// The UIKit statements for `export swift` (an animation block's).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        guard case .constraint(let x)? = c.argument("CONSTRAINT")?.value else { return nil }
        let text = SwiftConstraintText(
            first: e.reference(x.first.item), firstAttribute: x.first.attribute.rawValue, relation: x.relation.rawValue,
            second: x.second.map { e.reference($0.item) }, secondAttribute: x.second?.attribute.rawValue,
            multiplier: x.multiplier, constant: x.constant, usesSystemSpacing: x.usesStandardSpacing)
        if let p = x.priority, p != 1000 {
            return ["do {", "    let constraint = \(text.expression)",
                    "    constraint.priority = UILayoutPriority(rawValue: \(swiftNumber(p)))",
                    "    constraint.isActive = true", "}"]
        }
        return ["\(text.expression).isActive = true"]
    }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.constrain(c)
    }
}

enum PinCommand: SceneCommand {
    static let spec = CommandSpec(
        "pin", topic: .layout,
        summary: "Pin a view's four edges to an item.",
        usage: ["pin NAME to ITEM [inset=N]"],
        help: """
            Four required constraints: leading, trailing, top and bottom equal to
            ITEM's, inset by N (default 0).

            Examples:
              pin form to root.safeArea inset=16
              pin content to list.content
            """,
        pattern: [.name("NAME", .view), .keyword("to"), .item("ITEM")],
        options: [OptionSpec("inset", .number(.any), summary: "distance from each edge")])

    /// The UIKit statements for `export swift` (an animation block's).
    static func uikitCode(_ c: ParsedCommand, _ e: SwiftExporter) -> [String]? {
        guard let r = c.argument("ITEM")?.value.item else { return nil }
        let inset = c.option("inset")?.value.number ?? 0
        let v = e.ident(c, "NAME"), t = e.reference(r).expr
        return ["NSLayoutConstraint.activate(["]
            + [("leading", inset), ("trailing", -inset), ("top", inset), ("bottom", -inset)].map { a, k in
                "    \(v).\(a)Anchor.constraint(equalTo: \(t).\(a)Anchor" + (k == 0 ? ")," : ", constant: \(swiftNumber(k))),")
            } + ["])"]
    }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.pin(c)
    }
}

enum DeactivateCommand: SceneCommand {
    static let spec = CommandSpec(
        "deactivate", topic: .layout,
        summary: "Remove one of the app's constraints (undo brings it back).",
        usage: ["deactivate NAME#N", "deactivate IDENTIFIER"],
        help: """
            NAME#N is the constraint numbered N in `constraints NAME`; IDENTIFIER
            is a constraint's identifier. Like NSLayoutConstraint's isActive =
            false: the constraint leaves the layout, and `export swift` no
            longer writes it. A stack view's generated constraints (UISV-…)
            cannot be deactivated: change the stack's properties instead.

            Examples:
              constraints row
              deactivate row#2
            """,
        pattern: [.file("CONSTRAINT")])

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.deactivate(c)
    }
}
