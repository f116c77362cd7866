// The `.lesson` format: directives at the start of a line, each followed by
// its indented body. Comments start with `#` in the first column.
//
//     lesson seed000-rows
//     title Three buttons in a row
//     source seed 000
//     cite https://… — where people hit it (a pitfall cites at least one)
//     next 000-size-classes
//     intro
//       Seed 000 starts with three buttons …
//     setup
//       button a "One"; button b "Two"; button c "Three"
//     role row = a.superview: the stack that holds the buttons
//     goal The three buttons side by side, 8 pt apart, below the status bar
//       expect row.frame == {{16, 20}, {…}}
//       after rotate expect row.axis == horizontal
//     hint Make a horizontal stack and add the buttons to it.
//     solution
//       stack row spacing=8
//       …
//     alternative
//       …
//     wrong forgets the spacing
//       …
//     explain A horizontal stack lays its arranged views out …
//
// The parser knows the directives, not the commands: whether each command
// is valid is checked against the session's command table in ReplCore, with
// the file's lines and columns (a script keeps its lines as written).
import CommandLanguage

public enum LessonParser {
    /// Every directive, in the order a lesson usually gives them.
    public static let directives = [
        "lesson", "title", "source", "cite", "next", "intro", "setup", "role", "goal", "hint", "solution",
        "alternative", "wrong", "explain",
    ]
    /// Directives whose body is commands (the rest are words).
    static let scriptDirectives: Set<String> = ["setup", "goal", "solution", "alternative", "wrong"]
    /// Directives that may appear more than once.
    static let repeatable: Set<String> = ["hint", "alternative", "wrong", "role", "cite"]
    /// Directives on one line, without a body.
    static let oneLine: Set<String> = ["lesson", "title", "source", "next", "role", "cite"]

    /// One directive as written: its word, the text after it, its body.
    struct Directive {
        var word: String
        var line: Int
        var inline: String
        var inlineColumn: Int
        var bodyFirstLine: Int
        var body: [String]
        var sourceLine: String
    }

