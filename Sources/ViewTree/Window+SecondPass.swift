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
    ///
    /// Nothing to do while no view holds a wrap width
    /// (``View/wrapWidthsHeld``): no walk of the tree then.
    func forgetWrapWidths() {
        guard View.wrapWidthsHeld.load(ordering: .relaxed) > 0 else { return }
        for view in viewsInTreeOrder where view.kind.isMultilineLabel {
            view.automaticWrapWidth = nil
        }
    }

    /// After a pass: gives every multi-line label its frame's width to wrap
    /// at, every view that preserves its superview's margins what is left
    /// of them, and every view with a safe-area guide its safe-area insets.
    /// Returns whether a constraint the solver holds depends on what
    /// changed (a label's intrinsic size, a view's margins, the insets of a
    /// safe-area guide in use), i.e. whether to lay out again.
    ///
    /// Any other view's safe-area insets are read when asked for
    /// (``safeAreaInsets(ofLaidOut:)``, issue 28 item 3): no constraint
    /// depends on them, and an edit of a list of 10 000 rows need not
    /// compute 40 000 of them (a quarter of such an edit, before).
    func updateSecondPassInputs() -> Bool {
        var changed = false
        rootView.computedSafeAreaInsets = screen.safeAreaInsets
        let basis = SafeAreaBasis(window: self)
        safeAreaBasis = basis
        var safeFrames: [ObjectIdentifier: Rect] = [:]
        for view in secondPassViews() {
            // §14.2: a multi-line label wraps at the width the layout gave it.
            // An explicit preferredMaxLayoutWidth keeps its own width.
            if view.kind.isMultilineLabel, view.intrinsicSizeOverride == nil, view.preferredMaxLayoutWidth == nil,
                let width = solvedFrames[view]?.size.width, width != view.automaticWrapWidth
            {
                let before = view.intrinsicContentSize
                view.automaticWrapWidth = width
                if view.intrinsicContentSize != before { changed = true }
            }
            // Margins preserved from the superview: what is left of its
            // margins past the distance between the edges (both frames in
            // the solver's coordinates, so scrolling does not enter).
            if view.preservesSuperviewLayoutMargins, let parent = view.superview {
                var inherited = EdgeInsets.zero
                if let f = solvedFrames[view], let p = solvedFrames[parent] {
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
            // §14.4: a safe-area guide's insets are lowered from the last
            // pass's (Window+Lowering.swift).
            if view.safeAreaGuideIfMade != nil, view.superview != nil {
                let insets = safeAreaInsets(of: view, basis, &safeFrames)
                if insets != view.computedSafeAreaInsets {
                    view.computedSafeAreaInsets = insets
                    changed = true
                }
            }
        }
        return changed
    }

    /// The views of the last pass, the root view aside, that
    /// ``updateSecondPassInputs()`` has anything to do for: multi-line
    /// labels, views that preserve their superview's margins, views with a
    /// safe-area guide. Kept while the last pass's views are the same list
    /// (the same array: the window's tree order, until the hierarchy
    /// changes) and no view became or stopped being one of those
    /// (``secondPassInputsEpoch``): a pass over a list of 10 000 rows then
    /// reads none of its 40 000 views for it. When views were only
    /// appended to the tree order since (the same ``Window/treeOrderID``, a
    /// row appended to a list), only the new ones are read.
    func secondPassViews() -> [View] {
        let source = viewsInLastPass
        func takesPart(_ view: View) -> Bool {
            view !== rootView
                && (view.kind.isMultilineLabel || view.preservesSuperviewLayoutMargins || view.safeAreaGuideIfMade != nil)
        }
        if let c = secondPassCache, c.epoch == secondPassInputsEpoch {
            if c.source.isIdentical(to: source) { return c.views }
            if c.treeID == viewsInLastPassTreeID && c.source.count < source.count {
                var views = c.views
                for view in source[c.source.count...] where takesPart(view) { views.append(view) }
                secondPassCache = (source, viewsInLastPassTreeID, secondPassInputsEpoch, views)
                return views
            }
        }
        let views = source.filter(takesPart)
        secondPassCache = (source, viewsInLastPassTreeID, secondPassInputsEpoch, views)
        return views
    }

    /// What the last pass's safe-area insets are computed from besides the
    /// frames: the root's safe frame and insets, the screen's scale and
    /// each scroll view's offset, as they were when the pass ended (a
    /// scroll view may be scrolled since, without a pass: the insets stay
    /// the pass's until the next one, as when every view's were computed
    /// then).
    struct SafeAreaBasis {
        let rootSafe: Rect
        let rootInsets: EdgeInsets
        let scale: Double
        let offsets: [ObjectIdentifier: Point]

        init(window w: Window) {
            rootSafe = w.screen.safeAreaFrame
            rootInsets = w.screen.safeAreaInsets
            scale = w.screen.device.scale
            var offsets: [ObjectIdentifier: Point] = [:]
            for sv in w.scrollViewsInLastPass { offsets[ObjectIdentifier(sv)] = sv.currentOffset }
            self.offsets = offsets
        }
    }

    /// The view's safe-area insets as the last pass left them (§14.4): the
    /// root's reflect the screen; any other view's are the part of its
    /// frame on screen that its superview's safe area leaves out, that
    /// safe area being the superview's frame on screen inset by its own
    /// insets (the root's: the screen's safe frame). Computed when read,
    /// up the superview chain; `.zero` before any pass.
    public func safeAreaInsets(ofLaidOut view: View) -> EdgeInsets {
        guard let basis = safeAreaBasis else { return view.computedSafeAreaInsets }
        if view === rootView { return basis.rootInsets }
        var safeFrames: [ObjectIdentifier: Rect] = [:]
        return safeAreaInsets(of: view, basis, &safeFrames)
    }

    /// ``safeAreaInsets(ofLaidOut:)`` of a view below the root, with the
    /// safe frames of the superviews met kept in `safeFrames`.
    private func safeAreaInsets(of view: View, _ basis: SafeAreaBasis, _ safeFrames: inout [ObjectIdentifier: Rect]) -> EdgeInsets {
        guard let parent = view.superview else { return .zero }
        let parentSafe = safeFrame(of: parent, basis, &safeFrames)
        return Self.coveredInsets(of: screenFrame(ofLaidOut: view, basis), outside: parentSafe)
    }

    private func safeFrame(of view: View, _ basis: SafeAreaBasis, _ safeFrames: inout [ObjectIdentifier: Rect]) -> Rect {
        if view === rootView || view.superview == nil { return basis.rootSafe }
        let id = ObjectIdentifier(view)
        if let known = safeFrames[id] { return known }
        let r = screenFrame(ofLaidOut: view, basis).insetBy(safeAreaInsets(of: view, basis, &safeFrames))
        safeFrames[id] = r
        return r
    }

    /// The view's frame on screen after the last pass, its scroll views'
    /// offsets as they were then (``currentScreenFrame(of:)``); `.zero`
    /// when the pass gave it none.
    private func screenFrame(ofLaidOut view: View, _ basis: SafeAreaBasis) -> Rect {
        guard let r = solvedFrames[view] else { return .zero }
        // ``scrollShift(of:)`` with the offsets of the pass.
        let shift = scrollChain(of: view).reduce(Point.zero) { p, sv in
            let o = basis.offsets[ObjectIdentifier(sv)] ?? sv.currentOffset
            return Point(x: p.x + o.x, y: p.y + o.y)
        }
        let s = shift.snapped(scale: basis.scale)
        return r.offsetBy(dx: -s.x, dy: -s.y)
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
