import Animation
import CommandLanguage
import Geometry
import InterfaceBuilder
import StackLayout
import ViewTree

/// What the scene commands (Commands/) share: finding views, checking and
/// applying properties, and the larger commands' bodies.
extension Session {
    // MARK: Helpers

    func fail(_ c: ParsedCommand, _ message: String, at location: SourceLocation, hint: String? = nil,
              suggestions: [String] = []) -> CommandFailure {
        CommandFailure(diagnostic: c.diagnostic(message, at: location, hint: hint, suggestions: suggestions))
    }

    func name(_ c: ParsedCommand, _ label: String) -> String { c.argument(label)?.value.text ?? "" }
    func loc(_ c: ParsedCommand, _ label: String) -> SourceLocation { c.argument(label)?.location ?? c.location }

    func frameOf(_ v: View) -> Rect { isInWindow(v) ? v.frame : .zero }

    // MARK: Device

    func device(_ c: ParsedCommand) throws(CommandFailure) -> String {
        guard let arg = c.argument("DEVICE"), case .device(let spec) = arg.value else {
            throw fail(c, "device needs a name or WxH[@Sx]", at: c.location)
        }
        switch spec.device() {
        case .success(let d)?:
            scene.deviceName = spec.written
            try changeScreen(c, to: Screen(device: d, orientation: window.screen.orientation))
            return ""
        case .failure(let e)?:
            throw fail(c, e.description, at: arg.location)
        case nil:
            throw fail(c, "unknown device '\(spec.written)'", at: arg.location)
        }
    }

    // MARK: Creating views

    /// Makes the view a creating command names (`make` builds it from the
    /// name), applies its options and registers it under the command's word.
    func create(_ c: ParsedCommand, _ make: (String) throws(CommandFailure) -> View) throws(CommandFailure) -> String {
        let n = name(c, "NAME")
        if n == "root" || byName[n] != nil {
            throw fail(c, "a view named '\(n)' already exists", at: loc(c, "NAME"), hint: "choose another name")
        }
        let view = try make(n)
        let kind = c.name
        touchCreated(view)
        // `type=` is a button's kind, given by `make`; the rest are properties.
        try applyProperties(c.options.filter { $0.name != "type" }, to: view, kind: kind, in: c)
        register(view, kind: kind, name: n)
        return ""
    }

    /// `hide` / `show`: every view named, checked first. Inside `animate`
    /// a hide counts under a stack's `hidingRule=ios12` (StackLayout's
    /// `View.setHidden(_:inAnimationBlock:)`); a `show` that leaves a view
    /// hidden says how many more it needs, since no frame moves to say so.
    func setHidden(_ c: ParsedCommand, _ hidden: Bool) throws(CommandFailure) -> String {
        let views = try c.arguments("NAME").map { (a) throws(CommandFailure) -> View in
            try entry(a.value.text ?? "", at: a.location, in: c).view
        }
        var notes: [String] = []
        for v in views {
            touch(v)
            let left = v.setHidden(hidden, inAnimationBlock: animationBlockDepth > 0)
            if !hidden, left > 0, let stack = v.superview?.name {
                notes.append("note: \(v.name) is still hidden: \(left) more `show` to go (\(stack) has "
                    + "hidingRule=ios12, which counts every hide inside animate; rdar://25087688)")
            }
        }
        return notes.joined(separator: "\n")
    }

    /// `export FORMAT FILE`.
    func export(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let format = c.argument("FORMAT")?.value.text ?? ""
        let path = c.argument("FILE")?.value.text ?? ""
        let text: String
        var notes: [String] = []
        switch format {
        case "svg": text = exportSVG()
        case "html": text = exportHTML()
        case "storyboard", "xib":
            let written = DocumentWriter.write(sceneDescription(), format: format == "xib" ? .xib : .storyboard)
            text = written.text
            notes = written.warnings
        default: text = exportSwift()
        }
        do { try fileSystem.writeAtomically(path, text) } catch {
            throw fail(c, "cannot write \(path): \(error)", at: loc(c, "FILE"))
        }
        return (["exported \(format) to \(path)"] + notes.map { "note: " + $0 }).joined(separator: "\n")
    }

    // MARK: Properties

