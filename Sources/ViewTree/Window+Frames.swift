import ConstraintSolver
import Geometry

/// One layout pass, as the views it read remember it (``View/lastPass``):
/// whether a view was in the last pass, or is in this one, is then one
/// comparison, with no set of every view built per pass. A token is a
/// ``Stamp``, unique in the process, so it is never mistaken for another
/// pass's (in any window).
typealias PassToken = Stamp

/// Every item's frame after a pass in the solver's (unscrolled) root
/// coordinates, pixel-snapped (nil: the pass gave it none): a view's at
/// its place in the pass's views (``View/frameIndex``), a guide's by
/// identity. An array written in tree order, not a table hashed per
/// view: a pass after an edit of a list of 10 000 rows hashed 40 000
/// frames in, and a look-up found each by its hash.
struct SolvedFrames {
    /// The pass's views in tree order, and their frames.
    var views: [View] = []
    var frames: [Rect?] = []
    var guides: [ObjectIdentifier: Rect] = [:]

    /// The view's frame, if the pass read it.
    subscript(view: View) -> Rect? {
        let i = Int(view.frameIndex)
        guard i >= 0, i < views.count, views[i] === view else { return nil }
        return frames[i]
    }

    /// The item's frame (a view's or a guide's), if the pass read it.
    subscript(item: LayoutItem) -> Rect? {
        if let view = item as? View { return self[view] }
        return guides[ObjectIdentifier(item)]
    }
}

extension Window {
    // MARK: - Reading frames

    /// Reads every frame from the solver, snapped to the pixel grid. Along an
    /// axis no constraint refers to, a view keeps its last frame (in its
    /// superview's coordinates), as a UIKit view does when Auto Layout stops
    /// managing it (e.g. after removeArrangedSubview); a view never laid out
    /// starts at the origin with its intrinsic size.
    func readFrames() {
        let previousRoot = solvedFrames[rootView]
        let previousPass = lastPass
        let pass = Stamp.next()
        lastPass = pass
        let views = viewsInTreeOrder, parents = treeParents
        // Filled in tree order: a frame read during the loop (a superview's)
        // is there, and a later view's is not, as in a table built as it
        // goes.
        solvedFrames = SolvedFrames(
            views: views, frames: [Rect?](repeating: nil, count: views.count),
            guides: Dictionary(minimumCapacity: solvedFrames.guides.count))
        // Room for every view's last frame at once (a first pass of a list
        // of 10 000 rows grew the table a dozen times, rehashing each).
        if lastFrames.isEmpty { lastFrames.reserveCapacity(views.count) }
        let scale = screen.device.scale
        // Frames of directly arranged views come from their root's
        // arrangement, read with the root (preorder reads a root before the
        // views it arranges) and found by the places in their marks
        // (``View/DirectMarks``); a superview's frame, by its place in
        // `views` (``treeParents``).
        var arrangedFrames = [[Rect]](repeating: [], count: directPlan.rootCount)
        for (index, view) in views.enumerated() {
            let id = ObjectIdentifier(view)
            view.frameIndex = Int32(index)
            let parentIndex = Int(parents[index])
            var arranged: Rect? = nil
            if directPlan.arranges(view) {
                let root = Int(view.directMarks.rootIndex), slot = Int(view.directMarks.slot)
                if slot < arrangedFrames[root].count { arranged = arrangedFrames[root][slot] }
            }
            var solved = arranged
            if solved == nil, let v = view.variables { solved = rect(of: v) }
            var snapped: Rect? = nil
            if var r = solved {
                let direct = directPlan.layout(of: view)
                if let d = direct { arrangedFrames[Int(view.directMarks.rootIndex)] = d.arrange(r) }
                // The solver and the direct path place the alignment
                // rectangle; the frame reaches past it by the insets.
                let insets = view.alignmentRectInsets
                if insets != Self.noInsets {
                    r = Rect(x: r.origin.x - insets.left, y: r.origin.y - insets.top,
                             width: r.size.width + insets.left + insets.right,
                             height: r.size.height + insets.top + insets.bottom)
                }
                // A directly arranged view, or a root, is placed on both axes.
                if arranged == nil, direct == nil, parentIndex >= 0 {
                    let axes = referencedAxes[id] ?? (false, false)
                    if !axes.horizontal || !axes.vertical {
                        r = keptFrame(view, solved: r, parent: views[parentIndex], axes: axes)
                    }
                }
                snapped = r.snapped(scale: scale)
                solvedFrames.frames[index] = snapped
            }
            for guide in view.engineGuides {
                guard let v = guide.variables else { continue }
                solvedFrames.guides[ObjectIdentifier(guide)] = rect(of: v).snapped(scale: scale)
            }
            // The frame in superview coordinates (``frame(of:)``'s).
            var relative: Rect? = nil
            if parentIndex >= 0, let r = snapped, let o = solvedFrames.frames[parentIndex]?.origin {
                relative = Rect(x: r.origin.x - o.x, y: r.origin.y - o.y, width: r.size.width, height: r.size.height)
            }
            if changeLog != nil {
                let now = view === rootView ? snapped ?? .zero : relative ?? frame(ofLaidOut: view)
                noteChange(of: view, now: now, previousPass: previousPass, previousRoot: previousRoot)
            }
            view.lastPass = pass
            // Kept for the next pass (written only when it changed:
            // savepoints share the dictionary).
            if let relative, lastFrames[id] != relative { lastFrames[id] = relative }
        }
        if changeLog != nil { noteLeaving(pass: pass) }
        viewsInLastPass = views
        // Content sizes: record what changed.
        var sizes: [ObjectIdentifier: Size] = [:]
        scrollViewsInLastPass = []
        for case let sv as ScrollView in views {
            scrollViewsInLastPass.append(sv)
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

    /// Zero insets, compared against each view's alignment-rect insets.
    static let noInsets = EdgeInsets(all: 0)

    /// The solver's rectangle for an item's variables (unsnapped).
    func rect(of v: ItemVariables) -> Rect {
        Rect(
            x: solver.value(of: v.minX), y: solver.value(of: v.minY),
            width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    func keptFrame(
        _ view: View, solved: Rect, parent: View, axes: (horizontal: Bool, vertical: Bool)
    ) -> Rect {
        let origin = solvedFrames[parent]?.origin ?? .zero
        let last = lastFrames[ObjectIdentifier(view)]
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
        return view.lastPass == lastPass ? frame(ofLaidOut: view) : nil
    }

    /// The view's frame as the last layout pass left it, without laying
    /// out: what UIKit's `frame` reads between passes (in `viewDidLoad`,
    /// or after a constraint changed and before `layoutIfNeeded()`); nil
    /// when the view was not in that pass (UIKit's frame is then the one
    /// it was made with).
    public func frameFromLastPass(of view: View) -> Rect? {
        view.lastPass == lastPass ? frame(ofLaidOut: view) : nil
    }

    /// ``frame(of:)`` from the last pass, without laying out.
    func frame(ofLaidOut view: View) -> Rect {
        let r = solvedFrames[view] ?? .zero
        guard let s = view.superview else { return r }
        let o = solvedFrames[s]?.origin ?? .zero
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
        rootView.allViews().filter { isAmbiguous($0) }
    }

    /// The constraints the solver holds, as descriptions, in install order.
    public var installedConstraintDescriptions: [String] {
        holdGeneralPath()
        return installed.map(\.desired.description)
    }
}
