import Geometry
@testable import StackLayout
import Testing
import ViewTree

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
        var state = seed
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        // 7 rows: the partial sums' capacity (8) fills and doubles.
        let (kept, list, _) = try DirectPathNestingTests.w2(7, LayoutConfiguration())
        let (general, generalList, _) = try DirectPathNestingTests.w2(7, .general)
        _ = Self.frames(kept)
        var applied: [(Int, Int)] = []
        for step in 0..<24 {
            let kind = next(6)
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
    }
}
