import Geometry
import StackLayout
import SwiftSyntax
import ViewTree

// The values of the interpreter: Swift's own (numbers, strings, arrays,
// optionals as `nil`, enum cases, closures, instances of the file's types)
// and UIKit's as the engine holds them (views, anchors, constraints,
// geometry, fonts, images, priorities, SnapKit's makers).

/// An instance of a class or struct: one of the file's types, or a UIKit
/// object (a view, a view controller, a constraint maker).
///
/// Structs are instances too, shared rather than copied: the layout code
/// this runs passes them around, it does not rely on copies diverging.
final class Obj {
    /// The type's name: the file's (`StackViewController`) or UIKit's (`UILabel`).
    let className: String
    /// The UIKit class it is or derives from (`UIViewController`, `UILabel`,
    /// `NSObject` for the file's other types).
    let uikitClass: String
    /// The file's type, when it is one of the file's.
    let decl: TypeDecl?
    var fields: [String: Value] = [:]
    /// The view an instance of a view class is.
    var view: View?
    /// `addTarget`/`addAction` wirings, run by `tap`, `toggle`, `select`, `slide`.
    var actions: [TargetAction] = []
    /// A frame set by hand (`init(frame:)`, `frame =`), for a view that keeps
    /// its autoresizing constraints.
    var manualFrame: Rect?
    var translatesAutoresizingMask = true
    /// A control's value: a switch's `isOn`, a segmented control's selected
    /// index, a slider's value. A view keeps it (``ViewTree/View/controlValue``),
    /// so that undo puts it back with the view.
    var controlValue: Double {
        get { view?.controlValue ?? storedControlValue }
        set { if let view { view.controlValue = newValue } else { storedControlValue = newValue } }
    }
    private var storedControlValue: Double = 0

    init(className: String, uikitClass: String, decl: TypeDecl? = nil, view: View? = nil) {
        self.className = className
        self.uikitClass = uikitClass
        self.decl = decl
        self.view = view
    }
}

/// A value from outside the file, with the empty view that stands in for
/// it once it has been used as a view: a helper's result kept in a
/// variable is one view, however often the variable is used.
final class Unknown: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    let name: String
    var standIn: Obj?
    /// The name of the property or variable that held it, for its stand-in.
    var hint: (name: String, strength: Int)?
    /// An axis it was made with (`makeStackView(axis: .vertical)`), for a stand-in stack.
    var axis: String?
    init(_ name: String) { self.name = name }
    init(stringLiteral value: String) { name = value }
}

/// A target–action or `UIAction` wiring of a control.
struct TargetAction {
    enum Handler {
        /// `addTarget(self, action: #selector(name), …)`.
        case selector(target: Value, name: String)
        case closure(Value)
    }
    var handler: Handler
    var event: String
}

/// A value of the interpreter.
indirect enum Value {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case dictionary([(key: Value, value: Value)])
    case tuple([(label: String?, value: Value)])
    case range(lower: Int, upper: Int)
    case object(Obj)
    case enumCase(type: String?, name: String, payload: [(label: String?, value: Value)])
    case function(Callable)
    /// A type used as a value (`UIStackView`, `UIFont`, the file's types).
    case type(String)
    case native(Native)
    /// What a helper, type or module not in the file returned: anything done
    /// with it gives it again; used as a view it is an empty view (the same
    /// one each time the same value is used).
    case unknown(Unknown)

    var isNil: Bool { if case .null = self { return true } else { return false } }
}

/// UIKit's (and SnapKit's) values that are not objects of a class the file
/// can subclass.
enum Native {
    case size(Size)
    case point(Point)
    case rect(Rect)
    case insets(EdgeInsets)
    case font(Font)
    case fontDescriptor(Font)
    /// An image: its size in points (nil when unknown).
    case image(Size?)
    case symbolConfiguration(pointSize: Double?)
    case imageRenderer(Size)
    case priority(Double)
    case anchor(LayoutItem, LayoutAttribute)
    case guide(LayoutGuide)
    case constraint(LayoutConstraint)
    case selector(String)
    case traits(TraitCollection)
    case screen
    case buttonConfiguration(ButtonConfiguration)
    /// `view.snp`.
    case snpDSL(Obj)
    /// `other.snp.right`: an item and the attributes it stands for.
    case snpTarget(LayoutItem, [LayoutAttribute])
    case snpMaker(SnapMaker)
    case snpDescription(SnapDescription)
    /// What layout ignores (a colour, a layer, a navigation item): kept so
    /// that code using it runs on.
    case opaque(String)
}

