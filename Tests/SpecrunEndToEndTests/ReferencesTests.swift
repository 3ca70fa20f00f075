import Foundation
import Testing

/// Published results of other implementations, named in `specrun.yml` (`references:`), show beside
/// the algorithms in the HTML and Markdown reports, the groups in the project's order; a references
/// file that is wrong stops the run before it starts, naming its line and column.
@Suite struct ReferencesTests {
    static let feature = """
        @article-view
        Feature: Compared
          @optional @id:prompt
          Scenario: A newer revision is announced
            Given $article is cached
            And there's a newer revision of $article
            When I navigate to it
            Then I should eventually see a prompt to refresh

          @required @id:cached
          Scenario: The cached revision shows at once
            Given $article is cached
            When I navigate to it
            Then I should see locally stored revision of $article immediately

        """

    static let references = """
        {
          "schema": "specrun/references@1",
          "title": "Other readers' results",
          "source": "readers@1.0 (MIT)",
          "implementations": [{"name": "Kiwix", "summary": "an offline reader"}, {"name": "Browser", "summary": "a web browser"}],
          "verdicts": {
            "ok": {"symbol": "✅", "reads": "pass", "status": "passed"},
            "ko": {"symbol": "⛔️", "reads": "fail", "status": "failed"},
            "skipped": {"symbol": "-", "reads": "not tested", "status": null}
          },
          "results": {
            "prompt": {"Kiwix": "ko", "Browser": "skipped"},
            "cached": {"Kiwix": "ok", "Browser": "ko"}
          }
        }

        """

    private func workspace(references: String = Self.references) throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("features/compared.feature", Self.feature)
        try workspace.write("published/results.json", references)
        try workspace.write("specrun.yml", """
            references:
              file: published/results.json
              key: "@id:"
              groups: ["@required", "@optional"]

            """)
        return workspace
    }

    @Test func theReportsShowTheImplementationsBesideTheAlgorithmsRequiredFirst() throws {
        let workspace = try workspace()
        defer { workspace.remove() }
        let run = try workspace.run(["--format", "html:report.html", "--format", "markdown:report.md", "-a", "legacy", "-a", "new"])
        #expect(run.exitCode == 1, "legacy shows no prompt: \(run.errors)")
        let html = String(decoding: try workspace.read("report.html"), as: UTF8.self)
        let section = try #require(html.range(of: "<section id=\"references\">").map { String(html[$0.lowerBound...]) })
        #expect(section.contains("<th>legacy</th><th>new</th><th title=\"Kiwix: an offline reader\">Kiwix</th><th title=\"Browser: a web browser\">Browser</th>"))
        // @required before @optional, whatever the file's order; each group with its passes per column.
        let required = try #require(section.range(of: "@required · 1 scenario"))
        let optional = try #require(section.range(of: "@optional · 1 scenario"))
        #expect(required.lowerBound < optional.lowerBound)
        #expect(section.contains("title=\"Kiwix: ✅ pass\">✓</td><td class=\"cell failed\" title=\"Browser: ⛔️ fail\">✗</td>"))
        #expect(section.contains("<td class=\"cell neither\" title=\"Browser: - not tested\">·</td>"))
        #expect(section.contains("✓ counts as passing: ✅ pass. ✗ as failing: ⛔️ fail. · neither: - not tested."))
        let markdown = String(decoding: try workspace.read("report.md"), as: UTF8.self)
        #expect(markdown.contains("### Beside published results"))
        #expect(markdown.contains("| passing | legacy | new | Kiwix | Browser |\n| --- | :-: | :-: | :-: | :-: |\n"
            + "| @required (1) | 1 | 1 | 1 | 0 |\n| @optional (1) | 0 | 1 | 0 | 0 |"))
        #expect(markdown.contains("| A newer revision is announced | ❌ | ✅ | ⛔️ | - |"))
    }

    /// `specrun report` reads the project's references too, so its HTML is the run's, byte for byte.
    @Test func aReportFromSavedResultsShowsThemAsTheRunDid() throws {
        let workspace = try workspace()
        defer { workspace.remove() }
        let fixed = ["SOURCE_DATE_EPOCH": "1767225600"]
        let run = try workspace.run(["--format", "json:results.json", "--format", "html:run.html"], environment: fixed)
        #expect(run.exitCode == 1, "\(run.errors)")
        let report = try workspace.run(["report", "--from", "results.json", "--format", "html:report.html"], environment: fixed)
        #expect(report.exitCode == 1, "\(report.errors)")
        #expect(try workspace.read("report.html") == workspace.read("run.html"))
        #expect(String(decoding: try workspace.read("report.html"), as: UTF8.self).contains("<section id=\"references\">"))
    }

    @Test(arguments: [
        (#""verdicts": {"#, #""verdict": {"#, #"published/results.json:6:3: unknown key "verdict" (did you mean "verdicts"?)"#),
        (#""Browser": "skipped"}"#, #""Browser": "skip"}"#, #"published/results.json:12:31: "skip" is not one of the verdicts (ok, ko, skipped)"#),
        (#""cached": {"Kiwix""#, #""cached": {"Kiwi""#, #"published/results.json:13:16: "Kiwi" is not one of the implementations (did you mean "Kiwix"?)"#),
        (#""status": null}"#, #""status": "maybe"}"#, #"published/results.json:9:55: a verdict's status is "passed", "failed" or null"#),
        (#"}\#n}"#, "}", "published/results.json:15:1: the text ends inside an object"),
    ])
    func aWrongReferencesFileStopsTheRunAtItsPlace(replacing: String, with: String, message: String) throws {
        let workspace = try workspace(references: Self.references.replacingOccurrences(of: replacing, with: with))
        defer { workspace.remove() }
        let run = try workspace.run(["--format", "html:report.html"])
        #expect(run.exitCode == 2, "\(run.output)")
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("report.html")))
    }
}
