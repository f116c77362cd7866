import Geometry
import Synchronization

/// `UIView` as Auto Layout sees it: a node of the view tree with layout
/// margins, an intrinsic content size from its control kind, content hugging
/// and compression resistance, and the constraints installed on it.
///
/// Views take part in layout only through constraints
/// (`translatesAutoresizingMaskIntoConstraints` is false for every view, as
/// for views arranged by a stack view or built for Auto Layout in code); a
/// view nothing constrains is ambiguous, as in UIKit.
///
/// Subclasses (a stack view, a scroll view) take part in the layout pass
/// through ``updateConstraints()``, UIKit's hook for a view to bring its own
/// constraints up to date before the engine solves, and learn of subviews
/// leaving through ``willRemoveSubview(_:)``.
open class View: LayoutItem {
    // MARK: What a layout pass reads, first
    //
    // A class's stored properties lie in the order declared. These come
    // first, side by side, so that the direct path's planning and a frame
    // read touch four or five cache lines of a view rather than nine or
    // ten (each of 10 000 views is a miss per line: issue 28, W1 and W2
    // at 10 000). Everything else a view keeps comes after them.

    /// ``superview`` as a plain pointer, not a weak reference: a weakly
    /// referenced object keeps its reference counts in a side table, so
    /// every retain and release of a superview (a stack, each row of a
    /// list) took the runtime's slow path, and loading a weak reference
    /// takes a retain and a release besides (two thirds of building W3's
    /// 200 nested stacks; with the rows of a list of 10 000, a fifth of its
    /// first layout went to side-table counts, issue 28). It is never
    /// left pointing at a freed view: a view going away clears it in its
    /// subviews (`deinit`); the one way it could dangle (a view naming a
    /// superview that does not list it, and that superview freed) is
    /// checked on every read in debug builds (``PlainReference``).
    private var superviewReference = PlainReference<View>(nil)

    /// UIView.subviews, back to front.
    public internal(set) final var subviews: [View] = []

    /// ``layoutVersion``'s counter.
    private var storedLayoutVersion: UInt64 = 0

    /// The epoch in which the view's version last moved, and the window
    /// its walk up found then (valid while the epoch is current: no view
    /// changed window since, and a window going away ends the epoch).
    private var bumpEpoch: UInt64 = 0
    private unowned(unsafe) var bumpWindow: Window? = nil

    /// UIView.isHidden. Setting it keeps ``hiddenCount`` in step: a view
    /// made visible needs no more `isHidden = false`, a view hidden from
    /// visible needs one.
    public final var isHidden = false {
        didSet {
            if !isHidden { storedHiddenCount = 0 } else if storedHiddenCount == 0 { storedHiddenCount = 1 }
            superviewInputChanged()
        }
    }

    /// Whether ``alignmentRectInsets`` are all zero, kept as they change:
    /// every frame read asks (`SolvedFrames.outset`), and working it out
    /// copies the kind (a label's text and font, retained and released).
    final private(set) var alignmentInsetsAreZero = true

    /// Whether the view's kind shares a horizontal stack's width out with
    /// its like (``ControlKind/sharesTextWidth``: a multi-line label, a
    /// configuration button), kept as the kind changes: the direct path
    /// asks of every item of a stack (side by side they need
    /// UISV-text-width-disambiguation), and reading it off the kind
    /// copied the kind and destroyed the copy, twice per item: 6 % of
    /// W1's first layout at 10 000 items (issue 28).
    public final private(set) var sharesTextWidth = false

    /// The view's place in the tree order of its window's last pass, where
    /// that pass keeps its frame or finds it (``SolvedFrames``): written
    /// when the tree order changes, not by every pass.
    var frameIndex: Int32 = -1

    /// Content hugging and compression resistance per axis (UIKit's
    /// `setContentHuggingPriority(_:for:)`); the defaults are Interface
    /// Builder's for the view's kind (251 for labels and image views).
    public final var contentHugging: (horizontal: Double, vertical: Double) { didSet { superviewInputChanged() } }
    public final var compressionResistance: (horizontal: Double, vertical: Double) { didSet { superviewInputChanged() } }

    /// An intrinsic content size that replaces the kind's (UIKit's
    /// overridden `intrinsicContentSize`); either dimension may be
    /// ``noIntrinsicMetric``.
    public final var intrinsicSizeOverride: Size? { didSet { setNeedsLayout() } }

    /// The kind's last measured size, with the wrap width and scale it was
    /// measured at (text measuring is the dearest step of a layout pass
    /// that asks every label for its size; the kind changing forgets it).
    private var measured: (wrapWidth: Double?, scale: Double, size: Size)?

    /// The width a multi-line label wraps at: its width after the last
    /// layout pass (UILabel's automatic `preferredMaxLayoutWidth`,
    /// uikit-stackview.md §14.2); nil before its first layout. Set by the
    /// window (`Window+SecondPass.swift`).
    public internal(set) var automaticWrapWidth: Double? {
        get { extras?.automaticWrapWidth }
        // The window sets it between passes and decides itself whether to
        // lay out again: only the caches of the subtree go stale.
        set {
            let oldValue = automaticWrapWidth
            extras(unlessDefault: newValue == nil)?.automaticWrapWidth = newValue
            if (newValue == nil) != (oldValue == nil) {
                View.wrapWidthsHeld.add(newValue == nil ? -1 : 1, ordering: .relaxed)
            }
            if newValue != oldValue { invalidateLayoutVersions() }
        }
    }

