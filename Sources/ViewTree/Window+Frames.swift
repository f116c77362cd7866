import ConstraintSolver
import Geometry

/// One layout pass, as the window remembers it (``Window/lastPass``): a
/// token unique in the process, so that a reading kept for a pass
/// (Window+DirectReading.swift) is never mistaken for another pass's.
typealias PassToken = Stamp

/// What one directly arranged root gave in a pass: the views it arranges
/// (``DirectLayout/arranged``) and their frames as its arrangement gave
/// them, unsnapped, in the solver's coordinates.
struct ArrangedFrames {
    var views = GrowingList<View>()
    var frames: [Rect] = []
}

/// Every item's frame after a pass in the solver's (unscrolled) root
/// coordinates, pixel-snapped (nil: the pass gave it none).
///
/// **Read lazily** (issue 28, item 3). The pass itself visits only the
/// views no root arranges directly (the roots, and the views around
/// them) and keeps their frames by their place in the pass's views
/// (``View/frameIndex``, written when the tree order changes, not per
/// pass). A directly arranged view's frame is the one its root's
/// arrangement gave it, kept as the arrangement left it
/// (``ArrangedFrames``) and snapped when read: the same expression the
/// pass computed before, evaluated later, so the same bits. The pass
/// skips the whole subtree of an arranged view (a plan arranges every
/// view under an arranged view, `Window+Direct.swift`): hiding a row of
/// a list of 10 000 rows visits three views, not 40 000, and reading a
/// row's frame costs one look-up in its root's array.
///
/// A class: a pass makes a new one, fills it and never changes it after
/// (a look keeps the one it shows, `Window+Direct.swift`); a struct of
/// arrays was copied, every array retained, by each read of a frame.
final class SolvedFrames {
    /// The pass's views in tree order, each view's superview as its place
    /// there (−1 for the root), and where each view's subtree ends.
    var views = GrowingList<View>()
    var parents: [Int32] = []
    var ends: [Int32] = []
    /// The frames of the views the pass visited, by place (nil for the
    /// others, and for a visited view the pass gave no frame), up to the
    /// last place visited: none past it. (Made as the pass visits: a list
    /// of 10 000 rows arranged by one root has three views visited, at the
    /// first three places, and no array of 40 000 to fill each pass.)
    private(set) var frames: [Rect?] = []

    /// The frame the pass gave the view it visited at place `i`.
    @inline(__always)
    func visitedFrame(at i: Int) -> Rect? {
        frames.withUnsafeBufferPointer { i < $0.count ? $0[i] : nil }
    }

    /// Notes the frame of the view visited at place `i` (places are
    /// visited in order).
    func setVisitedFrame(_ r: Rect?, at i: Int) {
        if i >= frames.count { frames.append(contentsOf: repeatElement(nil, count: i + 1 - frames.count)) }
        frames[i] = r
    }
    var guides: [ObjectIdentifier: Rect] = [:]
    /// The plan whose marks (``View/DirectMarks``) find an arranged view's
    /// frame, and its roots' arrangements by the roots' places (an empty
    /// one for a root whose frames the pass visited one by one).
    var attempt = Stamp.none
    var arranged: [ArrangedFrames] = []
    var scale = 1.0
    /// How many views the pass visited (a debug counter: the rest are
    /// read when asked for).
    var visited = 0
    /// The ``Window/treeOrderID`` of ``views``.
    var treeID: UInt64 = 0
    /// Where each arranged view is, for a view whose marks a later plan
    /// wrote over (made once, when first asked).
    private var places: [ObjectIdentifier: (root: Int, slot: Int)]?

    init() {}

    init(views: GrowingList<View>, parents: [Int32], ends: [Int32], attempt: Stamp, rootCount: Int, scale: Double) {
        self.views = views
        self.parents = parents
        self.ends = ends
        self.attempt = attempt
        arranged = [ArrangedFrames](repeating: ArrangedFrames(), count: rootCount)
        self.scale = scale
    }

    /// The view's place in the pass's views, if it was in the pass.
    func index(of view: View) -> Int? {
        let i = Int(view.frameIndex)
        guard i >= 0, i < views.count, views[i] === view else { return nil }
        return i
    }

