import Geometry
import StackLayout
import Testing
@testable import ViewTree

/// The window's tie-break ranks (`Window.stableRanks()`) are kept in place
/// from pass to pass, and only the views between the common start and end
/// of the layout order are ranked again (issue 28: an append re-hashed
/// every view). The ranks must be those of the whole walk they replace,
/// given the same kept ranks: that walk is written out here, and after
/// every edit of a random sequence (appending, inserting, removing and
/// moving views, arranging a subview or no longer arranging it, which
/// takes the layout order away from the tree order) both give the same
/// table.
@Suite("Tie-break ranks kept in place")
struct StableRankTests {
    /// The whole walk (round 11's `stableRanks`): every view of `order`
    /// keeps its rank while it is greater than the last, else gets one
    /// between the last and the next kept one ahead.
    static func walk(_ order: [View], kept ranks: IdentityTable<Double>) -> [ObjectIdentifier: Double] {
        var next: [ObjectIdentifier: Double] = [:]
        if ranks.isEmpty {
            for (i, view) in order.enumerated() { next[ObjectIdentifier(view)] = Double(i + 1) }
            return next
        }
        var last = -Double.infinity
        for (i, view) in order.enumerated() {
            let id = ObjectIdentifier(view)
            if let r = ranks[id], r > last {
                next[id] = r
                last = r
                continue
            }
            var bound = Double.infinity
            for later in order[(i + 1)..<min(order.count, i + 9)] {
                if let r = ranks[ObjectIdentifier(later)], r > last { bound = r; break }
            }
            let base = last == -.infinity ? 0 : last
            var r = bound == .infinity ? base + 1 : (base + bound) / 2
            if !(r > last && r < bound) { r = base + 1 }
            next[id] = r
            last = r
        }
        return next
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func editsRankAsTheWholeWalk(seed: UInt64) throws {
        var choices = SeededChoices(seed)
        let window = Window(screen: Screen(device: .iPhone8))
        let list = StackView(name: "list")
        list.axis = .vertical
        try window.rootView.addSubview(list)
        var made = 0
        func leaf() -> View {
            made += 1
            let v = View(name: "v\(made)")
            v.intrinsicSizeOverride = Size(width: 10, height: 10)
            return v
        }
        var rows: [StackView] = []
        for i in 0..<12 {
            let row = StackView(name: "r\(i)")
            for _ in 0..<3 { try row.addArrangedSubview(leaf()) }
            rows.append(row)
            try list.addArrangedSubview(row)
        }
        window.layoutIfNeeded()
        var kept = window.stableRanks()
        var outOfOrder = 0
        for step in 0..<60 {
            let row = rows[choices.next(rows.count)]
            switch choices.next(8) {
            case 0:
                let r = StackView(name: "r\(rows.count)")
                for _ in 0..<choices.next(4) { try r.addArrangedSubview(leaf()) }
                rows.append(r)
                try list.addArrangedSubview(r)
            case 1: try row.insertArrangedSubview(leaf(), at: choices.next(row.arrangedSubviews.count + 1))
            case 2: row.arrangedSubviews.last?.removeFromSuperview()
            case 3:
                // A view moved to another row.
                if let v = row.arrangedSubviews.first { try rows[choices.next(rows.count)].addArrangedSubview(v) }
            case 4:
                // Still a subview, no longer arranged: laid out after the
                // arranged ones.
                if let v = row.arrangedSubviews.first { row.removeArrangedSubview(v) }
            case 5:
                // A subview arranged again, first.
                if let v = row.subviews.last { try row.insertArrangedSubview(v, at: 0) }
            case 6: try list.insertArrangedSubview(row, at: choices.next(list.arrangedSubviews.count))
            default: row.isHidden.toggle()
            }
            let order = Window.layoutOrder(window.rootView)
            if order.count != window.rootView.allViews().count
                || !zip(order, window.rootView.allViews()).allSatisfy({ $0 === $1 })
            {
                outOfOrder += 1
            }
            let expected = Self.walk(order, kept: kept)
            window.layoutIfNeeded()
            // The tree order the window keeps (appended to for a row
            // appended to the list) is the walk's, superviews and all.
            let walked = window.rootView.walkedViewsWithParents()
            #expect(window.viewsInTreeOrder.count == walked.views.count
                && zip(window.viewsInTreeOrder, walked.views).allSatisfy { $0 === $1 }, "seed \(seed), step \(step)")
            #expect(window.treeParents == walked.parents, "seed \(seed), step \(step)")
            // Where each subtree ends, found again or extended for the
            // appended views (their ancestors' raised), as a whole pass finds it.
            #expect(window.solvedFrames.ends == Window.subtreeEnds(walked.parents), "seed \(seed), step \(step)")
            let ranks = window.stableRanks()
            #expect(ranks.count == expected.count && expected.allSatisfy { ranks[$0.key] == $0.value },
                "seed \(seed), step \(step)")
            // Increasing along the layout order, every view ranked.
            let along = order.map { ranks[ObjectIdentifier($0)] }
            #expect(!along.contains(nil) && zip(along, along.dropFirst()).allSatisfy { $0! < $1! })
            #expect(ranks.count == order.count)
            kept = ranks
        }
        #expect(outOfOrder > 0, "some steps took the layout order away from the tree order")
    }
}