    /// Checks every option against the view first, then applies them all.
    /// A button's `configuration` goes first (it brings its own font and
    /// insets), then `font=`, then `fontName=`, so that the traits given
    /// with them (`bold`, `weight=`, `italic`) apply to the new font
    /// whatever their order.
    func applyProperties(_ options: [ParsedOption], to view: View, kind: String, in c: ParsedCommand) throws(CommandFailure) {
        var actions: [() -> Void] = []
        let first = ["configuration", "font", "fontName"]
        for o in first.flatMap({ n in options.filter { $0.name == n } }) + options.filter({ !first.contains($0.name) }) {
            actions.append(try property(o, of: view, kind: kind, in: c))
        }
        touch(view)
        for a in actions { a() }
    }

    private func applies(_ o: ParsedOption, _ ok: Bool, _ what: String, kind: String, in c: ParsedCommand) throws(CommandFailure) {
        guard ok else {
            throw fail(c, "\(o.name)= applies to \(what), and this is a \(kind)", at: o.nameLocation)
        }
    }

    /// One property assignment, checked, as a closure that applies it.
    private func property(_ o: ParsedOption, of view: View, kind: String, in c: ParsedCommand) throws(CommandFailure) -> () -> Void {
        let valid = propertyNames(of: kind)
        guard valid.contains(o.name) else {
            throw fail(c, "\(o.name)= is not a property of \(withArticle(kind))", at: o.nameLocation,
                       hint: "\(withArticle(kind)) has " + valid.map { $0 + "=" }.joined(separator: " "))
        }
        let stack = view as? StackView
        let scroll = view as? ScrollView
        func number() -> Double { o.value.number ?? 0 }
        switch o.name {
        case "intrinsic":
            guard case let .size(w, h) = o.value else { break }
            guard w >= 0 || w == -1, h >= 0 || h == -1 else {
                throw fail(c, "an intrinsic size cannot be negative", at: o.valueLocation)
            }
            return { view.intrinsicSizeOverride = Size(width: w, height: h) }
        case "hug":
            guard case let .pair(h, v) = o.value else { break }
            return { view.contentHugging = (h, v) }
        case "resist":
            guard case let .pair(h, v) = o.value else { break }
            return { view.compressionResistance = (h, v) }
        // Text properties re-read the kind when applied, so several of them
        // in one command (`font=13 lines=0`) all take effect.
        case "text":
            let t = o.value.text ?? ""
            switch view.kind {
            case .label, .textField, .textView:
                return {
                    switch view.kind {
                    case let .label(_, font, lines): view.kind = .label(text: t, font: font, lines: lines)
                    case let .textField(p, _, border, font):
                        view.kind = .textField(placeholder: p, text: t, border: border, font: font)
                    case let .textView(_, scrolls, font): view.kind = .textView(text: t, scrolls: scrolls, font: font)
                    default: break
                    }
                }
            default: try applies(o, false, "labels and fields", kind: kind, in: c)
            }
        case "font", "weight", "bold", "italic", "monospacedDigits", "fontName":
            guard view.kind.font != nil else {
                try applies(o, false, "labels, buttons, fields, text views and segmented controls", kind: kind, in: c)
                break
            }
            try checkFontName(o, in: c)
            let change = Self.fontChange(o)
            return {
                if let f = view.kind.font { view.kind = view.kind.withFont(change(f)) }
            }
        case "lines":
            guard case .label = view.kind else {
                try applies(o, false, "labels", kind: kind, in: c)
                break
            }
            let l = Int(number())
            return {
                if case let .label(t, font, _) = view.kind { view.kind = .label(text: t, font: font, lines: l) }
            }
        case "title":
            guard case .button = view.kind else { try applies(o, false, "buttons", kind: kind, in: c); break }
            let t = o.value.text ?? ""
            return {
                if case let .button(_, type, font, image, insets, configured) = view.kind {
                    view.kind = .button(title: t, type: type, font: font, image: image, insets: insets, configured: configured)
                }
            }
        case "image", "contentEdgeInsets":
            guard case .button = view.kind else { try applies(o, false, "buttons", kind: kind, in: c); break }
            var image: Size?? = nil, insets: EdgeInsets?? = nil
            switch o.value {
            case let .size(w, h): image = .some(Size(width: w, height: h))
            case let .insets(t, l, b, r): insets = .some(EdgeInsets(top: t, left: l, bottom: b, right: r))
            default: break
            }
            return {
                if case let .button(title, type, font, oldImage, oldInsets, configured) = view.kind {
                    view.kind = .button(title: title, type: type, font: font, image: image ?? oldImage,
                                        insets: insets ?? oldInsets, configured: configured)
                }
            }
        case "configuration":
            guard case .button = view.kind else { try applies(o, false, "buttons", kind: kind, in: c); break }
            let on = o.value.bool ?? true
            return { Self.setConfigured(view, on) }
        case "placeholder":
            guard case .textField = view.kind else { try applies(o, false, "fields", kind: kind, in: c); break }
            let p = o.value.text ?? ""
            return {
                if case let .textField(_, text, border, font) = view.kind {
                    view.kind = .textField(placeholder: p, text: text, border: border, font: font)
                }
            }
        case "size":
            guard case .imageView = view.kind, case let .size(w, h) = o.value else {
                try applies(o, false, "images", kind: kind, in: c)
                break
            }
            guard w >= 0, h >= 0 else { throw fail(c, "an image size cannot be negative", at: o.valueLocation) }
            return { view.kind = .imageView(imageSize: Size(width: w, height: h)) }
        case "axis", "distribution", "alignment", "spacing", "marginsRelative", "baselineRelative":
            guard let stack else { try applies(o, false, "stacks", kind: kind, in: c); break }
            let p = try stackProperty(o, in: c)
            return { stack.setVariation(p, horizontal: nil, vertical: nil) }
        case "hidingRule":
            guard let stack else { try applies(o, false, "stacks", kind: kind, in: c); break }
            guard let rule = StackView.HidingRule(rawValue: o.value.text ?? "") else { break }
            return { stack.hidingRule = rule }
        case "textWidthRule":
            guard let stack else { try applies(o, false, "stacks", kind: kind, in: c); break }
            guard let rule = StackView.TextWidthRule(rawValue: o.value.text ?? "") else { break }
            return { stack.textWidthRule = rule }
        case "margins":
            guard case let .insets(t, l, b, r) = o.value else { break }
            return { view.layoutMargins = EdgeInsets(top: t, left: l, bottom: b, right: r) }
        case "preferredMaxLayoutWidth":
            let w = number()
            guard w >= 0, w.isFinite else { throw fail(c, "a preferredMaxLayoutWidth cannot be negative", at: o.valueLocation) }
            return { view.preferredMaxLayoutWidth = w == 0 ? nil : w }
        case "alignmentInsets":
            guard case let .insets(t, l, b, r) = o.value else { break }
            let insets = EdgeInsets(top: t, left: l, bottom: b, right: r)
            return { view.alignmentInsetsOverride = insets == view.kind.defaultAlignmentRectInsets ? nil : insets }
        case "preservesMargins":
            let preserves = o.value.bool ?? true
            return { view.preservesSuperviewLayoutMargins = preserves }
        case "border":
            guard let border = o.value.text.flatMap(TextFieldBorderStyle.init(rawValue:)) else { break }
            return {
                if case let .textField(p, t, _, font) = view.kind {
                    view.kind = .textField(placeholder: p, text: t, border: border, font: font)
                }
            }
        case "pages":
            guard case .pageControl = view.kind else { try applies(o, false, "page controls", kind: kind, in: c); break }
            let p = Int(number())
            return { view.kind = .pageControl(pages: p) }
        case "style":
            guard case .datePicker = view.kind else { try applies(o, false, "date pickers", kind: kind, in: c); break }
            guard let style = o.value.text.flatMap(DatePickerStyle.init(rawValue:)) else { break }
            return { view.kind = .datePicker(style: style) }
        case "scrolls":
            let scrolls = o.value.bool ?? true
            return {
                if case let .textView(t, _, font) = view.kind { view.kind = .textView(text: t, scrolls: scrolls, font: font) }
            }
        case "mode":
            guard let mode = o.value.text.flatMap(ContentMode.init(rawValue:)) else { break }
            return { view.contentMode = mode }
        case "hidden":
            let h = o.value.bool ?? false
            let inBlock = animationBlockDepth > 0
            return { view.setHidden(h, inAnimationBlock: inBlock) }
        case "alpha":
            let a = number()
            return { view.alpha = a }
        case "contentOffset":
            guard let scroll else { try applies(o, false, "scroll views", kind: kind, in: c); break }
            guard case let .point(x, y) = o.value else { break }
            return { scroll.contentOffset = Point(x: x, y: y) }
        case "contentInset":
            guard let scroll else { try applies(o, false, "scroll views", kind: kind, in: c); break }
            guard case let .insets(t, l, b, r) = o.value else { break }
            return { scroll.contentInset = EdgeInsets(top: t, left: l, bottom: b, right: r) }
        default:
            break
        }
        throw fail(c, "\(o.name)= cannot be set on a \(kind)", at: o.nameLocation)
    }

