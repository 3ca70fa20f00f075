import JSON
import Testing
@testable import ArticleView
@testable import Explore
@testable import SafeApp
import SpecrunKit

/// `--exhaustive --shard i/n` and `--from`: the shares of an exhaustive exploration merge into
/// exactly what it writes run whole, byte for byte, whatever the number of shards; a share goes
/// through its file unchanged; shares that do not make one exploration are refused.
@Suite(.tags(.slow)) struct ExhaustiveShareTests {
    static func shares(_ explorer: Explorer, count: Int) throws -> [ExhaustiveShare] {
        try (1...count).map { index in
            // Each through its file, as the CI machines hand them over.
            let share = try explorer.exploreShare(Shard(index: index, count: count))
            return try ExhaustiveShare(json: JSONReader.read(Array(share.json.description.utf8)), name: "share-\(index)")
        }
    }

    @Test(arguments: [(ExploreTests.articleView, ["legacy", "new"], 3, 4), (ExploreTests.articleView, ["legacy", "new"], 4, 3),
                      (ExploreTests.safeApp, ["unified", "legacy-ios"], 3, 2), (ExploreTests.safeApp, ["unified", "legacy-android"], 4, 4)])
    func theSharesMergeIntoTheWholeExploration(system: AnySystem, algorithms: [String], depth: Int, count: Int) throws {
        let explorer = try Explorer(system: system, options: ExploreOptions(algorithms: algorithms, exhaustiveDepth: depth))
        let whole = try explorer.explore()
        let shares = try Self.shares(explorer, count: count)
        #expect(shares.reduce(0) { $0 + $1.tried } == whole.tried)
        let merged = try explorer.explore(merging: shares, names: shares.indices.map { "share-\($0 + 1)" })
        #expect(merged.feature(by: explorer) == whole.feature(by: explorer))
        #expect(merged.json(by: explorer) == whole.json(by: explorer))
        #expect(merged.proof?.states == whole.proof?.states && merged.proof?.scenarios == whole.proof?.scenarios)
        #expect(!whole.behaviours.isEmpty, "a comparison of two explorations that found nothing proves little")
    }

    @Test func sharesOfAnotherExplorationOrMissingOnesAreRefused() throws {
        let explorer = try Explorer(system: ExploreTests.articleView, options: ExploreOptions(algorithms: ["legacy", "new"], exhaustiveDepth: 2))
        let shares = try Self.shares(explorer, count: 3)
        let names = ["a.json", "b.json", "c.json"]
        func refusal(_ shares: [ExhaustiveShare], _ names: [String], by explorer: Explorer = explorer) -> String {
            do {
                _ = try explorer.explore(merging: shares, names: names)
                return "merged"
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal(Array(shares.prefix(2)), Array(names.prefix(2))) == "no share of shard 3/3 among --from: merge all 3 shares")
        #expect(refusal([shares[0], shares[1], shares[1]], names) == "shard 2/3 is named twice: b.json, c.json")
        let deeper = try Explorer(system: ExploreTests.articleView, options: ExploreOptions(algorithms: ["legacy", "new"], exhaustiveDepth: 3))
        let other = try deeper.exploreShare(Shard(index: 3, count: 3))
        #expect(refusal([shares[0], shares[1], other], names) == "c.json is a share of another exploration: its depth (3, not 2) is not that of a.json")
        let swapped = try Explorer(system: ExploreTests.articleView, options: ExploreOptions(algorithms: ["new", "legacy"], exhaustiveDepth: 2))
        #expect(refusal(shares, names, by: swapped).hasPrefix("the shares compared legacy, new; name the same algorithms"))
        // A hand-edited step the vocabulary does not have is refused, not run.
        var text = shares[0].json.description
        text = text.replacingOccurrences(of: "\"steps\":[[", with: "\"steps\":[[9999,")
        let edited = try ExhaustiveShare(json: JSONReader.read(Array(text.utf8)), name: "a.json")
        #expect(refusal([edited, shares[1], shares[2]], names).hasPrefix("a.json names a step the system's exploration does not have"))
    }
}