    /// UILabel's explicit `preferredMaxLayoutWidth` (Interface Builder's
    /// "Explicit" preferred width, written `preferredMaxLayoutWidth="286"`):
    /// a multi-line label wraps at this width whatever width the layout
    /// gives it, and the automatic width is not used. `nil` (or 0) is
    /// UIKit's automatic behaviour (``automaticWrapWidth``).
    public var preferredMaxLayoutWidth: Double? {
        get { extras?.preferredMaxLayoutWidth }
        set {
            guard newValue != preferredMaxLayoutWidth else { return }
            extrasForWriting.preferredMaxLayoutWidth = newValue
            measured = nil
            setNeedsLayout()
        }
    }

    /// The window last found for the view, valid while that window is
    /// alive and its ``Window/hierarchyEpoch`` is `windowEpoch` (see
    /// ``window``). A handle held strongly, not a weak reference: loading
    /// a weak reference costs a retain and a release on the object's side
    /// table, on every `frame` read (``WindowHandle``).
    private var cachedWindow: WindowHandle?
    private var windowEpoch = 0

    /// What the window's last attempts at a direct plan noted on the view
    /// (Window+Direct.swift).
    var directMarks = DirectMarks()

    /// What most views leave at its default (``ViewExtras``): nil until
    /// one of those fields is set to something else.
    var extras: ViewExtras?

    /// ``extras``, made when first needed.
    private var extrasForWriting: ViewExtras {
        if let e = extras { return e }
        let e = ViewExtras()
        extras = e
        return e
    }

    /// The extras to write one of their fields in: a view without them
    /// gets them only for a value that is not the default (`isDefault`;
    /// nil then: nothing to write). (Not through a reference key path:
    /// each write through one allocates, and a layout pass writes wrap
    /// widths and safe-area insets.)
    final func extras(unlessDefault isDefault: Bool) -> ViewExtras? {
        if let e = extras { return e }
        return isDefault ? nil : extrasForWriting
    }

    /// What the view is: a plain view, a label, a button… It decides the
    /// intrinsic content size and the default hugging and compression resistance.
    public var kind: ControlKind {
        didSet {
            noteAlignmentInsets()
            sharesTextWidth = kind.sharesTextWidth
            fontInForceChanged()
        }
    }

    /// What a new kind, or another font in force (``fontVariations``),
    /// makes stale: the measured size, the second pass's inputs, the
    /// superview's arrangement.
    final func fontInForceChanged() {
        measured = nil
        window?.secondPassInputsEpoch &+= 1
        superviewInputChanged()
    }
    public internal(set) var superview: View? {
        get { superviewReference.object }
        set {
            let hadOne = superviewReference.exists
            superviewReference = PlainReference(newValue)
            // A view leaving a superview, or arriving with a subtree, may
            // change the window of views whose walks up ended early in the
            // current epoch (``invalidateLayoutVersions()``): a new epoch.
            // A lone view arriving changes only its own, which it forgets.
            if hadOne || !subviews.isEmpty {
                View.newVersionEpoch()
            } else {
                bumpEpoch = 0
            }
        }
    }
    /// ``superview``'s identity, with no retain (the frame read compares
    /// it with its pass's); checked as ``superview`` is.
    final var superviewIdentity: UnsafeMutableRawPointer? { superviewReference.identity }

    /// The constraints installed on this view (UIView.constraints), a view
    /// that generates constraints (a stack view) having brought its own up
    /// to date first (``updateConstraintsIfNeeded()``): a reader never sees
    /// stale generated constraints. The app's come first, in the order they
    /// were installed, then the generated ones in the order generated: the
    /// list does not depend on when the view last regenerated (the direct
    /// path regenerates only when a reader asks).
    public var constraints: [LayoutConstraint] {
        updateConstraintsIfNeeded()
        let list = installedConstraints
        guard let system = list.firstIndex(where: \.isSystem), list[system...].contains(where: { !$0.isSystem }) else {
            return list
        }
        return list.filter { !$0.isSystem } + list.filter(\.isSystem)
    }

    /// The constraints installed on this view as they stand: the generated
    /// ones may be stale (see ``updateConstraintsIfNeeded()``). Only the
    /// layout pass reads them so, for the views whose generated constraints
    /// it does not lower (the direct path arranges them), and the code that
    /// installs and uninstalls constraints.
    var installedConstraints: [LayoutConstraint] = []

    /// ``installedConstraints`` with the generated ones first, then the
    /// app's, each in the order installed: the order the layout pass gives
    /// the solver. It does not depend on when the view last regenerated
    /// (the direct path regenerates only when a reader asks, and a look
    /// at the scene reads them), so neither does which optimum an
    /// ambiguous layout takes.
    var systemFirstConstraints: [LayoutConstraint] {
        let list = installedConstraints
        guard let app = list.firstIndex(where: { !$0.isSystem }), list[app...].contains(where: \.isSystem) else {
            return list
        }
        return list.filter(\.isSystem) + list.filter { !$0.isSystem }
    }