    /// What a font option does to a font. `font=N` keeps the weight and
    /// traits and leaves any text style; `font=STYLE` is the style's font
    /// (its size and weight) keeping italic and monospaced digits;
    /// `bold=false` puts back the regular weight (the style's own under a
    /// text style) when the font was bold. On a named font StackLab knows,
    /// `weight=`, `bold` and `italic` pick its family's nearest face
    /// (``Font/withFace(weight:italic:)``). `fontName=NAME` is
    /// `UIFont(name:size:)` at the font's size (a text style is left);
    /// `fontName=system` goes back to the system font of that size.
    static func fontChange(_ o: ParsedOption) -> @Sendable (Font) -> Font {
        switch (o.name, o.value) {
        case ("font", .number(let size)):
            return { f in var f = f; f.pointSize = size; f.textStyle = nil; return f }
        case ("font", let v):
            guard let style = v.text.flatMap(Font.TextStyle.init(rawValue:)) else { return { $0 } }
            return { f in
                var g = Font.preferred(style)
                g.isItalic = f.isItalic
                g.isMonospacedDigits = f.isMonospacedDigits
                return g
            }
        case ("weight", let v):
            guard let w = v.text.flatMap(Font.Weight.init(rawValue:)) else { return { $0 } }
            return { f in f.withFace(weight: w, italic: f.isItalic) }
        case ("bold", .bool(let b)):
            return { f in
                if b { return f.withFace(weight: .bold, italic: f.isItalic) }
                if f.weight == .bold { return f.withFace(weight: f.textStyle?.defaultSize.weight ?? .regular, italic: f.isItalic) }
                return f
            }
        case ("italic", .bool(let b)):
            return { f in f.withFace(weight: f.weight, italic: b) }
        case ("fontName", let v):
            guard let name = v.text else { return { $0 } }
            return { f in
                if name == "system" {
                    var g = Font.system(f.pointSize)
                    g.isMonospacedDigits = f.isMonospacedDigits
                    return g
                }
                var g = Font.named(name, size: f.pointSize)
                g.isMonospacedDigits = f.isMonospacedDigits
                return g
            }
        case ("monospacedDigits", .bool(let b)):
            return { f in var f = f; f.isMonospacedDigits = b; return f }
        default:
            return { $0 }
        }
    }

