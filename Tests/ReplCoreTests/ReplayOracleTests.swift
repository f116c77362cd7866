// Replay stays, as the oracle: random command streams (valid commands,
// failing ones, commands that fail half way through an animation block or
// a load, undo, redo, reset, load) run on a live session, and after every
// step the live scene must equal a fresh replay of the history the session
// keeps — device, every frame, kind and state (`dump`), the last animation
// (`dump timeline`), and every property, constraint, custom spacing,
// variation and scroll offset (what `export swift` writes), compared as one
// `SceneDescription`. The live session never replays: failures roll back, undo and redo revert transactions.
//
// Coverage counts, on a seeded run of the same property, make sure the
// interesting steps happen often enough that it cannot pass vacuously.

import SceneModel
import Geometry
import PropertyBased
import Testing

@testable import ReplCore

/// One random step: what to do, and two numbers that pick its operands.
struct OracleStep: Sendable, CustomStringConvertible {
    var kind: Int
    var a: Int
    var b: Int
    var description: String { OracleVocabulary.command(self) }
}

enum OracleVocabulary {
    static let views = ["v0", "v1", "v2", "s0", "s1", "sc"]
    static let parents = ["root", "s0", "s1", "sc", "v0"]
    static let stacks = ["s0", "s1"]
    /// Views the prelude makes (an animation of them runs).
    static let prelude3 = ["v0", "v1", "s1"]
    /// How many kinds of step there are (see ``command(_:)``).
    static let kinds = 30

    static let files: [String: String] = [
        "good.stack": "view g\(0) intrinsic=20x30\nadd g0 to s0\nhide v0\nset s0 spacing=3\n",
        "bad.stack": "view b0 intrinsic=5x5\nadd b0 to root\nhide b0\nhide nope\n",
        "fresh.stack": "reset\nstack s0 axis=vertical\nview v0 intrinsic=10x10\nadd s0 to root\nadd v0 to s0\n",
    ]

    /// The command text of a step.
    static func command(_ s: OracleStep) -> String {
        let x = views[s.a % views.count], y = views[s.b % views.count]
        let stack = stacks[s.a % stacks.count]
        let n = s.b % 40
        switch s.kind {
        case 0:
            switch s.a % 4 {
            case 0: return "view v\(s.b % 3) intrinsic=\(10 + n)x\(20 + n)"
            case 1: return "label v\(s.b % 3) \"Hello \(n)\" lines=\(s.b % 2)"
            case 2: return "stack s\(s.b % 2) axis=\(s.b % 3 == 0 ? "horizontal" : "vertical") spacing=\(n % 9)"
            default: return "scroll sc"
            }
        case 1, 2: return "add \(x) to \(parents[s.b % parents.count])"
        case 3: return "insert \(x) into \(stack) at \(s.b % 3)"
        case 4: return "remove \(x)"
        case 5: return "removeFromSuperview \(x)"
        case 6: return "hide \(x)"
        case 7: return "show \(x)"
        case 8:
            switch s.b % 4 {
            case 0: return "set \(stack) spacing=\(n % 12)"
            case 1: return "set \(stack) distribution=\(["fill", "fillEqually", "equalSpacing", "fillProportionally"][s.a % 4])"
            case 2: return "set \(stack) alignment=\(["fill", "center", "leading", "firstBaseline"][s.a % 4])"
            default: return "set \(stack) axis=\(s.a % 2 == 0 ? "vertical" : "horizontal") marginsRelative=\(s.a % 3 == 0)"
            }
        case 9: return "set \(x) alpha=0.5 intrinsic=\(n)x\(n + 5)"
        case 10: return "spacing \(stack) after \(y) \(s.b % 3 == 0 ? "system" : String(n % 15))"
        case 11: return "constrain \(x).width == \(20 + n) @ \(s.b % 2 == 0 ? 1000 : 750)"
        case 12: return "constrain \(x).top == \(y).bottom + \(n % 10)"
        case 13: return "pin \(x) to \(s.b % 2 == 0 ? "root.margins" : "root.safeArea") inset=\(n % 5)"
        case 14: return "vary \(stack) axis=\(s.b % 2 == 0 ? "horizontal" : "vertical") h=compact"
        case 15: return "rotate"
        case 16: return "device \(["iphone-x", "ipad", "iphone8", "320x480@2x"][s.b % 4])"
        case 17:
            let (p, q) = (prelude3[s.a % 3], prelude3[s.b % 3])
            return "animate 0.1 fps=20 { hide \(p); show \(q); set s0 spacing=\(n % 9) }"
        case 18: return "animate 0.1 fps=20 { set \(stack) spacing=\(n % 7); hide \(x); hide nope }"  // fails half way
        case 19: return "hide \(x) nope"  // fails before changing anything
        case 20: return "add \(x) to \(x)"
        case 21, 22, 23: return "undo"
        case 24: return "redo"
        case 25: return s.b % 2 == 0 ? "undo; redo" : "undo; undo; redo"
        case 26: return s.b % 3 == 0 ? "reset" : "redo"
        case 27: return "load \(["good.stack", "bad.stack", "fresh.stack"][s.b % 3])"
        case 28: return "scroll sc to \(x)"
        default: return "set sc contentOffset=0,\(n)"
        }
    }

