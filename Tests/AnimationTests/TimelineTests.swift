import Testing
import Geometry
@testable import Animation

@Suite("Timelines: JSON, table, bars")
struct TimelineTests {
    /// 0.1 s, linear, 20 fps: samples at 0, 0.05 (progress 0.5) and 0.1.
    /// `a` moves down 50 and fades 1 → 0.5; `b` stays; `sv` scrolls 0 → 30.
    func small() throws -> Timeline {
        try Timeline.interpolating(
            options: AnimationOptions(duration: 0.1, curve: .linear, fps: 20),
            views: [
                .init(name: "a", from: Rect(x: 0, y: 0, width: 100, height: 50), to: Rect(x: 0, y: 50, width: 100, height: 50),
                      fromAlpha: 1, toAlpha: 0.5),
                .init(name: "b", from: Rect(x: 0, y: 100, width: 100, height: 50), to: Rect(x: 0, y: 100, width: 100, height: 50)),
            ],
            scrollViews: [.init(name: "sv", from: .zero, to: Point(x: 0, y: 30))])
    }

    @Test("exact JSON of a small timeline")
    func smallJSON() throws {
        let timeline = try small()
        #expect(timeline.viewNames == ["a"])
        #expect(timeline.scrollViewNames == ["sv"])
        #expect(timeline.json() == #"{"duration":0.1,"curve":"linear","fps":20,"samples":["#
            + #"{"t":0,"views":{"a":{"frame":[0,0,100,50],"alpha":1}},"scrollViews":{"sv":{"contentOffset":[0,0]}}},"#
            + #"{"t":0.05,"views":{"a":{"frame":[0,25,100,50],"alpha":0.75}},"scrollViews":{"sv":{"contentOffset":[0,15]}}},"#
            + #"{"t":0.1,"views":{"a":{"frame":[0,50,100,50],"alpha":0.5}},"scrollViews":{"sv":{"contentOffset":[0,30]}}}]}"#)
    }

