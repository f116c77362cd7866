import Geometry

/// Converting rectangles between the coordinate systems of views, like
/// `UIView.convert(_:to:)` and `convert(_:from:)`, and a layout guide's
/// `layoutFrame`.
///
/// A view's coordinate system is its bounds: origin at its top-left corner,
/// moved by the content offset for a scroll view. `nil` stands for the
/// window, whose coordinates are the root view's (StackLab's screen
/// coordinates, ``View/screenFrame``). As in UIKit the conversion is pure
/// arithmetic on the last layout; no transforms exist, so it is a
/// translation:
///
/// ```swift
/// // email is at {16, 40} in form, form at {0, 100} in root
/// email.convert(email.bounds, to: nil)      // {{16, 140}, {…}}
/// email.convert(email.bounds, to: form)     // email.frame
/// ```
///
/// Views outside the window have a zero frame, so converting to or from them
/// measures from the screen's origin.
extension View {
    /// Where the origin of the view's bounds lies in screen coordinates.
    private var boundsOriginOnScreen: Point {
        let screen = screenFrame.origin, b = bounds.origin
        return Point(x: screen.x - b.x, y: screen.y - b.y)
    }

    /// `rect`, given in the view's coordinates, in the coordinates of `view`
    /// (the window's when `nil`).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let from = boundsOriginOnScreen
        let to = view?.boundsOriginOnScreen ?? .zero
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// `rect`, given in the coordinates of `view` (the window's when `nil`),
    /// in the view's coordinates.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        let from = view?.boundsOriginOnScreen ?? .zero
        let to = boundsOriginOnScreen
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }
}

extension LayoutGuide {
    /// UILayoutGuide.layoutFrame: the guide's rectangle in its owning
    /// view's coordinates after the last layout; zero without an owner or
    /// window.
    public var layoutFrame: Rect {
        guard let owner = owningView, let window = owner.window else { return .zero }
        return owner.convert(window.screenFrame(of: self), from: nil)
    }
}
