import ReplCore

/// One fuzz input: its bytes, read as UTF-8 (invalid sequences become U+FFFD),
/// run as a script through a fresh session whose files live in memory, so
/// `save`, `load` and `export` touch no disk; animations move the session's
/// manual clock and never sleep. Then the input's last line is completed, as
/// Tab would, and the screen drawn.
enum FuzzInput {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        let session = Session(fileSystem: MemoryFileSystem())
        _ = session.run(text, file: "fuzz")
        let last = text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        _ = session.completions(line: last, cursor: last.unicodeScalars.count)
        _ = session.render()
    }
}
