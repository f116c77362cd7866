import CommandLanguage
import Geometry
import StackLayout
import ViewTree

// `export swift`: a UIKit view controller that builds the same scene.
//
// The code is generated from the scene as it is now (not from the command
// history): every named view in creation order with its properties, the
// hierarchy (addSubview / addArrangedSubview in the same order), custom
// spacings, the app's constraints (the views' `constraints` that are not a
// stack's UISV-… ones) through anchors, the stacks' size-class variations
// re-applied from traitCollectionDidChange, and, as comments, the session's
// animations as UIView.animate blocks. Only UIKit API names are used, plus
// two small helpers declared in the file (a placeholder image for image
// views and an intrinsic-size view for `view NAME intrinsic=WxH`).
//
// Views keep StackLab's Interface Builder defaults: where a priority differs
// from the default of a view made in code (labels and image views hug at
// 251 in Interface Builder, 250 in code) the code sets it.

/// Swift identifiers for view names: valid, unique, keywords escaped.
struct SwiftIdentifiers {
    private var used: Set<String> = SwiftIdentifiers.reserved

    /// Names the generated code uses itself (locals, helpers, types).
    static let reserved: Set<String> = [
        "view", "traits", "horizontalClass", "verticalClass", "placeholderImage", "applySizeClassVariations",
        "IntrinsicSizeView", "LessonViewController", "intrinsicSize", "context", "self", "Self", "super", "init",
        "_", "UIView", "UILabel", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UITextField",
        "UIImageView", "UIImage", "UIStackView", "UIControl", "UITextView", "UIScrollView", "UIColor", "UIFont", "UIEdgeInsets",
        "UILayoutPriority", "NSLayoutConstraint", "UIGraphicsImageRenderer", "UITraitCollection",
        "UIViewController", "CGSize", "CGRect", "CGPoint", "CGFloat", "NSCoder", "String", "Double", "Int", "Bool",
    ]

