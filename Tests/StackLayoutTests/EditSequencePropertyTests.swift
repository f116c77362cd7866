// Issue 15, item 5: the engine is incremental (stacks keep unchanged
// constraints, the window re-solves only the difference), so after any
// sequence of edits, with a layout after each, the frames must be those of
// a fresh layout of the same scene. Random sequences of add, insert, hide,
// show, remove, re-insert, axis, distribution, alignment, spacing, custom
// spacing, rotate and device are checked against a scene rebuilt from
// scratch after every edit; counters prove the generator reaches the
// situations that matter (every item hidden, one shown again, each edit).

import Geometry
import PropertyBased
import StackLayout
import Testing
import ViewTree

/// One edit of the random sequences. Operands pick among the current items
/// modulo their number, so every edit applies to any scene.
enum StackEdit: Sendable, CustomStringConvertible {
    case add(width: Int, height: Int)
    case insert(width: Int, height: Int, at: Int)
    case hide(Int), show(Int), remove(Int), reinsert(Int, at: Int)
    case axis, distribution(Int), alignment(Int), spacing(Int), customSpacing(Int, Int)
    case rotate, device(Int)

    var kind: String {
        switch self {
        case .add: return "add"
        case .insert: return "insert"
        case .hide: return "hide"
        case .show: return "show"
        case .remove: return "remove"
        case .reinsert: return "re-insert"
        case .axis: return "axis"
        case .distribution: return "distribution"
        case .alignment: return "alignment"
        case .spacing: return "spacing"
        case .customSpacing: return "custom spacing"
        case .rotate: return "rotate"
        case .device: return "device"
        }
    }

    var description: String {
        switch self {
        case let .add(w, h): return "add \(w)x\(h)"
        case let .insert(w, h, i): return "insert \(w)x\(h) at \(i)"
        case let .hide(i): return "hide #\(i)"
        case let .show(i): return "show #\(i)"
        case let .remove(i): return "remove #\(i)"
        case let .reinsert(i, at): return "re-insert removed #\(i) at \(at)"
        case .axis: return "toggle axis"
        case let .distribution(d): return "distribution=\(StackView.Distribution.allCases[d])"
        case let .alignment(a): return "alignment=\(EditScene.alignments[a])"
        case let .spacing(s): return "spacing=\(s)"
        case let .customSpacing(i, s): return "custom spacing \(s) after #\(i)"
        case .rotate: return "rotate"
        case let .device(d): return "device \(EditScene.devices[d])"
        }
    }
}

/// A scene as plain values: what a fresh layout is built from.
struct EditScene: Sendable {
    static let devices = ["iphone8", "iphone-se", "ipad"]
    static let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline]

    struct Item: Sendable { var id: Int; var size: Size; var hidden = false }

    /// Whether the stack is pinned between the root's margins along both
    /// axes' leading edges and its width (else only its top-left corner).
    var pinnedWidth: Bool
    var device = 0
    var landscape = false
    var axis: Axis = .horizontal
    var distribution = StackView.Distribution.fill
    var alignment = StackView.Alignment.fill
    var spacing = 0.0
    var custom: [(id: Int, spacing: Double)] = []
    /// Every view ever made, in subview order (removed ones stay subviews).
    var subviews: [Item] = []
    /// The arranged views' ids, in order.
    var arranged: [Int] = []
    var removed: [Int] { subviews.map(\.id).filter { !arranged.contains($0) } }

    func item(_ id: Int) -> Item { subviews.first { $0.id == id }! }
}

/// A live scene: one window and stack, edited in place.
final class EditHarness {
    let window: Window
    let stack = StackView(name: "s")
    private(set) var views: [Int: View] = [:]

    init(_ scene: EditScene) throws {
        window = Window(screen: Self.screen(scene))
        try window.rootView.addSubview(stack)
        let root = window.rootView
        var cs = [stack.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                  stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)]
        if scene.pinnedWidth {
            cs.append(stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor))
        }
        try LayoutConstraint.activate(cs)
        apply(properties: scene)
        for item in scene.subviews { try stack.addSubview(makeView(item)) }
        for id in scene.arranged { try stack.addArrangedSubview(views[id]!) }
        for (id, s) in scene.custom { stack.setCustomSpacing(s, after: views[id]!) }
        window.layoutIfNeeded()
    }

    static func screen(_ scene: EditScene) -> Screen {
        let device = Device.preset(named: EditScene.devices[scene.device])!
        return Screen(device: device, orientation: scene.landscape ? .landscape : .portrait)
    }

    @discardableResult
    func makeView(_ item: EditScene.Item) -> View {
        let v = View(name: "v\(item.id)")
        v.intrinsicSizeOverride = item.size
        v.isHidden = item.hidden
        views[item.id] = v
        return v
    }

    func apply(properties scene: EditScene) {
        stack.axis = scene.axis
        stack.distribution = scene.distribution
        stack.alignment = scene.alignment
        stack.spacing = scene.spacing
    }
}

