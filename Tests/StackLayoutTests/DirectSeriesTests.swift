import Geometry
import StackLayout
import Testing
import ViewTree

/// Issue 28, item 2: an edit of one item of a long `fill` stack re-plans
/// that item only (``DirectSeriesTree``: the items in series as partial
/// sums, updated on the item's path to the root). The frames must be the
/// ones of a fresh plan and of the general solver, after every edit of a
/// random sequence (hiding, showing, re-measuring, re-prioritising items
/// and the items of nested rows), and the edits must really take the
/// derived path.
@Suite("Direct path: edits re-plan the changed items")
struct DirectSeriesTests {
    /// root → `list` (vertical fill, spacing 2, a custom spacing after row
    /// 3, 300 wide, height free) of `count` items: every third a leaf,
    /// the others rows (horizontal fill, alignment fill, spacing 4) of
    /// three leaves of various widths and priorities, so the slack of a
    /// row goes to one of them and ties are met.
    final class Scene {
        let window: Window
        let list = StackView(name: "list")
        var views: [String: View] = [:]
        var rows: [StackView] = []
        var leaves: [View] = []

        init(_ configuration: LayoutConfiguration, count: Int) throws {
            window = Window(screen: Screen(device: .iPhone8), configuration: configuration)
            let root = window.rootView
            try root.addSubview(list)
            list.axis = .vertical
            list.spacing = 2
            try LayoutConstraint.activate([
                list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                list.topAnchor.constraint(equalTo: root.topAnchor),
                list.widthAnchor.constraint(equalToConstant: 300),
            ])
            for i in 0..<count {
                if i % 3 == 0 {
                    try list.addArrangedSubview(leaf("l\(i)", 40 + Double(i % 7), 10 + Double(i % 5), hug: 250 + Double(i % 2)))
                } else {
                    let row = StackView(name: "r\(i)")
                    row.spacing = 4
                    for j in 0..<3 {
                        try row.addArrangedSubview(leaf(
                            "r\(i).\(j)", 20 + Double((i + j) % 9) * 5, 12 + Double((i * j) % 4),
                            hug: 249 + Double((i + j) % 3), resist: 740 + Double(j)))
                    }
                    views[row.name] = row
                    rows.append(row)
                    try list.addArrangedSubview(row)
                }
            }
            if count > 4 { list.setCustomSpacing(9, after: list.arrangedSubviews[3]) }
        }

        func leaf(_ name: String, _ w: Double, _ h: Double, hug: Double = 250, resist: Double = 750) -> View {
            let v = View(name: name)
            v.intrinsicSizeOverride = Size(width: w, height: h)
            v.contentHugging = (hug, hug)
            v.compressionResistance = (resist, resist)
            views[name] = v
            leaves.append(v)
            return v
        }

        subscript(_ name: String) -> View { views[name]! }

        func frames() -> [String] {
            window.layoutIfNeeded()
            return window.rootView.allViews().map { "\($0.name) \($0.screenFrame)" }
        }
    }

    /// One edit, by name, so that each window applies the same one.
    enum Edit: CustomStringConvertible {
        case hide(String, Bool)
        case size(String, Size)
        case hugging(String, Double)
        case resistance(String, Double)

        func apply(_ s: Scene) {
            switch self {
            case let .hide(n, h): s[n].isHidden = h
            case let .size(n, z): s[n].intrinsicSizeOverride = z
            case let .hugging(n, p): s[n].contentHugging = (p, p)
            case let .resistance(n, p): s[n].compressionResistance = (p, p)
            }
        }

        var description: String {
            switch self {
            case let .hide(n, h): return "\(n).hidden = \(h)"
            case let .size(n, z): return "\(n).intrinsic = \(z)"
            case let .hugging(n, p): return "\(n).hugging = \(p)"
            case let .resistance(n, p): return "\(n).resistance = \(p)"
            }
        }
    }

