// `output`: the output settings at the prompt.
import CommandLanguage
import Geometry

enum OutputCommand: SessionCommand {
    static let spec = CommandSpec(
        "output", topic: .session,
        summary: "Show or change what is printed besides answers: pictures, changes, timelines.",
        usage: ["output [picture=auto|on|off] [changes=on|off] [timeline=summary|table|off] [width=auto|N]"],
        help: """
            Bare `output` prints the settings. picture: the screen drawn after
            an input line that changed it, once, after its last command (auto,
            the default: only when output goes to a terminal). changes: each
            moved view's old → new frame. timeline: how `animate` prints its
            timeline (summary: the samples at t = 0, ¼, ½, ¾ and the end, fitted
            to the terminal; table: every sample; off: the heading only).
            `dump timeline` is always complete. width: the columns everything
            printed fits, folded at word boundaries (40 to 1000; auto, the
            default: the terminal's width, else $COLUMNS, else 80). stacklab's
            flags --picture, --no-picture, --quiet, --timeline and --width set
            the same at start-up.

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
              output width=60
            """,
        pattern: [],
        options: [
            OptionSpec("picture", .choice(OutputSettings.Picture.allCases.map(\.rawValue)),
                       summary: "draw the screen after a change (auto: at a terminal)"),
            OptionSpec("changes", .choice(["on", "off"]), summary: "list what moved after a change"),
            OptionSpec("timeline", .choice(TimelineOutput.allCases.map(\.rawValue)),
                       summary: "how animate prints its timeline"),
            OptionSpec("width", .numberOrChoice(.wholeNumber(minimum: OutputSettings.widths.lowerBound), ["auto"]),
                       summary: "the columns output is folded to (auto: the terminal's)"),
        ],
        allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        var settings = s.output
        if let v = c.option("picture")?.value.text, let p = OutputSettings.Picture(rawValue: v) { settings.picture = p }
        if let v = c.option("changes")?.value.text { settings.changes = v == "on" }
        if let v = c.option("timeline")?.value.text, let t = TimelineOutput(rawValue: v) { settings.timeline = t }
        if let o = c.option("width") {
            if let n = o.value.number {
                guard OutputSettings.widths.contains(Int(n)) else {
                    return .failure(c.diagnostic(
                        "width=\(formatNumber(n)) is out of range: give 40 to 1000 columns, or auto",
                        at: o.valueLocation, hint: nil, suggestions: []))
                }
                settings.width = Int(n)
            } else {
                settings.width = nil
            }
        }
        s.output = settings
        s.terminalColumns = settings.width ?? s.automaticColumns
        return s.ok(settings.description)
    }
}
