import Geometry
import StackLayout
import SwiftSyntax
import ViewTree

// UIKit as the interpreter knows it: ONE table of declarations (``UIKit/
// table``) — each a type's initialiser, property, method or static member
// with its effect on the engine's views — and the class tree. Everything
// the interpreter does with UIKit goes through a lookup in this table; a
// member that is not in it is either in ``UIKit/ignored`` (no effect on
// layout: skipped silently, listed by `open --verbose`) or skipped and
// listed the same way. Tab completion reads the member names from here.

/// One declaration of the UIKit surface.
struct UIKitDeclaration: @unchecked Sendable {
    enum Kind { case initializer, property, method, staticProperty, staticMethod }
    let kind: Kind
    /// The UIKit type (`UIStackView`, `NSLayoutAnchor`, SnapKit's `ConstraintMaker`).
    let type: String
    /// The member's name (`axis`, `setCustomSpacing`; `init` for initialisers).
    let name: String
    /// Argument labels (nil for `_`), a trailing `?` marks one that may be
    /// left out.
    let labels: [(label: String?, optional: Bool)]
    let get: ((Interpreter, Value, Syntax) throws -> Value)?
    let set: ((Interpreter, Value, Value, Syntax) throws -> Void)?
    let call: ((Interpreter, Value, Args, Syntax) throws -> Value)?

    /// `name(label:other?:)` as written in the table.
    var signature: String {
        kind == .property || kind == .staticProperty ? name
            : name + "(" + labels.map { ($0.label ?? "_") + ($0.optional ? "?" : "") + ":" }.joined() + ")"
    }
}

/// The arguments of a call, by label (`_0`, `_1`… for unlabelled ones).
struct Args {
    var values: [String: Value] = [:]
    subscript(_ key: String) -> Value? { values[key] }
}

private func parseSignature(_ s: String) -> (String, [(label: String?, optional: Bool)]) {
    guard let open = s.firstIndex(of: "(") else { return (s, []) }
    let name = String(s[..<open])
    let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
    let labels = inner.split(separator: ":").map { part -> (String?, Bool) in
        var p = String(part)
        let optional = p.hasSuffix("?")
        if optional { p.removeLast() }
        return (p == "_" ? nil : p, optional)
    }
    return (name, labels)
}

private func prop(_ type: String, _ name: String, get: @escaping (Interpreter, Value, Syntax) throws -> Value,
                  set: ((Interpreter, Value, Value, Syntax) throws -> Void)? = nil) -> UIKitDeclaration {
    UIKitDeclaration(kind: .property, type: type, name: name, labels: [], get: get, set: set, call: nil)
}

private func staticProp(_ type: String, _ name: String, _ get: @escaping (Interpreter, Syntax) throws -> Value) -> UIKitDeclaration {
    UIKitDeclaration(kind: .staticProperty, type: type, name: name, labels: [], get: { ip, _, n in try get(ip, n) }, set: nil, call: nil)
}

private func method(_ type: String, _ signature: String, _ call: @escaping (Interpreter, Value, Args, Syntax) throws -> Value) -> UIKitDeclaration {
    let (name, labels) = parseSignature(signature)
    return UIKitDeclaration(kind: .method, type: type, name: name, labels: labels, get: nil, set: nil, call: call)
}

private func staticMethod(_ type: String, _ signature: String, _ call: @escaping (Interpreter, Args, Syntax) throws -> Value) -> UIKitDeclaration {
    let (name, labels) = parseSignature(signature)
    return UIKitDeclaration(kind: .staticMethod, type: type, name: name, labels: labels, get: nil, set: nil, call: { ip, _, a, n in try call(ip, a, n) })
}

private func initializer(_ type: String, _ signature: String, _ call: @escaping (Interpreter, Args, Syntax) throws -> Value) -> UIKitDeclaration {
    let (_, labels) = parseSignature("init" + signature)
    return UIKitDeclaration(kind: .initializer, type: type, name: "init", labels: labels, get: nil, set: nil, call: { ip, _, a, n in try call(ip, a, n) })
}

enum UIKit {
    /// UIKit's classes (and SnapKit's), each with its superclass.
    static let classes: [String: String] = [
        "NSObject": "", "UIResponder": "NSObject", "UIViewController": "UIResponder", "UIView": "UIResponder",
        "UIControl": "UIView", "UILabel": "UIView", "UIButton": "UIControl", "UIImageView": "UIView",
        "UISwitch": "UIControl", "UISlider": "UIControl", "UIStepper": "UIControl", "UIProgressView": "UIView",
        "UISegmentedControl": "UIControl", "UITextField": "UIControl", "UIScrollView": "UIView",
        "UITextView": "UIScrollView", "UIStackView": "UIView",
        "UITableViewCell": "UIView", "UICollectionViewCell": "UIView",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UIActivityIndicatorView": "UIView", "UIPageControl": "UIControl", "UIDatePicker": "UIControl",
        "UIPickerView": "UIView", "UIVisualEffectView": "UIView", "UISearchBar": "UIView",
        "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView", "WKWebView": "UIView",
        "MKMapView": "UIView",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
    ]

    /// Views UIKit has that StackLab does not model: plain views stand in.
    static let standIns: Set<String> = [
        "UITableView", "UICollectionView", "UIActivityIndicatorView", "UIPickerView",
        "UIVisualEffectView", "UISearchBar", "UINavigationBar", "UIToolbar", "UITabBar", "WKWebView", "MKMapView",
        "UITableViewCell", "UICollectionViewCell",
    ]

