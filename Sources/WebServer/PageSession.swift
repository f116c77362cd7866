import Animation
import CommandLanguage
import Foundation
import Lessons
import Rendering
import ReplCore
import Synchronization
import ViewTree

/// One browser tab's session: a ``Session`` on a ``SandboxFileSystem``
/// within ``SessionLimits``, and the answer to each of the page's messages
/// as JSON text. Synchronous and single-threaded: the server runs it on the
/// tab's own queue (``PageConnection``); tests call it directly.
final class PageSession {
    let session: Session
    let files: SandboxFileSystem
    let limits: SessionLimits
    /// The timeline the page was last sent (a new one is sent with its player).
    private var timelineSent: Timeline?
    /// The scene and the target drawings the page was last sent: a reply
    /// leaves out the one that did not change (the page keeps what it has).
    private var svgSent: String?
    private var targetSent: String?

    /// The output's width when the page does not say its own.
    static let defaultColumns = 200

    /// The file name the page's typed input is diagnosed in.
    static let inputName = "<input>"

    /// - Parameter targets: Lesson targets shared with the server's other pages.
    init(limits: SessionLimits, lessons: [Lesson], targets: LessonTargets = LessonTargets(),
         fileLimits: SandboxFileSystem.Limits = .init()) {
        let roots = Set(lessons.map { ($0.file as NSString).deletingLastPathComponent })
        files = SandboxFileSystem(limits: fileLimits, readOnlyRoots: Array(roots))
        session = Session(fileSystem: files)
        session.limits = limits
        session.terminalColumns = Self.defaultColumns
        session.output = OutputSettings(picture: .off, changes: true, timeline: .summary)
        let tutor = LessonTutor(lessons: lessons, progressPath: nil, fileSystem: files)
        // The page draws the target and the scene itself, as SVG.
        tutor.drawsPictures = false
        tutor.targets = targets
        session.tutor = tutor
        self.limits = limits
        Self.count.withLock { $0 += 1 }
    }

    deinit { Self.count.withLock { $0 -= 1 } }

    private static let count = Mutex(0)
    /// How many page sessions are in memory (the server's `/stats`).
    static var alive: Int { count.withLock { $0 } }

    /// The first message: the devices, the lessons, the limits, the scene.
    func hello() -> String {
        var o = JSONObject()
        o.set("type", "hello")
        o.set("devices", Device.canonicalNames)
        o.set("lessons", (session.tutor?.lessons ?? []).map { l in
            var j = JSONObject()
            j.set("id", l.id)
            j.set("title", l.title)
            j.set("source", l.source)
            if let n = l.next { j.set("next", n) }
            return j
        })
        var lim = JSONObject()
        lim.set("views", limits.views)
        lim.set("animationSamples", limits.animationSamples)
        lim.set("commandMilliseconds", Int(limits.commandSeconds * 1000))
        lim.set("scriptBytes", limits.scriptBytes)
        lim.set("fileBytes", files.limits.fileBytes)
        o.set("limits", lim)
        o.set("state", state(full: true))
        return o.text
    }

    /// The answer to one raw message.
    func handle(_ text: String) -> String {
        let message: Inbound
        do {
            message = try Inbound.parse(text, scriptBytes: limits.scriptBytes, fileBytes: files.limits.fileBytes)
        } catch {
            return Self.error(error)
        }
        return handle(message)
    }

    static func error(_ e: MessageError) -> String {
        var o = JSONObject()
        o.set("type", "error")
        if let id = e.id { o.set("id", id) }
        o.set("message", e.message)
        return o.text
    }