    /// Where the pass found `view` arranged: its root's place and its own
    /// in the root's arranged views; nil for a view the pass visited.
    func arrangedPlace(of view: View) -> (root: Int, slot: Int)? {
        guard !arranged.isEmpty else { return nil }
        let m = view.directMarks
        if m.arranged == attempt {
            let r = Int(m.rootIndex), s = Int(m.slot)
            guard r >= 0, r < arranged.count, s >= 0, s < arranged[r].views.count, arranged[r].views[s] === view
            else { return nil }
            return (r, s)
        }
        // Stamps only grow: an older mark is a view this plan did not
        // arrange; a newer one, a view a later plan marked again.
        guard m.arranged.value > attempt.value else { return nil }
        if places == nil {
            var t: [ObjectIdentifier: (root: Int, slot: Int)] = [:]
            for (r, a) in arranged.enumerated() {
                for (s, v) in a.views.enumerated() { t[ObjectIdentifier(v)] = (r, s) }
            }
            places = t
        }
        return places?[ObjectIdentifier(view)]
    }

    /// The snapped frame of the view at place `i`.
    func frame(at i: Int) -> Rect? {
        let view = views[i]
        if let (r, s) = arrangedPlace(of: view) { return Self.snapped(arranged[r].frames[s], of: view, scale: scale) }
        return visitedFrame(at: i)
    }

    /// The frame of the view at place `i` in its superview's coordinates
    /// (nil when it or its superview has none).
    func relativeFrame(at i: Int) -> Rect? {
        let p = Int(parents[i])
        guard p >= 0, let r = frame(at: i), let o = frame(at: p)?.origin else { return nil }
        return Rect(x: r.origin.x - o.x, y: r.origin.y - o.y, width: r.size.width, height: r.size.height)
    }

    /// ``relativeFrame(at:)`` of a view the pass arranged (read lazily);
    /// nil for a view it visited.
    func arrangedRelativeFrame(at i: Int) -> Rect? {
        guard arrangedPlace(of: views[i]) != nil else { return nil }
        return relativeFrame(at: i)
    }

    /// A frame as the solver or an arrangement places it (the alignment
    /// rectangle), reaching past it by the view's insets, snapped.
    static func snapped(_ solved: Rect, of view: View, scale: Double) -> Rect {
        outset(solved, of: view).snapped(scale: scale)
    }

    /// The frame around an alignment rectangle, by the view's insets.
    static func outset(_ r: Rect, of view: View) -> Rect {
        guard !view.alignmentInsetsAreZero else { return r }
        let insets = view.alignmentRectInsets
        return Rect(x: r.origin.x - insets.left, y: r.origin.y - insets.top,
                    width: r.size.width + insets.left + insets.right,
                    height: r.size.height + insets.top + insets.bottom)
    }

    /// ``Window/frame(ofLaidOut:)`` by places alone, for the common case:
    /// the view and its superview both in the pass, each either arranged
    /// by this pass's plan (its marks give its root's place and its own,
    /// where its unsnapped frame is) or visited (its snapped frame at its
    /// place). Nil for anything else (a view or superview not in the pass,
    /// a mark a later plan wrote, a frame the pass did not give), which
    /// the general read answers; where this answers, it is that read's
    /// expression, so the same bits.
    ///
    /// Every table is borrowed, not retained (issue 28: retains and
    /// releases of the window, the tables and the arrangement were half of
    /// reading W1's 10 000 frames), and identities are compared as
    /// addresses.
    @inline(__always)
    func quickRelativeFrame(of view: View) -> Rect? {
        let i = Int(view.frameIndex)
        return views.withUnsafeBufferPointer { vs -> Rect? in
            guard i >= 0, i < vs.count, vs[i] === view else { return nil }
            let p = Int(parents[i])
            guard p >= 0, let s = view.superviewIdentity,
                Unmanaged.passUnretained(vs[p]).toOpaque() == s,
                let r = quickFrame(of: view, at: i),
                let o = quickFrame(of: vs[p], at: p)
            else { return nil }
            return Rect(
                x: r.origin.x - o.origin.x, y: r.origin.y - o.origin.y, width: r.size.width,
                height: r.size.height)
        }
    }

