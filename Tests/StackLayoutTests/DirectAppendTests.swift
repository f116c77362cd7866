import Geometry
@testable import StackLayout
import Testing
@testable import ViewTree

/// Issue 28, item 2: appending an item to a `fill` stack derives the
/// stack's node from the last one (the new item's leaf added to the
/// partial sums, its profile across added to the sum across, the list of
/// arranged views continued) instead of planning the stack whole. The
/// derived node must be the one a full plan makes, field for field, and
/// the frames those of a fresh window and of the general solver, after
/// every append of a random sequence (leaves, rows like the others or
/// not, hidden ones, edits of earlier items in between); and the appends
/// must really take the derived path.
@Suite("Direct path: an append derives the stack's node")
struct DirectAppendTests {
    /// The node the stack keeps against one made afresh from the same
    /// views (the nested stacks' nodes are the kept ones: the same
    /// objects either way).
    static func nodeDifferences(_ stack: StackView) -> [String] {
        guard let kept = stack.directCache.node?.node else { return ["no node kept"] }
        let screen = stack.window?.screen
        let context = DirectNode.Context(traits: screen?.traitCollection, scale: screen?.scale ?? 3)
        guard let fresh = DirectNode(stack, stack.effectiveValues(for: context.traits), nested: false, context)
        else { return ["no fresh node"] }
        var out = kept.differences(from: fresh)
        // A root's terms across, once laid out, are those of its sum.
        if let terms = kept.acrossTerms, let hinges = fresh.across.hinges {
            let made = DirectArrangement.merged(hinges)
            let same = terms.count == made.count && zip(terms, made).allSatisfy { a, b in
                a.relation == b.relation && a.constant == b.constant && a.priority == b.priority
                    && a.weight == b.weight && a.givers.count == b.givers.count
                    && zip(a.givers, b.givers).allSatisfy { $0.view === $1.view && $0.axis == $1.axis && $0.weight == $1.weight }
            }
            if !same { out.append("acrossTerms") }
        }
        return out
    }

    /// Every view's screen frame, in tree order (the nesting tests').
    static func frames(_ w: Window) -> [String] { DirectPathNestingTests.frames(w) }

    static func leaf(_ name: String, _ w: Double, _ h: Double, hug: Double = 250, resist: Double = 750) -> View {
        DirectPathNestingTests.leaf(name, w, h, hug: hug, resist: resist)
    }

