import Geometry
import SceneModel
import StackLayout
import SwiftParser
import SwiftSyntax
import ViewTree

// A Swift file opened the way UIKit runs it: its view controller through
// loadView, viewDidLoad, viewWillAppear, a layout pass and
// viewDidLayoutSubviews (then viewDidAppear); a UIView subclass through
// init(frame:), placed in the root at its fitting size. The views are
// named after the properties and variables that held them, described as a
// ``SceneDescription`` and built fresh; the program keeps running against
// the built views (actions, `swift { … }`).

/// A parsed Swift file: its syntax errors, and the types `open` can run.
public struct SwiftSourceFile {
    public let path: String
    let text: String
    let tree: SourceFileSyntax

    /// A type the file declares that `open` can run.
    public struct OpenableType: Equatable, Sendable {
        public let name: String
        /// `view controller` or `view`.
        public let kind: String
        public let line: Int
        /// The UIKit class it derives from.
        public let base: String
    }

    /// The largest file `open` reads: 4 MB.
    public static let maximumBytes = 4 << 20

    /// Parses `text`. A syntax error is one error at `FILE:LINE:COL`, the
    /// line and a caret under the place.
    public init(text: String, path: String) throws(SwiftSourceError) {
        self.path = path
        self.text = text
        guard text.utf8.count <= Self.maximumBytes else {
            throw SwiftSourceError("\(path): error: the file is larger than \(Self.maximumBytes >> 20) MB")
        }
        var source = text
        tree = source.withUTF8 { buffer in Parser.parse(source: buffer, maximumNestingLevel: 64) }
        if tree.hasError, let message = Self.firstError(in: tree, path: path, text: text) {
            throw SwiftSourceError(message)
        }
    }

    /// The first syntax error as `FILE:LINE:COL: error: …` with the line and a caret.
    /// The first syntax error as `PATH:LINE:COL: error: …; OUTCOME`, the
    /// line and a caret; at the prompt (`prompt`), without the place and
    /// the word "error" (the command's own diagnostic carries them).
    static func firstError(in tree: SourceFileSyntax, path: String, text: String, prompt: Bool = false) -> String? {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        final class Finder: SyntaxVisitor {
            var found: (AbsolutePosition, String)?
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                if found == nil {
                    let t = node.trimmedDescription
                    found = (node.positionAfterSkippingLeadingTrivia, "unexpected code '\(t.prefix(30))\(t.count > 30 ? "…" : "")'")
                }
                return .skipChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, token.presence == .missing {
                    var what = "'\(token.text)'"
                    if token.text.hasPrefix("<#") {
                        let inner = token.text.dropFirst(2).dropLast(2)
                        what = (["a", "e", "i", "o", "u"].contains(inner.first.map(String.init) ?? "") ? "an " : "a ") + inner
                    } else if case .identifier = token.tokenKind {
                        what = "a name"
                    }
                    found = (token.position, "expected \(what)")
                }
                return .skipChildren
            }
        }
        let f = Finder(viewMode: .all)
        f.walk(tree)
        guard let (pos, message) = f.found else {
            return "\(path):1:1: error: the file cannot be parsed (nesting deeper than 64 levels?)"
        }
        let l = converter.location(for: pos)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = l.line - 1 < lines.count ? String(lines[l.line - 1]) : ""
        let shown = line.count > 160 ? String(line.prefix(160)) : line
        let caret = String(repeating: " ", count: max(0, min(l.column - 1, shown.utf8.count))) + "^"
        if prompt { return "\(message) (at \(l.line):\(l.column)); nothing ran\n\(shown)\n\(caret)" }
        return "\(path):\(l.line):\(l.column): error: \(message); nothing was opened\n\(shown)\n\(caret)"
    }

    /// The view controllers and UIView subclasses of the file, in order.
    public var openableTypes: [OpenableType] {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let probe = Interpreter(file: path, tree: tree, window: Window(screen: Screen(device: .iPhone8)), imageSizes: [:], limits: Limits())
        var out: [OpenableType] = []
        for item in tree.statements {
            guard case .decl(let d) = item.item, let c = d.as(ClassDeclSyntax.self) else { continue }
            let name = c.name.trimmedText
            guard let base = probe.uikitBase(of: name) else { continue }
            let line = converter.location(for: c.positionAfterSkippingLeadingTrivia).line
            if UIKit.isSubclass(base, of: "UIViewController") {
                out.append(OpenableType(name: name, kind: "view controller", line: line, base: base))
            } else if UIKit.isSubclass(base, of: "UIView") {
                out.append(OpenableType(name: name, kind: "view", line: line, base: base))
            }
        }
        // A playground page: its top-level code, and the live view it shows.
        for item in tree.statements where item.trimmedDescription.hasPrefix("PlaygroundPage.current.liveView") {
            let line = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
            out.insert(OpenableType(name: "liveView", kind: "playground page", line: line, base: "UIView"), at: 0)
            break
        }
        return out
    }

    /// The type `open` runs without `type=`: the playground page's live
    /// view, else the first view controller, else the first view.
    public var defaultType: OpenableType? {
        let types = openableTypes
        return types.first { $0.kind == "playground page" } ?? types.first { $0.kind == "view controller" } ?? types.first
    }

    /// Runs a type of the file (`type`, else the first view controller,
    /// else the first view) on `screen`.
    public func open(type: String? = nil, screen: Screen, deviceName: String, images: [String: Size] = [:], limits: Limits = Limits())
        throws(SwiftSourceError) -> SwiftProgram
    {
        let types = openableTypes
        let chosen: OpenableType
        if let type {
            guard let t = types.first(where: { $0.name == type }) else {
                let names = types.map(\.name)
                throw SwiftSourceError("\(path): error: no view controller or view named '\(type)'"
                    + (names.isEmpty ? "" : " (the file has \(names.joined(separator: ", ")))"))
            }
            chosen = t
        } else {
            guard let t = defaultType else {
                throw SwiftSourceError("\(path): error: no UIViewController or UIView subclass to open")
            }
            chosen = t
        }
        let window = Window(screen: screen)
        let ip = Interpreter(file: path, tree: tree, window: window, imageSizes: images, limits: limits)
        do {
            try ip.start()
            try ip.run(chosen)
            return try SwiftProgram(interpreter: ip, type: chosen, deviceName: deviceName)
        } catch let e as SwiftSourceError {
            throw e
        } catch {
            throw ip.error(error)
        }
    }
}

