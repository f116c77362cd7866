import Geometry
import Testing

@testable import ViewTree

/// What a window records while a caller watches (Window+Changes.swift):
/// which views the passes moved, placed or lost, each pass knowing the
/// views it read by a token they hold (not by sets of every view).
@Suite("Recording frame changes")
struct ChangeRecordingTests {
    static func window() -> Window { Window(screen: Screen(device: .iPhone8, orientation: .portrait)) }

    static func place(_ v: View, in w: Window, x: Double, y: Double) throws {
        try w.rootView.addSubview(v)
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor, constant: x),
            v.topAnchor.constraint(equalTo: w.rootView.topAnchor, constant: y),
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    @Test func aViewMovingBetweenWindowsLeavesOneAndIsPlacedInTheOther() throws {
        let a = Self.window(), b = Self.window()
        let v = View(name: "v"), w = View(name: "w")
        try Self.place(v, in: a, x: 1, y: 2)
        try Self.place(w, in: b, x: 3, y: 4)
        #expect(a.frameIfInWindow(v) == Rect(x: 1, y: 2, width: 10, height: 20))
        #expect(b.frameIfInWindow(v) == nil)
        a.beginRecordingChanges()
        b.beginRecordingChanges()
        v.removeFromSuperview()
        try Self.place(v, in: b, x: 5, y: 6)
        let left = a.endRecordingChanges(), placed = b.endRecordingChanges()
        #expect(left.map(\.view.name) == ["v"])
        #expect(left.first?.before == Rect(x: 1, y: 2, width: 10, height: 20))
        #expect(placed.map(\.view.name) == ["v"])
        #expect(placed.first?.before == nil)
        #expect(a.frameIfInWindow(v) == nil)
        // (Not its frame there: a view keeps the solver variables of the
        // first window that laid it out, a separate, known limitation.)
        #expect(b.frameIfInWindow(v) != nil)

        // Back in the first window, whose last pass did not see it: placed,
        // not moved (an older pass of the same window does not count).
        a.beginRecordingChanges()
        v.removeFromSuperview()
        try Self.place(v, in: a, x: 7, y: 8)
        let back = a.endRecordingChanges()
        #expect(back.map(\.view.name) == ["v"])
        #expect(back.first?.before == nil)
        #expect(a.frameIfInWindow(v) == Rect(x: 7, y: 8, width: 10, height: 20))
    }

    @Test func aViewMovedTwiceIsRecordedOnceWithItsFirstFrameAndAStillViewNotAtAll() throws {
        let win = Self.window()
        let v = View(name: "v"), still = View(name: "still")
        try Self.place(v, in: win, x: 1, y: 2)
        try Self.place(still, in: win, x: 30, y: 40)
        win.beginRecordingChanges()
        // A pass that moves nothing (a view hidden outside a stack).
        v.isHidden = true
        win.layoutIfNeeded()
        // Two passes that move v.
        let leading = win.rootView.constraints.first { $0.firstItem === v && $0.firstAttribute == .leading }!
        leading.constant = 11
        win.layoutIfNeeded()
        leading.constant = 21
        let changes = win.endRecordingChanges()
        #expect(changes.map(\.view.name) == ["v"])
        #expect(changes.first?.before == Rect(x: 1, y: 2, width: 10, height: 20))
        #expect(win.frameIfInWindow(v) == Rect(x: 21, y: 2, width: 10, height: 20))
    }
}

/// Tie-break ranks are kept while the layout order stays (Window+Ranks.swift).
@Suite("Stable ranks")
struct StableRankTests {
    /// A first layout ranks the layout order 1, 2, 3, … (what keeping no
    /// rank gives), and an insertion then fits between its neighbours.
    @Test func aFirstRankingCountsInLayoutOrder() throws {
        let win = Window(screen: Screen(device: .iPhone8, orientation: .portrait))
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c"), d = View(name: "d")
        try win.rootView.addSubview(a)
        try a.addSubview(b)
        try win.rootView.addSubview(c)
        let first = win.stableRanks()
        #expect([win.rootView, a, b, c].map { first[ObjectIdentifier($0)] } == [1, 2, 3, 4])
        try a.addSubview(d)
        let next = win.stableRanks()
        #expect([win.rootView, a, b, d, c].map { next[ObjectIdentifier($0)] } == [1, 2, 3, 3.5, 4])
    }

    @Test func aRestoredSavepointIsRankedAgainEvenInTheSameOrder() throws {
        let win = Window(screen: Screen(device: .iPhone8, orientation: .portrait))
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        try win.rootView.addSubview(a)
        try win.rootView.addSubview(b)
        let before = win.stableRanks()
        let saved = win.savepoint()
        try win.rootView.insertSubview(c, at: 1)
        let with = win.stableRanks()
        // c fits in between, a and b keep theirs.
        #expect(with[ObjectIdentifier(a)] == before[ObjectIdentifier(a)])
        #expect(with[ObjectIdentifier(b)] == before[ObjectIdentifier(b)])
        #expect(with[ObjectIdentifier(c)]! > with[ObjectIdentifier(a)]!)
        #expect(with[ObjectIdentifier(c)]! < with[ObjectIdentifier(b)]!)
        // The same order again: the same ranks.
        let same = win.stableRanks()
        #expect(same.count == with.count
            && [win.rootView, a, b, c].allSatisfy { same[ObjectIdentifier($0)] == with[ObjectIdentifier($0)] })
        // The window's ranks go back (c is still there): c is ranked again.
        win.restore(saved)
        let again = win.stableRanks()
        #expect(again[ObjectIdentifier(c)] == with[ObjectIdentifier(c)])
        #expect(again.count == 4)
    }
}
