import ConstraintSolver
import Geometry

/// The screen a view hierarchy lives on, and its layout engine: `UIWindow`
/// plus the root view of its view controller, plus UIKit's Auto Layout engine.
///
/// The root view fills the screen; its layout margins are the screen's (16 or
/// 20 at the sides, plus the safe area) and its safe-area guide is the screen
/// inset by the status bar and the safe area. ``layoutIfNeeded()`` runs the
/// layout pass: it compares the constraints the tree asks for with those the
/// solver holds and adds or removes only the difference, so a change re-solves
/// incrementally; then it reads every frame, snapped to the pixel grid.
///
/// **Conflicts.** When a required constraint cannot hold with the others,
/// the window does what UIKit does: it reports the constraints involved
/// ("Unable to simultaneously satisfy constraints."), breaks one and goes on.
/// Which one is StackLab's documented rule, after what UIKit's logs show: an
/// app constraint before a system-generated one (a stack view's UISV-…), and
/// among app constraints the most recently added.
///
/// **Scroll views.** The solver's coordinates are *unscrolled*: a scroll
/// view's content origin sits at the scroll view's frame origin whatever its
/// content offset, so its descendants' solved frames are in content
/// coordinates shifted by the scroll view's position. The offset is applied
/// only when frames are read: ``frame(of:)`` (superview coordinates, a scroll
/// view's bounds being its content coordinates) ignores it and
/// ``screenFrame(of:)`` subtracts every enclosing scroll view's offset. So
/// scrolling re-solves nothing, unless an app constraint relates positions
/// across a scrolling boundary (a view pinned to `frameLayoutGuide`'s edges,
/// a "sticky" view pinned outside): such a constraint relates on-screen
/// positions, as in UIKit, so its constant carries the offsets in between
/// and an offset change re-solves that constraint only.
public final class Window {
    public private(set) var screen: Screen
    /// The screen as the last savepoint took it, shared by the savepoints
    /// taken while it stays the same (``WindowSavepoint``).
    var savedScreen: SavedScreen?
    public let rootView: View
    let solver = Solver()
    var needsLayout = true

    /// The reports of every conflict met so far, oldest first.
    public internal(set) var conflictReports: [ConflictReport] = []

    /// Layout passes run so far, and solver constraints added / removed by
    /// them (debug counters: they show that a pass is incremental).
    public internal(set) var layoutPasses = 0
    public internal(set) var constraintsAdded = 0
    public internal(set) var constraintsRemoved = 0
    /// Questions about a view's constraints answered from a directly
    /// arranged subtree's frames without a look (a debug counter, like
    /// ``layoutPasses``; Window+DirectReading.swift).
    public internal(set) var directReadings = 0
    /// Passes that took the last pass's direct plan over instead of
    /// planning from scratch (a debug counter, like ``layoutPasses``;
    /// ``DirectPlanMemo``).
    public internal(set) var keptPlans = 0
    /// Of ``keptPlans``, those that took views arrived since in
    /// (``DirectPlanMemo/arrivals``): a debug counter.
    public internal(set) var extendedPlans = 0
    /// Directly arranged roots whose solver constraints a pass took over
    /// from the last one instead of lowering them again (a debug counter,
    /// like ``layoutPasses``; ``DirectConstraintsMemo``).
    public internal(set) var reusedDirectConstraints = 0
    /// Wishes whose tie-break rank a pass took over from the last one
    /// (a debug counter; ``DirectConstraintsMemo/wishRanks``).
    public internal(set) var keptWishRanks = 0
    /// How many of those went on from a kept sum over new givers (an
    /// append; ``DirectConstraintsMemo/wishRanks``).
    public internal(set) var extendedWishRanks = 0

