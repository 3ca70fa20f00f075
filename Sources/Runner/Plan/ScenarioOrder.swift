import SpecrunKit
/// The order runs go in: as defined (files sorted, scenarios as written, algorithms as registered),
/// the defined order reversed (`--order reverse`), or shuffled by a seed, which the summary prints so
/// an order-dependent failure can be replayed. A random order shuffles the feature files, then the
/// scenarios within each (a scenario's algorithms stay together), so a suite runs one file at a time.
///
/// ```swift
/// let plan = try planner.plan(features, order: .random(seed: 42), ids: &ids)   // replay with --order random:42
/// ```
package enum ScenarioOrder: Hashable, Sendable {
    case defined
    case reverse
    case random(seed: UInt64)

    /// The positions `0..<count` in this order. `stream` keeps shuffles apart: 0 for the features,
    /// a feature's position plus one for its scenarios.
    package func arrange(_ count: Int, stream: Int = 0) -> [Int] {
        switch self {
        case .defined: return Array(0..<count)
        case .reverse: return Array((0..<count).reversed())
        case .random(let seed):
            var generator = SplitMix64(seed: seed ^ (UInt64(stream) &* 0xD6E8_FEB8_6659_FD93))
            var positions = Array(0..<count)
            positions.shuffle(using: &generator)
            return positions
        }
    }
}