    static var step: Generator<OracleStep, some SendableSequenceType> {
        zip(Gen.int(in: 0...(kinds - 1)), Gen.int(in: 0...99), Gen.int(in: 0...99)).map { t in
            OracleStep(kind: t.0, a: t.1, b: t.2)
        }
    }

    /// A scene to start from (so most steps have something to work on),
    /// then the random steps.
    static let prelude = [
        "stack s0 axis=vertical spacing=4", "add s0 to root", "pin s0 to root.margins",
        "view v0 intrinsic=30x30", "label v1 \"One\"", "stack s1", "add v0 v1 s1 to s0",
    ]

    static var stream: Generator<[OracleStep], some SendableSequenceType> { step.array(of: 8...24) }
}

/// A fresh replay of a session's history, and what of its last animation
/// no scene can settle.
struct OracleReplay {
    var session: Session
    /// The views (tree order) whose frame in their superview's coordinates
    /// was ambiguous when the last animation began or ended: their tracks in
    /// the timeline interpolate between frames no constraint determined.
    var unsettledTracks: [String]
}

@Suite("Replay is the oracle of the live session")
struct ReplayOracleTests {
    /// The scene a fresh session builds by replaying the journal's units
    /// as they were applied: each unit's commands in order, then a layout
    /// pass (the prompt lays out after every command; `load` after its
    /// last). Frames a view keeps when it leaves a stack's layout depend on
    /// when layout ran, as in UIKit, so the replay lays out when the live
    /// session did. Nil when a command fails in the replay.
    ///
    /// Around each `animate` the replay notes which views' frames were
    /// ambiguous (``OracleReplay/unsettledTracks``). The animation reads
    /// frames there, before and after its block, and keeps them in the
    /// timeline: it is the one part of the layout that remembers an earlier
    /// scene, so whether the current scene is ambiguous does not say whether
    /// the timeline is determined. (Found as: the prelude, then `set s1
    /// alignment=firstBaseline; add v0 to s1; hide v0; undo` leaves v0, the
    /// single item of a baseline-aligned stack 622.5 tall, anywhere between
    /// y 0 and 592.5, which the live engine and a fresh one pick
    /// differently; `animate { hide s1 … }` then leaves an unambiguous scene
    /// whose timeline starts v0 at each engine's pick.)
    static func replayed(_ units: [[String]]) -> OracleReplay? {
        let t = Session(fileSystem: MemoryFileSystem(OracleVocabulary.files))
        var unsettled: [String] = []
        for unit in units {
            for text in unit {
                if text == "reset" {
                    t.scene = Scene()
                    unsettled = []
                    continue
                }
                for result in t.grammar.parse(text, file: "<oracle>", firstLine: 1) {
                    guard case .success(let c) = result else { return nil }
                    let animates = c.name == AnimateCommand.spec.name
                    let before = animates ? Self.unsettledFrames(t) : []
                    guard (try? t.execute(c)) != nil else { return nil }
                    if animates {
                        let after = Self.unsettledFrames(t)
                        unsettled = t.window.rootView.allViews().map(\.name).filter { before.contains($0) || after.contains($0) }
                    }
                }
            }
            t.window.layoutIfNeeded()
        }
        return OracleReplay(session: t, unsettledTracks: unsettled)
    }

    /// The views (tree order) whose frame in their superview's coordinates
    /// is not determined: the view's own frame or its superview's is
    /// ambiguous.
    static func unsettledFrames(_ s: Session) -> [String] {
        s.window.layoutIfNeeded()
        let views = s.window.rootView.allViews()
        let ambiguous = Set(views.filter(\.hasAmbiguousLayout).map(ObjectIdentifier.init))
        return views.filter { v in
            ambiguous.contains(ObjectIdentifier(v)) || v.superview.map { ambiguous.contains(ObjectIdentifier($0)) } == true
        }.map(\.name)
    }

