import Geometry
import StackLayout
import Testing
import ViewTree

/// Issue 4, "Incremental": hiding, showing, inserting or removing one view of
/// a 1 000-view stack touches only the constraints around it. The window's
/// debug counters (solver constraints added / removed by each layout pass)
/// prove it, as yoga's measure-count tests do (style.md §2).
///
/// Scene: a horizontal fill / fill stack, spacing 1, of 1 000 plain views
/// 10 × 10, at the root's origin with no size: view k sits at x = 11·k.
/// What one change may touch (uikit-stackview.md §1.0, §3, §4), for scale:
/// * hide: UISV-hiding (+1), the two gaps around the view become one direct
///   gap plus a priority-50 UISV-spacing-hidden (−2, +2);
/// * insert: its intrinsic-size constraints (+4), UISV-alignment top and
///   bottom (+2), one gap becomes two (−1, +2);
/// * removeArrangedSubview / removeFromSuperview: the reverse.
/// So a handful each way; the bound is 12 added and 12 removed per change.
@Suite("StackView: incremental layout of a 1000-view stack")
struct IncrementalTests {
    static let bound = 12

    @Test func oneChangeTouchesAHandfulOfSolverConstraints() throws {
        let w = Window(screen: Screen(device: try Device.custom(width: 1000, height: 1000, scale: 1).get(), orientation: .portrait))
        let s = StackView(name: "s")
        s.spacing = 1
        try w.rootView.addSubview(s)
        try LayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor),
            s.topAnchor.constraint(equalTo: w.rootView.topAnchor),
        ])
        var views: [View] = []
        for k in 0..<1000 {
            let v = View(name: "v\(k)")
            v.intrinsicSizeOverride = Size(width: 10, height: 10)
            try s.addArrangedSubview(v)
            views.append(v)
        }
        w.layoutIfNeeded()
        // 1000·10 + 999·1 = 10999 wide, 10 tall.
        #expect(s.frame == Rect(x: 0, y: 0, width: 10999, height: 10))
        #expect(views[500].frame == Rect(x: 5500, y: 0, width: 10, height: 10))

        func change(_ what: String, _ body: () throws -> Void) rethrows {
            let added = w.constraintsAdded, removed = w.constraintsRemoved
            try body()
            w.layoutIfNeeded()
            let a = w.constraintsAdded - added, r = w.constraintsRemoved - removed
            #expect(a <= Self.bound, "\(what): \(a) solver constraints added")
            #expect(r <= Self.bound, "\(what): \(r) solver constraints removed")
            #expect(a + r > 0, "\(what): nothing changed in the solver")
        }

        change("hide v500") { views[500].isHidden = true }
        // v501 moves into v500's place: 11·500 = 5500; the stack is 11 shorter.
        #expect(views[501].frame == Rect(x: 5500, y: 0, width: 10, height: 10))
        #expect(views[500].frame.size.width == 0)
        #expect(s.frame.size.width == 10988)

        change("show v500") { views[500].isHidden = false }
        #expect(views[501].frame == Rect(x: 5511, y: 0, width: 10, height: 10))
        #expect(s.frame.size.width == 10999)

        let extra = View(name: "extra")
        extra.intrinsicSizeOverride = Size(width: 10, height: 10)
        try change("insert at 500") { try s.insertArrangedSubview(extra, at: 500) }
        #expect(extra.frame == Rect(x: 5500, y: 0, width: 10, height: 10))
        #expect(views[500].frame == Rect(x: 5511, y: 0, width: 10, height: 10))
        #expect(s.frame.size.width == 11010)

        change("removeArrangedSubview extra") { s.removeArrangedSubview(extra) }
        // extra stays a subview at its last frame; v500 moves back.
        #expect(extra.frame == Rect(x: 5500, y: 0, width: 10, height: 10))
        #expect(views[500].frame == Rect(x: 5500, y: 0, width: 10, height: 10))
        #expect(s.frame.size.width == 10999)

        change("removeFromSuperview v700") { views[700].removeFromSuperview() }
        #expect(views[701].frame == Rect(x: 7700, y: 0, width: 10, height: 10))
        #expect(s.frame.size.width == 10988)
        #expect(s.arrangedSubviews.count == 999)
    }
}
