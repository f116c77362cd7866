import Foundation

/// Where `save`, `load` and `export` read and write: the disk, or memory in
/// tests.
public protocol FileSystem: AnyObject {
    func read(_ path: String) throws -> String
    /// Writes the whole file or nothing (a temporary file renamed into place).
    func writeAtomically(_ path: String, _ contents: String) throws
}

/// The local disk.
public final class LocalFileSystem: FileSystem {
    public init() {}

    public func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    public func writeAtomically(_ path: String, _ contents: String) throws {
        // Foundation's atomic write: a temporary file in the same directory,
        // then rename(2), so a crash never leaves half a file.
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

/// Files in memory, for tests.
public final class MemoryFileSystem: FileSystem {
    public private(set) var files: [String: String] = [:]
    public init(_ files: [String: String] = [:]) { self.files = files }

    public func read(_ path: String) throws -> String {
        guard let s = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
        return s
    }

    public func writeAtomically(_ path: String, _ contents: String) throws {
        files[path] = contents
    }
}