    func stackProperty(_ o: ParsedOption, in c: ParsedCommand) throws(CommandFailure) -> StackView.Property {
        let word = o.value.text ?? ""
        switch o.name {
        case "axis": return .axis(word == "vertical" ? .vertical : .horizontal)
        case "distribution":
            guard let d = StackView.Distribution(rawValue: word) else { break }
            return .distribution(d)
        case "alignment":
            guard let a = StackView.Alignment(rawValue: word) else { break }
            return .alignment(a)
        case "spacing": return .spacing(o.value.number ?? 0)
        case "marginsRelative": return .layoutMarginsRelative(o.value.bool ?? false)
        case "baselineRelative": return .baselineRelative(o.value.bool ?? false)
        default: break
        }
        throw fail(c, "\(o.name)=\(word) is not a stack property value", at: o.valueLocation)
    }

    func set(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let n = name(c, "NAME")
        let v = try view(n, at: loc(c, "NAME"), in: c)
        try applyProperties(c.options, to: v, kind: kindName(of: v), in: c)
        return ""
    }

    /// A button becomes a configuration button (`on`) or a classic one: a
    /// configuration (UIButton.Configuration.plain()) brings the medium
    /// size's 17-pt title and 7/12 content insets in place of the classic
    /// 15-pt title and no insets, and the classic ones come back.
    static func setConfigured(_ view: View, _ on: Bool) {
        guard case let .button(title, type, font, image, insets, was) = view.kind, was != on else { return }
        let classicFont = Font.system(ControlMetrics.buttonTitleFontSize)
        let configuredFont = Font.system(ControlMetrics.configurationTitleFontSize)
        if on {
            view.kind = .button(title: title, type: .system, font: font == classicFont ? configuredFont : font, image: image,
                                insets: insets ?? ControlMetrics.configurationContentInsets, configured: true)
        } else {
            view.kind = .button(title: title, type: type, font: font == configuredFont ? classicFont : font, image: image,
                                insets: insets == ControlMetrics.configurationContentInsets ? nil : insets, configured: false)
        }
    }

