import Foundation
import Lessons
import ReplCore
import Testing

@testable import WebServer

/// The page's session without the network: each message as the server
/// hands it over, each answer as JSON the page reads.
@Suite struct PageSessionTests {
    static let lessons = (try? LessonCatalogue.builtIn()) ?? []

    static func page(_ limits: SessionLimits = SessionLimits()) -> PageSession {
        PageSession(limits: limits, lessons: lessons)
    }

    static func json(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    static func run(_ p: PageSession, _ text: String, id: Int = 1, columns: Int? = nil) -> [String: Any] {
        let width = columns.map { #","columns":\#($0)"# } ?? ""
        return json(p.handle(#"{"type":"run","id":\#(id),"text":\#(JSONObject.quote(text))\#(width)}"#))
    }

    static func state(_ reply: [String: Any]) -> [String: Any] { reply["state"] as? [String: Any] ?? [:] }
    static func printed(_ reply: [String: Any]) -> [[String: Any]] { reply["printed"] as? [[String: Any]] ?? [] }

    @Test func helloNamesTheDevicesTheLessonsAndTheLimits() {
        let hello = Self.json(Self.page().hello())
        #expect(hello["type"] as? String == "hello")
        #expect((hello["devices"] as? [String])?.contains("iphone-x") == true)
        let lessons = hello["lessons"] as? [[String: Any]] ?? []
        #expect(lessons.count == Self.lessons.count && lessons.count > 30)
        #expect((hello["limits"] as? [String: Any])?["views"] as? Int == 400)
        #expect((Self.state(hello)["svg"] as? String)?.hasPrefix("<svg") == true)
    }

    @Test func aCommandChangesThePictureAndReportsTheChange() {
        let p = Self.page()
        let before = Self.state(Self.json(p.hello()))["svg"] as? String ?? ""
        let r = Self.run(p, "label title \"Hello page\"; add title to root")
        #expect(r["type"] as? String == "result" && r["failed"] as? Bool == false)
        let svg = Self.state(r)["svg"] as? String ?? ""
        #expect(svg != before)
        #expect(svg.contains("data-name=\"title\"") && svg.contains(">Hello page<"))
        let text = Self.printed(r).compactMap { $0["text"] as? String }.joined(separator: "\n")
        #expect(text.contains("title"), "the change report names the new view: \(text)")
    }

    @Test func aDiagnosticCarriesItsColumnAndCaret() {
        let p = Self.page()
        let r = Self.run(p, "label x \"X\"; stack s distribution=fillEqualy")
        #expect(r["failed"] as? Bool == true)
        let d = Self.printed(r).first { $0["kind"] as? String == "diagnostic" } ?? [:]
        #expect(d["inInput"] as? Bool == true)
        #expect(d["line"] as? Int == 1)
        let column = d["column"] as? Int ?? 0
        let input = "label x \"X\"; stack s distribution=fillEqualy"
        let at = input.distance(from: input.startIndex, to: input.range(of: "fillEqualy")!.lowerBound) + 1
        #expect(column == at)
        #expect((d["text"] as? String)?.contains("^~~~~~~~~") == true)
    }

    @Test func completionIsTheSessionsOwn() {
        let p = Self.page()
        _ = Self.run(p, "label title \"T\"; add title to root")
        let r = Self.json(p.handle(#"{"type":"complete","id":3,"line":"hide ti","cursor":7}"#))
        #expect(r["type"] as? String == "completions" && r["id"] as? Int == 3)
        #expect(r["start"] as? Int == 5)
        #expect((r["candidates"] as? [String]) == ["title"])
    }

    @Test func lookingAtAViewChangesNothing() {
        let p = Self.page()
        _ = Self.run(p, "stack row; label a \"A\"; label b \"B\"; add a b to row; add row to root")
        let before = p.session.shareScript()
        let history = p.session.inputHistory
        let r = Self.json(p.handle(#"{"type":"look","id":4,"view":"a"}"#))
        #expect((r["explain"] as? String)?.contains("a") == true)
        #expect((r["tree"] as? String)?.contains("row") == true)
        #expect((r["constraints"] as? String)?.contains("error") == false)
        #expect((r["constraints"] as? String)?.contains("row") == true, "\(r["constraints"] ?? "")")
        #expect(p.session.shareScript() == before && p.session.inputHistory == history)
        #expect(p.session.look("label c \"C\"").failed)
        #expect(p.session.entriesCount == 3)
    }

    @Test func aScriptOpensAndASaveComesBack() {
        let p = Self.page()
        let script = "stack row axis=vertical\nlabel a \"One\"\nlabel b \"Two\"\nadd a b to row\nadd row to root\n"
        let r = Self.json(p.handle(#"{"type":"open","id":5,"name":"scene.stack","content":\#(JSONObject.quote(script))}"#))
        #expect(r["failed"] as? Bool == false)
        #expect(p.session.entriesCount == 3)
        let f = Self.json(p.handle(#"{"type":"download","id":6,"what":"save"}"#))
        #expect(f["type"] as? String == "file" && f["name"] as? String == "stacklab.stack")
        #expect((f["content"] as? String)?.contains("add a b to row") == true)
        let svg = Self.json(p.handle(#"{"type":"download","id":7,"what":"svg"}"#))
        #expect((svg["content"] as? String)?.contains("<svg") == true)
        // The share script rebuilds the same scene in another page.
        let q = Self.page()
        _ = q.handle(#"{"type":"open","id":1,"name":"shared.stack","content":\#(JSONObject.quote(p.session.shareScript()))}"#)
        #expect(q.session.pageSVG() == p.session.pageSVG())
    }

    /// A scene opened from the page's own storyboard: the share reply
    /// carries the document beside the script, and a fresh page given both
    /// (the document opened, then the script) rebuilds the same scene.
    @Test func aSharedDocumentTravelsWithItsScript() throws {
        let p = Self.page()
        _ = Self.run(p, "stack form axis=vertical spacing=8; label a \"One\"; label b \"Two\"; add a b to form; add form to root")
        let storyboard = try #require(Self.json(p.handle(#"{"type":"download","id":2,"what":"storyboard"}"#))["content"] as? String)
        let opened = Self.json(p.handle(#"{"type":"open","id":3,"name":"form.storyboard","content":\#(JSONObject.quote(storyboard))}"#))
        #expect(opened["failed"] as? Bool == false, "\(Self.printed(opened))")
        _ = Self.run(p, "set form spacing=24; rotate")
        let share = Self.json(p.handle(#"{"type":"share","id":4}"#))
        let script = try #require(share["text"] as? String)
        let files = share["files"] as? [[String: Any]] ?? []
        #expect(script.contains("open") && script.contains("form.storyboard"))
        #expect(files.count == 1 && files.first?["name"] as? String == "form.storyboard")
        #expect(files.first?["content"] as? String == storyboard)
        let q = Self.page()
        for f in files {
            _ = q.handle(#"{"type":"open","id":1,"name":\#(JSONObject.quote(f["name"] as? String ?? "")),"content":\#(JSONObject.quote(f["content"] as? String ?? ""))}"#)
        }
        let r = Self.json(q.handle(#"{"type":"open","id":2,"name":"shared.stack","content":\#(JSONObject.quote(script))}"#))
        #expect(r["failed"] as? Bool == false, "\(Self.printed(r))")
        #expect(q.session.pageSVG() == p.session.pageSVG())
        // A script alone carries no files.
        let plain = Self.page()
        _ = Self.run(plain, "label x \"X\"; add x to root")
        #expect((Self.json(plain.handle(#"{"type":"share","id":1}"#))["files"] as? [Any])?.isEmpty == true)
    }

    @Test func nothingReachesTheServersFiles() {
        let p = Self.page()
        for command in ["load \"/etc/passwd\"", "load \"../../etc/hostname\"", "open \"/etc/passwd.xib\""] {
            let r = Self.run(p, command)
            #expect(r["failed"] as? Bool == true, "\(command)")
        }
        _ = Self.run(p, "label a \"A\"")
        let r = Self.run(p, "save \"/tmp/stacklab-page-escape.stack\"")
        #expect(r["failed"] as? Bool == false)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/stacklab-page-escape.stack"))
        #expect(p.files.files["tmp/stacklab-page-escape.stack"] != nil)
        #expect(Self.run(p, "save \"../up.stack\"")["failed"] as? Bool == true)
        let unknown = Self.json(p.handle(#"{"type":"open","id":2,"name":"x.exe","content":"MZ"}"#))
        #expect(unknown["type"] as? String == "error")
    }

    /// The page says how wide its transcript is; an animation's table of
    /// key samples and a change report are laid out to it, as to a
    /// terminal, instead of at 200 columns for the browser to fold.
    @Test func outputIsLaidOutToTheTranscriptsWidth() {
        let script = """
            stack form axis=vertical spacing=8; label a "First row of the form"; label b "Second row"
            label c "Third row"; add a b c to form; add form to root
            """
        func widest(_ reply: [String: Any]) -> Int {
            Self.printed(reply).compactMap { $0["text"] as? String }
                .flatMap { $0.split(separator: "\n") }.map(\.count).max() ?? 0
        }
        let narrow = Self.page(), wide = Self.page()
        _ = Self.run(narrow, script, columns: 36)
        _ = Self.run(wide, script)
        let a = Self.run(narrow, "animate 0.5 { hide b }", columns: 36)
        let b = Self.run(wide, "animate 0.5 { hide b }")
        #expect(a["failed"] as? Bool == false && b["failed"] as? Bool == false)
        #expect(widest(a) <= 36, "\(Self.printed(a))")
        #expect(widest(b) > 36, "\(Self.printed(b))")
        // The same scene either way: only the text's layout differs.
        #expect(Self.state(a)["svg"] as? String == Self.state(b)["svg"] as? String)
    }

    @Test func limitsEndTheCommandWithAClearErrorAndChangeNothing() {
        var limits = SessionLimits()
        limits.views = 5
        limits.animationSamples = 31
        let p = Self.page(limits)
        _ = Self.run(p, "stack row; label a \"A\"; add a to row; add row to root")
        let r = Self.run(p, "label b \"B\"; label c \"C\"; label d \"D\"; label e \"E\"")
        #expect(r["failed"] as? Bool == true)
        let message = Self.printed(r).compactMap { $0["message"] as? String }.first ?? ""
        #expect(message.contains("this server allows 5 views"), "\(message)")
        // Each command of the line is its own step: three fit, the fourth
        // would make six.
        #expect(p.session.entriesCount == 5)
        #expect(Self.printed(r).filter { $0["kind"] as? String == "diagnostic" }.count == 1)
        let a = Self.run(p, "animate 1 fps=60 { hide a }")
        #expect(a["failed"] as? Bool == true)
        #expect(Self.printed(a).compactMap { $0["message"] as? String }.first?.contains("61 samples") == true)
        #expect(Self.run(p, "animate 0.5 fps=60 { hide a }")["failed"] as? Bool == false)
        // Script size: a run message over the limit is refused whole.
        limits.scriptBytes = 100
        let q = Self.page(limits)
        let long = String(repeating: "label x \"X\"\n", count: 20)
        let e = Self.run(q, long)
        #expect(e["type"] as? String == "error" && (e["message"] as? String)?.contains("100") == true)
        #expect(q.session.entriesCount == 0)
    }

    @Test func aCommandOverTheTimeLimitIsRolledBack() {
        var limits = SessionLimits()
        limits.commandSeconds = 0
        let p = Self.page(limits)
        let r = Self.run(p, "label a \"A\"")
        #expect(r["failed"] as? Bool == true)
        #expect(Self.printed(r).compactMap { $0["message"] as? String }.first?.contains("over this server's 0.0 s") == true)
        #expect(p.session.entriesCount == 0)
    }

    @Test func aLessonShowsItsGoalTargetAndChecksUntilReached() throws {
        let lesson = try #require(Self.lessons.first { $0.id == "seed000-axis-toggle" })
        let p = Self.page()
        let start = Self.run(p, "lesson start \(lesson.id)")
        let l = Self.state(start)["lesson"] as? [String: Any] ?? [:]
        #expect(l["id"] as? String == lesson.id)
        #expect((l["target"] as? String)?.contains("id=\"target\"") == true)
        #expect(l["reached"] as? Bool == false)
        let checks = l["checks"] as? [[String: Any]] ?? []
        #expect(!checks.isEmpty && checks.contains { $0["holds"] as? Bool == false })
        #expect((Self.state(start)["svg"] as? String)?.contains("data-differs") == true)
        // A hint changes no drawing: the reply leaves both out, and the
        // checks it carries are the ones judged after the input.
        let hint = Self.run(p, "hint")
        #expect(Self.state(hint)["svg"] == nil)
        let hinted = Self.state(hint)["lesson"] as? [String: Any] ?? [:]
        #expect(hinted["target"] == nil)
        #expect((hinted["checks"] as? [[String: Any]])?.map { $0["holds"] as? Bool } == checks.map { $0["holds"] as? Bool })
        var last: [String: Any] = [:]
        for line in lesson.solution.commandLines { last = Self.run(p, line) }
        let done = Self.state(last)["lesson"] as? [String: Any] ?? [:]
        #expect(done["reached"] as? Bool == true)
        #expect((done["checks"] as? [[String: Any]] ?? []).allSatisfy { $0["holds"] as? Bool == true })
    }

    /// The pages of one server share lesson targets: a second page gets
    /// the target the first made, drawn the same as a page of its own.
    @Test func pagesShareTheirLessonTargets() throws {
        let lesson = try #require(Self.lessons.first { $0.id == "seed000-axis-toggle" })
        let shared = LessonTargets()
        let first = PageSession(limits: SessionLimits(), lessons: Self.lessons, targets: shared)
        let second = PageSession(limits: SessionLimits(), lessons: Self.lessons, targets: shared)
        func target(_ p: PageSession) -> String? {
            (Self.state(Self.run(p, "lesson start \(lesson.id)"))["lesson"] as? [String: Any])?["target"] as? String
        }
        let made = try #require(target(first))
        #expect(target(second) == made)
        #expect(target(Self.page()) == made)
        // The text pictures are the terminal's: the page draws its own.
        let opening = Self.printed(Self.run(Self.page(), "lesson start \(lesson.id)")).compactMap { $0["text"] as? String }.joined()
        #expect(opening.contains("goal:") && !opening.contains("╰"))
    }

    /// A page that leaves lets go of its whole session: its scene, its
    /// tutor and its files (nothing holds them in a cycle).
    @Test func aPageThatLeavesIsFreed() throws {
        weak var session: Session?
        weak var tutor: LessonTutor?
        weak var files: SandboxFileSystem?
        weak var root: AnyObject?
        do {
            let p = Self.page()
            for text in ["lesson start seed000-axis-toggle", "hint", "animate 0.25 { hide b }", "lesson stop",
                         "stack row; label a \"A\"; add a to row; add row to root", "undo", "redo"] {
                _ = Self.run(p, text)
            }
            _ = p.handle(#"{"type":"look","id":9,"view":"row"}"#)
            _ = p.handle(#"{"type":"download","id":10,"what":"html"}"#)
            session = p.session
            tutor = p.session.tutor
            files = p.files
            root = p.session.window.rootView
        }
        #expect(session == nil)
        #expect(tutor == nil)
        #expect(files == nil)
        #expect(root == nil)
    }

    @Test func aDocumentLessonReadsItsOwnDocumentOnly() throws {
        let lesson = try #require(Self.lessons.first { $0.id == "document-settings" })
        let p = Self.page()
        let r = Self.run(p, "lesson start \(lesson.id)")
        #expect(r["failed"] as? Bool == false, "\(Self.printed(r))")
        #expect(p.session.entriesCount > 0)
    }

    @Test func anAnimationSendsItsPlayerOnce() {
        let p = Self.page()
        _ = Self.run(p, "stack row; label a \"A\"; label b \"B\"; add a b to row; add row to root")
        let r = Self.run(p, "animate 0.25 { hide b }")
        let player = Self.state(r)["player"] as? [String: Any]
        let data = player?["data"] as? [String: Any]
        #expect((data?["samples"] as? [Any])?.count == 16)
        #expect((player?["svg"] as? String)?.contains("id=\"player-scene\"") == true)
        #expect(Self.state(Self.run(p, "frame a"))["player"] == nil)
    }
}
