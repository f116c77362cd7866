import Testing
import ViewTree

@testable import ReplCore

/// A stack the direct path arranges regenerates its constraints only when a
/// reader asks (StackView, "Inputs"): what the session prints of them —
/// `constraints`, `explain`, `dump`, the Swift export — must be what the
/// general path, which regenerates at every pass, prints after the same
/// history of edits.
@Suite("Generated constraints read through the session")
struct GeneratedConstraintReadTests {
    static let script = """
        stack list axis=vertical spacing=4 alignment=leading
        add list to root
        pin list to root.safeArea inset=8
        label r0 "Zero"; label r1 "One"; label r2 "Two"; label r3 "Three"; label r4 "Four"
        add r0 r1 r2 r3 r4 to list
        hide r2
        show r2
        hide r3
        constrain list.width == 200
        spacing list after r1 12
        label r5 "Five"
        insert r5 into list at 2
        remove r1
        set list axis=horizontal
        set list axis=vertical
        hide r4
        constrain list.height >= 100
        """

    static let reads = [
        "constraints list", "constraints r0", "constraints r3", "constraints r5", "explain r4", "dump",
        "export swift",
    ]

    @Test func directAndGeneralPrintTheSame() {
        var outputs: [[String]] = []
        for configuration in [LayoutConfiguration(), .general] {
            let s = Session(fileSystem: MemoryFileSystem())
            s.window.layoutConfiguration = configuration
            var out: [String] = []
            for line in Self.script.split(separator: "\n") {
                let r = s.run(String(line))
                #expect(!r.failed, "\(line): \(r.output)")
                out.append(r.output)
            }
            if configuration.usesDirectPath {
                #expect(s.window.isArrangedDirectly(s.window.rootView.subviews[0].subviews[0]), "the direct path ran")
            }
            for read in Self.reads { out.append(s.run(read).output) }
            outputs.append(out)
        }
        #expect(outputs[0].count == outputs[1].count)
        for (a, b) in zip(outputs[0], outputs[1]) { #expect(a == b) }
        // The reads said something about the stack's own constraints.
        #expect(outputs[0].contains { $0.contains("'UISV-spacing'") })
    }
}
