import Geometry
import StackLayout
import Testing
import ViewTree

/// The exactness property test's seed 1967946579 (it failed about one run
/// in twelve): a multi-line label wraps in a second pass, and which width it
/// wraps at depended on when a constraint broken in vain came back.
///
/// Adding a required hugging constraint first broke an app constraint (the
/// stack's trailing pin) and then turned out to conflict with system
/// constraints alone, so it was broken itself; the pin stayed broken, the
/// stack shrank to its narrowest item, and the label beside a view was
/// squeezed and wrapped to three lines. The pin came back at the next
/// removal: on the general path only in the label's second pass, by when it
/// had wrapped (61 tall, a fixed point: its wrapped width is its intrinsic
/// width); on the direct path in the first pass already, because a rejected
/// plan removed its wishes (one line, 20.5 tall). Now a constraint broken
/// in vain goes back at once (`Window.add`), and both paths reach the
/// one-line state from the first pass.
@Suite("Wrap fixed point: a constraint broken in vain goes back")
struct WrapFixedPointTests {
    /// The seed's scene itself (SceneBuilder, step 0), on both paths.
    @Test(arguments: [LayoutConfiguration(), .general])
    func theSeedsSceneWrapsOnceOnEitherPath(configuration: LayoutConfiguration) throws {
        // (Its labels as they measured when the seed was found: iOS 9–13's
        // 17 pt.)
        let scene = SceneBuilder(seed: 1_967_946_579, configuration: configuration, staticFaces: true)
        scene.window.layoutIfNeeded()
        let views = Dictionary(uniqueKeysWithValues: scene.window.rootView.allViews().map { ($0.name, $0) })
        let s1 = try #require(views["s1"]), s29 = try #require(views["s29"])
        let l30 = try #require(views["l30"]), v31 = try #require(views["v31"])
        // s1 is pinned to the safe area on all four sides: 375 × (667 − 20).
        #expect(s1.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        // l30 ("Settings", lines=0, 63.5 wide on one line) keeps its width
        // (hugging 251 > v31's 250: v31 takes the rest, 375 − 63.5 − 1.5).
        #expect(l30.frame == Rect(x: 0, y: 0, width: 63.5, height: 20.5))
        #expect(v31.frame == Rect(x: 65, y: 0, width: 310, height: 20))
        #expect(s29.frame == Rect(x: 0, y: 518, width: 375, height: 20.5))
        #expect(l30.textWrap?.lines == 1)
        // One conflict: l20's required hugging (≤ 41) against l9's required
        // compression resistance (≥ 63.5) across the aligned stacks.
        #expect(scene.window.conflictReports.map(\.broken.description) == ["l20.width <= 41 @ 1000 (hugging)"])
    }

    /// The mechanism in a small scene: `b`'s required hugging (≤ 40.5, "Wi-Fi") meets
    /// first the stack's trailing pin (an app constraint, broken for it) and
    /// then `a`'s required compression resistance (≥ 63), system
    /// constraints alone: the hugging is broken and the pin goes back.
    @Test(arguments: [LayoutConfiguration(), .general])
    func aPinBrokenInVainGoesBack(configuration: LayoutConfiguration) throws {
        let w = Window(screen: Screen(device: .iPhone8), configuration: configuration)
        let s = StackView(name: "s")
        s.axis = .vertical
        try w.rootView.addSubview(s)
        let g = w.rootView.safeAreaLayoutGuide
        try LayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: g.leadingAnchor),
            s.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            s.topAnchor.constraint(equalTo: g.topAnchor),
            s.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        let a = View(name: "a", kind: .label(text: "Settings", lines: 1))
        a.compressionResistance.horizontal = 1000
        let b = View(name: "b", kind: .label(text: "Wi-Fi", lines: 1))
        b.contentHugging.horizontal = 1000
        // Hugs harder than anything else across: would shrink the stack to
        // its narrowest item if the pin were not enforced.
        let n = View(name: "n")
        n.intrinsicSizeOverride = Size(width: 31.5, height: 6)
        n.contentHugging.horizontal = 751
        let row = StackView(name: "row")
        row.spacing = 1.5
        let m = View(name: "m", kind: .label(text: "Settings", lines: 0))
        m.compressionResistance.horizontal = 249
        let f = View(name: "f")
        f.intrinsicSizeOverride = Size(width: 32, height: 20)
        try row.addArrangedSubview(m)
        try row.addArrangedSubview(f)
        for v in [a, b, n, row] { try s.addArrangedSubview(v) }
        w.layoutIfNeeded()

        #expect(w.conflictReports.map(\.broken.description) == ["b.width <= 40.5 @ 1000 (hugging)"])
        // The pin holds: the stack spans the safe area, 375 × 647.
        #expect(s.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        // m keeps its one line (63 × 20.5); f takes the rest, 375 − 63
        // − 1.5, and the row's height (alignment fill).
        #expect(m.frame == Rect(x: 0, y: 0, width: 63, height: 20.5))
        #expect(f.frame == Rect(x: 64.5, y: 0, width: 310.5, height: 20.5))
        #expect(m.textWrap?.lines == 1)
        // And the scene is where a fresh window settles after the same edit
        // history would: laying out again changes nothing.
        w.setNeedsLayout()
        w.layoutIfNeeded()
        #expect(m.frame == Rect(x: 0, y: 0, width: 63, height: 20.5))
        #expect(w.conflictReports.count == 1)
    }
}
