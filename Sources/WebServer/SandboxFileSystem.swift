import ReplCore

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// A page's files: what it uploaded and what its commands wrote, in
/// memory, within a count and a size; nothing of the server's disk is
/// reachable, except reading the lesson catalogue's own documents (a
/// lesson that starts from a xib opens `{here}/settings.xib`).
///
/// Paths are names: `a.stack`, `dir/b.xib`. A path with `..` or a
/// control character is refused.
final class SandboxFileSystem: FileSystem {
    /// The most files, and the most bytes in one file and in all of them.
    struct Limits: Sendable {
        var files = 32
        var fileBytes = 2 << 20
        var totalBytes = 8 << 20
    }

    private(set) var files: [String: String] = [:]
    let limits: Limits
    /// Directories whose files may be read from the disk (the lessons').
    let readOnlyRoots: [String]

    init(limits: Limits = Limits(), readOnlyRoots: [String] = []) {
        self.limits = limits
        self.readOnlyRoots = readOnlyRoots.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// The path as a key, or the reason it is refused.
    static func key(_ path: String) throws -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == ".." { throw FileError(reason: "no such file here: a page's files have no `..`") }
            parts.append(part)
        }
        if parts.isEmpty || path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw FileError(reason: "not a file name")
        }
        return parts.joined(separator: "/")
    }

    /// Whether `path` is a catalogue file that may be read from disk.
    private func isCatalogue(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.contains("/../") && !path.hasSuffix("/..")
            && readOnlyRoots.contains { path.hasPrefix($0) }
    }

    func read(_ path: String) throws -> String {
        if isCatalogue(path) { return try LocalFileSystem().read(path) }
        guard let text = files[try Self.key(path)] else { throw FileError(errno: ENOENT) }
        return text
    }

    func readBytes(_ path: String, limit: Int) throws -> [UInt8] {
        if isCatalogue(path) { return try LocalFileSystem().readBytes(path, limit: min(limit, limits.fileBytes)) }
        let bytes = Array(try read(path).utf8)
        if bytes.count > limit { throw FileError(reason: "larger than \(limit >> 20) MB") }
        return bytes
    }

    func writeAtomically(_ path: String, _ contents: String) throws {
        let key = try Self.key(path)
        let size = contents.utf8.count
        if size > limits.fileBytes {
            throw FileError(reason: "\(size) bytes, over this server's \(limits.fileBytes) bytes a file")
        }
        if files[key] == nil && files.count >= limits.files {
            throw FileError(reason: "this page already holds \(limits.files) files, the server's limit")
        }
        let total = files.reduce(0) { $0 + ($1.key == key ? 0 : $1.value.utf8.count) } + size
        if total > limits.totalBytes {
            throw FileError(reason: "the page's files would take \(total) bytes, over this server's \(limits.totalBytes)")
        }
        files[key] = contents
    }

    func remove(_ path: String) {
        if let key = try? Self.key(path) { files[key] = nil }
    }

    func directoryEntries(_ path: String) -> [String]? {
        if isCatalogue(path) { return LocalFileSystem().directoryEntries(path) }
        guard let key = try? Self.key(path) else {
            // The page's top level.
            let names = Set(files.keys.compactMap { $0.split(separator: "/").first.map(String.init) })
            return names.isEmpty ? nil : names.sorted()
        }
        let prefix = key + "/"
        var names = Set<String>()
        for k in files.keys where k.hasPrefix(prefix) {
            if let first = k.dropFirst(prefix.count).split(separator: "/").first { names.insert(String(first)) }
        }
        return names.isEmpty ? nil : names.sorted()
    }
}
