import Foundation
import Testing
import CEditLine
@testable import LineEditing

/// A pseudo-terminal whose slave side is the editor's terminal; keystrokes
/// are written to the master side from another thread while `readLine` blocks.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private(set) var editor: LineEditor!

    init(history: CommandHistory = CommandHistory(path: nil), catchesInterrupt: Bool = false) {
        master = openMaster(O_RDWR | O_NOCTTY)
        precondition(master >= 0 && grantSlave(master) == 0 && unlockSlave(master) == 0)
        let name = String(cString: slaveName(master)!)
        slave = open(name, O_RDWR | O_NOCTTY)
        precondition(slave >= 0)
        _ = swel_set_terminal_size(slave, 60, 24)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        input = fdopen(slave, "r")
        output = fdopen(dup(slave), "w")
        editor = LineEditor(programName: "stacklab-test", input: input, output: output, error: output,
                            history: history, libeditSignals: false, catchesInterrupt: catchesInterrupt)
    }

    deinit {
        editor = nil  // el_end before the streams go
        fclose(input)
        fclose(output)
        close(master)
    }

    /// Writes each chunk after a pause, from a background thread, then runs
    /// `after` (e.g. sending a signal) on that thread.
    func type(_ chunks: [String], after: (@Sendable () -> Void)? = nil) {
        let master = self.master
        Thread.detachNewThread {
            for chunk in chunks {
                usleep(150_000)
                let bytes = Array(chunk.utf8)
                _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            }
            if let after {
                usleep(150_000)
                after()
            }
        }
    }

    /// Reads `prompt`'s line while `chunks` are typed.
    func readLine(_ chunks: [String], prompt: String = "stacklab> ") -> ReadResult {
        type(chunks)
        return editor.readLine(prompt: prompt)
    }

    /// Everything the editor wrote to the terminal so far, escapes included.
    func drainOutput() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

