import Geometry
import StackLayout
import SwiftSyntax
import ViewTree

// The tree-walking interpreter: Swift's statements and expressions over the
// values of Value.swift, UIKit's members from the one table in
// UIKitTable.swift. Every step counts against ``Limits``; running out ends
// interpretation with a clear error at the place it stopped.

/// How far interpretation may go before it is stopped.
public struct Limits: Sendable {
    /// Statements and expressions evaluated, in all.
    public var steps = 2_000_000
    /// Nested calls (functions, closures, initialisers).
    public var callDepth = 120
    /// Iterations of one loop.
    public var loopIterations = 100_000
    /// Characters of one string; elements of one array.
    public var stringLength = 1_000_000
    public var arrayLength = 100_000
    /// Views made.
    public var views = 10_000

    public init() {}
}

/// Where interpretation stopped, or what it could not do: `FILE:LINE:COL:
/// error: …`.
public struct SwiftSourceError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Control flow and errors inside the interpreter. Thrown and caught on
/// the interpreter's own thread only (never across tasks), so the values
/// it carries need not be Sendable.
enum Flow: Error, @unchecked Sendable {
    case returned(Value)
    case broke(String?)
    case continued(String?)
    /// An optional chain met nil: the whole chain is nil.
    case chainNil
    case failure(String, Syntax)
}

final class Interpreter {
    let file: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let limits: Limits
    var steps = 0
    var depth = 0
    var types: [String: TypeDecl] = [:]
    var functions: [String: [FunctionDeclSyntax]] = [:]
    let globals: Env
    var window: Window
    var imageSizes: [String: Size]
    /// Views in the order they were made, with the name hints they got.
    var made: [(obj: Obj, hint: String?, strength: Int)] = []
    var objects: [ObjectIdentifier: Obj] = [:]
    var warnings: [String] = []
    var warned: Set<String> = []
    /// Code skipped because layout does not depend on it (`--verbose`).
    var skipped: [String] = []
    var skippedSeen: Set<String> = []
    /// The view controller being run (`self` at the top of its methods).
    var controller: Obj?
    /// Constraints SnapKit made, per view object (for remake and update).
    var snapConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// The views named so far: a view is named (after the property or
    /// variable holding it, else its kind) before the first layout pass that
    /// sees it, so that reports of that pass use the name.
    var named: Set<ObjectIdentifier> = []
    var usedNames: Set<String> = ["root"]
    /// Names the scene uses besides the interpreter's (the session's).
    var isNameTaken: (String) -> Bool = { _ in false }

    /// The file's objects refer to one another in cycles, as UIKit's do not
    /// (a control's target is weak in UIKit, a strong `Value` here; a view
    /// controller holds its views and they hold its actions): when the
    /// program goes, its objects' fields and actions are let go so that
    /// the cycles end with it (the fuzzer's LeakSanitizer found them).
    deinit {
        guard ownsObjects else { return }
        var seen = Set<ObjectIdentifier>()
        var all = Array(objects.values) + made.map(\.obj)
        if let c = controller { all.append(c) }
        for o in all where seen.insert(ObjectIdentifier(o)).inserted {
            o.fields.removeAll()
            o.actions.removeAll()
        }
        globals.vars.removeAll()
        unknownNames.removeAll()
        for e in capturedEnvs { e.vars.removeAll() }
    }

    /// Properties set that StackLab's UIKit table does not know and that
    /// are not on the list of those without effect on layout (a typo at
    /// the prompt, or a member not modelled), in the order met.
    var unknownMembers: [String] = []

    /// Whether the objects are this interpreter's to let go of: not for
    /// one that runs statements at the prompt on a program's objects (the
    /// program keeps them, and the scopes their closures captured).
    var ownsObjects = true

    /// The scopes a closure or local function captured (a scope that holds
    /// a function capturing it is a cycle; see `deinit`).
    var capturedEnvs: [Env] = []

    func captured(_ env: Env) {
        if capturedEnvs.last !== env { capturedEnvs.append(env) }
    }

    /// Names the views made since the last naming; returns them.
    @discardableResult
    func nameNewViews() -> [View] {
        var out: [View] = []
        for entry in made {
            guard let v = entry.obj.view, v !== window.rootView, !named.contains(ObjectIdentifier(v)) else { continue }
            let base = SwiftProgram.typable(entry.hint ?? SwiftProgram.kindName(v))
            var name = base
            var k = 2
            while usedNames.contains(name) || isNameTaken(name) {
                name = "\(base)\(k)"
                k += 1
            }
            usedNames.insert(name)
            v.rename(name)
            named.insert(ObjectIdentifier(v))
            out.append(v)
        }
        return out
    }

    /// A layout pass as UIKit runs one: autoresizing constraints, then the pass.
    func layoutPass() {
        applyAutoresizing()
        nameNewViews()
        window.layoutIfNeeded()
    }
    /// UIKit's autoresizing constraints of views that keep them.
    var autoresizing: [ObjectIdentifier: [LayoutConstraint]] = [:]

    init(file: String, tree: SourceFileSyntax, window: Window, imageSizes: [String: Size], limits: Limits) {
        self.file = file
        self.tree = tree
        converter = SourceLocationConverter(fileName: file, tree: tree)
        self.window = window
        self.imageSizes = imageSizes
        self.limits = limits
        globals = Env(parent: nil)
        collectDeclarations()
    }

    // MARK: Diagnostics

    func location(_ node: some SyntaxProtocol) -> String {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return "\(file):\(l.line):\(l.column)"
    }

    func fail(_ message: String, _ node: some SyntaxProtocol) -> Flow { .failure(message, Syntax(node)) }

    /// A warning, once per message.
    func warn(_ message: String, _ node: some SyntaxProtocol) {
        let key = message
        guard !warned.contains(key) else { return }
        warned.insert(key)
        warnings.append("\(location(node)): warning: \(message)")
    }

    /// Code layout does not depend on, listed by `open --verbose`.
    func skip(_ what: String, _ node: some SyntaxProtocol) {
        let line = "\(location(node)): skipped \(what)"
        guard !skippedSeen.contains(what) else { return }
        skippedSeen.insert(what)
        skipped.append(line)
    }

