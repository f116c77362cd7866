// A lesson against a session: its scripts run as typed commands, its goal
// judged on the scene (never on the commands typed, so any correct answer
// passes). A goal's checks may speak of roles (`role row2 =
// heart.superview: …`): each is bound, before the checks run, to the view
// of the learner's scene its path leads to, whatever its name. A check
// written `after rotate expect …` is judged with the phone turned: the
// rotation runs in a transaction that is rolled back, so looking changes
// nothing.
import CommandLanguage
import Lessons
import StackLayout
import ViewTree

/// One outcome check of a goal and whether it holds now.
public struct GoalCheck: Sendable, Equatable {
    /// The check as written, without `expect` (`row.frame == {{16, 20}, {343, 30}}`),
    /// `after rotate` kept in front.
    public var words: String
    /// Why it does not hold, in one line, nil when it holds.
    public var failure: String?
    public var holds: Bool { failure == nil }
    /// The learner's view the check is about (a role bound to its view), nil
    /// for `conflicts` or a view not there.
    public var subject: String?
    /// The property compared (`frame`, `axis`, …).
    public var property: String?
    /// The value the goal wants and the one the scene has, as `expect`
    /// prints them (nil when the check could not be judged).
    public var wanted: String?
    public var current: String?
    /// The role the subject plays, if the check names one.
    public var role: LessonRole?
    /// Judged with the phone turned.
    public var afterRotate = false

    public init(words: String, failure: String?) {
        self.words = words
        self.failure = failure
    }

    /// `b.frame` in the learner's names (the role's name until it is bound).
    public var label: String {
        let name = subject ?? role?.name
        return [name, property].compactMap { $0 }.joined(separator: ".")
    }

    /// The check in one line: `✓ b.frame == {{…}}` or `✗ b.frame is {{…}},
    /// wanted {{…}}` (`once turned` for a check after rotating).
    public var line: String {
        let turned = afterRotate ? " once turned" : ""
        if holds, let current { return "✓ \(label) == \(current)\(turned)" }
        if holds { return "✓ \(words)" }
        return "✗ " + (failure ?? "")
    }
}

/// Where a role leads in the scene now: the learner's view, or why none fits.
public enum RoleBinding: Sendable, Equatable {
    case view(String)
    case missing(String)
}

extension Session {
    /// Runs a lesson script as if typed (each command applied, undoable),
    /// with no change reports. Returns the first failure, rendered, or nil.
    public func runLessonScript(_ script: LessonScript) -> String? {
        guard !script.isEmpty else { return nil }
        let r = run(script.text, file: script.file, line: script.firstLine, style: OutputStyle(reportChanges: false))
        guard r.failed else { return nil }
        guard let d = r.diagnostics.first else { return r.output }
        return "\(d.location): \(d.severity.rawValue): \(d.message)"
    }

    /// At the prompt: a fresh scene and the lesson's setup, as one
    /// transaction (one step of undo, like `load`; `save` writes it as
    /// `reset` and the setup's commands), not in the learner's `history`.
    /// Returns the first failure, rendered, or nil (then nothing changed).
    func setUpLesson(_ lesson: Lesson) -> String? {
        var unit = ["reset"]
        let live = recordsLivePlaybacks
        recordsLivePlaybacks = false
        defer { recordsLivePlaybacks = live }
        let result = transact { () throws(CommandFailure) in
            scene = Scene()
            for result in grammar.parse(lesson.setup.text, file: lesson.setup.file, firstLine: lesson.setup.firstLine) {
                switch result {
                case .failure(let d): throw CommandFailure(diagnostic: d)
                case .success(let c):
                    _ = try execute(c)
                    if grammar.spec(named: c.name)?.changesScene ?? true { unit.append(c.text) }
                }
            }
        }
        switch result {
        case .failure(let failure): return failure.diagnostic.rendered()
        case .success(let (_, change)): journal(unit, change)
        }
        window.layoutIfNeeded()
        return nil
    }

    /// Each role of the lesson, followed from its start to the learner's
    /// view it leads to now (roles may start from earlier roles).
    public func bindRoles(_ lesson: Lesson) -> [String: RoleBinding] {
        var bound: [String: RoleBinding] = [:]
        var views: [String: View] = [:]
        for role in lesson.roles {
            var v: View
            if let earlier = bound[role.start] {
                guard case .view = earlier, let w = views[role.start] else {
                    bound[role.name] = earlier
                    continue
                }
                v = w
            } else if role.start == "root" {
                v = window.rootView
            } else if let e = scene.byName[role.start] {
                v = e.view
            } else {
                bound[role.name] = .missing("there is no view \(role.start)")
                continue
            }
            var why: String? = nil
            for step in role.steps {
                switch step {
                case .superview:
                    guard let s = v.superview else {
                        why = "\(displayName(v)) is in no view yet"
                        break
                    }
                    v = s
                case .arranged(let i):
                    guard let stack = v as? StackView else {
                        why = "\(displayName(v)) is not a stack"
                        break
                    }
                    let list = stack.arrangedSubviews
                    let k = i < 0 ? list.count + i : i
                    guard list.indices.contains(k) else {
                        why = "\(displayName(v)) has \(list.count) arranged view\(list.count == 1 ? "" : "s")"
                        break
                    }
                    v = list[k]
                }
                if why != nil { break }
            }
            if let why {
                bound[role.name] = .missing(why)
            } else {
                bound[role.name] = .view(displayName(v))
                views[role.name] = v
            }
        }
        return bound
    }