    /// `fontName=NAME` names a font StackLab measures (or `system`).
    private func checkFontName(_ o: ParsedOption, in c: ParsedCommand) throws(CommandFailure) {
        guard o.name == "fontName", let name = o.value.text, name != "system", TextMetrics.NamedFace.named(name) == nil else { return }
        let near = Suggestions.closest(to: name, among: TextMetrics.NamedFace.allNames)
        throw fail(c, Suggestions.appending(to: "StackLab has no metrics for the font \(name)", near), at: o.valueLocation,
                   hint: "`fonts` lists the named fonts it measures; fontName=system is the system font")
    }

    /// The options that describe a font (`set`'s and `vary`'s).
    static let fontOptionNames: Set<String> = ["font", "weight", "bold", "italic", "monospacedDigits", "fontName"]

    func vary(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let n = name(c, "NAME")
        let v = try view(n, at: loc(c, "NAME"), in: c)
        if !(v is StackView), c.options.contains(where: { Self.fontOptionNames.contains($0.name) }) {
            return try varyFont(of: v, c)
        }
        let s = try stack(n, at: loc(c, "NAME"), in: c)
        var w: SizeClass? = nil, h: SizeClass? = nil
        var properties: [StackView.Property] = []
        for o in c.options {
            switch o.name {
            case "w": w = o.value.text == "regular" ? .regular : .compact
            case "h": h = o.value.text == "regular" ? .regular : .compact
            case "axis", "distribution", "alignment", "spacing", "marginsRelative", "baselineRelative":
                properties.append(try stackProperty(o, in: c))
            default:
                throw fail(c, "vary takes stack properties (axis, distribution, alignment, spacing, marginsRelative, baselineRelative), not \(o.name)=",
                           at: o.nameLocation)
            }
        }
        guard !properties.isEmpty else { throw fail(c, "vary needs a property, e.g. axis=vertical", at: c.location) }
        touch(s)
        for p in properties { s.setVariation(p, horizontal: w, vertical: h) }
        return ""
    }

    /// `vary NAME font=… [weight=…] [bold] [italic] [fontName=…] [w=…] [h=…]`:
    /// the view's font for those size classes (Interface Builder's "+"
    /// beside a font), starting from the one it has there already (its
    /// variation for exactly those classes, else its Any × Any font); with
    /// neither class, its Any × Any font, as `set` gives it.
    private func varyFont(of v: View, _ c: ParsedCommand) throws(CommandFailure) -> String {
        let kind = kindName(of: v)
        guard let base = v.kind.font else {
            throw fail(c, "a font varies on labels, buttons, fields, text views and segmented controls, and this is \(withArticle(kind))",
                       at: loc(c, "NAME"))
        }
        if case .button(_, _, _, _, _, true) = v.kind {
            throw fail(c, "a configuration button's title font does not vary by size class (Interface Builder has no such variation)",
                       at: loc(c, "NAME"), hint: "set its font with `set \(v.name) font=…`")
        }
        var w: SizeClass? = nil, h: SizeClass? = nil
        var changes: [ParsedOption] = []
        for o in c.options {
            switch o.name {
            case "w": w = o.value.text == "regular" ? .regular : .compact
            case "h": h = o.value.text == "regular" ? .regular : .compact
            case _ where Self.fontOptionNames.contains(o.name):
                try checkFontName(o, in: c)
                changes.append(o)
            default:
                throw fail(c, "vary takes a font on \(withArticle(kind)) (font=, weight=, bold, italic, fontName=, monospacedDigits), not \(o.name)=",
                           at: o.nameLocation)
            }
        }
        let first = ["font", "fontName"]
        let ordered = changes.filter { $0.name == "font" } + changes.filter { $0.name == "fontName" }
            + changes.filter { !first.contains($0.name) }
        var font = v.fontVariations.last { $0.horizontal == w && $0.vertical == h }?.font ?? base
        for o in ordered { font = Self.fontChange(o)(font) }
        touch(v)
        v.setFontVariation(font, horizontal: w, vertical: h)
        return ""
    }

    // MARK: The tree

