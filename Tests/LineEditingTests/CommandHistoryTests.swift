import Foundation
import Testing
@testable import LineEditing

/// A fresh directory under the system temporary directory, removed by `body`'s end.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) rethrows -> T {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("stacklab-le-\(UUID().uuidString)", isDirectory: true)
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
}

private func permissions(_ path: String) -> Int {
    let attributes = try! FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as! NSNumber).intValue
}

private func fileText(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

@Suite("Command history and its file")
struct CommandHistoryTests {
    @Test func entriesAreOldestFirst() throws {
        let history = CommandHistory(path: nil)
        try history.add("device iphone8")
        try history.add("view red")
        try history.add("rotate")
        #expect(history.entries == ["device iphone8", "view red", "rotate"])
    }

    @Test func trimsAndSkipsEmptyAndAdjacentDuplicates() throws {
        let history = CommandHistory(path: nil)
        try history.add("  rotate \n")
        try history.add("rotate")
        try history.add("   ")
        try history.add("")
        try history.add("dump")
        try history.add("rotate")
        #expect(history.entries == ["rotate", "dump", "rotate"])
    }

    @Test func capacityDropsTheOldest() throws {
        let history = CommandHistory(path: nil, capacity: 3)
        for index in 1...5 { try history.add("cmd \(index)") }
        #expect(history.entries == ["cmd 3", "cmd 4", "cmd 5"])
    }

    @Test func savedAfterEveryAdd() throws {
        LineEditor.enableUTF8Locale()  // as the editor does: UTF-8 is then stored raw
        try withTemporaryDirectory { directory in
            let path = directory + "/history"
            let history = CommandHistory(path: path)
            #expect(!FileManager.default.fileExists(atPath: path))
            try history.add("view red intrinsic=40x40")
            #expect(fileText(path).contains("view\\040red\\040intrinsic=40x40"))
            try history.add("label title \"登录 / 注册\"")
            let text = fileText(path)
            #expect(text.hasPrefix("_HiStOrY_V2_\n"))
            #expect(text.contains("view\\040red"))
            #expect(text.contains("登录"))
            // A second reader sees both entries without any explicit save.
            #expect(CommandHistory(path: path).entries == ["view red intrinsic=40x40", "label title \"登录 / 注册\""])
        }
    }

    @Test func roundTripKeepsUTF8SpacesTabsBackslashesAndBlocks() throws {
        let entries = [
            "label title \"登录 / 注册\" font=17",
            "add  café ✓   to   row",
            "set note text=\"tab\there\" \\ back\\slash",
            "animate 0.25 {\n  hide red\n  show blue\n}",
            "emoji 👩‍👩‍👧 e\u{301}",
        ]
        try withTemporaryDirectory { directory in
            let path = directory + "/history"
            let writer = CommandHistory(path: path)
            for entry in entries { try writer.add(entry) }
            let reader = CommandHistory(path: path)
            #expect(reader.loadError == nil)
            #expect(reader.entries == entries)
            // The file holds one line per entry after the header.
            #expect(fileText(path).split(separator: "\n", omittingEmptySubsequences: false).count == entries.count + 2)
        }
    }

    @Test func fileMode0600AndParentsCreated() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/state/stacklab/history"
            let history = CommandHistory(path: path)
            try history.add("rotate")
            #expect(permissions(path) == 0o600)
            #expect(permissions(directory + "/state/stacklab") == 0o700)
            // A file that was too open gets 0600 on the next save.
            chmod(path, 0o644)
            try history.add("dump")
            #expect(permissions(path) == 0o600)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory + "/state/stacklab")
            #expect(leftovers == ["history"])
        }
    }

    @Test func aSymbolicLinkIsFollowed() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(atPath: directory + "/dotfiles", withIntermediateDirectories: false)
            let real = directory + "/dotfiles/stacklab-history"
            let link = directory + "/history"
            // A relative link whose target does not exist yet.
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "dotfiles/stacklab-history")
            try CommandHistory(path: link).add("rotate")
            try CommandHistory(path: link).add("dump")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "dotfiles/stacklab-history")
            #expect(CommandHistory(path: real).entries == ["rotate", "dump"])
        }
    }

    @Test func aForeignFileIsNeverOverwritten() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/history"
            try "ls -la\ncd /tmp\n".write(toFile: path, atomically: true, encoding: .utf8)
            let history = CommandHistory(path: path)
            #expect(history.loadError != nil)
            try history.add("rotate")
            #expect(history.entries == ["rotate"])
            #expect(fileText(path) == "ls -la\ncd /tmp\n")
        }
    }

    @Test func unwritableLocationThrows() throws {
        try withTemporaryDirectory { directory in
            let blocker = directory + "/file"
            try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
            let history = CommandHistory(path: blocker + "/history")
            #expect(throws: HistoryError.self) { try history.add("rotate") }
            #expect(history.entries == ["rotate"])  // kept in memory anyway
        }
    }

    @Test func clearEmptiesTheFile() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/history"
            let history = CommandHistory(path: path)
            try history.add("rotate")
            try history.clear()
            #expect(history.entries.isEmpty)
            #expect(CommandHistory(path: path).entries.isEmpty)
        }
    }
}
