// `output`: the output settings at the prompt.
import CommandLanguage

enum OutputCommand: SessionCommand {
    static let spec = CommandSpec(
        "output", topic: .session,
        summary: "Show or change what is printed besides answers: pictures, changes, timelines.",
        usage: ["output [picture=auto|on|off] [changes=on|off] [timeline=summary|table|off]"],
        help: """
            Bare `output` prints the settings. picture: the screen drawn after
            an input line that changed it, once, after its last command (auto,
            the default: only when output goes to a terminal). changes: each
            moved view's old → new frame. timeline: how `animate` prints its
            timeline (summary: the samples at t = 0, ¼, ½, ¾ and the end, fitted
            to the terminal; table: every sample; off: the heading only).
            `dump timeline` is always complete. stacklab's flags --picture,
            --no-picture, --quiet and --timeline set the same at start-up.

            Answers, change reports, pictures and timelines go to standard
            output; errors, failed expectations and warnings go to standard
            error and always print. A replayed file ends with `FILE: N
            commands, M expectations, K failed` (on standard error when
            something failed). At a terminal, a long `help`, `tree`, `history`
            or `constraints` goes through $PAGER (else less -FRX; PAGER= turns
            it off).

            Examples:
              output
              output picture=off timeline=table
            """,
        pattern: [],
        options: [
            OptionSpec("picture", .choice(OutputSettings.Picture.allCases.map(\.rawValue)),
                       summary: "draw the screen after a change (auto: at a terminal)"),
            OptionSpec("changes", .choice(["on", "off"]), summary: "list what moved after a change"),
            OptionSpec("timeline", .choice(TimelineOutput.allCases.map(\.rawValue)),
                       summary: "how animate prints its timeline"),
        ],
        allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        var settings = s.output
        if let v = c.option("picture")?.value.text, let p = OutputSettings.Picture(rawValue: v) { settings.picture = p }
        if let v = c.option("changes")?.value.text { settings.changes = v == "on" }
        if let v = c.option("timeline")?.value.text, let t = TimelineOutput(rawValue: v) { settings.timeline = t }
        s.output = settings
        return s.ok(settings.description)
    }
}
