import Geometry
import Testing
import ViewTree

/// `View.window` is cached per view (View.swift); every way a view can
/// change windows must be seen: added, moved within and between windows,
/// removed, a subtree moved whole, and a savepoint putting a superview back.
@Suite("Window membership")
struct WindowMembershipTests {
    /// A change moves the layout version of the view and of every
    /// ancestor (the walk up follows a plain pointer to the superview,
    /// View.swift); a view that outlives its superview walks no further
    /// than itself, and one moved elsewhere walks its new ancestors only.
    @Test func aChangeMovesEveryAncestorsVersionAndNoFreedOnes() throws {
        var chain = [View(name: "v0")]
        for k in 1..<60 {
            let v = View(name: "v\(k)")
            try chain[k - 1].addSubview(v)
            chain.append(v)
        }
        let before = chain.map(\.layoutVersion)
        chain[59].setNeedsLayout()
        #expect(zip(chain, before).allSatisfy { $0.layoutVersion > $1 })
        let other = View(name: "other")
        try other.addSubview(chain[59])
        let kept = chain[1..<59].map(\.layoutVersion), otherBefore = other.layoutVersion
        chain[59].setNeedsLayout()
        #expect(other.layoutVersion > otherBefore)
        #expect(chain[1..<59].map(\.layoutVersion) == kept)

        let orphan = View(name: "orphan")
        do {
            let parent = View(name: "parent"), grandparent = View(name: "grandparent")
            try grandparent.addSubview(parent)
            try parent.addSubview(orphan)
            #expect(orphan.superview === parent)
        }
        // Its superview is gone (nothing held it): the walk stops at it.
        #expect(orphan.superview == nil)
        let v = orphan.layoutVersion
        orphan.setNeedsLayout()
        #expect(orphan.layoutVersion == v + 1)
    }

    /// A view cannot go inside itself (UIKit raises): adding a view to
    /// itself or to one of its descendants fails and changes nothing; a
    /// view without subviews is checked without a walk to the root.
    @Test func addingAViewInsideItselfFailsAndChangesNothing() throws {
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        try a.addSubview(b)
        try b.addSubview(c)
        #expect(throws: LayoutError.self) { try c.addSubview(a) }
        #expect(throws: LayoutError.self) { try b.addSubview(b) }
        #expect(throws: LayoutError.self) { try c.addSubview(c) }
        #expect(throws: LayoutError.self) { try c.addSubview(b) }
        #expect(a.superview == nil && b.superview === a && c.superview === b)
        #expect(a.subviews.map(\.name) == ["b"] && b.subviews.map(\.name) == ["c"] && c.subviews.isEmpty)
        // A leaf may go anywhere else, deeper too.
        let d = View(name: "d")
        try c.addSubview(d)
        #expect(d.superview === c)
        try a.addSubview(d)
        #expect(d.superview === a && c.subviews.isEmpty)
    }

    @Test func everyHierarchyChangeIsSeenByTheCachedWindow() throws {
        let w1 = Window(screen: Screen(device: .iPhone8))
        let w2 = Window(screen: Screen(device: .iPhone8))
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        try a.addSubview(b)
        try b.addSubview(c)
        #expect(a.window == nil && c.window == nil, "a tree in no window")

        try w1.rootView.addSubview(a)
        #expect(a.window === w1 && b.window === w1 && c.window === w1)

        // Moved whole to another window: the descendants follow.
        try w2.rootView.addSubview(a)
        #expect(a.window === w2 && b.window === w2 && c.window === w2)

        // A middle view leaves: it and its subtree are in no window, the
        // view above stays.
        b.removeFromSuperview()
        #expect(a.window === w2 && b.window == nil && c.window == nil)

        // A leaf moved within the window, then into the other one.
        try a.addSubview(c)
        #expect(c.window === w2)
        try w1.rootView.addSubview(c)
        #expect(c.window === w1 && a.window === w2)

        // A savepoint taken in w2 puts a back there after a moved to w1
        // (restore puts back a's own superview link; the roots' subviews
        // come back with the roots' own savepoints).
        try a.addSubview(b)
        let saved = a.savepoint()
        try w1.rootView.addSubview(a)
        #expect(a.window === w1 && b.window === w1)
        saved.restore()
        #expect(a.superview === w2.rootView)
        #expect(a.window === w2 && b.window === w2)

        // And one taken out of every window takes it out again.
        let detached = View(name: "d")
        let savedDetached = detached.savepoint()
        try w1.rootView.addSubview(detached)
        #expect(detached.window === w1)
        savedDetached.restore()
        #expect(detached.superview == nil && detached.window == nil)
    }

