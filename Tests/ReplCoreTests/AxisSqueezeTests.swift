import Geometry
import Testing

@testable import ReplCore
@testable import ViewTree

/// R1's `axis` op (issue 28, round 9): a scroll view, a vertical stack as
/// wide as it, N labels; `set list axis=horizontal` squeezes the labels into
/// 375 pt. Along the axis the compression resistances (all 750) give way in
/// rank order, the first label first, each down to its size floor (0), so
/// the last labels keep their intrinsic widths and one is cut; the direct
/// path arranges such a stack itself (rule 2c of `DirectArrangement`) and
/// hands it to the solver where its rule stops holding. Across the axis
/// every label's height is the stack's (alignment fill).
@Suite("Axis squeeze")
struct AxisSqueezeTests {
    static func script(_ n: Int) -> String {
        var lines = [
            "scroll scroller", "add scroller to root",
            "constrain scroller.leading == root.leading", "constrain scroller.trailing == root.trailing",
            "constrain scroller.top == root.top", "constrain scroller.bottom == root.bottom",
            "stack list axis=vertical", "add list to scroller",
            "constrain list.leading == scroller.leading", "constrain list.trailing == scroller.trailing",
            "constrain list.top == scroller.top", "constrain list.bottom == scroller.bottom",
            "constrain list.width == scroller.width",
        ]
        for k in 0..<n { lines.append("label r\(k) \"Row \(k)\"") }
        lines.append("add " + (0..<n).map { "r\($0)" }.joined(separator: " ") + " to list")
        return lines.joined(separator: "\n") + "\n"
    }

    static func session(_ n: Int, _ configuration: LayoutConfiguration) -> Session {
        let s = Session(fileSystem: MemoryFileSystem())
        s.window.layoutConfiguration = configuration
        let r = s.run(script(n))
        #expect(!r.failed, "\(r.output)")
        return s
    }

    static func labels(_ s: Session, _ n: Int) -> [View] {
        let byName = Dictionary(s.window.rootView.allViews().map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        return (0..<n).map { byName["r\($0)"]! }
    }

    /// The frames a squeeze into `width` gives, from the labels' intrinsic
    /// sizes: from the last label back, each keeps its width while the room
    /// lasts, the one where it runs out gets what is left, the ones before
    /// it 0; all as tall as the tallest (the stack's height).
    static func squeezed(_ sizes: [Size], width: Double) -> [Rect] {
        var widths = Array(repeating: 0.0, count: sizes.count)
        var room = width
        for k in sizes.indices.reversed() {
            widths[k] = min(sizes[k].width, room)
            room -= widths[k]
        }
        let height = sizes.map(\.height).max() ?? 0
        var x = 0.0
        return widths.map { w in
            defer { x += w }
            return Rect(x: x, y: 0, width: w, height: height)
        }
    }

    @Test(arguments: [LayoutConfiguration(), .general])
    func squeezedThenStackedAgain(_ configuration: LayoutConfiguration) {
        let n = 30
        let s = Self.session(n, configuration)
        let views = Self.labels(s, n)
        let sizes = views.map(\.intrinsicContentSize)
        // The labels are too long for the screen: some are at their floor.
        #expect(sizes.map(\.width).reduce(0, +) > 3 * 375)
        let horizontal = Self.squeezed(sizes, width: 375)
        #expect(horizontal.first!.size.width == 0 && horizontal.last!.size.width == sizes.last!.width)
        for rep in 0..<2 {
            let h = s.run("set list axis=horizontal")
            #expect(!h.failed, "\(h.output)")
            for (k, v) in views.enumerated() {
                #expect(v.frame == horizontal[k], "rep \(rep): r\(k)")
            }
            #expect(s.window.frame(of: s.window.rootView.allViews().first { $0.name == "list" }!)
                == Rect(x: 0, y: 0, width: 375, height: horizontal[0].size.height))
            let v = s.run("set list axis=vertical")
            #expect(!v.failed, "\(v.output)")
            var y = 0.0
            for (k, view) in views.enumerated() {
                #expect(view.frame == Rect(x: 0, y: y, width: 375, height: sizes[k].height), "rep \(rep): r\(k)")
                y += sizes[k].height
            }
        }
    }

