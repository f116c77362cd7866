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

    /// The lines of `swift` from the one equal to `first`, trimmed.
    static func lines(_ swift: String, from first: String) -> [String] {
        let lines = swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(of: first) else { return [] }
        return Array(lines[start...])
    }

    @Test func starAndRowArePlayedOnADevice() throws {
        let (session, files) = ExportTests.run(try Self.scene("star-flies-in"))
        let swift = ExportTests.export("swift", session, files)
        // viewDidLoad builds the scene as it was before the first animation: two stars, no list.
        let load = Self.lines(swift, from: "override func viewDidLoad() {")
        let beforePlay = Array(load.prefix { $0 != "playAnimations = { [self] in" })
        #expect(beforePlay.contains("let star2 = UIImageView(image: placeholderImage(width: 30, height: 30))"))
        #expect(!beforePlay.contains { $0.contains("star3") || $0.contains("list") })
        #expect(beforePlay.count < load.count, "the animations are played: \(swift)")
        // viewDidAppear plays them once.
        #expect(swift.contains("""
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
            """))
        #expect(swift.contains("    private var playAnimations: () -> Void = {}"))
        // The star is made, added and laid out inside a real animation: it moves
        // from its starting frame, {{0, 0}, {30, 30}}, to its slot (§14.3).
        let star = Self.lines(swift, from: "// StackLab: animate 0.25 { image star3 30x30; add star3 to stars }")
        #expect(Array(star.prefix(11)) == [
            "// StackLab: animate 0.25 { image star3 30x30; add star3 to stars }",
            "view.layoutIfNeeded()",
            "UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut], animations: { [self] in",
            "let star3 = UIImageView(image: placeholderImage(width: 30, height: 30))",
            "star3.translatesAutoresizingMaskIntoConstraints = false",
            "star3.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)",
            "star3.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .vertical)",
            "// star3 starts at {{0, 0}, {30, 30}} and moves from there",
            "stars.addArrangedSubview(star3)",
            "view.layoutIfNeeded()",
            "}, completion: { [self] _ in",
        ])
        // Then the list is built, the second row inserted hidden and laid out,
        // and shown inside the next animation: it grows in place.
        let after = Array(star.dropFirst(11))
        let hidden = try #require(after.firstIndex(of: "second.isHidden = true"))
        let added = try #require(after.firstIndex(of: "list.addArrangedSubview(second)"))
        let show = try #require(after.firstIndex(of: "// StackLab: animate 0.25 { show second }"))
        #expect(hidden < added && added < show)
        #expect(Array(after[show...].prefix(8)) == [
            "// StackLab: animate 0.25 { show second }",
            "view.layoutIfNeeded()",
            "UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut], animations: { [self] in",
            "second.isHidden = false",
            "view.layoutIfNeeded()",
            "})",
            "})",
            "}",
        ])
    }

    @Test func aStackEmbeddedAfterAnAnimationIsBuiltThere() {
        let (session, files) = ExportTests.run("""
            stack row; add row to root
            view x intrinsic=5x5; view a intrinsic=10x10; view b intrinsic=10x10; add x a b to row
            animate { hide x }
            embed a b in s axis=vertical
            set s spacing=4
            """)
        let swift = ExportTests.export("swift", session, files)
        let after = Self.lines(swift, from: "}, completion: { [self] _ in")
        #expect(Array(after.prefix(11)) == [
            "}, completion: { [self] _ in",
            "let s = UIStackView()",
            "s.translatesAutoresizingMaskIntoConstraints = false",
            "s.axis = .vertical",
            "s.distribution = .fill",
            "s.alignment = .fill",
            "s.spacing = 0",
            "row.insertArrangedSubview(s, at: 1)",
            "s.addArrangedSubview(a)",
            "s.addArrangedSubview(b)",
            "// Embed In Stack also removes the constraints between these views and to views outside.",
        ])
        #expect(after.dropFirst(11).first == "s.spacing = 4")
        // viewDidLoad built the row as it was before the animation: no s yet.
        #expect(!Self.lines(swift, from: "override func viewDidLoad() {").prefix { !$0.hasPrefix("playAnimations") }
            .contains { $0.contains("UIStackView()") && $0.hasPrefix("let s ") })
    }

    @Test func systemSpacingIsExportedAsUIKitsAnchors() {
        let (session, files) = ExportTests.run("""
            view a intrinsic=20x20; view b intrinsic=20x20; add a b to root
            constrain a.leading == root.leading + standard
            constrain a.top == root.safeArea.top + standard
            constrain b.leading == a.trailing + standard
            constrain b.top >= a.bottom + standard @ high
            constrain b.trailing <= root.margins.trailing - 10
            """)
        // a: 20 from the root's own edge, 8 below the safe area's top (20): {20, 28}.
        // b: 8 after a (20 + 20 + 8 = 48), at least 8 below it (28 + 20 + 8 = 56).
        #expect(session.run("frame a").output == "a {{20, 28}, {20, 20}}")
        #expect(session.run("frame b").output == "b {{48, 56}, {20, 20}}")
        let swift = ExportTests.export("swift", session, files)
        #expect(swift.contains("a.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 1),"))
        #expect(swift.contains("a.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1),"))
        #expect(swift.contains("b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),"))
        #expect(swift.contains("= b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)"))
        // A number stays a number.
        #expect(swift.contains("b.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor, constant: -10),"))
        #expect(!swift.contains("constant: 8"))
        #expect(!swift.contains("constant: 20"))
        // Inside an animation block too.
        _ = session.run("view c intrinsic=5x5; add c to root; constrain c.top == a.top")
        _ = session.run("animate { constrain c.leading == b.trailing + standard }")
        #expect(ExportTests.export("swift", session, files).contains(
            "c.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 1).isActive = true"))
    }
}
