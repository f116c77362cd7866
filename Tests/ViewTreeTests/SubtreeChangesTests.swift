import Geometry
import Testing
import ViewTree

/// `View.SubtreeChanges`: what a stack's direct-path node may be derived
/// from (issue 28, item 2). A change through a subview is listed; a change
/// of the view itself is not listed but moves `since`, so that every
/// question from before it finds nothing to derive from, as a listed nil
/// change did (issue 28, item 6: a stack's properties set as it was made
/// grew its list four times).
@Suite("Subtree changes")
struct SubtreeChangesTests {
    /// A view that lists its changes, as a stack view does.
    final class Keeper: View {
        override var keepsSubtreeChanges: Bool { true }
    }

    @Test func aChangeOfTheViewItselfEndsWhatCanBeDerived() throws {
        let k = Keeper(name: "k")
        let a = View(name: "a"), b = View(name: "b")
        try k.insertArrivingSubview(a, at: 0)
        let v0 = k.layoutVersion
        try k.insertArrivingSubview(b, at: 1)
        #expect(k.subtreeChanges.subviewsChanged(after: v0) == [ObjectIdentifier(b)])
        a.isHidden = true
        #expect(k.subtreeChanges.subviewsChanged(after: v0) == [ObjectIdentifier(a), ObjectIdentifier(b)])
        let v1 = k.layoutVersion
        #expect(k.subtreeChanges.subviewsChanged(after: v1) == [])

        // The view's own change: nothing before it can be derived from.
        k.setNeedsUpdateConstraints()
        let v2 = k.layoutVersion
        #expect(v2 > v1)
        #expect(k.subtreeChanges.subviewsChanged(after: v0) == nil)
        #expect(k.subtreeChanges.subviewsChanged(after: v1) == nil)
        #expect(k.subtreeChanges.subviewsChanged(after: v2) == [])
        #expect(k.subtreeChanges.since == v2)
        #expect(k.subtreeChanges.entries.isEmpty, "a change of the view itself lists no entry")

        // Changes after it are listed again, from there.
        a.isHidden = false
        #expect(k.subtreeChanges.subviewsChanged(after: v2) == [ObjectIdentifier(a)])
        #expect(k.subtreeChanges.subviewsChanged(after: v1) == nil)
        #expect(k.subtreeChanges.entries.map(\.through) == [ObjectIdentifier(a)])
    }

    /// A subview added the plain way is a change of the view itself (its
    /// list of subviews): nothing from before it can be derived from.
    @Test func aPlainAddIsTheViewsOwnChange() throws {
        let k = Keeper(name: "k")
        try k.insertArrivingSubview(View(name: "a"), at: 0)
        let v0 = k.layoutVersion
        try k.addSubview(View(name: "b"))
        #expect(k.subtreeChanges.subviewsChanged(after: v0) == nil)
        #expect(k.subtreeChanges.entries.isEmpty)
    }

    /// Past 32 entries the older half is forgotten: a question from before
    /// the last one forgotten has no answer, one from after it the whole
    /// answer.
    @Test func theOlderHalfIsForgottenPastThirtyTwo() throws {
        let k = Keeper(name: "k")
        var versions: [UInt64] = [k.layoutVersion]
        var views: [View] = []
        for i in 0..<40 {
            let v = View(name: "v\(i)")
            try k.insertArrivingSubview(v, at: i)
            views.append(v)
            versions.append(k.layoutVersion)
        }
        let changes = k.subtreeChanges
        #expect(changes.entries.count <= 32)
        #expect(changes.subviewsChanged(after: versions[0]) == nil)
        // From after the 30th arrival: the last ten, newest first.
        let recent = changes.subviewsChanged(after: versions[30])
        #expect(recent == views[30...].reversed().map { ObjectIdentifier($0) })
    }
}