    func handle(_ message: Inbound) -> String {
        switch message {
        case .run(let id, let text, let columns):
            // Text is folded by the browser: the page says how wide its
            // transcript is, so that tables are laid out to it; without
            // that, 200 columns.
            session.terminalColumns = columns ?? Self.defaultColumns
            return run(id: id, text)
        case .complete(let id, let line, let cursor):
            let c = session.completions(line: line, cursor: cursor)
            var o = JSONObject()
            o.set("type", "completions")
            o.set("id", id)
            o.set("start", c.start)
            o.set("candidates", Array(c.candidates.prefix(200)))
            return o.text
        case .look(let id, let view):
            var o = JSONObject()
            o.set("type", "look")
            o.set("id", id)
            o.set("view", view)
            // Names are typable words (IB ids have dashes); anything else
            // is refused by the commands themselves.
            let name = view.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." } ? view : Self.quoted(view)
            o.set("tree", session.look("tree").output)
            o.set("constraints", session.look("constraints \(name)").output)
            o.set("explain", session.look("explain \(name)").output)
            return o.text
        case .open(let id, let name, let content):
            return open(id: id, name: name, content: content)
        case .download(let id, let what):
            return download(id: id, what: what)
        case .share(let id):
            let script = session.shareScript()
            var o = JSONObject()
            o.set("type", "script")
            o.set("id", id)
            o.set("text", script)
            o.set("files", sharedDocuments(script).map { name, content in
                var f = JSONObject()
                f.set("name", name)
                f.set("content", content)
                return f
            })
            return o.text
        case .ping(let id):
            var o = JSONObject()
            o.set("type", "pong")
            o.set("id", id)
            return o.text
        }
    }

    // MARK: Files

    /// The page's own documents a share script opens (a storyboard, a xib,
    /// a Swift file the page uploaded), by name: a link carries them beside
    /// the script, so that a fresh page can rebuild the scene. The lesson
    /// catalogue's documents are every page's already.
    func sharedDocuments(_ script: String) -> [(name: String, content: String)] {
        var out: [(String, String)] = []
        for case .success(let c) in session.grammar.parse(script, file: "<share>", firstLine: 1) where c.name == "open" {
            guard let path = c.argument("FILE")?.value.text, !out.contains(where: { $0.0 == path }),
                let key = try? SandboxFileSystem.key(path), let content = files.files[key]
            else { continue }
            out.append((path, content))
        }
        return out
    }

