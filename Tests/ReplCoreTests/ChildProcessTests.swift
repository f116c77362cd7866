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
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("childprocess-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        // The shell lists its own descriptors (the listing itself opens none in sh).
        let result = ChildProcess.run(["sh", "-c", "for f in /proc/$$/fd/*; do echo ${f##*/}; done"], log: log, timeout: 20)
        #expect(result.status == 0)
        let open = result.output.split(separator: "\n").map(String.init)
        #expect(open.contains("0") && open.contains("1") && open.contains("2"))
        #expect(!open.contains(String(fds[0])) && !open.contains(String(fds[1])), "inherited: \(open)")
    }

    @Test func exitStatusSignalsAndTimeOut() {
        #expect(ChildProcess.run(["sh", "-c", "exit 3"]).status == 3)
        #expect(ChildProcess.run(["sh", "-c", "kill -TERM $$"]).status == 128 + SIGTERM)
        let slow = ChildProcess.run(["sleep", "30"], timeout: 0.3)
        #expect(slow.timedOut && slow.status == -1)
        #expect(ChildProcess.run(["no-such-program-stacklab"]).status != 0)
    }
}