    /// Other type names usable as values.
    static let typeNames: Set<String> = [
        "CGSize", "CGRect", "CGPoint", "CGFloat", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIFont", "UIImage",
        "UIColor", "NSLayoutConstraint", "UILayoutPriority", "UIScreen", "UIAction", "UIGraphicsImageRenderer",
        "Double", "Int", "Float", "String", "Bool", "Array", "DispatchQueue", "UIFontDescriptor", "UITraitCollection",
        "UILayoutGuide", "ConstraintPriority", "CATransaction", "UIApplication", "NotificationCenter", "Bundle", "Task",
    ]

    static func isSubclass(_ c: String, of other: String) -> Bool {
        var n: String? = c
        var steps = 0
        while let x = n, !x.isEmpty, steps < 16 {
            if x == other { return true }
            n = classes[x]
            steps += 1
        }
        return false
    }

    /// Functions whose calls have no effect on layout.
    static let ignoredFunctions: Set<String> = ["print", "debugPrint", "NSLog", "assert", "precondition", "dump"]

    /// Members with no effect on layout: skipped silently (`--verbose` lists them).
    static let ignored: Set<String> = [
        "backgroundColor", "textColor", "tintColor", "textAlignment", "setTitleColor", "layer", "clipsToBounds",
        "cornerRadius", "isUserInteractionEnabled", "accessibilityIdentifier", "accessibilityLabel", "tag",
        "title", "navigationItem", "navigationController", "isSecureTextEntry", "keyboardType", "returnKeyType",
        "autocapitalizationType", "autocorrectionType", "delegate", "dataSource", "isEnabled", "isSelected",
        "lineBreakMode", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "shadowColor", "shadowOffset",
        "borderWidth", "borderColor", "masksToBounds", "isOpaque", "showsVerticalScrollIndicator",
        "showsHorizontalScrollIndicator", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
        "isPagingEnabled", "keyboardDismissMode", "setNeedsDisplay", "bringSubviewToFront", "sendSubviewToBack",
        "register", "reloadData", "becomeFirstResponder", "resignFirstResponder", "overrideUserInterfaceStyle",
        "modalPresentationStyle", "present", "dismiss", "setBackgroundImage", "imageEdgeInsets", "titleEdgeInsets",
        "minimumValue", "maximumValue", "minimumTrackTintColor", "maximumTrackTintColor", "onTintColor",
        "thumbTintColor", "selectedSegmentTintColor", "isEditable", "isSelectable", "clearButtonMode",
        "leftView", "rightView", "leftViewMode", "rightViewMode", "addGestureRecognizer", "rx", "sizeToFit",
        "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "invalidateIntrinsicContentSize",
        "accessibilityTraits", "isAccessibilityElement", "attributedText", "attributedPlaceholder",
        "contentInsetAdjustmentBehavior", "setNeedsStatusBarAppearanceUpdate", "addChild", "didMove",
        "willMove", "removeFromParent", "semanticContentAttribute",
        "highlightedTextColor", "shadowRadius", "shadowOpacity", "isMultipleTouchEnabled", "isExclusiveTouch",
        "setTitleShadowColor", "adjustsImageWhenHighlighted", "showsTouchWhenHighlighted", "tintAdjustmentMode",
        "translatesAutoresizingMaskIntoConstraints_", "autoresizingMask", "edgesForExtendedLayout",
    ]

    // MARK: The table

    static let table: [UIKitDeclaration] = viewDeclarations + controlDeclarations + stackDeclarations
        + constraintDeclarations + valueDeclarations + snapKitDeclarations

    struct Index {
        var properties: [String: [String: UIKitDeclaration]] = [:]
        var methods: [String: [String: [UIKitDeclaration]]] = [:]
        var statics: [String: [String: [UIKitDeclaration]]] = [:]
        var inits: [String: [UIKitDeclaration]] = [:]
    }

    static let index: Index = {
        var i = Index()
        for d in table {
            switch d.kind {
            case .property: i.properties[d.type, default: [:]][d.name] = d
            case .method: i.methods[d.type, default: [:]][d.name, default: []].append(d)
            case .staticProperty, .staticMethod: i.statics[d.type, default: [:]][d.name, default: []].append(d)
            case .initializer: i.inits[d.type, default: []].append(d)
            }
        }
        return i
    }()

    /// The class and its superclasses, most derived first.
    static func chain(_ c: String) -> [String] {
        var out: [String] = []
        var n: String? = c
        while let x = n, !x.isEmpty, out.count < 16 {
            out.append(x)
            n = classes[x]
        }
        return out
    }

    static func property(_ c: String, _ name: String) -> UIKitDeclaration? {
        for t in chain(c) { if let d = index.properties[t]?[name] { return d } }
        return nil
    }

    static func hasMethod(_ c: String, _ name: String) -> Bool {
        chain(c).contains { index.methods[$0]?[name] != nil }
    }

    /// The member names of a UIKit type (and its superclasses), for completion.
    static func memberNames(of c: String) -> [String] {
        var names: Set<String> = []
        for t in chain(c) {
            names.formUnion(index.properties[t]?.keys ?? [:].keys)
            names.formUnion(index.methods[t]?.keys ?? [:].keys)
        }
        return names.sorted()
    }