    func add(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let parentName = name(c, "PARENT")
        let parent = try view(parentName, at: loc(c, "PARENT"), in: c)
        var views: [View] = []
        for a in c.arguments("NAME") {
            let v = try entry(a.value.text ?? "", at: a.location, in: c).view
            if parent.isDescendant(of: v) {
                throw fail(c, "cannot add \(v.name) to \(parent.name): \(parent.name) is \(v.name) or inside it", at: a.location,
                           hint: "that would make a cycle")
            }
            if views.contains(where: { $0 === v }) {
                throw fail(c, "\(v.name) is listed twice", at: a.location)
            }
            views.append(v)
        }
        touchBranch(parent)
        for v in views {
            touchBranch(v)
            if let s = parent as? StackView {
                do { try s.addArrangedSubview(v) } catch { throw fail(c, error.description, at: c.location) }
            } else {
                do { try parent.addSubview(v) } catch { throw fail(c, error.description, at: c.location) }
            }
        }
        return ""
    }

    func insert(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let v = try entry(name(c, "NAME"), at: loc(c, "NAME"), in: c).view
        let s = try stack(name(c, "STACK"), at: loc(c, "STACK"), in: c)
        let index = Int(c.argument("INDEX")?.value.number ?? 0)
        if s.isDescendant(of: v) {
            throw fail(c, "cannot insert \(v.name) into \(s.name): \(s.name) is \(v.name) or inside it", at: loc(c, "NAME"),
                       hint: "that would make a cycle")
        }
        touchBranch(s)
        touchBranch(v)
        do { try s.insertArrangedSubview(v, at: index) } catch {
            throw fail(c, error.description, at: loc(c, "INDEX"),
                       hint: "use an index from 0 to \(s.arrangedSubviews.count)")
        }
        return ""
    }

    func remove(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let v = try entry(name(c, "NAME"), at: loc(c, "NAME"), in: c).view
        guard let s = v.superview as? StackView, s.arrangedSubviews.contains(where: { $0 === v }) else {
            throw fail(c, "'\(v.name)' is not arranged in a stack", at: loc(c, "NAME"),
                       hint: "to take it out of its superview, use `removeFromSuperview \(v.name)`")
        }
        window.layoutIfNeeded()  // its last frame is the one it keeps
        touch(s)
        s.removeArrangedSubview(v)
        return ""
    }

    func customSpacing(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let s = try stack(name(c, "STACK"), at: loc(c, "STACK"), in: c)
        let v = try entry(name(c, "NAME"), at: loc(c, "NAME"), in: c).view
        guard s.arrangedSubviews.contains(where: { $0 === v }) else {
            throw fail(c, "'\(v.name)' is not arranged in \(s.name)", at: loc(c, "NAME"),
                       hint: "custom spacing applies after an arranged view")
        }
        let value: Double
        switch c.argument("N")?.value {
        case .keyword("default")?: value = StackView.spacingUseDefault
        case .keyword("system")?: value = StackView.spacingUseSystem
        case .number(let n)?: value = n
        default: throw fail(c, "spacing needs N, default or system", at: loc(c, "N"))
        }
        touch(s)
        s.setCustomSpacing(value, after: v)
        return ""
    }

    // MARK: Constraints

    func item(_ r: ItemReference, in c: ParsedCommand) throws(CommandFailure) -> LayoutItem {
        let v = try view(r.name, at: r.nameLocation, in: c)
        // A constraint is installed on an ancestor of its items; a guide is
        // made on first use.
        touchBranch(v)
        guard let g = r.guide else { return v }
        switch g {
        case .margins: return v.layoutMarginsGuide
        case .safeArea: return v.safeAreaLayoutGuide
        case .content, .frameGuide:
            guard let s = v as? ScrollView else {
                throw fail(c, "\(r.name).\(g.rawValue): only scroll views have \(g == .content ? "a content" : "a frame") guide",
                           at: r.location)
            }
            return g == .content ? s.contentLayoutGuide : s.frameLayoutGuide
        }
    }

    private func attribute(_ a: CommandLanguage.LayoutAttribute) -> ViewTree.LayoutAttribute {
        ViewTree.LayoutAttribute(rawValue: a.rawValue) ?? .width
    }

