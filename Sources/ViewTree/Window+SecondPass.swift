import Geometry

/// What a layout pass hands back to the views once their frames are known,
/// and which may call for one more pass: the width a multi-line label wraps
/// at (uikit-stackview.md §14.2) and the safe-area insets of every view
/// below the root (§14.4).
///
/// UIKit does the same in two places: a label whose width the layout
/// decides is asked for its height again at that width (the "double update
/// constraints pass", `_needsDoubleUpdateConstraintsPass`, with UILabel's
/// automatic `preferredMaxLayoutWidth`), and safe-area insets are
/// recomputed after the frames change (`_updateSafeAreaInsets`), a view's
/// safe-area guide following them. Both feed constraints (intrinsic size,
/// guide insets), so when one changes the window lays out again, a bounded
/// number of times (``maximumSecondPasses``): a text whose wrap width and
/// height chase each other settles on the last value rather than looping.
extension Window {
    /// How many extra passes wrapping and safe areas may cause per
    /// `layoutIfNeeded` (one is enough for a label in a stack; a label whose
    /// height moves its own width, e.g. through an aspect ratio, may need
    /// more).
    static let maximumSecondPasses = 4

    /// Before the first pass of a layout: every multi-line label measures
    /// its text unwrapped again, so the layout decides its width afresh and
    /// the wrap that follows does not depend on the last one (a label
    /// aligned to the leading edge widens again after a rotation, and an
    /// edited scene wraps as the same scene built fresh would).
    func forgetWrapWidths() {
        for view in rootView.allViews() where view.kind.isMultilineLabel {
            view.automaticWrapWidth = nil
        }
    }

    /// After a pass: gives every multi-line label its frame's width to wrap
    /// at and every view its safe-area insets. Returns whether a constraint
    /// the solver holds depends on what changed (a label's intrinsic size,
    /// the insets of a safe-area guide in use), i.e. whether to lay out again.
    func updateSecondPassInputs() -> Bool {
        var changed = false
        let safeFrame = screen.safeAreaFrame
        var safeFrames: [ObjectIdentifier: Rect] = [ObjectIdentifier(rootView): safeFrame]
        rootView.computedSafeAreaInsets = screen.safeAreaInsets
        // A view's scroll shift depends on its superview only (its enclosing
        // scroll views): computed once per superview, not per view.
        var shifts: [ObjectIdentifier: Point] = [:]
        // Each scroll view's offset, read once in this loop (it follows the
        // solved frames and the screen, which the loop does not change).
        var offsets: [ObjectIdentifier: Point] = [:]
        var lastParent: (view: View, safe: Rect, shift: Point?)? = nil
        let scale = screen.device.scale
        for view in rootView.allViews() where view !== rootView {
            // §14.2: a multi-line label wraps at the width the layout gave it.
            // An explicit preferredMaxLayoutWidth keeps its own width.
            if view.kind.isMultilineLabel, view.intrinsicSizeOverride == nil, view.preferredMaxLayoutWidth == nil,
                let width = solvedFrames[ObjectIdentifier(view)]?.size.width, width != view.automaticWrapWidth
            {
                let before = view.intrinsicContentSize
                view.automaticWrapWidth = width
                if view.intrinsicContentSize != before { changed = true }
            }
            // §14.4: the part of the view its superview's safe area leaves
            // out, in screen coordinates.
            // (Siblings follow one another in preorder after a leaf: the
            // last parent's safe frame is at hand, not looked up again.)
            guard let parent = view.superview else { continue }
            let pid = ObjectIdentifier(parent)
            if parent !== lastParent?.view {
                guard let safe = safeFrames[pid] else { continue }
                lastParent = (parent, safe, shifts[pid])
            }
            let parentSafe = lastParent!.safe
            // currentScreenFrame(of: view), the shift shared by siblings.
            let frame: Rect
            if let r = solvedFrames[ObjectIdentifier(view)] {
                let shift: Point
                if let known = lastParent!.shift {
                    shift = known
                } else {
                    shift = scrollShift(of: view, offsets: &offsets).snapped(scale: scale)
                    shifts[pid] = shift
                    lastParent!.shift = shift
                }
                frame = r.offsetBy(dx: -shift.x, dy: -shift.y)
            } else {
                frame = .zero
            }
            // Margins preserved from the superview: what is left of its
            // margins past the distance between the edges (both frames in
            // the solver's coordinates, so scrolling does not enter).
            if view.preservesSuperviewLayoutMargins {
                var inherited = EdgeInsets.zero
                if let f = solvedFrames[ObjectIdentifier(view)], let p = solvedFrames[pid] {
                    let up = parent.effectiveLayoutMargins
                    inherited = EdgeInsets(
                        top: max(0, up.top - (f.minY - p.minY)), left: max(0, up.left - (f.minX - p.minX)),
                        bottom: max(0, up.bottom - (p.maxY - f.maxY)), right: max(0, up.right - (p.maxX - f.maxX)))
                }
                if inherited != view.inheritedMargins {
                    let before = view.effectiveLayoutMargins
                    view.inheritedMargins = inherited
                    if view.effectiveLayoutMargins != before { changed = true }
                }
            }
            let insets = Self.coveredInsets(of: frame, outside: parentSafe)
            // Only a superview's safe frame is read back.
            if !view.subviews.isEmpty { safeFrames[ObjectIdentifier(view)] = frame.insetBy(insets) }
            if insets != view.computedSafeAreaInsets {
                view.computedSafeAreaInsets = insets
                if view.safeAreaGuideIfMade != nil { changed = true }
            }
        }
        return changed
    }

    /// The insets of `frame` that lie outside `safe` on each side, each at
    /// most the frame's length (a view wholly under the status bar has its
    /// whole height as top inset).
    static func coveredInsets(of frame: Rect, outside safe: Rect) -> EdgeInsets {
        func clamp(_ v: Double, _ length: Double) -> Double { min(max(v, 0), max(length, 0)) }
        let w = frame.size.width, h = frame.size.height
        return EdgeInsets(
            top: clamp(safe.minY - frame.minY, h),
            left: clamp(safe.minX - frame.minX, w),
            bottom: clamp(frame.maxY - safe.maxY, h),
            right: clamp(frame.maxX - safe.maxX, w))
    }
}