    /// The labels of UIKit's closure parameters: a trailing closure fills one.
    static let closureLabels: Set<String> = ["animations", "completion", "handler", "actions", "execute"]

    /// Binds call arguments to a declaration's labels; nil when they do not fit.
    static func bind(_ d: UIKitDeclaration, _ args: [Argument]) -> Args? {
        var out = Args()
        var i = 0
        for (n, p) in d.labels.enumerated() {
            let key = p.label ?? "_\(n)"
            if i < args.count, args[i].label == p.label
                || (args[i].label == nil && args[i].isClosure && p.label.map(closureLabels.contains) == true) {
                out.values[key] = args[i].value
                i += 1
            } else if p.optional {
                continue
            } else {
                return nil
            }
        }
        return i == args.count ? out : nil
    }

    static func pick(_ ds: [UIKitDeclaration], _ args: [Argument]) -> (UIKitDeclaration, Args)? {
        for d in ds { if let a = bind(d, args) { return (d, a) } }
        return nil
    }

    static func typeOf(_ v: Value) -> String {
        switch v {
        case .object(let o): return o.uikitClass
        case .native(let n):
            switch n {
            case .anchor: return "NSLayoutAnchor"
            case .guide: return "UILayoutGuide"
            case .constraint: return "NSLayoutConstraint"
            case .font: return "UIFont"
            case .fontDescriptor: return "UIFontDescriptor"
            case .image: return "UIImage"
            case .imageRenderer: return "UIGraphicsImageRenderer"
            case .size: return "CGSize"
            case .rect: return "CGRect"
            case .point: return "CGPoint"
            case .insets: return "UIEdgeInsets"
            case .traits: return "UITraitCollection"
            case .screen: return "UIScreen"
            case .buttonConfiguration: return "UIButton.Configuration"
            case .snpDSL: return "ConstraintViewDSL"
            case .snpTarget: return "ConstraintItem"
            case .snpMaker: return "ConstraintMaker"
            case .snpDescription: return "ConstraintMakerEditable"
            case .priority: return "UILayoutPriority"
            default: return "Opaque"
            }
        case .array: return "Array"
        case .string: return "String"
        case .enumCase: return "Enum"
        case .int, .double: return "Number"
        default: return "Value"
        }
    }

    // MARK: Dispatch

    static func callMethod(_ ip: Interpreter, _ base: Value, _ name: String, _ args: [Argument], _ node: Syntax, isSuper: Bool) throws -> Value {
        guard case .object(let o) = base else { return try callValueMethod(ip, base, name, args, node, Env(parent: ip.globals)) }
        for t in chain(o.uikitClass) {
            if let ds = index.methods[t]?[name] {
                if let (d, a) = pick(ds, args) { return try d.call!(ip, base, a, node) }
                throw ip.fail("\(t).\(name) is not called this way here (\(ds.map(\.signature).joined(separator: ", ")))", node)
            }
        }
        if isSuper || ignored.contains(name) {
            if !isSuper { ip.skip("\(o.uikitClass).\(name)(…)", node) }
            return .void
        }
        if let v = o.fields[name] { return try ip.apply(v, args, node) }
        if o.view != nil, let r = try conventionalExtension(ip, o, name, args, node) { return r }
        if o.view != nil || isSubclass(o.uikitClass, of: "UIViewController") {
            ip.warn("'\(o.uikitClass).\(name)(…)' is not defined in this file (an extension in another file?); it is left out", node)
        } else {
            ip.skip("\(o.uikitClass).\(name)(…)", node)
        }
        return .native(.opaque(name))
    }

    /// Extensions so common that their name says what they do, when the
    /// file's project defines them in another file: `addSubviews(a, b)` and
    /// `addArrangedSubviews([a, b])` add each view; `toAutoLayout()` (any
    /// method without arguments whose name says "auto layout") turns the
    /// view's autoresizing constraints off. Warned about; nil: not one.
    static func conventionalExtension(_ ip: Interpreter, _ o: Obj, _ name: String, _ args: [Argument], _ node: Syntax) throws -> Value? {
        if name == "addSubviews" || name == "addArrangedSubviews" {
            var views = args.map(\.value)
            if args.count == 1, case .array(let a) = args[0].value { views = a }
            ip.warn("'\(name)' is not defined in this file (an extension in another file?); each view is added, as its name says", node)
            for v in views {
                _ = try callMethod(ip, .object(o), name == "addSubviews" ? "addSubview" : "addArrangedSubview",
                                   [Argument(label: nil, value: v)], node, isSuper: false)
            }
            return .void
        }
        if args.isEmpty, name.lowercased().contains("autolayout") {
            ip.warn("'\(name)()' is not defined in this file (an extension in another file?); "
                + "it sets translatesAutoresizingMaskIntoConstraints to false, as its name says", node)
            o.translatesAutoresizingMask = false
            return .void
        }
        return nil
    }

