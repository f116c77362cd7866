// `explain` on the direct path answers from the arrangement (issue 24,
// item 8): where a directly arranged stack has one optimum, a view's
// constraint statuses are read off its frames, with no look. On random
// stacks of leaves (fill and fillEqually, both axes, ties and no ties,
// stretched, squeezed and exact, margins, hidden items, fixed and free
// lengths), the answer is the look's, word for word, for every view.

import TestSupport
import Testing
import ViewTree

@testable import ReplCore

@Suite("explain reads a direct arrangement as a look would")
struct DirectReadingTests {
    /// A deterministic stream of numbers.
    typealias Numbers = SplitMix

    /// A scene: one stack of leaves pinned in the root, and its leaves' names.
    static func scene(seed: UInt64) -> (script: String, leaves: [String]) {
        var n = Numbers(state: seed)
        let axis = n.pick(["vertical", "horizontal"])
        let distribution = n.pick(["fill", "fill", "fillEqually"])
        var lines = [
            "stack s axis=\(axis) distribution=\(distribution) alignment=fill spacing=\(n.pick([0, 4, 8]))"
                + (n.int(4) == 0 ? " margins=4,6,8,10 marginsRelative=true" : ""),
            "add s to root",
            "constrain s.leading == root.leading + \(n.pick([0, 16]))",
            "constrain s.top == root.safeArea.top",
        ]
        // The length along the axis: free (the content's), fixed long
        // (stretch), fixed short (squeeze), or exactly the content's.
        let length = axis == "vertical" ? "height" : "width"
        switch n.int(4) {
        case 0: lines.append("constrain s.\(length) == \(n.pick([300, 500]))")
        case 1: lines.append("constrain s.\(length) == \(n.pick([30, 60, 90]))")
        case 2: lines.append("constrain s.\(length) >= \(n.pick([100, 200]))")
        default: break
        }
        if n.int(2) == 0 { lines.append("constrain s.trailing == root.trailing") }
        let priorities = [250, 251, 249, 750, 749, 700]
        var leaves: [String] = []
        for i in 0..<(2 + n.int(4)) {
            let name = "v\(i)"
            let sizes = "hug=\(n.pick(priorities)),\(n.pick(priorities)) resist=\(n.pick(priorities)),\(n.pick(priorities))"
            if n.int(3) == 0 {
                lines.append("label \(name) \"\(n.pick(["Hi", "Hello there", "OK"]))\" \(sizes)")
            } else {
                lines.append("view \(name) intrinsic=\(n.pick([20, 40, 60]))x\(n.pick([10, 31, 44])) \(sizes)")
            }
            leaves.append(name)
        }
        lines.append("add \(leaves.joined(separator: " ")) to s")
        if n.int(6) == 0 { lines.append("hide \(n.pick(leaves))") }
        return (lines.joined(separator: "\n"), leaves)
    }

    static func answer(_ script: String, looking: Bool, _ view: String) -> (text: String, read: Bool) {
        let s = Session(fileSystem: MemoryFileSystem())
        s.window.layoutConfiguration = LayoutConfiguration()  // the direct path, whatever the environment
        let built = s.run(script)
        #expect(!built.failed, "\(built.output)")
        if looking { _ = s.window.ambiguousViews() }  // holds the general path
        let before = s.window.directReadings
        let r = s.run("explain \(view)")
        #expect(!r.failed, "\(r.output)")
        return (r.output, s.window.directReadings > before)
    }

    @Test func randomStacksAnswerAsTheLookDoes() {
        var read = 0, asked = 0
        for seed in UInt64(1)...120 {
            let (script, leaves) = Self.scene(seed: seed)
            for v in leaves + ["s"] {
                let fast = Self.answer(script, looking: false, v)
                let look = Self.answer(script, looking: true, v)
                asked += 1
                if fast.read { read += 1 }
                #expect(fast.text == look.text, "seed \(seed), explain \(v):\n\(script)\n--- read:\n\(fast.text)\n--- look:\n\(look.text)")
            }
        }
        // The reading must answer a fair share, or this compares nothing.
        #expect(read * 3 >= asked, "\(read) of \(asked) answered without a look")
    }

    /// The 1 000-row list of `Scripts/bench` R1: a row is answered without
    /// a look, after a change too, and as the look answers.
    @Test func aLongListIsReadWithoutALook() {
        var lines = ["stack list axis=vertical", "add list to root",
                     "constrain list.leading == root.leading", "constrain list.trailing == root.trailing",
                     "constrain list.top == root.top"]
        for k in 0..<300 { lines.append("label r\(k) \"Row \(k)\"") }
        lines.append("add " + (0..<300).map { "r\($0)" }.joined(separator: " ") + " to list")
        let script = lines.joined(separator: "\n") + "\nhide r0\nshow r0"
        let fast = Self.answer(script, looking: false, "r150")
        let look = Self.answer(script, looking: true, "r150")
        #expect(fast.read)
        #expect(fast.text == look.text)
        #expect(fast.text.contains("y = 3075 because it follows r149 after list's spacing 0"), "\(fast.text)")
    }
}