    /// How many `isHidden = false` the view needs before it shows again:
    /// 0 while it is visible, 1 while it is hidden — and more on the iOS
    /// versions that counted every `isHidden = true` set on an arranged
    /// view inside an animation block (rdar://25087688; the stack's
    /// `hidingRule`, StackLayout's `View.setHidden(_:inAnimationBlock:)`).
    ///
    /// UIKit keeps such a count on every view (`_pendingHiddenCount`, read
    /// by the stack's post-animation action, uikit-stackview.md §10); here
    /// it is the model's, so undo, `save` and the scene's description carry
    /// it. Setting it sets ``isHidden`` to `hiddenCount > 0`.
    public var hiddenCount: Int {
        get { storedHiddenCount }
        set {
            storedHiddenCount = max(0, newValue)
            if isHidden != (storedHiddenCount > 0) { isHidden = storedHiddenCount > 0 }
        }
    }
    private var storedHiddenCount = 0
    public var alpha: Double {
        get { extras?.alpha ?? 1 }
        set { extras(unlessDefault: newValue == 1)?.alpha = newValue }
    }
    /// A control's value as its user left it: a switch's `isOn` (1 or 0),
    /// a segmented control's selected index, a slider's or stepper's value.
    /// Layout ignores it; code that runs against the view (an opened Swift
    /// file's actions) reads it back, and undo puts it back with the rest.
    public var controlValue: Double {
        get { extras?.controlValue ?? 0 }
        set { extras(unlessDefault: newValue == 0)?.controlValue = newValue }
    }
    /// UIView.contentMode: how the view draws its content in its bounds
    /// (an image view's image). Drawing only; layout ignores it.
    public var contentMode: ContentMode {
        get { extras?.contentMode ?? .scaleToFill }
        set { extras(unlessDefault: newValue == .scaleToFill)?.contentMode = newValue }
    }
    /// UIView.layoutMargins: 8 on every side for an ordinary view.
    public var layoutMargins: EdgeInsets {
        get { extras?.layoutMargins ?? Self.defaultLayoutMargins }
        set {
            extras(unlessDefault: newValue == Self.defaultLayoutMargins)?.layoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// The layout margins of a new view of the class: 8 on every side
    /// (UIView's); a subclass with other defaults (a stack view's 0)
    /// overrides it, so that its views need no ``ViewExtras`` for them.
    open class var defaultLayoutMargins: EdgeInsets { EdgeInsets(all: 8) }

    /// UIView.preservesSuperviewLayoutMargins (default false): the view's
    /// margins also keep its content out of its superview's margins. Apple:
    /// "When any of the superview's margins is inside the area represented
    /// by the content view and its own margins, UIKit adjusts the content
    /// view's layout to respect the superview's margins. The amount of the
    /// adjustment is the smallest amount needed to ensure that your content
    /// is also inside the superview's margins." So each edge's margin is
    /// the larger of the view's own and what is left of the superview's
    /// past the distance between the two edges (``inheritedMargins``, from
    /// the frames of the last pass: Window+SecondPass.swift).
    public var preservesSuperviewLayoutMargins: Bool {
        get { extras?.preservesSuperviewLayoutMargins ?? false }
        set {
            extras(unlessDefault: !newValue)?.preservesSuperviewLayoutMargins = newValue
            window?.secondPassInputsEpoch &+= 1
            setNeedsLayout()
        }
    }

    /// What the superview's margins reach into the view, per edge, after
    /// the last layout pass (0 where they do not); read only while
    /// ``preservesSuperviewLayoutMargins`` is set.
    public internal(set) var inheritedMargins: EdgeInsets {
        get { extras?.inheritedMargins ?? .zero }
        set {
            let oldValue = inheritedMargins
            extras(unlessDefault: newValue == .zero)?.inheritedMargins = newValue
            if newValue != oldValue { invalidateLayoutVersions() }
        }
    }

    /// The margins layout uses: ``layoutMargins``, raised edge by edge to
    /// ``inheritedMargins`` when the view preserves its superview's.
    public var effectiveLayoutMargins: EdgeInsets {
        guard preservesSuperviewLayoutMargins else { return layoutMargins }
        let own = layoutMargins, up = inheritedMargins
        return EdgeInsets(top: max(own.top, up.top), left: max(own.left, up.left),
                          bottom: max(own.bottom, up.bottom), right: max(own.right, up.right))
    }

    /// Alignment-rect insets that replace the kind's (UIKit's overridden
    /// `alignmentRectInsets`); `nil` keeps the kind's default.
    public var alignmentInsetsOverride: EdgeInsets? {
        get { extras?.alignmentInsetsOverride }
        set {
            extras(unlessDefault: newValue == nil)?.alignmentInsetsOverride = newValue
            noteAlignmentInsets()
            setNeedsLayout()
        }
    }

    /// UIView.alignmentRectInsets: how far the frame reaches past the
    /// alignment rectangle that Auto Layout places (the intrinsic size,
    /// constraints and stack views all act on the alignment rectangle).
    /// The kind's default (``ControlKind/defaultAlignmentRectInsets``: a
    /// switch's 2 pt on the right, a slider's 2 pt each side and 1 below,
    /// a segmented control's 1 below) unless overridden.
    public var alignmentRectInsets: EdgeInsets { alignmentInsetsOverride ?? kind.defaultAlignmentRectInsets }

    private func noteAlignmentInsets() { alignmentInsetsAreZero = alignmentRectInsets == EdgeInsets(all: 0) }

    /// Every guide this view owns (system, scroll and stack guides), in
    /// the order made: each names its owner by a plain pointer, which the
    /// view clears when it goes away (``LayoutGuide/owningView``).
    var ownedGuides: [LayoutGuide] {
        get { extras?.ownedGuides ?? [] }
        set { extras(unlessDefault: newValue.isEmpty)?.ownedGuides = newValue }
    }

    /// The system guides made so far (a guide takes part in layout once it
    /// has been asked for, as in UIKit).
    var marginsGuideIfMade: LayoutGuide? {
        get { extras?.marginsGuide }
        set {
            extras(unlessDefault: newValue == nil)?.marginsGuide = newValue
            window?.planInputsDidChange()
        }
    }
    var safeAreaGuideIfMade: LayoutGuide? {
        get { extras?.safeAreaGuide }
        set {
            extras(unlessDefault: newValue == nil)?.safeAreaGuide = newValue
            window?.secondPassInputsEpoch &+= 1
            window?.planInputsDidChange()
        }
    }

    /// UIView.layoutMarginsGuide: the view inset by its layout margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let g = marginsGuideIfMade { return g }
        let g = LayoutGuide(owner: self, role: .margins)
        marginsGuideIfMade = g
        setNeedsLayout()
        return g
    }
    /// UIView.safeAreaLayoutGuide.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = safeAreaGuideIfMade { return g }
        let g = LayoutGuide(owner: self, role: .safeArea)
        safeAreaGuideIfMade = g
        setNeedsLayout()
        return g
    }

