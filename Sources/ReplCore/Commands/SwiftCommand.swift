// `swift { … }`: UIKit Swift statements run against the scene.
// One type per command; the interpreter is the SwiftSource target's.
import CommandLanguage

enum SwiftCommand: SceneCommand {
    static let spec = CommandSpec(
        "swift", topic: .views,
        summary: "Run UIKit Swift statements against the scene, with its views in scope by name.",
        usage: ["swift { STATEMENTS }"],
        help: """
            The statements run in one transaction, like any command (undo takes
            them back; an error changes nothing). The scene's views are in
            scope by name and `view` is the root; a view the code makes is
            named after its variable. After `open FILE.swift` the file's types,
            functions and view controller (`self`) are in scope too.

            The Swift it runs: let/var, if/else, guard, switch, for … in,
            while, closures with $0, ternaries, string interpolation,
            arithmetic on numbers and CGFloat, optional chaining and !,
            classes, structs and enums. UIKit: views, labels, buttons, image
            views, switches, sliders, steppers, progress views, segmented
            controls, text fields and views, scroll views and stack views with
            their properties and methods; anchors and NSLayoutConstraint,
            guides, margins, hugging and compression resistance; fonts;
            UIView.animate (what the statements change moves along its
            curve, as with `animate`); SnapKit's snp.makeConstraints and
            its friends. Code with no effect on layout (colours, layers, print)
            is skipped. Tab completes UIKit members after a view's name and a dot.

            Examples:
              swift { outer.axis = .horizontal; outer.spacing = 20 }
              swift { let badge = UILabel(); badge.text = "New"; row.addArrangedSubview(badge) }
              swift { row.arrangedSubviews.forEach { $0.isHidden = false } }
            """,
        pattern: [.string("STATEMENTS")])

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.runSwiftStatements(c)
    }
}
