import Geometry
import Testing

@testable import ReplCore
@testable import ViewTree

/// R1's `axis` op (issue 28, round 9): a scroll view, a vertical stack as
/// wide as it, N labels; `set list axis=horizontal` squeezes the labels into
/// 375 pt. Along the axis the compression resistances (all 750) give way in
/// rank order, the first label first, each down to its size floor (0), so
/// the last labels keep their intrinsic widths and one is cut; the direct
/// path hands such a stack to the solver. Across the axis every label's
/// height is the stack's (alignment fill).
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
    @Test func squeezeWorkIsLinear() {
        var substitutions: [Int] = []
        for n in [100, 200] {
            let s = Self.session(n, LayoutConfiguration())
            let before = s.window.solver.statistics.substitutions
            #expect(!s.run("set list axis=horizontal").failed)
            substitutions.append(s.window.solver.statistics.substitutions - before)
        }
        #expect(substitutions[1] < 20 * 200, "\(substitutions)")
        #expect(Double(substitutions[1]) < 2.5 * Double(substitutions[0]), "\(substitutions)")
    }
}