    private func relation(_ r: CommandLanguage.Relation) -> LayoutRelation {
        switch r {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    func constrain(_ c: ParsedCommand) throws(CommandFailure) -> String {
        guard case .constraint(let e)? = c.argument("CONSTRAINT")?.value else {
            throw fail(c, "constrain needs ITEM.ATTR (==|<=|>=) …", at: c.location)
        }
        let first = try item(e.first.item, in: c)
        let second = try e.second.map { (s) throws(CommandFailure) in try item(s.item, in: c) }
        let constraint = LayoutConstraint(
            first, attribute(e.first.attribute), relation(e.relation), second, e.second.map { attribute($0.attribute) },
            multiplier: e.multiplier, constant: e.constant + standardSpacing(e, first, second),
            priority: LayoutPriority(e.priority ?? 1000), usesSystemSpacing: e.usesStandardSpacing)
        do { try constraint.activate() } catch {
            throw fail(c, error.description, at: e.first.location)
        }
        return ""
    }

    /// `deactivate NAME#N` or `deactivate IDENTIFIER`: the app's constraint
    /// leaves its holder (touched first, so undo puts it back).
    func deactivate(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let text = c.argument("CONSTRAINT")?.value.text ?? ""
        let at = loc(c, "CONSTRAINT")
        var found: LayoutConstraint? = nil
        if let hash = text.lastIndex(of: "#") {
            let name = String(text[..<hash]), number = Int(text[text.index(after: hash)...]) ?? 0
            let view = try self.view(name, at: at, in: c)
            let list = numberedConstraints(of: view)
            guard number >= 1 && number <= list.count else {
                throw fail(c, "\(name) has \(list.count) constraint\(list.count == 1 ? "" : "s"), numbered #1 to #\(list.count): `constraints \(name)` lists them", at: at)
            }
            found = list[number - 1]
        } else {
            for holder in window.rootView.allViews() {
                if let match = holder.constraints.first(where: { $0.identifier == text }) { found = match; break }
            }
            guard found != nil else {
                throw fail(c, "no constraint has the identifier '\(text)': write NAME#N, as `constraints NAME` numbers them", at: at)
            }
        }
        guard let constraint = found else { return "" }
        if constraint.systemIdentifier != nil {
            throw fail(c, "\(constraint.description) is generated by its stack view, which remakes it at the next layout: change the stack's properties instead (axis, alignment, distribution, spacing, hidden views)", at: at)
        }
        if let holder = constraint.installedOn { touchBranch(holder) }
        constraint.deactivate()
        return "deactivated \(constraint.description)"
    }

    /// `+ standard`: the system spacing between the two items (0 without it).
    private func standardSpacing(_ e: ConstraintExpression, _ first: LayoutItem, _ second: LayoutItem?) -> Double {
        guard e.usesStandardSpacing, let second else { return 0 }
        return SystemSpacing.standard(from: second, to: first)
    }

    func pin(_ c: ParsedCommand) throws(CommandFailure) -> String {
        let v = try entry(name(c, "NAME"), at: loc(c, "NAME"), in: c).view
        touchBranch(v)
        guard let r = c.argument("ITEM")?.value.item else { throw fail(c, "pin needs ITEM", at: c.location) }
        let target = try item(r, in: c)
        let inset = c.option("inset")?.value.number ?? 0
        let cs = [
            v.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: inset),
            v.trailingAnchor.constraint(equalTo: target.trailingAnchor, constant: -inset),
            v.topAnchor.constraint(equalTo: target.topAnchor, constant: inset),
            v.bottomAnchor.constraint(equalTo: target.bottomAnchor, constant: -inset),
        ]
        do { try LayoutConstraint.activate(cs) } catch {
            throw fail(c, error.description, at: r.location)
        }
        return ""
    }

    // MARK: Scroll views

    func scrollTo(_ c: ParsedCommand) throws(CommandFailure) -> String {
        if let o = c.options.first {
            throw fail(c, "scroll NAME to VIEW takes no options; set \(o.name)= with `set`", at: o.nameLocation)
        }
        let s = try scrollView(name(c, "NAME"), at: loc(c, "NAME"), in: c)
        let v = try entry(name(c, "VIEW"), at: loc(c, "VIEW"), in: c).view
        guard v.isDescendant(of: s), v !== s else {
            throw fail(c, "'\(v.name)' is not inside \(s.name)", at: loc(c, "VIEW"))
        }
        window.layoutIfNeeded()
        touch(s)
        s.scroll(toVisible: v)
        return ""
    }

    // MARK: Expectations

}