    /// The root's `allViews()` is the window's list, kept until the
    /// hierarchy changes: every change must show in it.
    @Test func theRootsTreeOrderFollowsEveryHierarchyChange() throws {
        let w = Window(screen: Screen(device: .iPhone8))
        let root = w.rootView
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        func names() -> [String] { root.allViews().map(\.name) }
        try root.addSubview(a)
        try root.addSubview(b)
        #expect(names() == ["root", "a", "b"])
        try a.addSubview(c)
        #expect(names() == ["root", "a", "c", "b"])
        try root.insertSubview(b, at: 0)  // reordered in place
        #expect(names() == ["root", "b", "a", "c"])
        let saved = root.savepoint()
        c.removeFromSuperview()
        #expect(names() == ["root", "b", "a"])
        try b.addSubview(c)
        #expect(names() == ["root", "b", "c", "a"])
        a.removeFromSuperview()
        #expect(names() == ["root", "b", "c"])
        // The root's savepoint puts its own list back (b, a); c stays in b.
        saved.restore()
        #expect(names() == ["root", "b", "c", "a"])
    }

    /// An insertion moves no view out of the window, so every other
    /// view's cached window stays (issue 28: after a row was appended to a
    /// list of 10 000, the first read of each row's frame walked up to the
    /// root again); only a view's leaving makes every view find it again.
    @Test func anInsertionKeepsTheOtherViewsCachedWindows() throws {
        let w = Window(screen: Screen(device: .iPhone8))
        var rows: [View] = []
        for k in 0..<40 {
            let row = View(name: "row\(k)")
            try row.addSubview(View(name: "a\(k)"))
            try row.addSubview(View(name: "b\(k)"))
            try w.rootView.addSubview(row)
            rows.append(row)
        }
        func everyView() -> [View] { rows.flatMap { [$0] + $0.subviews } }
        #expect(everyView().allSatisfy { $0.window === w })
        let fills = w.windowCacheFills

        // Appended (with a subview), then moved among its siblings: the
        // other 120 views keep their caches; the new ones fill theirs once.
        let new = View(name: "new"), inner = View(name: "inner")
        try new.addSubview(inner)
        try w.rootView.addSubview(new)
        #expect(everyView().allSatisfy { $0.window === w })
        #expect(inner.window === w && new.window === w)
        #expect(w.windowCacheFills - fills <= 2, "only the new views walked up")
        try w.rootView.insertSubview(new, at: 0)
        #expect(everyView().allSatisfy { $0.window === w } && inner.window === w)
        #expect(w.windowCacheFills - fills <= 2, "a move among siblings leaves every cache")

        // A view leaves: it and its subtree are in no window, and every
        // other view finds the window again.
        let before = w.windowCacheFills
        rows[7].removeFromSuperview()
        #expect(rows[7].window == nil && rows[7].subviews.allSatisfy { $0.window == nil })
        let stayed = everyView().filter { $0 !== rows[7] && $0.superview !== rows[7] }
        #expect(stayed.allSatisfy { $0.window === w })
        #expect(w.windowCacheFills - before >= 39, "each remaining row walked up again")
        // Back in: its caches (made before it left) are out of date.
        try w.rootView.addSubview(rows[7])
        #expect(rows[7].window === w && rows[7].subviews.allSatisfy { $0.window === w })
    }

    @Test func aCachedWindowDoesNotOutliveItsWindow() throws {
        let v = View(name: "v")
        do {
            let w = Window(screen: Screen(device: .iPhone8))
            try w.rootView.addSubview(v)
            #expect(v.window === w)
            v.removeFromSuperview()
            try w.rootView.addSubview(v)
            #expect(v.window === w)
        }
        #expect(v.window == nil, "the window is gone with its last owner")
    }
}