    /// Both paths print the same reports for the toggles.
    /// The squeeze is the direct path's, not the solver's: the list is a
    /// directly arranged root with every label inside, in either axis, and
    /// the frames are the model's.
    @Test func squeezedOnTheDirectPath() {
        let n = 30
        let s = Self.session(n, LayoutConfiguration())
        let list = s.window.rootView.allViews().first { $0.name == "list" }!
        let views = Self.labels(s, n)
        let horizontal = Self.squeezed(views.map(\.intrinsicContentSize), width: 375)
        for axis in ["horizontal", "vertical", "horizontal"] {
            #expect(!s.run("set list axis=\(axis)").failed)
            #expect(s.window.isDirectRoot(list), "\(axis)")
            #expect(views.allSatisfy { s.window.isArrangedDirectly($0) }, "\(axis)")
        }
        for (k, v) in views.enumerated() { #expect(v.frame == horizontal[k], "r\(k)") }
    }

    /// Past the labels of the least compression resistance the squeeze
    /// would take from steeper ones, which the direct rule does not
    /// model: the solver takes the stack, and both paths agree (the
    /// 750s at 0, then the 751s in rank order).
    @Test func aSqueezePastTheLeastResistanceGoesToTheSolver() {
        var frames: [[Rect]] = []
        var outputs: [String] = []
        for configuration in [LayoutConfiguration(), .general] {
            let s = Self.session(30, configuration)
            let list = s.window.rootView.allViews().first { $0.name == "list" }!
            #expect(!s.run((3..<30).map { "set r\($0) resist=751,750" }.joined(separator: "\n")).failed)
            let r = s.run("set list axis=horizontal")
            #expect(!r.failed)
            outputs.append(r.output)
            if configuration == LayoutConfiguration() { #expect(!s.window.isDirectRoot(list)) }
            let views = Self.labels(s, 30)
            frames.append(views.map(\.frame))
            // r0…r2 at 0, then the 751s give way from r3 on.
            #expect(views[0].frame.size.width == 0 && views[2].frame.size.width == 0)
            #expect(views[29].frame.size.width == views[29].intrinsicContentSize.width)
        }
        #expect(frames[0] == frames[1])
        #expect(outputs[0] == outputs[1])
    }

    /// A squeezed row whose length an optional constraint of the same
    /// priority as the labels' compression resistance contests: the tiers
    /// leave the row's width open (each point the row is wider costs the
    /// width constraint what it saves a label), the tie-break decides, and
    /// the summary's rank (the first label's) is not the rank of the label
    /// giving way past the first one's floor. The window's check sends it
    /// to the solver; both paths agree.
    @Test func aContestedSqueezeGoesToTheSolver() {
        var frames: [[Rect]] = []
        for configuration in [LayoutConfiguration(), .general] {
            let s = Session(fileSystem: MemoryFileSystem())
            s.window.layoutConfiguration = configuration
            var lines = [
                "stack row axis=horizontal", "add row to root",
                "constrain row.leading == root.leading", "constrain row.top == root.top",
                "constrain row.width <= 300", "constrain row.width == 100 @ 750",
            ]
            for k in 0..<12 { lines.append("label c\(k) \"Cell \(k)\"") }
            lines.append("add " + (0..<12).map { "c\($0)" }.joined(separator: " ") + " to row")
            let r = s.run(lines.joined(separator: "\n"))
            #expect(!r.failed, "\(r.output)")
            let byName = Dictionary(s.window.rootView.allViews().map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            let cells = (0..<12).map { byName["c\($0)"]! }
            // Squeezed past the first cell's floor, whatever the width.
            #expect(cells[0].frame.size.width == 0, "\(configuration)")
            frames.append(([byName["row"]!] + cells).map(\.frame))
        }
        #expect(frames[0] == frames[1])
    }

    @Test func bothPathsReportTheSame() {
        var outputs: [[String]] = []
        for configuration in [LayoutConfiguration(), .general] {
            let s = Self.session(40, configuration)
            outputs.append(["horizontal", "vertical", "horizontal"].map { s.run("set list axis=\($0)").output })
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0][0].contains("r39"))
    }

    /// The solver's work for the squeeze grows linearly with the labels
    /// (a count of row substitutions, not a time). Every label's height
    /// row read the first label's compression-resistance slack; solving
    /// each new label's hugging row for that slack, and the pivot that
    /// handed it back, rewrote a row per label so far: 30 719 substitutions
    /// at 100 labels, 121 419 at 200 (``Tableau`` `zeroRowSubject`).
    /// (On the general path: the direct one solves no such rows.)
    @Test func squeezeWorkIsLinear() {
        var substitutions: [Int] = []
        for n in [100, 200] {
            let s = Self.session(n, .general)
            let before = s.window.solver.statistics.substitutions
            #expect(!s.run("set list axis=horizontal").failed)
            substitutions.append(s.window.solver.statistics.substitutions - before)
        }
        #expect(substitutions[1] < 40 * 200, "\(substitutions)")
        #expect(Double(substitutions[1]) < 2.5 * Double(substitutions[0]), "\(substitutions)")
    }
}
