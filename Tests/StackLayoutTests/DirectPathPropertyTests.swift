import Foundation
import Geometry
import PropertyBased
import StackLayout
import TestSupport
import Testing
import ViewTree

/// Issue 11, "Prove it": the direct path (``StackView``'s direct arrangement)
/// gives the same frames, after pixel snapping, as the general solver, on
/// random scenes: every distribution and alignment, stacks nested to depth 4,
/// hidden items, margins, custom spacing, size-class variations, scroll
/// views, fitting sizes and random edits between layouts. Each scene is
/// built twice from one seed, once in a window on the direct path and once in
/// a window forced onto the general path, and every view's frame is
/// compared after every layout. Any difference is a bug in the direct path.
///
/// Views the general path finds ambiguous (`hasAmbiguousLayout`: the
/// priority tiers leave their frame open, and the solver's last tie-break
/// among stack constraints follows the order they were added, so even two
/// general windows with different histories may differ) are left out of the
/// comparison; every other view is compared.
///
/// The scenes lean towards what the direct path covers (fill stacks of
/// leaves and of such stacks) so that it runs on most of them; the test
/// counts how often it did, and how often a nested stack was arranged inside
/// a directly arranged root, and fails if either ran too rarely to prove
/// anything.
@Suite("Direct path: equal frames to the general solver")
struct DirectPathPropertyTests {
    static let count = 300

    @Test func randomScenesMatchTheGeneralSolver() async {
        let tally = Tally()
        await propertyCheck(count: Self.count, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            if let mismatch = Self.mismatch(seed: UInt64(seed), tally: tally) { Self.report(mismatch) }
        }
        // The direct path must really run: on most layouts at least one
        // stack is arranged directly (50–59 % of layouts over eight runs of
        // 300 random seeds: the floor sits below that spread).
        print("direct-path tally: \(tally.direct) of \(tally.layouts) layouts (\(tally.nested) with a nested stack arranged directly), \(tally.ambiguous) ambiguous views left out, \(tally.openWraps) layouts with an ambiguous wrap width")
        #expect(tally.layouts >= Self.count)
        // Leaving a layout out is rare (once in about 40 000 seeds).
        #expect(tally.openWraps * 100 <= tally.layouts, "\(tally.openWraps) of \(tally.layouts) layouts not compared")
        #expect(Double(tally.direct) >= 0.4 * Double(tally.layouts), "direct on \(tally.direct) of \(tally.layouts) layouts")
        // Nested stacks too (about one layout in eight has one arranged so).
        #expect(Double(tally.nested) >= 0.05 * Double(tally.layouts), "nested on \(tally.nested) of \(tally.layouts) layouts")
    }

    /// The same comparison on scenes whose stacks may all have negative
    /// spacing (and negative custom spacing, and edits to a negative
    /// spacing), under every distribution at every depth: issue 23's
    /// behaviour 7, an equalSpacing stack with spacing −4 that the direct
    /// path made 4 pt longer than the solver (its least gap started from 0).
    /// A separate test, so that the seeds above keep building their scenes.
    @Test func randomScenesWithNegativeSpacingMatchTheGeneralSolver() async {
        let tally = Tally()
        await propertyCheck(count: Self.count, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            if let mismatch = Self.mismatch(seed: UInt64(seed), tally: tally, negativeSpacing: true) {
                Self.report(mismatch + " (negative spacing)")
            }
        }
        print("direct-path tally (negative spacing): \(tally.direct) of \(tally.layouts) layouts (\(tally.nested) nested), \(tally.negativeDirect) with a directly arranged stack of negative spacing")
        #expect(tally.openWraps * 100 <= tally.layouts, "\(tally.openWraps) of \(tally.layouts) layouts not compared")
        #expect(Double(tally.direct) >= 0.4 * Double(tally.layouts), "direct on \(tally.direct) of \(tally.layouts) layouts")
        // The case must really be met: a stack with a negative gap arranged
        // directly (as a root or nested).
        #expect(Double(tally.negativeDirect) >= 0.1 * Double(tally.layouts), "negative spacing arranged directly on \(tally.negativeDirect) of \(tally.layouts) layouts")
    }

