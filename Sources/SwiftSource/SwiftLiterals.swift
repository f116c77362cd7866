import Geometry

// Swift source text for `export swift`: identifiers, numbers and strings as
// Swift literals, and a constraint as an anchor expression.

/// Swift identifiers for view names: valid, unique, keywords escaped.
public struct SwiftIdentifiers {
    private var used: Set<String> = SwiftIdentifiers.reserved

    /// Names the generated code uses itself (locals, helpers, types).
    public static let reserved: Set<String> = [
        "view", "traits", "horizontalClass", "verticalClass", "placeholderImage", "applySizeClassVariations",
        "playAnimations", "viewDidAppear", "animated",
        "IntrinsicSizeView", "LessonViewController", "intrinsicSize", "context", "self", "Self", "super", "init",
        "_", "UIView", "UILabel", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UITextField",
        "UIImageView", "UIImage", "UIStackView", "UIControl", "UITextView", "UIScrollView", "UIColor", "UIFont", "UIEdgeInsets",
        "UILayoutPriority", "NSLayoutConstraint", "UIGraphicsImageRenderer", "UITraitCollection",
        "UIViewController", "CGSize", "CGRect", "CGPoint", "CGFloat", "NSCoder", "String", "Double", "Int", "Bool",
    ]

    /// Swift's keywords, usable as identifiers between backticks.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "throws", "true", "try", "async", "some",
        "any", "consume", "copy", "discard", "borrowing", "consuming", "macro", "package", "actor", "Protocol", "Type",
    ]

    public init() {}

    /// Whether `name` can be written as a Swift identifier as it is (no
    /// backticks, no change).
    public static func isPlain(_ name: String) -> Bool {
        guard let f = name.unicodeScalars.first, f == "_" || f.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue } && !keywords.contains(name)
    }


    public mutating func make(_ name: String) -> String {
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
public func swiftNumber(_ v: Double) -> String {
    let f = formatNumber(v)
    if let back = Double(f), back == v { return f }
    return "\(v)"
}

/// A Swift string literal.
public func swiftString(_ s: String) -> String {
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
public struct SwiftConstraintText {
    /// `view.layoutMarginsGuide` and such: the item as an expression, and
    /// whether it is a layout guide (guides have no baseline anchors).
    public var first: (expr: String, isGuide: Bool)
    public var firstAttribute: String
    public var relation: String  // "==", "<=", ">="
    public var second: (expr: String, isGuide: Bool)?
    public var secondAttribute: String?
    public var multiplier: Double
    public var constant: Double
    /// `+ standard`: the constant is the system spacing.
    public var usesSystemSpacing = false

    public init(
        first: (expr: String, isGuide: Bool), firstAttribute: String, relation: String,
        second: (expr: String, isGuide: Bool)?, secondAttribute: String?, multiplier: Double, constant: Double,
        usesSystemSpacing: Bool = false
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.usesSystemSpacing = usesSystemSpacing
    }

    public static func isDimension(_ a: String) -> Bool { a == "width" || a == "height" }
    public static func isVertical(_ a: String) -> Bool { ["top", "bottom", "centerY", "firstBaseline", "lastBaseline"].contains(a) }

    public var expression: String {
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
        // `+ standard` on two positions: UIKit's system-spacing anchors
        // (NSLayoutXAxisAnchor's …SystemSpacingAfter, NSLayoutYAxisAnchor's
        // …SystemSpacingBelow), which compute the spacing on the device.
        // A size has no such anchor; it keeps StackLab's number.
        if usesSystemSpacing, multiplier == 1, let second, let a2 = secondAttribute, !Self.isDimension(firstAttribute) {
            let direction = Self.isVertical(firstAttribute) ? "Below" : "After"
            return s + "\(label)SystemSpacing\(direction): \(second.expr).\(a2)Anchor, multiplier: 1)"
        }
        guard let second, let a2 = secondAttribute else {
            return s + "\(label)Constant: \(swiftNumber(constant)))"
        }
        s += "\(label): \(second.expr).\(a2)Anchor"
        if multiplier != 1 { s += ", multiplier: \(swiftNumber(multiplier))" }
        if constant != 0 { s += ", constant: \(swiftNumber(constant))" }
        return s + ")"
    }
}
