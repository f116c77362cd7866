// Looking at the scene (nothing changes).
// One type per command: its syntax and what it does.
import CommandLanguage
import Geometry
import StackLayout
import ViewTree

enum FrameCommand: SceneCommand {
    static let spec = CommandSpec(
        "frame", topic: .inspection,
        summary: "Print a view's frame, in its superview's or another item's coordinates.",
        usage: ["frame NAME [in ITEM]"],
        help: """
            Prints NAME {{x, y}, {w, h}} in its superview's coordinates, like
            NSStringFromCGRect. With `in ITEM` the frame is converted into
            ITEM's coordinates, like UIView.convert(_:to:): ITEM may be any
            view, root (the screen) or a guide (from its layoutFrame's origin).

            Examples:
              frame photo
              frame email in root
              frame email in form.margins
            """,
        pattern: [.name("NAME", .view), .optional([.keyword("in"), .item("ITEM")])], changesScene: false)

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.frameReport(c)
    }
}

enum ExpectCommand: SceneCommand {
    static let spec = CommandSpec(
        "expect", topic: .inspection,
        summary: "Check a frame, a property, ambiguity or conflicts; a failure makes replay exit 1.",
        usage: [
            "expect NAME.frame == {{X, Y}, {W, H}} [within E]",
            "expect NAME.bounds|screenFrame|startFrame == {{X, Y}, {W, H}} [within E]",
            "expect NAME.contentSize == {W, H} [within E]",
            "expect NAME.PROP == VALUE [within E]",
            "expect NAME.ambiguous == true|false",
            "expect conflicts == N",
        ],
        help: """
            Lesson scripts and CI use expectations to pin the layout. PROP is any
            property `set` gives the view's kind (hidden, alpha, axis, spacing,
            distribution, alignment, text, contentOffset, contentInset, …),
            written as `set` writes it. Numbers must agree as printed (3
            decimals) unless `within E` allows more. `conflicts` counts the
            constraints broken now to resolve conflicts. `startFrame` is where
            the view moved from in the last animation (its frame now if it did
            not move): a view added inside `animate` starts at its starting
            frame, a row shown inside it grows from zero height in place.

            Examples:
              expect photo.frame == {{16, 20}, {343, 565}}
              expect photo.screenFrame == {{16, 84}, {343, 565}} within 0.5
              expect list.contentSize == {375, 1200}
              expect star.hidden == true
              expect star3.startFrame == {{0, 0}, {30, 30}}
              expect list.contentOffset == 0,120
              expect photo.ambiguous == false
              expect conflicts == 0
            """,
        pattern: [.expectation(properties: propertyOptions)], changesScene: false)

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.expect(c)
    }
}

enum DumpCommand: SceneCommand {
    static let spec = CommandSpec(
        "dump", topic: .inspection,
        summary: "Print the scene, or the last animation, as one line of JSON.",
        usage: ["dump", "dump timeline"],
        help: """
            `dump` prints the device, every view (root first, then tree order,
            then detached views) with its frame and screen frame, and the scroll
            views. `dump timeline` prints the last animation's samples.

            Examples:
              dump
              dump timeline
            """,
        forms: [CommandForm("dump", []), CommandForm("timeline", [.keyword("timeline")])],
        changesScene: false)

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        c.form == "timeline" ? try s.timelineJSON(c) : s.dumpJSON()
    }
}

enum TreeCommand: SceneCommand {
    static let spec = CommandSpec(
        "tree", topic: .inspection,
        summary: "Print the view hierarchy with frames.",
        usage: ["tree"],
        help: """
            Like recursiveDescription: frames, arranged (•), hidden and ambiguous
            markers, and each stack's axis, distribution, alignment and spacing.

            Example:
              tree
            """,
        pattern: [], changesScene: false)
    static let pagesItsAnswer = true

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        s.treeText()
    }
}

enum FontsCommand: SceneCommand {
    static let spec = CommandSpec(
        "fonts", topic: .inspection,
        summary: "List the named fonts measured with their own metrics.",
        usage: ["fonts"],
        help: """
            Each family, then its faces by PostScript name: the names fontName=
            takes and that documents use (`<fontDescription name=…>`), measured
            with the face's own advances, kerning and line height. Any other
            name is kept and measured as the system font of its size.

            Example:
              fonts
              set title fontName=Avenir-Heavy font=24
            """,
        pattern: [], changesScene: false)

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        TextMetrics.NamedFace.allFamilies.map { family in
            family + ": " + TextMetrics.NamedFace.faces(inFamily: family).map(\.name).joined(separator: " ")
        }.joined(separator: "\n")
    }
}

