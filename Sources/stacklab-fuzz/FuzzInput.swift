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
enum FuzzInput {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
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
}