    /// ``frame(at:)`` of `view`, at place `i`, for ``quickRelativeFrame(of:)``:
    /// nil where that read would look further (or finds no frame).
    @inline(__always)
    private func quickFrame(of view: View, at i: Int) -> Rect? {
        let m = view.directMarks
        guard m.arranged == attempt, !arranged.isEmpty else {
            // Not arranged by this plan: visited (a newer mark: the
            // general read looks the view up).
            guard m.arranged.value <= attempt.value || arranged.isEmpty else { return nil }
            return visitedFrame(at: i)
        }
        let r = Int(m.rootIndex), s = Int(m.slot)
        return arranged.withUnsafeBufferPointer { a -> Rect? in
            guard r >= 0, r < a.count else { return visitedFrame(at: i) }
            return a[r].views.withUnsafeBufferPointer { av -> Rect? in
                guard s >= 0, s < av.count, av[s] === view else { return visitedFrame(at: i) }
                let f = a[r].frames.withUnsafeBufferPointer { $0[s] }
                return Self.snapped(f, of: view, scale: scale)
            }
        }
    }

    /// The view's frame, if the pass read it.
    subscript(view: View) -> Rect? {
        guard let i = index(of: view) else { return nil }
        return frame(at: i)
    }

    /// The item's frame (a view's or a guide's), if the pass read it.
    subscript(item: LayoutItem) -> Rect? {
        if let view = item as? View { return self[view] }
        return guides[ObjectIdentifier(item)]
    }
}

extension Window {
    // MARK: - Reading frames

