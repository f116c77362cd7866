// Part of TestSupport, the helpers that several test targets share
// (ReplCoreTests, stacklabTests).
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program the way a test harness must when the program may leave a
/// daemon behind (tmux starts its server; Chromium leaves helpers), without
/// Foundation's `Process`.
///
/// `Process` learns that a child ended when a socket it passes to the child
/// closes, so a grandchild that keeps the socket (a tmux server does) makes
/// `waitUntilExit` wait as long as the grandchild lives, and any other
/// descriptor the test process has open leaks into it too. Here the child
/// gets /dev/null as input, a file (or /dev/null) as output, no other
/// descriptor, default signal handling and an empty signal mask (test
/// threads block signals), in a process group of its own; it is reaped with
/// `waitpid`, and killed with its group when the time limit passes.
public enum ChildProcess {
    public struct Result {
        /// The exit status, or 128 + the signal that ended it; -1 when it
        /// could not be started or ran out of time.
        public var status: Int32
        /// Standard output and error, when a `log` file was given.
        public var output: String
        public var timedOut: Bool
    }

    /// Runs `arguments` (the first is looked up on PATH) for at most `timeout`
    /// seconds. With `log`, standard output and error go to that file and
    /// come back in `output`.
    public static func run(_ arguments: [String], log: String? = nil, timeout: Double = 60) -> Result {
        let logPath = log ?? "/dev/null"
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t = nil
        var attributes: posix_spawnattr_t = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP)
        #if canImport(Glibc)
        addCloseFrom(&actions, 3)
        #elseif canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = arguments.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            return Result(status: -1, output: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))", timedOut: false)
        }

        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped == -1 && errno != EINTR) { break }
            if Date() >= deadline {
                timedOut = true
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                break
            }
            usleep(10_000)
        }
        let output = log.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
        if timedOut { return Result(status: -1, output: output + "\n(killed after \(timeout) s)", timedOut: true) }
        let signal = status & 0x7f
        return Result(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, output: output, timedOut: false)
    }
}

#if canImport(Glibc)
// Glibc 2.34+; Swift's Glibc module does not declare it.
@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
@discardableResult
private func addCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ from: Int32) -> Int32
#endif
