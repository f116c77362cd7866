import Testing

@testable import ConstraintSolver

/// A sum that cancels is dropped relative to its terms' size
/// (``cancelled(_:scale:)``), in rows, objectives and ``Tableau/expand(_:)``.
///
/// Found by the direct-path exactness property test (seed 1077818609, step
/// 3: a stack 0 tall on the direct path, 977 on the general one): the
/// window's constraints, recorded as the solver saw them and shrunk. Two
/// proportional heights (`h₁ == k₁·H @999`, `h₂ == k₂·H @998`) are added
/// and removed six times over with new ratios. Their rows carry
/// coefficients near 30 (1 / (k₁ − k₂)); each round left rounding noise in
/// the deferred rows that grew from 1e-12 to 5e-9, which the absolute 1e-9
/// cutoff then kept as a coefficient where the sum was 0. A later removal
/// pivoted on such a residue coefficient and the removed constraint stayed
/// in force, so the fast path stopped at another optimum than the general
/// simplex (tier 999's error 0.00014 instead of 0, tier 998's 8 instead of 0).
@Suite("Cancellation residue")
struct CancellationResidueTests {
    /// In ``RecordedCalls``' notation.
    static let operations = [
        "a 41 nil <= 1000.0 0.0 37:-1.0 41:1.0",
        "a 42 nil >= 1000.0 0.0 37:-1.0 39:-1.0 41:1.0 43:1.0",
        "a 51 nil == 25.0 0.0 39:1.0",
        "a 61 nil == 1000.0 0.0 37:1.0 45:-1.0",
        "a 62 nil == 1000.0 0.0 37:-1.0 39:-1.0 49:1.0 51:1.0",
        "a 63 nil == 1000.0 -8.0 45:-1.0 47:-1.0 49:1.0",
        "a 70 nil == 1000.0 0.0 45:1.0 53:-1.0",
        "a 71 nil == 1000.0 0.0 45:-1.0 47:-1.0 57:1.0 59:1.0",
        "a 72 nil == 1000.0 -1.5 53:-1.0 55:-1.0 61:1.0",
        "a 73 nil == 1000.0 -1.5 61:-1.0 63:-1.0 65:1.0",
        "a 74 nil == 1000.0 -1.5 57:1.0 65:-1.0 67:-1.0",
        "a 75 nil == 999.0 0.0 47:-0.22406639004149378 55:1.0",
        "a 76 nil == 998.0 0.0 47:-0.3236514522821577 63:1.0",
        "a 77 nil == 997.0 0.0 47:-0.07468879668049792 67:1.0",
        "a 78 nil == 996.0 0.0 47:-0.34024896265560167 59:1.0",
        "a 104 20.0 >= 750.0 -39.0 63:1.0",
        "a 111 24.0 <= 250.0 -41.0 59:1.0",
        "a 147 nil == 999.0 0.0 39:-0.3001245330012455 47:1.0",
        "a 148 nil == 998.0 0.0 39:-0.6799501867995017 51:1.0",
        "r 148",
        "r 147",
        "a 153 nil == 999.0 0.0 39:-0.6101265822784812 47:1.0",
        "a 154 nil == 998.0 0.0 39:-0.3493670886075948 51:1.0",
        "r 154",
        "r 153",
        "a 161 nil == 999.0 0.0 39:-0.2865636147443521 47:1.0",
        "a 162 nil == 998.0 0.0 39:-0.6944114149821639 51:1.0",
        "r 162",
        "r 161",
        "a 167 nil == 999.0 0.0 39:-0.49690721649484554 47:1.0",
        "a 168 nil == 998.0 0.0 39:-0.470103092783505 51:1.0",
        "r 168",
        "r 167",
        "a 183 nil == 999.0 0.0 39:-0.2588614393125673 47:1.0",
        "a 184 nil == 998.0 0.0 39:-0.7239527389903327 51:1.0",
        "r 184",
        "r 183",
        "a 189 nil == 999.0 0.0 39:-0.49690721649484554 47:1.0",
        "a 190 nil == 998.0 0.0 39:-0.470103092783505 51:1.0",
        "r 190",
        "r 189",
    ]

    @Test func proportionalConstraintsAddedAndRemovedLeaveNoResidue() throws {
        // After every call, not only the last: the residue showed at one
        // step and was pivoted away at another.
        for n in 1...Self.operations.count {
            let calls = Array(Self.operations.prefix(n))
            let fast = try RecordedCalls.replay(calls, variables: 68, configuration: .init())
            let general = try RecordedCalls.replay(calls, variables: 68, configuration: .general)
            try RecordedCalls.expectSameOptimum(fast, general)
        }
    }
}
