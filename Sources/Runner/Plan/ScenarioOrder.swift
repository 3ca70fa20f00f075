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

/// A stable share of the runs for one of several CI machines: shard `index` of `count` (1-based)
/// takes every `count`-th run of the defined order, so all shards together run everything once.
///
/// ```swift
/// let shard = Shard(index: 2, count: 4)   // --shard 2/4
/// let plan = try planner.plan(features, shard: shard, ids: &ids)
/// ```
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    package var description: String { "\(index)/\(count)" }

    func includes(runNumber: Int) -> Bool { runNumber % count == index - 1 }
}