extension Interpreter {
    /// A stopped interpretation as one error line.
    func error(_ e: Error) -> SwiftSourceError {
        switch e {
        case Flow.failure(let message, let node):
            return SwiftSourceError("\(location(node)): error: \(message)")
        case Flow.returned, Flow.chainNil:
            return SwiftSourceError("\(file): error: a return outside a function")
        case Flow.broke, Flow.continued:
            return SwiftSourceError("\(file): error: break or continue outside a loop")
        case let s as SwiftSourceError:
            return s
        default:
            return SwiftSourceError("\(file): error: \(e)")
        }
    }

    func node(of name: String) -> Syntax { types[name]?.node ?? Syntax(tree) }

    /// UIKit's order of events for a view controller, or a view's
    /// init(frame:) and its fitting size.
    func run(_ t: SwiftSourceFile.OpenableType) throws {
        let n = node(of: t.name)
        if t.kind == "playground page" {
            try placeLiveView(n)
        } else if t.kind == "view controller" {
            let vc = Obj(className: t.name, uikitClass: t.base, decl: types[t.name])
            controller = vc
            try initialise(vc, n)
            try runLifecycle(of: vc, n)
        } else {
            let args = [Argument(label: "frame", value: .native(.rect(.zero)))]
            let value: Value
            openingStandIns = true
            if let decl = types[t.name], !decl.inits.isEmpty, pickInit(decl.inits, args) == nil {
                value = try construct(t.name, [], n)
            } else {
                value = try construct(t.name, args, n)
            }
            openingStandIns = false
            if case .object(let o) = value { try runBaseClassHooks(of: o, n) }
            guard case .object(let o) = value, let v = o.view else { throw fail("\(t.name) did not make a view", n) }
            o.translatesAutoresizingMask = false
            try placeAtFittingSize(v, n)
        }
        layoutPass()
    }

    /// A playground page's live view: a view controller runs its
    /// lifecycle with its view as the root; a view sits in the root at the
    /// frame it was given (`UIView(frame:)`), else at its fitting size.
    func placeLiveView(_ n: Syntax) throws {
        switch liveView {
        case .object(let o)? where UIKit.isSubclass(o.uikitClass, of: "UIViewController"):
            controller = o
            o.fields["view"] = nil
            try runLifecycle(of: o, n)
        case .object(let o)? where o.view != nil:
            if o.manualFrame != nil {
                do { try window.rootView.addSubview(o.view!) } catch { throw fail("\(error)", n) }
            } else {
                o.translatesAutoresizingMask = false
                try placeAtFittingSize(o.view!, n)
            }
        default:
            throw fail("the page's liveView is not a view or a view controller", n)
        }
    }

