// Animation.
// One type per command: its syntax and what it does.
import CommandLanguage
import Geometry
import StackLayout
import ViewTree

enum AnimateCommand: SceneCommand {
    static let spec = CommandSpec(
        "animate", topic: .animation,
        summary: "Run commands in an animation and print the timeline.",
        usage: [
            "animate [DURATION] [curve=easeInOut|linear|easeIn|easeOut|spring] [fps=N] { COMMAND; … }",
            "animate [DURATION] curve=spring [damping=R] [velocity=V] … { COMMAND; … }",
            "animate [DURATION] … { COMMAND; … } then { COMMAND; … }",
        ],
        help: """
            Like UIView.animate(withDuration:): the commands run, the scene is laid
            out, and every frame moves from old to new over DURATION seconds
            (default 0.25) with the curve (default easeInOut), sampled fps times a
            second (default 60). A view hidden in a stack shrinks, then hides; a
            shown view grows. A view added in the block moves from its starting
            frame (zero; an image at the origin with its size), so a new star
            flies in from its stack's corner; add a row hidden first and show it
            in the block to make it grow in place. `then { … }` runs when the
            animation ends. The
            block may span lines. curve=spring is usingSpringWithDamping: damping=
            (default 0.5) and velocity= (default 0).
            Time is a manual clock; with `stacklab --live` (or `play --live`)
            a terminal also plays the animation in real time, redrawing the
            picture.

            Examples:
              animate { set row axis=vertical }
              animate 0.3 curve=linear { hide star2 } then { removeFromSuperview star2 }
            """,
        pattern: [
            .optional([.number("DURATION", .nonNegative)]),
            .block("COMMANDS"),
            .optional([.keyword("then"), .block("COMPLETION")]),
        ],
        options: [
            OptionSpec("curve", .choice(["easeInOut", "linear", "easeIn", "easeOut", "spring"]),
                       summary: "the timing curve (default easeInOut)"),
            OptionSpec("fps", .number(.wholeNumber(minimum: 1)), summary: "samples per second (default 60)"),
            OptionSpec("damping", .number(.positive), summary: "spring damping ratio (curve=spring)"),
            OptionSpec("velocity", .number(.any), summary: "spring initial velocity (curve=spring)"),
        ])

    /// What the block and its completion set, from their commands' effects.
    static func saveEffect(_ c: ParsedCommand) -> SaveEffect {
        let inner = ["COMMANDS", "COMPLETION"].flatMap { c.argument($0)?.value.commands ?? [] }
        return .animates(inner.flatMap { commandsByName[$0.name]?.saveEffect($0).slots ?? [] })
    }

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.animate(c)
    }
}