    static func callValueMethod(_ ip: Interpreter, _ base: Value, _ name: String, _ args: [Argument], _ node: Syntax, _ env: Env) throws -> Value {
        let t = typeOf(base)
        if let ds = index.methods[t]?[name], let (d, a) = pick(ds, args) { return try d.call!(ip, base, a, node) }
        if case .array(let items) = base { return try arrayMethod(ip, items, name, args, node) }
        if case .native(.opaque("transitionCoordinator")) = base, name == "animate" {
            // A rotation's coordinator: during the announcement it keeps the
            // closures for the rotation (the first unlabelled one is the
            // alongside one, a trailing one the completion); else they run
            // at once.
            let closures = args.filter(\.isClosure)
            guard ip.transition != nil else {
                for a in closures { _ = try ip.apply(a.value, [Argument(label: nil, value: base)], node) }
                return .bool(true)
            }
            for (k, a) in closures.enumerated() {
                if a.label == "completion" || (a.label == nil && k > 0) {
                    ip.transition?.completion.append(a.value)
                } else {
                    ip.transition?.alongside.append(a.value)
                }
            }
            return .bool(true)
        }
        if case .native(.opaque) = base { return base }
        if case .unknown = base { return base }
        if case .string(let s) = base {
            switch name {
            case "uppercased": return .string(s.uppercased())
            case "lowercased": return .string(s.lowercased())
            case "hasPrefix": if case .string(let p)? = args.first?.value { return .bool(s.hasPrefix(p)) }
            case "hasSuffix": if case .string(let p)? = args.first?.value { return .bool(s.hasSuffix(p)) }
            case "contains": if case .string(let p)? = args.first?.value { return .bool(s.contains(p)) }
            default: break
            }
        }
        if case .enumCase = base { return .native(.opaque(name)) }
        if case .string = base {
            // `"Sign up".localized()`: an extension in another file; the string stands in.
            ip.warn("'String.\(name)(…)' is not defined in this file (an extension in another file?); the string stands in", node)
            return base
        }
        ip.skip("\(t).\(name)(…)", node)
        return .native(.opaque(name))
    }