    /// Stored properties and `init()` of a view controller (as
    /// `init(nibName:bundle:)` would run them).
    func initialise(_ vc: Obj, _ n: Syntax) throws {
        guard let decl = vc.decl else { return }
        var chain: [TypeDecl] = []
        var t: TypeDecl? = decl
        while let d = t, chain.count < 32 {
            chain.insert(d, at: 0)
            t = d.superclass.flatMap { types[$0] }
        }
        let value = Value.object(vc)
        for d in chain {
            for b in d.stored {
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedText else { continue }
                if let i = b.initializer {
                    let v = try withSelf(value) { try $0.eval(i.value, $1) }
                    vc.fields[name] = v
                    hint(v, name, strength: 2)
                } else {
                    vc.fields[name] = try withSelf(value) { ip, _ in try ip.uninitialised(b, n) } ?? .null
                }
            }
        }
        if let i = declLookup(decl, { d in self.pickInit(d.inits, []) }) {
            let env = Env(parent: globals)
            env.vars["self"] = value
            if let body = i.body { _ = try runBody(body.statements, env) }
        } else if let i = declLookup(decl, { d in d.inits.first { !self.isCoderInit($0) } }) {
            // Only initialisers with arguments: their caller is in another
            // file; stand-ins by the parameters' types.
            let args = try standInArguments(i.signature.parameterClause.parameters, Syntax(i))
            let env = Env(parent: globals)
            env.vars["self"] = value
            try bindParameters(i.signature.parameterClause.parameters, args, env, check: false, node: Syntax(i))
            if let body = i.body { _ = try runBody(body.statements, env) }
        }
    }

    func isCoderInit(_ i: InitializerDeclSyntax) -> Bool {
        i.signature.parameterClause.parameters.first?.firstName.text == "coder"
    }

    /// Arguments for an initialiser whose caller is in another file: for
    /// each parameter without a default, a stand-in by its type (nil,
    /// empty, zero, a new view of a view type, `.default` for a style,
    /// else a value from another file). Warns once.
    func standInArguments(_ params: FunctionParameterListSyntax, _ node: Syntax) throws -> [Argument] {
        var out: [Argument] = []
        for p in params where p.defaultValue == nil {
            let label = p.firstName.trimmedText == "_" ? nil : p.firstName.trimmedText
            out.append(Argument(label: label, value: try standIn(for: p.type, node)))
        }
        if !out.isEmpty {
            let what = node.as(InitializerDeclSyntax.self).map { "init" + $0.signature.parameterClause.trimmedDescription.prefix(60) } ?? "this initialiser"
            warn("\(what) is called from another file; its arguments are stand-ins (nil, empty, zero, a new view)", node)
        }
        return out
    }

    func standIn(for t: TypeSyntax, _ node: Syntax) throws -> Value {
        if t.is(OptionalTypeSyntax.self) { return .null }
        if t.is(ArrayTypeSyntax.self) { return .array([]) }
        if t.is(DictionaryTypeSyntax.self) { return .dictionary([]) }
        if isClosureType(t) {
            return .function(Callable(body: .native({ _ in .void }), env: globals, selfValue: nil, name: "closure"))
        }
        let n = typeName(t)
        switch n {
        case "CGFloat", "Double", "Float": return .double(0)
        case "Int": return .int(0)
        case "Bool": return .bool(false)
        case "String": return .string("")
        case "CGRect": return .native(.rect(.zero))
        case "CGSize": return .native(.size(.zero))
        default: break
        }
        if isViewClass(n) || UIKit.isSubclass(n, of: "UIView") { return try construct(n, [], node) }
        if n.hasSuffix("Style") || n.hasSuffix("Axis") { return .enumCase(type: nil, name: "default", payload: []) }
        if let e = types[n], e.kind == .enumType, let first = e.cases.keys.sorted().first { return .enumCase(type: n, name: first, payload: []) }
        return .unknown(Unknown(n))
    }