    // Ease-in-out over 1 s at 4 fps: t = 0, 0.25, 0.5, 0.75, 1 with progress
    // 0, 0.12916193…, 0.5, 0.87083806…, 1 (see TimingCurveTests), so y moving
    // 0 → 100 prints 0, 12.916, 50, 87.084, 100 (three decimals, rounded).
    @Test("JSON numbers: three decimals, views in the given order, names escaped")
    func jsonOrderAndRounding() throws {
        var animator = Animator()
        let start = Rect(x: 0, y: 0, width: 10, height: 10)
        let end = Rect(x: 0, y: 100, width: 10, height: 10)
        // Animated in the order a, 登录, q"x; listed in the order given below.
        let id = try animator.animate([
            .frame("a", from: start, to: end),
            .frame("登录", from: start, to: end),
            .frame("q\"x", from: start, to: end),
        ], duration: 1)
        let timeline = try #require(try Timeline.sampling(
            animator, animation: id, fps: 4,
            views: [
                .init(name: "q\"x", frame: end), .init(name: "still", frame: start),
                .init(name: "登录", frame: end), .init(name: "a", frame: end),
            ]))
        #expect(timeline.viewNames == ["q\"x", "登录", "a"])
        let frames = ["[0,0,10,10]", "[0,12.916,10,10]", "[0,50,10,10]", "[0,87.084,10,10]", "[0,100,10,10]"]
        let times = ["0", "0.25", "0.5", "0.75", "1"]
        let samples = zip(times, frames).map { t, f in
            #"{"t":\#(t),"views":{"q\"x":{"frame":\#(f),"alpha":1},"登录":{"frame":\#(f),"alpha":1},"a":{"frame":\#(f),"alpha":1}},"scrollViews":{}}"#
        }
        #expect(timeline.json() == #"{"duration":1,"curve":"easeInOut","fps":4,"samples":["# + samples.joined(separator: ",") + "]}")
    }

    @Test("nothing moving: empty objects; default options give 16 samples")
    func emptyTimeline() throws {
        let timeline = Timeline.sampling(
            Animator(), start: 0, options: .standard,
            views: [.init(name: "a", frame: Rect(x: 0, y: 0, width: 1, height: 1))])
        #expect(timeline.isEmpty)
        #expect(timeline.samples.count == 16)
        #expect(timeline.json().hasPrefix(#"{"duration":0.25,"curve":"easeInOut","fps":60,"samples":[{"t":0,"views":{},"scrollViews":{}},{"t":0.016666666666666666,"#))
        #expect(timeline.table() == "(nothing moves)")
    }

    @Test("spring curve name in JSON")
    func springName() throws {
        let timeline = try Timeline.interpolating(
            options: AnimationOptions(duration: 0.5, curve: .spring(dampingRatio: 0.5, initialVelocity: 0), fps: 2),
            views: [.init(name: "a", from: .zero, to: Rect(x: 0, y: 0, width: 10, height: 0))])
        #expect(timeline.json().hasPrefix(#"{"duration":0.5,"curve":"spring(damping=0.5,velocity=0)","fps":2,"#))
        #expect(timeline.samples.map(\.t) == [0, 0.5])
    }

    @Test("the table: aligned columns, alpha and offset columns")
    func table() throws {
        let expected = """
               t  a                     a.alpha  sv.contentOffset
               0  {{0,  0}, {100, 50}}     1     {0,  0}
            0.05  {{0, 25}, {100, 50}}  0.75     {0, 15}
             0.1  {{0, 50}, {100, 50}}   0.5     {0, 30}
            """
        #expect(try small().table() == expected)
        let plain = """
               t  a                     a.alpha  sv.contentOffset
               0  {{0, 0}, {100, 50}}   1        {0, 0}
            0.05  {{0, 25}, {100, 50}}  0.75     {0, 15}
             0.1  {{0, 50}, {100, 50}}  0.5      {0, 30}
            """
        #expect(try small().table(alignNumbers: false) == plain)
    }

    @Test("the summary line")
    func summary() throws {
        #expect(try small().summary == "0.1 s linear at 20 fps, 3 samples; moving: a, sv (contentOffset)")
    }

    // x range 0…100 in 10 cells of 10 points. a grows 50 → 100 wide, b moves
    // from x 50 (50 wide) to x 100 (0 wide). At t = 0.05 (progress 0.5): a
    // covers 0…75 → cells 0…7, b covers 75…100 → cells 7…9 (drawn last).
    @Test("the bar picture")
    func bars() throws {
        let timeline = try Timeline.interpolating(
            options: AnimationOptions(duration: 0.1, curve: .linear, fps: 20),
            views: [
                .init(name: "a", from: Rect(x: 0, y: 0, width: 50, height: 10), to: Rect(x: 0, y: 0, width: 100, height: 10)),
                .init(name: "b", from: Rect(x: 50, y: 0, width: 50, height: 10), to: Rect(x: 100, y: 0, width: 0, height: 10)),
            ])
        let expected = """
            x 0…100: █ a  ▓ b
               0 │█████▓▓▓▓▓│
            0.05 │███████▓▓▓│
             0.1 │█████████││
            """
        #expect(timeline.bars(width: 10) == expected)
        #expect(timeline.dominantAxis() == .horizontal)
    }

    @Test("per-view delay and curve")
    func perViewCurve() throws {
        let timeline = try Timeline.interpolating(
            options: AnimationOptions(duration: 0.1, curve: .linear, fps: 20),
            views: [
                .init(name: "late", from: .zero, to: Rect(x: 0, y: 0, width: 0, height: 40), delay: 0.05),
                .init(name: "eased", from: .zero, to: Rect(x: 0, y: 0, width: 40, height: 0), curve: .easeInOut),
            ])
        // late: before its start it shows its from value; 0.05 s into its
        // 0.1 s it is halfway. eased: ease-in-out at half time is 0.5.
        #expect(timeline.samples.map { $0.views[0].frame.size.height } == [0, 0, 20])
        #expect(timeline.samples.map { $0.views[1].frame.size.width } == [0, 20, 40])
    }
}