    /// Reads the frames of the pass, snapped to the pixel grid: every view
    /// no root arranges directly now, and each root's arrangement, from
    /// which its views' frames are read when asked for (``SolvedFrames``).
    /// Along an axis no constraint refers to, a view keeps its last frame
    /// (in its superview's coordinates), as a UIKit view does when Auto
    /// Layout stops managing it (e.g. after removeArrangedSubview); a view
    /// never laid out starts at the origin with its intrinsic size.
    func readFrames() {
        let previous = solvedFrames
        let previousRoot = previous[rootView]
        lastPass = Stamp.next()
        let views = viewsInTreeOrder, parents = treeParents
        let n = views.count
        // The tree order changes only with the hierarchy: then each view
        // learns its new place (what it had is kept for this pass, to find
        // it in the last one), and where each subtree ends is found again.
        let sameWalk = previous.views.isIdentical(to: views)
        // When views were only appended to the order since (a row appended
        // to a list, ``Window/treeOrderID``), the last pass's views are the
        // first ones, at the same places: only the new ones learn theirs.
        let keptPrefix = !sameWalk && previous.treeID == treeOrderID && previous.views.count <= n
            ? previous.views.count : 0
        var previousPlaces: [Int32] = []
        // How many views of the last pass are in this one.
        var stayed = previous.views.count
        let ends: [Int32]
        if sameWalk {
            ends = previous.ends
        } else {
            previousPlaces.reserveCapacity(n - keptPrefix)
            stayed = keptPrefix
            // (Each view borrowed where it lies, compared by address: no
            // retain and release per view, issue 28.)
            views.withUnsafeBufferPointer { b in
                previous.views.withUnsafeBufferPointer { p in
                    for i in keptPrefix..<n {
                        Unmanaged.passUnretained(b[i])._withUnsafeGuaranteedRef { view in
                            let j = view.frameIndex
                            previousPlaces.append(j)
                            if j >= 0 && Int(j) < p.count
                                && Unmanaged.passUnretained(p[Int(j)]).toOpaque() == Unmanaged.passUnretained(view).toOpaque()
                            {
                                stayed += 1
                            }
                            view.frameIndex = Int32(i)
                        }
                    }
                }
            }
            if keptPrefix > 0 {
                ends = Self.subtreeEnds(parents, extending: previous.ends)
                for case let sv as ScrollView in views[keptPrefix...] { scrollViewsInLastPass.append(sv) }
            } else {
                ends = Self.subtreeEnds(parents)
                var scrollViews: [ScrollView] = []
                views.forEachBorrowed { if let sv = $0 as? ScrollView { scrollViews.append(sv) } }
                scrollViewsInLastPass = scrollViews
            }
        }
        /// The place of the view at `i` in the last pass, if it was there.
        func previousIndex(_ i: Int) -> Int? {
            if sameWalk || i < keptPrefix { return i }
            let j = Int(previousPlaces[i - keptPrefix])
            return j >= 0 && j < previous.views.count && previous.views[j] === views[i] ? j : nil
        }
        /// The view's frame after the last pass when that pass arranged it
        /// (``lastFrames`` holds the others').
        func previousArranged(_ i: Int) -> Rect? {
            guard !previous.arranged.isEmpty, let j = previousIndex(i) else { return nil }
            return previous.arrangedRelativeFrame(at: j)
        }
        let scale = screen.device.scale
        // Filled in tree order: a frame read during the loop (a superview's)
        // is there, and a later view's is not, as in a table built as it
        // goes.
        solvedFrames = SolvedFrames(
            views: views, parents: parents, ends: ends, attempt: directPlan.attempt,
            rootCount: directPlan.rootCount, scale: scale)
        solvedFrames.treeID = treeOrderID
        solvedFrames.guides.reserveCapacity(previous.guides.count)
        // The views visited are those no root arranges (a list of 10 000
        // rows visits three: a table for 40 000 was made and paged in).
        if lastFrames.isEmpty { lastFrames.reserveCapacity(max(0, n - directPlan.arrangedCount)) }
        let recording = changeLog != nil
        // While recording: the last frames of the views visited, before
        // this pass writes over them.
        var visitedBefore: [Int: Rect?] = [:]
        // A root whose arrangement does not give every view a frame has its
        // views visited one by one, as before there were arrangements.
        // (Made when first needed: most arrangements give every frame.)
        var arrangedFrames: [[Rect]] = []
        var i = 0
        while i < n {
            let view = views[i]
            if directPlan.arranges(view) {
                let root = Int(view.directMarks.rootIndex)
                // Its root's arrangement holds its frame and those of its
                // subtree (a plan arranges every view below an arranged one).
                if !solvedFrames.arranged[root].views.isEmpty {
                    i = Int(ends[i])
                    continue
                }
            }
            solvedFrames.visited += 1
            let id = ObjectIdentifier(view)
            let parentIndex = Int(parents[i])
            let last = previousArranged(i) ?? lastFrames[id]
            if recording { visitedBefore[i] = last }
            var arranged: Rect? = nil
            if directPlan.arranges(view) {
                let root = Int(view.directMarks.rootIndex), slot = Int(view.directMarks.slot)
                if root < arrangedFrames.count, slot < arrangedFrames[root].count { arranged = arrangedFrames[root][slot] }
            }
            var solved = arranged
            if solved == nil, let v = view.variables { solved = rect(of: v) }
            // Where the pass goes next: past the subtree of a root whose
            // arrangement holds every view in it (none is visited), else
            // the next view.
            var next = i + 1
            if var r = solved {
                let direct = directPlan.layout(of: view)
                if let d = direct {
                    let place = Int(view.directMarks.rootPlace)
                    let frames = d.arrange(r)
                    if frames.count == d.arranged.count && !frames.isEmpty {
                        solvedFrames.arranged[place] = ArrangedFrames(views: d.arranged, frames: frames)
                        // The arranged views are distinct views of the
                        // subtree: as many is all of them (a list of
                        // 10 000 rows was walked row by row to skip each).
                        if d.arranged.count == Int(ends[i]) - i - 1 { next = Int(ends[i]) }
                    } else {
                        if arrangedFrames.isEmpty {
                            arrangedFrames = [[Rect]](repeating: [], count: directPlan.rootCount)
                        }
                        arrangedFrames[place] = frames
                    }
                }
                // The solver and the direct path place the alignment
                // rectangle; the frame reaches past it by the insets.
                r = SolvedFrames.outset(r, of: view)
                // A directly arranged view, or a root, is placed on both axes.
                if arranged == nil, direct == nil, parentIndex >= 0 {
                    let axes = referencedAxes[id] ?? (false, false)
                    if !axes.horizontal || !axes.vertical {
                        r = keptFrame(view, solved: r, parentIndex: parentIndex, last: last, axes: axes)
                    }
                }
                solvedFrames.setVisitedFrame(r.snapped(scale: scale), at: i)
            }
            for guide in view.engineGuides {
                guard let v = guide.variables else { continue }
                solvedFrames.guides[ObjectIdentifier(guide)] = rect(of: v).snapped(scale: scale)
            }
            // Kept for the next pass, in superview coordinates (written
            // only when it changed: savepoints share the dictionary); a
            // frame the last pass arranged is written here once the view
            // is visited.
            if let kept = solvedFrames.relativeFrame(at: i) ?? last, lastFrames[id] != kept { lastFrames[id] = kept }
            i = next
        }
        if stayed < previous.views.count {
            // The views that left: their last frames, where only the last
            // pass's arrangement held them, go to ``lastFrames``.
            for (j, view) in previous.views.enumerated() where solvedFrames.index(of: view) == nil {
                let before = previous.arrangedRelativeFrame(at: j)
                if let before, lastFrames[ObjectIdentifier(view)] != before { lastFrames[ObjectIdentifier(view)] = before }
            }
        }
        if recording {
            noteChanges(previous: previous, previousRoot: previousRoot, someLeft: stayed < previous.views.count) { i in
                if let b = visitedBefore[i] { return b }
                return previousArranged(i) ?? self.lastFrames[ObjectIdentifier(views[i])]
            } previousIndex: { previousIndex($0) }
        }
        viewsInLastPass = views
        viewsInLastPassTreeID = treeOrderID
        // Content sizes: record what changed.
        var sizes: [ObjectIdentifier: Size] = [:]
        for sv in scrollViewsInLastPass {
            let id = ObjectIdentifier(sv)
            let new = sv.currentContentSize
            let old = contentSizes[id] ?? .zero
            sizes[id] = new
            if new != old {
                contentSizeChanges.append(ContentSizeChange(
                    scrollView: sv.name, old: old, new: new,
                    scrollsVertically: sv.currentScrolls(.vertical),
                    scrollsHorizontally: sv.currentScrolls(.horizontal)))
            }
        }
        contentSizes = sizes
    }