    /// The guides the layout engine keeps for the view, in order: the system
    /// guides made so far (a scroll view adds its content and frame guides).
    var engineGuides: [LayoutGuide] {
        // Most views have none: no array built (a pass asks every view).
        if marginsGuideIfMade == nil && safeAreaGuideIfMade == nil { return [] }
        return [marginsGuideIfMade, safeAreaGuideIfMade].compactMap { $0 }
    }

    /// The window whose root hierarchy holds the view (set on the root view).
    var windowIfRoot: Window? {
        get { rootHandle.flatMap { $0.isAlive ? $0.window : nil } }
        set { rootHandle = newValue?.handle }
    }
    /// ``windowIfRoot``'s handle (see ``WindowHandle``).
    private var rootHandle: WindowHandle? {
        get { extras?.rootHandle }
        set { extras(unlessDefault: newValue == nil)?.rootHandle = newValue }
    }
    /// The last attempt at a direct plan that found the view arranged
    /// inside a candidate root, that took it as a candidate root, that
    /// found a constraint referring to it, and whose plan arranges it:
    /// one identity comparison answers whether an attempt did, with no set
    /// of views.
    ///
    /// With the plan's marks, where the view's frame is in a pass's read
    /// of the frames: a root's place among the plan's roots
    /// (`rootPlace`, with `root`), and an arranged view's root's place and
    /// its own in the root's arranged views (``DirectLayout/arranged``;
    /// `rootIndex` and `slot`, with `arranged`): the read finds the frame
    /// its root gave it in an array, with no frame left on each view.
    /// Two fields, not one: a view one plan arranged may be a root of the
    /// next (a row whose sibling was hidden), and the last pass's frames,
    /// read for a change report, still find it by the first plan's marks.
    struct DirectMarks {
        var inside = Stamp.none
        var root = Stamp.none
        var referenced = Stamp.none
        var arranged = Stamp.none
        var rootIndex: Int32 = -1
        var slot: Int32 = -1
        var rootPlace: Int32 = -1
    }

    deinit {
        if automaticWrapWidth != nil { View.wrapWidthsHeld.subtract(1, ordering: .relaxed) }
        // (``superviewReference`` never outlives the superview.)
        for s in subviews { s.superviewReference.clear(ifNaming: self) }
        // (Nor ``LayoutConstraint/installedOn``, nor a guide's owner.)
        for c in installedConstraints { c.holderWentAway(self) }
        for g in ownedGuides { g.ownerWentAway(self) }
    }

    public init(name: String, kind: ControlKind = .plain) {
        self.kind = kind
        let hug = kind.defaultHugging(interfaceBuilder: true)
        let cr = kind.defaultCompressionResistance(interfaceBuilder: true)
        contentHugging = (hug.horizontal, hug.vertical)
        compressionResistance = (cr.horizontal, cr.vertical)
        // (No override yet: the kind's insets, read off the argument, not
        // a copy of the stored kind.)
        alignmentInsetsAreZero = kind.defaultAlignmentRectInsets == EdgeInsets(all: 0)
        sharesTextWidth = kind.sharesTextWidth
        super.init(name: name)
    }

    override var hostView: View? { self }

    /// ``window`` when the view's cache holds, borrowed: no retain, no
    /// release (nil when the cache does not hold, and the window must be
    /// found by ``window``). The handle says whether the window is alive;
    /// the caller holds no reference across anything that could free it
    /// (a window is freed by its owner, never by its own layout pass).
    @inline(__always)
    final var cachedWindowUnretained: Unmanaged<Window>? {
        guard let h = cachedWindow, h.isAlive else { return nil }
        let w = h.windowPointer
        guard w._withUnsafeGuaranteedRef({ $0.hierarchyEpoch }) == windowEpoch else { return nil }
        return w
    }

    /// Notes `window` as the view's window (``window``'s cache) for the
    /// window's current hierarchy epoch: for a caller that knows the view
    /// is in that window's hierarchy now, as a walk up would find. The
    /// direct plan notes it on the views its roots arrange as it marks
    /// them (issue 28: after a first layout of 10 000 items, every first
    /// `frame` read walked up, and set this cache, retaining and releasing
    /// the window and its handle: a tenth of W1's first layout). The
    /// handle is written only when it is not the one held already.
    /// (`handle`: the window's ``Window/handle``, read once by the caller
    /// for all the views it notes: read per view, the lazy property
    /// retained and released it each time.)
    final func noteWindow(_ window: Window, handle: WindowHandle) {
        if cachedWindow !== handle { cachedWindow = handle }
        windowEpoch = window.hierarchyEpoch
    }

    /// The window of the view's hierarchy, if its root is a window's root view.
    ///
    /// Read in every hot loop of a layout pass (a view's traits, its
    /// screen's scale, `frame`), so it is cached: walking up to the root on
    /// every read made a pass over a tree D deep cost D² weak loads. The
    /// cache is exact: the hierarchy changes only in ``insertSubview(_:at:)``,
    /// ``removeFromSuperview()`` and a savepoint's restore, and each bumps
    /// the epoch of the windows involved, which invalidates every view's
    /// cache for them. A view in no window is never cached (nil is found by
    /// walking). The walk stops at the first ancestor with a valid cache and
    /// caches the path it took, so a pass after a change walks each view once.
    public var window: Window? {
        if let h = cachedWindow, h.isAlive, h.window.hierarchyEpoch == windowEpoch { return h.window }
        var v: View = self
        var found: Window?
        while true {
            if let h = v.cachedWindow, h.isAlive, h.window.hierarchyEpoch == v.windowEpoch {
                found = h.window
                break
            }
            guard let s = v.superview else {
                found = v.windowIfRoot
                break
            }
            v = s
        }
        guard let w = found else { return nil }
        w.windowCacheFills += 1
        var u: View? = self
        let handle = w.handle
        while let x = u, x !== v {
            x.cachedWindow = handle
            x.windowEpoch = w.hierarchyEpoch
            u = x.superview
        }
        return w
    }