    /// What the live scene and its replay must agree on. A frame the
    /// constraints leave open (`hasAmbiguousLayout`, as UIKit says) has no
    /// single answer: the engine's pick depends on the order constraints
    /// reached it, in UIKit too. While any view is ambiguous, the layout
    /// (frames, content sizes, the timeline) is left out and the model is
    /// compared (device, views, properties, hierarchy, constraints,
    /// variations, offsets); the layout is compared again as soon as the
    /// scene is unambiguous, the timeline without the tracks of the views
    /// it took from an ambiguous layout (`unsettled`, named by the replay).
    static func description(_ s: Session, framesToo: Bool, unsettled: [String]) -> SceneDescription {
        var d = s.sceneDescription(layout: framesToo)
        if var t = d.layout?.timeline, !unsettled.isEmpty {
            for i in t.samples.indices {
                t.samples[i].views.removeAll { unsettled.contains($0.name) }
                t.samples[i].scrollViews.removeAll { unsettled.contains($0.name) }
            }
            d.layout?.timeline = t
        }
        return d
    }

    static func isAmbiguous(_ s: Session) -> Bool {
        s.window.layoutIfNeeded()
        return s.window.rootView.allViews().contains { $0.hasAmbiguousLayout }
    }

    /// Runs one stream on a fresh session and requires the live scene to
    /// equal a fresh replay after every step; counts what happened into
    /// `coverage`. False when a step failed the property.
    static func check(_ steps: [OracleStep], coverage: inout [String: Int]) -> Bool {
        check(lines: steps.map(OracleVocabulary.command), coverage: &coverage)
    }

