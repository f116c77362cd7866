// The kinds of view the REPL creates, named by the command that makes each
// (`label`, `segmented`, `textview`…), and the properties each kind has:
// one list behind the creation commands' options, `set`'s checks, `expect`
// and completion.
import CommandLanguage
import Geometry
import ViewTree

/// A kind of view and the properties `set` (and its creation command)
/// accept for it.
struct ViewKindProperties {
    /// The creation command's word: `view`, `label`, `stack`…
    let kind: String
    /// The names of its properties, in help order.
    let properties: [String]
    /// What a new view of the kind is (its default priorities come from it).
    let control: ControlKind
}

/// Properties every view has.
let commonPropertyNames = ["intrinsic", "hug", "resist", "hidden", "alpha", "margins", "alignmentInsets", "preservesMargins"]
/// Properties only `set` takes, not the creation commands (whose usage
/// lines are an issue's contract).
let setOnlyPropertyNames: Set<String> = ["preservesMargins"]
/// A stack view's own properties.
let stackPropertyNames = [
    "axis", "distribution", "alignment", "spacing", "marginsRelative", "baselineRelative", "textWidthRule",
    "hidingRule",
]

/// Every kind, in `help` order; `root` is a plain view.
let viewKinds: [ViewKindProperties] = [
    ViewKindProperties(kind: "view", properties: commonPropertyNames, control: .plain),
    ViewKindProperties(kind: "control", properties: commonPropertyNames, control: .control),
    ViewKindProperties(kind: "label", properties: ["text"] + fontPropertyNames + ["lines", "preferredMaxLayoutWidth"] + commonPropertyNames, control: .label(text: "")),
    ViewKindProperties(kind: "button", properties: ["title"] + fontPropertyNames + ["image", "contentEdgeInsets", "configuration"] + commonPropertyNames, control: .button(title: "")),
    ViewKindProperties(kind: "image", properties: ["size", "mode"] + commonPropertyNames, control: .imageView(imageSize: nil)),
    ViewKindProperties(kind: "switch", properties: commonPropertyNames, control: .switchControl),
    ViewKindProperties(kind: "slider", properties: commonPropertyNames, control: .slider),
    ViewKindProperties(kind: "stepper", properties: commonPropertyNames, control: .stepper),
    ViewKindProperties(kind: "progress", properties: commonPropertyNames, control: .progressView),
    ViewKindProperties(kind: "pagecontrol", properties: ["pages"] + commonPropertyNames, control: .pageControl()),
    ViewKindProperties(kind: "datepicker", properties: ["style"] + commonPropertyNames, control: .datePicker()),
    ViewKindProperties(kind: "segmented", properties: fontPropertyNames + commonPropertyNames, control: .segmented(titles: [])),
    ViewKindProperties(kind: "field", properties: ["text", "placeholder", "border"] + fontPropertyNames + commonPropertyNames, control: .textField(placeholder: "", text: "", border: .none)),
    ViewKindProperties(kind: "textview", properties: ["text", "scrolls"] + fontPropertyNames + commonPropertyNames, control: .textView(text: "")),
    ViewKindProperties(kind: "stack", properties: stackPropertyNames + commonPropertyNames, control: .stack),
    ViewKindProperties(kind: "scroll", properties: ["contentOffset", "contentInset"] + commonPropertyNames, control: .scroll),
    ViewKindProperties(kind: "root", properties: commonPropertyNames, control: .plain),
]

/// The property names of `kind` (a plain view's for an unknown kind).
func propertyNames(of kind: String) -> [String] {
    viewKinds.first { $0.kind == kind }?.properties ?? commonPropertyNames
}

/// The option specs of `kind`'s properties, for its creation command;
/// `hug=` and `resist=` state the kind's own defaults.
func propertyOptions(of kind: String) -> [OptionSpec] {
    let control = viewKinds.first { $0.kind == kind }?.control ?? .plain
    func pair(_ p: (horizontal: Double, vertical: Double)) -> String {
        "\(formatNumber(p.horizontal)),\(formatNumber(p.vertical))"
    }
    return propertyNames(of: kind).compactMap { name in
        guard !setOnlyPropertyNames.contains(name) else { return nil }
        guard var option = propertyOptions.first(where: { $0.name == name }) else { return nil }
        switch name {
        case "hug":
            option.summary = "content-hugging priorities, horizontal and vertical (default \(pair(control.defaultHugging())))"
        case "resist":
            option.summary = "compression-resistance priorities, horizontal and vertical (default \(pair(control.defaultCompressionResistance())))"
        default: break
        }
        return option
    }
}

/// "a label", "an image view", "a segmented control": the kind in words
/// with its article, for messages.
func withArticle(_ kind: String) -> String {
    let words = [
        "image": "image view", "field": "text field", "textview": "text view", "segmented": "segmented control",
        "pagecontrol": "page control", "datepicker": "date picker",
        "stack": "stack view", "scroll": "scroll view", "root": "root view",
    ][kind] ?? kind
    return (["a", "e", "i", "o", "u"].contains(words.prefix(1)) ? "an " : "a ") + words
}

/// Usage lines of a creation command: `first` as written, then the kind's
/// other properties (those `first` does not show) on continuation lines
/// indented under the arguments, wrapped before 100 columns.
func creationUsage(_ first: String, kind: String) -> [String] {
    let shown = propertyNames(of: kind).filter { first.contains($0 + "=") }
    let rest = propertyOptions(of: kind).filter { !shown.contains($0.name) }.map { "[\($0.synopsis)]" }
    let indent = String(repeating: " ", count: kind.count + 1)
    var lines = [first], line = indent
    for item in rest {
        if line.count + item.count > 99, line != indent {
            lines.append(String(line.dropLast()))
            line = indent
        }
        line += item + " "
    }
    if line != indent { lines.append(String(line.dropLast())) }
    return lines
}
