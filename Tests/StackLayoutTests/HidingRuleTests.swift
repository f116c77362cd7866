import Geometry
import StackLayout
import Testing
import ViewTree

/// `StackView.hidingRule`: iOS 9–12 counted every `isHidden = true` set on
/// an arranged view inside an animation block (rdar://25087688), so as many
/// `isHidden = false` were needed before it showed; today one is enough.
/// Frames are asserted after each step, on whichever layout path the run
/// uses (`STACKLAB_LAYOUT=general` forces the general solver).
@MainActor
@Suite("Hiding rule: the count of hides of iOS 9–12")
struct HidingRuleTests {
    /// A vertical stack 300 wide, spacing 8, of a 20-tall row `a` and a
    /// 30-tall row `b`.
    func scene(_ rule: StackView.HidingRule) throws -> (Window, StackView, View, View) {
        let (w, s) = makeScene(width: 300) { $0.axis = .vertical; $0.spacing = 8; $0.hidingRule = rule }
        let a = box("a", 50, 20), b = box("b", 50, 30)
        try s.addArrangedSubview(a)
        try s.addArrangedSubview(b)
        w.layoutIfNeeded()
        return (w, s, a, b)
    }

    @Test func threeHidesInAnimationsNeedThreeShows() throws {
        let (w, s, a, b) = try scene(.ios12)
        #expect(b.frame == Rect(x: 0, y: 28, width: 300, height: 30))
        for n in 1...3 {
            #expect(b.setHidden(true, inAnimationBlock: true) == n)
            w.layoutIfNeeded()
            #expect(b.isHidden)
            #expect(b.frame == Rect(x: 0, y: 20, width: 300, height: 0))
            #expect(s.frame.size.height == 20)
        }
        // One show, two left: still hidden, isHidden still reads true.
        #expect(b.setHidden(false, inAnimationBlock: true) == 2)
        #expect(b.setHidden(false, inAnimationBlock: false) == 1)
        w.layoutIfNeeded()
        #expect(b.isHidden)
        #expect(b.frame == Rect(x: 0, y: 20, width: 300, height: 0))
        #expect(b.setHidden(false, inAnimationBlock: false) == 0)
        w.layoutIfNeeded()
        #expect(!b.isHidden)
        #expect(b.frame == Rect(x: 0, y: 28, width: 300, height: 30))
        #expect(a.frame == Rect(x: 0, y: 0, width: 300, height: 20))
        // No count below zero: one more show changes nothing, and the next
        // hide counts one again.
        #expect(b.setHidden(false, inAnimationBlock: true) == 0)
        #expect(b.setHidden(true, inAnimationBlock: true) == 1)
    }

    @Test func outsideAnimationBlocksAHideCountsOnce() throws {
        let (w, _, _, b) = try scene(.ios12)
        b.setHidden(true, inAnimationBlock: false)
        b.setHidden(true, inAnimationBlock: false)
        #expect(b.hiddenCount == 1)
        // An animated hide after them counts on top.
        b.setHidden(true, inAnimationBlock: true)
        #expect(b.hiddenCount == 2)
        b.setHidden(false, inAnimationBlock: false)
        b.setHidden(false, inAnimationBlock: false)
        w.layoutIfNeeded()
        #expect(b.frame == Rect(x: 0, y: 28, width: 300, height: 30))
    }

    @Test func todaysRuleShowsWithOneShow() throws {
        let (w, s, _, b) = try scene(.current)
        for _ in 1...3 { b.setHidden(true, inAnimationBlock: true) }
        #expect(b.hiddenCount == 1)
        w.layoutIfNeeded()
        #expect(s.frame.size.height == 20)
        #expect(b.setHidden(false, inAnimationBlock: true) == 0)
        w.layoutIfNeeded()
        #expect(!b.isHidden)
        #expect(b.frame == Rect(x: 0, y: 28, width: 300, height: 30))
    }

    /// The count belongs to arranged views: a plain subview of the stack,
    /// or a view outside any stack, hides and shows as a Boolean.
    @Test func onlyArrangedViewsCount() throws {
        let (w, s, _, _) = try scene(.ios12)
        let loose = box("loose", 10, 10)
        try s.addSubview(loose)
        let outside = box("outside", 10, 10)
        try w.rootView.addSubview(outside)
        for v in [loose, outside] {
            for _ in 1...2 { v.setHidden(true, inAnimationBlock: true) }
            #expect(v.hiddenCount == 1)
            v.setHidden(false, inAnimationBlock: true)
            #expect(!v.isHidden)
        }
    }

    /// `isHidden` set directly (a document's hidden view, a scene built from
    /// a description) and the count stay in step, and a savepoint puts the
    /// count back.
    @Test func isHiddenAndTheCountStayInStep() throws {
        let (w, s, _, b) = try scene(.ios12)
        let saved = b.savepoint()
        let stackSaved = s.savepoint()
        for _ in 1...3 { b.setHidden(true, inAnimationBlock: true) }
        s.hidingRule = .current
        b.isHidden = true
        #expect(b.hiddenCount == 3)
        saved.restore()
        stackSaved.restore()
        w.layoutIfNeeded()
        #expect(b.hiddenCount == 0 && !b.isHidden)
        #expect(s.hidingRule == .ios12)
        #expect(b.frame == Rect(x: 0, y: 28, width: 300, height: 30))
        b.hiddenCount = 2
        #expect(b.isHidden)
        b.isHidden = false
        #expect(b.hiddenCount == 0)
        w.layoutIfNeeded()
        #expect(b.frame == Rect(x: 0, y: 28, width: 300, height: 30))
    }
}
