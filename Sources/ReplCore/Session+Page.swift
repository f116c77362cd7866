import Animation
import Foundation
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
    /// - Parameter checks: The goal's checks on the scene as it is now,
    ///   when the caller has them (``lastChecks`` right after an input):
    ///   the goal is then not judged a second time.
    public func page(in session: Session, checks known: [GoalCheck]? = nil) -> LessonPage? {
        guard let lesson = active else { return nil }
        let mine = known ?? session.checkGoal(lesson)
        let target = pageTarget(lesson)
        let theirs = target.checks
        var markedNow: Set<String> = [], markedTarget: Set<String> = []
        for (i, c) in mine.enumerated() where !c.holds {
            if let s = c.subject { markedNow.insert(s) }
            if i < theirs.count, let s = theirs[i].subject { markedTarget.insert(s) }
        }
        let targetSVG = targets.drawing(lesson.id, marked: markedTarget) {
            Session.pageSVG(target.description, elementID: "target", idPrefix: "t-", marked: markedTarget)
        }
        return LessonPage(
            id: lesson.id, title: lesson.title, source: lesson.source, intro: lesson.intro, goal: lesson.goalText,
            checks: mine, hintsShown: hintsShown, hintCount: lesson.hints.count,
            reached: mine.allSatisfy(\.holds), next: lesson.next,
            targetSVG: targetSVG, sceneSVG: session.pageSVG(marked: markedNow))
    }
}

extension LessonTutor {
    /// The target of `lesson` as the page compares with it, made once.
    func pageTarget(_ lesson: Lesson) -> LessonTargets.Target {
        targets.target(lesson) {
            let s = target(lesson, columns: 80)
            return LessonTargets.Target(description: s.sceneDescription(), checks: s.checkGoal(lesson))
        }
    }
}

/// Lesson targets, made once and shared by every session that is given
/// the same value (the pages of one server): a lesson's target, its setup
/// and stored solution in a fresh session, never changes, and neither does
/// its drawing with a given set of views marked. Safe to use from many
/// threads.
public final class LessonTargets: @unchecked Sendable {
    /// A target as the page compares with it.
    public struct Target: Sendable {
        public var description: SceneDescription
        public var checks: [GoalCheck]
    }

    private let lock = NSLock()
    private var made: [String: Target] = [:]
    private var drawn: [String: [Set<String>: String]] = [:]
    /// Drawings kept per lesson (one per set of marked views seen).
    static let drawingsPerLesson = 32

    public init() {}

    /// Makes the target of each of `lessons` not made yet: a server does
    /// it as it starts, so its first pages do not each wait for one.
    public func warm(_ lessons: [Lesson]) {
        let tutor = LessonTutor(lessons: lessons, progressPath: nil)
        tutor.targets = self
        for lesson in lessons { _ = tutor.pageTarget(lesson) }
    }

    /// The target of `lesson`, made by `make` the first time (outside the
    /// lock: two sessions may both make it once).
    func target(_ lesson: Lesson, make: () -> Target) -> Target {
        if let t = lock.withLock({ made[lesson.id] }) { return t }
        let t = make()
        lock.withLock { made[lesson.id] = t }
        return t
    }

    /// The target of lesson `id` drawn with `marked` views marked.
    func drawing(_ id: String, marked: Set<String>, draw: () -> String) -> String {
        if let svg = lock.withLock({ drawn[id]?[marked] }) { return svg }
        let svg = draw()
        lock.withLock {
            if (drawn[id]?.count ?? 0) >= Self.drawingsPerLesson { drawn[id] = [:] }
            drawn[id, default: [:]][marked] = svg
        }
        return svg
    }
}
