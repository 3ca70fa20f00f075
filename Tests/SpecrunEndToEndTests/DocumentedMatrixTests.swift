import Foundation
import Testing

/// The comparison matrix of `features/` that the README documents and explains, scenario by
/// scenario: marks for legacy, new and auto-update.
let documentedMatrix: [String: String] = [
    "cold-cache.feature | Not cached, online, opened via search-result": "✓✓✓",
    "cold-cache.feature | Not cached, online, opened via link": "✓✓✓",
    "cold-cache.feature | Not cached, online, opened from history": "✓✓✓",
    "cold-cache.feature | Not cached, offline, opened via search-result": "✓✓✓",
    "cold-cache.feature | Not cached, offline, opened via link": "✓✓✓",
    "cold-cache.feature | Not cached, offline, opened from history": "✓✓✓",

    "ideal-strategy.feature | No redundant download, opened via search-result": "✗✓✓",
    "ideal-strategy.feature | No redundant download, opened via link": "✗✓✓",
    "ideal-strategy.feature | No redundant download, opened from saved articles": "✓✓✓",
    "ideal-strategy.feature | No redundant download, opened from history": "✓✓✓",
    "ideal-strategy.feature | No redundant download, opened from the featured article": "✓✓✓",
    "ideal-strategy.feature | No redundant download, opened by going back": "✓✓✓",
    "ideal-strategy.feature | Offline, no banner over the cached article, opened via search-result": "✗✓✓",
    "ideal-strategy.feature | Offline, no banner over the cached article, opened via link": "✗✓✓",
    "ideal-strategy.feature | Offline, no banner over the cached article, opened from saved articles": "✗✓✓",
    "ideal-strategy.feature | Offline, no banner over the cached article, opened from history": "✗✓✓",
    "ideal-strategy.feature | Offline, no banner over the cached article, opened from the featured article": "✗✓✓",
    "ideal-strategy.feature | Offline, no banner over the cached article, opened by going back": "✗✓✓",
    "ideal-strategy.feature | A newer revision shown or announced, opened via search-result": "✓✓✓",
    "ideal-strategy.feature | A newer revision shown or announced, opened via link": "✓✓✓",
    "ideal-strategy.feature | A newer revision shown or announced, opened from saved articles": "✗✓✓",
    "ideal-strategy.feature | A newer revision shown or announced, opened from history": "✗✓✓",
    "ideal-strategy.feature | A newer revision shown or announced, opened from the featured article": "✗✓✓",
    "ideal-strategy.feature | A newer revision shown or announced, opened by going back": "✗✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, offline, opened via search-result": "✓✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, offline, opened via link": "✓✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, offline, opened from saved articles": "✓✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, offline, opened from history": "✓✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, offline, opened from the featured article": "✓✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, offline, opened by going back": "✓✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, timing out, opened via search-result": "✗✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, timing out, opened via link": "✗✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, timing out, opened from saved articles": "✓✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, timing out, opened from history": "✓✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, timing out, opened from the featured article": "✓✓✓",
    "ideal-strategy.feature | Last revision downloaded at once, timing out, opened by going back": "✓✓✓",

    "legacy-algorithm.feature | Online w/ warm cache, opened via search-result": "✓✗✗",
    "legacy-algorithm.feature | Online w/ warm cache, opened via link": "✓✗✗",
    "legacy-algorithm.feature | Online w/ warm cache, opened from saved articles": "✓✓✓",
    "legacy-algorithm.feature | Online w/ warm cache, opened from history": "✓✓✓",
    "legacy-algorithm.feature | Online w/ warm cache, opened from the featured article": "✓✓✓",
    "legacy-algorithm.feature | Online w/ warm cache, opened by going back": "✓✓✓",
    "legacy-algorithm.feature | Offline w/ warm cache": "✗✓✓",

    "new-algorithm.feature | Online w/ warm cache, a newer revision exists": "✗✓✗",
    "new-algorithm.feature | Online w/ warm cache, no newer revision": "✓✓✓",
    "new-algorithm.feature | Online w/ warm cache, the current revision cannot be retrieved": "✗✓✗",
    "new-algorithm.feature | Offline w/ warm cache": "✗✓✓",

    "newer-revision-while-reading.feature | The page does not change under the reader": "✓✓✓",
    "newer-revision-while-reading.feature | Tapping refresh brings the newer revision": "✓✓✓",
    "newer-revision-while-reading.feature | Coming back later, the newer revision is shown or announced": "✗✓✓",

    "offline-banner-bug.feature | Tap a saved featured article in airplane mode": "✗✓✓",
]

@Suite(.serialized) struct DocumentedMatrixTests {
    @Test func theFeaturesGiveExactlyTheDocumentedMatrixAndTheBaselineHoldsIt() throws {
        let results = try SpecrunProcess.temporaryDirectory().appendingPathComponent("results.json")
        let run = try SpecrunProcess.run(["features/", "--format", "json:\(results.path)", "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("Baseline: every run as expected (376 runs, 50 known divergences kept)"))
        let matrix = try statusMatrix(
            ofJSON: Data(contentsOf: results), algorithms: ["legacy", "new", "auto-update"], in: "features/article-view/")
        #expect(Set(matrix.keys) == Set(documentedMatrix.keys))
        for (scenario, marks) in documentedMatrix.sorted(by: { $0.key < $1.key }) {
            #expect(matrix[scenario] == marks, "\(scenario)")
        }
    }

    @Test func withoutTheBaselineTheKnownDivergencesFailTheRun() throws {
        let run = try SpecrunProcess.run(["features/", "--no-baseline"])
        #expect(run.exitCode == 1)
        #expect(run.output.contains("Scenarios: 94 — 59 pass on all their algorithms, 35 on some, 0 on none"))
    }

    @Test func theConsolePrintsTheMatrix() throws {
        let run = try SpecrunProcess.run(["features/article-view/new-algorithm.feature", "--no-baseline"])
        #expect(run.output.contains("""
            @article-view                                                     legacy  new  auto-update  new-python
            features/article-view/new-algorithm.feature
              Online w/ warm cache, a newer revision exists                   ✗       ✓    ✗            ✓
              Online w/ warm cache, no newer revision                         ✓       ✓    ✓            ✓
              Online w/ warm cache, the current revision cannot be retrieved  ✗       ✓    ✗            ✓
              Offline w/ warm cache                                           ✗       ✓    ✓            ✓
            """), "\(run.output)")
    }
}
