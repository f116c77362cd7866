import Geometry
import TerminalText
import Testing

@testable import Animation

@Suite("Timelines: exact JSON times, the summary table")
struct TimelineSummaryTests {
    /// `count` views sliding down 100 pt together, 0.25 s at `fps`.
    func sliding(_ count: Int, fps: Int = 60, duration: Double = 0.25, name: (Int) -> String = { "view\($0)" })
        throws -> Timeline
    {
        try Timeline.interpolating(
            options: AnimationOptions(duration: duration, curve: .linear, fps: fps),
            views: (0..<count).map { i in
                .init(name: name(i), from: Rect(x: 0, y: Double(i) * 50, width: 375, height: 44),
                      to: Rect(x: 0, y: Double(i) * 50 + 100, width: 375, height: 44))
            })
    }

    @Test("JSON times are k / fps unrounded and the last is the duration")
    func exactTimes() throws {
        let t16 = try sliding(1, fps: 16)
        #expect(t16.json().contains(#"{"t":0.0625,"#))
        #expect(!t16.json().contains("0.063"))
        #expect(t16.json().hasPrefix(#"{"duration":0.25,"#))
        let t30 = try sliding(1, fps: 30, duration: 0.1)
        let json = t30.json()
        // 0, 1/30, 2/30, then exactly 0.1 (3/30 is merged with the duration).
        let times: [Double] = t30.samples.map(\.t)
        let expected: [Double] = [0, 1.0 / 30, 2.0 / 30, 0.1]
        #expect(times == expected)
        #expect(json.contains(#"{"t":0.03333333333333333,"#))
        #expect(json.contains(#"{"t":0.06666666666666667,"#))
        #expect(json.contains(#"{"t":0.1,"#))
        #expect(!json.contains(#""t":0.033,"#))
    }

    @Test("key samples: the nearest to 0, ¼, ½, ¾ and the end, once each")
    func keySamples() throws {
        // 0.25 s at 60 fps: 16 samples, t = k/60 and 0.25.
        let t = try sliding(1)
        // ½ (0.125) lies half way between 7/60 and 8/60: the earlier wins.
        #expect(t.keySampleIndices == [0, 4, 7, 11, 15])
        let times: [Double] = t.keySampleIndices.map { t.samples[$0].t }
        let expected: [Double] = [0, 4.0 / 60, 7.0 / 60, 11.0 / 60, 0.25]
        #expect(times == expected)
        // Two samples only: each once.
        #expect(try sliding(1, fps: 4).keySampleIndices == [0, 1])
    }

    @Test("the summary: five rows, as the full table prints them")
    func summaryRows() throws {
        // 1 s at 16 fps: the quarters are samples 0, 4, 8, 12 and 16.
        let t = try sliding(2, fps: 16, duration: 1)
        let summary = t.summaryTable(width: 80).split(separator: "\n").map(String.init)
        let table = t.table().split(separator: "\n").map(String.init)
        #expect(summary.count == 6)  // the header and five samples
        #expect(summary[0] == "   t  view0                  view1")
        #expect(summary[1] == "   0  {{0,   0}, {375, 44}}  {{0,  50}, {375, 44}}")
        #expect(summary[2] == "0.25  {{0,  25}, {375, 44}}  {{0,  75}, {375, 44}}")
        #expect(summary[5] == "   1  {{0, 100}, {375, 44}}  {{0, 150}, {375, 44}}")
        #expect(table.count == 18)
        // The full table aligns its numbers over every sample (6.25 …).
        #expect(table[17] == "    1  {{0,   100}, {375, 44}}  {{0,    150}, {375, 44}}")
    }

    @Test("many moving views wrap by groups of views, every line fits", arguments: [40, 80, 120])
    func groups(width: Int) throws {
        let t = try sliding(7, fps: 16, duration: 1)
        let lines = t.summaryTable(width: width).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        for line in lines { #expect(displayWidth(line) <= width, "\(line)") }
        let groups = lines.split(separator: "")
        // Each group: a header (t first) and the five key samples.
        for group in groups {
            #expect(group.count == 6)
            #expect(group.first?.drop { $0 == " " }.hasPrefix("t  ") == true)
        }
        // Every view is in exactly one group's header.
        let headers = groups.map { $0.first ?? "" }.joined(separator: " ")
        for i in 0..<7 { #expect(headers.split(separator: " ").filter { $0 == "view\(i)" }.count == 1) }
        // 4 columns for t, 23 a view: one a group at 40, three at 80, five at 120.
        #expect(groups.count == [40: 7, 80: 3, 120: 2][width])
    }

    @Test("a column wider than the terminal is cut, not wrapped")
    func tooWide() throws {
        let t = try sliding(1, name: { _ in String(repeating: "x", count: 60) })
        for line in t.summaryTable(width: 40).split(separator: "\n") { #expect(displayWidth(String(line)) <= 40) }
        #expect(t.summaryTable(width: 40).contains("…"))
    }
}
