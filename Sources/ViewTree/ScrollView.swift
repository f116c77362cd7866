import ConstraintSolver
import Geometry

/// `UIScrollView` under Auto Layout: a view whose content area is laid out by
/// constraints and shown through a movable window, the content offset.
///
/// **Content and frame.** As Apple's TN2154 puts it, "the top, left, bottom,
/// and right edges within a scroll view now mean the edges of its content
/// view": a constraint between the scroll view's leading, trailing, left,
/// right, top, bottom, centerX or centerY and one of its descendants (or a
/// descendant's guide) refers to the content area, ``contentLayoutGuide``.
/// The scroll view's width and height are its frame's, as are its edges
/// related to anything outside it; ``frameLayoutGuide`` is the frame.
/// (Baselines are not remapped: a scroll view has none, UIKit then uses its
/// bottom, and StackLab reads that as the frame's.)
///
/// ```swift
/// // Seed 003 (the cookbook's dynamic stack): a column that scrolls vertically.
/// stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor)        // …and the other edges
/// stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)
/// scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
/// scroll.contentSize          // {scroll width, stack height}
/// scroll.contentOffset        // {0, -20}: the content starts below the inset
/// ```
///
/// **Content size** is the content guide's size after layout. Where the
/// content's constraints leave it undetermined it is 0: the guide carries
/// `width == 0` and `height == 0` at ``contentSizeFloorPriority``, a tier
/// below every priority UIKit or an app uses, so it never bends a layout
/// the other constraints determine. Changes are logged in
/// ``Window/contentSizeChanges``.
///
/// **Coordinates.** The engine lays the content out *unscrolled* (content
/// origin at the scroll view's frame origin); the offset applies only when
/// frames are read. A subview's ``View/frame`` is in the scroll view's
/// content (bounds) coordinates and does not move when scrolling, as in
/// UIKit; its ``View/screenFrame`` moves by −``contentOffset`` (summed over
/// nested scroll views). Changing the offset re-solves nothing (see
/// ``Window`` for the one exception: constraints across the scrolling
/// boundary, such as a view pinned to ``frameLayoutGuide``'s edges).
///
/// **Insets.** ``contentInset`` never changes the content size; with the
/// safe-area part (``adjustedContentInset``) it widens the range of offsets
/// (``minimumContentOffset`` … ``maximumContentOffset``) and sets the
/// initial offset.
public final class ScrollView: View {
    /// UIScrollView.ContentInsetAdjustmentBehavior: which edges of the safe
    /// area the scroll view's frame overlaps are added to ``contentInset``.
    /// An axis is *scrollable* here when the content size exceeds the
    /// bounds along it (Apple's wording; UIKit's alwaysBounce… aside).
    public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
        /// UIKit's default. Apple: "Content is always adjusted vertically
        /// when the scroll view is the content view of a view controller that
        /// is currently displayed by a navigation or tab bar controller. If
        /// the scroll view is horizontally scrollable, the horizontal content
        /// offset is also adjusted when there are nonzero safe area insets."
        /// StackLab has no view controllers and reads it as that case, the
        /// cookbook's: top and bottom always, left and right when the
        /// content is wider than the bounds.
        case automatic
        /// Apple: "The top and bottom insets include the safe area inset
        /// values when the vertical content size is greater than the height
        /// of the scroll view itself … Similarly, the left and right insets
        /// … when the horizontal content size is greater than the width."
        case scrollableAxes
        /// No safe-area adjustment.
        case never
        /// Every edge.
        case always
    }

    /// The priority of the content guide's `width == 0` and `height == 0`:
    /// below any priority in use, so it only decides what nothing else does.
    public static let contentSizeFloorPriority = Priority(0.5)

    /// UIScrollView.contentLayoutGuide: the content rectangle, named
    /// `NAME.content`. Its origin is the content's origin (the scroll view's
    /// frame origin in the engine's unscrolled coordinates); its size is
    /// ``contentSize``.
    public private(set) lazy var contentLayoutGuide = LayoutGuide(owner: self, role: .content)
    /// UIScrollView.frameLayoutGuide: the scroll view's frame, named
    /// `NAME.frameGuide`.
    public private(set) lazy var frameLayoutGuide = LayoutGuide(owner: self, role: .frame)

    /// UIScrollView.contentInset. Changes neither the layout nor the content
    /// size; before any scrolling it moves the offset to
    /// (−adjusted.left, −adjusted.top).
    public var contentInset: EdgeInsets = .zero { didSet { offsetInputsDidChange() } }

    /// UIScrollView.contentInsetAdjustmentBehavior.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { offsetInputsDidChange() }
    }

    /// The offset set by scrolling or by the app; nil while the scroll view
    /// sits at its initial offset.
    private var explicitOffset: Point?

    public init(name: String) {
        super.init(name: name, kind: .scroll)
    }

    /// Adds the insets and the offset to the view's savepoint.
    override public func savepoint() -> ViewSavepoint {
        let (inset, behavior, offset) = (contentInset, contentInsetAdjustmentBehavior, explicitOffset)
        return super.savepoint().adding { [unowned self] in
            contentInset = inset
            contentInsetAdjustmentBehavior = behavior
            explicitOffset = offset
        }
    }

    override var engineGuides: [LayoutGuide] {
        super.engineGuides + [contentLayoutGuide, frameLayoutGuide]
    }

    /// UIView.bounds: a scroll view's bounds origin is its content offset.
    public override var bounds: Rect { Rect(origin: contentOffset, size: frame.size) }

    // MARK: Content size

    /// UIScrollView.contentSize after layout: the content guide's size.
    public var contentSize: Size {
        layoutIfNeeded()
        return currentContentSize
    }

    // MARK: Insets

    /// How far the unsafe parts of the screen (status bar, notch, home
    /// indicator) reach into the scroll view's frame on each edge: the
    /// screen's safe area intersected with the frame (UIView.safeAreaInsets
    /// of the scroll view).
    public var safeAreaOverlap: EdgeInsets {
        layoutIfNeeded()
        return currentSafeAreaOverlap
    }

    /// UIScrollView.adjustedContentInset: ``contentInset`` plus the edges of
    /// ``safeAreaOverlap`` that ``contentInsetAdjustmentBehavior`` adjusts.
    public var adjustedContentInset: EdgeInsets {
        layoutIfNeeded()
        return currentAdjustedInset
    }

    // MARK: Offset

    /// UIScrollView.contentOffset: the content point at the scroll view's
    /// top-left corner. Setting it does not clamp (as UIKit's property);
    /// ``setContentOffset(_:)`` does.
    ///
    /// A scroll view nobody has scrolled sits at its initial offset,
    /// (−adjusted.left, −adjusted.top) — UIKit's starting position, which
    /// shows the content's top-left corner just inside the adjusted insets
    /// (e.g. {0, −20} with the cookbook's top inset of 20). Until the first
    /// scroll that offset follows the insets (set the inset, then it moves).
    public var contentOffset: Point {
        get {
            layoutIfNeeded()
            return currentOffset
        }
        set {
            explicitOffset = newValue
            window?.contentOffsetDidChange(self)
        }
    }

    /// Whether the offset is still the initial one (nothing has scrolled).
    public var isAtInitialOffset: Bool { explicitOffset == nil }

    /// Scrolls to `offset` clamped to ``minimumContentOffset`` …
    /// ``maximumContentOffset``, as a user's scroll comes to rest. (UIKit's
    /// `setContentOffset(_:animated:)` does not clamp; StackLab's clamps so
    /// that the REPL's `scroll` stays within the content.)
    public func setContentOffset(_ offset: Point) {
        contentOffset = clampedContentOffset(offset)
    }

    /// The smallest offset: (−adjusted.left, −adjusted.top).
    public var minimumContentOffset: Point {
        layoutIfNeeded()
        let a = currentAdjustedInset
        return Point(x: -a.left, y: -a.top)
    }

    /// The largest offset: contentSize + adjusted insets − bounds size along
    /// each axis, and never below ``minimumContentOffset``.
    public var maximumContentOffset: Point {
        layoutIfNeeded()
        let a = currentAdjustedInset, c = currentContentSize, b = currentBoundsSize
        return Point(
            x: max(-a.left, c.width + a.right - b.width),
            y: max(-a.top, c.height + a.bottom - b.height))
    }

    /// `offset` brought into ``minimumContentOffset`` … ``maximumContentOffset``.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return Point(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// Whether the content, with the adjusted insets, is taller than the
    /// bounds (UIKit's alwaysBounceVertical aside).
    public var scrollsVertically: Bool {
        layoutIfNeeded()
        return currentScrolls(.vertical)
    }

    /// Whether the content, with the adjusted insets, is wider than the bounds.
    public var scrollsHorizontally: Bool {
        layoutIfNeeded()
        return currentScrolls(.horizontal)
    }

    // MARK: Scrolling into view

    /// UIScrollView.scrollRectToVisible(_:animated:) without the animation:
    /// the smallest offset change that shows `rect` (content coordinates)
    /// inside the bounds less the adjusted insets. The rect is first cut to
    /// the content; one larger than the visible area shows its top-left
    /// part; the result is clamped. Nothing moves when the rect is already
    /// visible or lies outside the content.
    public func scrollRectToVisible(_ rect: Rect) {
        layoutIfNeeded()
        let c = currentContentSize
        let r = rect.standardized
        // The rect cut to the content (CGRectIntersection).
        let x0 = max(r.minX, 0), x1 = min(r.maxX, c.width)
        let y0 = max(r.minY, 0), y1 = min(r.maxY, c.height)
        guard x0 <= x1, y0 <= y1 else { return }
        let a = currentAdjustedInset, b = currentBoundsSize, o = currentOffset
        func axis(_ lo: Double, _ hi: Double, offset: Double, before: Double, after: Double, length: Double) -> Double {
            let visibleLo = offset + before, visibleHi = offset + length - after
            let hi = min(hi, lo + max(0, visibleHi - visibleLo))  // too big: its start
            if hi > visibleHi { return offset + (hi - visibleHi) }
            if lo < visibleLo { return offset - (visibleLo - lo) }
            return offset
        }
        let target = Point(
            x: axis(x0, x1, offset: o.x, before: a.left, after: a.right, length: b.width),
            y: axis(y0, y1, offset: o.y, before: a.top, after: a.bottom, length: b.height))
        if target != o { setContentOffset(target) }
    }

    /// Scrolls `view` (a descendant) into view with
    /// ``scrollRectToVisible(_:)``; returns false, scrolling nothing, when
    /// `view` is not inside the scroll view.
    @discardableResult
    public func scroll(toVisible view: View) -> Bool {
        guard view !== self, view.isDescendant(of: self), let w = window else { return false }
        w.layoutIfNeeded()
        guard let r = contentRect(of: view) else { return false }
        scrollRectToVisible(r)
        return true
    }

    /// `view`'s frame in this scroll view's content coordinates (nested
    /// scroll views' offsets applied).
    public func contentRect(of view: View) -> Rect? {
        guard view !== self, view.isDescendant(of: self), let w = window else { return nil }
        w.layoutIfNeeded()
        guard let r = w.solvedFrame(of: view), let o = w.solvedFrame(of: self)?.origin else { return nil }
        // Offsets of the scroll views between self and view.
        var dx = 0.0, dy = 0.0
        for sv in w.scrollChain(of: view) {
            if sv === self { break }
            dx += sv.currentOffset.x
            dy += sv.currentOffset.y
        }
        return Rect(x: r.origin.x - o.x - dx, y: r.origin.y - o.y - dy, width: r.size.width, height: r.size.height)
    }

    // MARK: From the last pass, without laying out

    var currentContentSize: Size { window?.solvedFrame(of: contentLayoutGuide)?.size ?? .zero }

    var currentBoundsSize: Size { window?.solvedFrame(of: self)?.size ?? .zero }

    var currentSafeAreaOverlap: EdgeInsets {
        guard let w = window, w.solvedFrame(of: self) != nil else { return .zero }
        let f = w.currentScreenFrame(of: self), safe = w.screen.safeAreaFrame
        func clamp(_ x: Double, _ limit: Double) -> Double { min(max(x, 0), max(limit, 0)) }
        return EdgeInsets(
            top: clamp(safe.minY - f.minY, f.size.height), left: clamp(safe.minX - f.minX, f.size.width),
            bottom: clamp(f.maxY - safe.maxY, f.size.height), right: clamp(f.maxX - safe.maxX, f.size.width))
    }

    /// Whether the content size exceeds the bounds along `axis`: the
    /// "scrollable axis" test of `.scrollableAxes` and `.automatic`.
    private func contentExceedsBounds(_ axis: Axis) -> Bool {
        let c = currentContentSize, b = currentBoundsSize
        switch axis {
        case .horizontal: return c.width > b.width + Self.tolerance
        case .vertical: return c.height > b.height + Self.tolerance
        }
    }

    private static let tolerance = 1e-9

    var currentAdjustedInset: EdgeInsets {
        let s = currentSafeAreaOverlap
        let horizontal: Bool, vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: (horizontal, vertical) = (true, true)
        case .never: (horizontal, vertical) = (false, false)
        case .automatic: (horizontal, vertical) = (contentExceedsBounds(.horizontal), true)
        case .scrollableAxes:
            (horizontal, vertical) = (contentExceedsBounds(.horizontal), contentExceedsBounds(.vertical))
        }
        var a = contentInset
        if vertical {
            a.top += s.top
            a.bottom += s.bottom
        }
        if horizontal {
            a.left += s.left
            a.right += s.right
        }
        return a
    }

    var currentOffset: Point {
        if let explicitOffset { return explicitOffset }
        let a = currentAdjustedInset
        return Point(x: -a.left, y: -a.top)
    }

    func currentScrolls(_ axis: Axis) -> Bool {
        let a = currentAdjustedInset, c = currentContentSize, b = currentBoundsSize
        switch axis {
        case .horizontal: return c.width + a.left + a.right > b.width + Self.tolerance
        case .vertical: return c.height + a.top + a.bottom > b.height + Self.tolerance
        }
    }

    private func offsetInputsDidChange() {
        if explicitOffset == nil { window?.contentOffsetDidChange(self) }
    }
}

