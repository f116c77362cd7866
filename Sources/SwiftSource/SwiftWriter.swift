import Geometry
import SceneModel
import StackLayout
import ViewTree

// `export swift`: a UIKit view controller that builds the same scene.
//
// The code is generated from a scene description (not from a command
// history): every named view in creation order with its properties, the
// hierarchy (addSubview / addArrangedSubview in the same order), custom
// spacings, the app's constraints (the views' `constraints` that are not a
// stack's UISV-… ones) through anchors, the stacks' size-class variations
// re-applied from traitCollectionDidChange. A caller that played
// animations (the REPL) passes their code as lines, which viewDidAppear
// runs once. Only UIKit API names are used, plus two small helpers
// declared in the file (a placeholder image for image views and an
// intrinsic-size view for `view NAME intrinsic=WxH`).
//
// Views keep StackLab's Interface Builder defaults: where a priority differs
// from the default of a view made in code (labels and image views hug at
// 251 in Interface Builder, 250 in code) the code sets it.

/// The writer of `export swift`: a ``SceneDescription`` in, Swift text out.
///
/// ```swift
/// var writer = try SwiftWriter(scene: description)
/// let text = writer.write()
/// ```
///
/// The description is built (``SceneBuilder``) into views the writer reads;
/// nothing is laid out. Identifiers are made from the views' names, unique
/// and typable; ``register(_:)`` and ``declaration(of:)`` serve a caller
/// that writes code for views made later (the REPL's animations).
public struct SwiftWriter {
    let scene: SceneDescription
    let window: Window
    /// Every view of the description by name (`root` included).
    let byName: [String: View]
    /// The views in the description's order (root first).
    let order: [View]
    /// The named views in creation order.
    let created: [View]
    var names = SwiftIdentifiers()
    var idents: [String: String] = [:]
    var usesPlaceholderImage = false
    var usesIntrinsicView = false

    public init(scene: SceneDescription) throws(SceneBuilder.BuildError) {
        self.scene = scene
        let built = try SceneBuilder.build(scene)
        window = built.window
        var byName: [String: View] = ["root": built.window.rootView]
        for b in built.views { byName[b.name] = b.view }
        // Views the description lists but does not name in its creation order.
        func collect(_ v: View) {
            if byName[v.name] == nil { byName[v.name] = v }
            for s in v.subviews { collect(s) }
        }
        collect(built.window.rootView)
        for b in built.views { collect(b.view) }
        self.byName = byName
        order = scene.views.compactMap { byName[$0.name] }
        created = built.views.map(\.view)
    }

    /// The identifier of a view (`view` for the root).
    public func ident(_ v: View) -> String {
        if v === window.rootView || v.name == "root" { return "view" }
        return idents[v.name] ?? "view"
    }

    /// The identifier of the view named `name`, or one made for the name.
    public func ident(named name: String) -> String {
        if name == "root" { return "view" }
        if let id = idents[name] { return id }
        var scratch = SwiftIdentifiers()
        return scratch.make(name)
    }

    /// Gives a view made after the description (a played command's) its
    /// identifier, unless it has one.
    public mutating func register(_ name: String) {
        guard name != "root", idents[name] == nil else { return }
        idents[name] = names.make(name)
    }

    /// Whether a view is in the window (the root or below it).
    func isInWindow(_ v: View) -> Bool {
        var p: View? = v
        while let x = p {
            if x === window.rootView { return true }
            p = x.superview
        }
        return false
    }

