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
    public func listing(_ lessons: [Lesson]) -> [String] {
        let idWidth = lessons.map(\.id.count).max() ?? 0
        let titleWidth = lessons.map(\.title.count).max() ?? 0
        let sourceWidth = lessons.map(\.source.count).max() ?? 0
        return lessons.map { l in
            [l.id.padded(idWidth), l.title.padded(titleWidth), l.source.padded(sourceWidth), status(of: l)]
                .joined(separator: "  ")
        }
    }
}

extension String {
    func padded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
