import CommandLanguage

// `save`: a minimal script that replays to the same scene.
//
// The script starts from the commands that built the scene: those that
// succeeded since the last `reset`, less undone ones and those that only
// look (`frame`, `dump`, `expect`…). Then every command that can go, goes:
// one is left out when replaying the others in a fresh session still gives
// the same scene, compared whole (see ``sceneFingerprint()``). So a `hide`
// later undone by a `show`, a spacing set twice or a `rotate` turned back
// disappear, while anything that shaped the result stays, even through
// effects no rule would foresee (a frame kept by a view that left its stack,
// the solver's choice for an ambiguous view). The commands keep the user's
// own words and order.

extension Session {
    /// How many commands the search for removable ones may replay in all
    /// (a count, so `save` writes the same file on every machine). A long
    /// session stops searching when it runs out and keeps the rest.
    static let saveReplayBudget = 20_000

    /// Whether `text` creates a view: leaving one out always changes the
    /// scene (`dump` lists every view), so it is not worth a replay.
    func createsView(_ text: String) -> Bool {
        guard case .success(let c)? = grammar.parse(text, file: "<save>", firstLine: 1).first else { return false }
        return commandsByName[c.name]?.createsView(c) ?? false
    }

    /// Everything a saved script must reproduce: the device, every view's
    /// frame, kind, hidden state and alpha (`dump`), every property,
    /// constraint, custom spacing, size-class variation and scroll position
    /// (what `export swift` writes), and the last animation (`dump
    /// timeline`, which `export html` plays).
    func sceneFingerprint() -> String {
        window.layoutIfNeeded()
        var exporter = SwiftExporter(session: self)
        exporter.includesAnimations = false
        return [deviceName, dumpJSON(), lastTimeline?.json() ?? "no timeline", exporter.generate()]
            .joined(separator: "\n")
    }

    /// The fingerprint of a fresh session that runs `commands`, or nil when
    /// one of them fails there.
    func fingerprint(replaying commands: [String]) -> String? {
        let trial = Session(fileSystem: MemoryFileSystem())
        for text in commands {
            for result in grammar.parse(text, file: "<save>", firstLine: 1) {
                guard case .success(let c) = result, (try? trial.execute(c)) != nil else { return nil }
            }
        }
        return trial.sceneFingerprint()
    }

    /// The commands `save` writes: ``scriptCommands()`` less every command
    /// whose removal leaves the scene the same, and how many were left out.
    ///
    /// Single commands go first; then pairs of identical commands (a
    /// `rotate` turned back, a `set` repeated), which only go together; and
    /// again until nothing more can go or the budget is spent.
    func minimalScriptCommands() -> (commands: [String], leftOut: Int) {
        let all = scriptCommands()
        var commands = all
        let target = sceneFingerprint()
        var budget = Self.saveReplayBudget
        /// Leaves out the commands at `indices` if the scene stays the same.
        func tryRemoving(_ indices: [Int]) -> Bool? {
            var candidate = commands
            for i in indices.sorted(by: >) { candidate.remove(at: i) }
            guard budget >= candidate.count else { return nil }
            budget -= candidate.count
            guard fingerprint(replaying: candidate) == target else { return false }
            commands = candidate
            return true
        }
        func removable(_ i: Int) -> Bool {
            // A leading `device` stays even when it names the default: the
            // script then says which screen it was made on.
            if i == 0 && commands[i].hasPrefix("device ") { return false }
            return !createsView(commands[i])
        }
        search: while true {
            var removed = false
            var i = 0
            while i < commands.count {
                if !removable(i) { i += 1; continue }
                guard let gone = tryRemoving([i]) else { break search }
                if gone { removed = true } else { i += 1 }
            }
            i = 0
            pairs: while i < commands.count {
                if removable(i) {
                    for j in (i + 1)..<commands.count where commands[j] == commands[i] {
                        guard let gone = tryRemoving([i, j]) else { break search }
                        if gone {
                            removed = true
                            continue pairs
                        }
                    }
                }
                i += 1
            }
            if !removed { break }
        }
        return (commands, all.count - commands.count)
    }

    /// `save`'s file: a header, then the minimal commands.
    func savedScript(_ commands: [String]) -> String {
        (["# StackLab scene, saved by `save`; replay with `load FILE` or `stacklab play FILE`."] + commands)
            .joined(separator: "\n") + "\n"
    }
}