/// Applies an edit to the model and to the live harness alike.
enum EditApplier {
    static func apply(_ edit: StackEdit, to scene: inout EditScene, live: EditHarness) throws {
        func arrangedID(_ i: Int) -> Int? { scene.arranged.isEmpty ? nil : scene.arranged[i % scene.arranged.count] }
        func index(_ i: Int) -> Int { i % (scene.arranged.count + 1) }
        switch edit {
        case let .add(w, h), let .insert(w, h, _):
            let item = EditScene.Item(id: scene.subviews.count, size: Size(width: Double(w), height: Double(h)))
            scene.subviews.append(item)
            let v = live.makeView(item)
            if case let .insert(_, _, at) = edit {
                let i = index(at)
                scene.arranged.insert(item.id, at: i)
                try live.stack.insertArrangedSubview(v, at: i)
            } else {
                scene.arranged.append(item.id)
                try live.stack.addArrangedSubview(v)
            }
        case let .hide(i), let .show(i):
            guard let id = arrangedID(i) else { return }
            let hidden: Bool
            if case .hide = edit { hidden = true } else { hidden = false }
            scene.subviews[scene.subviews.firstIndex { $0.id == id }!].hidden = hidden
            live.views[id]!.isHidden = hidden
        case let .remove(i):
            guard let id = arrangedID(i) else { return }
            scene.arranged.removeAll { $0 == id }
            scene.custom.removeAll { $0.id == id }
            live.stack.removeArrangedSubview(live.views[id]!)
        case let .reinsert(i, at):
            let removed = scene.removed
            guard !removed.isEmpty else { return }
            let id = removed[i % removed.count]
            let k = index(at)
            scene.arranged.insert(id, at: k)
            try live.stack.insertArrangedSubview(live.views[id]!, at: k)
        case .axis:
            scene.axis = scene.axis == .horizontal ? .vertical : .horizontal
            live.stack.axis = scene.axis
        case let .distribution(d):
            scene.distribution = StackView.Distribution.allCases[d]
            live.stack.distribution = scene.distribution
        case let .alignment(a):
            scene.alignment = EditScene.alignments[a]
            live.stack.alignment = scene.alignment
        case let .spacing(s):
            scene.spacing = Double(s)
            live.stack.spacing = scene.spacing
        case let .customSpacing(i, s):
            guard let id = arrangedID(i) else { return }
            scene.custom.removeAll { $0.id == id }
            scene.custom.append((id, Double(s)))
            live.stack.setCustomSpacing(Double(s), after: live.views[id]!)
        case .rotate:
            scene.landscape.toggle()
            live.window.rotate()
        case let .device(d):
            scene.device = d
            live.window.setScreen(EditHarness.screen(scene))
        }
    }
}

enum EditGen {
    static let size = zip(Gen.int(in: 0...6), Gen.int(in: 0...6))
    /// Edits weighted towards hiding and showing, which is what item 5 is
    /// about: 5 in 17 hide, 3 in 17 show.
    static var edit: Generator<StackEdit, some SendableSequenceType> {
        zip(Gen.int(in: 0...16), size, Gen.int(in: 0...7), Gen.int(in: 0...4)).map {
            (t: (Int, (Int, Int), Int, Int)) -> StackEdit in
            let (w, h) = (t.1.0 * 10, t.1.1 * 10)
            switch t.0 {
            case 0: return .add(width: w, height: h)
            case 1: return .insert(width: w, height: h, at: t.2)
            case 2, 3, 4, 5, 6: return .hide(t.2)
            case 7, 8, 9: return .show(t.2)
            case 10: return .remove(t.2)
            case 11: return .reinsert(t.2, at: t.3)
            case 12, 16: return [.axis, .rotate, .device(t.2 % 3)][t.3 % 3]
            case 13: return .distribution(t.3)
            case 14: return .alignment(t.3)
            default: return t.3 % 2 == 0 ? .spacing(t.2 * 4) : .customSpacing(t.2, t.3 * 5)
            }
        }
    }

    /// A stack of 1–4 items, pinned or not, and 1–12 edits.
    static var sequence: Generator<EditCase, some SendableSequenceType> {
        zip(Gen.int(in: 0...1), size.array(of: 1...4), edit.array(of: 1...12)).map {
            (t: (Int, [(Int, Int)], [StackEdit])) -> EditCase in
            EditCase(
                pinned: t.0 == 1, sizes: t.1.map { Size(width: Double($0.0 * 10), height: Double($0.1 * 10)) },
                edits: t.2)
        }
    }
}

