// The options several commands share, and the list of every command type
// (Commands/): the one command table behind parsing (CommandGrammar), `help`,
// usage errors, tab completion and "did you mean".
import CommandLanguage
import ViewTree

// MARK: Shared options

/// The device names `device` accepts: each preset, then its aliases.
let devicePresets = Device.acceptedNames

let hugOption = OptionSpec(
    "hug", .pair(.priority),
    summary: "content-hugging priorities, horizontal and vertical (default 250,250; labels and images 251,251; switches 750,750)")
let resistOption = OptionSpec(
    "resist", .pair(.priority),
    summary: "compression-resistance priorities, horizontal and vertical (default 750,750)")
let intrinsicOption = OptionSpec("intrinsic", .size, summary: "intrinsic content size")
let fontOption = OptionSpec(
    "font", .numberOrChoice(.positive, Font.TextStyle.allCases.map(\.rawValue)), placeholder: "SIZE|STYLE",
    summary: "the system font's size in points, or a text style (preferredFont(forTextStyle:) at its default size: "
        + Font.TextStyle.allCases.map(\.rawValue).joined(separator: " ") + ")")
/// The font options after `font=`: weight, bold, italic, monospaced digits,
/// a named font.
let fontTraitOptions = [
    OptionSpec("weight", .choice(Font.Weight.allCases.map(\.rawValue)),
               summary: "the font's weight (default regular; a text style's own, e.g. headline semibold)"),
    OptionSpec("bold", .bool, summary: "boldSystemFont: weight bold (bold=false: back to regular)", isFlag: true),
    OptionSpec("italic", .bool, summary: "italicSystemFont: the italic face", isFlag: true),
    OptionSpec("monospacedDigits", .bool, summary: "monospacedDigitSystemFont: every digit as wide", isFlag: true),
    OptionSpec("fontName", .word, placeholder: "NAME|system",
               summary: "UIFont(name:size:): a named font by its PostScript name (Avenir-Heavy, HelveticaNeue-Bold; `fonts` lists those measured with their own metrics), or system for the system font"),
]
/// The names of the font properties every kind with text has.
let fontPropertyNames = ["font"] + fontTraitOptions.map(\.name)
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
let preservesMarginsOption = OptionSpec(
    "preservesMargins", .bool, summary: "preservesSuperviewLayoutMargins: keep content out of the superview's margins too")
let marginsRelativeOption = OptionSpec(
    "marginsRelative", .bool, summary: "isLayoutMarginsRelativeArrangement")
let baselineRelativeOption = OptionSpec(
    "baselineRelative", .bool, summary: "isBaselineRelativeArrangement")
let textWidthRuleOption = OptionSpec(
    "textWidthRule", .choice(["current", "ios14"]),
    summary: "multi-line labels' width rule: current (iOS 15+), or ios14's 1/n split (history)")
let hidingRuleOption = OptionSpec(
    "hidingRule", .choice(["current", "ios12"]),
    summary: "arranged views' hiding: current, or ios12's count of hides inside animate (history)")

