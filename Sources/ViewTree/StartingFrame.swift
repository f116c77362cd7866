import Geometry

extension ControlKind {
    /// The frame a view of this kind has when created in code, before its
    /// first layout (uikit-stackview.md §14.3): `UIView()`, `UILabel()`,
    /// `UIButton()`, `UITextField()`, a stack, a scroll view and the other
    /// controls start at `.zero`; `UIImageView(image:)` at the origin with
    /// its image's size. Added and laid out inside an animation block, a
    /// view moves from this frame (in its superview's coordinates) to its
    /// place: the "flies in from the top-left corner" effect.
    ///
    /// One departure from "every control is zero": `UISwitch` "overrides
    /// init(frame:) and enforces a size appropriate for the control", so
    /// `UISwitch()` is {0, 0, 51, 31} (Apple's documentation of
    /// UISwitch.init(frame:); `aSwitch.frame: {{0, 0}, {51, 31}}` logged by
    /// a device in a public blog post).
    public var startingFrame: Rect {
        switch self {
        case let .imageView(imageSize?):
            return Rect(origin: .zero, size: imageSize)
        case .switchControl:
            return Rect(origin: .zero, size: ControlMetrics.switchSize)
        default:
            return .zero
        }
    }
}