/// `UIButton.Configuration`: the title is what layout reads.
final class ButtonConfiguration {
    var title: String = ""
    /// `contentInsets`; nil: the medium size's (ControlMetrics).
    var contentInsets: EdgeInsets? = nil
    var style: String
    init(style: String) { self.style = style }
}

/// SnapKit's `make` in a `makeConstraints` closure: the descriptions it made.
final class SnapMaker {
    let owner: Obj
    var descriptions: [SnapDescription] = []
    init(owner: Obj) { self.owner = owner }
}

/// One `make.ATTRS.equalTo(…).offset(…)` chain.
final class SnapDescription {
    let owner: Obj
    var attributes: [LayoutAttribute]
    var relation: LayoutRelation = .equal
    /// The other item and its attributes (nil attributes: the same as the
    /// owner's); no item: the superview, or a constant for a size.
    var target: SnapTargetKind = .none
    var constant: Double = 0
    var insetValue: Double?
    var multiplier: Double = 1
    var priority: Double = 1000
    var made: [LayoutConstraint] = []

    init(owner: Obj, attributes: [LayoutAttribute]) {
        self.owner = owner
        self.attributes = attributes
    }
}

enum SnapTargetKind {
    case none
    case superview
    case item(LayoutItem, [LayoutAttribute]?)
    case constant(Double)
    case size(Size)
    case insets(EdgeInsets)
}

/// A function value: a closure, a method bound to its instance, a free
/// function, or one of UIKit's members taken as a value.
final class Callable {
    enum Body {
        case closure(ClosureExprSyntax)
        case function(FunctionDeclSyntax)
        case native(([Argument]) throws -> Value)
    }
    let body: Body
    let env: Env
    let selfValue: Value?
    let name: String

    init(body: Body, env: Env, selfValue: Value?, name: String) {
        self.body = body
        self.env = env
        self.selfValue = selfValue
        self.name = name
    }
}

/// An argument of a call: its label and value, and where it was written.
struct Argument {
    var label: String?
    var value: Value
}

/// A scope of variables.
final class Env {
    var vars: [String: Value] = [:]
    let parent: Env?
    init(parent: Env?) { self.parent = parent }

    func lookup(_ name: String) -> Value? {
        var e: Env? = self
        while let x = e {
            if let v = x.vars[name] { return v }
            e = x.parent
        }
        return nil
    }

    /// Sets an existing variable where it is declared; false when none is.
    func assign(_ name: String, _ value: Value) -> Bool {
        var e: Env? = self
        while let x = e {
            if x.vars[name] != nil {
                x.vars[name] = value
                return true
            }
            e = x.parent
        }
        return false
    }
}

/// One of the file's types: a class, struct or enum with its extensions.
final class TypeDecl {
    enum Kind { case classType, structType, enumType }
    let name: String
    let kind: Kind
    var superclass: String?
    /// Stored properties in declaration order (initialisation order).
    var stored: [PatternBindingSyntax] = []
    var lazy: [String: PatternBindingSyntax] = [:]
    var computed: [String: PatternBindingSyntax] = [:]
    var staticProps: [String: PatternBindingSyntax] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var staticMethods: [String: [FunctionDeclSyntax]] = [:]
    var inits: [InitializerDeclSyntax] = []
    var cases: [String: EnumCaseElementSyntax] = [:]
    var nested: [String] = []
    let node: Syntax

    init(name: String, kind: Kind, node: Syntax) {
        self.name = name
        self.kind = kind
        self.node = node
    }

    var storedNames: [String] {
        stored.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedText }
    }
}

extension TokenSyntax {
    /// The token's text without backticks.
    var trimmedText: String {
        let t = text
        if t.hasPrefix("`") && t.hasSuffix("`") && t.count >= 2 { return String(t.dropFirst().dropLast()) }
        return t
    }
}
