import ReplCore

/// One fuzz input: its bytes, read as UTF-8 (invalid sequences become U+FFFD),
/// run as a script through a fresh session whose files live in memory, so
/// `save`, `load` and `export` touch no disk; animations move the session's
/// manual clock and never sleep. Then the input's last line is completed, as
/// Tab would, and the screen drawn.
///
/// Half the inputs (by the first byte's parity) run whole, as a lesson's
/// script does (``Session/run(_:file:line:style:)``); the other half line
/// by line through the input loop, as `stacklab play` does, with the echo,
/// a picture after every line that changes the screen and the summary, at a
/// terminal width from 20 to 140 columns taken from the input's length.
///
/// An input that starts with `<` (after white space) is an Interface
/// Builder document instead: it is opened from the in-memory files as a
/// storyboard and as a xib, each of its first four roots opened, checked,
/// exported in both formats and the export opened again.
///
/// An input that starts with `import`, `//` or `class` is a UIKit Swift
/// file: its types are listed, each of the first four opened, its controls
/// tapped, the scene exported as Swift and the export opened again, under
/// the interpreter's limits (hostile code must end with an error, never
/// hang or exhaust memory).
enum FuzzInput {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.first(where: { !$0.isWhitespace }) == "<" {
            runDocument(text)
            return
        }
        let start = text.drop(while: { $0.isWhitespace })
        if start.hasPrefix("import") || start.hasPrefix("//") || start.hasPrefix("class") || start.hasPrefix("final class") {
            runSwift(text)
            return
        }
        let session = Session(fileSystem: MemoryFileSystem())
        if let first = bytes.first, first % 2 == 1 {
            session.terminalColumns = 20 + bytes.count % 121
            _ = InputLoop.replay(text, file: "fuzz", session: session, style: OutputStyle(picture: true))
        } else {
            _ = session.run(text, file: "fuzz")
        }
        let last = text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        _ = session.completions(line: last, cursor: last.unicodeScalars.count)
        _ = session.render()
    }

    static func runDocument(_ text: String) {
        let files = MemoryFileSystem(["d.storyboard": text, "d.xib": text])
        let session = Session(fileSystem: files)
        let quiet = OutputStyle(reportChanges: false)
        for file in ["d.storyboard", "d.xib"] {
            let scenes = session.run("scenes \(file)", style: quiet).stdout
            let ids = scenes.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
            for id in ids.prefix(4) where !id.contains("\"") {
                guard !session.run("open \(file) scene=\"\(id)\"", style: quiet).failed else { continue }
                _ = session.run("check; dump; tree; export storyboard o.storyboard; export xib o.xib", style: quiet)
                _ = session.run("open o.storyboard; check; open o.xib; check; undo; rotate; render", style: quiet)
            }
        }
    }

    static func runSwift(_ text: String) {
        let session = Session(fileSystem: MemoryFileSystem(["d.swift": text]))
        let quiet = OutputStyle(reportChanges: false)
        let types = session.run("scenes d.swift", style: quiet).stdout.split(separator: "\n")
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        for type in types.prefix(4) where !type.contains("\"") {
            guard !session.run("open d.swift type=\"\(type)\" verbose", style: quiet).failed else { continue }
            // The views named after the file's variables: tapped, toggled, selected, slid.
            var seen: Set<Substring> = []
            let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).filter { seen.insert($0).inserted }
            var tried = 0
            for w in words where tried < 8 && !session.run("frame \(w)", style: quiet).failed {
                tried += 1
                _ = session.run("tap \(w); toggle \(w); select \(w) 1; slide \(w) 0.5", style: quiet)
            }
            _ = session.run("export swift o.swift; open o.swift; undo; rotate; render", style: quiet)
        }
    }
}
