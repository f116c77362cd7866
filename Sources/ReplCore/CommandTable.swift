// The one command table of the REPL: every command's names, help, usage and
// argument grammar, as pure data. Parsing (CommandGrammar), `help`, usage
// errors, tab completion and "did you mean" all read it; the session maps
// each command's name (and form id) to its handler.
import CommandLanguage
import ViewTree

// MARK: Shared options

/// The device names `device` accepts: each preset, then its aliases.
let devicePresets = Device.acceptedNames

let hugOption = OptionSpec(
    "hug", .pair(.priority),
    summary: "content-hugging priorities, horizontal and vertical (default 250,250)")
let resistOption = OptionSpec(
    "resist", .pair(.priority),
    summary: "compression-resistance priorities, horizontal and vertical (default 750,750)")
let intrinsicOption = OptionSpec("intrinsic", .size, summary: "intrinsic content size")
let fontOption = OptionSpec("font", .number(.positive), placeholder: "SIZE", summary: "system font size in points")
let linesOption = OptionSpec(
    "lines", .number(.wholeNumber(minimum: 0)), summary: "numberOfLines; 0 wraps without limit")
let axisOption = OptionSpec("axis", .choice(["horizontal", "vertical"]), summary: "the stack's axis")
let distributionOption = OptionSpec(
    "distribution",
    .choice(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]),
    summary: "how arranged views share the axis")
