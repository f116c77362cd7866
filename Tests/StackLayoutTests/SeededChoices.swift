/// Reproducible random choices from a seed (a 64-bit linear congruential
/// generator), for the tests that apply random edits by seed and must
/// replay them exactly on a second window.
struct SeededChoices {
    private var state: UInt64

    init(_ seed: UInt64) { state = seed }

    /// A number in `0..<n`.
    mutating func next(_ n: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(n))
    }
}