    /// Parses one lesson file. Throws the first problem, pointing at it.
    public static func parse(_ text: String, file: String) throws(Diagnostic) -> Lesson {
        let lines = Source(text, name: file, firstLine: 1).lines
        var found: [Directive] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let isBody = line.first == " " || line.first == "\t" || line.trimmingSpaces.isEmpty
            if isBody {
                if found.isEmpty {
                    if line.trimmingSpaces.isEmpty { continue }
                    throw Diagnostic(
                        "indented text before any directive", at: location(file, number, line, column: 1, length: 0),
                        hint: "start the file with `lesson ID`; indented lines belong to the directive above them",
                        sourceLine: line)
                }
                found[found.count - 1].body.append(line)
                continue
            }
            if line.hasPrefix("#") { continue }
            let word = String(line.prefix { $0 != " " && $0 != "\t" })
            guard directives.contains(word) else {
                let near = Suggestions.closest(to: word, among: directives)
                let mean = near.first.map { "; did you mean '\($0)'?" } ?? ""
                throw Diagnostic(
                    "unknown directive '\(word)'\(mean)", at: location(file, number, line, column: 1, length: word.count),
                    hint: "a directive is one of: \(directives.joined(separator: ", ")); its body is indented",
                    suggestions: near, sourceLine: line)
            }
            let rest = line.dropFirst(word.count)
            let lead = rest.prefix { $0 == " " || $0 == "\t" }.count
            found.append(Directive(
                word: word, line: number, inline: String(rest).trimmingSpaces, inlineColumn: word.count + lead + 1,
                bodyFirstLine: number + 1, body: [], sourceLine: line))
        }
        for i in found.indices {
            // Trailing blank lines belong to nobody.
            while let last = found[i].body.last, last.trimmingSpaces.isEmpty { found[i].body.removeLast() }
        }
        return try build(found, file: file, lines: lines)
    }

    static func location(_ file: String, _ line: Int, _: String, column: Int, length: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column, length: length)
    }

    private static func build(_ all: [Directive], file: String, lines: [String]) throws(Diagnostic) -> Lesson {
        var seen: [String: Directive] = [:]
        for d in all {
            if let first = seen[d.word], !repeatable.contains(d.word) {
                throw Diagnostic(
                    "'\(d.word)' given twice (first on line \(first.line))",
                    at: location(file, d.line, d.sourceLine, column: 1, length: d.word.count),
                    hint: "a lesson has one \(d.word); only hint, alternative and wrong repeat", sourceLine: d.sourceLine)
            }
            if seen[d.word] == nil { seen[d.word] = d }
            if oneLine.contains(d.word) {
                if d.inline.isEmpty {
                    throw Diagnostic(
                        "'\(d.word)' needs its value on the same line",
                        at: location(file, d.line, d.sourceLine, column: d.sourceLine.count + 1, length: 0),
                        hint: "e.g. `\(example(d.word))`", sourceLine: d.sourceLine)
                }
                if let first = d.body.firstIndex(where: { !$0.trimmingSpaces.isEmpty }) {
                    let line = d.body[first]
                    throw Diagnostic(
                        "'\(d.word)' takes one line; this indented line has no directive",
                        at: location(file, d.bodyFirstLine + first, line, column: 1, length: 0),
                        hint: "put it on the `\(d.word)` line, or start it with a directive", sourceLine: line)
                }
            }
            if scriptDirectives.contains(d.word) {
                if d.word == "goal" || d.word == "wrong" {
                    if d.inline.isEmpty {
                        let what = d.word == "goal" ? "the goal in words" : "what the mistake is"
                        throw Diagnostic(
                            "'\(d.word)' needs \(what) on its line",
                            at: location(file, d.line, d.sourceLine, column: d.sourceLine.count + 1, length: 0),
                            hint: "e.g. `\(example(d.word))`, then the commands indented below", sourceLine: d.sourceLine)
                    }
                } else if !d.inline.isEmpty {
                    throw Diagnostic(
                        "'\(d.word)' takes its commands on the indented lines below it",
                        at: location(file, d.line, d.sourceLine, column: d.inlineColumn, length: d.inline.count),
                        hint: "move `\(d.inline)` to the next line, indented", sourceLine: d.sourceLine)
                }
                if d.word != "setup" && script(d, file).isEmpty {
                    throw Diagnostic(
                        "'\(d.word)' has no commands",
                        at: location(file, d.line, d.sourceLine, column: 1, length: d.word.count),
                        hint: "give its commands on the lines below, indented", sourceLine: d.sourceLine)
                }
            } else if !oneLine.contains(d.word) && text(d).isEmpty {
                throw Diagnostic(
                    "'\(d.word)' has no text", at: location(file, d.line, d.sourceLine, column: 1, length: d.word.count),
                    hint: "write it on the same line or on indented lines below", sourceLine: d.sourceLine)
            }
            if d.word == "goal" {
                for (i, line) in d.body.enumerated() {
                    let t = line.trimmingSpaces
                    guard !t.isEmpty, !t.hasPrefix("#"), !t.hasPrefix("expect "),
                          !t.hasPrefix(afterRotate + "expect ") else { continue }
                    let column = line.count - line.drop { $0 == " " || $0 == "\t" }.count + 1
                    let word = String(t.prefix { $0 != " " })
                    throw Diagnostic(
                        "a goal holds only `expect` checks, not '\(word)'",
                        at: location(file, d.bodyFirstLine + i, line, column: column, length: word.count),
                        hint: "the goal is judged on the scene: say what must be true, e.g. `expect a.frame == {{16, 20}, {100, 44}}` (or `after rotate expect …`, judged with the phone turned)",
                        sourceLine: line)
                }
            }
            if d.word == "lesson" {
                // A word the command line reads as one: `lesson start seed000-rows`.
                let ok = d.inline.first?.isLetter == true
                    && d.inline.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "_" }
                if !ok {
                    throw Diagnostic(
                        "a lesson id is one word of letters, digits and dashes starting with a letter, not '\(d.inline)'",
                        at: location(file, d.line, d.sourceLine, column: d.inlineColumn, length: d.inline.count),
                        hint: "e.g. `lesson seed000-rows`", sourceLine: d.sourceLine)
                }
            }
        }
        let required = ["lesson", "title", "source", "intro", "goal", "hint", "solution", "alternative", "wrong", "explain"]
        for word in required where seen[word] == nil {
            let last = lines.count
            throw Diagnostic(
                "the lesson has no '\(word)'", at: SourceLocation(file: file, line: max(1, last), column: 1, length: 0),
                hint: requiredHint(word))
        }
        var roles: [LessonRole] = []
        for d in all where d.word == "role" {
            let role = try parseRole(d, file: file)
            if roles.contains(where: { $0.name == role.name }) {
                throw Diagnostic(
                    "role '\(role.name)' is declared twice", at: location(file, d.line, d.sourceLine, column: d.inlineColumn, length: role.name.count),
                    hint: "give each role its own name", sourceLine: d.sourceLine)
            }
            roles.append(role)
        }
        func value(_ word: String) -> String? { seen[word].map(\.inline) }
        func texts(_ word: String) -> [String] { all.filter { $0.word == word }.map(text) }
        func scripts(_ word: String) -> [LessonScript] { all.filter { $0.word == word }.map { script($0, file) } }
        return Lesson(
            id: value("lesson")!, title: value("title")!, source: value("source")!,
            citations: all.filter { $0.word == "cite" }.map(\.inline),
            next: value("next"), intro: texts("intro")[0],
            setup: scripts("setup").first ?? LessonScript(file: file, firstLine: 1, lines: []),
            goalText: value("goal")!, roles: roles, goal: scripts("goal")[0], hints: texts("hint"), solution: scripts("solution")[0],
            alternatives: scripts("alternative"),
            wrongAttempts: all.filter { $0.word == "wrong" }.map { WrongAttempt(name: $0.inline, script: script($0, file)) },
            explanation: texts("explain")[0], file: file, nextLine: seen["next"]?.line ?? 0)
    }

    /// The prefix of a goal line judged with the phone turned.
    public static let afterRotate = "after rotate "

    /// `role NAME = START.STEP…: DESCRIPTION`, each step `.superview` or
    /// `.arranged[N]` (N from 0; negative from the end).
    private static func parseRole(_ d: Directive, file: String) throws(Diagnostic) -> LessonRole {
        func bad(_ why: String) -> Diagnostic {
            Diagnostic(
                "\(why) in `role \(d.inline)`", at: location(file, d.line, d.sourceLine, column: d.inlineColumn, length: d.inline.count),
                hint: "write `role NAME = VIEW.superview: WORDS` or `role NAME = VIEW.arranged[N]: WORDS` (N from 0, -1 the last)",
                sourceLine: d.sourceLine)
        }
        guard let eq = d.inline.firstIndex(of: "="), let colon = d.inline.firstIndex(of: ":"), eq < colon else {
            throw bad("no `=` and `:`")
        }
        let name = String(d.inline[..<eq]).trimmingSpaces
        let path = String(d.inline[d.inline.index(after: eq)..<colon]).trimmingSpaces
        let words = String(d.inline[d.inline.index(after: colon)...]).trimmingSpaces
        func isWord(_ s: Substring) -> Bool {
            s.first?.isLetter == true && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard isWord(Substring(name)) else { throw bad("the role's name '\(name)' is not one word") }
        guard !words.isEmpty else { throw bad("no words after `:`") }
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard let start = parts.first, isWord(start) else { throw bad("the path '\(path)' does not start with a view's name") }
        var steps: [LessonRole.Step] = []
        for part in parts.dropFirst() {
            if part == "superview" {
                steps.append(.superview)
            } else if part.hasPrefix("arranged["), part.hasSuffix("]"),
                      let i = Int(part.dropFirst("arranged[".count).dropLast()) {
                steps.append(.arranged(i))
            } else {
                throw bad("unknown step '.\(part)'")
            }
        }
        guard !steps.isEmpty else { throw bad("the path '\(path)' has no step") }
        return LessonRole(name: name, start: String(start), steps: steps, description: words, line: d.line)
    }

    /// Words: the inline text and the body's lines, trimmed; a blank line
    /// starts a new paragraph.
    private static func text(_ d: Directive) -> String {
        var lines = d.inline.isEmpty ? [] : [d.inline]
        lines += d.body.map(\.trimmingSpaces)
        return lines.joined(separator: "\n")
    }

    private static func script(_ d: Directive, _ file: String) -> LessonScript {
        LessonScript(file: file, firstLine: d.bodyFirstLine, lines: d.body)
    }

    private static func example(_ word: String) -> String {
        switch word {
        case "lesson": return "lesson seed000-rows"
        case "title": return "title Three buttons in a row"
        case "source": return "source seed 000"
        case "next": return "next seed001-hugging"
        case "role": return "role row = a.superview: the stack that holds the buttons"
        case "cite": return "cite https://useyourloaf.com/blog/stack-view-custom-spacing/ — what happened to whom"
        case "goal": return "goal The buttons side by side, 8 pt apart"
        case "wrong": return "wrong forgets the spacing"
        default: return word
        }
    }

    private static func requiredHint(_ word: String) -> String {
        switch word {
        case "alternative": return "add `alternative` with another correct answer, so the checker is known to accept it"
        case "wrong": return "add `wrong WHAT` with a mistake learners make; verify checks it misses the goal"
        case "hint": return "add at least one `hint`, the gentlest first"
        default: return "add `\(example(word))`"
        }
    }
}
