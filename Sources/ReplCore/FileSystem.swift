#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Where `save`, `load` and `export` read and write: the disk, or memory in
/// tests.
public protocol FileSystem: AnyObject {
    /// - Throws: ``FileError``.
    func read(_ path: String) throws -> String
    /// Writes the whole file or nothing (a temporary file renamed into place).
    /// - Throws: ``FileError``.
    func writeAtomically(_ path: String, _ contents: String) throws
    /// A file's bytes, whatever they hold; a file larger than `limit`
    /// bytes is an error before it is read (`open`'s documents, images).
    /// - Throws: ``FileError``.
    func readBytes(_ path: String, limit: Int) throws -> [UInt8]
    /// The names in a directory, sorted; nil when it is none (or the file
    /// system has no directories to list).
    func directoryEntries(_ path: String) -> [String]?
}

extension FileSystem {
    public func readBytes(_ path: String, limit: Int) throws -> [UInt8] {
        let bytes = Array(try read(path).utf8)
        if bytes.count > limit { throw FileError(reason: "larger than \(limit >> 20) MB") }
        return bytes
    }

    public func directoryEntries(_ path: String) -> [String]? { nil }
}

/// Why a file could not be read or written, in the system's words
/// (`strerror`): `No such file or directory`, `Permission denied`. Callers
/// print it after the path, on one line: `cannot write /x/y.stack: No such
/// file or directory`.
public struct FileError: Error, Equatable, CustomStringConvertible {
    public var reason: String

    public init(reason: String) { self.reason = reason }

    /// The error of the `errno` value `code`.
    public init(errno code: Int32) { reason = String(cString: strerror(code)) }

    public var description: String { reason }
}

/// The local disk, through POSIX calls, so that a failure reads as the
/// system says it (never Foundation's whole error object).
public final class LocalFileSystem: FileSystem {
    public init() {}

    public func read(_ path: String) throws -> String {
        let bytes = try readBytes(path, limit: Int.max)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FileError(reason: "not UTF-8 text")
        }
        return text
    }

    public func readBytes(_ path: String, limit: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(errno: errno) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { throw FileError(errno: EISDIR) }
            if Int(info.st_size) > limit { throw FileError(reason: "larger than \(limit >> 20) MB") }
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { readChunk(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(errno: errno)  // EISDIR for a directory
            }
            if n == 0 { break }
            bytes += buffer[0..<n]
            // A file that grows while read (a pipe, a device) is cut off.
            if bytes.count > limit { throw FileError(reason: "larger than \(limit >> 20) MB") }
        }
        return bytes
    }

    public func directoryEntries(_ path: String) -> [String]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
            if names.count > 10_000 { break }
        }
        return names.sorted()
    }

    /// A temporary file in the same directory, written whole, then
    /// `rename(2)`d over `path`, so a crash never leaves half a file.
    public func writeAtomically(_ path: String, _ contents: String) throws {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = directory + ".\(name).tmp-\(getpid())"
        // A directory in the way fails as the system says (not as the
        // temporary file's rename would).
        var info = stat()
        if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { throw FileError(errno: EISDIR) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw FileError(errno: errno) }
        var failure: Int32 = 0
        let bytes = Array(contents.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { writeBytes(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            written += n
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileError(errno: failure)
        }
    }
}

// read(2) and write(2), out of reach of the methods' names.
private func readChunk(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

private func writeBytes(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// Files in memory, for tests.
public final class MemoryFileSystem: FileSystem {
    public private(set) var files: [String: String] = [:]
    public init(_ files: [String: String] = [:]) { self.files = files }

    public func read(_ path: String) throws -> String {
        guard let s = files[path] else { throw FileError(errno: ENOENT) }
        return s
    }

    public func writeAtomically(_ path: String, _ contents: String) throws {
        files[path] = contents
    }

    public func directoryEntries(_ path: String) -> [String]? {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        var names = Set<String>()
        for key in files.keys where key.hasPrefix(prefix) {
            if let first = key.dropFirst(prefix.count).split(separator: "/").first { names.insert(String(first)) }
        }
        return names.isEmpty ? nil : names.sorted()
    }
}