let alignmentOption = OptionSpec(
    "alignment",
    .choice(["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]),
    summary: "how arranged views sit across the axis")
let spacingOption = OptionSpec("spacing", .number(.any), summary: "space between arranged views")
let marginsOption = OptionSpec("margins", .insets, summary: "layout margins, top, left, bottom, right")
let marginsRelativeOption = OptionSpec(
    "marginsRelative", .bool, summary: "isLayoutMarginsRelativeArrangement")
let baselineRelativeOption = OptionSpec(
    "baselineRelative", .bool, summary: "isBaselineRelativeArrangement")
let textWidthRuleOption = OptionSpec(
    "textWidthRule", .choice(["current", "ios14"]),
    summary: "multi-line labels' width rule: current (iOS 15+), or ios14's 1/n split (history)")

/// Every property `set` and `vary` accept: those of the creation commands,
/// then the ones only `set` gives.
let propertyOptions: [OptionSpec] = [
    intrinsicOption, hugOption, resistOption,
    OptionSpec("text", .string, summary: "a label's text"),
    fontOption, linesOption,
    OptionSpec("title", .string, summary: "a button's title"),
    OptionSpec("placeholder", .string, summary: "a text field's placeholder"),
    OptionSpec("size", .size, summary: "an image's size"),
    axisOption, distributionOption, alignmentOption, spacingOption, marginsOption,
    marginsRelativeOption, baselineRelativeOption, textWidthRuleOption,
    OptionSpec("hidden", .bool, summary: "isHidden (in a stack: removed from the layout)"),
    OptionSpec("alpha", .number(.unitInterval), summary: "opacity, 0 to 1"),
    OptionSpec("contentOffset", .point, summary: "a scroll view's content offset"),
    OptionSpec("contentInset", .insets, summary: "a scroll view's content inset, top, left, bottom, right"),
]

/// `vary`'s size-class qualifiers.
let sizeClassOptions: [OptionSpec] = [
    OptionSpec("w", .choice(["compact", "regular"]), summary: "only in this horizontal size class",
               isQualifier: true),
    OptionSpec("h", .choice(["compact", "regular"]), summary: "only in this vertical size class",
               isQualifier: true),
]

// MARK: The table

/// Every command of the REPL, in `help` order.
public let commandTable: [CommandSpec] = [
    // Device
    CommandSpec(
        "device", topic: .device,
        summary: "Choose the device: a preset or a custom screen.",
        usage: ["device " + (devicePresets + ["WxH[@Sx]"]).joined(separator: " | ")],
        help: """
            The scene is laid out again on the new screen, keeping the orientation.
            A custom screen WxH is in points, at scale S (default 1); it has no
            status bar and no safe area. A fresh session starts on iphone8, portrait.

            Examples:
              device iphone-x
              device 375x667@2x
            """,
        pattern: [.device("DEVICE", devicePresets)]),
    CommandSpec(
        "rotate", topic: .device,
        summary: "Turn the device: portrait <-> landscape.",
        usage: ["rotate"],
        help: """
            Swaps the screen's width and height; the safe area, status bar and
            size classes change as on the device.

            Example:
              device iphone-x; rotate
            """,
        pattern: []),

    // Views
    CommandSpec(
        "view", topic: .views,
        summary: "Create a plain UIView.",
        usage: ["view NAME [intrinsic=WxH] [hug=H,V] [resist=H,V]"],
        help: """
            The view is not in the hierarchy until you add it. Without intrinsic=
            it has no intrinsic size (UIView.noIntrinsicMetric), like a UIView.

            Examples:
              view box intrinsic=100x44
              view spacer hug=1,1
            """,
        pattern: [.name("NAME", .newName)],
        options: [intrinsicOption, hugOption, resistOption]),
    CommandSpec(
        "label", topic: .views,
        summary: "Create a UILabel with its text.",
        usage: ["label NAME \"TEXT\" [font=SIZE] [lines=N] [hug=H,V] [resist=H,V]"],
        help: """
            The label's intrinsic size comes from its text in the system font
            (17 pt unless font= says otherwise); lines=0 lets it wrap.

            Examples:
              label title "Sign in" font=28
              label note "登录 / 注册" lines=0
            """,
        pattern: [.name("NAME", .newName), .string("TEXT")],
        options: [fontOption, linesOption, hugOption, resistOption]),
    CommandSpec(
        "button", topic: .views,
        summary: "Create a UIButton with its title.",
        usage: ["button NAME \"TITLE\""],
        help: """
            A system button; its intrinsic size is its title plus UIKit's insets.

            Example:
              button go "Log in"
            """,
        pattern: [.name("NAME", .newName), .string("TITLE")]),
    CommandSpec(
        "image", topic: .views,
        summary: "Create a UIImageView with an image of the given size.",
        usage: ["image NAME WxH"],
        help: """
            The image's size is the view's intrinsic size.

            Example:
              image photo 300x200
            """,
        pattern: [.name("NAME", .newName), .size("WxH")]),
    CommandSpec(
        "switch", topic: .views,
        summary: "Create a UISwitch (51 x 31).",
        usage: ["switch NAME"],
        help: """
            Example:
              switch remember
            """,
        pattern: [.name("NAME", .newName)]),
    CommandSpec(
        "field", topic: .views,
        summary: "Create a UITextField, with an optional placeholder.",
        usage: ["field NAME [\"PLACEHOLDER\"]"],
        help: """
            A rounded-rect text field; the placeholder sets its intrinsic width.

            Example:
              field email "Email address"
            """,
        pattern: [.name("NAME", .newName), .optional([.string("PLACEHOLDER")])]),
    CommandSpec(
        "stack", topic: .views,
        summary: "Create a UIStackView.",
        usage: [
            "stack NAME [axis=horizontal|vertical] [distribution=fill|fillEqually|fillProportionally|equalSpacing|equalCentering]",
            "           [alignment=fill|leading|top|center|trailing|bottom|firstBaseline|lastBaseline]",
            "           [spacing=N] [margins=T,L,B,R] [marginsRelative=true|false] [baselineRelative=true|false]",
            "           [textWidthRule=current|ios14]",
        ],
        help: """
            Defaults are UIStackView's: horizontal, fill, fill, spacing 0. Add
            arranged views with `add NAME… to STACK`.
            textWidthRule=ios14 brings back iOS 14's width rule for multi-line
            labels in a horizontal stack (each wants 1/n of the stack: a label
            beside a switch gets half), for lessons on that old bug; the default
            is today's (each of k multi-line labels at most 1/k of the stack).

            Examples:
              stack form axis=vertical spacing=12 alignment=fill
              stack row distribution=fillEqually margins=8,16,8,16 marginsRelative=true
            """,
        pattern: [.name("NAME", .newName)],
        options: [axisOption, distributionOption, alignmentOption, spacingOption, marginsOption,
                  marginsRelativeOption, baselineRelativeOption, textWidthRuleOption]),
    CommandSpec(
        "scroll", topic: .animation,
        summary: "Create a UIScrollView, or scroll a view into view.",
        usage: ["scroll NAME", "scroll NAME to VIEW"],
        help: """
            `scroll NAME` creates a scroll view with its content and frame layout
            guides (NAME.content, NAME.frameGuide); constraints from its content
            to NAME.content give its content size.
            `scroll NAME to VIEW` changes the content offset just enough to show
            VIEW, like scrollRectToVisible(_:animated:).

            Examples:
              scroll list
              scroll list to row7
            """,
        forms: [
            CommandForm("create", [.name("NAME", .newName)]),
            CommandForm("scrollTo", [.name("NAME", .scrollView), .keyword("to"), .name("VIEW", .view)]),
        ]),
    CommandSpec(
        "set", topic: .views,
        summary: "Change properties of a view.",
        usage: ["set NAME PROP=VALUE …"],
        help: """
            Any property of the creation commands, plus hidden=, alpha=, text=,
            contentOffset=X,Y and contentInset=T,L,B,R. Several properties change
            together, as one step.

            Examples:
              set row axis=vertical spacing=8
              set title text="Welcome" font=34
              set star hidden=true
            """,
        pattern: [.name("NAME", .view)],
        options: propertyOptions, minimumProperties: 1),
    CommandSpec(
        "vary", topic: .views,
        summary: "Give a property a value for a size class only.",
        usage: ["vary NAME PROP=VALUE [w=compact|regular] [h=compact|regular]"],
        help: """
            Like Interface Builder's "+" next to a property: the value applies
            while the device's size classes match w= and h= (either may be left
            out). Rotate or change the device to see it switch.

            Example:
              vary form axis=horizontal h=compact
            """,
        pattern: [.name("NAME", .view)],
        options: propertyOptions + sizeClassOptions, minimumProperties: 1),

    // Hierarchy
    CommandSpec(
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
        pattern: [.names("NAME", .view), .keyword("to"), .name("PARENT", .parent)]),
    CommandSpec(
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
        ]),
    CommandSpec(
        "remove", topic: .hierarchy,
        summary: "Remove a view from its stack's arranged views.",
        usage: ["remove NAME"],
        help: """
            removeArrangedSubview: the view stays a subview of the stack and keeps
            its last frame, which surprises many; use removeFromSuperview to take
            it out of the hierarchy.

            Example:
              remove star
            """,
        pattern: [.name("NAME", .view)]),
    CommandSpec(
        "removeFromSuperview", topic: .hierarchy,
        summary: "Take a view out of the hierarchy.",
        usage: ["removeFromSuperview NAME"],
        help: """
            Also removes it from its stack's arranged views and drops the
            constraints that refer to it.

            Example:
              removeFromSuperview star
            """,
        pattern: [.name("NAME", .view)]),
    CommandSpec(
        "hide", topic: .hierarchy,
        summary: "Hide views (a stack stops laying them out).",
        usage: ["hide NAME…"],
        help: """
            Sets isHidden; inside animate, a stack shrinks the view to zero first.

            Example:
              hide star3 star4
            """,
        pattern: [.names("NAME", .view)]),
    CommandSpec(
        "show", topic: .hierarchy,
        summary: "Show hidden views.",
        usage: ["show NAME…"],
        help: """
            Example:
              show star3
            """,
        pattern: [.names("NAME", .view)]),
    CommandSpec(
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
        ]),

    // Constraints
    CommandSpec(
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
        pattern: [.constraint]),
    CommandSpec(
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
        options: [OptionSpec("inset", .number(.any), summary: "distance from each edge")]),

    // Animation
    CommandSpec(
        "animate", topic: .animation,
        summary: "Run commands in an animation and print the timeline.",
        usage: [
            "animate [DURATION] [curve=easeInOut|linear|easeIn|easeOut] [fps=N] { COMMAND; … }",
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
            block may span lines. curve=spring takes damping= and velocity=.
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
        ]),

    // Inspecting
    CommandSpec(
        "frame", topic: .inspection,
        summary: "Print a view's frame.",
        usage: ["frame NAME"],
        help: """
            Prints NAME {{x, y}, {w, h}} in its superview's coordinates, like
            NSStringFromCGRect.

            Example:
              frame photo
            """,
        pattern: [.name("NAME", .view)], changesScene: false),
    CommandSpec(
        "expect", topic: .inspection,
        summary: "Check a frame or a content size; a failure makes replay exit 1.",
        usage: ["expect NAME.frame == {{X, Y}, {W, H}}", "expect NAME.contentSize == {W, H}"],
        help: """
            Lesson scripts and CI use expectations to pin the layout.

            Examples:
              expect photo.frame == {{16, 20}, {343, 565}}
              expect list.contentSize == {375, 1200}
            """,
        pattern: [.expectation(properties: propertyOptions)], changesScene: false),
    CommandSpec(
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
        changesScene: false),
    CommandSpec(
        "tree", topic: .inspection,
        summary: "Print the view hierarchy with frames.",
        usage: ["tree"],
        help: """
            Like recursiveDescription: frames, arranged (•), hidden and ambiguous
            markers, and each stack's axis, distribution, alignment and spacing.

            Example:
              tree
            """,
        pattern: [], changesScene: false),
    CommandSpec(
        "constraints", topic: .inspection,
        summary: "List the constraints that affect a view.",
        usage: ["constraints NAME"],
        help: """
            In NSLayoutConstraint's notation, grouped by axis, with UIKit's
            identifiers (UISV-…) and priorities.

            Example:
              constraints photo
            """,
        pattern: [.name("NAME", .view)], changesScene: false),
    CommandSpec(
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
        changesScene: false),
    CommandSpec(
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
        changesScene: false),
    CommandSpec(
        "export", topic: .inspection,
        summary: "Write the scene as SVG, HTML or a Swift view controller.",
        usage: ["export svg|html|swift FILE"],
        help: """
            svg: the screen with the safe area, margins and named views (hidden
            views dashed). html: one self-contained page that plays the last
            animation with a scrubber. swift: a UIKit view controller that builds
            the same scene.

            Examples:
              export svg login.svg
              export swift LoginViewController.swift
            """,
        pattern: [.choice("FORMAT", ["svg", "html", "swift"]), .file("FILE")],
        changesScene: false),
    CommandSpec(
        "exercise", topic: .inspection,
        summary: "Show the alternative layouts of an ambiguous view.",
        usage: ["exercise NAME"],
        help: """
            Like exerciseAmbiguityInLayout: prints the frames the view could
            take while still meeting every constraint.

            Example:
              exercise photo
            """,
        pattern: [.name("NAME", .view)], changesScene: false),

    // Session
    CommandSpec(
        "help", topic: .session,
        summary: "List the commands, or show one command's help.",
        usage: ["help [COMMAND]"],
        help: """
            Examples:
              help
              help stack
            """,
        pattern: [.optional([.name("COMMAND", .command)])],
        allowedInBlock: false, changesScene: false),
    CommandSpec(
        "undo", topic: .session,
        summary: "Undo the last command that changed the scene.",
        usage: ["undo"],
        help: """
            Any number of steps; the exact earlier state comes back.

            Example:
              undo
            """,
        pattern: [], allowedInBlock: false, changesScene: false),
    CommandSpec(
        "redo", topic: .session,
        summary: "Redo the last undone command.",
        usage: ["redo"],
        help: """
            Example:
              redo
            """,
        pattern: [], allowedInBlock: false, changesScene: false),
    CommandSpec(
        "reset", topic: .session,
        summary: "Start over: iphone8, portrait, an empty root.",
        usage: ["reset"],
        help: """
            Can be undone.

            Example:
              reset
            """,
        pattern: [], allowedInBlock: false),
    CommandSpec(
        "save", topic: .session,
        summary: "Write a script that rebuilds the scene.",
        usage: ["save FILE"],
        help: """
            The script is minimal: the commands since the last reset that
            changed the scene, in your words and order, less failed, undone
            and inspecting ones, and less any whose effect was later undone
            (a hide then a show, a rotate turned back, a value set twice): a
            command is left out only when replaying without it gives the same
            scene (frames, properties, constraints, variations, scroll
            positions, the last animation). Written atomically; `load FILE`
            in a fresh session gives the same dump.

            Example:
              save login.repl
            """,
        pattern: [.file("FILE")], allowedInBlock: false, changesScene: false),
    CommandSpec(
        "load", topic: .session,
        summary: "Replay a script into the session.",
        usage: ["load FILE"],
        help: """
            Runs the file's commands as if typed; errors say FILE:LINE:COLUMN.

            Example:
              load lessons/001-login.repl
            """,
        pattern: [.file("FILE")], allowedInBlock: false),
    CommandSpec(
        "history", topic: .session,
        summary: "List the commands typed in this session.",
        usage: ["history"],
        help: """
            Example:
              history
            """,
        pattern: [], allowedInBlock: false, changesScene: false),
    CommandSpec(
        "quit", aliases: ["exit"], topic: .session,
        summary: "Leave stacklab (Ctrl-D does too).",
        usage: ["quit"],
        help: """
            Example:
              quit
            """,
        pattern: [], allowedInBlock: false, changesScene: false),
]
