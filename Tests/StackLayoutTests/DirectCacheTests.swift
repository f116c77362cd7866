import Geometry
import StackLayout
import Testing
import ViewTree

/// The direct path keeps each stack's summary from pass to pass and
/// recomputes it only when something it was computed from changed
/// (`DirectCache`: the subtree's ``ViewTree/View/layoutVersion``, the
/// property values in force, the screen's scale, the traits). A kept
/// summary that should have been recomputed gives stale frames, so: for
/// every input, change it on a window that was laid out (its summaries
/// kept) and compare every frame with a window built with the change from
/// the start, on the direct path and on the general one. Each change must
/// move some frame (else the comparison could not fail).
@Suite("Direct path: kept summaries follow every change")
struct DirectCacheTests {
    /// root → outer (vertical, 300 wide, margins-relative) holding a label
    /// `a`, a row `row` (b, c, d: the slack goes to the least hugging), a
    /// centred row `tight` (h, i: 400 of content squeezed into 300, the
    /// least resistant gives way), a column `col` (e, f) and, when
    /// `wrapping`, a multi-line label `g` (its height follows the width it
    /// wraps at; every layout gives it its width afresh, which changes the
    /// subtree: left out elsewhere, where it would hide a stale summary).
    /// `row` has a spacing for compact heights (landscape).
    final class Scene {
        let window: Window
        let outer = StackView(name: "outer")
        let row = StackView(name: "row")
        let tight = StackView(name: "tight")
        let col = StackView(name: "col")
        var width: LayoutConstraint!
        var views: [String: View] = [:]

