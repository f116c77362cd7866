import Foundation
import Testing

@testable import ReplCore

/// Issue 15: `export swift` writes what reproduces the behaviours on a
/// device — numberOfLines for a wrapping label, views created by UIKit's
/// initialisers (so they start at UIKit's starting frames, §14.3), a view
/// created in an animation block created there, and the insert-hidden trick
/// as `isHidden = false` inside `UIView.animate`.
@Suite("Export: issue 15's behaviours")
struct FidelityExportTests {
    static func scene(_ name: String) throws -> String {
        try String(
            contentsOf: ExportTests.packageRoot.appendingPathComponent("Scripts/scenes/\(name).stack"), encoding: .utf8)
    }

    @Test func wrappingLabelAndSwitch() throws {
        let (session, files) = ExportTests.run(try Self.scene("label-switch"))
        let swift = ExportTests.export("swift", session, files)
        #expect(swift.contains("let message = UILabel()"))
        #expect(swift.contains("message.numberOfLines = 0"))
        #expect(swift.contains("let notify = UISwitch()"))
        #expect(!swift.contains("textWidthRule"))
        _ = session.run("set row textWidthRule=ios14")
        let old = ExportTests.export("swift", session, files)
        #expect(old.contains("// textWidthRule=ios14: iOS 14 gave each multi-line label 1/n of the stack"))
    }

    @Test func starAndRow() throws {
        let (session, files) = ExportTests.run(try Self.scene("star-flies-in"))
        let swift = ExportTests.export("swift", session, files)
        let lines = swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(of: "// StackLab: animate 0.25 { image star3 30x30; add star3 to stars }") else {
            Issue.record("no animation for star3 in:\n\(swift)")
            return
        }
        let block = Array(lines[start...].prefix(10))
        #expect(block.contains("//     let star3 = UIImageView(image: placeholderImage(width: 30, height: 30))"))
        #expect(block.contains("//     // star3 starts at {{0, 0}, {30, 30}} and moves from there"))
        #expect(block.contains("//     stars.addArrangedSubview(star3)"))
        #expect(lines.contains("//     second.isHidden = false"))
    }
}
