import Animation
import CommandLanguage
import Lessons
import Rendering
import SceneModel

// What the browser page of `stacklab serve` shows of a session, beside the
// text every command prints: the scene as SVG (Rendering's PhoneSVG, as
// `export svg` draws it), the last animation's samples for the player (as
// `export html` plays them), `tree`/`constraints`/`explain` for the view
// under the pointer, the script a share link carries, and a lesson's goal
// with its checks and the target drawn beside the scene. Looking only: none
// of it changes the scene or the history.

extension Session {
    /// The scene drawn for the page: an inline `<svg id=ELEMENT>`, views in
    /// `marked` carrying `data-differs` (a lesson's failing checks).
    public func pageSVG(elementID: String = "scene", idPrefix: String = "", marked: Set<String> = []) -> String {
        Self.pageSVG(sceneDescription(), elementID: elementID, idPrefix: idPrefix, marked: marked)
    }

    static func pageSVG(_ d: SceneDescription, elementID: String, idPrefix: String, marked: Set<String>) -> String {
        var extra: [String: [(String, String)]] = [:]
        if !marked.isEmpty {
            for v in PhoneSVG.drawnViews(d, idPrefix: idPrefix) where marked.contains(v.name) {
                extra[v.id] = [("data-differs", "true")]
            }
        }
        return PhoneSVG.document(d, options: RenderOptions(idPrefix: idPrefix, elementID: elementID, standalone: false),
                                 extra: extra)
    }

    /// The last animation as the page plays it (the scene it ran in, every
    /// view's screen rect at every sample), or nil when none ran.
    public func pagePlayer() -> PlayerPage? {
        guard let timeline = lastTimeline else { return nil }
        let replay = animationScene() ?? (self, [])
        return PlayerPage(
            scene: replay.scene.sceneDescription(),
            data: replay.scene.playerData(timeline: timeline, hiddenBefore: replay.hiddenBefore),
            timeline: timeline, sceneNowDiffers: replay.scene.dumpJSON() != dumpJSON())
    }

    /// The commands the page may run to look at a view (the panel under the
    /// pointer): they never change the scene.
    public static let lookingCommands: Set<String> = ["tree", "constraints", "explain", "frame"]

    /// Runs `text` when every command in it is one of ``lookingCommands``,
    /// without recording it in the history; else one error, and nothing runs.
    public func look(_ text: String) -> RunResult {
        var commands: [ParsedCommand] = []
        for result in grammar.parse(text, file: "<look>", firstLine: 1) {
            switch result {
            case .success(let c): commands.append(c)
            case .failure(let d): return .failure(d)
            }
        }
        if let other = commands.first(where: { !Self.lookingCommands.contains($0.name) }) {
            return .failure(other.diagnostic("only \(Self.lookingCommands.sorted().joined(separator: ", ")) can look at a view here",
                                             at: other.location))
        }
        var result = RunResult()
        for c in commands { result.append(runCommand(c, style: OutputStyle(reportChanges: false))) }
        return result
    }

    /// The script `save` would write: what a share link carries.
    public func shareScript() -> String { savedScript().text }

    /// Whether `undo` has something to take back (the page's button).
    public var canUndo: Bool { !applied.isEmpty }

    /// Changes when an input changes the scene (a step done or undone):
    /// the page shows a change report only then.
    public var journalMark: [Int] { [applied.count, undone.count] }
}

/// A lesson as the page shows it: the words, the live checklist, the target
/// beside the scene with the views of failing checks marked in both.
public struct LessonPage: Sendable {
    public var id: String
    public var title: String
    public var source: String
    public var intro: String
    public var goal: String
    public var checks: [GoalCheck]
    public var hintsShown: Int
    public var hintCount: Int
    public var reached: Bool
    public var next: String?
    /// The target (setup and stored solution) as an inline SVG, `id="target"`.
    public var targetSVG: String
    /// The scene now, `id="scene"`, the learner's views of failing checks marked.
    public var sceneSVG: String
}

extension LessonTutor {
    /// The active lesson as the page shows it, or nil.
    public func page(in session: Session) -> LessonPage? {
        guard let lesson = active else { return nil }
        let mine = session.checkGoal(lesson)
        let target = cachedTarget(lesson)
        let theirs = target.checks
        var markedNow: Set<String> = [], markedTarget: Set<String> = []
        for (i, c) in mine.enumerated() where !c.holds {
            if let s = c.subject { markedNow.insert(s) }
            if i < theirs.count, let s = theirs[i].subject { markedTarget.insert(s) }
        }
        return LessonPage(
            id: lesson.id, title: lesson.title, source: lesson.source, intro: lesson.intro, goal: lesson.goalText,
            checks: mine, hintsShown: hintsShown, hintCount: lesson.hints.count,
            reached: mine.allSatisfy(\.holds), next: lesson.next,
            targetSVG: Session.pageSVG(target.description, elementID: "target", idPrefix: "t-", marked: markedTarget),
            sceneSVG: session.pageSVG(marked: markedNow))
    }

    /// The target of `lesson`, made once per lesson (its scene and checks
    /// never change).
    func cachedTarget(_ lesson: Lesson) -> (description: SceneDescription, checks: [GoalCheck]) {
        if let cached = targetCache, cached.id == lesson.id { return (cached.description, cached.checks) }
        let s = target(lesson, columns: 80)
        let made = (id: lesson.id, description: s.sceneDescription(), checks: s.checkGoal(lesson))
        targetCache = made
        return (made.description, made.checks)
    }
}
