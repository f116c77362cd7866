import Foundation
import Testing

@testable import ReplCore

/// A failed read or write says why in one line, in the system's words.
@Suite("File errors")
struct FileErrorTests {
    static func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-files-\(getpid())-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func saveExportAndLoadSayWhyInOneLine() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let s = Session(fileSystem: LocalFileSystem())
        #expect(!s.run("view a; add a to root").failed)
        let missing = dir + "/no/such/dir/lesson.stack"
        let save = s.run("save \"\(missing)\"")
        #expect(save.failed)
        #expect(save.stderr.contains("cannot write \(missing): No such file or directory"), "\(save.output)")
        #expect(!save.output.contains("NSCocoaErrorDomain") && !save.output.contains("UserInfo"))
        let export = s.run("export svg \"\(dir)\"")
        #expect(export.stderr.contains("cannot write \(dir): Is a directory"), "\(export.output)")
        let load = s.run("load \"\(missing)\"")
        #expect(load.stderr.contains("cannot read \(missing): No such file or directory"), "\(load.output)")
        let folder = s.run("load \"\(dir)\"")
        #expect(folder.stderr.contains("cannot read \(dir): Is a directory"), "\(folder.output)")
        // The message line is the diagnostic's first line: one line each.
        for r in [save, export, load, folder] {
            #expect(r.stdout.isEmpty, "\(r.stdout)")
            #expect(r.output.split(separator: "\n").filter { $0.contains("cannot") }.count == 1)
        }
    }

    @Test func writesWholeFilesAndReadsThemBack() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fs = LocalFileSystem()
        let path = dir + "/登录.stack"
        try fs.writeAtomically(path, "label title \"登录 / 注册\"\n")
        try fs.writeAtomically(path, "view a\n")  // replaced whole
        #expect(try fs.read(path) == "view a\n")
        // No temporary file left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["登录.stack"])
        #expect(throws: FileError(reason: "not UTF-8 text")) {
            try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: dir + "/bad"))
            _ = try fs.read(dir + "/bad")
        }
    }

    @Test func memoryFilesFailLikeTheDisk() {
        #expect(throws: FileError(reason: "No such file or directory")) { _ = try MemoryFileSystem().read("x") }
    }
}
