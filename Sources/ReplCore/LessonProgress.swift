import TerminalText
// What a learner has done with each lesson, kept in a small text file beside
// the history file: one line per lesson touched, in id order,
//
//     seed000-rows solved hints=1
//     seed001-hugging hints=2 revealed
//
// A lesson whose solution was shown is not counted as solved.
import Lessons

public struct LessonProgress: Sendable, Equatable {
    public struct Record: Sendable, Equatable {
        public var solved = false
        public var hints = 0
        public var revealed = false
        public init(solved: Bool = false, hints: Int = 0, revealed: Bool = false) {
            self.solved = solved
            self.hints = hints
            self.revealed = revealed
        }
    }

    public var records: [String: Record] = [:]

    public init(records: [String: Record] = [:]) { self.records = records }

    public subscript(id: String) -> Record {
        get { records[id] ?? Record() }
        set { records[id] = newValue }
    }

    /// Parses the file; lines it cannot read are skipped (a newer StackLab
    /// may write more), never fatal: progress is a convenience.
    public init(text: String) {
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let id = words.first, !id.hasPrefix("#") else { continue }
            var r = Record()
            for w in words.dropFirst() {
                if w == "solved" { r.solved = true }
                if w == "revealed" { r.revealed = true }
                if w.hasPrefix("hints="), let n = Int(w.dropFirst("hints=".count)) { r.hints = max(0, n) }
            }
            records[id] = r
        }
    }

    /// The file's text (ids sorted: deterministic).
    public var text: String {
        records.keys.sorted().compactMap { id -> String? in
            let r = records[id]!
            guard r.solved || r.revealed || r.hints > 0 else { return nil }
            var words = [id]
            if r.solved { words.append("solved") }
            if r.hints > 0 { words.append("hints=\(r.hints)") }
            if r.revealed { words.append("revealed") }
            return words.joined(separator: " ")
        }.map { $0 + "\n" }.joined()
    }

    /// The status `lesson list` shows.
    public func status(of lesson: Lesson) -> String {
        if lesson.pending != nil { return "pending" }
        let r = self[lesson.id]
        let hints = r.hints == 1 ? "1 hint" : "\(r.hints) hints"
        if r.revealed { return "solution shown" }
        if r.solved { return r.hints == 0 ? "solved" : "solved (\(hints))" }
        if r.hints > 0 { return "started (\(hints))" }
        return "new"
    }

    /// The progress file beside the history file (`…/stacklab/history` →
    /// `…/stacklab/lessons`), or nil without a history file.
    public static func path(besideHistory history: String?) -> String? {
        guard let history else { return nil }
        guard let slash = history.lastIndex(of: "/") else { return "lessons" }
        return String(history[...slash]) + "lessons"
    }

    /// The lesson list: `ID  title  source  status`, columns aligned.
    ///
    /// Given a `width` (the terminal's, at the prompt), no line is wider:
    /// the source column, then the title, are cut with `…` (never the id
    /// or the status). Without one (`stacklab lesson list`, read by
    /// scripts) every line is whole.
    public func listing(_ lessons: [Lesson], width: Int? = nil) -> [String] {
        let idWidth = lessons.map { displayWidth($0.id) }.max() ?? 0
        var titleWidth = lessons.map { displayWidth($0.title) }.max() ?? 0
        var sourceWidth = lessons.map { displayWidth($0.source) }.max() ?? 0
        let statusWidth = lessons.map { displayWidth(status(of: $0)) }.max() ?? 0
        if let width {
            // Cut in stages, so that "seed 000" survives a narrow terminal
            // before the titles shrink to a few words: the source to 8,
            // the title to 16, then both to their least.
            var over = idWidth + titleWidth + sourceWidth + statusWidth + 6 - width
            func cut(_ column: inout Int, downTo least: Int) {
                let k = min(max(0, over), max(0, column - least))
                column -= k
                over -= k
            }
            cut(&sourceWidth, downTo: 8)
            cut(&titleWidth, downTo: 16)
            cut(&sourceWidth, downTo: 4)
            cut(&titleWidth, downTo: 8)
        }
        return lessons.map { l in
            [padRight(l.id, to: idWidth), padRight(truncated(l.title, to: titleWidth), to: titleWidth),
             padRight(truncated(l.source, to: sourceWidth), to: sourceWidth), status(of: l)]
                .joined(separator: "  ")
        }
    }
}