    func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > limits.steps {
            throw fail("interpretation stopped after \(limits.steps) steps (an endless loop or recursion?); nothing was opened", node)
        }
        // A shared server's time limit for the command (ViewTree's CommandDeadline).
        if steps & 1023 == 0, CommandDeadline.passed {
            throw fail("the Swift code was \(CommandDeadline.words) here; nothing was opened", node)
        }
    }

    // MARK: Declarations

    func collectDeclarations() {
        for item in tree.statements {
            if case .decl(let d) = item.item { declare(d, in: nil) }
        }
    }

    func declare(_ d: DeclSyntax, in owner: TypeDecl?) {
        if let c = d.as(ClassDeclSyntax.self) {
            let t = typeDecl(c.name.trimmedText, .classType, Syntax(c))
            t.superclass = c.inheritanceClause?.inheritedTypes.first.map { typeName($0.type) }
            members(c.memberBlock, of: t)
        } else if let s = d.as(StructDeclSyntax.self) {
            let t = typeDecl(s.name.trimmedText, .structType, Syntax(s))
            members(s.memberBlock, of: t)
        } else if let e = d.as(EnumDeclSyntax.self) {
            let t = typeDecl(e.name.trimmedText, .enumType, Syntax(e))
            members(e.memberBlock, of: t)
        } else if let x = d.as(ExtensionDeclSyntax.self) {
            let name = typeName(x.extendedType)
            let t = types[name] ?? typeDecl(name, .classType, Syntax(x))
            members(x.memberBlock, of: t)
        } else if let f = d.as(FunctionDeclSyntax.self), owner == nil {
            functions[f.name.trimmedText, default: []].append(f)
        } else if let v = d.as(VariableDeclSyntax.self), owner == nil {
            // Globals are evaluated when the program starts (Interpreter.start).
            globalDecls.append(v)
        }
    }

    var globalDecls: [VariableDeclSyntax] = []

    func typeDecl(_ name: String, _ kind: TypeDecl.Kind, _ node: Syntax) -> TypeDecl {
        if let t = types[name] { return t }
        let t = TypeDecl(name: name, kind: kind, node: node)
        types[name] = t
        return t
    }

    func members(_ block: MemberBlockSyntax, of t: TypeDecl) {
        for m in block.members {
            let d = m.decl
            if let v = d.as(VariableDeclSyntax.self) {
                let isStatic = v.modifiers.contains { ["static", "class"].contains($0.name.text) }
                let isLazy = v.modifiers.contains { $0.name.text == "lazy" }
                for b in v.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedText else { continue }
                    if isStatic { t.staticProps[name] = b }
                    else if b.accessorBlock != nil { t.computed[name] = b }
                    else if isLazy { t.lazy[name] = b }
                    else { t.stored.append(b) }
                }
            } else if let f = d.as(FunctionDeclSyntax.self) {
                let isStatic = f.modifiers.contains { ["static", "class"].contains($0.name.text) }
                if isStatic { t.staticMethods[f.name.trimmedText, default: []].append(f) }
                else { t.methods[f.name.trimmedText, default: []].append(f) }
            } else if let i = d.as(InitializerDeclSyntax.self) {
                t.inits.append(i)
            } else if let c = d.as(EnumCaseDeclSyntax.self) {
                for e in c.elements { t.cases[e.name.trimmedText] = e }
            } else if d.is(ClassDeclSyntax.self) || d.is(StructDeclSyntax.self) || d.is(EnumDeclSyntax.self) {
                declare(d, in: t)
            }
        }
    }

    func typeName(_ t: TypeSyntax) -> String {
        if let o = t.as(OptionalTypeSyntax.self) { return typeName(o.wrappedType) }
        if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(o.wrappedType) }
        if let i = t.as(IdentifierTypeSyntax.self) { return i.name.trimmedText }
        if let m = t.as(MemberTypeSyntax.self) {
            // UIKit.UIView → UIView; Outer.Inner → Inner (nested types are global here).
            return m.name.trimmedText
        }
        return t.trimmedDescription
    }

    /// The UIKit class a type is or derives from (nil for the file's types
    /// that derive from none, and for unknown names).
    func uikitBase(of name: String) -> String? {
        var n = name
        var seen: Set<String> = []
        while let t = types[n], let s = t.superclass, !seen.contains(n) {
            seen.insert(n)
            n = s
        }
        if UIKit.classes[n] != nil { return n }
        // A base class of another file (`BaseViewController`): by its name.
        if n != name, types[n] == nil { return UIKit.guessedClass(for: n) }
        return nil
    }

    func isViewClass(_ name: String) -> Bool {
        guard let b = uikitBase(of: name) else { return false }
        return UIKit.isSubclass(b, of: "UIView")
    }

    // MARK: Running

    /// Evaluates the file's global variables; a file with code at the top
    /// level (a playground page) runs it all, in order.
    func start() throws {
        guard hasTopLevelCode else {
            for v in globalDecls { try declareVariable(v, in: globals) }
            return
        }
        for item in tree.statements {
            try step(item)
            switch item.item {
            case .decl(let d):
                if let v = d.as(VariableDeclSyntax.self) { try declareVariable(v, in: globals) }
            case .stmt(let s): try execStmt(s, globals)
            case .expr(let e): _ = try eval(e, globals)
            }
        }
    }

    /// Whether the file has statements at the top level (a playground page).
    var hasTopLevelCode: Bool {
        tree.statements.contains { if case .decl = $0.item { return false } else { return true } }
    }

    /// What the top level set `PlaygroundPage.current.liveView` to.
    var liveView: Value?

    func exec(_ items: CodeBlockItemListSyntax, _ env: Env) throws {
        for item in items {
            try step(item)
            switch item.item {
            case .decl(let d): try execDecl(d, env)
            case .stmt(let s): try execStmt(s, env)
            case .expr(let e): _ = try eval(e, env)
            }
        }
    }

    /// A block in a scope of its own.
    func block(_ b: CodeBlockSyntax, _ env: Env) throws { try exec(b.statements, Env(parent: env)) }

    func execDecl(_ d: DeclSyntax, _ env: Env) throws {
        if let v = d.as(VariableDeclSyntax.self) {
            try declareVariable(v, in: env)
        } else if let f = d.as(FunctionDeclSyntax.self) {
            captured(env)
            env.vars[f.name.trimmedText] = .function(Callable(body: .function(f), env: env, selfValue: env.lookup("self"), name: f.name.trimmedText))
        } else if d.is(ClassDeclSyntax.self) || d.is(StructDeclSyntax.self) || d.is(EnumDeclSyntax.self) {
            declare(d, in: nil)
        } else {
            skip("declaration '\(d.trimmedDescription.prefix(40))'", d)
        }
    }

    func declareVariable(_ v: VariableDeclSyntax, in env: Env) throws {
        for b in v.bindings {
            var value: Value = .null
            if let i = b.initializer {
                value = try eval(i.value, env)
            } else if let acc = b.accessorBlock {
                // A computed local: evaluated now (layout code reads it once).
                if case .getter(let items) = acc.accessors { value = try runBody(items, Env(parent: env)) }
            }
            try bind(b.pattern, value, env, declared: true)
        }
    }

    /// Binds a pattern (`x`, `(a, b)`, `_`) to a value; names views after
    /// the variables holding them.
    func bind(_ p: PatternSyntax, _ value: Value, _ env: Env, declared: Bool) throws {
        if let i = p.as(IdentifierPatternSyntax.self) {
            let name = i.identifier.trimmedText
            env.vars[name] = value
            hint(value, name, strength: 1)
        } else if let t = p.as(TuplePatternSyntax.self) {
            guard case .tuple(let parts) = value else { throw fail("cannot split this value into a tuple", p) }
            for (e, part) in zip(t.elements, parts) { try bind(e.pattern, part.value, env, declared: declared) }
        } else if p.is(WildcardPatternSyntax.self) {
            return
        } else if let vb = p.as(ValueBindingPatternSyntax.self) {
            try bind(vb.pattern, value, env, declared: declared)
        } else {
            throw fail("this pattern is not supported here", p)
        }
    }

    /// Gives a view (and the views of an array) a name hint: a property's
    /// name (strength 2) wins over a local variable's (1).
    func hint(_ value: Value, _ name: String, strength: Int) {
        if case .unknown(let u) = value {
            // Its stand-in view, when it gets one, is named after the holder.
            if let o = u.standIn { hint(.object(o), name, strength: strength) }
            else if u.hint == nil || u.hint!.strength < strength { u.hint = (name, strength) }
            return
        }
        guard case .object(let o) = value, o.view != nil else { return }
        guard let i = made.firstIndex(where: { $0.obj === o }) else { return }
        if made[i].hint == nil || made[i].strength < strength {
            made[i].hint = name
            made[i].strength = strength
        }
    }

    func execStmt(_ s: StmtSyntax, _ env: Env) throws {
        if let e = s.as(ExpressionStmtSyntax.self) {
            _ = try eval(e.expression, env)
        } else if let r = s.as(ReturnStmtSyntax.self) {
            throw Flow.returned(try r.expression.map { try eval($0, env) } ?? .void)
        } else if let g = s.as(GuardStmtSyntax.self) {
            let scope = env
            if try !conditions(g.conditions, scope) {
                try block(g.body, env)
                throw fail("a guard's else must leave the scope", g)
            }
        } else if let f = s.as(ForStmtSyntax.self) {
            try forLoop(f, env, label: nil)
        } else if let w = s.as(WhileStmtSyntax.self) {
            var n = 0
            while true {
                let scope = Env(parent: env)
                guard try conditions(w.conditions, scope) else { break }
                n += 1
                if n > limits.loopIterations { throw fail("a loop ran more than \(limits.loopIterations) times; interpretation stopped", w) }
                do { try exec(w.body.statements, scope) } catch Flow.broke(nil) { break } catch Flow.continued(nil) { continue }
            }
        } else if let r = s.as(RepeatStmtSyntax.self) {
            var n = 0
            repeat {
                n += 1
                if n > limits.loopIterations { throw fail("a loop ran more than \(limits.loopIterations) times; interpretation stopped", r) }
                do { try block(r.body, env) } catch Flow.broke(nil) { break } catch Flow.continued(nil) { continue }
            } while try truth(eval(r.condition, env), r.condition)
        } else if s.is(BreakStmtSyntax.self) {
            throw Flow.broke(nil)
        } else if s.is(ContinueStmtSyntax.self) {
            throw Flow.continued(nil)
        } else if let l = s.as(LabeledStmtSyntax.self) {
            if let f = l.statement.as(ForStmtSyntax.self) {
                try forLoop(f, env, label: l.label.trimmedText)
            } else {
                try execStmt(l.statement, env)
            }
        } else if let t = s.as(ThrowStmtSyntax.self) {
            throw fail("the code throws an error here", t)
        } else if let d = s.as(DeferStmtSyntax.self) {
            skip("defer", d)
        } else if let d = s.as(DoStmtSyntax.self) {
            try block(d.body, env)
        } else {
            skip("statement '\(s.trimmedDescription.prefix(40))'", s)
        }
    }

    func forLoop(_ f: ForStmtSyntax, _ env: Env, label: String?) throws {
        let seq = try eval(f.sequence, env)
        let items: [Value]
        switch seq {
        case .array(let a): items = a
        case .range(let lo, let hi):
            guard hi - lo <= limits.loopIterations else {
                throw fail("a loop over \(hi - lo) values is more than \(limits.loopIterations); interpretation stopped", f.sequence)
            }
            items = lo < hi ? (lo..<hi).map { .int($0) } : []
        case .dictionary(let d): items = d.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .string(let s): items = s.map { .string(String($0)) }
        case .unknown: return
        default: throw fail("cannot loop over this value", f.sequence)
        }
        var n = 0
        for item in items {
            n += 1
            if n > limits.loopIterations { throw fail("a loop ran more than \(limits.loopIterations) times; interpretation stopped", f) }
            let scope = Env(parent: env)
            try bind(f.pattern, item, scope, declared: true)
            if let w = f.whereClause, try !truth(eval(w.condition, scope), w.condition) { continue }
            do { try exec(f.body.statements, scope) } catch Flow.broke(let l) where l == nil || l == label {
                break
            } catch Flow.continued(let l) where l == nil || l == label {
                continue
            }
        }
    }

    /// Evaluates `if`/`guard`/`while` conditions, binding `if let` names in `env`.
    func conditions(_ list: ConditionElementListSyntax, _ env: Env) throws -> Bool {
        for c in list {
            switch c.condition {
            case .expression(let e):
                if try !truth(eval(e, env), e) { return false }
            case .optionalBinding(let b):
                let v: Value
                if let i = b.initializer { v = try eval(i.value, env) } else {
                    let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedText ?? ""
                    v = try lookup(name, env, Syntax(b))
                }
                if v.isNil { return false }
                if case .unknown = v { return false }
                try bind(b.pattern, v, env, declared: true)
            case .matchingPattern(let m):
                let v = try eval(m.initializer.value, env)
                if try !match(m.pattern, v, env) { return false }
            case .availability:
                continue
            }
        }
        return true
    }

    func truth(_ v: Value, _ node: some SyntaxProtocol) throws -> Bool {
        switch v {
        case .bool(let b): return b
        case .unknown: return false
        default: throw fail("expected a Bool here", node)
        }
    }

    // MARK: Patterns

    func match(_ p: PatternSyntax, _ v: Value, _ env: Env) throws -> Bool {
        if p.is(WildcardPatternSyntax.self) { return true }
        if let vb = p.as(ValueBindingPatternSyntax.self) {
            let old = bindingContext
            bindingContext = true
            defer { bindingContext = old }
            return try match(vb.pattern, v, env)
        }
        if let i = p.as(IdentifierPatternSyntax.self) {
            env.vars[i.identifier.trimmedText] = v
            return true
        }
        if let e = p.as(ExpressionPatternSyntax.self) { return try matchExpr(e.expression, v, env) }
        return false
    }

    /// `.case(let a, b: let b)`, `.x`, `Type.x`, a literal, a range.
    func matchExpr(_ e: ExprSyntax, _ v: Value, _ env: Env) throws -> Bool {
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard case .enumCase(_, let name, let payload) = v, name == m.declName.baseName.trimmedText else { return false }
            for (arg, part) in zip(call.arguments, payload) {
                if let pe = arg.expression.as(PatternExprSyntax.self) {
                    if try !match(pe.pattern, part.value, env) { return false }
                } else if let d = arg.expression.as(DeclReferenceExprSyntax.self), bindingContext {
                    env.vars[d.baseName.trimmedText] = part.value
                } else if arg.expression.is(DiscardAssignmentExprSyntax.self) {
                    continue
                } else if try !equal(eval(arg.expression, env), part.value) {
                    return false
                }
            }
            return true
        }
        if let m = e.as(MemberAccessExprSyntax.self), case .enumCase(_, let name, _) = v {
            return m.declName.baseName.trimmedText == name
        }
        if let pe = e.as(PatternExprSyntax.self) { return try match(pe.pattern, v, env) }
        if let s = e.as(SequenceExprSyntax.self), s.elements.count == 3,
           let op = s.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self), ["...", "..<"].contains(op.operator.text)
        {
            let lo = try eval(s.elements.first!, env), hi = try eval(s.elements.last!, env)
            guard let x = number(v), let l = number(lo), let h = number(hi) else { return false }
            return op.operator.text == "..." ? (l <= x && x <= h) : (l <= x && x < h)
        }
        return try equal(eval(e, env), v)
    }

    /// Set while a `case let` pattern binds bare names.
    var bindingContext = false

    // MARK: Expressions

    /// Evaluates an expression; an optional chain that met nil is nil.
    func eval(_ e: ExprSyntax, _ env: Env) throws -> Value {
        do { return try evalChain(e, env) } catch Flow.chainNil { return .null }
    }

    func evalChain(_ e: ExprSyntax, _ env: Env) throws -> Value {
        try step(e)
        switch e.kind {
        case .integerLiteralExpr:
            let text = e.cast(IntegerLiteralExprSyntax.self).literal.text.filter { $0 != "_" }
            if let i = Int(text) { return .int(i) }
            if text.hasPrefix("0x"), let i = Int(text.dropFirst(2), radix: 16) { return .int(i) }
            throw fail("this number is out of range", e)
        case .floatLiteralExpr:
            let text = e.cast(FloatLiteralExprSyntax.self).literal.text.filter { $0 != "_" }
            return .double(Double(text) ?? 0)
        case .booleanLiteralExpr:
            return .bool(e.cast(BooleanLiteralExprSyntax.self).literal.text == "true")
        case .nilLiteralExpr:
            return .null
        case .stringLiteralExpr:
            return try stringLiteral(e.cast(StringLiteralExprSyntax.self), env)
        case .arrayExpr:
            let a = e.cast(ArrayExprSyntax.self)
            var out: [Value] = []
            for el in a.elements { out.append(try eval(el.expression, env)) }
            return .array(out)
        case .dictionaryExpr:
            let d = e.cast(DictionaryExprSyntax.self)
            guard case .elements(let els) = d.content else { return .dictionary([]) }
            var out: [(key: Value, value: Value)] = []
            for el in els { out.append((try eval(el.key, env), try eval(el.value, env))) }
            return .dictionary(out)
        case .tupleExpr:
            let t = e.cast(TupleExprSyntax.self)
            if t.elements.count == 1, t.elements.first!.label == nil { return try evalChain(t.elements.first!.expression, env) }
            return .tuple(try t.elements.map { ($0.label?.trimmedText, try eval($0.expression, env)) })
        case .declReferenceExpr:
            let d = e.cast(DeclReferenceExprSyntax.self)
            return try lookup(d.baseName.trimmedText, env, Syntax(d))
        case .memberAccessExpr:
            return try memberAccess(e.cast(MemberAccessExprSyntax.self), env)
        case .functionCallExpr:
            return try call(e.cast(FunctionCallExprSyntax.self), env)
        case .closureExpr:
            captured(env)
            return .function(Callable(body: .closure(e.cast(ClosureExprSyntax.self)), env: env, selfValue: env.lookup("self"), name: "closure"))
        case .sequenceExpr:
            return try evalFolded(fold(e.cast(SequenceExprSyntax.self)), env)
        case .prefixOperatorExpr:
            let p = e.cast(PrefixOperatorExprSyntax.self)
            let v = try eval(p.expression, env)
            switch p.operator.text {
            case "-":
                switch v {
                case .int(let i): return .int(-i)
                case .double(let d): return .double(-d)
                case .native(.priority(let d)): return .double(-d)
                default: return v
                }
            case "!": return .bool(try !truth(v, p))
            case "+": return v
            default: throw fail("the operator \(p.operator.text) is not supported", p)
            }
        case .forceUnwrapExpr:
            let f = e.cast(ForceUnwrapExprSyntax.self)
            let v = try evalChain(f.expression, env)
            if v.isNil {
                // A property only another file sets (`var count: Int?` the
                // presenting controller fills in): a value from that file.
                let name = f.expression.as(DeclReferenceExprSyntax.self)?.baseName.trimmedText
                    ?? f.expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.is(DeclReferenceExprSyntax.self) == true && $0.base!.trimmedDescription == "self" ? $0.declName.baseName.trimmedText : nil }
                if let name, isSetOnlyElsewhere(name, env) {
                    warn("'\(name)' is nil here (set by another file?); a value from another file stands in", f)
                    return .unknown(Unknown(name))
                }
                throw fail("unexpectedly found nil while unwrapping an optional value", f)
            }
            return v
        case .optionalChainingExpr:
            let o = e.cast(OptionalChainingExprSyntax.self)
            let v = try evalChain(o.expression, env)
            if v.isNil { throw Flow.chainNil }
            return v
        case .ternaryExpr:
            let t = e.cast(TernaryExprSyntax.self)
            return try truth(eval(t.condition, env), t.condition) ? eval(t.thenExpression, env) : eval(t.elseExpression, env)
        case .tryExpr:
            return try evalChain(e.cast(TryExprSyntax.self).expression, env)
        case .inOutExpr:
            return try evalChain(e.cast(InOutExprSyntax.self).expression, env)
        case .awaitExpr:
            return try evalChain(e.cast(AwaitExprSyntax.self).expression, env)
        case .asExpr:
            return try evalChain(e.cast(AsExprSyntax.self).expression, env)
        case .isExpr:
            let i = e.cast(IsExprSyntax.self)
            return .bool(isInstance(try eval(i.expression, env), of: typeName(i.type)))
        case .superExpr:
            return env.lookup("self") ?? .null
        case .typeExpr:
            return .type(typeName(e.cast(TypeExprSyntax.self).type))
        case .subscriptCallExpr:
            return try subscriptValue(e.cast(SubscriptCallExprSyntax.self), env)
        case .macroExpansionExpr:
            return try macro(e.cast(MacroExpansionExprSyntax.self), env)
        case .genericSpecializationExpr:
            return try evalChain(e.cast(GenericSpecializationExprSyntax.self).expression, env)
        case .discardAssignmentExpr:
            return .void
        case .postfixOperatorExpr:
            return try evalChain(e.cast(PostfixOperatorExprSyntax.self).expression, env)
        case .infixOperatorExpr:
            let i = e.cast(InfixOperatorExprSyntax.self)
            return try evalFolded(.binary(i.operator.trimmedDescription, .leaf(i.leftOperand), .leaf(i.rightOperand), Syntax(i)), env)
        case .keyPathExpr:
            return .native(.opaque("key path"))
        case .ifExpr:
            return try evalIf(e.cast(IfExprSyntax.self), env)
        case .switchExpr:
            return try evalSwitch(e.cast(SwitchExprSyntax.self), env)
        case .patternExpr:
            throw fail("a pattern is not a value", e)
        default:
            throw fail("this expression is not supported: \(e.trimmedDescription.prefix(40))", e)
        }
    }

    func evalIf(_ i: IfExprSyntax, _ env: Env) throws -> Value {
        let scope = Env(parent: env)
        if try conditions(i.conditions, scope) { return try blockValue(i.body.statements, scope) }
        switch i.elseBody {
        case .ifExpr(let x)?: return try evalIf(x, env)
        case .codeBlock(let b)?: return try blockValue(b.statements, Env(parent: env))
        case nil: return .void
        }
    }

    /// A block's statements; its value when it is one expression (an `if`
    /// or `switch` used as a value).
    func blockValue(_ items: CodeBlockItemListSyntax, _ env: Env) throws -> Value {
        if items.count == 1, case .expr(let x) = items.first!.item { return try eval(x, env) }
        try exec(items, env)
        return .void
    }

    func evalSwitch(_ s: SwitchExprSyntax, _ env: Env) throws -> Value {
        let subject = try eval(s.subject, env)
        for element in s.cases {
            guard case .switchCase(let c) = element else { continue }
            let scope = Env(parent: env)
            var matched = false
            switch c.label {
            case .default:
                matched = true
            case .case(let label):
                for item in label.caseItems where !matched {
                    guard try match(item.pattern, subject, scope) else { continue }
                    if let w = item.whereClause, try !truth(eval(w.condition, scope), w.condition) { continue }
                    matched = true
                }
            }
            guard matched else { continue }
            do { return try blockValue(c.statements, scope) } catch Flow.broke(nil) { return .void }
        }
        return .void
    }

    func stringLiteral(_ s: StringLiteralExprSyntax, _ env: Env) throws -> Value {
        var out = ""
        for seg in s.segments {
            switch seg {
            case .stringSegment(let t):
                out += s.openingPounds == nil ? unescape(t.content.text) : t.content.text
            case .expressionSegment(let x):
                for arg in x.expressions {
                    out += describe(try eval(arg.expression, env))
                }
            }
            if out.count > limits.stringLength {
                throw fail("a string longer than \(limits.stringLength) characters; interpretation stopped", s)
            }
        }
        return .string(out)
    }

    func unescape(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var out = ""
        var it = raw.makeIterator()
        while let c = it.next() {
            guard c == "\\" else { out.append(c); continue }
            guard let n = it.next() else { break }
            switch n {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u":
                var hex = ""
                while let h = it.next(), h != "}" { if h != "{" { hex.append(h) } }
                if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { out.unicodeScalars.append(u) }
            case "\n": continue
            default: out.append(n)
            }
        }
        return out
    }

    /// A value as string interpolation prints it.
    func describe(_ v: Value) -> String {
        switch v {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? String(format1: d) : "\(d)"
        case .string(let s): return s
        case .array(let a): return "[" + a.map(describe).joined(separator: ", ") + "]"
        case .enumCase(_, let n, _): return n
        case .object(let o): return "<\(o.className)>"
        case .type(let t): return t
        default: return "…"
        }
    }

    // MARK: Names

    func lookup(_ name: String, _ env: Env, _ node: Syntax) throws -> Value {
        if let v = env.lookup(name) { return v }
        if name.hasPrefix("$") { throw fail("\(name) is used outside a closure", node) }
        // Implicit self.
        if let s = env.lookup("self"), case .object(let o) = s {
            if let v = try member(of: o, name, node, env: env, implicit: true) { return v }
        }
        if let fs = functions[name] {
            return .function(Callable(body: .function(fs[0]), env: globals, selfValue: nil, name: name))
        }
        if types[name] != nil || UIKit.classes[name] != nil || UIKit.typeNames.contains(name) { return .type(name) }
        if let v = globals.lookup(name) { return v }
        warn("'\(name)' is not defined in this file (defined in another file?); it is left out", node)
        // The same name is the same value each time (one stand-in view).
        if let u = unknownNames[name] { return .unknown(u) }
        let u = Unknown(name)
        unknownNames[name] = u
        return .unknown(u)
    }

    /// A member of an instance of the file's types: a stored or lazy
    /// property, a computed one, a method; then UIKit's (for subclasses).
    func member(of o: Obj, _ name: String, _ node: Syntax, env: Env, implicit: Bool = false) throws -> Value? {
        if let v = o.fields[name] { return v }
        var t = o.decl
        var seen = 0
        while let decl = t, seen < 32 {
            seen += 1
            if let b = decl.lazy[name] {
                var v = Value.null
                if let i = b.initializer { v = try withSelf(.object(o)) { try $0.eval(i.value, $1) } }
                o.fields[name] = v
                hint(v, name, strength: 2)
                return v
            }
            if let b = decl.computed[name] {
                return try computedGet(b, self: .object(o))
            }
            if let fs = decl.methods[name] {
                return .function(Callable(body: .function(fs[0]), env: globals, selfValue: .object(o), name: name))
            }
            t = decl.superclass.flatMap { types[$0] }
        }
        if o.uikitClass != "NSObject" || o.view != nil {
            if let d = UIKit.property(o.uikitClass, name) { return try d.get!(self, .object(o), node) }
            if UIKit.hasMethod(o.uikitClass, name) { return .function(boundUIKitMethod(.object(o), name, node)) }
            if implicit { return nil }
            skip("\(o.uikitClass).\(name)", node)
            return .native(.opaque(name))
        }
        return nil
    }

    func computedGet(_ b: PatternBindingSyntax, self s: Value) throws -> Value {
        guard let acc = b.accessorBlock else { return .null }
        switch acc.accessors {
        case .getter(let items):
            return try withSelf(s) { try self.runBody(items, $1) }
        case .accessors(let list):
            for a in list where a.accessorSpecifier.text == "get" {
                if let body = a.body { return try withSelf(s) { try self.runBody(body.statements, $1) } }
            }
            return .null
        }
    }

    func withSelf<T>(_ s: Value, _ f: (Interpreter, Env) throws -> T) throws -> T {
        let env = Env(parent: globals)
        env.vars["self"] = s
        return try f(self, env)
    }

    /// A body whose value is its `return`'s (or its single expression's).
    func runBody(_ items: CodeBlockItemListSyntax, _ env: Env) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        if depth > limits.callDepth {
            throw fail("calls nested more than \(limits.callDepth) deep (endless recursion?); interpretation stopped", items)
        }
        if items.count == 1, case .expr(let e) = items.first!.item { return try eval(e, env) }
        do { try exec(items, env) } catch Flow.returned(let v) { return v }
        return .void
    }

    // MARK: Member access

    func memberAccess(_ m: MemberAccessExprSyntax, _ env: Env) throws -> Value {
        let name = m.declName.baseName.trimmedText
        guard let baseExpr = m.base else {
            // `.vertical`, `.zero`: an implicit member, resolved by its use.
            return .enumCase(type: nil, name: name, payload: [])
        }
        if baseExpr.is(SuperExprSyntax.self) {
            guard let s = env.lookup("self"), case .object(let o) = s else { return .void }
            if let d = UIKit.property(o.uikitClass, name) { return try d.get!(self, s, Syntax(m)) }
            return .function(boundUIKitMethod(s, name, Syntax(m), isSuper: true))
        }
        let base = try evalChain(baseExpr, env)
        return try get(base, name, Syntax(m), env)
    }

    func get(_ base: Value, _ name: String, _ node: Syntax, _ env: Env) throws -> Value {
        switch base {
        case .object(let o):
            if let v = try member(of: o, name, node, env: env) { return v }
            throw fail("\(o.className) has no member '\(name)'", node)
        case .type(let t):
            return try staticMember(t, name, node)
        case .null:
            throw fail("cannot read '\(name)' of nil (use ?.)", node)
        case .unknown(let what):
            if let o = what.standIn { return try get(.object(o), name, node, env) }
            // Used as a view (`header.topAnchor`, `header.snp`): its stand-in view's.
            if name.hasSuffix("Anchor") || ["snp", "safeAreaLayoutGuide", "layoutMarginsGuide", "bounds", "frame", "addSubview"].contains(name) {
                return try get(.object(UIKit.viewObj(self, base, node)), name, node, env)
            }
            if ["addArrangedSubview", "insertArrangedSubview"].contains(name) {
                return try get(.object(UIKit.standInView(self, what, node, preferred: "UIStackView")), name, node, env)
            }
            return .unknown("\(what.name).\(name)")
        case .array(let a):
            switch name {
            case "count": return .int(a.count)
            case "isEmpty": return .bool(a.isEmpty)
            case "first": return a.first ?? .null
            case "last": return a.last ?? .null
            case "indices": return .range(lower: 0, upper: a.count)
            default: return .function(boundUIKitMethod(base, name, node))
            }
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains": return .function(boundUIKitMethod(base, name, node))
            default:
                if UIKit.index.methods["String"]?[name] != nil { return .function(boundUIKitMethod(base, name, node)) }
                // `"Sign up".localized`: an extension in another file; the string stands in.
                warn("'String.\(name)' is not defined in this file (an extension in another file?); the string stands in", node)
                return base
            }
        case .tuple(let parts):
            if let p = parts.first(where: { $0.label == name }) { return p.value }
            if let i = Int(name), i < parts.count { return parts[i].value }
            throw fail("this tuple has no member '\(name)'", node)
        case .enumCase(let t, let caseName, let payload):
            if name == "rawValue" { return .string(caseName) }
            if let t, let decl = types[t], let b = decl.computed[name] { return try computedGet(b, self: base) }
            if let p = payload.first(where: { $0.label == name }) { return p.value }
            if let t, let decl = types[t], let fs = decl.methods[name] {
                return .function(Callable(body: .function(fs[0]), env: globals, selfValue: base, name: name))
            }
            return try UIKit.valueMember(self, base, name, node)
        case .int, .double, .bool, .native, .range, .dictionary, .function, .void:
            return try UIKit.valueMember(self, base, name, node)
        }
    }

    func staticMember(_ t: String, _ name: String, _ node: Syntax) throws -> Value {
        if let decl = types[t] {
            if decl.cases[name] != nil { return .enumCase(type: t, name: name, payload: []) }
            if let b = decl.staticProps[name] {
                let key = "\(t).\(name)"
                if let v = statics[key] { return v }
                let v = try b.initializer.map { try eval($0.value, globals) } ?? .null
                statics[key] = v
                return v
            }
            if let fs = decl.staticMethods[name] {
                return .function(Callable(body: .function(fs[0]), env: globals, selfValue: .type(t), name: name))
            }
            if types[name] != nil { return .type(name) }
            if name == "init" { return .function(Callable(body: .native({ args in try self.construct(t, args, node) }), env: globals, selfValue: nil, name: "init")) }
        }
        return try UIKit.staticMember(self, t, name, node)
    }

    var statics: [String: Value] = [:]
    /// An array's mutating methods: the new array and the call's value (nil: not one).
    func mutatedArray(_ a: [Value], _ name: String, _ args: [Argument], _ node: Syntax) throws -> (array: [Value], result: Value)? {
        var a = a
        var result = Value.void
        switch (name, args.map(\.label)) {
        case ("append", [nil]): a.append(args[0].value)
        case ("append", ["contentsOf"]):
            guard case .array(let more) = args[0].value else { return nil }
            a += more
        case ("insert", [nil, "at"]):
            guard case .int(let i) = args[1].value, i >= 0, i <= a.count else { throw fail("insert(_:at:) needs an index from 0 to \(a.count)", node) }
            a.insert(args[0].value, at: i)
        case ("remove", ["at"]):
            guard case .int(let i) = args[0].value, a.indices.contains(i) else { throw fail("remove(at:) needs an index below \(a.count)", node) }
            result = a.remove(at: i)
        case ("removeAll", []): a.removeAll()
        case ("removeLast", []):
            guard !a.isEmpty else { throw fail("removeLast() on an empty array", node) }
            result = a.removeLast()
        case ("removeFirst", []):
            guard !a.isEmpty else { throw fail("removeFirst() on an empty array", node) }
            result = a.removeFirst()
        default: return nil
        }
        if a.count > limits.arrayLength { throw fail("an array longer than \(limits.arrayLength) elements; interpretation stopped", node) }
        return (a, result)
    }

    /// Whether `name` is a stored property of self's type, without a value
    /// of its own, that no code in the file assigns.
    func isSetOnlyElsewhere(_ name: String, _ env: Env) -> Bool {
        guard case .object(let o)? = env.lookup("self"), let decl = o.decl,
              declLookup(decl, { d in d.stored.first { $0.pattern.trimmedDescription == name && $0.initializer == nil } }) != nil
        else { return false }
        if assignedNames == nil {
            final class Finder: SyntaxVisitor {
                var names: Set<String> = []
                override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                    let els = Array(node.elements)
                    if els.count >= 3, els[1].is(AssignmentExprSyntax.self) {
                        let t = els[0]
                        if let d = t.as(DeclReferenceExprSyntax.self) { names.insert(d.baseName.trimmedText) }
                        if let m = t.as(MemberAccessExprSyntax.self) { names.insert(m.declName.baseName.trimmedText) }
                    }
                    return .visitChildren
                }
            }
            let f = Finder(viewMode: .sourceAccurate)
            f.walk(tree)
            assignedNames = f.names
        }
        return !assignedNames!.contains(name)
    }
    var assignedNames: Set<String>?

    /// The file's functions that have run (base-class hooks run the others).
    var calledFunctions: Set<SyntaxIdentifier> = []
    /// Outlets' stand-in views (placed in the root if the code does not place them).
    var outletStandIns: [Obj] = []

    /// `UIView.animate` calls made while ``recordsAnimations`` is set.
    var animations: [SwiftProgram.AnimationRequest] = []
    /// While a rotation is announced (`viewWillTransition(to:with:)` runs
    /// before the screen changes), the closures its coordinator was given:
    /// the alongside ones run with the new size, the completions after the
    /// layout. Outside one, the coordinator runs them at once.
    var transition: (alongside: [Value], completion: [Value])?
    /// Set while an action or statements at the prompt run (not on open).
    var recordsAnimations = false

    /// Names not defined in the file, each one value.
    var unknownNames: [String: Unknown] = [:]
    /// Set while `open` makes the view it opens: an initialiser no call
    /// fits runs with stand-in arguments.
    var openingStandIns = false

    func subscriptValue(_ s: SubscriptCallExprSyntax, _ env: Env) throws -> Value {
        let base = try evalChain(s.calledExpression, env)
        let index = try s.arguments.map { try eval($0.expression, env) }
        switch (base, index.first) {
        case (.array(let a), .int(let i)?):
            guard a.indices.contains(i) else { throw fail("index \(i) is out of range (\(a.count) elements)", s) }
            return a[i]
        case (.array(let a), .range(let lo, let hi)?):
            guard lo >= 0, hi <= a.count else { throw fail("range \(lo)..<\(hi) is out of bounds (\(a.count) elements)", s) }
            return .array(Array(a[lo..<hi]))
        case (.dictionary(let d), let k?):
            return try d.first { try equal($0.key, k) }?.value ?? .null
        case (.unknown, _):
            return base
        default:
            throw fail("cannot subscript this value", s)
        }
    }

    func macro(_ m: MacroExpansionExprSyntax, _ env: Env) throws -> Value {
        switch m.macroName.text {
        case "selector":
            let text = m.arguments.first?.expression.trimmedDescription ?? ""
            // #selector(buttonTapped(_:)), #selector(self.tap), #selector(Foo.tap)
            var name = text
            if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
            if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
            return .native(.selector(name))
        case "imageLiteral":
            let n = try m.arguments.first.map { try eval($0.expression, env) }
            if case .string(let s)? = n { return UIKit.namedImage(self, s, Syntax(m)) }
            return .native(.image(nil))
        case "colorLiteral":
            return .native(.opaque("color"))
        case "file", "function", "filePath", "fileID":
            return .string(file)
        case "line", "column":
            return .int(converter.location(for: m.positionAfterSkippingLeadingTrivia).line)
        default:
            skip("#\(m.macroName.text)", m)
            return .native(.opaque("#\(m.macroName.text)"))
        }
    }

    func isInstance(_ v: Value, of type: String) -> Bool {
        switch v {
        case .object(let o):
            if o.className == type { return true }
            var t = o.decl
            var n = 0
            while let d = t, n < 32 {
                n += 1
                if d.superclass == type { return true }
                t = d.superclass.flatMap { types[$0] }
            }
            return UIKit.isSubclass(o.uikitClass, of: type)
        case .string: return type == "String"
        case .int: return type == "Int"
        case .double: return type == "Double" || type == "CGFloat"
        case .null: return false
        default: return false
        }
    }

    // MARK: Calls

    func call(_ c: FunctionCallExprSyntax, _ env: Env) throws -> Value {
        var args: [Argument] = []
        for a in c.arguments { args.append(Argument(label: a.label?.trimmedText, value: try eval(a.expression, env))) }
        if let t = c.trailingClosure { args.append(Argument(label: nil, value: try eval(ExprSyntax(t), env))) }
        for t in c.additionalTrailingClosures {
            args.append(Argument(label: t.label.trimmedText, value: try eval(ExprSyntax(t.closure), env)))
        }
        let callee = c.calledExpression
        // `[Model]()`, `[String: UIView]()`: an empty array or dictionary.
        if args.isEmpty, let a = callee.as(ArrayExprSyntax.self), a.elements.count == 1 { return .array([]) }
        if args.isEmpty, callee.is(DictionaryExprSyntax.self) { return .dictionary([]) }
        // `foo(…)`: a local closure, a method of self, a free function, a type.
        if let d = callee.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.trimmedText
            if let v = env.lookup(name) { return try apply(v, args, Syntax(c)) }
            if let s = env.lookup("self"), case .object(let o) = s {
                if let f = method(o.decl, name, args) { return try invoke(f, self: s, args, Syntax(c)) }
                // A stored closure (`applyChanges(traits)`).
                if o.fields[name] != nil || (o.decl.map { d in declLookup(d) { $0.lazy[name] ?? $0.computed[name] } } ?? nil) != nil,
                   let v = try member(of: o, name, Syntax(d), env: env) {
                    return try apply(v, args, Syntax(c))
                }
            }
            if let fs = functions[name], let f = pick(fs, args) { return try invoke(f, self: nil, args, Syntax(c)) }
            if types[name] != nil || UIKit.classes[name] != nil || UIKit.typeNames.contains(name) {
                return try construct(name, args, Syntax(c))
            }
            if let s = env.lookup("self"), case .object(let o) = s, o.view != nil || o.uikitClass != "NSObject",
               UIKit.hasMethod(o.uikitClass, name)
            {
                return try UIKit.callMethod(self, s, name, args, Syntax(c), isSuper: false)
            }
            if let v = globals.lookup(name) { return try apply(v, args, Syntax(c)) }
            if let skipped = UIKit.ignoredFunctions.first(where: { $0 == name }) {
                skip("\(skipped)(…)", c)
                return .void
            }
            if name.first?.isUppercase == true { return try UIKit.construct(self, name, args, Syntax(c)) }
            if let s = env.lookup("self"), case .object(let o) = s, o.view != nil,
               let r = try UIKit.conventionalExtension(self, o, name, args, Syntax(c)) {
                return r
            }
            warn("'\(name)(…)' is not defined in this file (defined in another file?); an empty view stands in where a view is needed", c)
            let u = Unknown(name)
            // `makeStackView(axis: .vertical)`: a stand-in stack takes the axis it was given.
            for a in args { if case .enumCase(_, let n, _) = a.value, n == "vertical" || n == "horizontal" { u.axis = n } }
            return .unknown(u)
        }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.trimmedText
            guard let baseExpr = m.base else {
                // `.init(…)`, `.system(…)`, `.custom(…)`: implicit member calls.
                return .enumCase(type: nil, name: name, payload: args.map { ($0.label, $0.value) })
            }
            if baseExpr.is(SuperExprSyntax.self) {
                guard let s = env.lookup("self") else { return .void }
                if case .object(let o) = s, let superName = o.decl?.superclass, let st = types[superName], let f = method(st, name, args) {
                    return try invoke(f, self: s, args, Syntax(c))
                }
                return try UIKit.callMethod(self, s, name, args, Syntax(c), isSuper: true)
            }
            let base = try evalChain(baseExpr, env)
            if case .array(let items) = base, let changed = try mutatedArray(items, name, args, Syntax(c)) {
                // `buttons.append(b)`: the variable or property gets the new array.
                try assign(baseExpr, .array(changed.array), env)
                return changed.result
            }
            return try callMember(base, name, args, Syntax(c), env)
        }
        let f = try evalChain(callee, env)
        return try apply(f, args, Syntax(c))
    }

    func callMember(_ base: Value, _ name: String, _ args: [Argument], _ node: Syntax, _ env: Env) throws -> Value {
        switch base {
        case .object(let o):
            if let f = method(o.decl, name, args) { return try invoke(f, self: base, args, node) }
            if let v = o.fields[name] { return try apply(v, args, node) }
            if let decl = o.decl, let b = declLookup(decl, { $0.computed[name] ?? $0.lazy[name] }) {
                _ = b
                let v = try member(of: o, name, node, env: env) ?? .null
                return try apply(v, args, node)
            }
            // Then's `view.then { $0.axis = … }`: the closure runs on the view, which is the value.
            if name == "then", args.count == 1, args[0].isClosure, !UIKit.hasMethod(o.uikitClass, name) {
                _ = try apply(args[0].value, [Argument(label: nil, value: base)], node)
                return base
            }
            return try UIKit.callMethod(self, base, name, args, node, isSuper: false)
        case .type(let t):
            if let decl = types[t] {
                if let fs = decl.staticMethods[name], let f = pick(fs, args) { return try invoke(f, self: base, args, node) }
                if decl.cases[name] != nil { return .enumCase(type: t, name: name, payload: args.map { ($0.label, $0.value) }) }
                if name == "init" { return try construct(t, args, node) }
            }
            return try UIKit.callStatic(self, t, name, args, node)
        case .unknown(let what):
            if let o = what.standIn { return try callMember(.object(o), name, args, node, env) }
            // A view's methods (`header.addSubview(x)`): on its stand-in view.
            if ["addSubview", "insertSubview"].contains(name) {
                return try callMember(.object(UIKit.standInView(self, what, node)), name, args, node, env)
            }
            if ["addArrangedSubview", "insertArrangedSubview", "setCustomSpacing"].contains(name) {
                return try callMember(.object(UIKit.standInView(self, what, node, preferred: "UIStackView")), name, args, node, env)
            }
            return .unknown("\(what.name).\(name)(…)")
        case .enumCase(let t, _, _):
            if let t, let decl = types[t], let fs = decl.methods[name], let f = pick(fs, args) {
                return try invoke(f, self: base, args, node)
            }
            return try UIKit.callValueMethod(self, base, name, args, node, env)
        default:
            return try UIKit.callValueMethod(self, base, name, args, node, env)
        }
    }

    func declLookup<T>(_ decl: TypeDecl, _ f: (TypeDecl) -> T?) -> T? {
        var t: TypeDecl? = decl
        var n = 0
        while let d = t, n < 32 {
            n += 1
            if let v = f(d) { return v }
            t = d.superclass.flatMap { types[$0] }
        }
        return nil
    }

    /// The method of `decl` (or its superclasses in the file) named `name`
    /// that takes these arguments.
    func method(_ decl: TypeDecl?, _ name: String, _ args: [Argument]) -> FunctionDeclSyntax? {
        guard let decl else { return nil }
        return declLookup(decl) { d in d.methods[name].flatMap { pick($0, args) } }
    }

    /// The overload whose labels fit the arguments.
    func pick(_ fs: [FunctionDeclSyntax], _ args: [Argument]) -> FunctionDeclSyntax? {
        if fs.count == 1 { return fs[0] }
        return fs.first { f in (try? bindParameters(f.signature.parameterClause.parameters, args, Env(parent: nil), check: true)) != nil } ?? fs.first
    }

    func apply(_ f: Value, _ args: [Argument], _ node: Syntax) throws -> Value {
        switch f {
        case .function(let c): return try invoke(c, args, node)
        case .unknown: return f
        case .type(let t): return try construct(t, args, node)
        case .null: throw Flow.chainNil
        case .native(.opaque): return f
        default: throw fail("this value cannot be called", node)
        }
    }

    func invoke(_ c: Callable, _ args: [Argument], _ node: Syntax) throws -> Value {
        switch c.body {
        case .native(let f): return try f(args)
        case .function(let f): return try invoke(f, self: c.selfValue, args, node, env: c.env)
        case .closure(let cl):
            let env = Env(parent: c.env)
            if let p = cl.signature?.parameterClause {
                switch p {
                case .simpleInput(let names):
                    for (n, a) in zip(names, args) { env.vars[n.name.trimmedText] = a.value }
                case .parameterClause(let clause):
                    for (n, a) in zip(clause.parameters, args) {
                        env.vars[(n.secondName ?? n.firstName).trimmedText] = a.value
                    }
                }
            } else {
                for (i, a) in args.enumerated() { env.vars["$\(i)"] = a.value }
            }
            return try runBody(cl.statements, env)
        }
    }

    func invoke(_ f: FunctionDeclSyntax, self s: Value?, _ args: [Argument], _ node: Syntax, env parent: Env? = nil) throws -> Value {
        calledFunctions.insert(f.id)
        let env = Env(parent: parent ?? globals)
        if let s { env.vars["self"] = s }
        try bindParameters(f.signature.parameterClause.parameters, args, env, check: false, node: node)
        guard let body = f.body else { return .void }
        return try runBody(body.statements, env)
    }

    /// Matches arguments to parameters by label, filling defaults.
    @discardableResult
    func bindParameters(_ params: FunctionParameterListSyntax, _ args: [Argument], _ env: Env, check: Bool, node: Syntax? = nil) throws -> Bool {
        var i = 0
        for p in params {
            let label = p.firstName.trimmedText == "_" ? nil : p.firstName.trimmedText
            let inner = (p.secondName ?? p.firstName).trimmedText
            if i < args.count, args[i].label == label || (args[i].label == nil && isClosureType(p.type) && label != nil && args[i].isClosure) {
                env.vars[inner] = args[i].value
                i += 1
            } else if let d = p.defaultValue {
                if !check { env.vars[inner] = try eval(d.value, env) }
            } else {
                if check { throw Flow.broke(nil) }
                throw fail("missing argument '\(label ?? "_")' for \(p.parent?.parent?.trimmedDescription.prefix(40) ?? "")", node ?? Syntax(p))
            }
        }
        if i < args.count && check { throw Flow.broke(nil) }
        return true
    }

    func isClosureType(_ t: TypeSyntax) -> Bool {
        t.trimmedDescription.contains("->")
    }

    // MARK: Instances of the file's types

    /// `Type(…)`: one of the file's types, or UIKit's.
    func construct(_ name: String, _ args: [Argument], _ node: Syntax) throws -> Value {
        guard let decl = types[name] else { return try UIKit.construct(self, name, args, node) }
        if decl.kind == .enumType {
            // Enum(rawValue:) is not modelled; a case by name.
            throw fail("cannot make \(name) with an initialiser", node)
        }
        let base = uikitBase(of: name) ?? "NSObject"
        let o = Obj(className: name, uikitClass: base, decl: decl)
        let value = Value.object(o)
        if UIKit.isSubclass(base, of: "UIView") {
            try UIKit.makeView(self, o, node)
        }
        // Stored properties in declaration order, superclass first.
        var chain: [TypeDecl] = []
        var t: TypeDecl? = decl
        while let d = t, chain.count < 32 {
            chain.insert(d, at: 0)
            t = d.superclass.flatMap { types[$0] }
        }
        for d in chain {
            for b in d.stored {
                guard let n = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedText else { continue }
                if let i = b.initializer {
                    let v = try withSelf(value) { try $0.eval(i.value, $1) }
                    o.fields[n] = v
                    hint(v, n, strength: 2)
                } else if let v = try uninitialised(b, node) {
                    o.fields[n] = v
                }
            }
        }
        var args = args
        var chosen = declLookup(decl, { d in pickInit(d.inits, args) })
        if chosen == nil, openingStandIns, let i = declLookup(decl, { d in d.inits.first { !self.isCoderInit($0) } }) {
            args = try standInArguments(i.signature.parameterClause.parameters, Syntax(i))
            chosen = i
        }
        if let i = chosen {
            let env = Env(parent: globals)
            env.vars["self"] = value
            try bindParameters(i.signature.parameterClause.parameters, args, env, check: false, node: node)
            if let body = i.body { _ = try runBody(body.statements, env) }
        } else if decl.kind == .structType {
            // The memberwise initialiser.
            for a in args {
                if let l = a.label {
                    o.fields[l] = a.value
                    hint(a.value, l, strength: 2)
                }
            }
        } else if o.view != nil, let frame = args.first(where: { $0.label == "frame" }), case .native(.rect(let r)) = frame.value {
            o.manualFrame = r
        }
        // A view class's own intrinsic size.
        if o.view != nil, let b = declLookup(decl, { $0.computed["intrinsicContentSize"] }) {
            if case .native(.size(let s)) = try computedGet(b, self: value) { o.view?.intrinsicSizeOverride = s }
        }
        return value
    }

    func pickInit(_ inits: [InitializerDeclSyntax], _ args: [Argument]) -> InitializerDeclSyntax? {
        inits.first { i in (try? bindParameters(i.signature.parameterClause.parameters, args, Env(parent: nil), check: true)) != nil }
    }

    /// A UIKit method taken as a value (`view.layoutIfNeeded` passed along).
    func boundUIKitMethod(_ base: Value, _ name: String, _ node: Syntax, isSuper: Bool = false) -> Callable {
        Callable(body: .native({ args in
            if case .object = base { return try UIKit.callMethod(self, base, name, args, node, isSuper: isSuper) }
            return try UIKit.callValueMethod(self, base, name, args, node, Env(parent: self.globals))
        }), env: globals, selfValue: base, name: name)
    }

    // MARK: Assignment

    /// Assigns to an lvalue expression: a variable, a property (of self or
    /// of a value), a subscript.
    func assign(_ target: ExprSyntax, _ value: Value, _ env: Env) throws {
        if let d = target.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.trimmedText
            if env.assign(name, value) {
                hint(value, name, strength: 1)
                return
            }
            if let s = env.lookup("self"), case .object(let o) = s {
                try setMember(o, name, value, Syntax(d), env)
                return
            }
            if globals.assign(name, value) { return }
            warn("'\(name)' is not defined in this file; the assignment is left out", d)
            return
        }
        if let m = target.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let name = m.declName.baseName.trimmedText
            if name == "liveView", baseExpr.trimmedDescription == "PlaygroundPage.current" {
                liveView = value
                return
            }
            let base: Value
            do { base = try evalChain(baseExpr, env) } catch Flow.chainNil { return }
            switch base {
            case .object(let o): try setMember(o, name, value, Syntax(m), env)
            case .unknown(let u):
                // Once it stands in as a view, it is that view.
                if let o = u.standIn { try setMember(o, name, value, Syntax(m), env) }
                return
            case .null: throw fail("cannot set '\(name)' of nil (use ?.)", m)
            case .type(let t):
                statics["\(t).\(name)"] = value
            case .native(.constraint), .native(.buttonConfiguration), .native(.opaque):
                // References: set in place.
                _ = try UIKit.setValueMember(self, base, name, value, Syntax(m))
            default:
                // A property of a value type (`frame.size.width = …`): set through its owner.
                let updated = try UIKit.setValueMember(self, base, name, value, Syntax(m))
                if baseExpr.is(DeclReferenceExprSyntax.self) || baseExpr.is(MemberAccessExprSyntax.self)
                    || baseExpr.is(SubscriptCallExprSyntax.self) {
                    try assign(baseExpr, updated, env)
                }
            }
            return
        }
        if let o = target.as(OptionalChainingExprSyntax.self) {
            try assign(o.expression, value, env)
            return
        }
        if let f = target.as(ForceUnwrapExprSyntax.self) {
            try assign(f.expression, value, env)
            return
        }
        if let s = target.as(SubscriptCallExprSyntax.self) {
            let base = try eval(s.calledExpression, env)
            let index = try s.arguments.map { try eval($0.expression, env) }
            switch (base, index.first) {
            case (.array(var a), .int(let i)?):
                guard a.indices.contains(i) else { throw fail("index \(i) is out of range", s) }
                a[i] = value
                try assign(s.calledExpression, .array(a), env)
            case (.dictionary(var d), let k?):
                if let i = try d.firstIndex(where: { try equal($0.key, k) }) { d[i].value = value } else { d.append((k, value)) }
                try assign(s.calledExpression, .dictionary(d), env)
            default:
                throw fail("cannot assign through this subscript", s)
            }
            return
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let t = target.as(TupleExprSyntax.self), t.elements.count == 1 {
            try assign(t.elements.first!.expression, value, env)
            return
        }
        throw fail("cannot assign to this expression", target)
    }

    func setMember(_ o: Obj, _ name: String, _ value: Value, _ node: Syntax, _ env: Env) throws {
        if let decl = o.decl {
            if let b = declLookup(decl, { $0.computed[name] }) {
                // A computed property's setter.
                if case .accessors(let list) = b.accessorBlock?.accessors,
                   let set = list.first(where: { $0.accessorSpecifier.text == "set" }), let body = set.body
                {
                    let env = Env(parent: globals)
                    env.vars["self"] = .object(o)
                    env.vars[set.parameters?.name.trimmedText ?? "newValue"] = value
                    _ = try runBody(body.statements, env)
                    return
                }
            }
            if declLookup(decl, { d in d.storedNames.contains(name) || d.lazy[name] != nil ? true : nil }) == true || o.fields[name] != nil {
                let old = o.fields[name]
                o.fields[name] = value
                hint(value, name, strength: 2)
                try didSet(decl, name, old, .object(o))
                return
            }
        }
        if o.uikitClass != "NSObject" || o.view != nil {
            try UIKit.setProperty(self, .object(o), name, value, node)
            return
        }
        o.fields[name] = value
    }

    func didSet(_ decl: TypeDecl, _ name: String, _ old: Value?, _ s: Value) throws {
        guard let b = declLookup(decl, { d in d.stored.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedText == name } }),
              case .accessors(let list)? = b.accessorBlock?.accessors else { return }
        for a in list where a.accessorSpecifier.text == "didSet" {
            let env = Env(parent: globals)
            env.vars["self"] = s
            env.vars[a.parameters?.name.trimmedText ?? "oldValue"] = old ?? .null
            if let body = a.body { _ = try runBody(body.statements, env) }
        }
    }

    // MARK: Operators

    indirect enum Folded {
        case leaf(ExprSyntax)
        case binary(String, Folded, Folded, Syntax)
        case ternary(Folded, ExprSyntax, Folded)
        case cast(Folded, String, TypeSyntax)
    }

    static func precedence(_ op: String) -> (Int, rightAssoc: Bool) {
        switch op {
        case "=", "+=", "-=", "*=", "/=", "%=", "&&=", "||=": return (10, true)
        case "?:": return (20, true)
        case "||": return (30, false)
        case "&&": return (40, false)
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return (50, false)
        case "??": return (60, true)
        case "as", "as?", "as!", "is": return (70, false)
        case "..<", "...": return (80, false)
        case "+", "-", "|", "^", "&+", "&-": return (90, false)
        case "*", "/", "%", "&", "&*": return (100, false)
        case "<<", ">>": return (110, false)
        default: return (90, false)
        }
    }

    /// Folds a sequence expression by Swift's standard precedence groups.
    func fold(_ s: SequenceExprSyntax) -> Folded {
        var operands: [Folded] = []
        var ops: [(op: String, node: Syntax)] = []
        func reduce() {
            let (op, node) = ops.removeLast()
            if op == "?:" {
                let r = operands.removeLast(), l = operands.removeLast()
                let t = node.as(UnresolvedTernaryExprSyntax.self)!
                operands.append(.ternary(l, t.thenExpression, r))
                return
            }
            let r = operands.removeLast(), l = operands.removeLast()
            operands.append(.binary(op, l, r, node))
        }
        var elements = Array(s.elements)
        var i = 0
        while i < elements.count {
            let e = elements[i]
            var op: String?
            if let b = e.as(BinaryOperatorExprSyntax.self) { op = b.operator.text }
            else if e.is(AssignmentExprSyntax.self) { op = "=" }
            else if e.is(UnresolvedTernaryExprSyntax.self) { op = "?:" }
            else if let a = e.as(UnresolvedAsExprSyntax.self) {
                op = "as" + (a.questionOrExclamationMark?.text ?? "")
            } else if e.is(UnresolvedIsExprSyntax.self) { op = "is" }
            guard let op else {
                operands.append(.leaf(e))
                i += 1
                continue
            }
            let (p, right) = Self.precedence(op)
            while let top = ops.last {
                let (tp, _) = Self.precedence(top.op)
                if tp > p || (tp == p && !right) { reduce() } else { break }
            }
            if op.hasPrefix("as") || op == "is" {
                // The type follows as an operand.
                if i + 1 < elements.count, let t = elements[i + 1].as(TypeExprSyntax.self), let l = operands.popLast() {
                    operands.append(.cast(l, op, t.type))
                    i += 2
                    continue
                }
            }
            ops.append((op, Syntax(e)))
            i += 1
        }
        while !ops.isEmpty && operands.count >= 2 { reduce() }
        elements.removeAll()
        return operands.first ?? .leaf(ExprSyntax(s))
    }

    func evalFolded(_ f: Folded, _ env: Env) throws -> Value {
        switch f {
        // An optional chain ends at its operand (`a?.frame == .zero` is false when a is nil).
        case .leaf(let e): return try eval(e, env)
        case .ternary(let c, let then, let other):
            return try truth(evalFolded(c, env), then) ? eval(then, env) : evalFolded(other, env)
        case .cast(let x, let op, let t):
            let v = try evalFolded(x, env)
            let name = typeName(t)
            if op == "is" { return .bool(isInstance(v, of: name)) }
            if op == "as?" {
                if case .object = v, !isInstance(v, of: name) { return .null }
                return v
            }
            if name == "CGFloat" || name == "Double", case .int(let i) = v { return .double(Double(i)) }
            return v
        case .binary(let op, let l, let r, let node):
            switch op {
            case "=":
                guard case .leaf(let target) = l else { throw fail("cannot assign to this expression", node) }
                try assign(target, try evalFolded(r, env), env)
                return .void
            case "+=", "-=", "*=", "/=":
                guard case .leaf(let target) = l else { throw fail("cannot assign to this expression", node) }
                let current = try eval(target, env)
                let rhs = try evalFolded(r, env)
                let result: Value
                if op == "+=", case .array(let a) = current {
                    guard case .array(let b) = rhs else { throw fail("cannot add this to an array", node) }
                    if a.count + b.count > limits.arrayLength { throw fail("an array longer than \(limits.arrayLength) elements; interpretation stopped", node) }
                    result = .array(a + b)
                } else {
                    result = try arithmetic(String(op.dropLast()), current, rhs, node)
                }
                try assign(target, result, env)
                return .void
            case "&&":
                return .bool(try truth(evalFolded(l, env), node) && truth(evalFolded(r, env), node))
            case "||":
                return .bool(try truth(evalFolded(l, env), node) || truth(evalFolded(r, env), node))
            case "??":
                let v = try evalFolded(l, env)
                if v.isNil { return try evalFolded(r, env) }
                if case .unknown = v { return try evalFolded(r, env) }
                return v
            default:
                let a = try evalFolded(l, env), b = try evalFolded(r, env)
                return try binary(op, a, b, node)
            }
        }
    }

    func binary(_ op: String, _ a: Value, _ b: Value, _ node: Syntax) throws -> Value {
        switch op {
        case "==": return .bool(try equal(a, b))
        case "!=": return .bool(!(try equal(a, b)))
        case "===": return .bool(try identical(a, b))
        case "!==": return .bool(!(try identical(a, b)))
        case "<", "<=", ">", ">=":
            if case .string(let x) = a, case .string(let y) = b {
                switch op {
                case "<": return .bool(x < y)
                case "<=": return .bool(x <= y)
                case ">": return .bool(x > y)
                default: return .bool(x >= y)
                }
            }
            guard let x = number(a), let y = number(b) else {
                if case .unknown = a { return .bool(false) }
                if case .unknown = b { return .bool(false) }
                throw fail("cannot compare these values with \(op)", node)
            }
            switch op {
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            default: return .bool(x >= y)
            }
        case "..<", "...":
            if case .unknown(let u) = a { warn("'\(u.name)' comes from another file; the range is empty", node); return .range(lower: 0, upper: 0) }
            if case .unknown(let u) = b { warn("'\(u.name)' comes from another file; the range is empty", node); return .range(lower: 0, upper: 0) }
            guard case .int(let lo) = a, case .int(let hi) = b else { throw fail("a range needs whole numbers here", node) }
            if op == "..<" && hi < lo || op == "..." && hi < lo - 1 { throw fail("a range's upper bound is below its lower bound", node) }
            return .range(lower: lo, upper: op == "..." ? hi + 1 : hi)
        default:
            return try arithmetic(op, a, b, node)
        }
    }

    func arithmetic(_ op: String, _ a: Value, _ b: Value, _ node: Syntax) throws -> Value {
        if case .unknown = a { return a }
        if case .unknown = b { return b }
        if op == "+", case .string(let x) = a, case .string(let y) = b {
            if x.count + y.count > limits.stringLength { throw fail("a string longer than \(limits.stringLength) characters; interpretation stopped", node) }
            return .string(x + y)
        }
        if op == "+", case .array(let x) = a, case .array(let y) = b {
            if x.count + y.count > limits.arrayLength { throw fail("an array longer than \(limits.arrayLength) elements; interpretation stopped", node) }
            return .array(x + y)
        }
        if case .int(let x) = a, case .int(let y) = b {
            switch op {
            case "+": let (r, o) = x.addingReportingOverflow(y); if o { throw fail("arithmetic overflow", node) }; return .int(r)
            case "-": let (r, o) = x.subtractingReportingOverflow(y); if o { throw fail("arithmetic overflow", node) }; return .int(r)
            case "*": let (r, o) = x.multipliedReportingOverflow(by: y); if o { throw fail("arithmetic overflow", node) }; return .int(r)
            case "/": if y == 0 { throw fail("division by zero", node) }; return .int(x / y)
            case "%": if y == 0 { throw fail("division by zero", node) }; return .int(x % y)
            default: break
            }
        }
        if case .native(let n) = a { return try UIKit.nativeArithmetic(self, op, n, b, node) }
        if case .native(.opaque) = b { return b }
        guard let x = number(a), let y = number(b) else { throw fail("cannot apply \(op) to these values", node) }
        switch op {
        case "+": return .double(x + y)
        case "-": return .double(x - y)
        case "*": return .double(x * y)
        case "/": return .double(x / y)
        case "%": return .double(x.truncatingRemainder(dividingBy: y))
        default: throw fail("the operator \(op) is not supported", node)
        }
    }

    func number(_ v: Value) -> Double? {
        switch v {
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .native(.priority(let p)): return p
        default: return nil
        }
    }

    func equal(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.enumCase(_, let x, let p), .enumCase(_, let y, let q)):
            let same = try zip(p, q).allSatisfy { try equal($0.value, $1.value) }
            return x == y && p.count == q.count && same
        case (.object(let x), .object(let y)): return x === y
        case (.array(let x), .array(let y)):
            let same = try zip(x, y).allSatisfy { try equal($0, $1) }
            return x.count == y.count && same
        case (.native(let x), .native(let y)): return UIKit.nativeEqual(x, y)
        case (.type(let x), .type(let y)): return x == y
        default:
            if let x = number(a), let y = number(b) { return x == y }
            return false
        }
    }

    func identical(_ a: Value, _ b: Value) throws -> Bool {
        if case .object(let x) = a, case .object(let y) = b { return x === y }
        if a.isNil && b.isNil { return true }
        return false
    }
}

extension Argument {
    var isClosure: Bool { if case .function = value { return true } else { return false } }
}

extension String {
    /// A whole number printed without a fraction, as Swift prints a Double (`3.0`).
    init(format1 d: Double) { self = "\(d)" }
}
