import ConstraintSolver
import Geometry
import Testing
@testable import ViewTree

/// The text of the constraints a layout pass lowers (``ConstraintText``):
/// kept as its parts and written when read, the same text the pass wrote
/// eagerly before (issue 28: a first layout of a few dozen views spent a
/// sizeable part of its time writing texts nobody read).
@Suite("Constraint texts")
struct ConstraintTextTests {
    /// A scene with every kind of lowered constraint outside the direct
    /// path: the root's frame, a margins guide, a scroll view's content
    /// guide, size floors, content sizes and app constraints.
    static func scene() throws -> (Window, View, ScrollView) {
        let w = Window(screen: Screen(device: .iPhone8, orientation: .portrait))
        let box = View(name: "box")
        box.intrinsicSizeOverride = Size(width: 40, height: 20.5)
        box.contentHugging = (250, 251)
        box.compressionResistance = (750, 749.5)
        let sv = ScrollView(name: "scroll")
        try w.rootView.addSubview(box)
        try w.rootView.addSubview(sv)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: box.superview!.layoutMarginsGuide.leadingAnchor, constant: 4),
            box.topAnchor.constraint(equalTo: w.rootView.topAnchor, constant: 30),
            sv.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor),
            sv.topAnchor.constraint(equalTo: box.bottomAnchor, constant: -2),
            sv.widthAnchor.constraint(equalToConstant: 100),
            sv.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 2),
        ])
        return (w, box, sv)
    }

    /// The texts read are the pass's wording, as written eagerly before.
    @Test func textsAreThePassWording() throws {
        let (w, _, _) = try Self.scene()
        let texts = Set(w.installedConstraintDescriptions)
        let m = w.screen.rootLayoutMargins
        for expected in [
            "root.minX == 0", "root.minY == 0", "root.width == 375", "root.height == 667",
            "root.margins.leading == root.leading + \(formatNumber(m.left))",
            "root.margins.top == root.top + \(formatNumber(m.top))",
            "root.margins.trailing == root.trailing - \(formatNumber(m.right))",
            "root.margins.bottom == root.bottom - \(formatNumber(m.bottom))",
            "scroll.content.leading == scroll.leading", "scroll.content.top == scroll.top",
            "scroll.content.width == 0 @ \(formatNumber(ScrollView.contentSizeFloorPriority.value)) (content size)",
            "box.width >= 0 (size)", "box.height >= 0 (size)",
            "box.width <= 40 @ 250 (hugging)", "box.width >= 40 @ 750 (compression resistance)",
            "box.height <= 20.5 @ 251 (hugging)", "box.height >= 20.5 @ 749.5 (compression resistance)",
            "box.leading == root.margins.leading + 4", "box.top == root.top + 30",
            "scroll.top == box.bottom - 2", "scroll.width == 100", "scroll.height == 2 × box.height",
        ] {
            #expect(texts.contains(expected), "\(expected) missing from \(texts.sorted())")
        }
    }

    /// A text read later is the one the constraint was lowered with: a
    /// view renamed since, or an identifier changed (neither lowers the
    /// constraint again), does not show, as with the string written then.
    @Test func textsAreTheLoweredOnes() throws {
        let (w, box, _) = try Self.scene()
        w.layoutIfNeeded()
        let before = w.installed.map(\.desired.description)
        box.rename("renamed")
        w.rootView.constraints.first { $0.firstItem === box && $0.firstAttribute == .top }!.identifier = "later"
        #expect(w.installed.map(\.desired.description) == before)
        #expect(before.contains("box.top == root.top + 30"))
        // Lowered again (a new constant), the text is the new one.
        w.rootView.constraints.first { $0.firstItem === box && $0.firstAttribute == .top }!.constant = 31
        w.layoutIfNeeded()
        #expect(w.installed.map(\.desired.description).contains("'later' renamed.top == root.top + 31"))
    }

    /// A directly arranged root's wishes: `stack.width <= 10 @ 250 ×2 (direct)`.
    @Test func wishTexts() {
        let t = DirectLayout.WishText(stack: "s", axis: .horizontal, relation: .lessThanOrEqual, constant: 10, priority: 250, weight: 2)
        #expect(t.string == "s.width <= 10 @ 250 ×2 (direct)")
        let u = DirectLayout.WishText(stack: "s", axis: .vertical, relation: .greaterThanOrEqual, constant: 2.5, priority: 750, weight: 1)
        #expect(u.string == "s.height >= 2.5 @ 750 (direct)")
        #expect(ConstraintText.wish(u).string == u.string)
    }
}