    var installed: [Entry] = []
    var installedIndex: [Key: Int] = [:]
    var broken: [Key: Desired] = [:]
    /// The constraints broken at a savepoint being restored, put back by the
    /// next pass (see ``restoreBroken(_:wanted:wantedIndex:)``).
    var brokenToRestore: [Key: Desired]? = nil
    /// The solver's constraints at a savepoint being restored, in the order
    /// they were installed; the next pass puts ``installed`` back in that
    /// order (see ``restoreInstalledOrder(_:)``).
    var installedOrderToRestore: [Entry]? = nil
    /// Every item's frame after the last pass in the solver's (unscrolled)
    /// root coordinates, pixel-snapped.
    var solvedFrames = SolvedFrames()
    /// What the last pass's safe-area insets are read from besides its
    /// frames (Window+SecondPass.swift); nil before the first pass.
    var safeAreaBasis: SafeAreaBasis?
    /// The tie-break rank of every view (see ``stableRanks()``).
    var ranks = IdentityTable<Double>() {
        didSet {
            ranksVersion &+= 1
            if !ranksOnlyGaining { ranksKeptVersion &+= 1 }
        }
    }
    /// Moves whenever ``ranks`` change (``DirectConstraintsMemo``).
    var ranksVersion = 0
    /// Moves whenever a view's rank changes or goes: not while views only
    /// gain ranks (``ranksOnlyGaining``, an append), so that a rank
    /// averaged over views that had theirs then still holds
    /// (``DirectConstraintsMemo/wishRanks``).
    var ranksKeptVersion = 0
    /// Set by ``stableRanks()`` while it only adds the ranks of views that
    /// had none.
    var ranksOnlyGaining = false
    /// Each directly arranged root's constraints as the last pass lowered
    /// them, by the root's identity (``DirectConstraintsMemo``).
    var directConstraintsMemo: [ObjectIdentifier: DirectConstraintsMemo] = [:]
    /// The layout order ``ranks`` were given for (empty: rank again).
    var rankedOrder = GrowingList<View>() {
        didSet {
            rankedEpoch = nil
            rankedTreeID = nil
        }
    }
    /// The ``treeOrderID`` of ``rankedOrder`` when it is the window's tree
    /// order (every view laid out its subviews in order) and no stack's
    /// arranged subviews changed since but by an arrival: then the layout
    /// order is still the tree order, with views appended at most, and
    /// ``stableRanks()`` need not compare the two (nil otherwise).
    var rankedTreeID: UInt64?
    /// The ``layoutOrderEpoch`` at which ``rankedOrder`` was last found to
    /// be the layout order (nil: not since it was last set).
    var rankedEpoch: Int?
    /// Bumped whenever the layout order may have changed: the hierarchy
    /// (``hierarchyDidChange()``) or a stack's arranged subviews
    /// (``View/layoutOrderDidChange()``). While it stays, the layout order
    /// is the one ranked last, and a pass does not walk the tree for it.
    private(set) var layoutOrderEpoch = 1

    /// See ``layoutOrderEpoch``.
    func layoutOrderMayHaveChanged() {
        layoutOrderEpoch &+= 1
        rankedTreeID = nil
    }
    /// Each view's frame after the last pass, in its superview's coordinates.
    var lastFrames: [ObjectIdentifier: Rect] = [:]
    /// The axes along which some constraint refers to a view (this pass;
    /// the views of the direct plan are placed on both, and not listed).
    var referencedAxes: [ObjectIdentifier: (horizontal: Bool, vertical: Bool)] = [:]
    /// The scroll views whose content offset some installed constraint's
    /// constant carries (it relates positions across the scroll view's
    /// boundary), with the offset used.
    var offsetsInConstraints: [ObjectIdentifier: Point] = [:]
    /// Each scroll view's content size after the last pass.
    var contentSizes: [ObjectIdentifier: Size] = [:]

    /// Every change of a scroll view's content size seen by a layout pass,
    /// oldest first (a scroll view's first layout counts as a change from
    /// zero when its content is not empty).
    public internal(set) var contentSizeChanges: [ContentSizeChange] = []

    /// Whether the layout pass may arrange stack subtrees directly (see
    /// ``LayoutConfiguration``); a change takes effect at the next pass.
    public var layoutConfiguration: LayoutConfiguration { didSet { setNeedsLayout() } }
    /// The directly arranged subtrees of the last pass.
    var directPlan = DirectPlan()
    /// What the last plan made from scratch was made from, to take it
    /// over while that holds (``DirectPlanMemo``).
    var planMemo: DirectPlanMemo?
    /// Moved by every change a direct plan reads besides the roots' own
    /// layouts: a constraint installed or uninstalled, a system guide
    /// made, the hierarchy (``DirectPlanMemo``).
    private(set) var planInputsEpoch: UInt64 = 0

    /// See ``planInputsEpoch``.
    func planInputsDidChange() { planInputsEpoch &+= 1 }

    /// A constraint was installed or uninstalled in the window's tree.
    func constraintsDidChange() {
        planInputsDidChange()
        setNeedsLayout()
    }
    /// Set while introspection (explain, ambiguity, the installed
    /// constraints) needs every constraint in the solver; cleared by the next
    /// change to the tree.
    var generalHeld = false
    /// The solver's state before the general path was held, put back at the
    /// next change (see ``holdGeneralPath()``).
    var look: LookState? = nil { didSet { lookHeld = look != nil } }
    /// Whether ``look`` holds a state: what every change asks
    /// (``setNeedsLayout()``, through ``endLook()``), answered without
    /// copying the optional state out to test it (issue 28: a copy and a
    /// destroy of the whole `LookState?` per call were a ninth of
    /// building W1's 10 000 views, two calls per arranged view).
    private(set) var lookHeld = false
    /// The last answer read off a directly arranged subtree without a look
    /// (Window+DirectReading.swift), kept for the pass it was read in.
    var reading: DirectReading? = nil
    var inLayoutPass = false
    /// The document's views and constraints installed by size class.
    var installations = SizeClassInstallations()