    /// How a file is brought in, by its extension: a script is `load`ed
    /// into a fresh scene; a document is `open`ed (its first root).
    /// Swift sources go through `open` too: ReplCore's `open` reads them
    /// once it does (issue 26), and says what it cannot read until then.
    static func openCommand(for name: String) -> String? {
        let lower = name.lowercased()
        if lower.hasSuffix(".stack") || lower.hasSuffix(".txt") { return "reset; load \(quoted(name))" }
        if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") || lower.hasSuffix(".swift") {
            return "open \(quoted(name))"
        }
        return nil
    }

    func open(id: Int, name: String, content: String) -> String {
        let base = String(name.split(separator: "/").last ?? "")
        guard let command = Self.openCommand(for: base) else {
            return Self.error(MessageError(id: id, "\(base.prefix(80)): open takes .stack, .storyboard, .xib or .swift files"))
        }
        if base.hasSuffix(".stack"), content.utf8.count > limits.scriptBytes {
            return Self.error(MessageError(id: id, "\(base): \(content.utf8.count) bytes, and this server takes scripts of \(limits.scriptBytes) at most"))
        }
        do { try files.writeAtomically(base, content) } catch {
            return Self.error(MessageError(id: id, "cannot keep \(base.prefix(80)): \(error)"))
        }
        return run(id: id, command)
    }

    func run(id: Int, _ text: String) -> String {
        let mark = session.journalMark
        let r = session.run(text, file: Self.inputName, style: OutputStyle())
        return result(id: id, input: text, r, changed: session.journalMark != mark, afterInput: true)
    }

    /// A save or an export, written in the page's files and handed back.
    func download(id: Int, what: String) -> String {
        let ext = what == "save" ? "stack" : what
        let name = "stacklab.\(ext)"
        let command = what == "save" ? "save \(name)" : "export \(what) \(name)"
        let r = session.run(command, file: Self.inputName, style: OutputStyle(reportChanges: false))
        defer { files.remove(name) }
        guard !r.failed, let text = try? files.read(name) else {
            return Self.error(MessageError(id: id, r.text(on: .error, Self.rendering)))
        }
        var o = JSONObject()
        o.set("type", "file")
        o.set("id", id)
        o.set("name", name)
        o.set("mime", Self.mime[ext] ?? "text/plain")
        o.set("content", text)
        return o.text
    }

    static let mime = [
        "stack": "text/plain", "svg": "image/svg+xml", "html": "text/html", "swift": "text/x-swift",
        "storyboard": "application/xml", "xib": "application/xml",
    ]

    // MARK: Results

    static let rendering = DiagnosticRendering(color: false, location: .prompt(input: inputName))

    /// - Parameter afterInput: Right after `session.run`: the goal's checks
    ///   it judged are the scene's.
    func result(id: Int, input: String, _ r: RunResult, changed: Bool, afterInput: Bool = false) -> String {
        var o = JSONObject()
        o.set("type", "result")
        o.set("id", id)
        o.set("input", input)
        o.set("failed", r.failed)
        o.set("changed", changed)
        o.set("printed", r.printed.map { piece in
            var p = JSONObject()
            switch piece {
            case .text(let s), .page(let s):
                p.set("kind", "text")
                p.set("text", s)
            case .warning(let s):
                p.set("kind", "warning")
                p.set("text", s)
            case .diagnostic(let d):
                p.set("kind", "diagnostic")
                p.set("text", d.rendered(location: Self.rendering.location))
                p.set("message", d.message)
                p.set("severity", d.severity.rawValue)
                p.set("line", d.location.line)
                p.set("column", d.location.column)
                p.set("length", d.location.length)
                p.set("inInput", d.location.file == Self.inputName)
                if let s = d.sourceLine { p.set("source", s) }
            }
            return p
        })
        o.set("state", state(full: false, checks: afterInput ? session.tutor?.lastChecks : nil))
        return o.text
    }

    /// What the page draws after a command: the scene, the device, the
    /// lesson, and a new animation's player. Unless `full`, the scene's
    /// `svg` and the lesson's `target` are left out when they are what the
    /// page was last sent, and `player` when the animation is the same.
    /// - Parameter checks: The goal's checks on the scene now, when known.
    func state(full: Bool, checks: [GoalCheck]? = nil) -> JSONObject {
        var o = JSONObject()
        let screen = session.window.screen
        o.set("device", session.deviceName)
        o.set("orientation", screen.orientation.rawValue)
        o.set("views", session.entriesCount)
        o.set("canUndo", session.canUndo)
        if let lesson = session.tutor?.page(in: session, checks: checks) {
            setDrawing(&o, "svg", lesson.sceneSVG, sent: &svgSent, full: full)
            var l = JSONObject()
            l.set("id", lesson.id)
            l.set("title", lesson.title)
            l.set("source", lesson.source)
            l.set("intro", lesson.intro)
            l.set("goal", lesson.goal)
            l.set("reached", lesson.reached)
            l.set("hintsShown", lesson.hintsShown)
            l.set("hintCount", lesson.hintCount)
            if let n = lesson.next { l.set("next", n) }
            l.set("checks", lesson.checks.map { c in
                var j = JSONObject()
                j.set("words", c.words)
                j.set("holds", c.holds)
                j.set("line", c.line)
                if let f = c.failure { j.set("failure", f) }
                return j
            })
            setDrawing(&l, "target", lesson.targetSVG, sent: &targetSent, full: full)
            o.set("lesson", l)
        } else {
            setDrawing(&o, "svg", session.pageSVG(), sent: &svgSent, full: full)
            targetSent = nil
            o.setNull("lesson")
        }
        let timeline = session.lastTimeline
        if timeline != timelineSent || (full && timeline != nil) {
            timelineSent = timeline
            if let player = session.pagePlayer() {
                var p = JSONObject()
                p.setRaw("timeline", player.timeline.json())
                p.setRaw("data", player.data.json())
                p.set("svg", PhoneSVG.document(player.scene, options: RenderOptions(idPrefix: "p-", elementID: "player-scene", standalone: false)))
                o.set("player", p)
            } else {
                o.setNull("player")
            }
        }
        return o
    }

    /// Sets `key` to `svg` unless it is what was `sent` last (and not `full`).
    private func setDrawing(_ o: inout JSONObject, _ key: String, _ svg: String, sent: inout String?, full: Bool) {
        guard full || svg != sent else { return }
        sent = svg
        o.set(key, svg)
    }

    /// A name as the command language quotes it.
    static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
