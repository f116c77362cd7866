import Foundation
import CommandLanguage
import Animation
import Geometry
import StackLayout
import TerminalText
import ViewTree

/// How a session prints its results.
public struct OutputStyle: Sendable, Equatable {
    /// After every command that changes the scene, list what moved.
    public var reportChanges: Bool
    /// …and draw the screen, once per input, when what is on it changed, if
    /// the `output` setting is `auto` (the caller says whether output goes
    /// to a terminal); `picture=on` and `off` decide alone.
    public var picture: Bool

    public init(reportChanges: Bool = true, picture: Bool = false) {
        self.reportChanges = reportChanges
        self.picture = picture
    }
}

extension Session {
    /// Whether `text` is complete or needs more lines (an open block or
    /// string): the interactive prompt then shows its continuation prompt.
    ///
    /// A string never spans lines: an unterminated one is complete (and an
    /// error), so a missing quote cannot swallow the rest of a script.
    ///
    /// An open block ends early, so that a typo cannot swallow the lines
    /// after it (`animate { { hide img1 }` took the next ten): a `{` where
    /// a command is expected makes the input complete at once (parsing
    /// reports it), and so does the first line inside the block that
    /// cannot parse on its own (``run(_:file:line:style:)`` reports that
    /// line's error).
    public func isComplete(_ text: String) -> Bool {
        guard case .incomplete(.unterminatedBlock) = completeness(of: text) else { return true }
        return Self.braceWhereACommandIsExpected(text) || firstFailingBlockLine(text, file: "<input>", firstLine: 1) != nil
    }

    /// Whether a `{` stands where a command is expected: at the start, after
    /// `;`, a line break or another `{`.
    static func braceWhereACommandIsExpected(_ text: String) -> Bool {
        var atCommand = true
        for token in Lexer.tokenize(Source(text)) {
            if token.punctuation == .openBrace {
                if atCommand { return true }
                atCommand = true
            } else if token.isSeparator {
                atCommand = true
            } else {
                atCommand = false
            }
        }
        return false
    }

