import Testing

@testable import ReplCore

/// `stacklab --live`: the pictures an animation plays, one per sample.
@Suite("Live playback")
struct LivePlaybackTests {
    static let scene = """
        stack s axis=vertical spacing=10
        add s to root
        pin s to root.safeArea inset=20
        view a intrinsic=0x100
        view b intrinsic=0x100
        add a b to s
        """

    static func session(live: Bool = true) -> Session {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run(scene).failed)
        s.recordsLivePlaybacks = live
        return s
    }

    @Test func onePicturePerSampleFromTheOldSceneToTheNew() throws {
        let s = Self.session()
        let before = s.render()
        let r = s.run("animate 0.1 fps=10 curve=linear { hide a }")
        #expect(!r.failed, "\(r.output)")
        let after = s.render()
        let playbacks = s.takeLivePlaybacks()
        #expect(s.takeLivePlaybacks().isEmpty)  // taken once
        let p = try #require(playbacks.first)
        #expect(playbacks.count == 1)
        #expect(p.duration == 0.1)
        #expect(p.frames.map(\.t) == (s.lastTimeline?.samples.map(\.t) ?? []))
        #expect(p.frames.count == 2)  // t = 0 and 0.1 at 10 fps
        // t = 0 is the scene as it was; the end is the scene as it is.
        #expect(p.frames.first?.picture == before)
        #expect(p.frames.last?.picture == after)
    }

    @Test func aViewHiddenInTheBlockShowsUntilTheEnd() throws {
        let s = Self.session()
        #expect(!s.run("animate 0.5 fps=4 curve=linear { hide a }").failed)
        let p = try #require(s.takeLivePlaybacks().first)
        #expect(p.frames.map(\.t) == [0, 0.25, 0.5])
        // a shrinks from 497 pt to 0 while b grows and moves up: half way, a
        // is 248.5 pt tall, drawn as a visible box (no ◌); at the end it is
        // hidden, as `render` draws it.
        let middle = p.frames[1].picture
        #expect(middle.contains("┌a") && !middle.contains("◌a"))
        #expect(p.frames[2].picture == s.render())
        // The middle picture is neither end: b's top moved part of the way.
        func rowOfB(_ picture: String) -> Int? {
            picture.split(separator: "\n").firstIndex { $0.contains("┌b") }
        }
        let rows = p.frames.map { rowOfB($0.picture) }
        #expect(rows[0]! > rows[1]! && rows[1]! > rows[2]!, "\(rows)")
    }

    @Test func offWhenNotAsked() {
        let s = Self.session(live: false)
        #expect(!s.run("animate { hide a }").failed)
        #expect(s.takeLivePlaybacks().isEmpty)
    }

    @Test func aFailedCommandPlaysNothingAndReplaysRecordNothing() {
        let s = Self.session()
        // The completion fails, so the whole command does not apply.
        #expect(s.run("animate { hide a } then { hide nope }").failed)
        #expect(s.takeLivePlaybacks().isEmpty)
        // Undo replays the history without recording.
        #expect(!s.run("animate { hide a }").failed)
        #expect(s.takeLivePlaybacks().count == 1)
        #expect(!s.run("undo").failed)
        #expect(!s.run("redo").failed)
        #expect(s.takeLivePlaybacks().isEmpty)
    }

    /// `stacklab play --live`: the input loop hands each echoed line to its
    /// sink before the command runs, so the command shows while its
    /// animation plays.
    @Test func echoComesBeforeTheCommandRuns() {
        let session = Self.session()
        let loop = InputLoop(session: session, file: "lesson.stack")
        final class Seen { var pieces: [RunResult] = []; var playbacksWhenPrinted: [Int] = [] }
        let seen = Seen()
        loop.run(ScriptLines(["animate 0.1 fps=10 {", "  hide a", "}"])) { r in
            seen.pieces.append(r)
            seen.playbacksWhenPrinted.append(session.livePlaybacks.count)
        }
        #expect(seen.pieces.map(\.stdout).prefix(3) == ["stacklab> animate 0.1 fps=10 {", "     ...>   hide a", "     ...> }"])
        #expect(seen.playbacksWhenPrinted.prefix(3) == [0, 0, 0])  // nothing had run yet
        #expect(seen.pieces.count == 5)  // three echoes, the animation's report, the summary
        #expect(seen.pieces[3].stdout.hasPrefix("animation: 0.1 s, easeInOut, 10 fps, 2 samples"))
        #expect(seen.playbacksWhenPrinted[3] == 1)
        #expect(seen.pieces[4].stdout == "lesson.stack: 1 command, 0 expectations, 0 failed")
        #expect(session.takeLivePlaybacks().count == 1)
    }
}

