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
        // The feature specifies legacy: new departs from it, which is no failure.
        #expect(html.contains("<p class=\"verdict ok\">✔ No run failed: "), "\(html.prefix(3000))")
        #expect(html.contains(" departed from another algorithm&#39;s spec, as specs allow</p>"), "\(html.prefix(3000))")
        #expect(!html.contains("class=\"verdict fail\""))
        // No requirement is claimed for it: it is legacy's spec, listed apart.
        #expect(!html.contains("What the proposal changes"))
        #expect(html.contains("<b>legacy</b>'s spec"))
        // How to find them again, and how often each was found.
        #expect(html.contains("specrun explore --system article-view --algorithm legacy --algorithm new --seed 1 --budget 600"))
        let feature = String(decoding: try workspace.read("found/divergences.feature"), as: UTF8.self)
        let titles = feature.split(separator: "\n").filter { $0.hasPrefix("  Scenario: ") }.map { $0.dropFirst(12) }
        #expect(titles.count > 3)
        let divergences = try #require(html.range(of: "<section id=\"divergences\">")).upperBound
        let section = html[divergences...].prefix(upTo: try #require(html[divergences...].range(of: "</section>")).lowerBound)
        #expect(section.components(separatedBy: "<p class=\"muted\">Found in ").count - 1 == titles.count)
        // Each behaviour is a line of What differs of its own, and none is folded as shown above.
        let differences = html[try #require(html.range(of: "<section id=\"differences\">")).upperBound...]
        let lines = differences.prefix(upTo: try #require(differences.range(of: "</section>")).lowerBound)
        #expect(lines.components(separatedBy: " in 1 scenario: ").count - 1 == titles.count, "\(lines)")
        #expect(!html.contains("as in a scenario above"))
    }

    /// Requirements first: every `Rule:` of `features/` (and every feature without rules) that is a
    /// requirement, with its description, each algorithm's count of the scenarios it meets, and what
    /// the proposal changes; the specs (`@spec-of:`) are none of them.
    @Test func theRequirementsComeFirstWithWhatTheProposalChanges() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try SpecrunProcess.run(["features/", "--format", "html:\(workspace.path("report.html"))"])
        #expect(run.exitCode == 0, "\(run.errors)")
        let html = String(decoding: try workspace.read("report.html"), as: UTF8.self)
        let requirements = try #require(html.range(of: "<section id=\"requirements\">"))
        #expect(requirements.lowerBound < html.range(of: "<section id=\"differences\">")!.lowerBound)
        let section = String(html[requirements.lowerBound...]).components(separatedBy: "</section>")[0]
        for rule in ["Reduce or eliminate redundant article downloads (e.g. the same revision we have locally)",
                     "Handle the offline case gracefully (no banner when viewing a cached article offline)",
                     "Text input: errors in the error label near the input"] {
            #expect(section.contains("<b>\(rule)</b>"), "\(rule)")
        }
        #expect(section.contains("What the proposal says &quot;our ideal strategy would&quot; do"))
        // A spec is no requirement: it is listed apart, with its rules and how often the others depart from it.
        let table = section.components(separatedBy: "<ul class=\"specs\">")[0]
        #expect(!table.contains("The legacy article view"), "a spec is no requirement")
        #expect(section.contains("<li><b>The legacy article view</b>, <b>legacy</b>'s spec (Rule: Online w/ warm cache; Rule: Offline w/ warm cache): "
            + "new departs from it in 2 of 7, auto-update departs from it in 2 of 7."))
        #expect(section.contains("<th>new = new-python</th>"))
        #expect(section.contains("<td class=\"req missed\"><a href=\"#scenario-"))
        #expect(section.contains("Instead of “I should not see any banners”, legacy shows "))
        // Where the proposal meets a requirement in more of its scenarios than the algorithm in use today, ▲ in its cell.
        let offline = try #require(section.components(separatedBy: "<b>Handle the offline case gracefully (no banner when viewing a cached article offline)</b>").dropFirst().first)
        #expect(offline.prefix(2000).contains("✓ 6 of 6 <span class=\"change fix\">▲ legacy 0 of 6</span>"))
        #expect(section.contains("<b>What the proposal changes</b> (<b>new</b> in place of <b>legacy</b>): of the 7 requirements, "
            + "it meets 6 in more of their scenarios (▲) and none in fewer (▼); the rest as today."))
        #expect(section.contains("(<b>unified</b> in place of <b>legacy-ios</b> and <b>legacy-android</b>): of the 9 requirements, it meets 6"))
    }

    /// With a baseline that differs in one regression and one fix, both are listed first, linked to
    /// their scenarios (detailed, the link opens them), marked in their matrix cells, and the line of
    /// "What differs" marks only the scenario that changed; the console and Markdown name both.
    @Test func aChangeFromTheBaselineStandsOut() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var baseline = try String(contentsOf: SpecrunProcess.repository.appendingPathComponent("specrun-baseline.yml"), encoding: .utf8)
        let regression = """
                "No redundant download, opened via link":
                  "auto-update": passed
                  "legacy": {status: failed
            """
        #expect(baseline.contains(regression))
        baseline = baseline.replacingOccurrences(of: regression, with: regression.replacingOccurrences(of: "failed", with: "passed"))
        let fixed = """
                "Offline, no banner over the cached article, opened from history":
                  "auto-update": passed
                  "legacy": {status: failed, reason: "legacy shows an offline banner (or a blank view) over a cached article read offline: the bug report the proposal should address"}
                  "new": passed
            """
        #expect(baseline.contains(fixed))
        baseline = baseline.replacingOccurrences(of: fixed, with: fixed.replacingOccurrences(of: "\"new\": passed", with: "\"new\": failed"))
        try workspace.write("changed.yml", baseline)
        let run = try SpecrunProcess.run(["features/", "--baseline", workspace.path("changed.yml"), "--format", "html:\(workspace.path("report.html"))",
                                          "--format", "markdown:\(workspace.path("report.md"))", "--format", "junit:\(workspace.path("report.xml"))",
                                          "--format", "summary"])
        #expect(run.exitCode == 1)
        #expect(run.output.contains("✗ features/article-view/ideal-strategy.feature: No redundant download, opened via link [legacy]: was passed, now failed"))
        #expect(run.output.contains("✓ features/article-view/ideal-strategy.feature: Offline, no banner over the cached article, opened from history [new]: was failed, now passed"))
        let html = String(decoding: try workspace.read("report.html"), as: UTF8.self)
        let changes = try #require(html.range(of: "<section id=\"changes\">"))
        #expect(changes.lowerBound < html.range(of: "<section id=\"requirements\">")!.lowerBound, "the changes come first")
        let listed = html.components(separatedBy: "<ul class=\"changes\">")[1].components(separatedBy: "</ul>")[0]
        #expect(listed.components(separatedBy: "<li ").count - 1 == 2)
        for (kind, word, algorithm) in [("regression", "✗ regression", "legacy"), ("fix", "✓ fixed", "new")] {
            let line = try #require(listed.components(separatedBy: "<li class=\"\(kind)\">").dropFirst().first)
            #expect(line.contains(word) && line.contains("on <b>\(algorithm)</b>"), "\(line)")
            let anchor = try #require(line.firstMatch(of: /href="#(scenario-[0-9]+)"/)?.1)
            #expect(html.contains("id=\"\(anchor)\""), "the change links to a scenario the page details")
            #expect(html.contains("<td class=\"cell \(kind == "fix" ? "passed" : "failed") changed\" data-algorithm=\"\(algorithm)\">"
                + "<a href=\"#\(anchor)\">"), "its matrix cell is marked")
        }
        #expect(html.components(separatedBy: "<td class=\"cell ").filter { $0.hasPrefix("passed changed") || $0.hasPrefix("failed changed") }.count == 2,
                "no other cell is marked")
        // The line of "What differs" groups two scenarios; only the one that changed is marked.
        #expect(html.contains("via link</a> <span class=\"change regression\">changed</span> <span class=\"note failed\">— 1 of 2 not as the baseline expects</span>"))
        let markdown = String(decoding: try workspace.read("report.md"), as: UTF8.self)
        #expect(markdown.contains("No redundant download, opened via link \\[legacy\\]"))
        #expect(markdown.contains("Offline, no banner over the cached article, opened from history \\[new\\]"))
        // JUnit fails the two changes, and only them: the known divergences are skipped with their reasons.
        let junit = String(decoding: try workspace.read("report.xml"), as: UTF8.self)
        #expect(junit.contains("<testsuites name=\"specrun\" tests=\"376\" failures=\"2\""), "\(junit.prefix(300))")
        #expect(junit.contains("<failure message=\"regression, was passed, now failed: expected no download of a revision the app already held; "))
        #expect(junit.contains("<failure message=\"unexpected fix: passes where the baseline expects failed; record it with --write-baseline\" type=\"unexpected-fix\">"))
        #expect(junit.contains("<skipped message=\"known divergence, as the baseline expects: legacy shows an offline banner (or a blank view) over a cached article read offline"))
    }
}