    /// The first line after the first of `text` (inside the block it
    /// opens) that cannot parse on its own, with its diagnostics; lines
    /// with braces of their own (a nested block) are taken as they come.
    func firstFailingBlockLine(_ text: String, file: String, firstLine: Int) -> [Diagnostic]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (k, line) in lines.enumerated().dropFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || line.contains("{") || line.contains("}") { continue }
            let failures = grammar.parse(line, file: file, firstLine: firstLine + k).compactMap { r -> Diagnostic? in
                if case .failure(let d) = r { return d } else { return nil }
            }
            if !failures.isEmpty { return failures }
        }
        return nil
    }

    /// Runs the commands in `text` (one line, a block spanning lines, or a
    /// whole script), written in `file` from line `line`.
    public func run(_ text: String, file: String = "<input>", line: Int = 1, style: OutputStyle = OutputStyle())
        -> RunResult
    {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { inputHistory.append(trimmed) }
        let asked = style
        let style = output.narrowing(style)
        // A block that never closed because a line inside it cannot parse:
        // that line's error, and nothing runs.
        if case .incomplete(.unterminatedBlock(let open)) = completeness(of: text),
            let failures = firstFailingBlockLine(text, file: file, firstLine: line)
        {
            var printed = failures.map { Printed.diagnostic($0) }
            printed.append(.warning("the block opened at line \(line + open.line - 1), column \(open.column) ends here: nothing ran"))
            return RunResult(printed, failed: true, commands: failures.count, failures: failures.count)
        }
        // The whole input is parsed before anything runs: a syntax error
        // anywhere (a stray `}` after a block, a typo after `;`) runs nothing.
        let results = grammar.parse(text, file: file, firstLine: line)
        var commands: [ParsedCommand] = []
        var diagnostics: [Printed] = []
        for result in results {
            switch result {
            case .success(let c): commands.append(c)
            case .failure(let d): diagnostics.append(.diagnostic(d))
            }
        }
        if !diagnostics.isEmpty {
            let errors = diagnostics.count
            if !commands.isEmpty { diagnostics.append(.warning(Self.nothingRan)) }
            return RunResult(diagnostics, failed: true, commands: errors, failures: errors)
        }
        var result = RunResult()
        // At most one picture per input, after its last command, and only
        // when what is on the screen changed; none after a lesson command,
        // which draws the goal itself (a second picture would scroll it away).
        let drawing = style.picture && !commands.contains { $0.name == LessonCommand.spec.name }
        let pictureBefore = drawing ? render() : ""
        let journal = (applied.count, undone.count)
        let hasLessonCommand = commands.contains { $0.name == LessonCommand.spec.name }
        // Each command is let go once it ran (the input's first command
        // last in the list, popped in turn): a parsed command holds its
        // arguments, and a 20 000-line script held every one of them until
        // its last command ran (issue 28, item 6). The list itself shrinks
        // as it empties: the slots of 20 000 parsed commands (2.6 MB) were
        // still held while the last ones ran, the scene at its largest.
        commands.reverse()
        while let c = commands.popLast() {
            if commands.capacity > 256 && commands.count < commands.capacity / 4 {
                var rest: [ParsedCommand] = []
                rest.reserveCapacity(commands.count)
                rest.append(contentsOf: commands)
                commands = rest
            }
            let r = runCommand(c, style: style)
            result.printed += r.printed
            result.commands += 1
            if c.name == ExpectCommand.spec.name { result.expectations += 1 }
            if r.failed { result.failed = true; result.failures += 1 }
            if r.quit { result.quit = true; break }
        }
        // `output picture=off` on this line holds for the rest of it.
        if drawing && output.narrowing(asked).picture {
            let picture = render()
            if picture != pictureBefore { result.printed.append(.text(picture)) }
        }
        // A lesson's goal is checked quietly after every input.
        let changed = journal != (applied.count, undone.count) && !hasLessonCommand
        if let note = tutor?.afterCommand(in: self, changed: changed) { result.printed.append(.text(note)) }
        return result
    }

    /// Said after the diagnostics of input that also held valid commands.
    static let nothingRan = "nothing on the line ran: fix it and enter it again"

    /// Runs one matched command through its type.
    func runCommand(_ c: ParsedCommand, style: OutputStyle) -> RunResult {
        guard let type = commandsByName[c.name] else {
            // The grammar matched it, so the table has it: never reached.
            return bad(c.diagnostic("unknown command '\(c.name)'", at: c.location))
        }
        runningCommand = c
        defer { runningCommand = nil }
        let r = type.perform(c, in: self, style: style)
        return type.pagesItsAnswer ? r.paged : r
    }

    func ok(_ s: String) -> RunResult { .answer(s) }
    func bad(_ d: Diagnostic) -> RunResult { .failure(d) }

    /// Runs a scene command: one that only looks runs as it is; one that
    /// changes the scene runs in a transaction, is journaled, and reports
    /// new conflicts and what moved.
    func perform(_ c: ParsedCommand, style: OutputStyle, _ body: () throws(CommandFailure) -> String) -> RunResult {
        let changes = grammar.spec(named: c.name)?.changesScene ?? true
        if !changes {
            do { return ok(try body()) } catch { return bad(error.diagnostic) }
        }
        // The picture before is taken as the command first touches a view,
        // before anything changes: a command that fails first costs nothing.
        var before: ChangeBaseline? = nil
        var whole: Snapshot? = nil  // the check's (``changeReportMismatches``)
        let conflicts = window.conflictReports.count
        let output: String
        let touched: [ViewSavepoint]
        let created: [View]
        switch transact(body, willChange: {
            before = style.reportChanges ? self.beginChange() : nil
            if before != nil, self.changeReportMismatches != nil { whole = self.snapshot() }
        }) {
        case .failure(let error):
            if before != nil { window.stopRecordingChanges() }
            return bad(error.diagnostic)
        case .success(let (text, change)):
            output = text
            touched = change.touchedViews
            created = change.createdViews
            journal([c.text], change)
        }
        var result = ok(output)
        window.layoutIfNeeded()
        // A new conflict is UIKit's console log: a warning.
        for r in window.conflictReports.dropFirst(conflicts) { result.printed.append(.warning(r.description)) }
        if let before {
            let text = changeReport(since: before, touched: touched, created: created)
            if let whole { checkChangeReport(text, c.text, whole) }
            result.append(ok(text))
        }
        return result
    }

    /// Runs a matched scene command inside the current change (a block's
    /// commands, a loaded script's).
    func execute(_ c: ParsedCommand) throws(CommandFailure) -> String {
        try checkDeadline()
        guard let type = commandsByName[c.name] as? any SceneCommand.Type else {
            throw fail(c, "\(c.name) cannot run inside a block or a script", at: c.location)
        }
        return try type.run(c, in: self)
    }

    /// A script's, a block's or an animation's commands stop at a shared
    /// server's deadline (``SessionLimits/commandSeconds``), before the next.
    func checkDeadline() throws(CommandFailure) {
        if let limits, CommandDeadline.passed { throw limitFailure(limits.stoppedWords) }
    }

    // MARK: undo, redo, reset, save

    /// `undo` / `redo`: reverts the last transaction of the journal and
    /// keeps the one that brings it back.
    func revertLast(_ c: ParsedCommand, undo isUndo: Bool, style: OutputStyle) -> RunResult {
        guard let unit = isUndo ? applied.popLast() : undone.popLast() else {
            return bad(c.diagnostic("nothing to \(c.name)", at: c.location))
        }
        let before = snapshot()
        let back = Unit(commands: unit.commands, change: unit.change.revert(&scene), words: unit.words)
        if isUndo { undone.append(back) } else { applied.append(back) }
        let what = unit.commands.count == 1 ? unit.commands[0] : "\(unit.commands.count) commands"
        return ok(["\(isUndo ? "undid" : "redid"): \(what)", report(before, style)].filter { !$0.isEmpty }
            .joined(separator: "\n"))
    }

    /// `reset`: a fresh scene, as one transaction (undo brings the old one back).
    func reset(style: OutputStyle) -> RunResult {
        let before = snapshot()
        let views = entries.count
        let change = Transaction(from: scene)
        scene = Scene()
        journal(["reset"], change)
        let what = views == 0 ? "" : ", \(views) view\(views == 1 ? "" : "s") gone"
        return ok(["reset: a fresh scene (iphone8, portrait, an empty root)\(what); `undo` brings it back",
                   report(before, style)].filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    /// `open FILE …` at the prompt: like `reset`, one undoable step that
    /// replaces the scene, with the change report and the warnings.
    func openAsOneStep(_ c: ParsedCommand, style: OutputStyle) -> RunResult {
        let before = snapshot()
        switch transact({ () throws(CommandFailure) in try openDocument(c) }) {
        case .failure(let failure):
            return bad(failure.diagnostic)
        case .success(let ((answer, warnings), change)):
            journal([c.text], change)
            var result = ok([answer, report(before, style)].filter { !$0.isEmpty }.joined(separator: "\n"))
            for w in warnings { result.printed.append(.warning(w)) }
            return result
        }
    }

    /// `save FILE`: the minimal script, written atomically.
    func save(_ c: ParsedCommand, style: OutputStyle) -> RunResult {
        let path = c.argument("FILE")?.value.text ?? ""
        let script = savedScript()
        do {
            try fileSystem.writeAtomically(path, script.text)
        } catch {
            return bad(c.diagnostic("cannot write \(path): \(error)", at: c.argument("FILE")?.location ?? c.location))
        }
        let leftOut = script.leftOut == 0 ? ""
            : " (left out \(script.leftOut) that changed nothing in the end)"
        return ok("saved \(script.commands) commands to \(path)\(leftOut)")
    }

    /// Runs `body` in a new transaction: on failure the scene is rolled back
    /// through it (and nothing of it plays live); on success the caller
    /// journals the transaction.
    func transact<T>(_ body: () throws(CommandFailure) -> T, willChange: (() -> Void)? = nil)
        -> Result<(T, Transaction), CommandFailure>
    {
        let change = Transaction(from: scene)
        change.willChange = willChange
        let playbacks = livePlaybacks.count
        transaction = change
        defer {
            transaction = nil
            change.willChange = nil  // the journal keeps the change, not the session
            change.close()
        }
        let started = limits == nil ? 0 : Self.monotonicSeconds()
        do throws(CommandFailure) {
            // Long loops inside stop themselves at the deadline (ViewTree's
            // CommandDeadline).
            let value = try CommandDeadline.run(within: limits?.commandSeconds, body)
            if let limits, let why = limits.violation(views: entries.count, seconds: Self.monotonicSeconds() - started) {
                throw limitFailure(why)
            }
            return .success((value, change))
        } catch {
            _ = change.revert(&scene)
            livePlaybacks.removeSubrange(playbacks...)
            // A loop the deadline stopped says where; any other error of a
            // command past its time becomes the limit's.
            if let limits, !error.diagnostic.message.contains(CommandDeadline.words),
                let why = limits.violation(views: 0, seconds: Self.monotonicSeconds() - started)
            {
                return .failure(limitFailure(why))
            }
            return .failure(error)
        }
    }

    /// Journals a change that succeeded: undo can take it back; what was
    /// undone before it can no longer be redone.
    func journal(_ commands: [String], _ change: Transaction, words: String? = nil) {
        change.keepForUndo()
        applied.append(Unit(commands: commands, change: change, words: words))
        undone = []
    }

    private func report(_ before: Snapshot, _ style: OutputStyle) -> String {
        guard style.reportChanges else { return "" }
        return changeReport(from: before, to: snapshot())
    }

    // MARK: load

    /// `load FILE`: the script's commands in one transaction, so it is one
    /// step of undo, and a failure anywhere loads nothing. Commands that
    /// only look or work on the session (`help`, `undo`, `save`…) are
    /// skipped; animations are not played live.
    func load(_ c: ParsedCommand, style: OutputStyle) -> RunResult {
        let path = c.argument("FILE")?.value.text ?? ""
        let text: String
        do { text = try fileSystem.read(path) } catch {
            return bad(c.diagnostic("cannot read \(path): \(error)", at: c.argument("FILE")?.location ?? c.location,
                                    hint: "check the path"))
        }
        let before = snapshot()
        var unit: [String] = []
        let live = recordsLivePlaybacks
        recordsLivePlaybacks = false
        defer { recordsLivePlaybacks = live }
        let result = transact { () throws(CommandFailure) in
            for result in grammar.parse(text, file: path, firstLine: 1) {
                let cmd: ParsedCommand
                switch result {
                case .failure(let d): throw CommandFailure(diagnostic: d)
                case .success(let parsed): cmd = parsed
                }
                // The session's own commands (help, undo, save…) do not load.
                guard let type = commandsByName[cmd.name] as? any SceneCommand.Type else { continue }
                try checkDeadline()
                _ = try type.run(cmd, in: self)
                if grammar.spec(named: cmd.name)?.changesScene ?? true { unit.append(cmd.text) }
            }
        }
        switch result {
        case .failure(let failure):
            return RunResult([.diagnostic(failure.diagnostic), .warning("nothing was loaded")], failed: true)
        case .success(let (_, change)):
            journal(unit, change, words: text)
        }
        return ok((["loaded \(unit.count) commands from \(path)", report(before, style)]).filter { !$0.isEmpty }
            .joined(separator: "\n"))
    }

    /// The commands that rebuild the scene: those applied since the last
    /// `reset`, in order (undone, failed and read-only commands left out).
    func scriptCommands() -> [String] {
        let all = applied.flatMap(\.commands)
        // A reset starts the scene over; an `open` replaces it.
        if let last = all.lastIndex(where: { $0 == "reset" || $0.hasPrefix("open ") }) {
            return Array(all[(all[last] == "reset" ? last + 1 : last)...])
        }
        return all
    }

    // MARK: help

    func helpText(_ command: String?) -> String {
        if let command, let spec = grammar.spec(named: command) { return spec.helpText(fittingIn: terminalColumns) }
        // The tour's examples and the overview fit the terminal's width.
        let fittedTour = tour.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            line.hasPrefix("  ") && terminalColumns >= Self.tourColumn + 24
                ? folded(String(line), to: terminalColumns, indent: Self.tourColumn)
                : folded(String(line), to: terminalColumns, indent: line.hasPrefix("  ") ? 4 : 0)
        }
        return fittedTour.joined(separator: "\n") + "\n\n" + grammar.overview(fittingIn: terminalColumns)
    }

    /// Where the tour's explanations start.
    static let tourColumn = 43

    var tour: String {
        """
        StackLab: UIKit's Auto Layout and UIStackView, headless. A quick tour:

          stack row spacing=8 alignment=center     make a stack (horizontal, fill)
          label name "Name"; field value "Jane"    make views
          add name value to row; add row to root   arrange them
          pin row to root.margins                  constrain (or: constrain row.top == root.safeArea.top + 20)
          hide value; show value                   hidden views leave the layout
          animate { set row axis=vertical }        animate and print the frame timeline
          rotate; device iphone-x                  change the screen
          frame row; tree; dump                    look at the result
          undo; redo; save lesson.stack            history and files
          explain row                              why a view has its frame
          lesson list; lesson start seed000-rows   learn by doing: short lessons from real layouts
          open Main.storyboard; check              your own storyboard or xib, checked against Xcode's frames
          export storyboard Out.storyboard         write the scene for Xcode (also xib, swift, svg, html)

        After every change StackLab lists the frames that moved. `help COMMAND` explains one command.
        """
    }
}