        init(_ configuration: LayoutConfiguration, wrapping: Bool = false, fontVaries: Bool = false) throws {
            window = Window(screen: Screen(device: .iPhone8), configuration: configuration)
            let root = window.rootView
            try root.addSubview(outer)
            outer.axis = .vertical
            outer.spacing = 6
            outer.isLayoutMarginsRelativeArrangement = true
            width = outer.widthAnchor.constraint(equalToConstant: 300)
            try LayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                outer.topAnchor.constraint(equalTo: root.topAnchor),
                width,
            ])
            row.spacing = 4
            row.setVariation(.spacing(30), horizontal: nil, vertical: .compact)
            col.axis = .vertical
            tight.alignment = .center
            try outer.addArrangedSubview(label("a", "alpha"))
            // (Larger in compact heights: landscape.)
            if fontVaries { self["a"].setFontVariation(.system(30), horizontal: nil, vertical: .compact) }
            try outer.addArrangedSubview(row)
            try outer.addArrangedSubview(tight)
            try outer.addArrangedSubview(col)
            if wrapping {
                try outer.addArrangedSubview(label("g", "a label long enough to wrap over several lines in 300 points", lines: 0))
            }
            for (name, w, hug) in [("b", 30.0, 250.0), ("c", 40, 251), ("d", 20, 252)] {
                try row.addArrangedSubview(leaf(name, w, 20, hug: hug))
            }
            try tight.addArrangedSubview(leaf("h", 200, 20, resist: 750))
            try tight.addArrangedSubview(leaf("i", 200, 30, resist: 740))
            try col.addArrangedSubview(leaf("e", 50, 10))
            try col.addArrangedSubview(leaf("f", 80, 10))
        }

        func leaf(_ name: String, _ w: Double, _ h: Double, hug: Double = 250, resist: Double = 750) -> View {
            let v = View(name: name)
            v.intrinsicSizeOverride = Size(width: w, height: h)
            v.contentHugging = (hug, hug)
            v.compressionResistance = (resist, resist)
            views[name] = v
            return v
        }

        func label(_ name: String, _ text: String, lines: Int = 1) -> View {
            let v = View(name: name, kind: .label(text: text, lines: lines))
            views[name] = v
            return v
        }

        subscript(_ name: String) -> View { views[name]! }

        /// A subview `inner` in the leaf `d`, 90 wide, pinned to d's
        /// leading, trailing and top edges: d is no longer a leaf.
        func addInner() throws {
            let v = View(name: "inner")
            try self["d"].addSubview(v)
            try LayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 90), v.heightAnchor.constraint(equalToConstant: 5),
                v.leadingAnchor.constraint(equalTo: self["d"].leadingAnchor),
                v.trailingAnchor.constraint(equalTo: self["d"].trailingAnchor),
                v.topAnchor.constraint(equalTo: self["d"].topAnchor),
            ])
            views["inner"] = v
        }

        /// Every view's frame on screen, in tree order.
        func frames() -> [String] {
            window.layoutIfNeeded()
            return window.rootView.allViews().map { "\($0.name) \($0.screenFrame)" }
        }
    }

    /// One input of a summary, and a change of it.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        var wrapping = false
        var fontVaries = false
        let apply: @Sendable (Scene) throws -> Void
        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "a label's font") { $0["a"].kind = .label(text: "alpha", font: .system(34)) },
        Change(name: "a leaf's intrinsic size") { $0["b"].intrinsicSizeOverride = Size(width: 60, height: 30) },
        Change(name: "a leaf's hugging") { $0["c"].contentHugging = (200, 200) },
        Change(name: "a leaf's compression resistance") { $0["h"].compressionResistance = (700, 700) },
        Change(name: "a leaf hidden") { $0["e"].isHidden = true },
        Change(name: "a nested stack hidden") { $0.tight.isHidden = true },
        Change(name: "a nested stack's axis") { $0.row.axis = .vertical },
        Change(name: "a nested stack's distribution") { $0.row.distribution = .fillEqually },
        Change(name: "a nested stack's alignment") { $0.tight.alignment = .trailing },
        Change(name: "a nested stack's alignment, not covered") { $0.col.alignment = .center },
        Change(name: "a nested stack's spacing") { $0.tight.spacing = 12 },
        Change(name: "a custom spacing") { $0.row.setCustomSpacing(20, after: $0["b"]) },
        Change(name: "the root stack's margins") { $0.outer.layoutMargins = EdgeInsets(all: 7) },
        Change(name: "a nested stack's margins, margins-relative") { s in
            s.col.isLayoutMarginsRelativeArrangement = true
            s.col.layoutMargins = EdgeInsets(all: 5)
        },
        Change(name: "an item inserted") { s in try s.row.insertArrangedSubview(s.leaf("x", 15, 40), at: 1) },
        Change(name: "an item removed from its superview") { $0["c"].removeFromSuperview() },
        Change(name: "an item moved to another stack") { s in try s.col.addArrangedSubview(s["c"]) },
        Change(name: "a subview added to a leaf") { try $0.addInner() },
        Change(name: "an intrinsic size given to a nested stack") {
            $0.col.intrinsicSizeOverride = Size(width: 120, height: 44)
        },
        Change(name: "a variation in force now") { $0.tight.setVariation(.spacing(9), horizontal: nil, vertical: nil) },
        Change(name: "a rotation (a nested stack's variation comes into force)") { $0.window.rotate() },
        Change(name: "a label's font for its size classes") { $0["a"].setFontVariation(.system(34), horizontal: .compact, vertical: nil) },
        Change(name: "a rotation (a label's font for compact heights comes into force)", fontVaries: true) { $0.window.rotate() },
        Change(name: "a screen of another scale") { $0.window.setScreen(Screen(device: .iPhone8Plus)) },
        Change(name: "the root's width (a multi-line label wraps again)", wrapping: true) { $0.width.constant = 180 },
    ]

    @Test(arguments: changes)
    func aKeptSummaryFollowsTheChange(_ change: Change) throws {
        let kept = try Scene(LayoutConfiguration(), wrapping: change.wrapping, fontVaries: change.fontVaries)
        let before = kept.frames()
        #expect(kept.window.isArrangedDirectly(kept["e"]), "the direct path arranged the whole scene before the change")
        try change.apply(kept)
        let after = kept.frames()
        #expect(after != before, "the change moves some frame")
        for configuration in [LayoutConfiguration(), .general] {
            let fresh = try Scene(configuration, wrapping: change.wrapping, fontVaries: change.fontVaries)
            try change.apply(fresh)
            #expect(after == fresh.frames(), "\(change.name), against a fresh window (direct path: \(configuration.usesDirectPath))")
            if configuration.usesDirectPath {
                // A summary kept where the fresh window has none (or the
                // reverse) would give the same frames through the solver.
                #expect(kept.window.directlyArrangedViews == fresh.window.directlyArrangedViews, "\(change.name): as much arranged directly as in a fresh window")
            }
        }
    }

    /// The window takes its last direct plan over while nothing a plan
    /// reads besides the roots' layouts has changed (`DirectPlanMemo`):
    /// hiding a leaf keeps it, and what changes which views a plan takes
    /// (a constraint on an arranged view, a guide asked of one, a stack's
    /// arranged views in another order) makes it anew. After each change, the frames and
    /// what is arranged directly are a fresh window's.
    @Test(arguments: [
        "a leaf hidden", "a constraint on an arranged view", "a margins guide of an arranged view",
        "that constraint removed again", "an arranged view moved within its stack",
    ])
    func aKeptPlanFollowsWhatAPlanReads(_ change: String) throws {
        func apply(_ s: Scene) throws {
            switch change {
            case "a leaf hidden": s["e"].isHidden = true
            case "a constraint on an arranged view", "that constraint removed again":
                let c = s["b"].widthAnchor.constraint(equalToConstant: 70)
                try c.activate()
                if change == "that constraint removed again" {
                    s.window.layoutIfNeeded()
                    c.deactivate()
                }
            case "a margins guide of an arranged view": _ = s.col.layoutMarginsGuide
            default: try s.row.insertArrangedSubview(s["d"], at: 0)
            }
        }
        let kept = try Scene(LayoutConfiguration())
        _ = kept.frames()
        _ = kept.frames()
        let passes = kept.window.layoutPasses, keptBefore = kept.window.keptPlans
        kept.window.rootView.setNeedsLayout()
        _ = kept.frames()
        #expect(kept.window.layoutPasses > passes && kept.window.keptPlans > keptBefore, "a pass with nothing changed takes the plan over")
        try apply(kept)
        let keptAtChange = kept.window.keptPlans
        let after = kept.frames()
        let fresh = try Scene(LayoutConfiguration())
        try apply(fresh)
        #expect(after == fresh.frames(), "\(change): the frames of a fresh window")
        #expect(kept.window.directlyArrangedViews == fresh.window.directlyArrangedViews, "\(change): as much arranged directly")
        #expect(kept.window.directlyArrangedStacks == fresh.window.directlyArrangedStacks, "\(change): as many roots")
        for view in kept.window.rootView.allViews() {
            let twin = try #require(fresh.window.rootView.allViews().first { $0.name == view.name })
            #expect(kept.window.isArrangedDirectly(view) == fresh.window.isArrangedDirectly(twin), "\(change): \(view.name)")
        }
        let takenOver = kept.window.keptPlans > keptAtChange
        #expect(takenOver == (change == "a leaf hidden"), "\(change): the plan taken over only where nothing it reads changed")
    }

    /// A savepoint restored (the REPL's undo) puts the summaries' inputs
    /// back without their setters (the arranged list, the superview): the
    /// frames are those of a window that never changed.
    @Test func aRestoredSavepointGivesTheFramesBack() throws {
        let kept = try Scene(LayoutConfiguration())
        let before = kept.frames()
        let touched: [View] = [kept.row, kept.col, kept["b"], kept["c"], kept["e"]]
        let saved = touched.map { $0.savepoint() }
        let window = kept.window.savepoint()
        try kept.col.addArrangedSubview(kept["c"])
        kept["b"].isHidden = true
        kept["e"].contentHugging = (1, 1)
        kept.row.spacing = 17
        #expect(kept.frames() != before)
        for s in saved.reversed() { s.restore() }
        kept.window.restore(window)
        #expect(kept.frames() == before)
        #expect(kept.frames() == (try Scene(.general)).frames())
        let fresh = try Scene(LayoutConfiguration())
        _ = fresh.frames()
        #expect(kept.window.directlyArrangedViews == fresh.window.directlyArrangedViews)
    }

    /// A leaf that loses its subview is a leaf again (its stack is arranged
    /// directly again).
    @Test func aViewThatLosesItsSubviewIsALeafAgain() throws {
        func scene(_ configuration: LayoutConfiguration, inner: Bool) throws -> Scene {
            let s = try Scene(configuration)
            if inner { try s.addInner() }
            return s
        }
        let kept = try scene(LayoutConfiguration(), inner: true)
        let before = kept.frames()
        #expect(!kept.window.isArrangedDirectly(kept["d"]))
        kept["inner"].removeFromSuperview()
        let fresh = try scene(LayoutConfiguration(), inner: false)
        let after = kept.frames()
        #expect(after != before)
        #expect(after.filter { !$0.hasPrefix("inner") } == fresh.frames())
        #expect(kept.window.isArrangedDirectly(kept["d"]), "d is a leaf again")
    }

    /// A stack's sum across its items (alignment fill) is kept when every
    /// item's profile across is (a hidden or shown leaf measures the same
    /// across) and taken over with the margins only when they are the
    /// same. Here the stack's width follows its content (nothing else fixes
    /// it), so a stale sum or stale margins move frames.
    @Test(arguments: [
        "hide a leaf", "widen a hidden leaf", "wider margins", "widen a leaf", "hide, then widen another leaf",
        "widen the nested row", "the axis", "append a leaf",
    ])
    func theSumAcrossFollowsItsInputs(_ change: String) throws {
        final class Column {
            let window: Window
            let stack = StackView(name: "s")
            /// A nested row (v3, v4: 60 wide, narrower than v1).
            let row = StackView(name: "row")
            var leaves: [View] = []
            init(_ configuration: LayoutConfiguration) throws {
                window = Window(screen: Screen(device: .iPhone8), configuration: configuration)
                try window.rootView.addSubview(stack)
                stack.axis = .vertical
                stack.isLayoutMarginsRelativeArrangement = true
                stack.layoutMargins = EdgeInsets(all: 4)
                try LayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
                    stack.topAnchor.constraint(equalTo: window.rootView.topAnchor),
                ])
                for (i, w) in [40.0, 70, 55, 30, 30].enumerated() {
                    let v = View(name: "v\(i)")
                    v.intrinsicSizeOverride = Size(width: w, height: 10)
                    try (i < 3 ? stack : row).addArrangedSubview(v)
                    leaves.append(v)
                }
                try stack.addArrangedSubview(row)
            }
            func apply(_ change: String) {
                switch change {
                case "hide a leaf": leaves[1].isHidden = true
                case "widen a hidden leaf":
                    leaves[1].isHidden = true
                    window.layoutIfNeeded()
                    leaves[1].intrinsicSizeOverride = Size(width: 90, height: 10)
                case "wider margins": stack.layoutMargins = EdgeInsets(top: 4, left: 10, bottom: 4, right: 12)
                case "widen a leaf": leaves[0].intrinsicSizeOverride = Size(width: 80, height: 10)
                case "widen the nested row": leaves[4].intrinsicSizeOverride = Size(width: 75, height: 10)
                case "the axis": stack.axis = .horizontal
                case "append a leaf":
                    let v = View(name: "v5")
                    v.intrinsicSizeOverride = Size(width: 99, height: 10)
                    try? stack.addArrangedSubview(v)
                default:
                    leaves[2].isHidden = true
                    window.layoutIfNeeded()
                    leaves[0].intrinsicSizeOverride = Size(width: 85, height: 10)
                }
            }
            func frames() -> [String] {
                window.layoutIfNeeded()
                return window.rootView.allViews().map { "\($0.name) \($0.screenFrame)" }
            }
        }
        let kept = try Column(LayoutConfiguration())
        let before = kept.frames()
        #expect(kept.window.isArrangedDirectly(kept.leaves[0]))
        kept.apply(change)
        let after = kept.frames()
        #expect(after != before, "the change moves some frame")
        for configuration in [LayoutConfiguration(), .general] {
            let fresh = try Column(configuration)
            fresh.apply(change)
            #expect(after == fresh.frames(), "\(change), against a fresh window (direct path: \(configuration.usesDirectPath))")
        }
    }

}