    /// Issue 23's behaviour 7 as the generator draws it: seeds whose scenes
    /// failed before the fix: 168403133 (s11, an equalSpacing stack with
    /// spacing −1.5 arranged directly, 70 tall against the solver's 69).
    @Test(arguments: [168_403_133] as [UInt64])
    func negativeSpacingSeedsThatOnceFailed(seed: UInt64) {
        let tally = Tally()
        #expect(Self.mismatch(seed: seed, tally: tally, negativeSpacing: true) == nil)
        // It still builds the case: a stack of negative spacing arranged
        // directly.
        #expect(tally.negativeDirect >= 1)
    }

    /// Seed 701640859 (negative spacing), after its first edit (`insert l20
    /// into s3`): a horizontal fill stack is 27 pt short for `l16` ("Hi",
    /// 16.5 wide, compression resistance 249) and `s17` (a vertical stack,
    /// bottom-aligned, whose label `l18` is 24 wide at 750; its spanning
    /// fit pulls it to its widest item at 51). The lexicographic optimum
    /// gives `l16` the 3 pt left at tier 249 and `s17` its 24; the general
    /// path gave `l16` 0 and `s17` 27, because rounding noise of 2.3e-9 left
    /// in tier 750's row by a `fillProportionally` stack's proportions hid
    /// the improving slack (``ConstraintSolver`` `Tableau.leadingReducedCost`).
    /// Both paths now agree on the optimum, frame for frame. (The seed's
    /// fourth edit, `rotate` then `s1.distribution = equalSpacing`, still
    /// differs: the general path wraps the multi-line `l6` at 64 where the
    /// direct path keeps it on one 97-wide line, a second fixed point of
    /// the wrap, before this fix as after; not settled.)
    @Test func residueInAHigherTier() {
        for configuration in [LayoutConfiguration(), .general] {
            // (Its labels measured as when the case was found, iOS 9–13's
            // 17 pt: with today's tracking the same seed is another scene.)
            let scene = SceneBuilder(seed: 701_640_859, configuration: configuration, negativeSpacing: true, staticFaces: true)
            scene.edit()
            #expect(scene.log == ["insert l20 into s3"])
            scene.window.layoutIfNeeded()
            let views = Dictionary(uniqueKeysWithValues: scene.window.rootView.allViews().map { ($0.name, $0) })
            #expect(views["l16"]?.frame == Rect(x: 340, y: 30.5, width: 3, height: 20.5), "\(configuration)")
            #expect(views["s17"]?.frame == Rect(x: 351, y: 14, width: 24, height: 54), "\(configuration)")
            #expect(views["l18"]?.frame == Rect(x: 0, y: 0, width: 24, height: 20.5), "\(configuration)")
        }
    }

    /// Seeds that once failed, kept as fixed cases: 1967946579 (a constraint
    /// broken in vain, then a multi-line label wrapped at the narrower width
    /// on one path only: WrapFixedPointTests), 694965265 (a centred label at
    /// 64.25 with solver noise of 1e-9 pt either side of the half-pixel tie:
    /// PixelSnappingTests), 1014573471 (a stack 1164 wide instead of 958:
    /// the solver's marker removal pivoted on rounding residue,
    /// PivotToleranceTests), 1077818609 (a stack 0 tall instead of 977: the
    /// solver kept rounding residue as a coefficient,
    /// CancellationResidueTests; later 1.4e11 pt tall: a new row solved for
    /// an error whose coefficient was residue, −9.6e-8 beside 1s, once
    /// first-baseline rows had their top tied to the first item only).
    /// 726988348: two fixed points of a wrap (``isAnotherWrapFixedPoint(of:seed:step:negativeSpacing:staticFaces:)``).
    /// Each runs with its labels as they measured when it was found
    /// (iOS 9–13's 17 pt, `staticFaces`) and as today's iPhone measures.
    @Test(arguments: [1_967_946_579, 694_965_265, 1_014_573_471, 1_077_818_609, 726_988_348] as [UInt64])
    func seedsThatOnceFailed(seed: UInt64) {
        for staticFaces in [true, false] {
            let tally = Tally()
            #expect(Self.mismatch(seed: seed, tally: tally, staticFaces: staticFaces) == nil)
            #expect(tally.layouts > 1)
        }
    }