    /// One append (or edit), by number, so that each window makes the same.
    static func apply(_ step: Int, _ kind: Int, to list: StackView) throws {
        let k = list.arrangedSubviews.count
        switch kind {
        case 0, 1:
            // A row like the benchmark's (its width the others').
            _ = try DirectPathNestingTests.w2Row(1000 + step, list)
        case 2:
            // A row of other widths and priorities.
            let row = StackView(name: "odd\(step)")
            row.spacing = 4
            row.alignment = .center
            for j in 0..<(1 + step % 3) {
                try row.addArrangedSubview(leaf(
                    "odd\(step).\(j)", 20 + Double((step + j) % 7) * 9, 10 + Double(j * 3),
                    hug: 249 + Double((step + j) % 3), resist: 740 + Double(j)))
            }
            try list.addArrangedSubview(row)
        case 3:
            // A leaf, hidden every other time.
            let v = leaf("leaf\(step)", 300 + Double(step % 2) * 75, 12, hug: 250 + Double(step % 2))
            v.isHidden = step % 4 == 3
            try list.addArrangedSubview(v)
        case 4:
            // An edit of an earlier item before the append.
            list.arrangedSubviews[(step * 7) % k].isHidden.toggle()
            _ = try DirectPathNestingTests.w2Row(1000 + step, list)
        default:
            // Two rows at once.
            _ = try DirectPathNestingTests.w2Row(1000 + step, list)
            _ = try DirectPathNestingTests.w2Row(2000 + step, list)
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func appendsMatchAFullPlanAndTheGeneralSolver(seed: UInt64) throws {
        var choices = SeededChoices(seed)
        // 7 rows: the partial sums' capacity (8) fills and doubles.
        let (kept, list, _) = try DirectPathNestingTests.w2(7, LayoutConfiguration())
        let (general, generalList, _) = try DirectPathNestingTests.w2(7, .general)
        _ = Self.frames(kept)
        var applied: [(Int, Int)] = []
        for step in 0..<24 {
            let kind = choices.next(6)
            try Self.apply(step, kind, to: list)
            try Self.apply(step, kind, to: generalList)
            applied.append((step, kind))
            let k = Self.frames(kept)
            #expect(Self.nodeDifferences(list) == [], "seed \(seed), after \(applied)")
            #expect(k == Self.frames(general), "seed \(seed), after \(applied): against the general solver")
            let (fresh, freshList, _) = try DirectPathNestingTests.w2(7, LayoutConfiguration())
            for (s, kind) in applied { try Self.apply(s, kind, to: freshList) }
            #expect(k == Self.frames(fresh), "seed \(seed), after \(applied): against a fresh plan")
            #expect(kept.isDirectRoot(list))
        }
        #expect(list.directSummariesDerived >= 12, "the appends derived the list's node from the last one")
    }

    /// The benchmark's append: a row like the others at the end of 300,
    /// ten times; each derives the list's node, whose sum across takes
    /// the row in without summing the others again.
    @Test func appendingRowsToTheBenchmarksList() throws {
        let (kept, list, _) = try DirectPathNestingTests.w2(300, LayoutConfiguration(), listSpacing: 0)
        let (general, generalList, _) = try DirectPathNestingTests.w2(300, .general, listSpacing: 0)
        _ = Self.frames(kept)
        for k in 0..<10 {
            _ = try DirectPathNestingTests.w2Row(300 + k, list)
            _ = try DirectPathNestingTests.w2Row(300 + k, generalList)
            #expect(Self.frames(kept) == Self.frames(general))
            #expect(Self.nodeDifferences(list) == [])
        }
        #expect(list.directSummariesDerived == 10)
        // The list of arranged views went on from the last one.
        #expect(list.directCache.layout?.layout?.arranged.count == 310 * 4)
        // The wishes across averaged the ranks of the new rows' givers
        // only, going on from the last sums, with the ranks a fresh
        // window gives (the solver's tie-breaks).
        #expect(kept.extendedWishRanks >= 10, "each append went on from the kept sums")
        let (fresh, freshList, _) = try DirectPathNestingTests.w2(310, LayoutConfiguration(), listSpacing: 0)
        #expect(Self.frames(fresh) == Self.frames(kept))
        func lowered(_ w: Window, _ root: View) -> [String] {
            (w.directConstraintsMemo[ObjectIdentifier(root)]?.constraints ?? []).map {
                "\($0.1.description) \(String(describing: $0.1.rank))"
            }
        }
        #expect(!lowered(kept, list).isEmpty)
        #expect(lowered(kept, list) == lowered(fresh, freshList))
    }

    /// A row appended to the list: the tree order and the list's arranged
    /// views grow in the storage the last pass read
    /// (``ViewTree/GrowingList``), so neither the window's order, the
    /// last pass's views nor the list of every arranged view is copied;
    /// the order is the one a walk gives.
    @Test func anAppendGrowsTheTreeOrderTheLastPassRead() throws {
        let (kept, list, _) = try DirectPathNestingTests.w2(40, LayoutConfiguration(), listSpacing: 0)
        _ = Self.frames(kept)
        let read = kept.solvedFrames.views
        let walks = kept.treeWalks
        let arranged = try #require(list.directCache.layout?.layout?.arranged)
        let wishes = try #require(list.directCache.layout?.layout?.wishes).filter { $0.givers.count >= 40 }
        let row = try DirectPathNestingTests.w2Row(40, list)
        _ = Self.frames(kept)
        let now = kept.solvedFrames.views
        // The list's arranged views too: the last list, then the row's.
        let grown = try #require(list.directCache.layout?.layout?.arranged)
        #expect(grown.count == arranged.count + 4 && grown[arranged.count] === row)
        #expect(grown.withUnsafeBufferPointer { $0.baseAddress } == arranged.withUnsafeBufferPointer { $0.baseAddress })
        // And the wishes across: each lists its last givers, then the row's,
        // in the same storage.
        let grownWishes = try #require(list.directCache.layout?.layout?.wishes)
        #expect(!wishes.isEmpty)
        for w in wishes {
            let now = try #require(grownWishes.first { $0.owner === w.owner && $0.slot == w.slot })
            #expect(now.givers.count > w.givers.count && w.givers.isPrefix(of: now.givers))
        }
        #expect(kept.treeWalks == walks)
        #expect(now.count == read.count + 4 && now[read.count] === row)
        #expect(now.withUnsafeBufferPointer { $0.baseAddress } == read.withUnsafeBufferPointer { $0.baseAddress })
        #expect(Array(now).map(ObjectIdentifier.init) == kept.rootView.walkedViewsWithParents().views.map(ObjectIdentifier.init))
    }

    /// Which views each window arranges directly and which it takes as
    /// roots, in tree order (a plan taken over against one made afresh).
    static func planOf(_ w: Window) -> [String] {
        w.layoutIfNeeded()
        return w.rootView.allViews().map { "\($0.name) \(w.isDirectRoot($0)) \(w.isArrangedDirectly($0))" }
            + ["\(w.directlyArrangedStacks) roots, \(w.directlyArrangedViews) arranged"]
    }

    /// An arriving row is taken into the kept plan (no plan made from
    /// scratch) and appended to the tree order (no walk of the tree, the
    /// last pass's frames kept at their places): the plan marks what a
    /// fresh window's marks, and the frames (and the change reports) are
    /// the fresh window's and the general solver's, for the random
    /// appends of the test above.
    @Test(arguments: [5, 6] as [UInt64])
    func appendsExtendTheKeptPlan(seed: UInt64) throws {
        var choices = SeededChoices(seed)
        let (kept, list, _) = try DirectPathNestingTests.w2(7, LayoutConfiguration())
        let (general, generalList, _) = try DirectPathNestingTests.w2(7, .general)
        _ = Self.frames(kept)
        var applied: [(Int, Int)] = []
        var appends = 0
        for step in 0..<16 {
            let kind = choices.next(6)
            let extended = kept.extendedPlans, walks = kept.treeWalks
            kept.beginRecordingChanges()
            general.beginRecordingChanges()
            try Self.apply(step, kind, to: list)
            try Self.apply(step, kind, to: generalList)
            applied.append((step, kind))
            let report = kept.endRecordingChanges().map { "\($0.view.name) \(String(describing: $0.before)) \($0.view.frame)" }
            let generalReport = general.endRecordingChanges().map {
                "\($0.view.name) \(String(describing: $0.before)) \($0.view.frame)"
            }
            #expect(report == generalReport, "seed \(seed), after \(applied): the change report")
            #expect(!report.isEmpty)
            let k = Self.frames(kept)
            #expect(kept.extendedPlans == extended + 1, "seed \(seed), after \(applied): the plan took the rows in")
            // The rows went to the end of the tree order kept, no walk of
            // the tree (``Window/treeOrderID``): `frames` above walks the
            // tree order, which is the whole walk's.
            #expect(kept.treeWalks == walks, "seed \(seed), after \(applied): no walk of the tree")
            appends += 1
            #expect(k == Self.frames(general), "seed \(seed), after \(applied): against the general solver")
            let (fresh, freshList, _) = try DirectPathNestingTests.w2(7, LayoutConfiguration())
            for (s, kind) in applied { try Self.apply(s, kind, to: freshList) }
            #expect(k == Self.frames(fresh), "seed \(seed), after \(applied): against a fresh plan")
            #expect(Self.planOf(kept) == Self.planOf(fresh), "seed \(seed), after \(applied): the plan's marks")
        }
        #expect(appends == 16)
    }

    /// Arrivals the kept plan cannot take in are planned from scratch,
    /// with the frames and the plan of a fresh window: a leaf appended to
    /// a row inside the list (arranged in the middle of the list's views),
    /// an append and a removal before one pass, a row holding an app
    /// constraint (the solver must see its items), a row joining a stack
    /// that is no root (an app constraint names its item).
    @Test func arrivalsTheKeptPlanCannotTakeIn() throws {
        func build(_ c: LayoutConfiguration) throws -> (Window, StackView, StackView) {
            let (w, list, _) = try DirectPathNestingTests.w2(5, c)
            let holder = View(name: "holder")
            let other = StackView(name: "other")
            other.axis = .vertical
            let anchor = Self.leaf("anchor", 10, 10)
            try w.rootView.addSubview(holder)
            try holder.addSubview(other)
            try other.addArrangedSubview(anchor)
            try LayoutConstraint.activate([
                holder.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor),
                holder.topAnchor.constraint(equalTo: w.rootView.topAnchor),
                holder.widthAnchor.constraint(equalToConstant: 300),
                holder.heightAnchor.constraint(equalToConstant: 200),
                other.topAnchor.constraint(equalTo: holder.topAnchor),
                anchor.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            ])
            return (w, list, other)
        }
        func step(_ n: Int, _ list: StackView, _ other: StackView) throws {
            switch n {
            case 1:
                try (list.arrangedSubviews[1] as! StackView).addArrangedSubview(Self.leaf("late", 12, 34))
            case 2:
                _ = try DirectPathNestingTests.w2Row(70, list)
                list.arrangedSubviews[2].removeFromSuperview()
            case 4:
                let row = StackView(name: "pinned")
                row.alignment = .center
                let a = Self.leaf("pinned.0", 40, 20), b = Self.leaf("pinned.1", 30, 10)
                try row.addArrangedSubview(a)
                try row.addArrangedSubview(b)
                try LayoutConstraint.activate([a.widthAnchor.constraint(equalTo: b.widthAnchor)])
                try list.addArrangedSubview(row)
            case 5:
                _ = try DirectPathNestingTests.w2Row(60, other)
            default:
                _ = try DirectPathNestingTests.w2Row(80 + n, list)
            }
        }
        let (kept, list, other) = try build(LayoutConfiguration())
        let (general, generalList, generalOther) = try build(.general)
        _ = Self.frames(kept)
        // The first pass brings `other`'s generated constraints up to date
        // after planning (it is outside the plan), which the plan made
        // then did not read: the next pass plans again, and keeps that.
        kept.setNeedsLayout()
        _ = Self.frames(kept)
        for n in 0...6 {
            let extended = kept.extendedPlans
            try step(n, list, other)
            try step(n, generalList, generalOther)
            let k = Self.frames(kept)
            let (fresh, freshList, freshOther) = try build(LayoutConfiguration())
            for s in 0...n { try step(s, freshList, freshOther) }
            #expect(k == Self.frames(general), "after step \(n): against the general solver")
            #expect(k == Self.frames(fresh), "after step \(n): against a fresh plan")
            #expect(Self.planOf(kept) == Self.planOf(fresh), "after step \(n): the plan's marks")
            // Only the plain rows before the pinned one are taken in (a
            // plan made in more than one attempt is not kept after it).
            #expect(kept.extendedPlans == extended + (n == 0 || n == 3 ? 1 : 0), "after step \(n)")
        }
    }
}
