import ConstraintSolver
import Geometry

extension Window {
    // MARK: - Reading frames

    /// Reads every frame from the solver, snapped to the pixel grid. Along an
    /// axis no constraint refers to, a view keeps its last frame (in its
    /// superview's coordinates), as a UIKit view does when Auto Layout stops
    /// managing it (e.g. after removeArrangedSubview); a view never laid out
    /// starts at the origin with its intrinsic size.
    func readFrames() {
        let previousRoot = solvedFrames[ObjectIdentifier(rootView)]
        let previousFrames = changeLog == nil ? [:] : lastFrames
        solvedFrames = [:]
        let scale = screen.device.scale
        let views = rootView.allViews()
        // Frames of directly arranged views, from their root's (preorder
        // reads a root before the views it arranges).
        var arrangedFrames: [ObjectIdentifier: Rect] = [:]
        for view in views {
            for item in [view as LayoutItem] + view.engineGuides {
                var r: Rect
                if item === view, let f = arrangedFrames.removeValue(forKey: ObjectIdentifier(view)) {
                    r = f
                } else {
                    guard let v = item.variables else { continue }
                    r = Rect(
                        x: solver.value(of: v.minX), y: solver.value(of: v.minY),
                        width: solver.value(of: v.width), height: solver.value(of: v.height))
                }
                if item === view, let d = directPlan.layouts[ObjectIdentifier(view)] {
                    for (a, f) in zip(d.arranged, d.arrange(r)) { arrangedFrames[ObjectIdentifier(a)] = f }
                }
                if item === view, view !== rootView, let parent = view.superview {
                    let axes = referencedAxes[ObjectIdentifier(view)] ?? (false, false)
                    if !axes.horizontal || !axes.vertical {
                        r = keptFrame(view, solved: r, parent: parent, axes: axes)
                    }
                }
                solvedFrames[ObjectIdentifier(item)] = r.snapped(scale: scale)
            }
            if view !== rootView, let parent = view.superview, let r = solvedFrames[ObjectIdentifier(view)],
                let o = solvedFrames[ObjectIdentifier(parent)]?.origin
            {
                lastFrames[ObjectIdentifier(view)] = Rect(
                    x: r.origin.x - o.x, y: r.origin.y - o.y, width: r.size.width, height: r.size.height)
            }
        }
        recordChanges(views: views, previousRoot: previousRoot, previousFrames: previousFrames)
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

    func keptFrame(
        _ view: View, solved: Rect, parent: View, axes: (horizontal: Bool, vertical: Bool)
    ) -> Rect {
        let origin = solvedFrames[ObjectIdentifier(parent)]?.origin ?? .zero
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
        guard let r = solvedFrames[ObjectIdentifier(item)] else { return .zero }
        let s = scrollShift(of: item).snapped(scale: screen.device.scale)
        return r.offsetBy(dx: -s.x, dy: -s.y)
    }

    /// The item's frame from the last pass in the solver's unscrolled
    /// coordinates, without laying out.
    func solvedFrame(of item: LayoutItem) -> Rect? { solvedFrames[ObjectIdentifier(item)] }

    /// The view's frame in its superview's coordinates after layout (for a
    /// scroll view's subview: its content coordinates, whatever the offset).
    public func frame(of view: View) -> Rect {
        layoutIfNeeded()
        return frame(ofLaidOut: view)
    }

    /// ``frame(of:)`` from the last pass, without laying out.
    func frame(ofLaidOut view: View) -> Rect {
        let r = solvedFrames[ObjectIdentifier(view)] ?? .zero
        guard let s = view.superview else { return r }
        let o = solvedFrames[ObjectIdentifier(s)]?.origin ?? .zero
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