/// One generated case: the starting stack and the edits.
struct EditCase: Sendable, CustomStringConvertible {
    var pinned: Bool
    var sizes: [Size]
    var edits: [StackEdit]
    var description: String { "pinned=\(pinned) sizes=\(sizes) edits=\(edits)" }
}

@Suite("StackView: random edit sequences match a fresh layout (issue 15)")
struct EditSequencePropertyTests {
    static let count = 300

    /// Frames of the stack and of every view a fresh layout determines.
    /// Hidden views are left out where their position is ambiguous (a
    /// hidden item floats across the axis, as in UIKit), and removed views
    /// keep their last frame by design (§5), which a fresh scene cannot have.
    @Test(.shrinking) func incrementalMatchesFresh() async throws {
        var counts: [String: Int] = [:]
        var cases = 0
        await propertyCheck(count: Self.count, input: EditGen.sequence) { input in
            let (sizes, edits) = (input.sizes, input.edits)
            var scene = EditScene(pinnedWidth: input.pinned)
            scene.subviews = sizes.enumerated().map { EditScene.Item(id: $0.offset, size: $0.element) }
            scene.arranged = scene.subviews.map(\.id)
            guard let live = try? EditHarness(scene) else {
                Issue.record("cannot build the scene")
                return
            }
            var sawAllHidden = false
            for (k, edit) in edits.enumerated() {
                do { try EditApplier.apply(edit, to: &scene, live: live) } catch {
                    Issue.record("edit \(k) \(edit) threw \(error)")
                    return
                }
                live.window.layoutIfNeeded()
                counts[edit.kind, default: 0] += 1
                let visible = scene.arranged.filter { !scene.item($0).hidden }
                if !scene.arranged.isEmpty && visible.isEmpty {
                    sawAllHidden = true
                    counts["every item hidden", default: 0] += 1
                } else if sawAllHidden, case .show = edit, visible.count == 1 {
                    counts["one shown after all hidden", default: 0] += 1
                }
                guard let fresh = try? EditHarness(scene) else {
                    Issue.record("cannot rebuild the scene after edit \(k)")
                    return
                }
                // Required constraints that cannot all hold (fillProportionally's
                // required multiplier-1 item against a custom gap) break one
                // constraint, chosen by install order as in UIKit: history
                // decides, so such a scene is not compared.
                if !live.window.conflictReports.isEmpty || !fresh.window.conflictReports.isEmpty {
                    counts["conflict (not compared)", default: 0] += 1
                    continue
                }
                let context = "after edit \(k) (\(edit)) of \(edits)"
                // An empty stack generates nothing and is ambiguous, in UIKit too.
                if scene.arranged.isEmpty { continue }
                #expect(!fresh.stack.hasAmbiguousLayout, "the stack is ambiguous \(context)")
                #expect(
                    Self.same(live.stack.frame, fresh.stack.frame),
                    "stack \(live.stack.frame) incremental, \(fresh.stack.frame) fresh, \(context)")
                for id in scene.arranged {
                    let a = live.views[id]!, b = fresh.views[id]!
                    if b.hasAmbiguousLayout { continue }
                    #expect(Self.same(a.frame, b.frame), "v\(id) \(a.frame) incremental, \(b.frame) fresh, \(context)")
                    if !b.isHidden { counts["visible frames compared", default: 0] += 1 }
                }
            }
            cases += 1
        }
        guard cases == Self.count else { return }
        print("[incrementalMatchesFresh] \(cases) cases; "
            + counts.keys.sorted().map { "\($0): \(counts[$0]!)" }.joined(separator: ", "))
        // Each edit at least 20 times over the run (the rarest, custom
        // spacing, averages about 57: 300 cases × 6.5 edits / 34), and the
        // situations item 5 is about (seeds vary from run to run, so the
        // floors sit well below the means).
        for kind in ["add", "insert", "hide", "show", "remove", "re-insert", "axis", "distribution", "alignment",
                     "spacing", "custom spacing", "rotate", "device"] {
            #expect(counts[kind, default: 0] >= 20, "generator too weak: '\(kind)' only \(counts[kind, default: 0]) times")
        }
        #expect(counts["every item hidden", default: 0] >= Self.count / 4)
        #expect(counts["one shown after all hidden", default: 0] >= 15)
        #expect(counts["visible frames compared", default: 0] >= Self.count * 5)
    }

    /// Within a quarter of a @3x pixel: the two solvers may differ in the
    /// last bits before snapping.
    static func same(_ a: Rect, _ b: Rect) -> Bool {
        let e = 1.0 / 12
        return abs(a.origin.x - b.origin.x) <= e && abs(a.origin.y - b.origin.y) <= e
            && abs(a.size.width - b.size.width) <= e && abs(a.size.height - b.size.height) <= e
    }
}