    /// Every seed of `STACKLAB_DIRECT_SWEEP=FROM-TO` (inclusive), on both
    /// generators (with and without negative spacing), each mismatch
    /// printed as it is found: a sweep for a rare mismatch, run by hand
    /// (`STACKLAB_DIRECT_SWEEP=1-4000 swift test --filter sweepOfSeeds`).
    /// Skipped (reported as such) without the variable.
    @Test(.enabled(if: sweepRange != nil, "set STACKLAB_DIRECT_SWEEP=FROM-TO to sweep"))
    func sweepOfSeeds() {
        guard let range = Self.sweepRange else { return }
        let tally = Tally()
        for seed in range {
            if let m = Self.mismatch(seed: seed, tally: tally) { Self.report(m) }
            if let m = Self.mismatch(seed: seed, tally: tally, negativeSpacing: true) {
                Self.report(m + " (negative spacing)")
            }
        }
        print("direct-path sweep \(range): \(tally.layouts) layouts, \(tally.direct) direct")
        #expect(tally.layouts >= 2 * range.count)
    }

    static var sweepRange: ClosedRange<UInt64>? {
        guard let text = ProcessInfo.processInfo.environment["STACKLAB_DIRECT_SWEEP"] else { return nil }
        let parts = text.split(separator: "-").compactMap { UInt64($0) }
        guard parts.count == 2, parts[0] <= parts[1] else { return nil }
        return parts[0]...parts[1]
    }

    /// Records a mismatch (it names its seed) and prints it on its own line
    /// too, so that the seed survives any filter of the test output: round
    /// 6 lost the seed of a failure seen once in 13 runs because the issue's
    /// text was cut from a filtered log. Grep a log for
    /// `DIRECT-PATH MISMATCH`; the seed goes into ``seedsThatOnceFailed``.
    static func report(_ mismatch: String) {
        print("DIRECT-PATH MISMATCH: \(mismatch)")
        Issue.record(Comment(rawValue: mismatch))
    }