    /// Where each view's subtree ends in a preorder walk: the place after
    /// its last descendant.
    static func subtreeEnds(_ parents: [Int32]) -> [Int32] {
        var ends = (0..<parents.count).map { Int32($0 + 1) }
        for i in stride(from: parents.count - 1, through: 0, by: -1) {
            let p = Int(parents[i])
            if p >= 0 && ends[p] < ends[i] { ends[p] = ends[i] }
        }
        return ends
    }

    /// ``subtreeEnds(_:)`` of `parents`, whose first views' ends were
    /// `kept` before the others were appended: the new views' ends, and
    /// their ancestors' among the first ones raised (a walk up from each
    /// new view whose superview is one of them, stopping at an ancestor
    /// that already ends past it).
    static func subtreeEnds(_ parents: [Int32], extending kept: [Int32]) -> [Int32] {
        let k = kept.count, n = parents.count
        var ends = kept
        ends.reserveCapacity(n)
        for i in k..<n { ends.append(Int32(i + 1)) }
        for i in stride(from: n - 1, through: k, by: -1) {
            var p = Int(parents[i])
            let e = ends[i]
            if p >= k {
                if ends[p] < e { ends[p] = e }
                continue
            }
            while p >= 0 && ends[p] < e {
                ends[p] = e
                p = Int(parents[p])
            }
        }
        return ends
    }

    /// Views the pass visited, the others being read when asked for (a
    /// debug counter, like ``layoutPasses``; ``SolvedFrames``).
    public var viewsVisitedByLastPass: Int { solvedFrames.visited }

    /// Zero insets, compared against each view's alignment-rect insets.
    static let noInsets = EdgeInsets(all: 0)

