// Where lessons come from: the catalogue shipped in this target's resources
// (Catalogue/*.lesson, found through Bundle.module wherever the binary is
// run from), or a directory of a teacher's own `.lesson` files.
import CommandLanguage
import Foundation

public enum LessonCatalogue {
    /// The lessons shipped with StackLab, in course order (``courseOrder(_:)``).
    public static func builtIn() throws(Diagnostic) -> [Lesson] {
        guard let url = Bundle.module.url(forResource: "Catalogue", withExtension: nil) else {
            throw Diagnostic(
                "the lesson catalogue is missing from this build",
                at: SourceLocation(file: "stacklab", line: 1, column: 1, length: 0),
                hint: "rebuild with `swift build`; the catalogue is a resource of the Lessons target")
        }
        return try load(directory: url.path)
    }

    /// The ids of the built-in lessons (for completion), read once.
    public static let builtInIDs: [String] = (try? builtIn().map(\.id)) ?? []

    /// Every `*.lesson` file of `directory`, parsed, in course order. Ids
    /// must be unique and every `next` must name a lesson of the set.
    public static func load(directory: String) throws(Diagnostic) -> [Lesson] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".lesson") }.sorted()
        } catch {
            throw Diagnostic(
                "cannot read the lesson directory \(directory)",
                at: SourceLocation(file: directory, line: 1, column: 1, length: 0), hint: "check the path")
        }
        var lessons: [Lesson] = []
        for name in names {
            let path = directory + "/" + name
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw Diagnostic(
                    "cannot read \(path)", at: SourceLocation(file: path, line: 1, column: 1, length: 0),
                    hint: "a lesson file is UTF-8 text")
            }
            lessons.append(try LessonParser.parse(text, file: path))
        }
        try checkLinks(lessons)
        return courseOrder(lessons)
    }

    /// The order a learner meets them: each chain of `next` from a lesson
    /// no other lesson leads to (those in id order), then any lesson left
    /// (in a cycle), in id order.
    public static func courseOrder(_ lessons: [Lesson]) -> [Lesson] {
        let byID = Dictionary(lessons.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let targets = Set(lessons.compactMap(\.next))
        var seen: Set<String> = []
        var out: [Lesson] = []
        let sorted = lessons.sorted { $0.id < $1.id }
        for start in sorted.filter({ !targets.contains($0.id) }) + sorted {
            var current: Lesson? = start
            while let l = current, !seen.contains(l.id) {
                seen.insert(l.id)
                out.append(l)
                current = l.next.flatMap { byID[$0] }
            }
        }
        return out
    }

    /// Unique ids; `next` names a lesson of the set.
    public static func checkLinks(_ lessons: [Lesson]) throws(Diagnostic) {
        var ids: [String: Lesson] = [:]
        for l in lessons {
            if let other = ids[l.id] {
                throw Diagnostic(
                    "lesson id '\(l.id)' is also used by \(other.file)", at: idLocation(l),
                    hint: "give each lesson its own id")
            }
            ids[l.id] = l
        }
        let all = lessons.map(\.id).sorted()
        for l in lessons {
            guard let next = l.next, ids[next] == nil else { continue }
            let near = Suggestions.closest(to: next, among: all)
            let mean = near.first.map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic(
                "next lesson '\(next)' does not exist\(mean)",
                at: SourceLocation(file: l.file, line: l.nextLine, column: 6, length: next.count),
                hint: "name one of the lessons' ids, or leave `next` out on the last lesson", suggestions: near)
        }
    }

    private static func idLocation(_ l: Lesson) -> SourceLocation {
        SourceLocation(file: l.file, line: 1, column: 1, length: 0)
    }

    /// The lesson whose id is `id`, or a "did you mean" diagnostic.
    public static func find(_ id: String, in lessons: [Lesson]) throws(Diagnostic) -> Lesson {
        if let l = lessons.first(where: { $0.id == id }) { return l }
        let ids = lessons.map(\.id)
        var near = Suggestions.closest(to: id, among: ids)
        if near.isEmpty { near = ids.filter { $0.hasPrefix(id) } }
        let mean = near.first.map { "; did you mean '\($0)'?" } ?? ""
        throw Diagnostic(
            "unknown lesson '\(id)'\(mean)", at: SourceLocation(file: "<arguments>", line: 1, column: 1, length: 0),
            hint: "`stacklab lesson list` shows every lesson", suggestions: near)
    }
}
