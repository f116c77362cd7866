import Foundation
import TestSupport
import Testing

/// The test harness's own process runner: the reason CI once hung was a
/// runner that waited for a daemon its child left behind.
@Suite("ChildProcess (how the tests run tmux, Chromium and swiftc)")
struct ChildProcessTests {
    @Test func aDaemonLeftBehindDoesNotHoldTheCaller() {
        // The shell exits at once and leaves `sleep` running with its output.
        let result = ChildProcess.run(["sh", "-c", "sleep 30 & echo left"], timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 0)
    }

    @Test func onlyStandardDescriptorsAreInherited() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        var info = stat()
        #expect(fstat(fds[0], &info) == 0)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("childprocess-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        // The shell lists its own descriptors with what each is open on. A
        // number alone would not do: the listing's own directory descriptor
        // may take the number the pipe has here (the suite opens and closes
        // files in parallel, so the pipe can get a low one).
        let result = ChildProcess.run(
            ["sh", "-c", "for f in /proc/$$/fd/*; do echo \"${f##*/} $(readlink $f)\"; done"], log: log, timeout: 20)
        #expect(result.status == 0)
        let open = result.output.split(separator: "\n").map(String.init)
        let numbers = open.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(numbers.contains("0") && numbers.contains("1") && numbers.contains("2"))
        #expect(!open.contains { $0.hasSuffix("pipe:[\(info.st_ino)]") }, "inherited: \(open)")
    }

    @Test func exitStatusSignalsAndTimeOut() {
        #expect(ChildProcess.run(["sh", "-c", "exit 3"]).status == 3)
        #expect(ChildProcess.run(["sh", "-c", "kill -TERM $$"]).status == 128 + SIGTERM)
        let slow = ChildProcess.run(["sleep", "30"], timeout: 0.3)
        #expect(slow.timedOut && slow.status == -1)
        #expect(ChildProcess.run(["no-such-program-stacklab"]).status != 0)
    }
}