// Glibc's module hides the XSI pseudo-terminal calls (they need _XOPEN_SOURCE).
@_silgen_name("posix_openpt") private func openMaster(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantSlave(_ fd: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockSlave(_ fd: Int32) -> Int32
@_silgen_name("ptsname") private func slaveName(_ fd: Int32) -> UnsafeMutablePointer<CChar>?

/// A thread to signal, wrapped so a closure may carry it.
private struct ThreadID: @unchecked Sendable { let value: pthread_t }

@Suite("LineEditor on a pseudo-terminal", .serialized, .timeLimit(.minutes(1)))
struct PseudoTerminalTests {
    @Test func terminalQueries() {
        let terminal = PseudoTerminal()
        #expect(LineEditor.isTerminal(terminal.slave))
        #expect(LineEditor.terminalWidth(terminal.slave) == 60)
    }

    @Test func typingAndUTF8() {
        let terminal = PseudoTerminal()
        #expect(terminal.readLine(["label title \"登录 / 注册\" café ✓\r"]) == .line("label title \"登录 / 注册\" café ✓"))
        // Editing keys work on wide characters: Ctrl-A, Ctrl-F, Ctrl-D, Ctrl-E.
        #expect(terminal.readLine(["登录X注册", "\u{1}\u{6}\u{6}\u{4}\u{5}!\r"]) == .line("登录注册!"))
        let output = terminal.drainOutput()
        #expect(output.contains("stacklab> "))
        #expect(output.contains("登录"))
    }

    @Test func colouredAndChangingPrompts() {
        let terminal = PseudoTerminal()
        #expect(terminal.readLine(["animate {\r"], prompt: "\u{1B}[1;32mstacklab>\u{1B}[0m ") == .line("animate {"))
        #expect(terminal.readLine(["}\r"], prompt: "     ...> ") == .line("}"))
        let output = terminal.drainOutput()
        #expect(output.contains("\u{1B}[1;32mstacklab>\u{1B}[0m "))
        #expect(!output.contains("\u{1}"))
        #expect(output.contains("     ...> "))
    }

    @Test func controlDOnAnEmptyLineIsEndOfFile() {
        let terminal = PseudoTerminal()
        #expect(terminal.readLine(["\u{4}"]) == .endOfFile)
        // On a non-empty line Ctrl-D deletes, it does not end the input.
        #expect(terminal.readLine(["ab", "\u{2}\u{4}\r"]) == .line("a"))
    }

    @Test func upArrowRecallsHistory() throws {
        let terminal = PseudoTerminal()
        try terminal.editor.addHistory("view red intrinsic=40x40")
        try terminal.editor.addHistory("rotate")
        #expect(terminal.readLine(["\u{1B}[A\r"]) == .line("rotate"))
        #expect(terminal.readLine(["\u{1B}[A\u{1B}[A\r"]) == .line("view red intrinsic=40x40"))
        #expect(terminal.readLine(["\u{1B}[A\u{1B}[A\u{1B}[B x\r"]) == .line("rotate x"))
        #expect(terminal.editor.historyEntries == ["view red intrinsic=40x40", "rotate"])
    }

    @Test func upArrowRecallsLoadedUTF8AndBlocks() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/history"
            let block = "animate 0.25 {\n  hide red\n}"
            try CommandHistory(path: path).add(block)
            try CommandHistory(path: path).add("label t \"登录 / 注册\"")
            let terminal = PseudoTerminal(history: CommandHistory(path: path))
            #expect(terminal.readLine(["\u{1B}[A\r"]) == .line("label t \"登录 / 注册\""))
            #expect(terminal.readLine(["\u{1B}[A\u{1B}[A\r"]) == .line(block))
        }
    }

    @Test func tabCompletesOneCandidate() {
        let terminal = PseudoTerminal()
        let seen = SeenCalls()
        terminal.editor.completion = { line, cursor in
            seen.calls.append("\(line)|\(cursor)")
            let word = line.split(separator: " ", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            let start = line.count - word.count
            let names = ["rotate", "remove", "登录", "distribution=", "distance="]
            return Completion(start: start, candidates: names.filter { $0.hasPrefix(word) })
        }
        #expect(terminal.readLine(["ro\t\r"]) == .line("rotate "))
        #expect(terminal.readLine(["set 登\tx\r"]) == .line("set 登录 x"))
        #expect(terminal.readLine(["set di\t", "\t", "r\t1\r"]) == .line("set distribution=1"))
        #expect(seen.calls == ["ro|2", "set 登|5", "set di|6", "set dist|8", "set distr|9"])
    }

    @Test func tabListsCandidatesInColumnsAndRedisplays() {
        let terminal = PseudoTerminal()
        terminal.editor.completion = { line, _ in
            Completion(start: 0, candidates: ["add", "animate", "axis"].filter { $0.hasPrefix(line) })
        }
        #expect(terminal.readLine(["a\t", "x\t\r"]) == .line("axis "))
        let output = terminal.drainOutput()
        #expect(output.contains("add      animate  axis"))
        // The prompt is drawn again after the list.
        let afterList = output.components(separatedBy: "add      animate  axis").last ?? ""
        #expect(afterList.contains("stacklab> "))
    }

    @Test func tabWithoutCandidatesBeeps() {
        let terminal = PseudoTerminal()
        terminal.editor.completion = { _, _ in .none }
        #expect(terminal.readLine(["zz\t\r"]) == .line("zz"))
        #expect(terminal.drainOutput().contains("\u{7}"))
    }

    @Test func controlCCancelsTheLine() {
        let terminal = PseudoTerminal(catchesInterrupt: true)
        // Test threads are dispatch workers, which block SIGINT.
        var interrupt = sigset_t(), previousMask = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        let reader = ThreadID(value: pthread_self())
        terminal.type(["add red to ro"]) { pthread_kill(reader.value, SIGINT) }
        #expect(terminal.editor.readLine(prompt: "stacklab> ") == .interrupted)
        // The half-typed text is gone; the editor reads the next line normally.
        #expect(terminal.readLine(["dump\r"]) == .line("dump"))
        #expect(!LineEditor.takeInterrupt())
    }
}

/// Calls recorded by a completion callback (tests run it on one thread).
private final class SeenCalls: @unchecked Sendable {
    var calls: [String] = []
}
