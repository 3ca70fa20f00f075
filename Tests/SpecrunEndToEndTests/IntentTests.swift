import Foundation
import Testing

/// Intent end to end: a scenario declared one algorithm's spec (`@spec-of:`) is a difference on the
/// others, never a failure, in every format; a tag that names no algorithm, or two specs on one
/// scenario, is refused at its line; a baseline's reasons are shown and kept.
@Suite struct IntentTests {
    /// The legacy spec's warm-cache scenario by search result: new shows the cached article at once.
    static let legacySpec = """
        @article-view @spec-of:legacy
        Feature: The legacy article view
          Scenario: Online w/ warm cache, opened via search-result
            Given $article is cached
            And my internet connection is online
            When I navigate to it via search-result
            Then I should see a blank view with a progress bar
            And I should eventually see the latest version of $article
        """

    private func write(_ text: String, as name: String = "test.feature") throws -> URL {
        let directory = try SpecrunProcess.temporaryDirectory()
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func anotherAlgorithmsSpecIsADifferenceInTheUsersWordsNotAFailure() throws {
        let directory = try write(Self.legacySpec)
        let run = try SpecrunProcess.run(["test.feature", "-a", "legacy", "-a", "new", "--verbose", "-f", "progress",
                                          "-f", "junit:junit.xml", "-f", "json:results.json"], in: directory)
        #expect(run.exitCode == 0, "\(run.output)\(run.errors)")
        #expect(run.output.hasPrefix(".~"), "legacy passes its spec, new departs from it")
        #expect(run.output.contains("where legacy's spec says “I should see a blank view with a progress bar”, new shows revision 1042 of Tokyo at 0 ms"))
        #expect(run.output.contains("~ Departures from another algorithm's spec: 1 run (new 1), differences, not failures"))
        #expect(run.output.contains("Verdict: every run passed or departed as its spec allows (2 runs); no baseline was compared"))
        let junit = try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(!junit.contains("<failure"), "a departure is no JUnit failure")
        #expect(junit.contains("Departs from legacy&#39;s spec: where legacy&#39;s spec says “I should see a blank view"))
        let results = try String(contentsOf: directory.appendingPathComponent("results.json"), encoding: .utf8)
        #expect(results.contains(#""status":"departed""#))
        #expect(results.contains(#""observed":"revision 1042 of Tokyo at 0 ms""#))
    }

    @Test func theSpecsOwnAlgorithmFailingItIsAFailure() throws {
        let directory = try write(Self.legacySpec.replacingOccurrences(of: "@spec-of:legacy", with: "@spec-of:new"))
        let run = try SpecrunProcess.run(["test.feature", "-a", "legacy", "-a", "new", "-f", "progress"], in: directory)
        #expect(run.exitCode == 1)
        #expect(run.output.hasPrefix(".F"), "legacy does what this spec says; new fails its own spec")
        #expect(run.output.contains("Verdict: 1 of 2 runs failed; no baseline was compared"))
    }

    /// A `@spec-of:` tag that names no algorithm, and a scenario declared the spec of two, each
    /// refused at its place: (what the legacy spec's text becomes, what the error says).
    static let refusedTags: [(replacing: String, with: String, error: String)] = [
        ("@spec-of:legacy", "@spec-of:legasy",
         "test.feature:1:15: @spec-of:legasy names no algorithm of @article-view (did you mean \"legacy\"?)"),
        ("  Scenario:", "  @spec-of:new\n  Scenario:",
         "is declared the spec of @spec-of:legacy and @spec-of:new; a scenario specifies one algorithm"),
    ]

    @Test(arguments: refusedTags)
    func aSpecTagThatCannotHoldIsRefusedAtItsPlace(_ refused: (replacing: String, with: String, error: String)) throws {
        let directory = try write(Self.legacySpec.replacingOccurrences(of: refused.replacing, with: refused.with))
        let run = try SpecrunProcess.run(["test.feature"], in: directory)
        #expect(run.exitCode == 2)
        #expect(run.errors.contains(refused.error), "\(run.errors)")
    }

    @Test func aKnownDivergencesReasonIsShownAndKeptByWriteBaseline() throws {
        let directory = try write(BaselineCommandTests.feature)
        let record = try SpecrunProcess.run(["test.feature", "--write-baseline", "baseline.yml"], in: directory)
        #expect(record.exitCode == 0, "\(record.errors)")
        let path = directory.appendingPathComponent("baseline.yml")
        var text = try String(contentsOf: path, encoding: .utf8)
        #expect(text.contains("schema: specrun/baseline@2"))
        let reason = "legacy never asks whether its copy is current"
        #expect(text.contains("\"legacy\": failed\n"))
        text = text.replacingOccurrences(of: "\"legacy\": failed\n", with: "\"legacy\": {status: failed, reason: \"\(reason)\"}\n")
        try text.write(to: path, atomically: true, encoding: .utf8)

        let verbose = try SpecrunProcess.run(["test.feature", "--baseline", "baseline.yml", "--verbose", "-f", "progress"], in: directory)
        #expect(verbose.exitCode == 0, "\(verbose.output)\(verbose.errors)")
        #expect(verbose.output.contains("[legacy]: failed, known\n   Why: \(reason)"), "\(verbose.output)")

        let again = try SpecrunProcess.run(["test.feature", "--no-baseline", "--write-baseline", "baseline.yml"], in: directory)
        #expect(again.exitCode == 0)
        #expect(try String(contentsOf: path, encoding: .utf8).contains("\"legacy\": {status: failed, reason: \"\(reason)\"}"))
        #expect(again.errors.contains("1 reason kept"), "\(again.errors)")

        // Recorded without legacy, its entry and reason are gone: the reason is listed as dropped.
        let without = try SpecrunProcess.run(["test.feature", "--no-baseline", "-a", "new", "--write-baseline", "baseline.yml"],
                                             in: directory)
        #expect(without.errors.contains("Reasons dropped, as their runs changed (write them again if they still hold):\n"
            + "  test.feature: A newer revision exists [legacy]: was failed, no longer run: \"\(reason)\""), "\(without.errors)")
    }

    @Test func aReasonOfMoreThanOneLineIsRefusedAtItsPlace() throws {
        let directory = try write(BaselineCommandTests.feature)
        try "schema: specrun/baseline@2\nfeatures:\n  test.feature:\n    \"A newer revision exists\":\n      legacy: {status: failed, reason: \"one\\ntwo\"}\n"
            .write(to: directory.appendingPathComponent("baseline.yml"), atomically: true, encoding: .utf8)
        let run = try SpecrunProcess.run(["test.feature", "--baseline", "baseline.yml"], in: directory)
        #expect(run.exitCode == 2)
        #expect(run.errors.contains("baseline.yml:5:15: a reason is one line of text"), "\(run.errors)")
    }

    /// In `pretty`, a known divergence is a grey `x` with its reason, never a red `✗`.
    @Test func prettyMarksAKnownDivergenceAsKnown() throws {
        let run = try SpecrunProcess.run(["features/article-view/ideal-strategy.feature:24", "--format", "pretty"])
        #expect(run.exitCode == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("      x legacy: known divergence (legacy shows an offline banner (or a blank view) over a cached article "
            + "read offline: the bug report the proposal should address): expected not to see any banner"), "\(run.output)")
        #expect(!run.output.contains("✗"), "\(run.output)")
    }
}
