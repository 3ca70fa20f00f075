import Foundation
import Testing

/// The Markdown report as GitHub shows it in a step summary: distinct marks with their legend,
/// figures in units, and never over the 1 MiB GitHub accepts.
@Suite(.tags(.slow)) struct MarkdownReportTests {
    /// Known divergences read as known (⚪), not as failures under a green heading; bytes in units.
    @Test func theReportOfTheFeaturesMarksKnownDivergencesAsKnown() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try SpecrunProcess.run(["features/", "--format", "markdown:\(workspace.path("report.md"))"])
        #expect(run.exitCode == 0, "\(run.errors)")
        let markdown = String(decoding: try workspace.read("report.md"), as: UTF8.self)
        #expect(markdown.hasPrefix("## ✅ specrun: 376 runs as the baseline expects — 325 passed, 40 known divergences, "
            + "11 departed from another algorithm's spec\n"))
        #expect(markdown.contains("⚪ known divergence (fails as the baseline expects) · 🔴 regression · 🟢 unexpected fix"))
        #expect(markdown.contains("| article-view | legacy | 31 | 17 | 3 | 19 | 2.1 MB | 4 |"))
        let matrix = markdown.components(separatedBy: "### Comparison")[1].components(separatedBy: "### Runs that did not pass")[0]
        let rows = matrix.split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(!rows.contains { $0.contains("❌") }, "no run fails but as the baseline expects")
        #expect(rows.contains { $0.contains("⚪") })
    }

    /// Hundreds of failing scenarios with names of 5,000 characters: the report stays under 1 MiB
    /// and says what it left out.
    @Test func aReportOfManyLongNamedFailuresStaysUnderGitHubsLimit() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var feature = "@article-view\nFeature: Many long names\n"
        for index in 0..<400 {
            feature += """

              Scenario: \(index) \(String(repeating: "a very long name ", count: 300))
                Given $article is cached
                And my connection is offline
                When I navigate to it
                Then I should not see any banners

            """
        }
        try workspace.write("long.feature", feature)
        let run = try workspace.run(["long.feature", "--no-baseline", "--format", "markdown:report.md"])
        #expect(run.exitCode == 1, "\(run.errors)")
        let markdown = try workspace.read("report.md")
        #expect(markdown.count <= 1_000_000, "\(markdown.count) bytes")
        let text = String(decoding: markdown, as: UTF8.self)
        #expect(text.hasPrefix("## ❌ specrun: 1200 runs — 400 failed, 800 passed"))
        #expect(text.contains("_Left out to stay under GitHub's 1 MiB step-summary limit: "))
    }
}