    /// How many views in the process hold an ``automaticWrapWidth`` (a
    /// relaxed atomic count). While none does, a window's
    /// `forgetWrapWidths` has nothing to forget and does not walk its
    /// tree (issue 28: a list of 10 000 rows without a multi-line label
    /// walked 40 000 views before every layout, 6 % of appending a row).
    /// Exact, not a guess: a label given a wrap width counts until it
    /// loses it or goes away, wherever it is.
    static let wrapWidthsHeld = Atomic<Int>(0)

    /// The width a multi-line label wraps at now: the explicit
    /// ``preferredMaxLayoutWidth`` when set, else the automatic one.
    public var wrapWidth: Double? {
        if let p = preferredMaxLayoutWidth, p > 0 { return p }
        return automaticWrapWidth
    }

    /// The safe-area insets the last layout pass gave the view's safe-area
    /// guide (§14.4), kept for the guide's constraints; only a view whose
    /// guide was made keeps them up to date (any view's are read through
    /// ``safeAreaInsets``).
    var computedSafeAreaInsets: EdgeInsets {
        get { extras?.computedSafeAreaInsets ?? .zero }
        set { extras(unlessDefault: newValue == .zero)?.computedSafeAreaInsets = newValue }
    }

    /// UIView.safeAreaInsets after layout: the root view's reflect the
    /// status bar and the sensor housing; any other view's, the part of it
    /// its superview's safe area leaves out (uikit-stackview.md §14.4).
    public var safeAreaInsets: EdgeInsets {
        layoutIfNeeded()
        return window?.safeAreaInsets(ofLaidOut: self) ?? .zero
    }

    /// UIView.intrinsicContentSize.
    /// Text sizes round up to the pixel grid of the view's screen (@3x
    /// while the view is in no window); a multi-line label's height is
    /// that of its text wrapped at ``automaticWrapWidth``.
    public var intrinsicContentSize: Size { intrinsicContentSize(scale: window?.screen.scale ?? 3) }

    /// ``intrinsicContentSize`` on a screen of `scale` (the caller knows
    /// the view's screen: the direct path reads it once per subtree rather
    /// than asking every item for its window).
    public func intrinsicContentSize(scale: Double) -> Size {
        if let o = intrinsicSizeOverride { return o }
        let wrap = wrapWidth
        if let m = measured, m.wrapWidth == wrap, m.scale == scale { return m.size }
        // A view with fonts per size class is measured in the one in force
        // and not kept: its window's classes may change under it.
        if let e = extras, !e.fontVariations.isEmpty {
            return kindInForce.intrinsicContentSize(preferredMaxLayoutWidth: wrap, scale: scale)
        }
        let size = kind.intrinsicContentSize(preferredMaxLayoutWidth: wrap, scale: scale)
        measured = (wrap, scale, size)
        return size
    }

    override func baselineOffsets(height: Double) -> (first: Double, last: Double)? {
        kindInForce.baselineOffsets(size: Size(width: wrapWidth ?? 0, height: height), scale: window?.screen.scale ?? 3)
    }

    // MARK: The tree

    /// Whether `self` is `other` or one of its descendants.
    ///
    /// The walk compares addresses up the superview references, each view
    /// borrowed for its step: no retain and release per level (every add
    /// and arrange asks it, issue 28).
    public func isDescendant(of other: View) -> Bool {
        let target = Unmanaged.passUnretained(other).toOpaque()
        var v: UnsafeMutableRawPointer? = Unmanaged.passUnretained(self).toOpaque()
        while let x = v {
            if x == target { return true }
            v = Unmanaged<View>.fromOpaque(x)._withUnsafeGuaranteedRef { $0.superviewIdentity }
        }
        return false
    }

    /// Whether `view` is the view's superview (an address comparison, no
    /// retain: the direct plan asks it of every arranged view).
    public final func isSubview(of view: View) -> Bool {
        superviewIdentity == Unmanaged.passUnretained(view).toOpaque()
    }

    /// UIView.addSubview: appends `view` (moving it from its old superview).
    ///
    /// - Throws: ``LayoutError/cycle`` when `view` is `self` or an ancestor.
    public func addSubview(_ view: View) throws(LayoutError) {
        try insertSubview(view, at: subviews.count)
    }

    /// UIView.insertSubview(_:at:).
    public func insertSubview(_ view: View, at index: Int) throws(LayoutError) {
        try insertSubview(view, at: index, throughNew: false)
    }

    /// ``insertSubview(_:at:)`` for a subclass that gives the new subview
    /// its part at once (a stack's `addArrangedSubview` of a view that
    /// joins it): the change is listed in ``subtreeChanges`` as coming
    /// through the new subview, not as one of the view itself, so that a
    /// summary of the subviews (the direct path's node of a stack) can
    /// tell an arrival from a change of its own properties and take the
    /// arrival in without planning again (issue 28: appending a row to a
    /// list of 10 000). The caller must make the new subview's part the
    /// only change of its own this causes.
    public func insertArrivingSubview(_ view: View, at index: Int) throws(LayoutError) {
        try insertSubview(view, at: index, throughNew: true)
    }