    /// Builds the seed's scene in both windows, applies its edits and
    /// compares every layout; the first difference found, or nil.
    static func mismatch(seed: UInt64, tally: Tally, negativeSpacing: Bool = false, staticFaces: Bool = false) -> String? {
        let direct = SceneBuilder(
            seed: seed, configuration: LayoutConfiguration(), negativeSpacing: negativeSpacing, staticFaces: staticFaces)
        let general = SceneBuilder(seed: seed, configuration: .general, negativeSpacing: negativeSpacing, staticFaces: staticFaces)
        var compared = 0
        var notCompared = 0
        for step in 0...direct.edits {
            if step > 0 {
                direct.edit()
                general.edit()
            }
            direct.window.layoutIfNeeded()
            general.window.layoutIfNeeded()
            tally.layouts += 1
            if direct.window.directlyArrangedStacks > 0 { tally.direct += 1 }
            if direct.stacks.contains(where: { direct.window.isArrangedDirectly($0) }) { tally.nested += 1 }
            if direct.stacks.contains(where: { s in
                s.spacing < 0 && s.arrangedSubviews.filter { !$0.isHidden }.count > 1
                    && (direct.window.isArrangedDirectly(s) || direct.window.isDirectRoot(s))
            }) {
                tally.negativeDirect += 1
            }
            let a = direct.window.rootView.allViews(), b = general.window.rootView.allViews()
            guard a.map(\.name) == b.map(\.name) else { return "seed \(seed) step \(step): the trees differ" }
            // A view whose frame the tiers leave open (ambiguous, as in
            // UIKit) has no frame to agree on: even the general path's
            // answer then depends on the order constraints were added.
            let open = Set(b.filter(\.hasAmbiguousLayout).map(\.name))
            tally.ambiguous += open.count
            // A multi-line label whose width the tiers leave open (its own,
            // or a containing stack's it follows) wraps at a width that is
            // itself a tie-break, and the pass after takes its height from
            // that width (UIKit's automatic preferredMaxLayoutWidth, §14.2).
            // Each window has then laid out another scene, and the frames
            // around the label follow the tie-break however exact both paths
            // are; the last pass may even find the result unambiguous, the
            // wrap having fixed the width. Seed 585180367: an ambiguous label
            // 33 wide in one window, 48 in the other, 4 lines against 3, and
            // its unambiguous stack 119.5 tall against 99. Seed 2134482988:
            // a label filling an ambiguous stack, 95.667 wide on one line
            // against 63 on two. Such a step is not compared; the next edit's
            // layout is.
            let openWrap = zip(a, b).contains { x, y in
                guard y.kind.isMultilineLabel, x.automaticWrapWidth != y.automaticWrapWidth else { return false }
                var v: View? = y
                while let u = v {
                    if open.contains(u.name) { return true }
                    v = u.superview
                }
                return false
            }
            if openWrap {
                tally.openWraps += 1
                notCompared += 1
                continue
            }
            // (A frame in superview coordinates moves with an ambiguous
            // superview: compared where the superview is not ambiguous.)
            let differing = zip(a, b).first { x, y in
                guard !open.contains(y.name) else { return false }
                let superviewOpen = y.superview.map { open.contains($0.name) } ?? false
                return x.screenFrame != y.screenFrame || (!superviewOpen && x.frame != y.frame)
            }
            if let (x, y) = differing {
                // Two fixed points of the wrap (a label wraps at another
                // width in each window, and the solver agrees with the
                // direct path at the direct path's wrap): not compared.
                let wrapsDiffer = zip(a, b).contains { x, y in
                    y.kind.isMultilineLabel && x.automaticWrapWidth != y.automaticWrapWidth
                }
                if wrapsDiffer,
                    Self.isAnotherWrapFixedPoint(
                        of: a, seed: seed, step: step, negativeSpacing: negativeSpacing, staticFaces: staticFaces)
                {
                    tally.openWraps += 1
                    notCompared += 1
                    continue
                }
                return "seed \(seed) step \(step) (\(direct.log.joined(separator: "; "))): \(x.name) is \(x.frame) on the direct path, \(y.frame) on the general path"
            }
            compared += a.count - open.count
            if let (p, name) = direct.fittingCandidate(), let (r, _) = general.fittingCandidate() {
                let fd = direct.window.systemLayoutSizeFitting(p), fg = general.window.systemLayoutSizeFitting(r)
                guard fd == fg else { return "seed \(seed) step \(step): fitting size of \(name): \(fd) direct, \(fg) general" }
            }
        }
        return compared > 0 || notCompared > 0 ? nil : "seed \(seed): no frame compared"
    }

