import Geometry
import StackLayout
import Testing
import ViewTree

/// A broken constraint is retried when the scene removes constraints
/// (README, "Conflicts"), never because the direct path replaced a root's
/// wishes with its constraints in a second solve of the same pass: that
/// removal is the direct path's own, and a retry there fitted constraints
/// the general path leaves broken.
@Suite("Conflicts: the direct path's second solve retries no broken constraint")
struct ConflictRetryTests {
    @Test(arguments: [LayoutConfiguration(), .general])
    func aBrokenConstraintStaysBrokenOnBothPaths(configuration: LayoutConfiguration) throws {
        let w = Window(screen: Screen(device: .iPhone8), configuration: configuration)
        let root = w.rootView
        let x = View(name: "x")
        x.intrinsicSizeOverride = Size(width: 80, height: 10)
        try root.addSubview(x)
        // A stack the direct path tries and then solves whole: its width (50)
        // squeezes its leading-aligned item (100 wide) below the widest
        // item's natural width, where its summary is not proven.
        let s = StackView(name: "s")
        s.axis = .vertical
        s.alignment = .leading
        try root.addSubview(s)
        let y = View(name: "y")
        y.intrinsicSizeOverride = Size(width: 100, height: 20)
        try s.addArrangedSubview(y)
        // x's two widths are installed on the root (they name its width),
        // so they come before x's content size in the solver's order.
        let fifty = x.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0, constant: 50)
        let hundred = x.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0, constant: 100)
        try LayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            s.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            s.widthAnchor.constraint(equalToConstant: 50),
            x.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            x.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
            fifty, hundred,
        ])
        w.layoutIfNeeded()
        // The newer of the two app constraints is broken.
        #expect(w.conflictReports.map(\.broken.description) == ["x.width == 0 × root.width + 100"])
        #expect(x.frame == Rect(x: 0, y: 300, width: 50, height: 10))
        #expect(w.directlyArrangedStacks == 0)

        // x's compression resistance made required (≥ 80) breaks the 50. The
        // 100 was retried before that, in the tree's order (the pass removed
        // the old resistance), and failed; nothing is removed after, so it
        // stays broken and x is 80 wide: on the general path, and on the
        // direct path, whose second solve (after s proved unproven) removes
        // s's wishes and used to retry the 100, which then fitted.
        x.compressionResistance.horizontal = 1000
        w.layoutIfNeeded()
        #expect(w.conflictReports.map(\.broken.description)
            == ["x.width == 0 × root.width + 100", "x.width == 0 × root.width + 50"])
        #expect(x.frame == Rect(x: 0, y: 300, width: 80, height: 10))
        #expect(y.frame == Rect(x: 0, y: 0, width: 50, height: 20))

        // The next removal (y's content size replaced) retries it: the 100
        // fits beside the resistance.
        y.intrinsicSizeOverride = Size(width: 90, height: 20)
        w.layoutIfNeeded()
        #expect(x.frame == Rect(x: 0, y: 300, width: 100, height: 10))
        #expect(!w.isStillBroken(w.conflictReports[0].broken))
        #expect(w.isStillBroken(w.conflictReports[1].broken))
    }
}