    static func arrayMethod(_ ip: Interpreter, _ items: [Value], _ name: String, _ args: [Argument], _ node: Syntax) throws -> Value {
        let f = args.first?.value
        switch name {
        case "forEach":
            guard let f else { return .void }
            for (n, x) in items.enumerated() {
                if n >= ip.limits.loopIterations { throw ip.fail("a loop ran more than \(ip.limits.loopIterations) times; interpretation stopped", node) }
                _ = try ip.apply(f, [Argument(label: nil, value: x)], node)
            }
            return .void
        case "map", "compactMap", "flatMap":
            guard let f else { return .array(items) }
            var out: [Value] = []
            for x in items {
                let v = try ip.apply(f, [Argument(label: nil, value: x)], node)
                if name == "compactMap" && v.isNil { continue }
                if name == "flatMap", case .array(let a) = v { out += a; continue }
                out.append(v)
            }
            return .array(out)
        case "filter":
            guard let f else { return .array(items) }
            return .array(try items.filter { try ip.truth(ip.apply(f, [Argument(label: nil, value: $0)], node), node) })
        case "enumerated":
            return .array(items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case "reversed": return .array(items.reversed())
        case "contains":
            guard let f else { return .bool(false) }
            if case .function = f { return .bool(try items.contains { try ip.truth(ip.apply(f, [Argument(label: nil, value: $0)], node), node) }) }
            return .bool(try items.contains { try ip.equal($0, f) })
        case "firstIndex":
            guard let f else { return .null }
            for (i, x) in items.enumerated() {
                if case .function = f { if try ip.truth(ip.apply(f, [Argument(label: nil, value: x)], node), node) { return .int(i) } }
                else if try ip.equal(x, f) { return .int(i) }
            }
            return .null
        case "joined":
            var sep = ""
            if case .string(let s)? = args.first?.value { sep = s }
            return .string(items.map(ip.describe).joined(separator: sep))
        case "dropFirst": return .array(Array(items.dropFirst()))
        case "dropLast": return .array(Array(items.dropLast()))
        case "prefix": if case .int(let n)? = f { return .array(Array(items.prefix(max(0, n)))) }; return .array(items)
        case "suffix": if case .int(let n)? = f { return .array(Array(items.suffix(max(0, n)))) }; return .array(items)
        default:
            ip.skip("Array.\(name)(…)", node)
            return .native(.opaque(name))
        }
    }

    static func callStatic(_ ip: Interpreter, _ t: String, _ name: String, _ args: [Argument], _ node: Syntax) throws -> Value {
        for c in chain(t) + [t] {
            if let ds = index.statics[c]?[name], let (d, a) = pick(ds, args) { return try d.call!(ip, .type(t), a, node) }
        }
        if name == "init" { return try construct(ip, t, args, node) }
        if classes[t] != nil || typeNames.contains(t) {
            if ignored.contains(name) { return .void }
            ip.skip("\(t).\(name)(…)", node)
            return .native(.opaque(name))
        }
        return .enumCase(type: t, name: name, payload: args.map { ($0.label, $0.value) })
    }

    static func staticMember(_ ip: Interpreter, _ t: String, _ name: String, _ node: Syntax) throws -> Value {
        for c in chain(t) + [t] {
            if let ds = index.statics[c]?[name], let d = ds.first(where: { $0.kind == .staticProperty }) {
                return try d.get!(ip, .type(t), node)
            }
        }
        if let first = name.first, first.isUppercase { return .type(name) }
        if name == "self" { return .type(t) }
        if name == "init" {
            return .function(Callable(body: .native({ args in try construct(ip, t, args, node) }), env: ip.globals, selfValue: nil, name: "init"))
        }
        if index.statics[t]?[name] != nil || hasMethod(t, name) {
            return .function(Callable(body: .native({ args in try callStatic(ip, t, name, args, node) }), env: ip.globals, selfValue: nil, name: name))
        }
        if classes[t] == nil && !typeNames.contains(t) && ip.types[t] == nil && !t.contains(".") && !enumLike.contains(t) {
            ip.warn("'\(t)' is not defined in this file (defined in another file?); '\(t).\(name)' is left out", node)
            return .unknown("\(t).\(name)")
        }
        return .enumCase(type: t, name: name, payload: [])
    }

    /// Nested UIKit enums written by their short names (`Axis`, `Distribution`).
    static let enumLike: Set<String> = [
        "Axis", "Distribution", "Alignment", "ContentMode", "TextStyle", "Weight", "Event", "State", "ButtonType",
        "BorderStyle", "SymbolWeight", "SymbolScale", "UserInterfaceSizeClass", "UILayoutConstraintAxis",
        "UIStackViewDistribution", "UIStackViewAlignment", "NSLayoutConstraintAttribute", "NSLayoutRelation",
        "UIViewContentMode", "UIControlEvents", "UIControlState", "AnimationOptions", "SymbolicTraits", "Attribute",
        "Relation", "Style", "Configuration", "CornerStyle", "Size", "UIUserInterfaceSizeClass", "TraitKey",
        "AttributeName", "Key", "SizeClass", "UIFontWeight", "UIFontTextStyle", "UIButtonType", "UIControlEvent",
    ]

    static func construct(_ ip: Interpreter, _ t: String, _ args: [Argument], _ node: Syntax) throws -> Value {
        if t == "NSLayoutConstraint", let c = try itemConstraint(ip, args, node) { return c }
        if let ds = index.inits[t] {
            if let (d, a) = pick(ds, args) { return try d.call!(ip, .type(t), a, node) }
            throw ip.fail("\(t) has no initialiser taking (\(args.map { ($0.label ?? "_") + ":" }.joined())); "
                + "known: \(ds.map { "init" + $0.signature.dropFirst(4) }.joined(separator: ", "))", node)
        }
        if isSubclass(t, of: "UIViewController") {
            return .object(Obj(className: t, uikitClass: t))
        }
        if isSubclass(t, of: "UIView") {
            // A view UIKit has that StackLab does not model: a plain view.
            let o = Obj(className: t, uikitClass: t)
            try makeView(ip, o, node)
            return .object(o)
        }
        if typeNames.contains(t) {
            ip.skip("\(t)(…)", node)
            return .native(.opaque(t))
        }
        if let g = guessedClass(for: t) {
            ip.warn("'\(t)' is not defined in this file (defined in another file?); a plain \(g) stands in", node)
            let o = Obj(className: t, uikitClass: g)
            try makeView(ip, o, node)
            if g == "UIStackView", t.contains("Vertical") || t.hasPrefix("VStack"), let sv = o.view as? StackView { sv.axis = .vertical }
            return .object(o)
        }
        ip.warn("'\(t)' is not defined in this file (defined in another file?); it is left out", node)
        return .unknown(Unknown(t))
    }

    /// The UIKit class that stands in for a class of another file, by its
    /// name: `…ViewController` a view controller, `…StackView` a stack,
    /// `…Label` a label, `…Cell` a cell, any other `…View` a view (nil: not
    /// a view or a controller by its name).
    static func guessedClass(for name: String) -> String? {
        let suffixes: [(String, String)] = [
            ("ViewController", "UIViewController"), ("Controller", "UIViewController"),
            ("TableViewCell", "UITableViewCell"), ("CollectionViewCell", "UICollectionViewCell"), ("Cell", "UITableViewCell"),
            ("StackView", "UIStackView"), ("ScrollView", "UIScrollView"), ("ImageView", "UIImageView"),
            ("TextField", "UITextField"), ("TextView", "UITextView"), ("Label", "UILabel"), ("Button", "UIButton"),
            ("Switch", "UISwitch"), ("Slider", "UISlider"), ("Control", "UIControl"), ("View", "UIView"),
        ]
        return suffixes.first { name.hasSuffix($0.0) }?.1
    }

    static func setProperty(_ ip: Interpreter, _ base: Value, _ name: String, _ value: Value, _ node: Syntax) throws {
        let t = typeOf(base)
        if case .object(let o) = base {
            for c in chain(o.uikitClass) {
                if let d = index.properties[c]?[name] {
                    guard let set = d.set else { throw ip.fail("\(c).\(name) is read-only", node) }
                    try set(ip, base, value, node)
                    return
                }
            }
            if !ignored.contains(name) {
                ip.skip("\(o.uikitClass).\(name) = …", node)
                ip.unknownMembers.append("\(o.uikitClass).\(name)")
            } else {
                ip.skip("\(o.uikitClass).\(name)", node)
            }
            o.fields[name] = value
            return
        }
        if let d = index.properties[t]?[name], let set = d.set {
            try set(ip, base, value, node)
            return
        }
        ip.skip("\(t).\(name) = …", node)
    }

    /// A member of a value (numbers, geometry, anchors, SnapKit's chains).
    static func valueMember(_ ip: Interpreter, _ base: Value, _ name: String, _ node: Syntax) throws -> Value {
        let t = typeOf(base)
        if let d = index.properties[t]?[name] { return try d.get!(ip, base, node) }
        if index.methods[t]?[name] != nil { return .function(ip.boundUIKitMethod(base, name, node)) }
        switch (base, name) {
        case (.int(let i), "rawValue"): return .int(i)
        case (.double(let d), "rawValue"): return .double(d)
        case (.native(.priority(let p)), "rawValue"): return .double(p)
        case (.enumCase(_, let n, _), "rawValue"):
            if let p = priorityValue(n) { return .double(p) }
            return .string(n)
        case (.int(let i), "description"): return .string(String(i))
        default: break
        }
        if case .native(.opaque) = base { return base }
        ip.skip("\(t).\(name)", node)
        return .native(.opaque(name))
    }

    /// `value.member = x` for a value type: the updated value.
    static func setValueMember(_ ip: Interpreter, _ base: Value, _ name: String, _ value: Value, _ node: Syntax) throws -> Value {
        switch (base, name) {
        case (.native(.size(var s)), "width"): s.width = try double(ip, value, node); return .native(.size(s))
        case (.native(.size(var s)), "height"): s.height = try double(ip, value, node); return .native(.size(s))
        case (.native(.point(var p)), "x"): p.x = try double(ip, value, node); return .native(.point(p))
        case (.native(.point(var p)), "y"): p.y = try double(ip, value, node); return .native(.point(p))
        case (.native(.rect(var r)), "size"): r.size = try size(ip, value, node); return .native(.rect(r))
        case (.native(.rect(var r)), "origin"): r.origin = try point(ip, value, node); return .native(.rect(r))
        case (.native(.insets(var i)), "top"): i.top = try double(ip, value, node); return .native(.insets(i))
        case (.native(.insets(var i)), "left"), (.native(.insets(var i)), "leading"): i.left = try double(ip, value, node); return .native(.insets(i))
        case (.native(.insets(var i)), "bottom"): i.bottom = try double(ip, value, node); return .native(.insets(i))
        case (.native(.insets(var i)), "right"), (.native(.insets(var i)), "trailing"): i.right = try double(ip, value, node); return .native(.insets(i))
        case (.native(.buttonConfiguration(let c)), "title"):
            if case .string(let s) = value { c.title = s }
            return base
        case (.native(.buttonConfiguration(let c)), "contentInsets"):
            if case .native(.insets(let i)) = value { c.contentInsets = i }
            return base
        case (.native(.constraint), _):
            try setProperty(ip, base, name, value, node)
            return base
        default:
            ip.skip("\(typeOf(base)).\(name) = …", node)
            return base
        }
    }

    static func nativeArithmetic(_ ip: Interpreter, _ op: String, _ a: Native, _ b: Value, _ node: Syntax) throws -> Value {
        if case .priority(let p) = a, let y = ip.number(b) {
            switch op {
            case "+": return .native(.priority(p + y))
            case "-": return .native(.priority(p - y))
            default: break
            }
        }
        if case .opaque = a { return .native(a) }
        throw ip.fail("cannot apply \(op) to these values", node)
    }

    static func nativeEqual(_ a: Native, _ b: Native) -> Bool {
        switch (a, b) {
        case (.size(let x), .size(let y)): return x == y
        case (.point(let x), .point(let y)): return x == y
        case (.rect(let x), .rect(let y)): return x == y
        case (.insets(let x), .insets(let y)): return x == y
        case (.priority(let x), .priority(let y)): return x == y
        case (.constraint(let x), .constraint(let y)): return x === y
        case (.selector(let x), .selector(let y)): return x == y
        default: return false
        }
    }

    // MARK: Conversions

    static func double(_ ip: Interpreter, _ v: Value?, _ node: Syntax) throws -> Double {
        guard let v else { throw ip.fail("a number is missing", node) }
        if let d = ip.number(v) { return d }
        if case .enumCase(_, let n, _) = v, let p = priorityValue(n) { return p }
        if case .enumCase(_, "zero", _) = v { return 0 }
        if standsInAsZero(ip, v, "0", node) { return 0 }
        throw ip.fail("expected a number here", node)
    }

    /// A value from another file, or one StackLab does not model, where a
    /// number or a geometry value is needed: zero stands in, with a warning.
    static func standsInAsZero(_ ip: Interpreter, _ v: Value, _ zero: String, _ node: Syntax) -> Bool {
        switch v {
        case .unknown(let u):
            ip.warn("'\(u.name)' comes from another file; \(zero) stands in", node)
            return true
        case .native(.opaque(let n)):
            ip.warn("'\(n)' is not modelled; \(zero) stands in", node)
            return true
        case .enumCase(let t, let n, _) where !["zero", "init"].contains(n) && (t.map { ip.types[$0]?.cases[n] == nil } ?? true):
            ip.warn("'\(t ?? "").\(n)' is not known here (an extension in another file?); \(zero) stands in", node)
            return true
        default:
            return false
        }
    }

    static func int(_ ip: Interpreter, _ v: Value?, _ node: Syntax) throws -> Int {
        Int(try double(ip, v, node))
    }

    static func bool(_ ip: Interpreter, _ v: Value?, _ node: Syntax) throws -> Bool {
        if case .bool(let b)? = v { return b }
        if case .unknown? = v { return false }
        throw ip.fail("expected a Bool here", node)
    }

    static func string(_ v: Value?) -> String? {
        switch v {
        case .string(let s)?: return s
        default: return nil
        }
    }

    static func caseName(_ v: Value?) -> String? {
        switch v {
        case .enumCase(_, let n, _)?: return n
        case .string(let s)?: return s
        default: return nil
        }
    }

    static func size(_ ip: Interpreter, _ v: Value?, _ node: Syntax) throws -> Size {
        if case .native(.size(let s))? = v { return s }
        if case .enumCase(_, "zero", _)? = v { return .zero }
        if let v, standsInAsZero(ip, v, ".zero", node) { return .zero }
        throw ip.fail("expected a CGSize here", node)
    }

    static func point(_ ip: Interpreter, _ v: Value?, _ node: Syntax) throws -> Point {
        if case .native(.point(let p))? = v { return p }
        if case .enumCase(_, "zero", _)? = v { return .zero }
        if let v, standsInAsZero(ip, v, ".zero", node) { return .zero }
        throw ip.fail("expected a CGPoint here", node)
    }

    static func rect(_ ip: Interpreter, _ v: Value?, _ node: Syntax) throws -> Rect {
        if case .native(.rect(let r))? = v { return r }
        if case .enumCase(_, "zero", _)? = v { return .zero }
        if let v, standsInAsZero(ip, v, ".zero", node) { return .zero }
        throw ip.fail("expected a CGRect here", node)
    }

    static func insets(_ ip: Interpreter, _ v: Value?, _ node: Syntax) throws -> EdgeInsets {
        if case .native(.insets(let i))? = v { return i }
        if case .enumCase(_, "zero", _)? = v { return .zero }
        if case .enumCase(_, "init", let p)? = v { return try insetsFromPayload(ip, p, node) }
        if let v, standsInAsZero(ip, v, ".zero", node) { return .zero }
        throw ip.fail("expected insets here", node)
    }

    static func insetsFromPayload(_ ip: Interpreter, _ p: [(label: String?, value: Value)], _ node: Syntax) throws -> EdgeInsets {
        var i = EdgeInsets.zero
        for (l, v) in p {
            let d = try double(ip, v, node)
            switch l {
            case "top": i.top = d
            case "left", "leading": i.left = d
            case "bottom": i.bottom = d
            case "right", "trailing": i.right = d
            default: break
            }
        }
        return i
    }

    static func priorityValue(_ name: String) -> Double? {
        switch name {
        case "required": return 1000
        case "defaultHigh", "high": return 750
        case "medium": return 500
        case "defaultLow", "low": return 250
        case "fittingSizeLevel": return 50
        case "dragThatCanResizeScene": return 510
        case "sceneSizeStayPut": return 500
        case "dragThatCannotResizeScene": return 490
        default: return nil
        }
    }

    static func priority(_ ip: Interpreter, _ v: Value?, _ node: Syntax) throws -> Double {
        if case .enumCase(_, let n, _)? = v, let p = priorityValue(n) { return p }
        if case .enumCase(_, "init", let p)? = v, let first = p.first { return try double(ip, first.value, node) }
        return try double(ip, v, node)
    }

    static func obj(_ v: Value?) -> Obj? {
        if case .object(let o)? = v { return o }
        return nil
    }

    /// The view a value is; an unknown helper's result becomes an empty view.
    static func view(_ ip: Interpreter, _ v: Value?, _ node: Syntax) throws -> View {
        try viewObj(ip, v, node).view!
    }

    static func viewObj(_ ip: Interpreter, _ v: Value?, _ node: Syntax) throws -> Obj {
        switch v {
        case .object(let o)? where o.view != nil: return o
        case .object(let o)? where isSubclass(o.uikitClass, of: "UIViewController"):
            return try viewObj(ip, try controllerView(ip, o, node), node)
        case .unknown(let u)?:
            // Warned about where it came from (the call or name).
            return try standInView(ip, u, node)
        case .null?: throw ip.fail("unexpectedly found nil where a view is needed", node)
        default: throw ip.fail("expected a view here", node)
        }
    }

    /// The view that stands in for a value from another file: of the class
    /// its holder's or helper's name suggests (`makeStackView()` a stack),
    /// else `preferred`, else a plain view; the same view each time.
    static func standInView(_ ip: Interpreter, _ u: Unknown, _ node: Syntax, preferred: String? = nil) throws -> Obj {
            if let o = u.standIn { return o }
            let guessed = [u.hint?.name, u.name.split(separator: ".").last.map(String.init)]
                .compactMap { $0.flatMap { guessedClass(for: $0.prefix(1).uppercased() + $0.dropFirst()) } }
                .first { $0 != "UIViewController" && isSubclass($0, of: "UIView") }
            let cls = guessed ?? preferred ?? "UIView"
            let o = Obj(className: cls, uikitClass: cls)
            try makeView(ip, o, node)
            if let sv = o.view as? StackView, let a = u.axis { sv.axis = a == "vertical" ? .vertical : .horizontal }
            u.standIn = o
            ip.hint(.object(o), u.hint?.name ?? u.name, strength: u.hint?.strength ?? 0)
            return o
    }

    static func item(_ ip: Interpreter, _ v: Value?, _ node: Syntax) throws -> LayoutItem {
        if case .native(.guide(let g))? = v { return g }
        return try view(ip, v, node)
    }

    /// A view controller's `view` (made on first use, as UIKit loads it).
    static func controllerView(_ ip: Interpreter, _ o: Obj, _ node: Syntax) throws -> Value {
        if let v = o.fields["view"] { return v }
        if o === ip.controller {
            let root = ip.rootObj
            o.fields["view"] = .object(root)
            return .object(root)
        }
        // A child view controller's view: a plain view it loads.
        let v = Obj(className: "UIView", uikitClass: "UIView")
        try makeView(ip, v, node)
        o.fields["view"] = .object(v)
        try ip.runLifecycle(of: o, node)
        return .object(v)
    }

    // MARK: Making views

    /// The kind a UIKit class's views have.
    static func kind(for c: String) -> ControlKind {
        for t in chain(c) {
            switch t {
            case "UILabel": return .label(text: "", font: .system(17), lines: 1)
            case "UIButton": return .button(title: "", type: .custom)
            case "UIImageView": return .imageView(imageSize: nil)
            case "UISwitch": return .switchControl
            case "UISlider": return .slider
            case "UIStepper": return .stepper
            case "UIProgressView": return .progressView
            case "UIPageControl": return .pageControl(pages: 0)
            case "UIDatePicker": return .datePicker(style: .wheels)
            case "UISegmentedControl": return .segmented(titles: [])
            case "UITextField": return .textField(placeholder: "", text: "", border: .none)
            case "UITextView": return .textView(text: "", scrolls: true)
            case "UIStackView": return .stack
            case "UIScrollView" where !standIns.contains(c): return .scroll
            case "UIControl": return .control
            case "UIView": return .plain
            default: continue
            }
        }
        return .plain
    }

    /// Makes the view an instance of a view class is, with the priorities of
    /// a view made in code.
    static func makeView(_ ip: Interpreter, _ o: Obj, _ node: Syntax) throws {
        guard ip.made.count < ip.limits.views else {
            throw ip.fail("more than \(ip.limits.views) views made; interpretation stopped", node)
        }
        let base = chain(o.uikitClass).first { !standIns.contains($0) } ?? "UIView"
        if standIns.contains(o.uikitClass) {
            ip.warn("\(o.uikitClass) is not modelled: a plain view stands in", node)
        }
        let k = kind(for: base)
        let name = "#\(ip.made.count + 1)"
        let v: View
        switch k {
        case .stack: v = StackView(name: name)
        case .scroll: v = ScrollView(name: name)
        default: v = View(name: name, kind: k)
        }
        let hug = k.defaultHugging(interfaceBuilder: false)
        let resist = k.defaultCompressionResistance(interfaceBuilder: false)
        v.contentHugging = hug
        v.compressionResistance = resist
        o.view = v
        ip.made.append((o, nil, 0))
        ip.objects[ObjectIdentifier(v)] = o
        if chain(o.uikitClass).contains(where: { $0 == "UITableViewCell" || $0 == "UICollectionViewCell" }) {
            try makeContentView(ip, o, node)
        }
    }

    /// A cell's `contentView`: a subview that fills it.
    static func makeContentView(_ ip: Interpreter, _ cell: Obj, _ node: Syntax) throws {
        guard let v = cell.view else { return }
        let c = Obj(className: "UIView", uikitClass: "UIView")
        try makeView(ip, c, node)
        ip.hint(.object(c), "contentView", strength: 1)
        c.translatesAutoresizingMask = false
        let cv = c.view!
        do {
            try v.addSubview(cv)
            try LayoutConstraint.activate([
                LayoutConstraint(cv, .top, .equal, v, .top), LayoutConstraint(cv, .leading, .equal, v, .leading),
                LayoutConstraint(cv, .trailing, .equal, v, .trailing), LayoutConstraint(cv, .bottom, .equal, v, .bottom),
            ])
        } catch { throw ip.fail("\(error)", node) }
        cell.fields["contentView"] = .object(c)
    }

    static func namedImage(_ ip: Interpreter, _ name: String, _ node: Syntax) -> Value {
        if let s = ip.imageSizes[name] { return .native(.image(s)) }
        ip.warn("the size of image '\(name)' is unknown (give it with images=FILE.json); it has none", node)
        return .native(.image(nil))
    }

    /// An SF Symbol at the default configuration (17-pt body text, medium
    /// scale) is about 20 × 20 pt; a point size scales it.
    static func symbolImage(pointSize: Double?) -> Value {
        let side = ((pointSize ?? 17) * 20 / 17 * 3).rounded() / 3
        return .native(.image(Size(width: side, height: side)))
    }
}

extension Interpreter {
    /// The root view's object (the view controller's `view`).
    var rootObj: Obj {
        if let o = objects[ObjectIdentifier(window.rootView)] { return o }
        let o = Obj(className: "UIView", uikitClass: "UIView", view: window.rootView)
        o.translatesAutoresizingMask = false
        objects[ObjectIdentifier(window.rootView)] = o
        return o
    }

    /// The object of a view (made for views the interpreter did not make).
    func object(for v: View) -> Obj {
        if let o = objects[ObjectIdentifier(v)] { return o }
        if v === window.rootView { return rootObj }
        let o = Obj(className: v.kind.className, uikitClass: v is StackView ? "UIStackView" : v is ScrollView ? "UIScrollView" : v.kind.className, view: v)
        o.translatesAutoresizingMask = false
        objects[ObjectIdentifier(v)] = o
        return o
    }
}