    /// Whether the direct path's layout `direct` (its views in tree order)
    /// agrees with the solver's once the solver's multi-line labels wrap
    /// where the direct path's do: two fixed points of the wrap (§14.2),
    /// each unambiguous in its last pass, where an earlier pass's
    /// tie-break chose the wrap. Seed 726988348 failed for that: a
    /// 147-wide fill stack squeezed items of equal resistance; the direct
    /// path took the shortfall from a nested stack and "A longer title"
    /// wrapped at 64 on two lines, the solver took it from the label, 48.667
    /// on three; both then fit exactly. A third window, general, rebuilds
    /// the step with every multi-line label's preferred width set to the
    /// direct path's wrap width (explicit, so it stays): where it agrees
    /// with the direct path on every frame it does not leave open, the
    /// direct path's answer is one the solver gives for that wrap, and the
    /// layout is left out. Any other difference is still a mismatch.
    static func isAnotherWrapFixedPoint(of direct: [View], seed: UInt64, step: Int, negativeSpacing: Bool, staticFaces: Bool) -> Bool {
        let wraps = direct.filter { $0.kind.isMultilineLabel && $0.automaticWrapWidth != nil }
        guard !wraps.isEmpty else { return false }
        let third = SceneBuilder(seed: seed, configuration: .general, negativeSpacing: negativeSpacing, staticFaces: staticFaces)
        for _ in 0..<step { third.edit() }
        let views = third.window.rootView.allViews()
        guard views.map(\.name) == direct.map(\.name) else { return false }
        let byName = Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0) })
        for label in wraps { byName[label.name]?.preferredMaxLayoutWidth = label.automaticWrapWidth }
        third.window.layoutIfNeeded()
        // Compared as the main loop compares: a view the solver leaves open
        // there (ambiguous, as in UIKit) has no frame to agree on.
        let open = Set(views.filter(\.hasAmbiguousLayout).map(\.name))
        return zip(direct, views).allSatisfy { x, y in
            if open.contains(y.name) { return true }
            let superviewOpen = y.superview.map { open.contains($0.name) } ?? false
            return x.screenFrame == y.screenFrame && (superviewOpen || x.frame == y.frame)
        }
    }

    /// The forced-general switch: the environment variable and the
    /// configuration both turn the direct path off, and then no stack is
    /// arranged directly.
    @Test func theGeneralSwitchTurnsTheDirectPathOff() throws {
        let builder = SceneBuilder(seed: 7, configuration: .general)
        builder.window.layoutIfNeeded()
        #expect(builder.window.directlyArrangedStacks == 0)
        let w = Window(screen: Screen(device: .iPhone8), configuration: LayoutConfiguration())
        let s = StackView(name: "s")
        try w.rootView.addSubview(s)
        try LayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor),
            s.topAnchor.constraint(equalTo: w.rootView.topAnchor),
        ])
        let v = View(name: "v")
        v.intrinsicSizeOverride = Size(width: 10, height: 20)
        try s.addArrangedSubview(v)
        w.layoutIfNeeded()
        #expect(w.directlyArrangedStacks == 1)
        #expect(v.frame == Rect(x: 0, y: 0, width: 10, height: 20))
        w.layoutConfiguration = .general
        w.layoutIfNeeded()
        #expect(w.directlyArrangedStacks == 0)
        #expect(v.frame == Rect(x: 0, y: 0, width: 10, height: 20))
        // Introspection reads the solver's view of every constraint.
        w.layoutConfiguration = LayoutConfiguration()
        w.layoutIfNeeded()
        #expect(w.directlyArrangedStacks == 1)
        #expect(!v.hasAmbiguousLayout)
        #expect(w.directlyArrangedStacks == 0)
        v.isHidden = false  // any change: the direct path again
        w.layoutIfNeeded()
        #expect(w.directlyArrangedStacks == 1)
    }
}

final class Tally: @unchecked Sendable {
    var layouts = 0
    var direct = 0
    var nested = 0
    var ambiguous = 0
    /// Layouts not compared: an ambiguous multi-line label wraps at another
    /// width in each window.
    var openWraps = 0
    /// Layouts where a stack with negative spacing and two visible items
    /// was arranged directly (root or nested).
    var negativeDirect = 0
}