    /// Swift's keywords, usable as identifiers between backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "throws", "true", "try", "async", "some",
        "any", "consume", "copy", "discard", "borrowing", "consuming", "macro", "package", "actor", "Protocol", "Type",
    ]

    mutating func make(_ name: String) -> String {
        var s = ""
        for ch in name {
            if ch == "_" || ch.isASCIIDigit || (ch.isLetter && ch.unicodeScalars.allSatisfy({ $0.properties.isXIDContinue })) {
                s.append(ch)
            } else {
                s.append("_")
            }
        }
        if s.isEmpty { s = "v" }
        if let f = s.first, f.isASCIIDigit { s = "_" + s }
        var candidate = s
        if used.contains(candidate) {
            // A name the code itself uses gets a trailing _, a repeated one a number.
            if Self.reserved.contains(s) { candidate = s + "_" }
            var n = 2
            while used.contains(candidate) {
                candidate = s + "\(n)"
                n += 1
            }
        }
        used.insert(candidate)
        return Self.keywords.contains(candidate) ? "`\(candidate)`" : candidate
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// A Swift number literal: the printed form when it is exact, else Swift's
/// shortest round-tripping form.
func swiftNumber(_ v: Double) -> String {
    let f = formatNumber(v)
    if let back = Double(f), back == v { return f }
    return "\(v)"
}

/// A Swift string literal.
func swiftString(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
        switch ch {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if ch.value < 0x20 || ch.value == 0x7f {
                out += "\\u{" + String(ch.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(ch)
            }
        }
    }
    return out + "\""
}

/// Builds the anchor expression of a constraint as text.
struct SwiftConstraintText {
    /// `view.layoutMarginsGuide` and such: the item as an expression, and
    /// whether it is a layout guide (guides have no baseline anchors).
    var first: (expr: String, isGuide: Bool)
    var firstAttribute: String
    var relation: String  // "==", "<=", ">="
    var second: (expr: String, isGuide: Bool)?
    var secondAttribute: String?
    var multiplier: Double
    var constant: Double

    static func isDimension(_ a: String) -> Bool { a == "width" || a == "height" }

    var expression: String {
        let both = second.map { _ in Self.isDimension(firstAttribute) && Self.isDimension(secondAttribute ?? "") } ?? true
        let baselineOnGuide = (first.isGuide && firstAttribute.hasSuffix("Baseline"))
            || (second?.isGuide == true && (secondAttribute ?? "").hasSuffix("Baseline"))
        let useAnchors = (multiplier == 1 || both) && !baselineOnGuide
        guard useAnchors else {
            let rel: String
            switch relation {
            case "<=": rel = ".lessThanOrEqual"
            case ">=": rel = ".greaterThanOrEqual"
            default: rel = ".equal"
            }
            let to = second.map { $0.expr } ?? "nil"
            let toAttribute = second == nil ? ".notAnAttribute" : ".\(secondAttribute ?? firstAttribute)"
            return "NSLayoutConstraint(item: \(first.expr), attribute: .\(firstAttribute), relatedBy: \(rel), "
                + "toItem: \(to), attribute: \(toAttribute), multiplier: \(swiftNumber(multiplier)), constant: \(swiftNumber(constant)))"
        }
        let label: String
        switch relation {
        case "<=": label = "lessThanOrEqualTo"
        case ">=": label = "greaterThanOrEqualTo"
        default: label = "equalTo"
        }
        var s = "\(first.expr).\(firstAttribute)Anchor.constraint("
        guard let second, let a2 = secondAttribute else {
            return s + "\(label)Constant: \(swiftNumber(constant)))"
        }
        s += "\(label): \(second.expr).\(a2)Anchor"
        if multiplier != 1 { s += ", multiplier: \(swiftNumber(multiplier))" }
        if constant != 0 { s += ", constant: \(swiftNumber(constant))" }
        return s + ")"
    }
}

extension Session {
    func swiftSource() -> String {
        window.layoutIfNeeded()
        var gen = SwiftExporter(session: self)
        return gen.generate()
    }
}

/// The generator of `export swift`.
struct SwiftExporter {
    let session: Session
    var names = SwiftIdentifiers()
    var idents: [ObjectIdentifier: String] = [:]
    var usesPlaceholderImage = false
    var usesIntrinsicView = false
    /// Whether the session's animations are listed (as comments) at the end.
    var includesAnimations = true

    init(session: Session) { self.session = session }

    var window: Window { session.window }

    func ident(_ v: View) -> String {
        if v === window.rootView { return "view" }
        return idents[ObjectIdentifier(v)] ?? "view"
    }

    func ident(named name: String) -> String {
        if name == "root" { return "view" }
        if let v = session.byName[name]?.view { return ident(v) }
        var scratch = SwiftIdentifiers()
        return scratch.make(name)
    }

    mutating func generate() -> String {
        let order = session.dumpOrder().filter { $0 !== window.rootView }
        // Identifiers in creation order, then any other view.
        for e in session.entries { idents[ObjectIdentifier(e.view)] = names.make(e.name) }
        for v in order where idents[ObjectIdentifier(v)] == nil { idents[ObjectIdentifier(v)] = names.make(v.name) }
        let creationOrder = session.entries.map(\.view) + order.filter { v in !session.entries.contains { $0.view === v } }

        var body: [String] = []
        body.append("super.viewDidLoad()")
        body.append("view.backgroundColor = .systemBackground")
        body += rootLines()

        body.append("")
        body.append("// MARK: Views, in the order they were created")
        for v in creationOrder {
            body.append("")
            body += declaration(of: v)
        }

        /// A `// MARK:` section, left out when it has nothing to say.
        func section(_ title: String, _ lines: [String], prelude: [String] = []) {
            guard !lines.isEmpty else { return }
            body += ["", "// MARK: \(title)"] + prelude + lines
        }
        section("Hierarchy", hierarchyLines())
        section("Custom spacing", customSpacingLines())
        section("Constraints", constraintLines())
        section("Scroll positions (once the content is laid out)", contentOffsetLines(), prelude: ["view.layoutIfNeeded()"])
        let variations = variationLines()
        section("Size-class variations (Interface Builder's \"+\")", variations)

        let animations = includesAnimations ? animationComments() : []
        if !animations.isEmpty {
            body.append("")
            body += animations
        }

        let screen = window.screen
        var out: [String] = []
        out.append("// LessonViewController.swift, generated by StackLab's `export swift`.")
        out.append("// The scene as laid out on \(screen.device.displayName) (\(session.deviceName)), \(screen.orientation.rawValue), "
            + "\(formatNumber(screen.bounds.size.width)) × \(formatNumber(screen.bounds.size.height)) pt @\(formatNumber(screen.scale))x.")
        out.append("// Add it to an iOS app target and present LessonViewController.")
        out.append("")
        out.append("import UIKit")
        out.append("")
        out.append("final class LessonViewController: UIViewController {")
        if !variations.isEmpty {
            out.append("    /// Applies the stacks' size-class variations for a trait collection (set in viewDidLoad).")
            out.append("    private var applySizeClassVariations: (UITraitCollection) -> Void = { _ in }")
            out.append("")
        }
        out.append("    override func viewDidLoad() {")
        for line in body { out.append(line.isEmpty ? "" : "        " + line) }
        out.append("    }")
        if !variations.isEmpty {
            out.append("")
            out.append("    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {")
            out.append("        super.traitCollectionDidChange(previousTraitCollection)")
            out.append("        applySizeClassVariations(traitCollection)")
            out.append("    }")
        }
        if usesPlaceholderImage {
            out.append("")
            out.append("    /// A grey placeholder image of the given size in points, standing in for the lesson's image.")
            out.append("    private func placeholderImage(width: CGFloat, height: CGFloat) -> UIImage {")
            out.append("        let size = CGSize(width: width, height: height)")
            out.append("        return UIGraphicsImageRenderer(size: size).image { context in")
            out.append("            UIColor.systemGray4.setFill()")
            out.append("            context.fill(CGRect(origin: .zero, size: size))")
            out.append("        }")
            out.append("    }")
        }
        out.append("}")
        if usesIntrinsicView {
            out.append("")
            out.append("/// A plain view with a fixed intrinsic content size (StackLab's `view NAME intrinsic=WxH`);")
            out.append("/// either dimension may be UIView.noIntrinsicMetric.")
            out.append("final class IntrinsicSizeView: UIView {")
            out.append("    private let intrinsicSize: CGSize")
            out.append("")
            out.append("    init(intrinsicSize: CGSize) {")
            out.append("        self.intrinsicSize = intrinsicSize")
            out.append("        super.init(frame: .zero)")
            out.append("    }")
            out.append("")
            out.append("    required init?(coder: NSCoder) {")
            out.append("        fatalError(\"init(coder:) is not supported\")")
            out.append("    }")
            out.append("")
            out.append("    override var intrinsicContentSize: CGSize { intrinsicSize }")
            out.append("}")
        }
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: The root view

    func rootLines() -> [String] {
        let root = window.rootView
        var lines: [String] = []
        if root.layoutMargins != window.screen.rootLayoutMargins {
            lines.append("// The root's margins were set in StackLab: absolute, not added to the safe area.")
            lines.append("viewRespectsSystemMinimumLayoutMargins = false")
            lines.append("view.insetsLayoutMarginsFromSafeArea = false")
            lines.append("view.layoutMargins = \(insets(root.layoutMargins))")
        }
        if root.isHidden { lines.append("view.isHidden = true") }
        if root.alpha != 1 { lines.append("view.alpha = \(swiftNumber(root.alpha))") }
        return lines
    }

    // MARK: Declarations

    func insets(_ i: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(swiftNumber(i.top)), left: \(swiftNumber(i.left)), bottom: \(swiftNumber(i.bottom)), right: \(swiftNumber(i.right)))"
    }

    func size(_ w: Double, _ h: Double) -> String {
        func d(_ x: Double) -> String { x == noIntrinsicMetric ? "UIView.noIntrinsicMetric" : swiftNumber(x) }
        return "CGSize(width: \(d(w)), height: \(d(h)))"
    }

    static func axisName(_ a: Axis) -> String { a == .horizontal ? "horizontal" : "vertical" }

    /// `textWidthRule=ios14` has no API: only a device on iOS 14 (or an app
    /// linked against its SDK) builds that rule (uikit-stackview.md §14.1).
    static let ios14TextWidthNote =
        "// textWidthRule=ios14: iOS 14 gave each multi-line label 1/n of the stack (run on iOS 14 to see it)"

    mutating func declaration(of v: View) -> [String] {
        let id = ident(v)
        var lines: [String] = []
        let override = v.intrinsicSizeOverride
        switch v.kind {
        case .plain:
            if let o = override {
                usesIntrinsicView = true
                lines.append("let \(id) = IntrinsicSizeView(intrinsicSize: \(size(o.width, o.height)))")
            } else {
                lines.append("let \(id) = UIView()")
            }
        case .label(let text, let font, let n):
            lines.append("let \(id) = UILabel()")
            lines.append("\(id).text = \(swiftString(text))")
            lines.append("\(id).font = .systemFont(ofSize: \(swiftNumber(font)))")
            lines.append("\(id).numberOfLines = \(n)")
        case .control:
            lines.append("let \(id) = UIControl()")
        case let .button(title, type):
            lines.append("let \(id) = UIButton(type: .\(type.rawValue))")
            lines.append("\(id).setTitle(\(swiftString(title)), for: .normal)")
        case .switchControl:
            lines.append("let \(id) = UISwitch()")
        case .slider:
            lines.append("let \(id) = UISlider()")
        case .segmented(let titles):
            lines.append("let \(id) = UISegmentedControl(items: [\(titles.map(swiftString).joined(separator: ", "))])")
        case let .textField(placeholder, text, border):
            lines.append("let \(id) = UITextField()")
            lines.append("\(id).borderStyle = .\(border.rawValue)")
            lines.append("\(id).placeholder = \(swiftString(placeholder))")
            if !text.isEmpty { lines.append("\(id).text = \(swiftString(text))") }
        case .imageView(let imageSize):
            if let s = imageSize {
                usesPlaceholderImage = true
                lines.append("let \(id) = UIImageView(image: placeholderImage(width: \(swiftNumber(s.width)), height: \(swiftNumber(s.height))))")
            } else {
                lines.append("let \(id) = UIImageView()")
            }
        case let .textView(text, scrolls):
            lines.append("let \(id) = UITextView()")
            lines.append("\(id).text = \(swiftString(text))")
            lines.append("\(id).font = .systemFont(ofSize: \(swiftNumber(ControlMetrics.textViewFontSize)))")
            lines.append("\(id).isScrollEnabled = \(scrolls)")
        case .stack:
            lines.append("let \(id) = UIStackView()")
        case .scroll:
            lines.append("let \(id) = UIScrollView()")
        }
        lines.insert("\(id).translatesAutoresizingMaskIntoConstraints = false", at: 1)
        if v.contentMode != .scaleToFill { lines.append("\(id).contentMode = .\(v.contentMode.rawValue)") }
        if let s = v as? StackView {
            lines.append("\(id).axis = .\(Self.axisName(s.axis))")
            lines.append("\(id).distribution = .\(s.distribution.rawValue)")
            lines.append("\(id).alignment = .\(s.alignment.rawValue)")
            lines.append("\(id).spacing = \(swiftNumber(s.spacing))")
            if s.isLayoutMarginsRelativeArrangement { lines.append("\(id).isLayoutMarginsRelativeArrangement = true") }
            if s.isBaselineRelativeArrangement { lines.append("\(id).isBaselineRelativeArrangement = true") }
            if s.textWidthRule == .ios14 { lines.append(Self.ios14TextWidthNote) }
            if s.layoutMargins != .zero || s.isLayoutMarginsRelativeArrangement {
                lines.append("\(id).layoutMargins = \(insets(s.layoutMargins))")
            }
        } else if v.layoutMargins != EdgeInsets(all: 8) {
            lines.append("\(id).layoutMargins = \(insets(v.layoutMargins))")
        }
        if let s = v as? ScrollView, s.contentInset != .zero {
            lines.append("\(id).contentInset = \(insets(s.contentInset))")
        }
        let hug = v.kind.defaultHugging(interfaceBuilder: false)
        let resist = v.kind.defaultCompressionResistance(interfaceBuilder: false)
        if v.contentHugging.horizontal != hug.horizontal {
            lines.append("\(id).setContentHuggingPriority(UILayoutPriority(rawValue: \(swiftNumber(v.contentHugging.horizontal))), for: .horizontal)")
        }
        if v.contentHugging.vertical != hug.vertical {
            lines.append("\(id).setContentHuggingPriority(UILayoutPriority(rawValue: \(swiftNumber(v.contentHugging.vertical))), for: .vertical)")
        }
        if v.compressionResistance.horizontal != resist.horizontal {
            lines.append("\(id).setContentCompressionResistancePriority(UILayoutPriority(rawValue: \(swiftNumber(v.compressionResistance.horizontal))), for: .horizontal)")
        }
        if v.compressionResistance.vertical != resist.vertical {
            lines.append("\(id).setContentCompressionResistancePriority(UILayoutPriority(rawValue: \(swiftNumber(v.compressionResistance.vertical))), for: .vertical)")
        }
        if v.isHidden { lines.append("\(id).isHidden = true") }
        if v.alpha != 1 { lines.append("\(id).alpha = \(swiftNumber(v.alpha))") }
        return lines
    }

    // MARK: Hierarchy

    func hierarchyLines() -> [String] {
        var lines: [String] = []
        func children(of v: View) {
            let subs = v.subviews
            if let s = v as? StackView {
                let arranged = s.arrangedSubviews
                let arrangedSet = Set(arranged.map(ObjectIdentifier.init))
                let inSubviewOrder = subs.filter { arrangedSet.contains(ObjectIdentifier($0)) }
                if inSubviewOrder.elementsEqual(arranged, by: ===) {
                    for sub in subs {
                        let how = arrangedSet.contains(ObjectIdentifier(sub)) ? "addArrangedSubview" : "addSubview"
                        lines.append("\(ident(v)).\(how)(\(ident(sub)))")
                    }
                } else {
                    // The subview order differs from the arranged order: add
                    // the subviews first, then arrange them.
                    for sub in subs { lines.append("\(ident(v)).addSubview(\(ident(sub)))") }
                    for sub in arranged { lines.append("\(ident(v)).addArrangedSubview(\(ident(sub)))") }
                }
            } else {
                for sub in subs { lines.append("\(ident(v)).addSubview(\(ident(sub)))") }
            }
            for sub in subs { children(of: sub) }
        }
        children(of: window.rootView)
        // Views outside the window keep their own subtrees.
        var outside: [String] = []
        for v in session.dumpOrder() where v.superview == nil && v !== window.rootView {
            outside.append(ident(v))
            children(of: v)
        }
        if !outside.isEmpty {
            lines.append("// Not in the window (made but never added, or removed): \(outside.joined(separator: ", ")).")
        }
        return lines
    }

    func customSpacingLines() -> [String] {
        var lines: [String] = []
        for v in session.dumpOrder() {
            guard let s = v as? StackView else { continue }
            for a in s.arrangedSubviews {
                let c = s.customSpacing(after: a)
                if c == StackView.spacingUseDefault { continue }
                let value = c == StackView.spacingUseSystem ? "UIStackView.spacingUseSystem" : swiftNumber(c)
                lines.append("\(ident(s)).setCustomSpacing(\(value), after: \(ident(a)))")
            }
        }
        return lines
    }

    // MARK: Constraints

    func item(_ item: LayoutItem) -> (expr: String, isGuide: Bool)? {
        if let v = item as? View { return (ident(v), false) }
        guard let g = item as? LayoutGuide, let owner = g.owningView else { return nil }
        let o = ident(owner)
        switch g.role {
        case .margins: return ("\(o).layoutMarginsGuide", true)
        case .safeArea: return ("\(o).safeAreaLayoutGuide", true)
        case .content: return ("\(o).contentLayoutGuide", true)
        case .frame: return ("\(o).frameLayoutGuide", true)
        case .custom: return nil
        }
    }

    mutating func constraintLines() -> [String] {
        var declarations: [String] = []
        var list: [String] = []
        var skipped: [String] = []
        func add(_ expr: String, priority: Double, identifier: String?, nameHint: String) {
            if priority == 1000 && identifier == nil {
                list.append(expr)
                return
            }
            let local = names.make(nameHint)
            declarations.append("let \(local) = \(expr)")
            if priority != 1000 {
                declarations.append("\(local).priority = UILayoutPriority(rawValue: \(swiftNumber(priority)))")
            }
            if let identifier { declarations.append("\(local).identifier = \(swiftString(identifier))") }
            list.append(local)
        }
        for holder in session.dumpOrder() {
            for c in holder.constraints where !c.isSystem {
                guard let first = item(c.firstItem) else { skipped.append(c.description); continue }
                var second: (expr: String, isGuide: Bool)? = nil
                if let s = c.secondItem {
                    guard let e = item(s) else { skipped.append(c.description); continue }
                    second = e
                }
                let text = SwiftConstraintText(
                    first: first, firstAttribute: c.firstAttribute.rawValue, relation: c.relation.rawValue,
                    second: second, secondAttribute: c.secondAttribute?.rawValue, multiplier: c.multiplier,
                    constant: c.constant)
                let hint = camelCase(c.firstItem.name.split(separator: ".").map(String.init) + [c.firstAttribute.rawValue])
                add(text.expression, priority: c.priority.value, identifier: c.identifier, nameHint: hint)
            }
        }
        // Intrinsic sizes UIKit cannot set on a control: size constraints
        // at the hugging and compression-resistance priorities stand in.
        for v in session.dumpOrder() where v !== window.rootView {
            guard let o = v.intrinsicSizeOverride, v.kind != .plain else { continue }
            for (axis, value) in [("width", o.width), ("height", o.height)] where value != noIntrinsicMetric {
                let hug = axis == "width" ? v.contentHugging.horizontal : v.contentHugging.vertical
                let resist = axis == "width" ? v.compressionResistance.horizontal : v.compressionResistance.vertical
                add("\(ident(v)).\(axis)Anchor.constraint(lessThanOrEqualToConstant: \(swiftNumber(value)))",
                    priority: hug, identifier: nil, nameHint: camelCase([v.name, axis, "hugging"]))
                add("\(ident(v)).\(axis)Anchor.constraint(greaterThanOrEqualToConstant: \(swiftNumber(value)))",
                    priority: resist, identifier: nil, nameHint: camelCase([v.name, axis, "resistance"]))
            }
        }
        guard !list.isEmpty else { return skipped.map { "// not exported: \($0)" } }
        var lines = declarations
        lines.append("NSLayoutConstraint.activate([")
        for e in list { lines.append("    \(e),") }
        lines.append("])")
        lines += skipped.map { "// not exported: \($0)" }
        return lines
    }

    /// `["ok", "leading"]` → `okLeading`.
    func camelCase(_ parts: [String]) -> String {
        parts.enumerated().map { i, p in i == 0 ? p : p.prefix(1).uppercased() + p.dropFirst() }.joined()
    }

    func contentOffsetLines() -> [String] {
        var lines: [String] = []
        for v in session.dumpOrder() {
            guard let s = v as? ScrollView, !s.isAtInitialOffset, session.isInWindow(s) else { continue }
            let o = s.contentOffset
            lines.append("\(ident(s)).contentOffset = CGPoint(x: \(swiftNumber(o.x)), y: \(swiftNumber(o.y)))")
        }
        return lines
    }

    // MARK: Size classes

    static func propertyAssignment(_ p: StackView.Property, to id: String) -> String {
        switch p {
        case .axis(let a): return "\(id).axis = .\(axisName(a))"
        case .distribution(let d): return "\(id).distribution = .\(d.rawValue)"
        case .alignment(let a): return "\(id).alignment = .\(a.rawValue)"
        case .spacing(let s): return "\(id).spacing = \(swiftNumber(s))"
        case .layoutMarginsRelative(let b): return "\(id).isLayoutMarginsRelativeArrangement = \(b)"
        case .baselineRelative(let b): return "\(id).isBaselineRelativeArrangement = \(b)"
        }
    }

    func variationLines() -> [String] {
        var inner: [String] = []
        for v in session.dumpOrder() {
            guard let s = v as? StackView, !s.variations.isEmpty else { continue }
            let id = ident(s)
            inner.append("// \(s.name)")
            var names: [String] = []
            for variation in s.variations where !names.contains(variation.value.name) { names.append(variation.value.name) }
            for name in names {
                let base: StackView.Property
                switch name {
                case "axis": base = .axis(s.axis)
                case "distribution": base = .distribution(s.distribution)
                case "alignment": base = .alignment(s.alignment)
                case "spacing": base = .spacing(s.spacing)
                case "marginsRelative": base = .layoutMarginsRelative(s.isLayoutMarginsRelativeArrangement)
                default: base = .baselineRelative(s.isBaselineRelativeArrangement)
                }
                inner.append(Self.propertyAssignment(base, to: id))
                // The most specific match wins; among equals, the last set.
                let matching = s.variations.filter { $0.value.name == name }
                let ordered = matching.filter { spec($0) == 1 } + matching.filter { spec($0) == 2 }
                for variation in ordered {
                    var tests: [String] = []
                    if let h = variation.horizontal { tests.append("horizontalClass == .\(h.rawValue)") }
                    if let w = variation.vertical { tests.append("verticalClass == .\(w.rawValue)") }
                    inner.append("if \(tests.joined(separator: " && ")) { \(Self.propertyAssignment(variation.value, to: id)) }")
                }
            }
        }
        guard !inner.isEmpty else { return [] }
        var lines = ["applySizeClassVariations = { traits in"]
        lines.append("    let horizontalClass = traits.horizontalSizeClass")
        lines.append("    let verticalClass = traits.verticalSizeClass")
        lines += inner.map { "    " + $0 }
        lines.append("}")
        lines.append("applySizeClassVariations(traitCollection)")
        return lines
    }

    private func spec(_ v: StackView.Variation) -> Int { (v.horizontal == nil ? 0 : 1) + (v.vertical == nil ? 0 : 1) }

    // MARK: Animations (as comments)

    func animationComments() -> [String] {
        var parsed: [ParsedCommand] = []
        for text in session.scriptCommands() {
            for case .success(let c) in session.grammar.parse(text, file: "<export>", firstLine: 1) where c.name == "animate" {
                parsed.append(c)
            }
        }
        guard !parsed.isEmpty else { return [] }
        var lines = [
            "// MARK: Animations",
            "// The session animated these changes; the code above builds their end state.",
            "// In UIKit they read:",
        ]
        for c in parsed {
            lines.append("//")
            for l in c.text.split(separator: "\n", omittingEmptySubsequences: false) { lines.append("// StackLab: \(l)") }
            lines += animationCode(c).map { "// " + $0 }
        }
        return lines
    }

    func animationCode(_ c: ParsedCommand) -> [String] {
        let duration = swiftNumber(c.argument("DURATION")?.value.number ?? 0.25)
        var head: String
        switch c.option("curve")?.value.text {
        case "spring"?:
            let d = swiftNumber(c.option("damping")?.value.number ?? 0.5)
            let v = swiftNumber(c.option("velocity")?.value.number ?? 0)
            head = "UIView.animate(withDuration: \(duration), delay: 0, usingSpringWithDamping: \(d), initialSpringVelocity: \(v), options: [], animations: {"
        case let curve:
            let option: String
            switch curve {
            case "linear"?: option = ".curveLinear"
            case "easeIn"?: option = ".curveEaseIn"
            case "easeOut"?: option = ".curveEaseOut"
            default: option = ".curveEaseInOut"
            }
            head = "UIView.animate(withDuration: \(duration), delay: 0, options: [\(option)], animations: {"
        }
        var lines = [head]
        for inner in c.argument("COMMANDS")?.value.commands ?? [] { lines += statementCode(inner).map { "    " + $0 } }
        lines.append("    self.view.layoutIfNeeded()")
        if let completion = c.argument("COMPLETION")?.value.commands, !completion.isEmpty {
            lines.append("}, completion: { _ in")
            for inner in completion { lines += statementCode(inner).map { "    " + $0 } }
            lines.append("})")
        } else {
            lines.append("})")
        }
        return lines
    }

    /// One command of an animation block as UIKit statements (a comment
    /// when it has no direct UIKit form).
    func statementCode(_ c: ParsedCommand) -> [String] {
        func n(_ label: String) -> String { ident(named: c.argument(label)?.value.text ?? "") }
        // A view created in the block: its creation, at UIKit's starting
        // frame (uikit-stackview.md §14.3), from which it moves once laid out.
        if c.form != "scrollTo", let v = session.byName[c.argument("NAME")?.value.text ?? ""]?.view,
            session.byName[c.argument("NAME")?.value.text ?? ""]?.kind == c.name
        {
            var copy = self
            return copy.declaration(of: v) + ["// \(ident(v)) starts at \(v.kind.startingFrame) and moves from there"]
        }
        switch c.name {
        case "hide", "show":
            return c.arguments("NAME").map { "\(ident(named: $0.value.text ?? "")).isHidden = \(c.name == "hide")" }
        case "set":
            let id = n("NAME")
            return c.options.flatMap { optionCode($0, id: id, name: c.argument("NAME")?.value.text ?? "") }
        case "add":
            let parent = c.argument("PARENT")?.value.text ?? ""
            let isStack = session.byName[parent]?.kind == "stack"
            return c.arguments("NAME").map {
                "\(ident(named: parent)).\(isStack ? "addArrangedSubview" : "addSubview")(\(ident(named: $0.value.text ?? "")))"
            }
        case "insert":
            return ["\(n("STACK")).insertArrangedSubview(\(n("NAME")), at: \(Int(c.argument("INDEX")?.value.number ?? 0)))"]
        case "remove":
            return ["(\(n("NAME")).superview as? UIStackView)?.removeArrangedSubview(\(n("NAME")))"]
        case "removeFromSuperview":
            return ["\(n("NAME")).removeFromSuperview()"]
        case "spacing":
            let value: String
            switch c.argument("N")?.value {
            case .keyword("default")?: value = "UIStackView.spacingUseDefault"
            case .keyword("system")?: value = "UIStackView.spacingUseSystem"
            case .number(let x)?: value = swiftNumber(x)
            default: value = "UIStackView.spacingUseDefault"
            }
            return ["\(n("STACK")).setCustomSpacing(\(value), after: \(n("NAME")))"]
        case "constrain":
            guard case .constraint(let e)? = c.argument("CONSTRAINT")?.value else { return ["// \(c.text)"] }
            let text = SwiftConstraintText(
                first: reference(e.first.item), firstAttribute: e.first.attribute.rawValue, relation: e.relation.rawValue,
                second: e.second.map { reference($0.item) }, secondAttribute: e.second?.attribute.rawValue,
                multiplier: e.multiplier, constant: e.constant)
            if let p = e.priority, p != 1000 {
                return ["do {", "    let constraint = \(text.expression)",
                        "    constraint.priority = UILayoutPriority(rawValue: \(swiftNumber(p)))",
                        "    constraint.isActive = true", "}"]
            }
            return ["\(text.expression).isActive = true"]
        case "pin":
            guard let r = c.argument("ITEM")?.value.item else { return ["// \(c.text)"] }
            let inset = c.option("inset")?.value.number ?? 0
            let v = n("NAME"), t = reference(r).expr
            return ["NSLayoutConstraint.activate(["]
                + [("leading", inset), ("trailing", -inset), ("top", inset), ("bottom", -inset)].map { a, k in
                    "    \(v).\(a)Anchor.constraint(equalTo: \(t).\(a)Anchor" + (k == 0 ? ")," : ", constant: \(swiftNumber(k))),")
                } + ["])"]
        case "scroll" where c.form == "scrollTo":
            return ["\(n("NAME")).scrollRectToVisible(\(n("VIEW")).frame, animated: false)"]
        default:
            return c.text.split(separator: "\n").map { "// StackLab: \($0)" }
        }
    }

    func reference(_ r: ItemReference) -> (expr: String, isGuide: Bool) {
        let base = ident(named: r.name)
        switch r.guide {
        case nil: return (base, false)
        case .margins?: return ("\(base).layoutMarginsGuide", true)
        case .safeArea?: return ("\(base).safeAreaLayoutGuide", true)
        case .content?: return ("\(base).contentLayoutGuide", true)
        case .frameGuide?: return ("\(base).frameLayoutGuide", true)
        }
    }

    func optionCode(_ o: ParsedOption, id: String, name: String) -> [String] {
        switch (o.name, o.value) {
        case ("alpha", .number(let a)): return ["\(id).alpha = \(swiftNumber(a))"]
        case ("hidden", .bool(let b)): return ["\(id).isHidden = \(b)"]
        case ("text", _): return ["\(id).text = \(swiftString(o.value.text ?? ""))"]
        case ("font", .number(let f)): return ["\(id).font = .systemFont(ofSize: \(swiftNumber(f)))"]
        case ("lines", .number(let l)): return ["\(id).numberOfLines = \(Int(l))"]
        case ("title", _): return ["\(id).setTitle(\(swiftString(o.value.text ?? "")), for: .normal)"]
        case ("placeholder", _): return ["\(id).placeholder = \(swiftString(o.value.text ?? ""))"]
        case ("axis", _): return ["\(id).axis = .\(o.value.text == "vertical" ? "vertical" : "horizontal")"]
        case ("distribution", _), ("alignment", _): return ["\(id).\(o.name) = .\(o.value.text ?? "fill")"]
        case ("spacing", .number(let s)): return ["\(id).spacing = \(swiftNumber(s))"]
        case ("marginsRelative", .bool(let b)): return ["\(id).isLayoutMarginsRelativeArrangement = \(b)"]
        case ("baselineRelative", .bool(let b)): return ["\(id).isBaselineRelativeArrangement = \(b)"]
        case ("textWidthRule", _):
            return o.value.text == "ios14" ? [Self.ios14TextWidthNote] : []
        case let ("margins", .insets(t, l, b, r)):
            return ["\(id).layoutMargins = \(insets(EdgeInsets(top: t, left: l, bottom: b, right: r)))"]
        case let ("contentInset", .insets(t, l, b, r)):
            return ["\(id).contentInset = \(insets(EdgeInsets(top: t, left: l, bottom: b, right: r)))"]
        case let ("contentOffset", .point(x, y)):
            return ["\(id).contentOffset = CGPoint(x: \(swiftNumber(x)), y: \(swiftNumber(y)))"]
        case let ("hug", .pair(h, v)):
            return ["\(id).setContentHuggingPriority(UILayoutPriority(rawValue: \(swiftNumber(h))), for: .horizontal)",
                    "\(id).setContentHuggingPriority(UILayoutPriority(rawValue: \(swiftNumber(v))), for: .vertical)"]
        case let ("resist", .pair(h, v)):
            return ["\(id).setContentCompressionResistancePriority(UILayoutPriority(rawValue: \(swiftNumber(h))), for: .horizontal)",
                    "\(id).setContentCompressionResistancePriority(UILayoutPriority(rawValue: \(swiftNumber(v))), for: .vertical)"]
        default:
            return ["// StackLab: set \(name) \(o.name)=…"]
        }
    }
}