/// Every property `set` and `vary` accept: those of the creation commands,
/// then the ones only `set` gives.
let propertyOptions: [OptionSpec] = [
    intrinsicOption, hugOption, resistOption,
    OptionSpec("text", .string, summary: "the text of a label, field or text view"),
    fontOption] + fontTraitOptions + [linesOption,
    OptionSpec("preferredMaxLayoutWidth", .number(.any),
               summary: "a multi-line label's explicit preferredMaxLayoutWidth: it wraps at this width whatever its frame (0: automatic)"),
    OptionSpec("title", .string, summary: "a button's title"),
    OptionSpec("image", .size, summary: "a button's image, its size in points (beside the title; alone with an empty title)"),
    OptionSpec("configuration", .bool,
               summary: "an iOS 15 UIButton.Configuration (plain): 17-pt title, content insets 7,12,7,12; its title may wrap, so a horizontal stack shares its width out (configuration=false: a classic button)",
               isFlag: true),
    OptionSpec("contentEdgeInsets", .insets,
               summary: "a button's contentEdgeInsets, top, left, bottom, right (unset: the title's own padding)"),
    OptionSpec("placeholder", .string, summary: "a text field's placeholder"),
    OptionSpec("size", .size, summary: "an image's size"),
    OptionSpec("mode", .choice(ContentMode.allCases.map(\.rawValue)),
               summary: "an image view's content mode (default scaleToFill)"),
    OptionSpec("border", .choice(TextFieldBorderStyle.allCases.map(\.rawValue)),
               summary: "a text field's border style (default none, as in code)"),
    OptionSpec("scrolls", .bool, summary: "a text view's isScrollEnabled (default true)"),
    OptionSpec("pages", .number(.wholeNumber(minimum: 0)), summary: "a page control's numberOfPages (default 3)"),
    OptionSpec("style", .choice(DatePickerStyle.allCases.map(\.rawValue)),
               summary: "a date picker's preferredDatePickerStyle (default wheels)"),
    axisOption, distributionOption, alignmentOption, spacingOption, marginsOption, preservesMarginsOption,
    marginsRelativeOption, baselineRelativeOption, textWidthRuleOption, hidingRuleOption,
    OptionSpec("hidden", .bool, summary: "isHidden (in a stack: removed from the layout)"),
    OptionSpec("alpha", .number(.unitInterval), summary: "opacity, 0 to 1"),
    OptionSpec("contentOffset", .point, summary: "a scroll view's content offset"),
    OptionSpec("contentInset", .insets, summary: "a scroll view's content inset, top, left, bottom, right"),
    OptionSpec("alignmentInsets", .insets,
               summary: "alignmentRectInsets, top, left, bottom, right: how far the frame reaches past the rectangle layout places (default: the kind's, e.g. a switch's 0,0,0,2)"),
]

/// `button`'s type (fixed when the button is made, so not a property).
let buttonTypeOption = OptionSpec(
    "type", .choice(ButtonType.allCases.map(\.rawValue)), summary: "UIButton.ButtonType (default system)")

/// `vary`'s size-class qualifiers.
let sizeClassOptions: [OptionSpec] = [
    OptionSpec("w", .choice(["compact", "regular"]), summary: "only in this horizontal size class",
               isQualifier: true),
    OptionSpec("h", .choice(["compact", "regular"]), summary: "only in this vertical size class",
               isQualifier: true),
]

// MARK: The commands

/// Every command of the REPL, in `help` order. Adding a command is writing
/// its type (see ``Command``) and listing it here.
let commandTypes: [any Command.Type] = [
    DeviceCommand.self,
    RotateCommand.self,
    ViewCommand.self,
    ControlCommand.self,
    LabelCommand.self,
    ButtonCommand.self,
    ImageCommand.self,
    SwitchCommand.self,
    SliderCommand.self,
    StepperCommand.self,
    ProgressCommand.self,
    PageControlCommand.self,
    DatePickerCommand.self,
    SegmentedCommand.self,
    FieldCommand.self,
    TextViewCommand.self,
    StackCommand.self,
    ScrollCommand.self,
    SetCommand.self,
    VaryCommand.self,
    AddCommand.self,
    InsertCommand.self,
    RemoveCommand.self,
    RemoveFromSuperviewCommand.self,
    HideCommand.self,
    ShowCommand.self,
    SpacingCommand.self,
    EmbedCommand.self,
    ConstrainCommand.self,
    PinCommand.self,
    DeactivateCommand.self,
    AnimateCommand.self,
    FrameCommand.self,
    ExpectCommand.self,
    DumpCommand.self,
    TreeCommand.self,
    FontsCommand.self,
    ConstraintsCommand.self,
    ExplainCommand.self,
    RenderCommand.self,
    ExportCommand.self,
    ExerciseCommand.self,
    HelpCommand.self,
    UndoCommand.self,
    RedoCommand.self,
    ResetCommand.self,
    SaveCommand.self,
    LoadCommand.self,
    OpenCommand.self,
    ScenesCommand.self,
    TapCommand.self,
    ToggleCommand.self,
    SelectCommand.self,
    SlideCommand.self,
    SwiftCommand.self,
    HistoryCommand.self,
    OutputCommand.self,
    QuitCommand.self,
    LessonCommand.self,
    GoalCommand.self,
    CheckCommand.self,
    HintCommand.self,
    SolutionCommand.self,
]

/// Every command's syntax, in `help` order.
public let commandTable: [CommandSpec] = commandTypes.map { $0.spec }