    /// The Swift file. `animations` writes the lines of `playAnimations`'s
    /// assignment (nothing when it returns none); it runs after every other
    /// part has its identifiers.
    public mutating func write(animations: (inout SwiftWriter) -> [String] = { _ in [] }) -> String {
        let order = self.order.filter { $0 !== window.rootView }
        // Identifiers in creation order, then any other view.
        for v in created { register(v.name) }
        for v in order { register(v.name) }
        let createdSet = Set(created.map(ObjectIdentifier.init))
        let creationOrder = created + order.filter { !createdSet.contains(ObjectIdentifier($0)) }

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

        let animations = animations(&self)
        if !animations.isEmpty {
            body.append("")
            body += animations
        }

        let screen = window.screen
        var out: [String] = []
        out.append("// LessonViewController.swift, generated by StackLab's `export swift`.")
        out.append("// The scene as laid out on \(screen.device.displayName) (\(scene.device.name)), \(screen.orientation.rawValue), "
            + "\(formatNumber(screen.bounds.size.width)) × \(formatNumber(screen.bounds.size.height)) pt @\(formatNumber(screen.scale))x.")
        out.append("// Add it to an iOS app target and present LessonViewController.")
        out.append("")
        out.append("import UIKit")
        out.append("")
        out.append("final class LessonViewController: UIViewController {")
        if !variations.isEmpty {
            out.append("    /// Applies the size-class variations (stacks' properties, fonts) for a trait collection (set in viewDidLoad).")
            out.append("    private var applySizeClassVariations: (UITraitCollection) -> Void = { _ in }")
            out.append("")
        }
        if !animations.isEmpty {
            out.append("    /// Plays the session's animations (set in viewDidLoad, run once by viewDidAppear).")
            out.append("    private var playAnimations: () -> Void = {}")
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
        if !animations.isEmpty {
            out.append("")
            out.append("    override func viewDidAppear(_ animated: Bool) {")
            out.append("        super.viewDidAppear(animated)")
            out.append("        // Once: the closure holds the views until it has played.")
            out.append("        let play = playAnimations")
            out.append("        playAnimations = {}")
            out.append("        play()")
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

    public func rootLines() -> [String] {
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

    public func insets(_ i: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(swiftNumber(i.top)), left: \(swiftNumber(i.left)), bottom: \(swiftNumber(i.bottom)), right: \(swiftNumber(i.right)))"
    }

    /// A font as a `UIFont` expression: `.systemFont(ofSize: 17)`,
    /// `.systemFont(ofSize: 15, weight: .semibold)`, `.boldSystemFont(ofSize:)`,
    /// `.italicSystemFont(ofSize:)`, `.monospacedDigitSystemFont(ofSize:weight:)`,
    /// `.preferredFont(forTextStyle: .headline)`, `UIFont(name: "Avenir-Heavy",
    /// size: 17)!`; a text style or weight with added traits goes through
    /// its font descriptor.
    public static func fontCode(_ f: Font) -> String {
        let size = swiftNumber(f.pointSize)
        if let name = f.name { return "UIFont(name: \(swiftString(name)), size: \(size))!" }
        if let style = f.textStyle {
            let base = "UIFont.preferredFont(forTextStyle: .\(style.rawValue))"
            if f.isPlainTextStyle { return "." + base.dropFirst("UIFont.".count) }
            var descriptor = base + ".fontDescriptor"
            if f.weight != style.defaultSize.weight && f.weight != .bold {
                descriptor += ".addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.\(f.weight.rawValue)]])"
            }
            var traits: [String] = []
            if f.weight == .bold && style.defaultSize.weight != .bold { traits.append(".traitBold") }
            if f.isItalic { traits.append(".traitItalic") }
            if !traits.isEmpty { descriptor += ".withSymbolicTraits([\(traits.joined(separator: ", "))])!" }
            return "UIFont(descriptor: \(descriptor), size: 0)"
        }
        if f.isMonospacedDigits {
            return ".monospacedDigitSystemFont(ofSize: \(size), weight: .\(f.weight.rawValue))"
        }
        switch (f.weight, f.isItalic) {
        case (.regular, false): return ".systemFont(ofSize: \(size))"
        case (.bold, false): return ".boldSystemFont(ofSize: \(size))"
        case (.regular, true): return ".italicSystemFont(ofSize: \(size))"
        case (let w, false): return ".systemFont(ofSize: \(size), weight: .\(w.rawValue))"
        case (let w, true):
            return "UIFont(descriptor: UIFont.systemFont(ofSize: \(size), weight: .\(w.rawValue)).fontDescriptor"
                + ".withSymbolicTraits(.traitItalic)!, size: 0)"
        }
    }

    /// The statement that gives the view `id` of `kind` the font `f`:
    /// `.font` (labels, fields, text views), `titleLabel?.font` (buttons),
    /// the title text attributes (segmented controls).
    public static func fontStatement(_ id: String, kind: ControlKind, _ f: Font) -> String {
        switch kind {
        case .button: return "\(id).titleLabel?.font = \(prefixed(fontCode(f)))"
        case .segmented: return "\(id).setTitleTextAttributes([.font: \(prefixed(fontCode(f)))], for: .normal)"
        default: return "\(id).font = \(fontCode(f))"
        }
    }

    /// `UIFont.x` for `.x` where the type is not inferred (an optional or a
    /// dictionary value).
    public static func prefixed(_ code: String) -> String { code.hasPrefix(".") ? "UIFont" + code : code }

    func size(_ w: Double, _ h: Double) -> String {
        func d(_ x: Double) -> String { x == noIntrinsicMetric ? "UIView.noIntrinsicMetric" : swiftNumber(x) }
        return "CGSize(width: \(d(w)), height: \(d(h)))"
    }

    public static func axisName(_ a: Axis) -> String { a == .horizontal ? "horizontal" : "vertical" }

    /// UIView.ContentMode's case for a mode (`mode=aspectFit` is `.scaleAspectFit`).
    public static func uikitName(_ mode: ContentMode) -> String {
        switch mode {
        case .scaleToFill: return "scaleToFill"
        case .aspectFit: return "scaleAspectFit"
        case .aspectFill: return "scaleAspectFill"
        case .center: return "center"
        }
    }

    /// `textWidthRule=ios14` has no API: only a device on iOS 14 (or an app
    /// linked against its SDK) builds that rule (uikit-stackview.md §14.1).
    public static let ios14TextWidthNote =
        "// textWidthRule=ios14: iOS 14 gave each multi-line label 1/n of the stack (run on iOS 14 to see it)"

    /// `hidingRule=ios12` has no API either: iOS 9 to 12 counted the hides
    /// themselves (rdar://25087688; StackLayout's `StackView.HidingRule`).
    public static let ios12HidingNote =
        "// hidingRule=ios12: iOS 9–12 counted each isHidden = true set in an animation block (run on iOS 12 to see it)"

    /// A view's declaration: `let NAME = UIKitType(…)` and its properties.
    public mutating func declaration(of v: View) -> [String] {
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
            lines.append(Self.fontStatement(id, kind: v.kind, font))
            lines.append("\(id).numberOfLines = \(n)")
            if let p = v.preferredMaxLayoutWidth { lines.append("\(id).preferredMaxLayoutWidth = \(swiftNumber(p))") }
        case .control:
            lines.append("let \(id) = UIControl()")
        case let .button(title, _, font, image, contentInsets, true):
            // An iOS 15 configuration: its title, its content insets and its
            // title font where they are not the medium size's.
            lines.append("var \(id)Configuration = UIButton.Configuration.plain()")
            lines.append("\(id)Configuration.title = \(swiftString(title))")
            if let i = contentInsets, i != ControlMetrics.configurationContentInsets {
                lines.append("\(id)Configuration.contentInsets = NSDirectionalEdgeInsets(top: \(swiftNumber(i.top)), leading: \(swiftNumber(i.left)), "
                    + "bottom: \(swiftNumber(i.bottom)), trailing: \(swiftNumber(i.right)))")
            }
            if font != .system(ControlMetrics.configurationTitleFontSize) {
                lines.append("\(id)Configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { attributes in")
                lines.append("    var attributes = attributes")
                lines.append("    attributes.font = \(Self.prefixed(Self.fontCode(font)))")
                lines.append("    return attributes")
                lines.append("}")
            }
            lines.append("let \(id) = UIButton(configuration: \(id)Configuration)")
            if let s = image {
                usesPlaceholderImage = true
                lines.append("\(id).setImage(placeholderImage(width: \(swiftNumber(s.width)), height: \(swiftNumber(s.height))), for: .normal)")
            }
        case let .button(title, type, font, image, contentInsets, false):
            lines.append("let \(id) = UIButton(type: .\(type.rawValue))")
            lines.append("\(id).setTitle(\(swiftString(title)), for: .normal)")
            if font != v.kind.defaultFont { lines.append(Self.fontStatement(id, kind: v.kind, font)) }
            if let s = image {
                usesPlaceholderImage = true
                lines.append("\(id).setImage(placeholderImage(width: \(swiftNumber(s.width)), height: \(swiftNumber(s.height))), for: .normal)")
            }
            if let i = contentInsets { lines.append("\(id).contentEdgeInsets = \(insets(i))") }
        case .switchControl:
            lines.append("let \(id) = UISwitch()")
        case .slider:
            lines.append("let \(id) = UISlider()")
        case .stepper:
            lines.append("let \(id) = UIStepper()")
        case .progressView:
            lines.append("let \(id) = UIProgressView(progressViewStyle: .default)")
        case let .pageControl(pages):
            lines.append("let \(id) = UIPageControl()")
            lines.append("\(id).numberOfPages = \(pages)")
        case let .datePicker(style):
            lines.append("let \(id) = UIDatePicker()")
            lines.append("\(id).preferredDatePickerStyle = .\(style.rawValue)")
        case let .segmented(titles, font):
            lines.append("let \(id) = UISegmentedControl(items: [\(titles.map(swiftString).joined(separator: ", "))])")
            if font != v.kind.defaultFont { lines.append(Self.fontStatement(id, kind: v.kind, font)) }
        case let .textField(placeholder, text, border, font):
            lines.append("let \(id) = UITextField()")
            lines.append("\(id).borderStyle = .\(border.rawValue)")
            lines.append("\(id).placeholder = \(swiftString(placeholder))")
            if !text.isEmpty { lines.append("\(id).text = \(swiftString(text))") }
            if font != v.kind.defaultFont { lines.append(Self.fontStatement(id, kind: v.kind, font)) }
        case .imageView(let imageSize):
            if let s = imageSize {
                usesPlaceholderImage = true
                lines.append("let \(id) = UIImageView(image: placeholderImage(width: \(swiftNumber(s.width)), height: \(swiftNumber(s.height))))")
            } else {
                lines.append("let \(id) = UIImageView()")
            }
        case let .textView(text, scrolls, font):
            lines.append("let \(id) = UITextView()")
            lines.append("\(id).text = \(swiftString(text))")
            lines.append(Self.fontStatement(id, kind: v.kind, font))
            lines.append("\(id).isScrollEnabled = \(scrolls)")
        case .stack:
            lines.append("let \(id) = UIStackView()")
        case .scroll:
            lines.append("let \(id) = UIScrollView()")
        }
        // After the line that makes it (a configuration's lines come first).
        let made = (lines.firstIndex { $0.hasPrefix("let \(id) = ") } ?? 0) + 1
        lines.insert("\(id).translatesAutoresizingMaskIntoConstraints = false", at: made)
        if v.contentMode != .scaleToFill { lines.append("\(id).contentMode = .\(Self.uikitName(v.contentMode))") }
        if let s = v as? StackView {
            lines.append("\(id).axis = .\(Self.axisName(s.axis))")
            lines.append("\(id).distribution = .\(s.distribution.rawValue)")
            lines.append("\(id).alignment = .\(s.alignment.rawValue)")
            lines.append("\(id).spacing = \(swiftNumber(s.spacing))")
            if s.isLayoutMarginsRelativeArrangement { lines.append("\(id).isLayoutMarginsRelativeArrangement = true") }
            if s.isBaselineRelativeArrangement { lines.append("\(id).isBaselineRelativeArrangement = true") }
            if s.textWidthRule == .ios14 { lines.append(Self.ios14TextWidthNote) }
            if s.hidingRule == .ios12 { lines.append(Self.ios12HidingNote) }
            if s.layoutMargins != .zero || s.isLayoutMarginsRelativeArrangement {
                lines.append("\(id).layoutMargins = \(insets(s.layoutMargins))")
            }
        } else if v.layoutMargins != EdgeInsets(all: 8) {
            lines.append("\(id).layoutMargins = \(insets(v.layoutMargins))")
        }
        if let o = v.alignmentInsetsOverride {
            // UIKit's alignmentRectInsets is read-only: a subclass overrides it.
            lines.append("// \(id): alignmentRectInsets \(insets(o)) (override alignmentRectInsets in a subclass of \(v.kind.className))")
        }
        if v.preservesSuperviewLayoutMargins {
            lines.append("\(id).preservesSuperviewLayoutMargins = true")
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
        for v in order where v.superview == nil && v !== window.rootView {
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
        for v in order {
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
        for holder in order {
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
                    constant: c.constant, usesSystemSpacing: c.usesSystemSpacing)
                let hint = camelCase(c.firstItem.name.split(separator: ".").map(String.init) + [c.firstAttribute.rawValue])
                add(text.expression, priority: c.priority.value, identifier: c.identifier, nameHint: hint)
            }
        }
        // Intrinsic sizes UIKit cannot set on a control: size constraints
        // at the hugging and compression-resistance priorities stand in.
        for v in order where v !== window.rootView {
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
        for v in order {
            guard let s = v as? ScrollView, !s.isAtInitialOffset, isInWindow(s) else { continue }
            let o = s.contentOffset
            lines.append("\(ident(s)).contentOffset = CGPoint(x: \(swiftNumber(o.x)), y: \(swiftNumber(o.y)))")
        }
        return lines
    }

    // MARK: Size classes

    public static func propertyAssignment(_ p: StackView.Property, to id: String) -> String {
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
        for v in order {
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
                    inner.append("if \(Self.classTest(variation.horizontal, variation.vertical)) { \(Self.propertyAssignment(variation.value, to: id)) }")
                }
            }
        }
        // Fonts per size class: the Any × Any font, then each variation in
        // the order StackLab reads them (the last match wins: the height's,
        // the width's, both).
        for v in order {
            let variations = v.fontVariations
            guard !variations.isEmpty, let base = v.kind.font else { continue }
            let id = ident(v)
            inner.append("// \(v.name)'s font")
            inner.append(Self.fontStatement(id, kind: v.kind, base))
            for variation in variations {
                inner.append("if \(Self.classTest(variation.horizontal, variation.vertical)) { \(Self.fontStatement(id, kind: v.kind, variation.font)) }")
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

    /// `horizontalClass == .compact && verticalClass == .regular`: the
    /// condition of a variation in `applySizeClassVariations`.
    private static func classTest(_ horizontal: SizeClass?, _ vertical: SizeClass?) -> String {
        var tests: [String] = []
        if let h = horizontal { tests.append("horizontalClass == .\(h.rawValue)") }
        if let v = vertical { tests.append("verticalClass == .\(v.rawValue)") }
        return tests.joined(separator: " && ")
    }

    private func spec(_ v: StackView.Variation) -> Int { (v.horizontal == nil ? 0 : 1) + (v.vertical == nil ? 0 : 1) }
}
