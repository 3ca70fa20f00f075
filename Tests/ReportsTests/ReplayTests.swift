import Foundation
import Testing
@testable import Reports
import Runner
import SpecrunKit

/// `specrun report`: every format rendered from saved json results is the same as rendered during
/// the run, and the results of the shards of a run merge into what one unsharded run reports.
@Suite struct ReplayTests {
    static let formats = ["json", "pretty", "progress", "summary", "junit", "message", "cucumber-json", "markdown", "html"]

    @Test func everyFormatFromSavedResultsIsTheSameAsFromTheRun() throws {
        var harness = ReportHarness()
        harness.features.append(("features/hostile.feature", ViewerFeatures.hostile))
        let direct = try harness.render(Self.formats)
        let replayed = try ReportHarness.renderSaved([direct["json"]!], Self.formats)
        for format in Self.formats {
            #expect(replayed[format] == direct[format], "\(format) differs when rendered from saved results")
        }
    }

    /// A run's scenario hooks are test steps between its steps (the `Before` hooks first, the
    /// `After` hooks last): saved with their places and read back there, a failing one and what
    /// one attached included, every format is the same as the run's. (The system registers its
    /// hooks before its parameter type: the messages list them in that order from the file too.
    /// A report read from such results stopped on the first hook's test step before 2.0.)
    @Test func scenarioHooksReadBackWhereTheyRan() throws {
        var harness = ReportHarness()
        harness.systems = [try AnySystem(ViewerSystem(hooked: true))]
        harness.features.append(("features/untidy.feature", """
            @viewer @untidy
            Feature: Closing
              Scenario: Opening and closing
                Given the article "Tokyo" is cached
                When the user opens the article
            """))
        let direct = try harness.render(Self.formats)
        let json = try #require(direct["json"])
        #expect(json.contains("\"hook\":0") && json.contains("\"hook\":1") && json.contains("the viewer did not close"),
                "the hooks' test steps are in the saved results")
        #expect(json.contains("\"attachments\":[") && json.contains("\"supportCode\":[\"hook\",\"hook\",\"parameterType\""),
                "what the hooks attached and the order the system registered its hooks in are in the saved results")
        let replayed = try ReportHarness.renderSaved([json], Self.formats)
        for format in Self.formats {
            #expect(replayed[format] == direct[format], "\(format) differs when rendered from saved results")
        }
    }

    /// Results that name a hook their system does not record (written before hooks were saved)
    /// are refused with the reason, not reported with a test step no report can name.
    @Test func aHookTheFileDoesNotRecordIsRefused() throws {
        var harness = ReportHarness()
        harness.systems = [try AnySystem(ViewerSystem(hooked: true))]
        let json = try #require(try harness.render(["json"])["json"])
        let withoutHooks = json.replacing(/"hooks":\[[^\]]*\],/, with: "")
        #expect(withoutHooks.count < json.count, "the hooks' record was taken out")
        let error = try #require(throws: ResultsFileError.self) { try ReportHarness.renderSaved([withoutHooks], ["message"]) }
        #expect("\(error)".contains("ran hook 0 of system viewer, which the file does not record for its scenario"), "\(error)")
    }

    @Test func shardsMergeIntoTheUnshardedRun() throws {
        let whole = try ReportHarness().render(Self.formats)
        let shards = try (1...3).map { index -> String in
            var harness = ReportHarness()
            harness.shard = Shard(index: index, count: 3)
            return try harness.render(["json"])["json"]!
        }
        let merged = try ReportHarness.renderSaved(shards.reversed(), Self.formats)
        for format in Self.formats {
            #expect(merged[format] == whole[format], "\(format) of the merged shards differs from the unsharded run")
        }
    }

    /// Two files whose ids interleave with their runs' (as the command line numbers them), in a
    /// random order, against a baseline, with a retried run: the shards, in any order given, merge
    /// into the unsharded run format by format, github annotations included.
    @Test(arguments: [1, 2, 3])
    func shardsOfSeveralFilesInARandomOrderWithABaselineMergeIntoTheUnshardedRun(count: Int) throws {
        var harness = ReportHarness()
        harness.features.append(("features/hostile.feature", ViewerFeatures.hostile))
        harness.order = .random(seed: 11)
        harness.options.retry = 1
        harness.baseline = Baseline(expectations: [
            BaselineKey(uri: "features/viewer.feature", scenario: "Opening online", algorithm: "eager"): .failed,
            BaselineKey(uri: "features/viewer.feature", scenario: "Opening offline", algorithm: "lazy"): .failed,
        ])
        let formats = Self.formats + ["github", "matrix", "rerun"]
        let whole = try harness.render(formats)
        let shards = try (1...count).map { index -> String in
            var shard = harness
            shard.shard = Shard(index: index, count: count)
            return try shard.render(["json"])["json"]!
        }
        let merged = try ReportHarness.renderSaved(shards.reversed(), formats)
        for format in formats {
            #expect(merged[format] == whole[format], "\(format) of \(count) merged shards differs from the unsharded run")
        }
    }

    /// Shards run in different orders (`--order random` draws a seed per shard) merge into the
    /// defined order's run, numbered as it numbers them, and the merge says so.
    @Test func shardsOfDifferentOrdersMergeIntoTheDefinedOrdersRun() throws {
        var harness = ReportHarness()
        harness.features.append(("features/hostile.feature", ViewerFeatures.hostile))
        let formats = Self.formats + ["github", "matrix", "rerun"]
        let defined = try harness.render(formats)
        let shards = try [(1, ScenarioOrder.random(seed: 1)), (2, .random(seed: 2))].map { index, order -> (String, Data) in
            var shard = harness
            shard.order = order
            shard.shard = Shard(index: index, count: 2)
            return ("\(index).json", Data(try shard.render(["json"])["json"]!.utf8))
        }
        let replay = try ResultsReplay(contents: shards)
        #expect(replay.notes == ["the shards ran in different orders (random:1, random:2); the report lists their runs in the "
            + "defined order; give every shard the same --order random:SEED to keep one"])
        let merged = try ReportHarness.renderSaved(shards.map { String(decoding: $0.1, as: UTF8.self) }, formats)
        for format in formats {
            #expect(merged[format] == defined[format], "\(format) of shards in two orders differs from the defined order's run")
        }
    }

    @Test func shardsFromBeforeIdsWereKeptAreRefused() throws {
        func shard(_ index: Int) throws -> Data {
            var harness = ReportHarness()
            harness.shard = Shard(index: index, count: 2)
            return Data(try harness.render(["json"])["json"]!.utf8)
        }
        let old = Data(String(decoding: try shard(2), as: UTF8.self).replacingOccurrences(of: "\"firstId\":0,", with: "").utf8)
        #expect(throws: ResultsFileError("b.json: written by a specrun from before shards could be merged (its features have no "
            + "\"firstId\"); run the shards again with this version")) {
            try ResultsReplay(contents: [("a.json", try shard(1)), ("b.json", old)])
        }
    }

    @Test func aMissingShardIsNoted() throws {
        let shards = try (1...2).map { index -> String in
            var harness = ReportHarness()
            harness.shard = Shard(index: index, count: 3)
            return try harness.render(["json"])["json"]!
        }
        let replay = try ResultsReplay(contents: shards.map { ("s.json", Data($0.utf8)) })
        #expect(replay.notes == ["the results were merged from 2 of 3 shards, 3/3 missing, so the report covers only part of the suite"])
        #expect(replay.end.failure == "the results were merged from 2 of 3 shards, 3/3 missing, so only part of the suite is here")
    }

    /// One shard of two alone is no more the whole run than two of three: it says so, and its
    /// verdict fails (it used to read as the whole run).
    @Test func oneShardAloneIsNotTheRun() throws {
        var harness = ReportHarness()
        harness.shard = Shard(index: 2, count: 2)
        let replay = try ResultsReplay(contents: [("s.json", Data(try harness.render(["json"])["json"]!.utf8))])
        #expect(replay.notes == ["the results were merged from 1 of 2 shards, 1/2 missing, so the report covers only part of the suite"])
        #expect(!replay.end.succeeded)
        #expect(BaselineVerdict.cutShort(replay.end) == "merged from 1 of 2 shards, 1/2 missing")
    }

    @Test func theSameShardTwiceIsAnError() throws {
        var harness = ReportHarness()
        harness.shard = Shard(index: 1, count: 2)
        let json = try harness.render(["json"])["json"]!
        #expect(throws: ResultsFileError.self) { try ResultsReplay(contents: [("a.json", Data(json.utf8)), ("b.json", Data(json.utf8))]) }
    }

    @Test(arguments: [
        ("{\"schema\":\"other@1\"}", "a.json: not specrun results (schema \"other@1\", expected \"specrun/results@2\"); give a file written by --format json:FILE"),
        // Cut short, or not JSON at all: the place where it stops being JSON (it used to have none).
        ("[1,2", "a.json:1:5: not JSON: the text ends inside an array (was the file cut short?); give a file written by --format json:FILE"),
        ("{\"schema\":\"specrun/results@1\",\n \"runs\":[{\"uri\":\"a.fea",
         "a.json:2:17: not JSON: the text ends inside this string (was the file cut short?); give a file written by --format json:FILE"),
        ("{\"schema\": x}", "a.json:1:12: not JSON: expected a value, found \"x\"; give a file written by --format json:FILE"),
        ("[1,2]", "a.json: not JSON results; give a file written by --format json:FILE"),
        ("{\"schema\":\"specrun/results@1\",\"specrun\":{\"version\":\"1\"},\"startedAt\":\"\",\"runs\":[]}", "a.json: \"options\" is missing at the top level; was the file edited or cut short?"),
    ])
    func unreadableResultsAreNamed(_ text: String, _ message: String) {
        #expect(throws: ResultsFileError(message)) { try ResultsReplay(contents: [("a.json", Data(text.utf8))]) }
    }

    @Test func editedSourcesAreCaught() throws {
        let json = try ReportHarness().render(["json"])["json"]!
        let edited = json.replacingOccurrences(of: "Scenario: Opening online\\n", with: "Scenario: Opening online\\n  Given nothing\\n")
        #expect(edited != json)
        #expect(throws: ResultsFileError.self) { try ResultsReplay(contents: [("a.json", Data(edited.utf8))]) }
    }

    @Test func instantsReadBackAsWritten() {
        for seconds: UInt64 in [0, 951_782_400, 1_767_225_599, 4_102_444_800] {
            let instant = WallTime(nanosecondsSinceEpoch: seconds * 1_000_000_000 + 123_000_000)
            #expect(WallTime(iso8601: instant.iso8601) == instant)
        }
        #expect(WallTime(iso8601: "2026-13-01T00:00:00Z") == nil)
        #expect(WallTime(iso8601: "2026-01-01 00:00:00Z") == nil)
    }
}