enum ConstraintsCommand: SceneCommand {
    static let spec = CommandSpec(
        "constraints", topic: .inspection,
        summary: "List the constraints that affect a view.",
        usage: ["constraints NAME"],
        help: """
            In NSLayoutConstraint's notation, grouped by axis, with UIKit's
            identifiers (UISV-…) and priorities.

            Example:
              constraints photo
            """,
        pattern: [.name("NAME", .view)], changesScene: false)
    static let pagesItsAnswer = true

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        s.constraintsText(try s.view(s.name(c, "NAME"), at: s.loc(c, "NAME"), in: c))
    }
}

enum ExplainCommand: SceneCommand {
    static let spec = CommandSpec(
        "explain", topic: .inspection,
        summary: "Say why a view has its frame, or explain the last conflict.",
        usage: ["explain NAME", "explain conflicts"],
        help: """
            `explain NAME` gives plain-English reasons along each axis: which
            constraints are tight, which priorities won and which gave way.
            `explain conflicts` explains the last unsatisfiable constraints.

            Examples:
              explain photo
              explain conflicts
            """,
        forms: [
            CommandForm("conflicts", [.keyword("conflicts")]),
            CommandForm("view", [.name("NAME", .view)]),
        ],
        changesScene: false)

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        if c.form == "conflicts" { return s.explainConflicts() }
        return s.explain(try s.view(s.name(c, "NAME"), at: s.loc(c, "NAME"), in: c))
    }
}

enum RenderCommand: SceneCommand {
    static let spec = CommandSpec(
        "render", topic: .inspection,
        summary: "Draw the screen in the terminal.",
        usage: ["render [scale=N]"],
        help: """
            Box drawing that fits the terminal's width: names on the boxes'
            top borders, labels, buttons and fields showing their text, a
            legend of the glyphs and of any name cut short; hidden views are
            dashed and marked ◌. scale=N asks for N columns per point (a
            bigger picture; never wider than the terminal).

            Example:
              render scale=0.1
            """,
        pattern: [],
        options: [OptionSpec("scale", .number(.positive), summary: "terminal cells per point")],
        changesScene: false)

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        s.render(cellsPerPoint: c.option("scale")?.value.number, legend: true)
    }
}

enum ExportCommand: SceneCommand {
    static let spec = CommandSpec(
        "export", topic: .inspection,
        summary: "Write the scene as SVG, HTML, a Swift view controller, a storyboard or a xib.",
        usage: ["export svg|html|swift|storyboard|xib FILE"],
        help: """
            svg: the screen with the safe area, margins and named views (hidden
            views dashed). html: one self-contained page that plays the last
            animation with a scrubber. swift: a UIKit view controller that builds
            the same scene. If the session animated, viewDidLoad builds the
            scene as it was before the first animation and viewDidAppear plays
            the rest, each animation as UIView.animate, so a device shows it
            (a view added inside one moves from its starting frame). `+ standard`
            becomes constraint(equalToSystemSpacingAfter:) or …Below:.
            storyboard, xib: an Interface Builder document in Xcode's current
            format: the root as a view controller's view (storyboard) or a
            top-level view (xib), each view at its frame as laid out, with its
            name as user label and its IB id when it was opened from one;
            `open FILE` gives the same scene back. What IB cannot hold
            (custom spacings, views outside the window) is said in a note.

            Examples:
              export svg login.svg
              export swift LoginViewController.swift
              export storyboard Login.storyboard
            """,
        pattern: [.choice("FORMAT", ["svg", "html", "swift", "storyboard", "xib"]), .file("FILE")],
        changesScene: false)

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.export(c)
    }
}

enum ExerciseCommand: SceneCommand {
    static let spec = CommandSpec(
        "exercise", topic: .inspection,
        summary: "Show the alternative layouts of an ambiguous view.",
        usage: ["exercise NAME"],
        help: """
            Like exerciseAmbiguityInLayout: prints the frames the view could
            take while still meeting every constraint.

            Example:
              exercise photo
            """,
        pattern: [.name("NAME", .view)], changesScene: false)

    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        s.exercise(try s.view(s.name(c, "NAME"), at: s.loc(c, "NAME"), in: c))
    }
}
