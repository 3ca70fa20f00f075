/// A small, fast, seeded pseudo-random generator (SplitMix64): the same seed gives the same
/// sequence on every machine, so whatever specrun draws from a seed repeats: a flaky or lossy
/// network's failures, each run's seed (`RunSettings`), the shuffled run order (`--order random`)
/// and the scenarios `specrun explore` generates.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let roll = random.nextFraction()                      // the same for seed 42 on every machine
/// let jitter = Int.random(in: 0..<100, using: &random)
/// ```
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in [0, 1) with 53 random bits.
    package mutating func nextFraction() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