    /// Hidden or shown: any item of the list or leaf of a row; measured
    /// or re-prioritised: a leaf (a stack given an intrinsic size goes to
    /// the solver).
    static func edits(seed: UInt64, count: Int, names: [String], leaves: [String]) -> [Edit] {
        var choices = SeededChoices(seed)
        var out: [Edit] = []
        for _ in 0..<count {
            let name = leaves[choices.next(leaves.count)]
            switch choices.next(5) {
            case 0, 1: out.append(.hide(names[choices.next(names.count)], choices.next(3) != 0))
            case 2: out.append(.size(name, Size(width: Double(10 + choices.next(60)), height: Double(5 + choices.next(30)))))
            case 3: out.append(.hugging(name, Double(248 + choices.next(5))))
            default: out.append(.resistance(name, Double(738 + choices.next(5))))
            }
        }
        return out
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func editsMatchAFreshPlanAndTheGeneralSolver(seed: UInt64) throws {
        let count = 40
        let kept = try Scene(LayoutConfiguration(), count: count)
        let general = try Scene(.general, count: count)
        _ = kept.frames()
        _ = general.frames()
        // The list's items and the rows' leaves (an edit inside a row
        // reaches the list through the row).
        let leaves = kept.leaves.map(\.name)
        let names = kept.list.arrangedSubviews.map(\.name) + leaves
        var applied: [Edit] = []
        for edit in Self.edits(seed: seed, count: 30, names: names, leaves: leaves) {
            edit.apply(kept)
            edit.apply(general)
            applied.append(edit)
            let fresh = try Scene(LayoutConfiguration(), count: count)
            for e in applied { e.apply(fresh) }
            let k = kept.frames()
            #expect(k == general.frames(), "seed \(seed), after \(applied): against the general solver")
            #expect(k == fresh.frames(), "seed \(seed), after \(applied): against a fresh plan")
        }
        // (Some edits hide a whole row, or change what an item measures
        // across: those plan the list whole, or give it to the solver.)
        #expect(kept.list.directSummariesDerived >= 5, "the edits re-planned the list from its last summary")
    }

    /// The benchmark's W2: a list inside a scroll view, its rows
    /// horizontal stacks with alignment center of three leaves. Hiding
    /// and showing a row re-plans the list from its last summary.
    @Test func aRowOfTheBenchmarksList() throws {
        let (kept, list, rows) = try DirectPathNestingTests.w2(120, LayoutConfiguration(), listSpacing: 0)
        let (general, _, generalRows) = try DirectPathNestingTests.w2(120, .general, listSpacing: 0)
        func frames(_ w: Window) -> [String] {
            w.layoutIfNeeded()
            return w.rootView.allViews().map { "\($0.name) \($0.screenFrame)" }
        }
        _ = frames(kept)
        for hidden in [true, false] {
            rows[60].isHidden = hidden
            generalRows[60].isHidden = hidden
            #expect(frames(kept) == frames(general))
        }
        #expect(kept.isDirectRoot(list))
        #expect(list.directSummariesDerived == 2)
    }

    /// The benchmark's hide and unhide, again and again: every pass
    /// derives the list's node from the last one, also past the 32
    /// changes a stack lists (the list used to start again then, and the
    /// list was planned whole every 16 hides), and takes the last list of
    /// arranged views over without walking the rows (the hidden row's
    /// node is made again, and arranges the same views). The frames are
    /// the general solver's after every pass.
    @Test func manyHidesOfOneRowDeriveEveryPass() throws {
        let (kept, list, rows) = try DirectPathNestingTests.w2(60, LayoutConfiguration(), listSpacing: 0)
        let (general, _, generalRows) = try DirectPathNestingTests.w2(60, .general, listSpacing: 0)
        func frames(_ w: Window) -> [String] {
            w.layoutIfNeeded()
            return w.rootView.allViews().map { "\($0.name) \($0.screenFrame)" }
        }
        #expect(frames(kept) == frames(general))
        let walks = list.directArrangedListWalks
        for pass in 0..<40 {
            let k = pass % 8 < 4 ? 30 : 31 + pass % 3
            rows[k].isHidden.toggle()
            generalRows[k].isHidden.toggle()
            #expect(frames(kept) == frames(general), "pass \(pass), row \(k)")
        }
        #expect(kept.isDirectRoot(list))
        // The list's terms across (one giver per row and side) are the
        // kept node's: their ranks are taken over, not averaged again.
        #expect(kept.keptWishRanks >= 40, "the wishes across kept their ranks")
        #expect(list.directSummariesDerived == 40, "every pass derived the list's node")
        #expect(list.directArrangedListWalks == walks, "no pass walked the rows for the arranged views")
    }

    /// A root arranged again after an edit goes on from its last
    /// arrangement: the items before the first that changed keep their
    /// frames, up to the last visible one, the changed ones and the
    /// first visible one after them are placed, and the rest move with
    /// it (``DirectNode/resumption(at:into:slots:)``). Counted, and every
    /// frame compared with the general solver's and a fresh window's.
    @Test func anEditArrangesTheListFromTheChangedRowOn() throws {
        let (kept, list, rows) = try DirectPathNestingTests.w2(60, LayoutConfiguration(), listSpacing: 0)
        let (general, _, generalRows) = try DirectPathNestingTests.w2(60, .general, listSpacing: 0)
        func frames(_ w: Window) -> [String] {
            w.layoutIfNeeded()
            return w.rootView.allViews().map { "\($0.name) \($0.screenFrame)" }
        }
        func fresh() throws -> [String] {
            let (w, _, r) = try DirectPathNestingTests.w2(60, LayoutConfiguration(), listSpacing: 0)
            for (a, b) in zip(rows, r) { b.isHidden = a.isHidden }
            return frames(w)
        }
        #expect(frames(kept) == frames(general))
        // (row, hidden, items placed, items moved): row 50 (49 visible
        // before it) and row 51, the eight after moved; the last row
        // alone; rows 49 and 50 hidden, then row 49 shown: rows 49 to 51
        // placed; row 0, nothing before it: all placed.
        let steps: [(Int, Bool, Int, Int)] = [
            (50, true, 2, 8), (50, false, 2, 8), (59, true, 1, 0), (59, false, 1, 0),
            (50, true, 2, 8), (49, true, 3, 8), (49, false, 3, 8), (50, false, 2, 8), (0, true, 60, 0),
            (0, false, 60, 0),
        ]
        for (k, hidden, placed, moved) in steps {
            let before = list.directItemsArranged, movedBefore = list.directItemsMoved
            rows[k].isHidden = hidden
            generalRows[k].isHidden = hidden
            let f = frames(kept)
            #expect(list.directItemsArranged - before == placed, "row \(k) hidden=\(hidden)")
            #expect(list.directItemsMoved - movedBefore == moved, "row \(k) hidden=\(hidden)")
            #expect(f == frames(general), "row \(k) hidden=\(hidden): against the general solver")
            #expect(f == (try fresh()), "row \(k) hidden=\(hidden): against a fresh window")
        }
        // An append goes on after the last row.
        let before = list.directItemsArranged
        _ = try DirectPathNestingTests.w2Row(60, list)
        _ = try DirectPathNestingTests.w2Row(60, generalRows[0].superview as! StackView)
        #expect(frames(kept) == frames(general))
        #expect(list.directItemsArranged - before == 1)
    }

    /// Hiding and showing one row of 300 re-plans the list from its last
    /// summary, with the frames of the general solver.
    @Test func oneRowOfThreeHundred() throws {
        let kept = try Scene(LayoutConfiguration(), count: 300)
        let general = try Scene(.general, count: 300)
        _ = kept.frames()
        for hidden in [true, false] {
            for s in [kept, general] { s["r151"].isHidden = hidden }
            #expect(kept.frames() == general.frames())
        }
        #expect(kept.list.directSummariesDerived == 2)
    }

    /// Issue 28, item 3: the frames the pass reads for a root's views
    /// come from the root's arrangement by each view's place in it, and a
    /// superview's frame by its place in the tree (no frame left on each
    /// view, no weak superview loaded per view). Hiding and showing a row
    /// of W2's list, and appending one, records the moves the general
    /// solver records, with its frames, both in the same order.
    @Test func aChangeReportListsTheMovesTheSolverMakes() throws {
        let (kept, list, rows) = try DirectPathNestingTests.w2(150, LayoutConfiguration())
        let (general, generalList, generalRows) = try DirectPathNestingTests.w2(150, .general)
        func moves(_ w: Window, _ edit: () throws -> Void) rethrows -> [String] {
            w.beginRecordingChanges()
            try edit()
            return w.endRecordingChanges().map { "\($0.view.name) \($0.before.map { "\($0)" } ?? "-") → \($0.view.frame)" }
        }
        for hidden in [true, false] {
            let a = moves(kept) { rows[70].isHidden = hidden }
            let b = moves(general) { generalRows[70].isHidden = hidden }
            #expect(a == b)
            // Row 70 and its three views (0 tall, or back), the 79 rows
            // after it (their views do not move in their rows'
            // coordinates), and the list.
            #expect(a.count == 1 + 3 + 79 + 1)
        }
        let a = try moves(kept) { _ = try DirectPathNestingTests.w2Row(150, list) }
        let b = try moves(general) { _ = try DirectPathNestingTests.w2Row(150, generalList) }
        #expect(a == b)
        #expect(kept.isDirectRoot(list))
        #expect(rows[149].frame == generalRows[149].frame)
    }
}