/// A scroll view's content size changed during a layout pass (what the REPL
/// reports after a command: "contentSize old → new, now scrolls vertically").
public struct ContentSizeChange: Hashable, Sendable, CustomStringConvertible {
    /// The scroll view's name.
    public let scrollView: String
    public let old: Size
    public let new: Size
    /// Whether, after the change, the content (with the adjusted insets)
    /// exceeds the bounds vertically / horizontally.
    public let scrollsVertically: Bool
    public let scrollsHorizontally: Bool

    public init(scrollView: String, old: Size, new: Size, scrollsVertically: Bool, scrollsHorizontally: Bool) {
        self.scrollView = scrollView
        self.old = old
        self.new = new
        self.scrollsVertically = scrollsVertically
        self.scrollsHorizontally = scrollsHorizontally
    }

    /// `scroll.contentSize {343, 44} → {343, 700}, now scrolls vertically`.
    public var description: String {
        let how: String
        switch (scrollsVertically, scrollsHorizontally) {
        case (true, true): how = "now scrolls vertically and horizontally"
        case (true, false): how = "now scrolls vertically"
        case (false, true): how = "now scrolls horizontally"
        case (false, false): how = "does not scroll"
        }
        return "\(scrollView).contentSize \(old) → \(new), \(how)"
    }
}
