import Testing

@testable import ConstraintSolver

/// A marker removal must not pivot on rounding residue (``pivotTolerance``).
///
/// Found by the direct-path exactness property test (seed 1014573471, step
/// 4: a stack 1164 wide instead of 958, widths near 1.1e8): the window's
/// constraints, recorded as the solver saw them and shrunk. A horizontal
/// stack's proportional widths (`w_i == k_i·W @ 999…994`) are removed and
/// added again; removing one of them (an optional equality, its marker an
/// error symbol parametric in several canonical rows) found its marker at
/// −1.1e-9 in one row, what was left of a cancellation, and at 1.02 in
/// others. The ratio test preferred the negative coefficient, pivoted on
/// it and wrote coefficients of 2e11 into the tableau; the next add broke a
/// required constraint by 13.5 pt and made a tier's error sum negative.
@Suite("Pivot tolerance")
struct PivotToleranceTests {
    /// In ``RecordedCalls``' notation.
    static let operations = [
        "a 0 nil == 1000.0 0.0 0:1.0",
        "a 1 nil == 1000.0 0.0 1:1.0",
        "a 2 nil == 1000.0 -375.0 2:1.0",
        "a 3 nil == 1000.0 -667.0 3:1.0",
        "a 4 nil == 1000.0 -16.0 0:-1.0 4:1.0",
        "a 5 nil == 1000.0 -20.0 1:-1.0 5:1.0",
        "a 6 nil == 1000.0 16.0 0:-1.0 2:-1.0 4:1.0 6:1.0",
        "a 12 nil == 1000.0 -1.0 4:-1.0 12:1.0",
        "a 14 nil == 1000.0 0.0 12:1.0 16:-1.0",
        "a 15 nil == 1000.0 0.0 12:-1.0 14:-1.0 20:1.0 22:1.0",
        "a 16 nil == 1000.0 -8.0 16:-1.0 18:-1.0 24:1.0",
        "a 17 nil == 1000.0 -8.0 24:-1.0 26:-1.0 28:1.0",
        "a 18 nil == 1000.0 -8.0 28:-1.0 30:-1.0 32:1.0",
        "a 19 nil == 1000.0 -8.0 32:-1.0 34:-1.0 36:1.0",
        "a 20 nil == 1000.0 -8.0 20:1.0 36:-1.0 38:-1.0",
        "a 21 nil == 999.0 0.0 14:-0.028428093645484948 18:1.0",
        "a 22 nil == 998.0 0.0 14:-0.1488294314381271 26:1.0",
        "a 23 nil == 997.0 0.0 14:-0.11872909698996656 30:1.0",
        "a 24 nil == 996.0 0.0 14:-0.20903010033444816 34:1.0",
        "a 25 nil == 995.0 0.0 14:-0.04013377926421405 38:1.0",
        "a 26 nil == 994.0 0.0 14:-0.3210702341137124 22:1.0",
        "a 53 7.0 <= 250.0 -8.5 18:1.0",
        "a 54 7.0 >= 251.0 -8.5 18:1.0",
        "a 62 nil == 1000.0 0.0 44:-1.0 48:1.0",
        "a 63 nil == 1000.0 0.0 44:-1.0 46:-1.0 48:1.0 50:1.0",
        "a 64 nil == 1000.0 0.0 24:1.0 44:-1.0",
        "a 65 nil == 1000.0 0.0 24:-1.0 26:-1.0 44:1.0 46:1.0",
        "a 66 nil >= 250.0 -210.5 46:1.0",
        "a 70 27.0 <= 250.0 -44.5 50:1.0",
        "a 71 27.0 >= 750.0 -44.5 50:1.0",
        "a 74 29.0 <= 250.0 -35.5 30:1.0",
        "a 75 29.0 >= 750.0 -35.5 30:1.0",
        "a 78 nil >= 750.0 -62.5 34:1.0",
        "a 79 nil >= 251.0 -62.5 34:1.0",
        "a 80 nil <= 51.0 -61.5 34:1.0",
        "a 83 65.0 <= 251.0 -12.0 38:1.0",
        "a 84 65.0 >= 750.0 -12.0 38:1.0",
        "a 87 67.0 <= 251.0 -96.0 22:1.0",
        "a 88 67.0 >= 750.0 -96.0 22:1.0",
        "r 65",
        "r 63",
        "r 62",
        "r 26",
        "r 25",
        "r 24",
        "r 23",
        "r 22",
        "r 21",
        "a 91 nil == 999.0 0.0 14:-0.016361886429258902 18:1.0",
        "a 92 nil == 998.0 0.0 14:-0.5101058710298365 26:1.0",
        "a 93 nil == 997.0 0.0 14:-0.068334937439846 30:1.0",
        "a 94 nil == 996.0 0.0 14:-0.12030798845043311 34:1.0",
        "a 95 nil == 995.0 0.0 14:-0.023099133782483156 38:1.0",
        "a 96 nil == 994.0 0.0 14:-0.18479307025986524 22:1.0",
        "a 97 nil == 1000.0 0.0 24:-1.0 26:-1.0 48:1.0 50:1.0",
        "a 98 nil == 1000.0 -10.0 44:-1.0 46:-1.0 48:1.0",
        "a 99 nil == 999.0 0.0 26:-0.7943396226415095 46:1.0",
        "a 100 nil == 998.0 0.0 26:-0.16792452830188678 50:1.0",
        "a 112 5.0 <= 250.0 -32.0 14:1.0",
        "r 96",
        "r 95",
        "r 94",
        "r 93",
        "r 92",
        "r 91",
        "r 80",
        "r 79",
        "r 78",
        "a 116 nil == 999.0 0.0 14:-0.008872651356993737 18:1.0",
    ]

    @Test func aMarkerRemovalDoesNotPivotOnRoundingResidue() throws {
        let fast = try RecordedCalls.replay(Self.operations, variables: 88, configuration: .init())
        let general = try RecordedCalls.replay(Self.operations, variables: 88, configuration: .general)
        try RecordedCalls.expectSameOptimum(fast, general)
    }
}
