import Testing

@testable import ReplCore

@Suite("Change report lines fit the terminal")
struct ReportLineTests {
    let move = ReportLine(name: "someVeryLongLabelName", pieces: ["{{47.5, 0}, {295.5, 647}}", "→ {{343, 0}, {0, 647}}"], note: "(hidden)")

    @Test func aLineThatFitsKeepsItsPaddedColumn() {
        let short = ReportLine(name: "a", pieces: ["{{0, 0}, {1, 1}}", "→ {{0, 0}, {2, 2}}"])
        #expect(short.rendered(nameWidth: 5, columns: 80) == ["  a      {{0, 0}, {1, 1}} → {{0, 0}, {2, 2}}"])
    }

    @Test func thePaddingGoesFirst() {
        let l = ReportLine(name: "ab", pieces: ["{{0, 0}, {1, 1}}", "→ {{0, 0}, {2, 2}}"])
        // Padded to 20 it is 60 wide; unpadded 42.
        #expect(l.rendered(nameWidth: 20, columns: 42) == ["  ab  {{0, 0}, {1, 1}} → {{0, 0}, {2, 2}}"])
    }

    @Test func piecesBreakBetweenNeverInside() {
        #expect(move.rendered(nameWidth: 21, columns: 40) == [
            "  someVeryLongLabelName",
            "      {{47.5, 0}, {295.5, 647}}",
            "      → {{343, 0}, {0, 647}}  (hidden)",
        ])
        #expect(move.rendered(nameWidth: 21, columns: 52) == [
            "  someVeryLongLabelName  {{47.5, 0}, {295.5, 647}}",
            "      → {{343, 0}, {0, 647}}  (hidden)",
        ])
    }

    @Test func noLineIsWiderThanTheTerminal() {
        for columns in [12, 20, 30, 40, 60, 80] {
            for line in move.rendered(nameWidth: 21, columns: columns) {
                #expect(line.count <= columns, "\(columns): \(line)")
            }
        }
    }
}