    private func insertSubview(_ view: View, at index: Int, throughNew: Bool) throws(LayoutError) {
        // (A view without subviews has no descendant but itself: no walk
        // up from here, which costs the depth per view added.)
        if view === self || (!view.subviews.isEmpty && isDescendant(of: view)) {
            throw .cycle(view.name, into: name)
        }
        var index = index
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            if old < index { index -= 1 }
        } else {
            view.removeFromSuperview()
        }
        // (At the end, an append: the generic insert was 4 % of building
        // W1's 10 000 views, issue 28.)
        let place = max(0, min(index, subviews.count))
        // Room for four at the first (most views that have subviews have
        // a few: grown one by one, a row of three made three arrays).
        if subviews.capacity == 0 { subviews.reserveCapacity(4) }
        if place == subviews.count { subviews.append(view) } else { subviews.insert(view, at: place) }
        view.superview = self
        // (A view that left another superview was removed above, which
        // told that window; none leaves this one here.)
        if throughNew {
            view.invalidateLayoutVersions()?.hierarchyDidChange(arriving: view, viewsLeft: false)
        } else {
            invalidateLayoutVersions()?.hierarchyDidChange(arriving: nil, viewsLeft: false)
        }
    }

    /// UIView.removeFromSuperview: also deactivates the constraints that
    /// refer to the view (or its descendants) and something outside it.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let w = window
        var root: View = parent
        while let s = root.superview { root = s }
        // Constraints between the leaving subtree and the rest go away.
        for holder in root.allViews() {
            for c in holder.installedConstraints {
                let a = c.firstItem.hostView.map { $0.isDescendant(of: self) } ?? false
                let b = c.secondItem?.hostView.map { $0.isDescendant(of: self) } ?? a
                if a != b { c.deactivate() }
            }
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.invalidateLayoutVersions()
        w?.hierarchyDidChange()
    }

    /// The view and its descendants in tree order (preorder, subviews in order).
    /// A window's root view answers from the window's list, kept until the
    /// hierarchy next changes (a layout pass walks the tree several times).
    public func allViews() -> [View] {
        if let w = windowIfRoot { return w.viewsInTreeOrderArray }
        return walkedViews()
    }

    /// ``allViews()`` by walking the tree.
    func walkedViews() -> [View] { walkedViewsWithParents().views }

    /// ``allViews()`` by walking the tree, with each view's superview as
    /// its index in the list (−1 for `self`).
    func walkedViewsWithParents() -> (views: [View], parents: [Int32]) {
        var out: [View] = [], parents: [Int32] = []
        walkTree { v, p in
            out.append(v)
            parents.append(p)
        }
        return (out, parents)
    }

    /// Visits the view and its descendants in tree order, each with its
    /// superview's place in that order (−1 for `self`).
    func walkTree(_ visit: (View, Int32) -> Void) {
        var count: Int32 = 0
        var stack: [(View, Int32)] = [(self, -1)]
        while let (v, p) = stack.popLast() {
            let i = count
            visit(v, p)
            count += 1
            for s in v.subviews.reversed() { stack.append((s, i)) }
        }
    }

    // MARK: Hooks for subclasses

    /// UIView.updateConstraints: a subclass brings the constraints it
    /// generates up to date here; the window then re-solves only what
    /// changed. Called through ``updateConstraintsIfNeeded()``, never
    /// directly. The default does nothing.
    open func updateConstraints() {}

    // MARK: Generated constraints on demand (UIKit's setNeedsUpdateConstraints)

    /// Whether an input of the view's generated constraints changed since
    /// ``updateConstraints()`` last ran (set by ``setNeedsUpdateConstraints()``;
    /// true until the first update).
    private(set) var constraintUpdateRequested = true

    /// UIView.setNeedsUpdateConstraints: an input of the constraints the
    /// view generates changed; they are regenerated when next needed (the
    /// layout pass, when the solver sees them; any reader of
    /// ``constraints``), and the window lays out again.
    public func setNeedsUpdateConstraints() {
        constraintUpdateRequested = true
        invalidateLayoutVersions()?.setNeedsLayout()
    }

    /// ``setNeedsUpdateConstraints()`` when what changed is that `subview`
    /// arrived, just before, through ``insertArrivingSubview(_:at:)``:
    /// that arrival moved the versions up the tree (listed in
    /// ``subtreeChanges`` as a change through `subview`) and told the
    /// window, so only the request is noted here. (A second walk up from
    /// the arrival, which stopped where the first had marked, was an
    /// eighth of adding an arranged view: issue 28.)
    public func setNeedsUpdateConstraints(arriving subview: View) {
        precondition(subview.isSubview(of: self), "setNeedsUpdateConstraints(arriving:): \(subview.name) has not arrived")
        constraintUpdateRequested = true
    }

    /// UIView.needsUpdateConstraints(): whether the generated constraints
    /// are stale. A subclass adds the inputs it checks itself rather than
    /// being told of them (a stack view: the screen's scale and size
    /// classes, and the item sizes fillProportionally reads).
    open func needsUpdateConstraints() -> Bool { constraintUpdateRequested }

    /// UIView.updateConstraintsIfNeeded, for this view only (UIKit's also
    /// walks the subtree): runs ``updateConstraints()`` when
    /// ``needsUpdateConstraints()``. The layout pass calls it for every
    /// view whose generated constraints the solver sees (not those a
    /// directly arranged subtree stands for, see ``DirectLayout``), a
    /// fitting-size computation for the views it measures, and
    /// ``constraints`` on every read.
    public func updateConstraintsIfNeeded() {
        guard needsUpdateConstraints() else { return }
        constraintUpdateRequested = false
        updateConstraints()
    }

    /// Marks the constraints the superview generates as stale: the view
    /// changed a property a superview's generator reads (a stack view reads
    /// its arranged views' `isHidden`, `kind`, hugging and compression
    /// resistance), and the window lays out again.
    private func superviewInputChanged() {
        superview?.constraintUpdateRequested = true
        invalidateLayoutVersions()?.setNeedsLayout()
    }

    /// The subviews in the order the view lays them out, for tie-breaks
    /// among equal priorities (earlier gives way first). The default is
    /// `subviews`; a stack view puts its arranged subviews first.
    open var subviewsInLayoutOrder: [View] { subviews }

    /// Whether ``subviewsInLayoutOrder`` is `subviews` as it is (the
    /// default; a stack view whose subviews are all arranged, in order):
    /// a tree of such views is laid out in tree order, which the window
    /// keeps, and need not be walked again for its ranks
    /// (``Window/stableRanks()``). No array is made to tell.
    open var laysOutInSubviewOrder: Bool { true }

    /// A subclass whose ``subviewsInLayoutOrder`` changed without a subview
    /// arriving, leaving or moving (a stack's arranged subviews) says so:
    /// the window ranks its views again (``Window/stableRanks()``).
    public func layoutOrderDidChange() { window?.layoutOrderMayHaveChanged() }

    /// The view's direct arrangement for the coming pass (see
    /// ``DirectLayout``), or nil when the solver must see its subtree's
    /// constraints: the default. The window chooses its plan before it
    /// brings any generated constraint up to date (those of the subtrees it
    /// arranges directly stay stale), so the answer must not depend on the
    /// view's generated constraints; the window also checks that no
    /// constraint other than the view's own generated ones refers to an
    /// arranged view.
    open func directLayout() -> DirectLayout? { nil }

    /// UIView.willRemoveSubview: `subview` is about to leave `subviews`
    /// (removeFromSuperview, or a move to another superview). The default
    /// does nothing.
    open func willRemoveSubview(_ subview: View) {}

    /// A copy of the view's own state that ``ViewSavepoint/restore()`` puts
    /// back (see ``ViewSavepoint``); a subclass adds its own state.
    open func savepoint() -> ViewSavepoint {
        ViewSavepoint(self)
    }

    /// Marks the window's layout as out of date (UIKit's setNeedsLayout;
    /// a change to an input of generated constraints also calls
    /// ``setNeedsUpdateConstraints()``), and what the layout derives from
    /// the view's subtree (``layoutVersion``). Every property of a view that
    /// layout reads calls one of the two (or ``superviewInputChanged()``)
    /// when it changes.
    public func setNeedsLayout() { invalidateLayoutVersions()?.setNeedsLayout() }

    /// A counter of changes to what layout reads of the view's subtree: one
    /// of its properties (everything that calls ``setNeedsLayout()``,
    /// ``setNeedsUpdateConstraints()`` or ``superviewInputChanged()``), a
    /// subview arriving or leaving, a new wrap width, a restored savepoint,
    /// on the view or any descendant. It only grows, so a value computed
    /// from the subtree and kept with the counter at that time (the direct
    /// path's summaries) is current while the counter has not moved (the
    /// window's screen, which the subtree also reads, is not counted: such
    /// a cache keys on it). Like Yoga's `markDirty`, a change marks every
    /// ancestor too.
    public var layoutVersion: UInt64 {
        noteVersionRead()
        return storedLayoutVersion
    }

    /// The versions' epoch (``invalidateLayoutVersions()``): it moves
    /// whenever a version moved in the current epoch is read, a view
    /// leaves a superview or arrives with a subtree, a savepoint is
    /// restored and a window goes away. Shared by every window (an
    /// atomic: sessions run on several threads; another thread's epoch
    /// only makes a walk here go further up).
    static let versionEpoch = Atomic<UInt64>(1)

    /// Starts a new epoch of ``versionEpoch``.
    static func newVersionEpoch() { versionEpoch.add(1, ordering: .relaxed) }

    /// A reader sees the version: if it moved in the current epoch, the
    /// epoch ends, so that the next change walks all the way up again.
    @inline(__always)
    private func noteVersionRead() {
        if bumpEpoch != 0 && bumpEpoch == View.versionEpoch.load(ordering: .relaxed) { View.newVersionEpoch() }
    }

    /// Moves ``layoutVersion`` on the view and every ancestor; returns the
    /// window the hierarchy is in (one walk up for both).
    ///
    /// Like Yoga's `markDirty`, the walk stops at an ancestor that is
    /// already marked, so that building a tree D deep costs D steps, not
    /// D²: an ancestor whose version moved in the current epoch
    /// (``versionEpoch``: no version that moved in it has been read), the
    /// last time through the same subview (so its ``subtreeChanges`` list
    /// this change's path). Every ancestor above it then moved in the same
    /// epoch too, and listed the path, so moving them again would tell a
    /// reader nothing new; the window is the one that walk found.
    @discardableResult
    func invalidateLayoutVersions() -> Window? {
        let epoch = View.versionEpoch.load(ordering: .relaxed)
        storedLayoutVersion &+= 1
        if keepsSubtreeChanges { subtreeChangesStorage.note(nil, at: storedLayoutVersion) }
        // Up by ``superviewReference``, each view borrowed for the step (no
        // retain, no release: the tree holds every one of them).
        var current = Unmanaged.passUnretained(self)
        var stop: Unmanaged<View>? = nil
        while let up = current._withUnsafeGuaranteedRef({ $0.superviewReference.unmanaged }) {
            let child = current._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
            let marked = up._withUnsafeGuaranteedRef { s -> Bool in
                let keeps = s.keepsSubtreeChanges
                if s.bumpEpoch == epoch && (!keeps || s.subtreeChangesStorage.entries.last?.through == child) {
                    return true
                }
                s.storedLayoutVersion &+= 1
                if keeps { s.subtreeChangesStorage.note(child, at: s.storedLayoutVersion) }
                return false
            }
            if marked {
                stop = up
                break
            }
            current = up
        }
        let window = stop.map { $0._withUnsafeGuaranteedRef { $0.bumpWindow } }
            ?? current._withUnsafeGuaranteedRef { $0.windowIfRoot }
        // The views moved are marked with the epoch and the window.
        var v: Unmanaged<View>? = Unmanaged.passUnretained(self)
        while let x = v, x.toOpaque() != stop?.toOpaque() {
            v = x._withUnsafeGuaranteedRef { u in
                u.bumpEpoch = epoch
                u.bumpWindow = window
                return u.superviewReference.unmanaged
            }
        }
        return window
    }

    /// Whether the view lists the changes that move its ``layoutVersion``
    /// (``subtreeChanges``): a stack view does, so that its direct-path
    /// summary re-plans only the items that changed (issue 28, item 2).
    open var keepsSubtreeChanges: Bool { false }

    /// The last changes that moved ``layoutVersion`` (kept only where
    /// ``keepsSubtreeChanges``): for each, the version it moved to and the
    /// subview it came through. A change of the view itself (a property, a
    /// subview added the plain way or leaving, a restored savepoint) is not
    /// listed: it moves `since` past every entry (see ``note(_:at:)``).
    public struct SubtreeChanges {
        /// Every change that moved the version past `since` is listed.
        public fileprivate(set) var since: UInt64 = 0
        public fileprivate(set) var entries: [(version: UInt64, through: ObjectIdentifier?)] = []

        /// How many changes are kept: past that the older half is
        /// forgotten (a summary older than `since` is then re-planned
        /// whole).
        static let capacity = 32

        /// A change of the view itself (`through` nil) is not listed: no
        /// summary older than it can be derived, which `since` alone says
        /// (every query from before it finds nothing to derive from, as a
        /// listed nil did), and the list starts again empty. A stack's
        /// properties set as it is made (axis, spacing, alignment: one
        /// change each) then cost no entry; a row of a list grew its list
        /// four times, 368 bytes in four blocks (issue 28, item 6). The
        /// first entry makes room for four.
        mutating func note(_ through: ObjectIdentifier?, at version: UInt64) {
            guard through != nil else {
                since = version
                entries.removeAll(keepingCapacity: true)
                return
            }
            if entries.capacity == 0 { entries.reserveCapacity(4) }
            if entries.count == Self.capacity {
                // The older half goes, and `since` moves to the last change
                // forgotten: every change after it is still listed. (The
                // list used to start again empty, from this change on, so
                // that every 33rd change, a summary made just before it,
                // the last pass's, was re-planned whole: a list of 10 000
                // rows measured and summed again every 16 hides of a row.)
                let half = Self.capacity / 2
                since = entries[half - 1].version
                entries.removeFirst(half)
            }
            entries.append((version, through))
        }

        /// The subviews through which changes came after `version`; nil
        /// when the view changed itself since, or when changes since are
        /// no longer all listed.
        public func subviewsChanged(after version: UInt64) -> [ObjectIdentifier]? {
            guard since <= version else { return nil }
            var out: [ObjectIdentifier] = []
            for e in entries.reversed() {
                if e.version <= version { break }
                guard let id = e.through else { return nil }
                if !out.contains(id) { out.append(id) }
            }
            return out
        }
    }

    /// See ``SubtreeChanges``.
    public var subtreeChanges: SubtreeChanges {
        noteVersionRead()
        return subtreeChangesStorage
    }
    private var subtreeChangesStorage = SubtreeChanges()

    // MARK: Layout

    /// UIView.layoutIfNeeded: runs the window's layout pass.
    public func layoutIfNeeded() { window?.layoutIfNeeded() }

    /// The frame in the superview's coordinates after the last layout pass,
    /// snapped to the device's pixel grid.
    ///
    /// The read path (issue 28: reading W1's 10 000 frames after a resize
    /// was 70 % of it, half of that retains and releases): the window is
    /// borrowed from the view's cached handle while that cache holds
    /// (``window``'s conditions), not retained, and the frame is read by
    /// places (`SolvedFrames.quickRelativeFrame(of:)`); anything else
    /// goes the general way, with the same result.
    public var frame: Rect {
        if let w = cachedWindowUnretained { return w._withUnsafeGuaranteedRef { $0.readFrame(of: self) } }
        return window?.frame(of: self) ?? .zero
    }
    /// The frame in root-view (screen) coordinates: moved by the content
    /// offset of every scroll view the view is inside (``frame`` is not).
    public var screenFrame: Rect { window?.screenFrame(of: self) ?? .zero }
    /// UIView.bounds: origin zero, the frame's size (a scroll view's origin
    /// is its content offset).
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// UIView.hasAmbiguousLayout: some part of the frame has more than one
    /// value at the optimum.
    public var hasAmbiguousLayout: Bool { window?.isAmbiguous(self) ?? false }
}

