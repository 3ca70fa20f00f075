/// A stable share of the work for one of several CI machines: shard `index` of `count` (1-based)
/// takes every `count`-th item of a defined order (a run's runs, an exhaustive exploration's
/// partitions), so all shards together do everything once.
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

    /// Whether the `position`th item of the order (from 0) is this shard's.
    package func includes(_ position: Int) -> Bool { position % count == index - 1 }
}