/// Builds one random scene and applies random edits to it.
final class SceneBuilder {
    let window: Window
    var rng: SplitMix
    var stacks: [StackView] = []
    var leaves: [View] = []
    var made = 0
    let edits: Int
    var log: [String] = []
    /// Whether spacings (the stacks', custom ones, edits) may be negative.
    let negativeSpacing: Bool
    /// The labels' font: the 17-pt system font, as iOS 9–13 drew it when
    /// `staticFaces` (a fixed case found then keeps its widths).
    let labelFont: Font

    init(seed: UInt64, configuration: LayoutConfiguration, negativeSpacing: Bool = false, staticFaces: Bool = false) {
        rng = SplitMix(state: seed)
        self.negativeSpacing = negativeSpacing
        var font = Font.system(17)
        font.usesStaticSystemFaces = staticFaces
        labelFont = font
        let devices: [Device] = [.iPhone8, .iPhoneX, .iPad, .iPhoneSE]
        let screen = Screen(device: rng.pick(devices), orientation: rng.chance(0.3) ? .landscape : .portrait)
        window = Window(screen: screen, configuration: configuration)
        edits = rng.int(5)
        let top = makeStack(depth: 0)
        place(top)
    }

    /// Where the top stack goes: content-sized at the root's margins, pinned
    /// on all sides, width only, or in a vertical scroll view.
    func place(_ top: StackView) {
        let root = window.rootView
        do {
            switch rng.int(4) {
            case 0:
                try root.addSubview(top)
                try LayoutConstraint.activate([
                    top.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: Double(rng.int(3))),
                    top.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                ])
            case 1:
                try root.addSubview(top)
                let g = root.safeAreaLayoutGuide
                try LayoutConstraint.activate([
                    top.leadingAnchor.constraint(equalTo: g.leadingAnchor),
                    top.trailingAnchor.constraint(equalTo: g.trailingAnchor),
                    top.topAnchor.constraint(equalTo: g.topAnchor),
                    top.bottomAnchor.constraint(equalTo: g.bottomAnchor),
                ])
            case 2:
                try root.addSubview(top)
                let width = top.widthAnchor.constraint(equalToConstant: Double(50 + rng.int(300)))
                if rng.chance(0.5) { width.priority = 750 }
                try LayoutConstraint.activate([
                    top.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                    top.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                    width,
                ])
            default:
                let scroll = ScrollView(name: "scroll")
                try root.addSubview(scroll)
                try scroll.addSubview(top)
                let g = root.safeAreaLayoutGuide
                try LayoutConstraint.activate([
                    scroll.leadingAnchor.constraint(equalTo: g.leadingAnchor),
                    scroll.trailingAnchor.constraint(equalTo: g.trailingAnchor),
                    scroll.topAnchor.constraint(equalTo: g.topAnchor),
                    scroll.bottomAnchor.constraint(equalTo: g.bottomAnchor),
                    top.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                    top.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                    top.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                    top.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                    top.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                ])
                if rng.chance(0.3) { scroll.setContentOffset(Point(x: 0, y: Double(rng.int(200)))) }
            }
        } catch {
            Issue.record("building the scene: \(error)")
        }
    }

    func makeLeaf() -> View {
        made += 1
        let v: View
        if rng.chance(0.3) {
            let words = ["Hi", "Settings", "A longer title", "OK", "Wi-Fi"]
            v = View(name: "l\(made)", kind: .label(text: rng.pick(words), font: labelFont, lines: rng.chance(0.1) ? 0 : 1))
        } else {
            v = View(name: "v\(made)")
            v.intrinsicSizeOverride = Size(width: Double(rng.int(60)) + 0.5 * Double(rng.int(2)), height: Double(5 + rng.int(40)))
        }
        // Mostly the priorities the direct path covers; now and then a
        // required one (the subtree then goes to the solver).
        let priorities: [Double] = [250, 251, 249, 750, 751, 200]
        func priority() -> Double { rng.chance(0.04) ? 1000 : rng.pick(priorities) }
        if rng.chance(0.3) { v.contentHugging.horizontal = priority() }
        if rng.chance(0.3) { v.contentHugging.vertical = priority() }
        if rng.chance(0.3) { v.compressionResistance.horizontal = priority() }
        if rng.chance(0.3) { v.compressionResistance.vertical = priority() }
        if rng.chance(0.1) { v.isHidden = true }
        leaves.append(v)
        return v
    }

    func makeStack(depth: Int) -> StackView {
        made += 1
        let s = StackView(name: "s\(made)")
        stacks.append(s)
        s.axis = rng.chance(0.5) ? .vertical : .horizontal
        s.distribution = rng.chance(0.6) ? .fill : rng.pick(StackView.Distribution.allCases)
        s.alignment = rng.pick(StackView.Alignment.allCases)
        s.spacing = negativeSpacing
            ? rng.pick([-4, -1.5, -10, -0.5, 0, 8, StackView.spacingUseSystem])
            : rng.pick([0, 8, 1.5, 10, StackView.spacingUseSystem])
        if rng.chance(0.2) {
            s.isLayoutMarginsRelativeArrangement = true
            s.layoutMargins = EdgeInsets(top: Double(rng.int(9)), left: Double(rng.int(9)), bottom: 3, right: 5)
        }
        if rng.chance(0.15) {
            s.setVariation(.axis(s.axis.other), horizontal: .regular, vertical: nil)
        }
        if rng.chance(0.05) { s.isBaselineRelativeArrangement = true }
        let n = 1 + rng.int(depth == 0 ? 6 : 4)
        for _ in 0..<n {
            let item: View = depth < 3 && rng.chance(0.3) ? makeStack(depth: depth + 1) : makeLeaf()
            try? s.addArrangedSubview(item)
            if rng.chance(0.15) { s.setCustomSpacing(Double(rng.int(20) - (negativeSpacing ? 10 : 0)), after: item) }
        }
        return s
    }

    /// One random edit (the same in both windows: the generators agree).
    func edit() {
        let s = rng.pick(stacks)
        switch rng.int(10) {
        case 0, 1:
            let v = rng.pick(leaves)
            v.isHidden.toggle()
            log.append("toggle \(v.name)")
        case 2:
            s.spacing = Double(rng.int(12) - (negativeSpacing ? 8 : 0))
            log.append("\(s.name).spacing")
        case 3:
            s.alignment = rng.pick(StackView.Alignment.allCases)
            log.append("\(s.name).alignment = \(s.alignment)")
        case 4:
            s.axis = s.axis.other
            log.append("\(s.name).axis")
        case 5:
            let v = makeLeaf()
            try? s.insertArrangedSubview(v, at: rng.int(s.arrangedSubviews.count + 1))
            log.append("insert \(v.name) into \(s.name)")
        case 6:
            if let v = s.arrangedSubviews.last, !(v is StackView) {
                s.removeArrangedSubview(v)
                log.append("removeArranged \(v.name)")
            }
        case 7:
            window.rotate()
            log.append("rotate")
        case 8:
            // An intrinsic size given to a stack (`set s intrinsic=WxH`):
            // the direct path leaves such a stack to the solver.
            s.intrinsicSizeOverride = s.intrinsicSizeOverride == nil
                ? Size(width: Double(10 + rng.int(30)), height: Double(10 + rng.int(30))) : nil
            log.append("\(s.name).intrinsic = \(String(describing: s.intrinsicSizeOverride))")
        default:
            s.distribution = rng.pick(StackView.Distribution.allCases)
            log.append("\(s.name).distribution = \(s.distribution)")
        }
    }

    /// A stack to measure with systemLayoutSizeFitting, and its name.
    func fittingCandidate() -> (StackView, String)? {
        guard let s = stacks.last else { return nil }
        return (s, s.name)
    }
}
