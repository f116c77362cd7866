// Interface Builder documents: `open`, `scenes` (and `check`, shared with
// lessons, in LessonCommands.swift). One type per command; the work is in
// Session+Documents.swift, the format in the InterfaceBuilder target.
import CommandLanguage

enum OpenCommand: SceneCommand {
    static let spec = CommandSpec(
        "open", topic: .session,
        summary: "Open a storyboard, xib or UIKit Swift file: its scene replaces yours (undo brings yours back).",
        usage: ["open FILE [scene=ID|NAME] [images=JSON]", "open FILE.swift [type=NAME] [images=JSON] [verbose]"],
        help: """
            Reads an Interface Builder document (.storyboard, .xib) and lays
            out one of its roots on the document's device: a view controller's
            view (the window's root), a xib's top-level view or a cell's
            content view (a view of the root at its recorded size). Without
            scene= the initial view controller, else the first root; `scenes
            FILE` lists them, each by its IB object id.

            Views are named by their user label, outlet or text (`userNameLabel`)
            and keep their IB id: `frame ID` and `explain ID` take either, and
            `dump` adds "ibID". Image sizes come from the asset catalogue
            beside the document (the nearest folder above holding a .xcassets),
            from the sizes the document records, or from images=FILE.json
            ({"Heart": [120, 120]}, points). What StackLab does not model is
            said once per kind as a warning (a named font such as Avenir is
            measured as the system font of its size, and the warning names
            it); the rest opens. `check` compares the frames with the ones
            IB recorded.

            A Swift file (.swift) is run, not compiled, the way UIKit runs it:
            its view controller through loadView, viewDidLoad, viewWillAppear,
            a layout pass, viewDidLayoutSubviews and viewDidAppear (animations
            end at once), a UIView subclass through init(frame:) at its
            fitting size (a table cell as wide as the safe area), or a
            playground page's top-level code and its liveView; type=NAME picks
            one (`scenes FILE.swift` lists them). Reading a frame never lays
            out: before the first pass a view made with UIView() is zero.
            Views are named after the properties and variables that hold
            them. Code layout does not depend on (colours, print, layers) is
            skipped (verbose lists it); what comes from another file is a
            warning and a stand-in: a class is the UIKit class its name ends
            with (…StackView, …Label, …View), a helper's view one empty view,
            an outlet a new view of its type, an initialiser's arguments nil,
            empty or zero, a constant zero. A syntax error is one error with
            a caret and nothing opens. `help swift` tells what is modelled;
            README ("Bring your own layout") has the whole policy.

            Examples:
              open Main.storyboard
              open Main.storyboard scene=BYZ-38-t0r
              open ProfileHeader.xib images=sizes.json
              open LoginViewController.swift
              open Views.swift type=BadgeView verbose
            """,
        pattern: [.file("FILE")],
        options: [
            OptionSpec("scene", .word, placeholder: "ID|NAME", summary: "the root to open: its IB id or its name, as `scenes` lists them"),
            OptionSpec("images", .word, placeholder: "JSON", summary: "a JSON file of image sizes in points: {\"Heart\": [120, 120]}"),
            OptionSpec("type", .word, placeholder: "NAME", summary: "the Swift file's view controller or view to run, as `scenes` lists them"),
            OptionSpec("verbose", .bool, summary: "also list the Swift code skipped because layout does not depend on it", isFlag: true),
        ],
        allowedInBlock: false)

    /// At the prompt: one undoable step; the warnings go to standard error.
    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        s.openAsOneStep(c, style: style)
    }

    /// Inside a loaded script: the scene is replaced within the load's change.
    static func run(_ c: ParsedCommand, in s: Session) throws(CommandFailure) -> String {
        try s.openDocument(c).0
    }
}

enum ScenesCommand: SessionCommand {
    static let spec = CommandSpec(
        "scenes", topic: .session,
        summary: "List the roots of a storyboard or xib, or the types of a Swift file, that `open` can lay out.",
        usage: ["scenes FILE"],
        help: """
            One line per layout root: its IB object id, its kind (view
            controller's view, top-level view, table or collection cell's
            content view), its name (storyboard identifier, custom class,
            title or user label), the design device and how many views it
            holds. For a Swift file: each view controller and UIView subclass
            with its UIKit base class and line, and the one `open` runs when
            no type= is given. Nothing changes.

            Example:
              scenes Main.storyboard
            """,
        pattern: [.file("FILE")], allowedInBlock: false, changesScene: false)

    static func perform(_ c: ParsedCommand, in s: Session, style: OutputStyle) -> RunResult {
        do { return s.ok(try s.scenesListing(c)) } catch { return s.bad(error.diagnostic) }
    }
}
