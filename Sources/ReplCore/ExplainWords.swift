import Geometry
import StackLayout
import ViewTree

// The words explanations share: an axis's words, edges, fractions, lists
// and a stack's values in a few words.

/// The words of one axis.
struct AxisWords {
    let position: String, length: String, adjective: String, leading: String, trailing: String, lessAdjective: String

    init(_ axis: Axis) {
        switch axis {
        case .horizontal:
            (position, length, adjective, leading, trailing, lessAdjective) = ("x", "width", "wide", "leading", "trailing", "narrower")
        case .vertical:
            (position, length, adjective, leading, trailing, lessAdjective) = ("y", "height", "tall", "top", "bottom", "shorter")
        }
    }

    var moreAdjective: String { adjective == "wide" ? "wider" : "taller" }
}

/// Where an attribute sits on its item: its leading (top) edge, its
/// trailing (bottom) edge, its centre or its length.
enum EdgeClass {
    case leading, trailing, center, length

    init(_ a: LayoutAttribute) {
        switch a {
        case .leading, .left, .top, .firstBaseline: self = .leading
        case .trailing, .right, .bottom, .lastBaseline: self = .trailing
        case .centerX, .centerY: self = .center
        case .width, .height: self = .length
        }
    }
}

func edgeWord(_ a: LayoutAttribute) -> String {
    switch a {
    case .leading, .left: return "leading edge"
    case .trailing, .right: return "trailing edge"
    case .top: return "top"
    case .bottom: return "bottom"
    case .centerX, .centerY: return "centre"
    case .width: return "width"
    case .height: return "height"
    case .firstBaseline: return "first baseline"
    case .lastBaseline: return "last baseline"
    }
}

/// A multiplier as a small fraction (`0.571429` → `4/7`) when one is that
/// close, else the number.
func fractionText(_ m: Double) -> String {
    for q in 1...1000 {
        let p = (m * Double(q)).rounded()
        if abs(p / Double(q) - m) < 1e-6 * max(1, abs(m)) {
            return q == 1 ? formatNumber(p) : "\(formatNumber(p))/\(q)"
        }
    }
    return formatNumber(m)
}

/// "a", "a and b", "a, b and c".
func listText(_ items: [String]) -> String {
    if items.count <= 1 { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
}

/// The stack's values in a few words: "fill, alignment fill, spacing 8".
func stackValues(_ s: StackView) -> String {
    let e = s.effectiveValues()
    var spacing = formatNumber(e.spacing)
    if e.spacing == StackView.spacingUseSystem { spacing = "system" }
    if e.spacing == StackView.spacingUseDefault { spacing = "0" }
    return "\(e.distribution.rawValue), alignment \(e.alignment.rawValue), spacing \(spacing)"
}

/// How a view is arranged: its stack and index, when it is arranged.
func arrangement(of view: View) -> (stack: StackView, index: Int)? {
    guard let s = view.superview as? StackView, let i = s.arrangedSubviews.firstIndex(where: { $0 === view }) else {
        return nil
    }
    return (s, i)
}

/// The constraint's stack: the stack view it is installed on.
func owningStack(_ c: LayoutConstraint) -> StackView? { c.installedOn as? StackView }

