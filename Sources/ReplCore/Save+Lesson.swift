// `save` keeps a lesson's words: a file the scene was `load`ed from is
// written back as it was read — its comments, `expect` lines and commands
// as written, in place — and only the commands typed around it are
// minimised (Save.swift), with the file's commands counted as fixed. So a
// teacher can load an annotated lesson, add to it and save it again, over
// the same file as often as they like: the journal keeps the text read by
// `load`, never the file as it is now, so nothing is lost or written twice.

/// What `save` writes, and what it says about it.
struct SavedScript {
    var text: String
    /// How many commands the file runs, and how many were left out.
    var commands: Int
    var leftOut: Int
    /// How many replays it took to know (``Session/minimise(_:keeping:)``).
    var replays: Int
}

extension Session {
    static let savedScriptHeader =
        "# StackLab scene, saved by `save`; replay with `load FILE` or `stacklab play FILE`."

    /// The journal since the last `reset` or `open`, unit by unit: the
    /// commands of each, with a loaded file's text (a file that itself
    /// resets or opens counts as plain commands from there).
    private func savedPieces() -> [(commands: [String], words: String?)] {
        var pieces: [(commands: [String], words: String?)] = []
        for unit in applied {
            if let r = unit.commands.lastIndex(where: { $0 == "reset" || $0.hasPrefix("open ") }) {
                // A reset starts the scene over; an `open` replaces it, and stays.
                pieces = [(Array(unit.commands[(unit.commands[r] == "reset" ? r + 1 : r)...]), nil)]
            } else {
                pieces.append((unit.commands, unit.words))
            }
        }
        return pieces
    }

    /// `save`'s file: the minimal commands after a header, or, when the
    /// scene was loaded from files, those files' words with the minimal
    /// commands typed around them, in the order they came.
    func savedScript() -> SavedScript {
        let pieces = savedPieces()
        let all = pieces.flatMap(\.commands)
        var fixed = Set<Int>()
        var start = 0
        for piece in pieces {
            if piece.words != nil { fixed.formUnion(start..<(start + piece.commands.count)) }
            start += piece.commands.count
        }
        let (kept, replays) = minimise(all, keeping: fixed)
        let keep = Set(kept)
        var lines: [String] = pieces.contains { $0.words != nil } ? [] : [Self.savedScriptHeader]
        start = 0
        for piece in pieces {
            if let words = piece.words {
                var text = Substring(words)
                if text.hasSuffix("\n") { text = text.dropLast() }
                if !text.isEmpty { lines.append(String(text)) }
            } else {
                for i in start..<(start + piece.commands.count) where keep.contains(i) { lines.append(all[i]) }
            }
            start += piece.commands.count
        }
        return SavedScript(
            text: lines.joined(separator: "\n") + "\n", commands: kept.count, leftOut: all.count - kept.count,
            replays: replays)
    }
}
