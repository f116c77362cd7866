// Looking never changes the scene: on random scenes, most of them ambiguous,
// every read-only command (frame, tree, explain, constraints, dump, the
// ambiguity queries, check, pictures, every export) leaves every frame as
// the last layout pass left it, and the next change report as it would have
// been without the look. On both layout paths.

import Geometry
import PropertyBased
import Testing
import ViewTree

@testable import ReplCore

@Suite("Looking never changes the scene")
struct LookingTests {
    static let views = ["outer", "row1", "row2", "a", "b", "c"]

    /// A step that builds or changes the scene; many leave it ambiguous
    /// (a stack without a position, a view with no constraints at all).
    static func build(_ k: Int, _ x: Int, _ y: Int) -> String {
        let v = views[x % views.count], w = views[y % views.count]
        switch k {
        case 0: return "view \(["a", "b", "c"][x % 3]) intrinsic=\(20 + y)x\(10 + y % 40)"
        case 1: return "add \(v) to \(["root", "outer", "row1", "row2"][y % 4])"
        case 2: return "set \(["outer", "row1", "row2"][x % 3]) alignment=\(["fill", "center", "leading", "trailing"][y % 4]) distribution=\(["fill", "fillEqually", "equalSpacing"][x % 3])"
        case 3: return "constrain \(v).centerX == \(w).centerX"
        case 4: return "constrain \(v).width >= \(y % 200)"
        case 5: return "hide \(v)"
        case 6: return "show \(v)"
        case 7: return "constrain \(v).top == root.safeArea.top + \(y % 30)"
        default: return "set \(["outer", "row1", "row2"][x % 3]) axis=\(y % 2 == 0 ? "vertical" : "horizontal") spacing=\(y % 20)"
        }
    }

    /// Every command that only looks.
    static func reads(_ v: String) -> [String] {
        [
            "frame \(v)", "frame \(v) in root", "tree", "explain \(v)", "constraints \(v)", "dump",
            "dump timeline", "exercise \(v)", "render", "export svg x.svg", "export html x.html",
            "export swift x.swift", "export storyboard x.storyboard", "export xib x.xib", "check", "expect \(v).ambiguous == true", "expect conflicts == 0",
            "expect \(v).frame == {{0, 0}, {0, 0}}",
        ]
    }

    static let prelude = """
        stack outer axis=vertical; add outer to root
        stack row1; stack row2; add row1 row2 to outer
        view a intrinsic=40x31; view b intrinsic=129.5x31; label c "Hello"; add a b to row1; add c to row2
        """

    static var stream: Generator<[[Int]], some SendableSequenceType> {
        zip(Gen.int(in: 0...8), Gen.int(in: 0...99), Gen.int(in: 0...99)).map { [$0.0, $0.1, $0.2] }.array(of: 1...8)
    }

    static func frames(_ s: Session) -> [Rect?] {
        s.window.rootView.allViews().map { $0.frame } + s.entries.map { $0.view.frame }
    }

    /// Runs the stream twice, once looking after every step; returns false
    /// at the first difference.
    @discardableResult
    static func check(_ steps: [[Int]], configuration: LayoutConfiguration, ambiguousSeen: inout Int) -> Bool {
        let looked = Session(fileSystem: MemoryFileSystem())
        let plain = Session(fileSystem: MemoryFileSystem())
        for s in [looked, plain] {
            s.window.layoutConfiguration = configuration
            _ = s.run("output picture=off")
            _ = s.run(prelude)
        }
        for step in steps {
            let line = build(step[0], step[1], step[2])
            let a = looked.run(line), b = plain.run(line)
            if a.output != b.output {
                Issue.record("after looking, `\(line)` reported\n\(a.output)\ninstead of\n\(b.output)")
                return false
            }
            let target = views[step[1] % views.count]
            for read in reads(target) {
                let before = frames(looked)
                _ = looked.run(read)
                let after = frames(looked)
                if before != after {
                    Issue.record("`\(read)` after `\(line)` moved views: \(before) → \(after)")
                    return false
                }
            }
            if !looked.window.ambiguousViews().isEmpty { ambiguousSeen += 1 }
        }
        return true
    }

    @Test(arguments: ["direct", "general"])
    func readsLeaveEveryFrameAndTheNextReport(path: String) async {
        let configuration = path == "general" ? LayoutConfiguration.general : LayoutConfiguration()
        await propertyCheck(count: 25, input: Self.stream) { steps in
            var seen = 0
            Self.check(steps, configuration: configuration, ambiguousSeen: &seen)
        }
    }

    /// On a fixed seed, so that the property cannot pass vacuously: most
    /// streams leave an ambiguous scene to look at.
    @Test(arguments: ["direct", "general"])
    func aSeededRunLooksAtAmbiguousScenes(path: String) {
        let configuration = path == "general" ? LayoutConfiguration.general : LayoutConfiguration()
        var rng = Xoshiro(seed: (24, 2026, 11, 26))
        var seen = 0
        for _ in 0..<20 {
            if !Self.check(Self.stream.run(using: &rng), configuration: configuration, ambiguousSeen: &seen) { return }
        }
        #expect(seen >= 20, "only \(seen) ambiguous scenes looked at")
    }

    /// Found by the property: a look, then a constraint that leaves the
    /// column ambiguous; the next report must be the one without the look.
    @Test func aLookThenAnAmbiguousChange() {
        var seen = 0
        // (Not inside #expect: an inout argument there crashed the test.)
        let same = Self.check([[0, 0, 0], [3, 10, 31]], configuration: LayoutConfiguration(), ambiguousSeen: &seen)
        #expect(same)
    }

    @Test func theSensorHousingOnlyWhereThereIsOne() {
        let cases = [
            ("iphone8", "(the status bar)"), ("ipad", "(the status bar)"),
            ("iphone-x", "(the status bar, the sensor housing, the home indicator)"),
            ("iphone-x; rotate", "(the sensor housing, the home indicator)"),
        ]
        for (device, words) in cases {
            let s = Session(fileSystem: MemoryFileSystem())
            #expect(!s.run("device \(device); view a; add a to root; pin a to root").failed)
            let answer = s.run("explain a").output
            #expect(answer.contains("root's safe area leaves out \(words)"), "\(device): \(answer)")
            #expect(answer.contains("sensor housing") == device.hasPrefix("iphone-x"), "\(device): \(answer)")
        }
    }
}
