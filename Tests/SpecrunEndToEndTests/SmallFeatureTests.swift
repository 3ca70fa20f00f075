import Foundation
import Testing

/// The binary on small feature files written by the tests, in a directory of their own.
@Suite struct SmallFeatureTests {
    private func write(_ text: String, as name: String = "test.feature") throws -> URL {
        let directory = try SpecrunProcess.temporaryDirectory()
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return directory
    }


    @Test func aScenarioRunsOnEveryAlgorithmWithAPlainWordsFailure() throws {
        let directory = try write("""
            @article-view
            Feature: Offline
              Scenario: Offline w/ warm cache
                Given $article is cached
                And my internet connection is offline
                When I navigate to it
                Then I should see the cached content
                And I should not see an error banner
            """)
        let run = try SpecrunProcess.run(["test.feature"], in: directory)
        #expect(run.exitCode == 1)
        #expect(run.output.contains("test.feature:3 Offline w/ warm cache [legacy]: failed"))
        #expect(run.output.contains("expected not to see an error banner (offline or error) from 0 ms to 1 min; saw it at 0 ms: "
            + "revision 1042 of Tokyo with an offline banner “The Internet connection appears to be offline” at 0 ms"))
        #expect(run.output.contains("Scenarios: 1 — 0 pass on all their algorithms, 1 on some, 0 on none"))
    }

    @Test func aRecordedBaselineTurnsAKnownDivergenceIntoSuccessAndCatchesAChange() throws {
        let directory = try write(BaselineCommandTests.feature)
        // Recording makes today's failures the expected ones: exit 0, and it says so (it used to exit 1, silently).
        let record = try SpecrunProcess.run(["test.feature", "--write-baseline", "baseline.yml"], in: directory)
        #expect(record.exitCode == 0, "\(record.errors)")
        #expect(record.errors == "Baseline written: baseline.yml (3 runs, 2 known divergences)\n")
        let kept = try SpecrunProcess.run(["test.feature", "--baseline", "baseline.yml"], in: directory)
        #expect(kept.exitCode == 0, "\(kept.output)\(kept.errors)")
        let changed = try SpecrunProcess.run(["test.feature", "--baseline", "baseline.yml", "--window", "1ms"],
                                             in: directory)
        #expect(changed.exitCode == 1)
        #expect(changed.output.contains("test.feature: A newer revision exists [new]: was passed, now failed"))
    }

    @Test func anUndefinedStepGetsASnippet() throws {
        let directory = try write("""
            @article-view
            Feature: Undefined
              Scenario: Rotating
                Given $article is cached
                When I rotate the phone
            """)
        let run = try SpecrunProcess.run(["test.feature"], in: directory)
        #expect(run.exitCode == 1, "strict by default: a typo fails the run")
        #expect(run.output.contains(#"steps.when("I rotate the phone") { world, arguments in"#))
        #expect(try SpecrunProcess.run(["test.feature", "--no-strict"], in: directory).exitCode == 0)
        try "strict: false\n".write(to: directory.appendingPathComponent("specrun.yml"), atomically: true, encoding: .utf8)
        #expect(try SpecrunProcess.run(["test.feature"], in: directory).exitCode == 0)
        // A baseline that does not know the run: undefined is a regression, strict or not.
        try "schema: specrun/baseline@1\nfeatures: {}\n".write(
            to: directory.appendingPathComponent("baseline.yml"), atomically: true, encoding: .utf8)
        let checked = try SpecrunProcess.run(["test.feature", "--baseline", "baseline.yml"], in: directory)
        #expect(checked.exitCode == 1, "\(checked.output)")
    }

    @Test func withoutAFixturesDirectoryTheBuiltInFixturesAreUsed() throws {
        let directory = try write(Self.coldCache)
        let run = try SpecrunProcess.run(["test.feature"], in: directory)
        #expect(run.exitCode == 0, "\(run.output)\(run.errors)")
    }

    @Test func aFixturesDirectoryNamedButMissingIsAClearError() throws {
        let directory = try write(Self.coldCache)
        let run = try SpecrunProcess.run(["test.feature", "--fixtures", "fixtures"], in: directory)
        #expect(run.exitCode == 2)
        #expect(run.errors.contains("specrun: fixtures: no such fixtures directory;"))
        #expect(run.errors.contains("--fixtures"))
        for option in ["--version", "--help"] {
            #expect(try SpecrunProcess.run([option, "--fixtures", "fixtures"], in: directory).exitCode == 0)
        }
    }

    @Test func aFixturesFileOverridesWhatItNamesFromTheProjectFile() throws {
        let directory = try write(Self.coldCache)
        let overrides = directory.appendingPathComponent("our-fixtures")
        try FileManager.default.createDirectory(at: overrides, withIntermediateDirectories: true)
        // Every answer now takes over a minute: the latest version never shows within the window.
        try "profiles:\n  wifi:\n    downlink: { delay: 70 s }\n".write(
            to: overrides.appendingPathComponent("network.yml"), atomically: true, encoding: .utf8)
        try "fixtures: our-fixtures\n".write(to: directory.appendingPathComponent("specrun.yml"), atomically: true, encoding: .utf8)
        let run = try SpecrunProcess.run(["test.feature"], in: directory)
        #expect(run.exitCode == 1, "\(run.output)\(run.errors)")
        #expect(run.output.contains("expected the latest version of Tokyo"))
        try "profiles:\n  wifi:\n    downlink: { delay: seventy }\n".write(
            to: overrides.appendingPathComponent("network.yml"), atomically: true, encoding: .utf8)
        let broken = try SpecrunProcess.run(["test.feature"], in: directory)
        #expect(broken.exitCode == 2)
        #expect(broken.errors.contains("our-fixtures/network.yml:3:24"), "\(broken.errors)")
    }

    private static let coldCache = """
        @article-view
        Feature: Cold
          Scenario: Not cached
            Given $article is not cached
            When I navigate to it
            Then I should eventually see the latest version of $article
        """

    @Test func theStepGlossaryListsTheArticleSteps() throws {
        let run = try SpecrunProcess.run(["--list-steps"])
        #expect(run.exitCode == 0)
        #expect(run.output.contains("@article-view: The Wikipedia app's article view"))
        #expect(run.output.contains("I should eventually see {sight}"))
        #expect(run.output.contains("{article} is cached"))
        // The glossary names what a @spec-of: tag may name, with each algorithm's part.
        #expect(run.output.contains("  Algorithms: legacy (current), new (proposed), auto-update"), "\(run.output)")
        #expect(run.output.contains("unified (proposed), legacy-ios (current), legacy-android (current)"), "\(run.output)")
    }

    /// A feature whose only scenario keyword is misspelt holds no scenario: that is nothing run, not
    /// a run that went well (exit 1, as an empty selection), and the line is named with what was meant.
    @Test func aMisspeltScenarioKeywordIsNamedAndNothingRunFails() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("cold.feature", "@article-view\nFeature: Cold\n  Scenaro: Not cached\n    Given $article is not cached\n")
        let run = try workspace.run(["cold.feature"])
        #expect(run.exitCode == 1, "\(run.output)\(run.errors)")
        #expect(run.errors.contains("specrun: cold.feature:3:3: “Scenaro:” is no keyword, so the line is description text; "
            + "did you mean “Scenario:”?"), "\(run.errors)")
        try workspace.write("cold.feature", "# language: fr\n@article-view\nFonctionnalité: Froid\n  Scénaro: Pas en cache\n")
        let french = try workspace.run(["cold.feature"])
        #expect(french.exitCode == 1)
        #expect(french.errors.contains("cold.feature:4:3: “Scénaro:” is no keyword, so the line is description text; did you mean “Scénario:”?"),
                "\(french.errors)")
    }

    /// The syntax of a source travels with it: the results of a `.feature.md` file replay (they
    /// failed with "the source … stored in it does not parse", read as plain Gherkin).
    @Test func theResultsOfGherkinInMarkdownReplay() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("cold.feature.md", "`@article-view`\n# Feature: Cold\n\n## Scenario: Not cached\n\n* Given $article is not cached\n")
        let run = try workspace.run(["cold.feature.md", "--format", "json:r.json", "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.errors)")
        let replay = try workspace.run(["report", "--from", "r.json", "--format", "summary"])
        #expect(replay.exitCode == 0, "\(replay.errors)")
        #expect(replay.output.contains("Verdict: every run passed or departed as its spec allows (3 runs)"), "\(replay.output)")
    }

    /// The algorithms with their parts in the systems' intent: in use today, proposed, or a port
    /// that follows another's spec (specrun.yml's `follows:`).
    @Test func theAlgorithmsAreListedWithTheirParts() throws {
        let run = try SpecrunProcess.run(["--list-algorithms"])
        #expect(run.exitCode == 0)
        let lines = run.output.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).prefix(5).joined(separator: " ") }
        #expect(lines.contains { $0.hasPrefix("algorithm role what it does") }, "\(run.output)")
        #expect(lines.contains { $0.hasPrefix("legacy current ") }, "\(run.output)")
        #expect(lines.contains { $0.hasPrefix("new proposed ") }, "\(run.output)")
        #expect(lines.contains { $0.hasPrefix("new-python follows new's spec") }, "\(run.output)")
    }
}

/// A scenario with several undefined steps, as a spec writer's slips make them: the console names
/// each once with its "did you mean" (not once per algorithm), and the HTML report names every one.
@Suite struct UndefinedStepsTests {
    @Test func everyUndefinedStepOnceWithItsSuggestion() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("features/slips.feature", """
            @article-view
            Feature: Slips
              Scenario: Three slips
                Given my internet conection is ofline
                And $article is cahced
                When 5 secnds pass
                Then I should see teh cached content

            """)
        let run = try workspace.run(["features/", "--format", "summary", "--format", "html:report.html"])
        #expect(run.exitCode == 1)
        let suggestions = ["“my internet connection is offline”", "“$article is cached”", "“5 seconds pass”", "“I should see the cached content”"]
        for suggestion in suggestions {
            #expect(run.output.components(separatedBy: suggestion).count - 1 == 1, "\(suggestion) once in\n\(run.output)")
        }
        #expect(!run.output.contains("online"))
        let html = String(decoding: try workspace.read("report.html"), as: UTF8.self)
        #expect(html.contains("no step definition matches it, nor 3 more steps of the scenario"))
        for suggestion in suggestions { #expect(html.contains("did you mean \(suggestion)?")) }
    }
}
