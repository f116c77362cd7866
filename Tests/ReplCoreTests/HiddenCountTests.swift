import Testing

@testable import ReplCore

/// `stack … hidingRule=ios12` at the prompt: iOS 9–12 counted every hide of
/// an arranged view inside `animate` (rdar://25087688), so `hide` twice in
/// `animate { }` then `show` leaves the row hidden; `show` says so, and
/// tree, explain and dump say why. The default (today's UIKit) shows it.
@Suite("hidden count (hidingRule=ios12)")
struct HiddenCountTests {
    static func list(_ rule: String) -> String {
        """
        device iphone8
        stack list axis=vertical spacing=8\(rule.isEmpty ? "" : " hidingRule=" + rule)
        add list to root
        pin list to root.margins
        label search "Search"
        label filters "Filters"
        view spacer hug=1,1
        add search filters spacer to list
        """
    }

    static func session(_ rule: String) -> Session {
        let s = Session(fileSystem: MemoryFileSystem())
        let r = s.run(list(rule))
        #expect(!r.failed, "\(r.output)")
        return s
    }

    @Test func twoHidesInAnimateThenOneShowLeavesTheRowHidden() {
        let s = Self.session("ios12")
        #expect(!s.run("animate { hide filters }").failed)
        #expect(!s.run("animate { hide filters }").failed)
        let show = s.run("show filters")
        #expect(!show.failed)
        #expect(show.output == "note: filters is still hidden: 1 more `show` to go (list has hidingRule=ios12, "
            + "which counts every hide inside animate; rdar://25087688)", "\(show.output)")
        // Search 20.5 tall; the hidden row, zero tall, half a gap below it
        // (UISV-spacing-hidden: c/2 with visible views on both sides).
        #expect(!s.run("expect filters.hidden == true").failed)
        #expect(!s.run("expect filters.frame == {{0, 24.5}, {343, 0}}").failed)
        #expect(!s.run("expect spacer.frame == {{0, 28.5}, {343, 618.5}}").failed)
        let second = s.run("show filters")
        #expect(second.output.contains("filters  {{0, 24.5}, {343, 0}} → {{0, 28.5}, {343, 20.5}}  (shown)"),
                "\(second.output)")
        #expect(!s.run("expect filters.frame == {{0, 28.5}, {343, 20.5}}").failed)
        #expect(!s.run("expect spacer.frame == {{0, 57}, {343, 590}}").failed)
    }

    @Test func treeExplainAndDumpNameTheCount() {
        let s = Self.session("ios12")
        #expect(!s.run("animate { hide filters; set filters hidden=true }").failed)
        #expect(!s.run("animate { hide filters }").failed)
        let tree = s.run("tree").output
        #expect(tree.contains("filters (label) {{0, 24.5}, {343, 0}} [arranged 1] HIDDEN (needs 3 shows)"), "\(tree)")
        let explain = s.run("explain filters").output
        #expect(explain.hasPrefix("filters {{0, 24.5}, {343, 0}}: arranged view 1 of list (vertical, fill, "
            + "alignment fill, spacing 8); hidden, 3 hides counted: list's hidingRule=ios12 (iOS 9–12) counts "
            + "each hide inside animate, so it needs 3 `show` (rdar://25087688)"), "\(explain)")
        #expect(s.run("dump").output.contains("\"name\":\"filters\",\"kind\":\"label\",\"superview\":\"list\","
            + "\"arrangedIn\":\"list\",\"arrangedIndex\":1,\"hidden\":true,\"hiddenCount\":3,"))
        #expect(!s.run("expect list.hidingRule == ios12").failed)
        // Looking changed nothing: three shows are still needed.
        #expect(!s.run("show filters; show filters").failed)
        #expect(!s.run("expect filters.hidden == true").failed)
        #expect(!s.run("show filters").failed)
        #expect(!s.run("expect filters.frame == {{0, 28.5}, {343, 20.5}}").failed)
    }

    @Test func todaysRuleAndHidesOutsideAnimateShowWithOneShow() {
        let now = Self.session("")
        #expect(!now.run("expect list.hidingRule == current").failed)
        #expect(!now.run("animate { hide filters }; animate { hide filters }").failed)
        let shown = now.run("show filters")
        #expect(!shown.output.contains("note:"), "\(shown.output)")
        #expect(!now.run("expect filters.frame == {{0, 28.5}, {343, 20.5}}").failed)

        let old = Self.session("ios12")
        #expect(!old.run("hide filters; hide filters; set filters hidden=true").failed)
        #expect(!old.run("show filters").failed)
        #expect(!old.run("expect filters.frame == {{0, 28.5}, {343, 20.5}}").failed)
        // `then` runs after the animation: its hide is not inside the block.
        #expect(!old.run("animate { hide filters } then { hide filters }").failed)
        #expect(!old.run("show filters").failed)
        #expect(!old.run("expect filters.hidden == false").failed)
    }

    @Test func undoPutsTheCountBack() {
        let s = Self.session("ios12")
        #expect(!s.run("animate { hide filters }").failed)
        #expect(!s.run("animate { hide filters }").failed)
        #expect(!s.run("undo").failed)
        // One hide left after the undo: one show brings the row back.
        #expect(!s.run("show filters").failed)
        #expect(!s.run("expect filters.frame == {{0, 28.5}, {343, 20.5}}").failed)
        // A failing command inside the block changes nothing, the count included.
        #expect(s.run("animate { hide filters; hide nope }").failed)
        #expect(!s.run("expect filters.hidden == false").failed)
        #expect(!s.run("animate { hide filters }").failed)
        #expect(!s.run("show filters").failed)
        #expect(!s.run("expect filters.hidden == false").failed)
    }

    @Test func saveKeepsEveryCountedHide() {
        let script = Self.list("ios12") + """

            animate { hide filters }
            animate { hide filters }
            animate { hide filters }
            show filters
            show filters
            show filters
            animate { hide filters }
            """
        let (text, _, live, loaded) = SaveTests.roundTrip(script)
        #expect(loaded == live)
        #expect(text.contains("hidingRule=ios12"), "\(text)")
        // Dropping the three shows would leave four hides to undo, not one.
        let b = Session(fileSystem: MemoryFileSystem(["out.stack": text]))
        #expect(!b.run("load out.stack").failed)
        #expect(!b.run("show filters").failed)
        #expect(!b.run("expect filters.hidden == false").failed)
    }

    @Test func exportSwiftSaysTheRuleHasNoAPI() {
        let s = Self.session("ios12")
        #expect(s.exportSwift().contains(
            "// hidingRule=ios12: iOS 9–12 counted each isHidden = true set in an animation block (run on iOS 12 to see it)"))
        #expect(!Self.session("").exportSwift().contains("hidingRule"))
    }
}
