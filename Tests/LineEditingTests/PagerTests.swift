import Foundation
import Testing

@testable import LineEditing

/// The pager, as psql chooses it: `$PAGER`, else `less -FRX` when
/// installed; only for text taller than the terminal.
@Suite("Pager")
struct PagerTests {
    @Test func thePagerCommand() {
        #expect(Pager.command(environment: ["PAGER": "more", "PATH": "/usr/bin:/bin"]) == "more")
        // An empty PAGER means no pager.
        #expect(Pager.command(environment: ["PAGER": "", "PATH": "/usr/bin:/bin"]) == nil)
        #expect(Pager.command(environment: ["PAGER": "  "]) == nil)
        // Without PAGER: less when it is on the PATH.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-pager-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/less", contents: Data("#!/bin/sh\n".utf8),
                                       attributes: [.posixPermissions: 0o755])
        #expect(Pager.command(environment: ["PATH": "/nonexistent:" + dir]) == "less -FRX")
        #expect(Pager.command(environment: ["PATH": "/nonexistent"]) == nil)
    }

    @Test func howTallTextIsOnATerminal() {
        #expect(Pager.height(of: "a\nb\nc", columns: 80) == 3)
        // A line wider than the terminal wraps; an empty line is still a line.
        #expect(Pager.height(of: String(repeating: "x", count: 81) + "\n\ny", columns: 80) == 4)
        // 登录 takes four columns.
        #expect(Pager.height(of: "登录登录登录", columns: 4) == 3)
    }

    @Test func pagedOnlyWhenTallerThanTheTerminal() {
        let text = (1...23).map(String.init).joined(separator: "\n")
        // The prompt takes the last line: 23 lines fit 24, not 23.
        #expect(!Pager.wanted(for: text, columns: 80, rows: 24))
        #expect(Pager.wanted(for: text, columns: 80, rows: 23))
        // Not a terminal: never.
        #expect(!Pager.wanted(for: text, columns: 80, rows: nil))
    }
}
