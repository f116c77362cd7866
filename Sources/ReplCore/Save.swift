import SceneModel
import CommandLanguage

// `save`: a minimal script that replays to the same scene, judged on the
// scene's structure (``SceneDescription``), never on generated code.
//
// The script starts from the commands that built the scene: those that
// succeeded since the last `reset`, less undone ones and those that only
// look (`frame`, `dump`, `expect`…). Which can go is worked out from what
// each command declares it does (``SaveEffect``), without replaying:
//
// - a command that sets a slot (a view's property, its `hidden`, a custom
//   spacing, a scroll offset) goes when a later command sets the same slot;
// - the last one goes too when the slot ends where it began: one replay of
//   the script without any setting command, compared view by view (its
//   model, not its frames, so nothing is laid out), says which slots those
//   are; `rotate`s that come back to the start go the same way;
// - everything else stays: views, hierarchy, constraints, animations.
//
// One replay of the result, compared whole (frames, properties,
// constraints, variations, offsets, the last animation), confirms it. Only
// when it differs — a frame that a view kept when it left its stack, a
// `scroll … to` that the next one starts from, an animation that starts
// from a state — does `save` fall back to trying the candidates one at a
// time (a pair of `rotate`s together), each by a replay, within a budget.
// So the cost is about one build of the scene, and a script with nothing
// to leave out costs no replay at all. The commands keep the user's own
// words and order.
//
// A file the scene was `load`ed from keeps its words (Save+Lesson.swift).

extension Session {
    /// How many commands the fall-back search may replay in all (a count, so
    /// `save` writes the same file on every machine). A long session stops
    /// searching when it runs out and keeps the rest.
    static let saveReplayBudget = 20_000

    /// The parsed command of `text`, if it is one.
    private func parsedCommand(_ text: String) -> ParsedCommand? {
        guard case .success(let c)? = grammar.parse(text, file: "<save>", firstLine: 1).first else { return nil }
        return c
    }

    /// What `text` does to the scene, as its command type declares it.
    func saveEffect(of text: String) -> SaveEffect {
        guard let c = parsedCommand(text), let type = commandsByName[c.name] else { return .other }
        return type.saveEffect(c)
    }

    /// The description of a fresh session that runs `commands` (laid out
    /// once at the end, as `load` does, when `layout`), or nil when one of
    /// them fails there.
    func replayDescription(_ commands: [String], layout: Bool = true) -> SceneDescription? {
        let trial = Session(fileSystem: MemoryFileSystem())
        for text in commands {
            for result in grammar.parse(text, file: "<save>", firstLine: 1) {
                guard case .success(let c) = result, (try? trial.execute(c)) != nil else { return nil }
            }
        }
        return trial.sceneDescription(layout: layout)
    }

    /// The indices of `all` that a minimal script keeps, in order (those in
    /// `fixed` always stay: a loaded lesson's own commands), and how many
    /// replays it took.
    func minimise(_ all: [String], keeping fixed: Set<Int>) -> (kept: [Int], replays: Int) {
        let effects = all.indices.map { fixed.contains($0) ? SaveEffect.other : saveEffect(of: all[$0]) }
        // Every slot set, in the order first set, with the commands that set it.
        var slots: [SceneSlot] = []
        var writes: [SceneSlot: [Int]] = [:]
        for (i, effect) in effects.enumerated() {
            for slot in effect.slots {
                if writes[slot] == nil { slots.append(slot) }
                writes[slot, default: []].append(i)
            }
        }
        let setters = Set(effects.indices.filter { effects[$0].canGo && !effects[$0].slots.isEmpty })
        guard !setters.isEmpty else { return (Array(all.indices), 0) }

        let target = sceneDescription()
        // The scene without any command that may go: where each slot began
        // (or where the last animation that sets it left it).
        let bare = replayDescription(all.indices.filter { !setters.contains($0) }.map { all[$0] }, layout: false)
        func endsWhereItBegan(_ slot: SceneSlot) -> Bool {
            guard let bare, let now = target.value(of: slot), let then = bare.value(of: slot) else { return false }
            return now == then
        }
        // For each command, the slots whose setting there can go: those set
        // again later, and the last too when the slot ends where it began.
        // An animation keeps what it starts from: only what follows the last
        // one that sets the slot can go. Of `rotate`s, the first stays when
        // their number is odd (what ran in between saw the screen turned).
        var goes: [Int: Set<SceneSlot>] = [:]
        for slot in slots {
            let w = writes[slot] ?? []
            let free = w.lastIndex { !effects[$0].canGo }.map { Array(w[($0 + 1)...]) } ?? w
            let leaving: [Int]
            if endsWhereItBegan(slot) {
                leaving = free
            } else if let first = free.first, case .toggles = effects[first] {
                leaving = Array(free.dropFirst())
            } else {
                leaving = Array(free.dropLast())
            }
            for i in leaving { goes[i, default: []].insert(slot) }
        }
        // A command stays unless all its slots let it go; one that stays
        // still sets its other slots, so the last setting of those stays
        // too (and so on, until nothing more has to stay).
        var going = Set(setters.filter { Set(effects[$0].slots).isSubset(of: goes[$0] ?? []) })
        var settled = false
        while !settled {
            settled = true
            for slot in slots {
                let w = writes[slot] ?? []
                // (`rotate`s set nothing else: their count is what matters.)
                guard let last = w.last, going.contains(last), !(effects[last] == .toggles(slot)),
                    let lastKept = w.last(where: { !going.contains($0) }), effects[lastKept].canGo
                else { continue }
                going.remove(last)
                settled = false
            }
        }
        let candidates = going.sorted()
        guard !candidates.isEmpty else { return (Array(all.indices), 1) }

        var count = 1
        func replays(_ kept: [Int]) -> Bool {
            count += 1
            return replayDescription(kept.map { all[$0] }) == target
        }
        let minimal = all.indices.filter { !going.contains($0) }
        if replays(minimal) { return (minimal, count) }

        // The fall-back: one candidate at a time (two `rotate`s together),
        // kept out when the scene stays the same.
        var groups: [[Int]] = []
        var pendingToggle: Int? = nil
        for i in candidates {
            if case .toggles = effects[i] {
                if let first = pendingToggle {
                    groups.append([first, i])
                    pendingToggle = nil
                } else {
                    pendingToggle = i
                }
            } else {
                groups.append([i])
            }
        }
        var kept = Array(all.indices)
        var budget = Self.saveReplayBudget
        for group in groups {
            let trial = kept.filter { !group.contains($0) }
            guard budget >= trial.count else { break }
            budget -= trial.count
            if replays(trial) { kept = trial }
        }
        return (kept, count)
    }
}