    /// A stored property without a value: nil when optional, else (an
    /// `@IBOutlet` connected in a storyboard, not here) a new view of its
    /// type, an empty outlet collection; nil when neither.
    func uninitialised(_ b: PatternBindingSyntax, _ node: Syntax) throws -> Value? {
        guard let type = b.typeAnnotation?.type else { return nil }
        let isOutlet = b.parent?.parent?.as(VariableDeclSyntax.self)?.attributes.contains {
            $0.as(AttributeSyntax.self).map { ["IBOutlet", "IBOutletCollection"].contains($0.attributeName.trimmedDescription) } ?? false
        } ?? false
        let name = b.pattern.trimmedDescription
        if isOutlet {
            let inner = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
            if inner.is(ArrayTypeSyntax.self) {
                warn("outlet collection '\(name)' is connected in a storyboard, not in this file; it is empty here", b)
                return .array([])
            }
            let n = typeName(inner)
            if isViewClass(n) || UIKit.isSubclass(n, of: "UIView") {
                warn("outlet '\(name)' is connected in a storyboard, not in this file; a new \(n) stands in"
                     + " (pinned to the safe area's top and sides if the code does not place it)", b)
                let v = try construct(n, [], node)
                hint(v, name, strength: 2)
                if case .object(let o) = v { outletStandIns.append(o) }
                return v
            }
        }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .null }
        return nil
    }

    /// Outlets' stand-ins the code did not put in the window: in the
    /// root, pinned to the safe area's top, leading and trailing edges
    /// (their place in the storyboard is not known here).
    func placeOutletStandIns(_ n: Syntax) throws {
        let root = window.rootView
        for o in outletStandIns {
            guard let v = o.view, v.superview == nil, v !== root else { continue }
            o.translatesAutoresizingMask = false
            let g = root.safeAreaLayoutGuide
            do {
                try root.addSubview(v)
                try LayoutConstraint.activate([
                    LayoutConstraint(v, .top, .equal, g, .top, identifier: "outlet"),
                    LayoutConstraint(v, .leading, .equal, g, .leading, identifier: "outlet"),
                    LayoutConstraint(v, .trailing, .equal, g, .trailing, identifier: "outlet"),
                ])
            } catch { throw fail("\(error)", n) }
        }
    }

    /// A type whose base class is in another file (guessed from its name)
    /// cannot run that class's code; such base classes call their
    /// subclasses' setup steps from init or viewDidLoad. The type's
    /// overrides without arguments named like one (`setup…`,
    /// `configure…`, `addSubviews`, `makeConstraints`, `layout…`,
    /// `style…`) that nothing called yet run once, in the file's order.
    func runBaseClassHooks(of o: Obj, _ n: Syntax) throws {
        guard let decl = o.decl, let base = decl.superclass, types[base] == nil, UIKit.classes[base] == nil else { return }
        let prefixes = ["setup", "setUp", "configure", "addSubviews", "addViews", "makeConstraints", "setupConstraints",
                        "layout", "style", "initialize", "commonInit", "buildView", "prepare"]
        guard let body = decl.node.as(ClassDeclSyntax.self)?.memberBlock.members else { return }
        var ran: [String] = []
        for m in body {
            guard let f = m.decl.as(FunctionDeclSyntax.self), f.modifiers.contains(where: { $0.name.text == "override" }),
                  f.signature.parameterClause.parameters.isEmpty, !calledFunctions.contains(f.id) else { continue }
            let name = f.name.trimmedText
            guard prefixes.contains(where: { name.hasPrefix($0) }), !name.hasPrefix("layoutSubviews"), !name.hasPrefix("layoutIfNeeded") else { continue }
            ran.append(name)
            _ = try invoke(f, self: .object(o), [], n)
        }
        if !ran.isEmpty {
            warn("'\(base)' is not defined in this file; its setup steps \(ran.map { $0 + "()" }.joined(separator: ", ")) were run as such a base class would run them", n)
        }
    }

    /// loadView, viewDidLoad, viewWillAppear, layout, viewDidLayoutSubviews, viewDidAppear.
    func runLifecycle(of vc: Obj, _ n: Syntax) throws {
        let value = Value.object(vc)
        func call(_ name: String, _ args: [Argument] = []) throws {
            if let f = method(vc.decl, name, args) { _ = try invoke(f, self: value, args, n) }
        }
        let animated = [Argument(label: nil, value: .bool(false))]
        try call("loadView")
        if vc.fields["view"] == nil, vc === controller { vc.fields["view"] = .object(rootObj) }
        try call("viewDidLoad")
        if vc === controller { try runBaseClassHooks(of: vc, n) }
        try call("viewWillAppear", animated)
        if vc === controller { try placeOutletStandIns(n) }
        try call("viewWillLayoutSubviews")
        layoutPass()
        try call("viewDidLayoutSubviews")
        try call("viewDidAppear", animated)
    }

    /// A UIView subclass opened on its own: at the safe area's top leading
    /// corner, as small as its constraints allow (UIKit's
    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`), at
    /// most the safe area's width; a view whose content gives it no size
    /// fills the safe area.
    func placeAtFittingSize(_ v: View, _ n: Syntax) throws {
        let root = window.rootView
        do { try root.addSubview(v) } catch { throw fail("\(error)", n) }
        let guide = root.safeAreaLayoutGuide
        let pins = [
            LayoutConstraint(v, .top, .equal, guide, .top, identifier: "fitting"),
            LayoutConstraint(v, .leading, .equal, guide, .leading, identifier: "fitting"),
            LayoutConstraint(v, .width, .lessThanOrEqual, guide, .width, identifier: "fitting"),
        ]
        // A table's cell is as wide as the table; other views as narrow as they can be.
        let cell = objects[ObjectIdentifier(v)].map { UIKit.isSubclass($0.uikitClass, of: "UITableViewCell") } ?? false
        let fitting = [
            cell ? LayoutConstraint(v, .width, .equal, guide, .width, identifier: "fitting")
                : LayoutConstraint(v, .width, .equal, nil, nil, constant: 0, priority: LayoutPriority(49), identifier: "fitting"),
            LayoutConstraint(v, .height, .equal, nil, nil, constant: 0, priority: LayoutPriority(49), identifier: "fitting"),
        ]
        do { try LayoutConstraint.activate(pins + fitting) } catch { throw fail("\(error)", n) }
        layoutPass()
        if v.frame.size.width == 0 || v.frame.size.height == 0 {
            LayoutConstraint.deactivate(pins + fitting)
            let fill = [
                LayoutConstraint(v, .top, .equal, guide, .top, identifier: "fitting"),
                LayoutConstraint(v, .leading, .equal, guide, .leading, identifier: "fitting"),
                LayoutConstraint(v, .trailing, .equal, guide, .trailing, identifier: "fitting"),
                LayoutConstraint(v, .bottom, .equal, guide, .bottom, identifier: "fitting"),
            ]
            do { try LayoutConstraint.activate(fill) } catch { throw fail("\(error)", n) }
        }
    }

    /// `view = X` in loadView: X's subviews and constraints move to the
    /// window's root, which X then is.
    func replaceRoot(with x: Obj, _ n: Syntax) throws {
        guard let xv = x.view, xv !== window.rootView else { return }
        let root = window.rootView
        var subtree: [View] = []
        func walk(_ v: View) {
            subtree.append(v)
            for s in v.subviews { walk(s) }
        }
        walk(xv)
        var moved: [LayoutConstraint] = []
        var seen: Set<ObjectIdentifier> = []
        for v in subtree {
            for c in v.constraints where !c.isSystem && !seen.contains(ObjectIdentifier(c)) {
                seen.insert(ObjectIdentifier(c))
                moved.append(c)
            }
        }
        LayoutConstraint.deactivate(moved)
        for s in xv.subviews { do { try root.addSubview(s) } catch { throw fail("\(error)", n) } }
        root.layoutMargins = xv.layoutMargins == EdgeInsets(all: 8) ? root.layoutMargins : xv.layoutMargins
        func map(_ item: LayoutItem?) -> LayoutItem? {
            guard let item else { return nil }
            if item === xv { return root }
            if item === xv.layoutMarginsGuide { return root.layoutMarginsGuide }
            if item === xv.safeAreaLayoutGuide { return root.safeAreaLayoutGuide }
            return item
        }
        for c in moved {
            let copy = LayoutConstraint(map(c.firstItem)!, c.firstAttribute, c.relation, map(c.secondItem), c.secondAttribute,
                                        multiplier: c.multiplier, constant: c.constant, priority: c.priority,
                                        identifier: c.identifier, usesSystemSpacing: c.usesSystemSpacing)
            do { try copy.activate() } catch { throw fail("\(error)", n) }
        }
        made.removeAll { $0.obj === x }
        objects[ObjectIdentifier(xv)] = nil
        x.view = root
        x.translatesAutoresizingMask = false
        objects[ObjectIdentifier(root)] = x
        controller?.fields["view"] = .object(x)
    }

    /// UIKit's autoresizing constraints for views that keep
    /// `translatesAutoresizingMaskIntoConstraints`: their frame (zero unless
    /// set) as left, top, width and height.
    func applyAutoresizing() {
        for entry in made {
            let o = entry.obj
            guard let v = o.view, v !== window.rootView else { continue }
            let key = ObjectIdentifier(o)
            let old = autoresizing[key] ?? []
            guard o.translatesAutoresizingMask, let s = v.superview, v.window === window else {
                if !old.isEmpty { LayoutConstraint.deactivate(old); autoresizing[key] = nil }
                continue
            }
            let f = o.manualFrame ?? .zero
            if !old.isEmpty {
                if old.map(\.constant) == [f.origin.x, f.origin.y, f.size.width, f.size.height] { continue }
                LayoutConstraint.deactivate(old)
            }
            let cs = [
                LayoutConstraint(v, .left, .equal, s, .left, constant: f.origin.x, identifier: "autoresizing"),
                LayoutConstraint(v, .top, .equal, s, .top, constant: f.origin.y, identifier: "autoresizing"),
                LayoutConstraint(v, .width, .equal, nil, nil, constant: f.size.width, identifier: "autoresizing"),
                LayoutConstraint(v, .height, .equal, nil, nil, constant: f.size.height, identifier: "autoresizing"),
            ]
            try? LayoutConstraint.activate(cs)
            autoresizing[key] = cs
        }
    }

    /// Runs a control's actions for an event.
    func sendActions(_ o: Obj, event: String, _ n: Syntax) throws {
        let events: Set<String> = event == "touchUpInside" ? ["touchUpInside", "primaryActionTriggered"]
            : event == "valueChanged" ? ["valueChanged", "primaryActionTriggered"] : [event]
        for a in o.actions where events.contains(a.event) {
            switch a.handler {
            case .selector(let target, let name):
                guard case .object(let t) = target, let f = declLookup(t.decl ?? TypeDecl(name: "", kind: .classType, node: n), { $0.methods[name]?.first }) else {
                    warn("the action '\(name)' is not defined in this file; nothing runs", n)
                    continue
                }
                let params = f.signature.parameterClause.parameters
                var args: [Argument] = []
                if let p = params.first {
                    args = [Argument(label: p.firstName.trimmedText == "_" ? nil : p.firstName.trimmedText, value: .object(o))]
                }
                _ = try invoke(f, self: target, args, n)
            case .closure(let f):
                _ = try apply(f, [Argument(label: nil, value: .native(.opaque("UIAction")))], n)
            }
        }
    }
}

/// A file's type after it ran: its scene, and the interpreter that keeps
/// running against it (actions, `swift { … }`).
public final class SwiftProgram {
    /// The properties the last ``run(statements:file:views:taken:)`` set
    /// that StackLab does not know (neither modelled nor known to have no
    /// effect on layout): those lines did nothing.
    public internal(set) var lastUnknownMembers: [String] = []
    /// The `UIView.animate` calls the last action or statements made, in
    /// order (on `open` animations end at once and are not kept).
    public internal(set) var lastAnimations: [AnimationRequest] = []

    /// One `UIView.animate(withDuration:…)` call: how long, after what
    /// delay, along which curve.
    public struct AnimationRequest: Equatable, Sendable {
        public enum Curve: Equatable, Sendable {
            case easeInOut, easeIn, easeOut, linear
            case spring(damping: Double, velocity: Double)
        }
        public var duration: Double
        public var delay: Double
        public var curve: Curve
    }

    public struct NamedView {
        public let name: String
        /// The StackLab command word of its kind (`label`, `stack`…).
        public let kindName: String
        public let view: View
    }

    public let type: SwiftSourceFile.OpenableType
    /// The window the scene was built into, and its named views in creation order.
    public let window: Window
    public let views: [NamedView]
    public let scene: SceneDescription
    public var warnings: [String] { interpreter.warnings }
    /// Code skipped because layout does not depend on it (`open --verbose`).
    public var skipped: [String] { interpreter.skipped }
    let interpreter: Interpreter

    init(interpreter ip: Interpreter, type: SwiftSourceFile.OpenableType, deviceName: String) throws {
        self.interpreter = ip
        self.type = type
        ip.applyAutoresizing()
        ip.nameNewViews()
        scene = describe(ip.window, order: ip.made.compactMap { $0.obj.view }, deviceName: deviceName)
        window = ip.window
        views = ip.made.compactMap { entry in
            guard let v = entry.obj.view, v !== ip.window.rootView else { return nil }
            return NamedView(name: v.name, kindName: SwiftProgram.kindName(v), view: v)
        }
    }

    init(attached ip: Interpreter, deviceName: String) {
        interpreter = ip
        type = SwiftSourceFile.OpenableType(name: "", kind: "none", line: 0, base: "UIViewController")
        window = ip.window
        views = []
        scene = describe(ip.window, order: [], deviceName: deviceName)
        for v in ip.window.rootView.allViews() {
            ip.named.insert(ObjectIdentifier(v))
            ip.usedNames.insert(v.name)
        }
    }

    static func typable(_ s: String) -> String {
        var out = ""
        for ch in s where ch.isLetter || ch.isNumber || ch == "_" { out.append(ch) }
        if out.isEmpty || out.first!.isNumber { out = "v" + out }
        return out
    }

    /// The StackLab command word for a view's kind.
    static func kindName(_ v: View) -> String {
        switch v.kind {
        case .plain: return "view"
        case .control: return "control"
        case .label: return "label"
        case .button: return "button"
        case .imageView: return "image"
        case .switchControl: return "switch"
        case .slider: return "slider"
        case .stepper: return "stepper"
        case .progressView: return "progress"
        case .pageControl: return "pagecontrol"
        case .datePicker: return "datepicker"
        case .segmented: return "segmented"
        case .textField: return "field"
        case .textView: return "textview"
        case .stack: return "stack"
        case .scroll: return "scroll"
        }
    }
}

/// The scene of a window as a description, with the views' names.
func describe(_ window: Window, order: [View], deviceName: String) -> SceneDescription {
    func name(_ v: View) -> String { v === window.rootView ? "root" : v.name }
    func itemName(_ item: LayoutItem) -> String {
        if let v = item as? View { return name(v) }
        if let g = item as? LayoutGuide, let owner = g.owningView {
            switch g.role {
            case .margins: return name(owner) + ".margins"
            case .safeArea: return name(owner) + ".safeArea"
            case .content: return name(owner) + ".content"
            case .frame: return name(owner) + ".frameGuide"
            case .custom: return name(owner) + ".guide"
            }
        }
        return item.name
    }
    var dumpOrder: [View] = []
    var seen: Set<ObjectIdentifier> = []
    func walk(_ v: View) {
        guard !seen.contains(ObjectIdentifier(v)) else { return }
        seen.insert(ObjectIdentifier(v))
        dumpOrder.append(v)
        for s in v.subviews { walk(s) }
    }
    walk(window.rootView)
    for v in order where v.superview == nil { walk(v) }
    func state(_ v: View) -> SceneDescription.ViewState {
        SceneDescription.ViewState(
            describing: v, kindName: v === window.rootView ? "root" : SwiftProgram.kindName(v), name: name, itemName: itemName)
    }
    let screen = window.screen
    return SceneDescription(
        device: .init(name: deviceName, device: screen.device, orientation: screen.orientation, traits: screen.traitCollection),
        creationOrder: order.filter { $0 !== window.rootView }.map(name),
        views: dumpOrder.map(state))
}

// MARK: Actions and statements at the prompt

extension SwiftProgram {
    /// What a user does to a control.
    public enum ControlEvent: Equatable, Sendable {
        case tap
        case toggle
        case select(Int)
        case slide(Double)
    }

    /// Runs the actions the file wired to `view` for the event, as a touch
    /// would; returns the views the code made, named (`taken` says which
    /// names the scene already has).
    public func send(_ event: ControlEvent, to view: View, taken: @escaping (String) -> Bool) throws(SwiftSourceError) -> [NamedView] {
        let ip = interpreter
        guard let o = ip.objects[ObjectIdentifier(view)], !o.actions.isEmpty else {
            throw SwiftSourceError("\(view.name) has no action wired in \(ip.file) (addTarget, addAction or primaryAction)")
        }
        let node = Syntax(ip.tree)
        let eventName: String
        switch (event, view.kind) {
        case (.tap, _):
            eventName = "touchUpInside"
        case (.toggle, .switchControl):
            o.controlValue = o.controlValue == 0 ? 1 : 0
            eventName = "valueChanged"
        case (.select(let n), .segmented(let titles, _)):
            guard n < titles.count else {
                throw SwiftSourceError("\(view.name) has \(titles.count) segments: select 0 to \(titles.count - 1)")
            }
            o.controlValue = Double(n)
            eventName = "valueChanged"
        case (.slide(let v), .slider):
            o.controlValue = v
            eventName = "valueChanged"
        case (.toggle, _): throw SwiftSourceError("\(view.name) is not a switch")
        case (.select, _): throw SwiftSourceError("\(view.name) is not a segmented control")
        case (.slide, _): throw SwiftSourceError("\(view.name) is not a slider")
        }
        let before = ip.named
        ip.isNameTaken = taken
        defer { ip.isNameTaken = { _ in false } }
        ip.animations = []
        ip.recordsAnimations = true
        defer { ip.recordsAnimations = false }
        do {
            try ip.sendActions(o, event: eventName, node)
        } catch {
            throw ip.error(error)
        }
        lastAnimations = ip.animations
        ip.applyAutoresizing()
        return newViews(since: before, taken: taken)
    }

    /// What UIKit calls before `rotate` or `device` changes the screen:
    /// the view controller's `viewWillTransition(to:with:)` when the size
    /// will change, while the view still has its old bounds. The closures
    /// given to the coordinator's `animate(alongsideTransition:completion:)`
    /// are kept for ``screenDidChange(previousTraits:previousSize:taken:)``.
    /// Returns the views the code made.
    public func screenWillChange(to size: Size, taken: @escaping (String) -> Bool) throws(SwiftSourceError) -> [NamedView] {
        let ip = interpreter
        ip.transition = nil
        guard let vc = ip.controller, window.screen.bounds.size != size,
              let f = ip.method(vc.decl, "viewWillTransition", Self.transitionArguments(size))
        else { return [] }
        let before = ip.named
        ip.isNameTaken = taken
        defer { ip.isNameTaken = { _ in false } }
        ip.transition = ([], [])
        do {
            _ = try ip.invoke(f, self: .object(vc), Self.transitionArguments(size), Syntax(ip.tree))
        } catch {
            ip.transition = nil
            throw ip.error(error)
        }
        return newViews(since: before, taken: taken)
    }

    static func transitionArguments(_ size: Size) -> [Argument] {
        [Argument(label: "to", value: .native(.size(size))),
         Argument(label: "with", value: .native(.opaque("transitionCoordinator")))]
    }

    /// What UIKit calls when `rotate` or `device` has changed the screen,
    /// after ``screenWillChange(to:taken:)``: `traitCollectionDidChange(_:)`
    /// with the previous traits when the traits changed, on the view
    /// controller, then on each view of the file's classes in the window,
    /// top down; the coordinator's alongside closures (the new size is the
    /// view's); `viewWillLayoutSubviews`, a layout pass and
    /// `viewDidLayoutSubviews`; then the coordinator's completions.
    /// Returns the views the code made.
    public func screenDidChange(previousTraits: TraitCollection, previousSize: Size,
                                taken: @escaping (String) -> Bool) throws(SwiftSourceError) -> [NamedView] {
        let ip = interpreter
        let before = ip.named
        ip.isNameTaken = taken
        defer { ip.isNameTaken = { _ in false } }
        let n = Syntax(ip.tree)
        let screen = window.screen
        do {
            let vc = ip.controller
            func call(_ o: Obj, _ name: String, _ args: [Argument]) throws {
                if let f = ip.method(o.decl, name, args) { _ = try ip.invoke(f, self: .object(o), args, n) }
            }
            let transition = ip.transition ?? ([], [])
            ip.transition = nil
            let coordinator = [Argument(label: nil, value: .native(.opaque("transitionCoordinator")))]
            if screen.traitCollection != previousTraits {
                let args = [Argument(label: nil, value: .native(.traits(previousTraits)))]
                if let vc { try call(vc, "traitCollectionDidChange", args) }
                var views: [Obj] = []
                func walk(_ v: View) {
                    if let o = ip.objects[ObjectIdentifier(v)], o.decl != nil, o !== vc { views.append(o) }
                    for s in v.subviews { walk(s) }
                }
                walk(window.rootView)
                for o in views { try call(o, "traitCollectionDidChange", args) }
            }
            for c in transition.alongside { _ = try ip.apply(c, coordinator, n) }
            if let vc { try call(vc, "viewWillLayoutSubviews", []) }
            ip.layoutPass()
            if let vc { try call(vc, "viewDidLayoutSubviews", []) }
            for c in transition.completion { _ = try ip.apply(c, coordinator, n) }
        } catch {
            throw ip.error(error)
        }
        ip.applyAutoresizing()
        return newViews(since: before, taken: taken)
    }

    /// Runs Swift statements against the scene: `views` are in scope by
    /// name (and `view` is the root). Returns the views the code made.
    public func run(statements text: String, file: String, views named: [(name: String, view: View)],
                    taken: @escaping (String) -> Bool) throws(SwiftSourceError) -> [NamedView] {
        var source = text
        let tree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: 64) }
        if tree.hasError, let message = SwiftSourceFile.firstError(in: tree, path: file, text: text, prompt: true) {
            throw SwiftSourceError(message)
        }
        let ip = interpreter
        let outer = Interpreter(file: file, tree: tree, window: window, imageSizes: ip.imageSizes, limits: ip.limits)
        outer.recordsAnimations = true
        outer.ownsObjects = false
        // The statements share the program's objects and views.
        outer.types = ip.types.merging(outer.types) { _, new in new }
        outer.functions = ip.functions.merging(outer.functions) { _, new in new }
        outer.objects = ip.objects
        outer.made = ip.made
        outer.named = ip.named
        outer.usedNames = ip.usedNames
        outer.isNameTaken = taken
        outer.controller = ip.controller
        let before = ip.named
        let env = Env(parent: outer.globals)
        env.vars["view"] = .object(outer.rootObj)
        for (name, v) in named { env.vars[name] = .object(outer.object(for: v)) }
        if let c = ip.controller { env.vars["self"] = .object(c) }
        do {
            for item in tree.statements {
                if case .decl(let d) = item.item, d.is(ClassDeclSyntax.self) || d.is(StructDeclSyntax.self)
                    || d.is(EnumDeclSyntax.self) || d.is(ExtensionDeclSyntax.self) || d.is(FunctionDeclSyntax.self) { continue }
                try outer.step(item)
                switch item.item {
                case .decl(let d): try outer.execDecl(d, env)
                case .stmt(let s): try outer.execStmt(s, env)
                case .expr(let e): _ = try outer.eval(e, env)
                }
            }
        } catch {
            throw outer.error(error)
        }
        outer.applyAutoresizing()
        outer.nameNewViews()
        ip.objects = outer.objects
        ip.made = outer.made
        ip.named = outer.named
        ip.usedNames = outer.usedNames
        ip.warnings += outer.warnings
        lastUnknownMembers = outer.unknownMembers
        lastAnimations = outer.animations
        ip.capturedEnvs += outer.capturedEnvs
        ip.capturedEnvs.append(outer.globals)
        return newViews(since: before, taken: taken)
    }

    /// The views made since `before` (the interpreter's named set), all named.
    func newViews(since before: Set<ObjectIdentifier>, taken: @escaping (String) -> Bool) -> [NamedView] {
        let ip = interpreter
        ip.isNameTaken = taken
        ip.nameNewViews()
        return ip.made.compactMap { entry in
            guard let v = entry.obj.view, v !== window.rootView, !before.contains(ObjectIdentifier(v)) else { return nil }
            return NamedView(name: v.name, kindName: SwiftProgram.kindName(v), view: v)
        }
    }

    /// A program with no file, for `swift { … }` on a scene made otherwise.
    public static func attached(to window: Window, deviceName: String) -> SwiftProgram {
        let tree = Parser.parse(source: "")
        let ip = Interpreter(file: "<swift>", tree: tree, window: window, imageSizes: [:], limits: Limits())
        return SwiftProgram(attached: ip, deviceName: deviceName)
    }

    /// The Swift members of a UIKit class, for completion (`UIStackView` →
    /// `addArrangedSubview`, `axis`…).
    public static func memberNames(ofClass name: String) -> [String] { UIKit.memberNames(of: name) }
}