/// The fields of a view that most views leave at their defaults: margins
/// and insets, drawing properties, an explicit wrap width, the guides made
/// on it and the window it is the root of. Kept apart, and made only when
/// one of them is set to something else (a stack's margins, a label's
/// wrap width, a root view's window), so that a view is about half as
/// large (issue 28, item 6: W1's 10 000 views were 664 bytes each, and
/// every new page of them, built for a first layout, a fault). A view
/// reads each through its own property, which gives the default when
/// there is no `ViewExtras`.
final class ViewExtras {
    var alpha = 1.0
    var controlValue = 0.0
    var contentMode = ContentMode.scaleToFill
    /// Nil: the class's ``View/defaultLayoutMargins``.
    var layoutMargins: EdgeInsets? = nil
    var preservesSuperviewLayoutMargins = false
    var inheritedMargins = EdgeInsets.zero
    var alignmentInsetsOverride: EdgeInsets? = nil
    var preferredMaxLayoutWidth: Double? = nil
    var fontVariations: [FontVariation] = []
    var automaticWrapWidth: Double? = nil
    var computedSafeAreaInsets = EdgeInsets.zero
    var ownedGuides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide? = nil
    var safeAreaGuide: LayoutGuide? = nil
    var rootHandle: WindowHandle? = nil
}
