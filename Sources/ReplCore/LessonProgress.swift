import TerminalText
// What a learner has done with each lesson, kept in a small text file beside
// the history file: one line per lesson touched, in id order, with when it
// was solved and when it was last touched (UTC, ISO 8601),
//
//     seed000-rows solved hints=1 solvedAt=2026-11-26T06:50:27Z at=2026-11-26T06:50:27Z
//     seed001-hugging hints=2 revealed at=2026-11-26T07:02:11Z
//
// A lesson whose solution was shown is not counted as solved. A line
// without times (an older file) reads as well.
import Animation
import Foundation
import Lessons

public struct LessonProgress: Sendable, Equatable {
    public struct Record: Sendable, Equatable {
        public var solved = false
        public var hints = 0
        public var revealed = false
        /// When the goal was first reached (counted), and when the lesson
        /// was last touched: ISO 8601, UTC.
        public var solvedAt: String? = nil
        public var at: String? = nil
        public init(solved: Bool = false, hints: Int = 0, revealed: Bool = false, solvedAt: String? = nil, at: String? = nil) {
            self.solved = solved
            self.hints = hints
            self.revealed = revealed
            self.solvedAt = solvedAt
            self.at = at
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
                if w.hasPrefix("solvedAt=") { r.solvedAt = String(w.dropFirst("solvedAt=".count)) }
                if w.hasPrefix("at=") { r.at = String(w.dropFirst("at=".count)) }
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
            if let t = r.solvedAt { words.append("solvedAt=\(t)") }
            if let t = r.at { words.append("at=\(t)") }
            return words.joined(separator: " ")
        }.map { $0 + "\n" }.joined()
    }

    /// The status `lesson list` shows.
    public func status(of lesson: Lesson) -> String {
        let r = self[lesson.id]
        let hints = r.hints == 1 ? "1 hint" : "\(r.hints) hints"
        if r.revealed { return "solution shown" }
        if r.solved { return r.hints == 0 ? "solved" : "solved (\(hints))" }
        if r.hints > 0 { return "started (\(hints))" }
        return "new"
    }

    /// Now, as the file writes it: `2026-11-26T06:50:27Z`.
    /// (By hand: a formatter made per call was 3 % of a busy server's time.)
    public static func timestamp(_ date: Date = Date()) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var t = tm()
        gmtime_r(&seconds, &t)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(t.tm_year + 1900)-\(two(t.tm_mon + 1))-\(two(t.tm_mday))T\(two(t.tm_hour)):\(two(t.tm_min)):\(two(t.tm_sec))Z"
    }

    /// Forgets `ids` (every lesson when empty); the ids it knew.
    @discardableResult
    public mutating func reset(_ ids: [String]) -> [String] {
        let known = ids.isEmpty ? records.keys.sorted() : ids.filter { records[$0] != nil }
        if ids.isEmpty { records = [:] } else { for id in ids { records[id] = nil } }
        return known
    }

    /// `stacklab lesson progress`: one line per lesson touched, in course
    /// order, `ID  status  solved at …  last at …`; a last line counting
    /// them.
    public func report(_ lessons: [Lesson]) -> [String] {
        let touched = lessons.filter { l in let r = self[l.id]; return r.solved || r.revealed || r.hints > 0 }
        let idWidth = touched.map { displayWidth($0.id) }.max() ?? 0
        let statusWidth = touched.map { displayWidth(status(of: $0)) }.max() ?? 0
        var lines = touched.map { l -> String in
            let r = self[l.id]
            var line = padRight(l.id, to: idWidth) + "  " + padRight(status(of: l), to: statusWidth)
            if let t = r.solvedAt { line += "  solved \(t)" }
            if let t = r.at { line += "  last \(t)" }
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
        let solved = lessons.filter { self[$0.id].solved }.count
        let shown = lessons.filter { self[$0.id].revealed }.count
        let hints = lessons.map { self[$0.id].hints }.reduce(0, +)
        lines.append("\(solved) of \(lessons.count) lessons solved, \(shown) solution\(shown == 1 ? "" : "s") shown, \(hints) hint\(hints == 1 ? "" : "s") taken")
        return lines
    }

    /// `stacklab lesson progress --json`: every lesson of the set, in
    /// course order, one object each.
    public func json(_ lessons: [Lesson]) -> String {
        let items = lessons.map { l -> String in
            let r = self[l.id]
            let times = [("solvedAt", r.solvedAt), ("at", r.at)].map { k, v in
                "\"\(k)\":" + (v.map(jsonString) ?? "null")
            }.joined(separator: ",")
            return "{\"id\":\(jsonString(l.id)),\"title\":\(jsonString(l.title)),\"status\":\(jsonString(status(of: l))),"
                + "\"solved\":\(r.solved),\"hints\":\(r.hints),\"revealed\":\(r.revealed),\(times)}"
        }
        return "{\"lessons\":[" + items.joined(separator: ",") + "]}"
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
    /// the source column is cut with `…` down to 8 columns; if the titles
    /// still do not fit whole, each lesson takes two lines, `ID  status`
    /// and, indented, `title (source)` cut to the width, so a title is
    /// not cut to a few words. Without a width (`stacklab lesson list`,
    /// read by scripts) every line is whole.
    public func listing(_ lessons: [Lesson], width: Int? = nil) -> [String] {
        listingGroups(lessons, width: width).flatMap { $0 }
    }

    /// ``listing(_:width:)``, the lines of each lesson apart.
    public func listingGroups(_ lessons: [Lesson], width: Int? = nil) -> [[String]] {
        let idWidth = lessons.map { displayWidth($0.id) }.max() ?? 0
        let titleWidth = lessons.map { displayWidth($0.title) }.max() ?? 0
        var sourceWidth = lessons.map { displayWidth($0.source) }.max() ?? 0
        let statusWidth = lessons.map { displayWidth(status(of: $0)) }.max() ?? 0
        if let width {
            let over = idWidth + titleWidth + sourceWidth + statusWidth + 6 - width
            sourceWidth -= min(max(0, over), max(0, sourceWidth - 8))
            if idWidth + titleWidth + sourceWidth + statusWidth + 6 > width {
                return lessons.map { l in
                    let head = padRight(l.id, to: idWidth) + "  " + status(of: l)
                    let first = displayWidth(head) <= width ? head : truncated(l.id + "  " + status(of: l), to: width)
                    // The title whole: with its source if both fit, else
                    // alone, else folded (a title is never cut).
                    let full = "    \(l.title) (\(l.source))", title = "    " + l.title
                    if displayWidth(full) <= width { return [first, full] }
                    if displayWidth(title) <= width { return [first, title] }
                    return [first] + folded(title, to: width, indent: 4)
                }
            }
        }
        return lessons.map { l in
            [[padRight(l.id, to: idWidth), padRight(l.title, to: titleWidth),
              padRight(truncated(l.source, to: sourceWidth), to: sourceWidth), status(of: l)]
                .joined(separator: "  ")]
        }
    }
}