    /// The frame changes recorded since ``beginRecordingChanges()`` (nil
    /// while nobody records; see Window+Changes.swift).
    var changeLog: ChangeLog?
    /// The views and the scroll views of the last pass, in tree order.
    var viewsInLastPass = GrowingList<View>()
    /// The ``treeOrderID`` of ``viewsInLastPass``.
    var viewsInLastPassTreeID: UInt64 = 0
    /// The last pass's token (a reading kept for a pass names it).
    var lastPass = Stamp.next()
    var scrollViewsInLastPass: [ScrollView] = []
    /// Counts the changes that make a view take part in the second pass or
    /// leave it (Window+SecondPass.swift): a view's kind (a multi-line
    /// label), its ``View/preservesSuperviewLayoutMargins``, its safe-area
    /// guide made or put back.
    var secondPassInputsEpoch: UInt64 = 0
    /// ``secondPassViews()``'s last answer, with the views, their
    /// ``treeOrderID`` and the epoch it was found from.
    var secondPassCache: (source: GrowingList<View>, treeID: UInt64, epoch: UInt64, views: [View])?

    public init(screen: Screen, rootName: String = "root", configuration: LayoutConfiguration = .fromEnvironment) {
        self.screen = screen
        layoutConfiguration = configuration
        rootView = View(name: rootName)
        rootView.layoutMargins = screen.rootLayoutMargins
        rootView.windowIfRoot = self
    }

    deinit {
        // Views may outlive the window and name it as the window their
        // last walk up found (``View/invalidateLayoutVersions()``).
        View.newVersionEpoch()
        handle.isAlive = false
    }

    /// What the views hold to find the window (``View/window``).
    private(set) lazy var handle = WindowHandle(self)

    /// Moves the window to another screen (a device change or a rotation):
    /// the root view takes the new bounds, margins and safe area.
    public func setScreen(_ newScreen: Screen) {
        let old = screen.traitCollection
        screen = newScreen
        rootView.layoutMargins = newScreen.rootLayoutMargins
        fontVariationsFollow(from: old)
        setNeedsLayout()
    }

    /// Portrait ↔ landscape.
    public func rotate() { setScreen(screen.rotated()) }

    public func setNeedsLayout() {
        if !inLayoutPass {
            generalHeld = false
            endLook()
        }
        reading = nil
        needsLayout = true
    }

    /// Bumped whenever a view joins or leaves the window's hierarchy (or a
    /// savepoint puts superviews back): every ``View/window`` cached for
    /// this window is then out of date.
    private(set) var hierarchyEpoch = 1

    /// A view joined or left the hierarchy: views' cached windows go, and
    /// the layout is out of date.
    func hierarchyDidChange() { hierarchyDidChange(arriving: nil, viewsLeft: true) }

    /// ``hierarchyDidChange()`` when the change is `arrival` joining a
    /// stack (``View/insertArrivingSubview(_:at:)``): the kept direct plan
    /// stays, to take the arrival in (``DirectPlanMemo/arrivals``), when
    /// nothing else a plan reads moved since it was made.
    ///
    /// `viewsLeft` false: no view left the window (a view was inserted or
    /// moved among its siblings; one that left another superview first
    /// was removed, which bumped the epoch then). The views' cached
    /// windows then stay: a cache names this window at its current epoch
    /// only if its view was in the window when it was made and no view
    /// has left since, so it is still right (issue 28: after a row was
    /// appended to a list of 10 000, the first read of every row's frame
    /// walked up to the root to find the window again).
    func hierarchyDidChange(arriving arrival: View?, viewsLeft: Bool) {
        if let arrival, var memo = planMemo, memo.inputs == planInputsEpoch {
            planMemo = nil  // (appended to in place)
            planInputsDidChange()
            memo.inputs = planInputsEpoch
            memo.arrivals.append(arrival)
            planMemo = memo
        } else {
            planInputsDidChange()
            planMemo = nil
        }
        if viewsLeft { hierarchyEpoch &+= 1 }
        layoutOrderEpoch &+= 1
        // (Views appended to the tree order change no other view's part in
        // the second pass: ``Window/secondPassViews()`` reads the new ones.)
        if arrival == nil || !appendToTreeOrder(arrival!) {
            treeOrder = nil
            treeOrderArray = nil
            treeOrderID &+= 1
            secondPassInputsEpoch &+= 1
        }
        setNeedsLayout()
    }