    /// Every check of the lesson's goal, judged on the scene as it is now
    /// (those `after rotate` on the scene turned, then turned back).
    /// Nothing changes and nothing is recorded.
    public func checkGoal(_ lesson: Lesson) -> [GoalCheck] {
        let roles = Dictionary(lesson.roles.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let bound = bindRoles(lesson)
        var checks: [GoalCheck?] = []
        var turned: [(index: Int, line: Int, text: String, check: GoalCheck)] = []
        let script = lesson.goal
        for (i, raw) in script.lines.enumerated() {
            var t = raw.trimmingSpaces
            guard !t.isEmpty, !t.hasPrefix("#") else { continue }
            let afterRotate = t.hasPrefix(LessonParser.afterRotate)
            if afterRotate { t = String(t.dropFirst(LessonParser.afterRotate.count)).trimmingSpaces }
            var words = t
            if words.hasPrefix("expect ") { words = String(words.dropFirst("expect ".count)).trimmingSpaces }
            var check = GoalCheck(words: (afterRotate ? LessonParser.afterRotate : "") + words, failure: nil)
            check.afterRotate = afterRotate
            // The subject: a role is replaced by the learner's view.
            let subject = String(words.prefix { $0 != "." && $0 != " " })
            if let role = roles[subject] {
                check.role = role
                switch bound[role.name] ?? .missing("unbound") {
                case .missing(let why):
                    check.failure = "no view is \(role.description) yet (\(why))"
                    checks.append(check)
                    continue
                case .view(let name):
                    t = "expect " + name + words.dropFirst(subject.count)
                }
            }
            if afterRotate {
                turned.append((checks.count, script.firstLine + i, t, check))
                checks.append(nil)
            } else {
                checks.append(judge(t, line: script.firstLine + i, file: script.file, check))
            }
        }
        if !turned.isEmpty {
            // Turn the phone in a transaction that is rolled back.
            var judged: [GoalCheck] = []
            _ = transact { () throws(CommandFailure) in
                for result in grammar.parse("rotate") {
                    if case .success(let c) = result { _ = try execute(c) }
                }
                judged = turned.map { judge($0.text, line: $0.line, file: script.file, $0.check) }
                throw CommandFailure(diagnostic: Diagnostic("rolled back", at: SourceLocation(line: 1, column: 1)))
            }
            window.layoutIfNeeded()
            for (k, t) in turned.enumerated() { checks[t.index] = judged[k] }
        }
        return checks.compactMap { $0 }
    }

    /// One `expect` line judged: the values on both sides, or why it
    /// cannot be judged.
    private func judge(_ text: String, line: Int, file: String, _ check: GoalCheck) -> GoalCheck {
        var check = check
        let key = "\(file)\u{0}\(line)\u{0}\(text)"
        let results: [Result<ParsedCommand, Diagnostic>]
        if let known = parsedGoalLines[key] {
            results = known
        } else {
            results = grammar.parse(text, file: file, firstLine: line)
            if parsedGoalLines.count >= 256 { parsedGoalLines = [:] }
            parsedGoalLines[key] = results
        }
        guard results.count == 1, let result = results.first else {
            check.failure = "a goal line holds one `expect`"
            return check
        }
        switch result {
        case .failure(let d):
            check.failure = d.message
        case .success(let c) where c.name != ExpectCommand.spec.name:
            check.failure = "a goal holds only `expect` checks"
        case .success(let c):
            do {
                let o = try expectation(c)
                check.subject = o.subject
                check.property = o.property
                check.wanted = o.wanted
                check.current = o.current
                if !o.holds {
                    let turned = check.afterRotate ? " once turned" : ""
                    check.failure = "\(o.label) is \(o.current)\(turned), wanted \(o.wanted)\(o.within)"
                }
            } catch {
                check.failure = error.diagnostic.message
            }
        }
        return check
    }

    /// Whether every check of the goal holds.
    public func reachesGoal(_ lesson: Lesson) -> Bool { checkGoal(lesson).allSatisfy(\.holds) }
}