    /// The solver's rectangle for an item's variables (unsnapped).
    func rect(of v: ItemVariables) -> Rect {
        Rect(
            x: solver.value(of: v.minX), y: solver.value(of: v.minY),
            width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    func keptFrame(
        _ view: View, solved: Rect, parentIndex: Int, last: Rect?, axes: (horizontal: Bool, vertical: Bool)
    ) -> Rect {
        let origin = solvedFrames.frame(at: parentIndex)?.origin ?? .zero
        let ics = view.intrinsicContentSize
        var r = solved
        // The length: the intrinsic size when the view has one (its content
        // size constraints still hold), else the last length.
        if !axes.horizontal {
            r.origin.x = origin.x + (last?.origin.x ?? 0)
            if ics.width == noIntrinsicMetric { r.size.width = last?.size.width ?? 0 }
        }
        if !axes.vertical {
            r.origin.y = origin.y + (last?.origin.y ?? 0)
            if ics.height == noIntrinsicMetric { r.size.height = last?.size.height ?? 0 }
        }
        return r
    }

    // MARK: - Reading the result

    /// The item's frame in root (screen) coordinates after layout,
    /// pixel-snapped: shifted by −contentOffset of every scroll view it
    /// scrolls with (the offsets snapped to the pixel grid).
    public func screenFrame(of item: LayoutItem) -> Rect {
        layoutIfNeeded()
        return currentScreenFrame(of: item)
    }

    /// ``screenFrame(of:)`` from the last pass, without laying out.
    func currentScreenFrame(of item: LayoutItem) -> Rect {
        guard let r = solvedFrames[item] else { return .zero }
        let s = scrollShift(of: item).snapped(scale: screen.device.scale)
        return r.offsetBy(dx: -s.x, dy: -s.y)
    }

    /// The item's frame from the last pass in the solver's unscrolled
    /// coordinates, without laying out.
    func solvedFrame(of item: LayoutItem) -> Rect? { solvedFrames[item] }

    /// The view's frame in its superview's coordinates after layout (for a
    /// scroll view's subview: its content coordinates, whatever the offset).
    public func frame(of view: View) -> Rect {
        layoutIfNeeded()
        return frame(ofLaidOut: view)
    }

    /// The view's frame as ``frame(of:)`` reads it, or nil when the view is
    /// not in this window (the last pass did not read it); lays out first.
    public func frameIfInWindow(_ view: View) -> Rect? {
        layoutIfNeeded()
        return solvedFrames.index(of: view) != nil ? frame(ofLaidOut: view) : nil
    }

    /// The view's frame as the last layout pass left it, without laying
    /// out: what UIKit's `frame` reads between passes (in `viewDidLoad`,
    /// or after a constraint changed and before `layoutIfNeeded()`); nil
    /// when the view was not in that pass (UIKit's frame is then the one
    /// it was made with).
    public func frameFromLastPass(of view: View) -> Rect? {
        solvedFrames.index(of: view) != nil ? frame(ofLaidOut: view) : nil
    }

    /// ``frame(of:)`` as `View.frame` reads it: by places where it can
    /// (``SolvedFrames/quickRelativeFrame(of:)``), the same frame.
    @inline(__always)
    func readFrame(of view: View) -> Rect {
        if needsLayout { layoutIfNeeded() }
        if let r = solvedFrames.quickRelativeFrame(of: view) {
            assert(r == frame(ofLaidOut: view), "\(view.name)'s frame read by places is not its frame")
            return r
        }
        return frame(ofLaidOut: view)
    }

    /// ``frame(of:)`` from the last pass, without laying out.
    func frame(ofLaidOut view: View) -> Rect {
        let f = solvedFrames
        let i = f.index(of: view)
        let r = i.flatMap { f.frame(at: $0) } ?? .zero
        guard let s = view.superview else { return r }
        // The superview of the pass, found by its place (no look-up).
        let p = i.map { Int(f.parents[$0]) } ?? -1
        let o = (p >= 0 && f.views[p] === s ? f.frame(at: p) : f[s])?.origin ?? .zero
        return Rect(x: r.origin.x - o.x, y: r.origin.y - o.y, width: r.size.width, height: r.size.height)
    }

    /// Whether part of the item's frame is not determined by its constraints.
    public func isAmbiguous(_ item: LayoutItem) -> Bool {
        holdGeneralPath()
        guard let v = item.variables else { return true }
        return ![v.minX, v.minY, v.width, v.height].allSatisfy { solver.isUnique($0) }
    }

    /// The views with an ambiguous layout, in tree order (`_autolayoutTrace`'s
    /// AMBIGUOUS LAYOUT markers).
    public func ambiguousViews() -> [View] {
        viewsInTreeOrder.filter { isAmbiguous($0) }
    }

    /// The constraints the solver holds, as descriptions, in install order.
    public var installedConstraintDescriptions: [String] {
        holdGeneralPath()
        return installed.map(\.desired.description)
    }
}