    /// The root view's tree in preorder, with each view's superview as
    /// its index there, until the hierarchy next changes (dropped then, so
    /// that no view that left is kept alive by it).
    private var treeOrder: (views: GrowingList<View>, parents: [Int32])?

    /// ``treeOrder``'s views as an array, for ``View/allViews()``, made
    /// when first asked for after the order changed (the pass itself
    /// reads ``viewsInTreeOrder``, which an append does not copy).
    private var treeOrderArray: [View]?

    /// Names the walk ``treeOrder`` was made by: it stays while views are
    /// only appended to the order (``appendToTreeOrder(_:)``), so a reader
    /// that kept an order of that name knows its views are the first ones
    /// of the order now, and need not compare them (``Window/readFrames()``).
    private(set) var treeOrderID: UInt64 = 0

    /// How many times a view's cached window was found again by walking
    /// up (``View/window``; a debug counter, like ``treeWalks``: after an
    /// insertion, only the new views walk).
    public internal(set) var windowCacheFills = 0

    /// How many times the tree order was walked whole (a debug counter,
    /// like ``layoutPasses``: an append walks only the new subtree).
    public private(set) var treeWalks = 0

    /// Appends `arrival`'s subtree to ``treeOrder`` when it arrived after
    /// every view there (it is the last subview of its superview, and each
    /// of their ancestors the last of its own): the order a walk would give
    /// now, without the walk of every view (issue 28: appending a row to a
    /// list of 10 000 walked 40 000 views). False when it did not, or no
    /// order is kept.
    private func appendToTreeOrder(_ arrival: View) -> Bool {
        guard var t = treeOrder, let up = arrival.superview, up.subviews.last === arrival else { return false }
        var v = up
        while let s = v.superview {
            guard s.subviews.last === v else { return false }
            v = s
        }
        guard v === rootView, !t.views.isEmpty else { return false }
        // The superview's place: up from the last view of the order (its
        // last descendant before the arrival).
        var p = Int32(t.views.count - 1)
        while p >= 0 && t.views[Int(p)] !== up { p = t.parents[Int(p)] }
        guard p >= 0 else { return false }
        treeOrder = nil  // (appended in place when no one else holds it)
        treeOrderArray = nil
        let base = Int32(t.views.count)
        let (views, parents) = arrival.walkedViewsWithParents()
        t.views.append(contentsOf: views)
        t.parents.reserveCapacity(t.parents.count + parents.count)
        for q in parents { t.parents.append(q < 0 ? p : q + base) }
        treeOrder = t
        return true
    }

    /// `rootView.allViews()`, walked once per hierarchy change: the order
    /// changes only where ``hierarchyDidChange()`` is called (a subview
    /// inserted, moved or removed, a savepoint putting subviews back).
    var viewsInTreeOrder: GrowingList<View> { treeWalk.views }

    /// ``viewsInTreeOrder`` as an array (``View/allViews()``).
    var viewsInTreeOrderArray: [View] {
        if let a = treeOrderArray { return a }
        let a = Array(treeWalk.views)
        treeOrderArray = a
        return a
    }

    /// Each view's superview in ``viewsInTreeOrder``, as its index there
    /// (−1 for the root): a pass that reads every view's frame finds its
    /// superview's without a weak reference loaded per view.
    var treeParents: [Int32] { treeWalk.parents }

    private var treeWalk: (views: GrowingList<View>, parents: [Int32]) {
        if let t = treeOrder { return t }
        treeWalks += 1
        var views = GrowingList<View>(), parents: [Int32] = []
        rootView.walkTree { view, parent in
            views.append(view)
            parents.append(parent)
        }
        let t = (views, parents)
        treeOrder = t
        return t
    }
}

/// A window as its views remember it (``View/window``, the root view's
/// ``View/windowIfRoot``): held strongly by the views, it says whether the
/// window is still alive, and names it without retaining it. The views
/// held the window weakly before, which gave it a side table: every
/// retain and release of the window took the runtime's slow path, and
/// every weak load (each `frame` read) a retain and a release of its own.
/// Nothing holds a window weakly now.
final class WindowHandle {
    /// Read only while ``isAlive``.
    var window: Window { windowPointer.takeUnretainedValue() }
    /// ``window`` unretained, to borrow (`View.cachedWindowUnretained`).
    let windowPointer: Unmanaged<Window>
    /// Cleared by the window's `deinit`.
    var isAlive = true

    init(_ window: Window) { windowPointer = Unmanaged.passUnretained(window) }
}