    /// ``check(_:coverage:)`` on command lines (after the prelude).
    static func check(lines: [String], coverage: inout [String: Int]) -> Bool {
        let s = Session(fileSystem: MemoryFileSystem(OracleVocabulary.files))
        for line in OracleVocabulary.prelude { #expect(!s.run(line).failed, "\(line)") }
        var history: [String] = []
        for line in lines {
            history.append(line)
            let r = s.run(line)
            guard let fresh = Self.replayed(s.applied.map(\.commands)) else {
                Issue.record("the history no longer replays after \(history)")
                return false
            }
            let framesToo = !Self.isAmbiguous(s)
            let live = Self.description(s, framesToo: framesToo, unsettled: fresh.unsettledTracks)
            let replay = Self.description(fresh.session, framesToo: framesToo, unsettled: fresh.unsettledTracks)
            #expect(live == replay, "after \(history.joined(separator: "; "))\n--- live\n\(live)\n--- replay\n\(replay)")
            if live != replay { return false }
            // What happened, for the coverage counts.
            let word = line.split(separator: " ").first.map(String.init) ?? ""
            func note(_ what: String, _ happened: Bool = true) { if happened { coverage[what, default: 0] += 1 } }
            note("step")
            note("frames compared", framesToo)
            note("failed", r.failed && ["undo", "redo"].contains(word) == false)
            note("failed half way (rolled back)", r.failed && (word == "animate" || word == "load") )
            note("undo", r.output.contains("undid: "))
            note("redo", r.output.contains("redid: "))
            note("reset", word == "reset")
            note("load", word == "load" && !r.failed)
            note("animation", word == "animate" && !r.failed)
        }
        return true
    }

    /// v0, the single item of a baseline-aligned horizontal stack 622.5
    /// tall, may sit at any y in 0…592.5 (§3: single item, canvas
    /// connections as inequalities). After `hide v0; undo` the live engine
    /// holds it at y 0 and a fresh replay at 592.5; the animation that
    /// hides s1 then leaves a determined scene whose timeline starts v0 at
    /// each engine's pick. The oracle compares every frame and the other
    /// tracks, and leaves v0's track out (it failed here 1 run in ~25).
    @Test func aTimelineThatStartsFromAnAmbiguousFrame() throws {
        let lines = [
            "set s1 alignment=firstBaseline", "add v0 to s1", "hide v0", "undo",
            "animate 0.1 fps=20 { hide s1; show v1; set s0 spacing=3 }",
        ]
        var coverage: [String: Int] = [:]
        #expect(Self.check(lines: lines, coverage: &coverage))
        #expect(coverage["frames compared"] == 2, "the alignment step and the animation")

        let s = Session(fileSystem: MemoryFileSystem(OracleVocabulary.files))
        for line in OracleVocabulary.prelude + lines.dropLast() { #expect(!s.run(line).failed, "\(line)") }
        #expect(!s.run("expect v0.ambiguous == true").failed)
        #expect(!s.run(lines.last!).failed)
        let replay = try #require(Self.replayed(s.applied.map(\.commands)))
        #expect(replay.unsettledTracks == ["v0"])
        for (side, t) in [("live", s), ("replay", replay.session)] {
            #expect(!Self.isAmbiguous(t), "\(side)")
            let frames = ["v1", "s1", "v0"].map { name in t.window.rootView.allViews().first { $0.name == name }?.frame }
            #expect(frames == [
                Rect(x: 0, y: 0, width: 343, height: 647), Rect(x: 0, y: 647, width: 343, height: 0),
                Rect(x: 0, y: 0, width: 343, height: 0),
            ], "\(side)")
            let timeline = try #require(t.lastTimeline)
            func track(_ name: String) -> [Rect] {
                timeline.samples.compactMap { $0.views.first { $0.name == name }?.frame }
            }
            // s0 is 647 tall: v1 grows from its 20.5 to all of it as s1
            // (after the 4 pt spacing) shrinks to nothing at the bottom.
            #expect(track("v1") == [
                Rect(x: 0, y: 0, width: 343, height: 20.5), Rect(x: 0, y: 0, width: 343, height: 333.75),
                Rect(x: 0, y: 0, width: 343, height: 647),
            ], "\(side)")
            #expect(track("s1") == [
                Rect(x: 0, y: 24.5, width: 343, height: 622.5), Rect(x: 0, y: 335.75, width: 343, height: 311.25),
                Rect(x: 0, y: 647, width: 343, height: 0),
            ], "\(side)")
            // v0 starts 30 tall somewhere inside s1's 622.5 and ends empty.
            let v0 = track("v0")
            #expect(v0.count == 3 && v0.last == Rect(x: 0, y: 0, width: 343, height: 0), "\(side)")
            #expect(v0.first.map { $0.size.height == 30 && (0...592.5).contains($0.origin.y) } == true, "\(side)")
        }
    }

    /// v0 and v1 both pinned to the root's margins in s0's column cannot
    /// all hold: each conflict breaks the newest app constraint involved.
    /// `removeFromSuperview v0; undo` takes v0's pin out of the solver and
    /// puts it back; it must stay older than v1's, so that hiding s1 (which
    /// joins v0 to v1 by a spacing) breaks v1's pin, as in a session that
    /// never removed v0, not v0's (the oracle found it, 1 stream in 10 000).
    @Test func undoKeepsTheAgeOfTheConstraintsItPutsBack() throws {
        let lines = [
            "add v0 to s0", "pin v0 to root.margins inset=2", "pin v1 to root.margins inset=2",
            "removeFromSuperview v0", "undo", "hide s1",
        ]
        var coverage: [String: Int] = [:]
        #expect(Self.check(lines: lines, coverage: &coverage))

        let s = Session(fileSystem: MemoryFileSystem(OracleVocabulary.files))
        for line in OracleVocabulary.prelude + lines { #expect(!s.run(line).failed, "\(line)") }
        let replay = try #require(Self.replayed(s.applied.map(\.commands))).session
        for (side, t) in [("live", s), ("replay", replay)] {
            // v0 holds its pin (2 below the margins' top, 645 tall to 2 above
            // their bottom); v1 keeps its top at s0's and, its bottom pin
            // broken, ends 4 above v0 (−2 tall); s1, hidden, is empty.
            #expect(t.run("frame v0").output == "v0 {{0, 2}, {343, 645}}", "\(side)")
            #expect(t.run("frame v1").output == "v1 {{0, 0}, {343, -2}}", "\(side)")
            #expect(t.run("frame s1").output == "s1 {{0, 0}, {343, 0}}", "\(side)")
            #expect(t.window.conflictReports.last?.broken.description == "v1.bottom == root.margins.bottom - 2", "\(side)")
        }
    }

    /// New random streams on every run: the exploration.
    @Test func theLiveSceneEqualsAFreshReplayAfterEveryStep() async {
        await propertyCheck(count: 60, input: OracleVocabulary.stream) { steps in
            var coverage: [String: Int] = [:]
            _ = Self.check(steps, coverage: &coverage)
        }
    }

    /// The same property on 60 streams from a fixed seed, so the coverage
    /// floors are a fact about these streams, not a bet on the random mix:
    /// the property cannot pass vacuously, and the floors never flake.
    /// (The floors sit below this seed's counts, leaving room for a
    /// generator that draws slightly differently in a later release of the
    /// property-testing package.)
    @Test func aSeededRunCoversEveryKindOfStep() {
        var rng = Xoshiro(seed: (0x5354_4143_4B4C_4142, 12, 2026, 11))
        var coverage: [String: Int] = [:]
        for _ in 0..<60 {
            let steps = OracleVocabulary.stream.run(using: &rng)
            if !Self.check(steps, coverage: &coverage) { return }
        }
        let minimums = [
            "step": 500, "failed": 100, "failed half way (rolled back)": 20, "undo": 50, "redo": 10,
            "reset": 4, "load": 8, "animation": 10, "frames compared": 400,
        ]
        for (what, minimum) in minimums.sorted(by: { $0.key < $1.key }) {
            #expect(coverage[what, default: 0] >= minimum, "only \(coverage[what, default: 0]) × \(what) (want \(minimum))")
        }
        print("replay oracle, seeded coverage:", coverage.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }.joined(separator: " "))
    }
}
