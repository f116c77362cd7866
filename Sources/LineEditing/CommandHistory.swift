// The REPL's command history: libedit's History list plus its file, which is
// rewritten after every entry so nothing typed is lost on a crash or kill.

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import CEditLine

/// A history file that could not be read or written.
public struct HistoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The history file.
    public var path: String
    /// What went wrong, e.g. `"Permission denied"`.
    public var reason: String

    /// `history file PATH: REASON`, for a warning the caller prefixes.
    public var description: String { "history file \(path): \(reason)" }
}

/// Command history over libedit's `History`, backed by a file.
///
/// The file is loaded once, at creation, and rewritten (to a temporary file
/// renamed over it) after every ``add(_:)``. libedit writes it with mode 0600
/// in its own format: a `_HiStOrY_V2_` line, then one `strvis`-encoded entry
/// per line, so entries with spaces, tabs, backslashes, newlines (a joined
/// multi-line block) or any UTF-8 survive a round trip. Adjacent duplicates
/// are dropped, and the oldest entries beyond ``capacity``.
///
/// The same object drives Up/Down recall when handed to a ``LineEditor``.
public final class CommandHistory {
    /// The history file, or `nil` for history kept in memory only.
    public let path: String?
    /// The most entries kept (older ones are dropped).
    public let capacity: Int
    /// Why the file could not be loaded, if it exists but could not be read.
    /// Saving is then switched off, so a file that is not a libedit history
    /// (or not readable) is never overwritten.
    public private(set) var loadError: HistoryError?

    let handle: OpaquePointer

    /// Creates the history and loads `path` if it exists.
    ///
    /// - Parameters:
    ///   - path: The history file (see ``resolvePath(environment:)``), or
    ///     `nil` to keep history in memory only.
    ///   - capacity: The most entries kept; 1000 by default.
    public init(path: String?, capacity: Int = 1000) {
        self.path = path
        self.capacity = max(1, capacity)
        guard let handle = history_init() else {
            fatalError("history_init failed: out of memory")
        }
        self.handle = handle
        swhist_setsize(handle, Int32(clamping: self.capacity))
        swhist_setunique(handle, 1)
        if let path { load(path) }
    }

    deinit {
        history_end(handle)
    }

    /// The entries, oldest first.
    public var entries: [String] {
        var result: [String] = []
        var event = HistEvent()
        guard swhist_last(handle, &event) == 0 else { return result }
        repeat {
            if let text = event.str { result.append(String(cString: text)) }
        } while swhist_prev(handle, &event) == 0
        return result
    }

    /// Adds `entry` (surrounding whitespace and newlines trimmed; empty
    /// entries ignored) and saves the file at once.
    ///
    /// A multi-line block can be added as one entry joined by `"\n"`: libedit
    /// shows it on several lines when recalled and returns it whole.
    ///
    /// - Throws: ``HistoryError`` when the file cannot be written. The entry
    ///   is in memory (Up-arrow recall works) either way.
    public func add(_ entry: String) throws(HistoryError) {
        let trimmed = trimmingWhitespace(entry)
        guard !trimmed.isEmpty else { return }
        swhist_enter(handle, trimmed)
        try save()
    }

    /// Removes every entry (the file is rewritten empty).
    public func clear() throws(HistoryError) {
        swhist_clear(handle)
        try save()
    }

    /// Writes every entry to ``path``: parent directories are created (mode
    /// 0700), the entries go to a temporary file in the same directory, which
    /// then replaces the history file (symbolic links are followed), so a kill
    /// mid-write never leaves a truncated file. Does nothing without a path
    /// or after a ``loadError``.
    public func save() throws(HistoryError) {
        guard let path, loadError == nil else { return }
        if let reason = createParentDirectories(of: path) {
            throw HistoryError(path: path, reason: reason)
        }
        let target = resolvingSymbolicLink(path)
        let temporary = target + ".tmp-\(getpid())"
        errno = 0
        if swhist_save(handle, temporary) < 0 {
            let reason = errorText(errno == 0 ? EIO : errno)
            unlink(temporary)
            throw HistoryError(path: path, reason: reason)
        }
        if rename(temporary, target) != 0 {
            let reason = errorText(errno)
            unlink(temporary)
            throw HistoryError(path: path, reason: reason)
        }
    }

    private func load(_ path: String) {
        var info = stat()
        // A file that cannot even be looked at is reported when saving.
        guard stat(path, &info) == 0 else { return }
        errno = 0
        if swhist_load(handle, path) < 0 {
            let reason = errno != 0 ? errorText(errno) : "not a libedit history file"
            loadError = HistoryError(path: path, reason: reason)
        }
    }

    // MARK: - Where the file lives

    /// The history file for an environment, as the issue specifies:
    ///
    /// 1. `$STACKLAB_HISTORY` when set (set but empty: no history file);
    /// 2. else `$XDG_STATE_HOME/stacklab/history` when that is an absolute
    ///    path (the XDG spec ignores relative ones);
    /// 3. else `$HOME/.local/state/stacklab/history`;
    ///
    /// `nil` when there is no file to use (empty `STACKLAB_HISTORY`, or no
    /// `HOME` to fall back on). A pure function, so it is tested directly.
    public static func resolvePath(environment: [String: String]) -> String? {
        if let explicit = environment["STACKLAB_HISTORY"] {
            return explicit.isEmpty ? nil : explicit
        }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return joinPath(state, "stacklab/history")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return joinPath(home, ".local/state/stacklab/history")
        }
        return nil
    }

    /// ``resolvePath(environment:)`` for this process: its environment, with
    /// the password database's home directory when `HOME` is unset.
    public static func defaultPath() -> String? {
        var environment: [String: String] = [:]
        for key in ["STACKLAB_HISTORY", "XDG_STATE_HOME", "HOME"] {
            if let value = getenv(key) { environment[key] = String(cString: value) }
        }
        if environment["HOME"] == nil, let entry = getpwuid(getuid()), let home = entry.pointee.pw_dir {
            environment["HOME"] = String(cString: home)
        }
        return resolvePath(environment: environment)
    }
}

// MARK: - File helpers

private func joinPath(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
}

private func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
}

private func trimmingWhitespace(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
          let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    return String(scalars[first...last])
}

/// Creates the missing directories above `path` (mode 0700).
/// - Returns: `nil` on success, else the reason.
private func createParentDirectories(of path: String) -> String? {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
    let parent = String(path[..<slash])
    var info = stat()
    if stat(parent, &info) == 0 {
        return (info.st_mode & S_IFMT) == S_IFDIR ? nil : "\(parent) is not a directory"
    }
    if let reason = createParentDirectories(of: parent) { return reason }
    if mkdir(parent, 0o700) != 0 && errno != EEXIST {
        return "cannot create \(parent): \(errorText(errno))"
    }
    return nil
}

/// The file a symbolic link at `path` finally points to (it need not exist
/// yet), else `path`.
private func resolvingSymbolicLink(_ path: String) -> String {
    var current = path
    for _ in 0..<32 {
        var info = stat()
        guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(current, &buffer, buffer.count - 1)
        guard length > 0 else { return current }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") {
            current = target
        } else if let slash = current.lastIndex(of: "/") {
            current = String(current[...slash]) + target
        } else {
            current = target
        }
    }
    return current
}
