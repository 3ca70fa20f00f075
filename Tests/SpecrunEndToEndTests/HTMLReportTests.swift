import Foundation
import Testing

/// The HTML report of `features/` as a product owner opens it: what differs and why under the
/// verdict, the ports shown as their originals' copies, the known divergences as known, no chart
/// that says nothing, the `{sight}` phrases once and in words; and the report `specrun explore`
/// writes does not open with a red verdict for the failures it wrote on purpose.
/// (`scripts/check-html` lays the page out in Chromium.)
@Suite(.tags(.slow)) struct HTMLReportTests {
    @Test func theReportOfTheFeaturesSaysWhatDiffersAndWhy() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try SpecrunProcess.run(["features/", "--format", "html:\(workspace.path("report.html"))"])
        #expect(run.exitCode == 0, "\(run.errors)")
        let html = String(decoding: try workspace.read("report.html"), as: UTF8.self)
        #expect(html.contains("<p class=\"verdict ok\">✔ Every run as the baseline expects (40 known divergences)</p>"))
        let differences = try #require(html.range(of: "<section id=\"differences\">"))
        #expect(differences.lowerBound < html.range(of: "<section id=\"summary\">")!.lowerBound, "under the verdict, before the tallies")
        #expect(html.contains("<li class=\"expected\"><b>legacy</b> fails <q>And I should not see any banners</q> in 7 scenarios: "))
        #expect(html.contains("<li class=\"same\"><b>new-python</b> = <b>new</b> in all 51 runs"))
        // Where new does not do what the legacy spec says, it departs from that spec: no failure.
        #expect(html.contains("<b>new = new-python</b>, <b>auto-update</b> depart from legacy's spec at <q>Then I should see a blank view with a progress bar</q> in 2 scenarios"))
        #expect(html.contains("<td class=\"cell departed expected\""))
        #expect(html.contains("<li class=\"same\"><b>legacy-android-js</b> = <b>legacy-android</b> in all 43 runs"))
        // The algorithms' descriptions beside the tallies.
        #expect(html.contains("<td>legacy-ios</td><td>the old iOS client: polls transactions and balances every 10 s"))
        // Known divergences are not red: no failed cell, reason or tally of the page is.
        #expect(!html.contains("<td class=\"cell failed\""))
        #expect(!html.contains("class=\"num failed\""))
        #expect(html.contains("<td class=\"cell failed expected\""))
        // Every algorithm's median time to content is 0 ms: no chart for it.
        #expect(!html.contains("aria-label=\"Median time to content\""))
        #expect(html.contains("aria-label=\"Requests\""))
        // {sight}'s phrases once per system, in words.
        #expect(html.components(separatedBy: "an offline, warning or error banner").count - 1 == 1)
        #expect(!html.contains("a(n) (\")offline/warning/error"))
        // A scenario every algorithm passes is folded; one that differs is not.
        #expect(html.contains("<details class=\"scenario\" id=\"scenario-"))
        #expect(html.contains("<article class=\"scenario\" id=\"scenario-"))
    }

    @Test func theExploreReportDoesNotOpenRed() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try workspace.run(["explore", "--system", "article-view", "--algorithm", "legacy", "--algorithm", "new",
                                     "--budget", "600", "--out", "found"])
        #expect(run.exitCode == 0, "\(run.errors)")
        let html = String(decoding: try workspace.read("found/divergences.html"), as: UTF8.self)
        #expect(html.contains("<p class=\"verdict ok\">✔ Every scenario shows its divergence as explore wrote it: "), "\(html.prefix(3000))")
        #expect(!html.contains("class=\"verdict fail\""))
        #expect(html.contains("Each is a scenario specrun explore wrote"))
    }
}
