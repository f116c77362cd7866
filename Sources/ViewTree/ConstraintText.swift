import ConstraintSolver
import Geometry

/// The text of a constraint the layout pass lowered (``Window/Desired``),
/// written when it is read, not when the constraint is lowered.
///
/// Issue 28: every pass lowered the constraints of the views outside the
/// direct plan afresh, and each came with its NSLayoutConstraint-like
/// text (`root.width == 375`, `s0.height >= 0 (size)`, an app
/// constraint's `s0.leading == root.leading`): a string interpolated,
/// numbers formatted, a heap allocation per text of more than 15 bytes,
/// while nothing reads the text but introspection (the installed
/// constraints, explain) and a conflict's report. For W3 at depth 10, a
/// scene of 22 views, that was a sizeable part of the first layout.
///
/// Each case holds what its text is made of as it was when lowered (the
/// names of the items, an app constraint's constant, priority and
/// identifier), so the text read later is the one the eager string was:
/// a view renamed since, or an identifier changed (neither re-lowers a
/// constraint the solver holds), does not show in an installed
/// constraint's text. Names are strings held, not copied; no case
/// allocates, and none holds a text written beforehand.
enum ConstraintText {
    /// The root view pinned to the screen: `part` 0 to 3 for its minX,
    /// minY, width and height, equal to `value`.
    case rootFrame(root: String, part: UInt8, value: Double)
    /// A system guide's edge (`part` 0 to 3: leading, top, trailing,
    /// bottom) on its view's, inset by `inset`.
    case guideEdge(guide: String, view: String, part: UInt8, inset: Double)
    /// A scroll view's content guide: its leading and top on the scroll
    /// view's (`part` 0, 1), its width and height 0 at `priority`
    /// (`part` 2, 3).
    case contentGuide(guide: String, view: String, part: UInt8, priority: Double)
    /// A view's size floor on its width (`axis` 0) or height (1).
    case floor(view: String, axis: UInt8)
    /// A view's content-size constraint on its width (`axis` 0) or height
    /// (1): hugging (`size <= intrinsic`) or compression resistance
    /// (`size >= intrinsic`), at `priority`.
    case contentSize(view: String, axis: UInt8, hugging: Bool, size: Double, priority: Double)
    /// An app's or a system view's ``LayoutConstraint``, with its items'
    /// names and its mutable parts as lowered (``LayoutConstraint/description``).
    case constraint(LayoutConstraint, first: String, second: String?, constant: Double, priority: Priority, identifier: String?)
    /// A wish of a directly arranged root (``DirectLayout/Wish/label``).
    case wish(DirectLayout.WishText)

    /// An app's or a system view's constraint as it stands now.
    static func of(_ c: LayoutConstraint) -> ConstraintText {
        .constraint(
            c, first: c.firstItem.name, second: c.secondItem?.name, constant: c.constant, priority: c.priority,
            identifier: c.identifier)
    }

    /// The text, as the layout pass wrote it eagerly before.
    var string: String {
        switch self {
        case let .rootFrame(root, part, value):
            switch part {
            case 0: return "\(root).minX == 0"
            case 1: return "\(root).minY == 0"
            case 2: return "\(root).width == \(formatNumber(value))"
            default: return "\(root).height == \(formatNumber(value))"
            }
        case let .guideEdge(g, v, part, inset):
            switch part {
            case 0: return "\(g).leading == \(v).leading + \(formatNumber(inset))"
            case 1: return "\(g).top == \(v).top + \(formatNumber(inset))"
            case 2: return "\(g).trailing == \(v).trailing - \(formatNumber(inset))"
            default: return "\(g).bottom == \(v).bottom - \(formatNumber(inset))"
            }
        case let .contentGuide(g, v, part, p):
            switch part {
            case 0: return "\(g).leading == \(v).leading"
            case 1: return "\(g).top == \(v).top"
            case 2: return "\(g).width == 0 @ \(formatNumber(p)) (content size)"
            default: return "\(g).height == 0 @ \(formatNumber(p)) (content size)"
            }
        case let .floor(view, axis):
            return "\(view).\(axis == 0 ? "width" : "height") >= 0 (size)"
        case let .contentSize(view, axis, hugging, size, priority):
            let label = axis == 0 ? "width" : "height"
            return hugging
                ? "\(view).\(label) <= \(formatNumber(size)) @ \(formatNumber(priority)) (hugging)"
                : "\(view).\(label) >= \(formatNumber(size)) @ \(formatNumber(priority)) (compression resistance)"
        case let .constraint(c, first, second, constant, priority, identifier):
            return c.description(first: first, second: second, constant: constant, priority: priority, identifier: identifier)
        case .wish(let w):
            return w.string
        }
    }
}
