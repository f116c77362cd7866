import Foundation
import Testing

@testable import ReplCore

/// The Swift export type-checks: `swiftc -typecheck` against a stand-in
/// for UIKit (UIKitStub/UIKit.swift.stub: UIKit's names and argument
/// labels, no bodies). `-parse` and the allow-list only see syntax and
/// names; this also checks argument labels, enum cases (`.scaleAspectFit`,
/// not `.aspectFit`), types, and the closures that play the animations.
@Suite("Export: the Swift type-checks")
struct ExportTypecheckTests {
    static let stub = ExportTests.packageRoot.appendingPathComponent("Tests/ReplCoreTests/UIKitStub/UIKit.swift.stub")

    /// Builds the stand-in module, named UIKit so `import UIKit` finds it,
    /// in a fresh folder, and runs `body` with swiftc and that folder.
    static func withStandIn(_ body: (String, URL) throws -> Void) throws {
        let swiftc = try #require(SwiftParse.swiftc(), "swiftc is not on PATH")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stacklab-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let stubFile = dir.appendingPathComponent("UIKit.swift")
        try String(contentsOf: Self.stub, encoding: .utf8).write(to: stubFile, atomically: true, encoding: .utf8)
        let module = try runProcess(swiftc, ["-emit-module", "-module-name", "UIKit", "-parse-as-library", stubFile.path,
                                             "-o", dir.appendingPathComponent("UIKit.swiftmodule").path],
                                    timeout: 300, log: dir.appendingPathComponent("module.log"))
        try #require(module.status == 0, "the UIKit stand-in does not build:\n\(module.output)")
        try body(swiftc, dir)
    }

    @Test func everySceneTypeChecks() throws {
        try Self.withStandIn { swiftc, dir in
            // Every scene's export, its class names made unique, checked in one run.
            var files: [String] = []
            for (i, scene) in ExportTests.swiftScenes.enumerated() {
                let script = scene == "<kitchen sink>"
                    ? ExportTests.kitchenSink
                    : try String(contentsOf: ExportTests.packageRoot.appendingPathComponent(scene), encoding: .utf8)
                let (session, memory) = ExportTests.run(script, file: scene)
                let source = ExportTests.export("swift", session, memory)
                    .replacingOccurrences(of: "LessonViewController", with: "LessonViewController\(i)")
                    .replacingOccurrences(of: "IntrinsicSizeView", with: "IntrinsicSizeView\(i)")
                let file = dir.appendingPathComponent("Scene\(i).swift")
                try source.write(to: file, atomically: true, encoding: .utf8)
                files.append(file.path)
            }
            let checked = try runProcess(swiftc, ["-typecheck", "-I", dir.path] + files,
                                         timeout: 300, log: dir.appendingPathComponent("typecheck.log"))
            #expect(checked.status == 0, "the export does not type-check:\n\(checked.output)")
            #expect(files.count == ExportTests.swiftScenes.count)
        }
    }

    @Test func theStandInCatchesAWrongCase() throws {
        try Self.withStandIn { swiftc, dir in
            let bad = dir.appendingPathComponent("Bad.swift")
            try "import UIKit\nlet v = UIImageView()\nfunc f() { v.contentMode = .aspectFit }\n"
                .write(to: bad, atomically: true, encoding: .utf8)
            let r = try runProcess(swiftc, ["-typecheck", "-I", dir.path, bad.path], timeout: 300, log: dir.appendingPathComponent("log"))
            #expect(r.status != 0)
            #expect(r.output.contains("aspectFit"), "\(r.output)")
        }
    }
}
