import Foundation
import Runner
import SpecrunKit
import Testing
@testable import SpecrunCLI

@Suite struct ArgumentParserTests {
    let specs = RunOptionSpecs.all

    @Test func optionsKeepTheirArguments() throws {
        let parsed = try ParsedArguments.parse(["features/", "-t", "@a", "--tags=@b", "-j2", "--strict"], specs: specs)
        #expect(parsed.positionals.map(\.text) == ["features/"])
        #expect(parsed.all("tags").map(\.value) == ["@a", "@b"])
        #expect(parsed.all("tags").map(\.argument.position) == [3, 4])
        #expect(parsed.last("jobs")?.value == "2")
        #expect(parsed.has("strict"))
    }

    @Test func everythingAfterDoubleDashIsAPath() throws {
        let parsed = try ParsedArguments.parse(["--", "--strict"], specs: specs)
        #expect(parsed.positionals.map(\.text) == ["--strict"])
        #expect(!parsed.has("strict"))
    }

    @Test(arguments: [
        (["--tag", "x"], "unknown option --tag; did you mean --tags? (argument 1: \"--tag\")"),
        (["features", "--jobs"], "option --jobs needs a value (N) (argument 2: \"--jobs\")"),
        (["--strict=yes"], "option --strict takes no value (argument 1: \"--strict=yes\")"),
        (["--order", "defined", "--order", "random"], "option --order is given twice (first as argument 1); give it once (argument 3: \"--order\")"),
        (["-x"], "unknown option -x in -x (argument 1: \"-x\")"),
    ])
    func mistakesNameTheArgument(words: [String], message: String) {
        #expect(throws: UsageError.self) { try ParsedArguments.parse(words, specs: specs) }
        do {
            _ = try ParsedArguments.parse(words, specs: specs)
        } catch {
            #expect("\(error)" == message)
        }
    }
}

@Suite struct RunCommandSettingsTests {
    func settings(_ words: [String], project: ProjectFile? = nil, environment: [String: String] = [:],
                  terminal: Bool = true) throws -> RunCommandSettings {
        try RunCommandSettings(arguments: try ParsedArguments.parse(words, specs: RunOptionSpecs.all), project: project,
                               environment: environment, standardOutputIsTerminal: terminal)
    }

    func message(_ words: [String]) -> String? {
        do {
            _ = try settings(words)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func defaultsRunTheFeaturesFolder() throws {
        let settings = try settings([])
        #expect(settings.paths == ["features"])
        #expect(settings.order == .defined)
        #expect(settings.options.jobs == SuiteOptions.defaultJobs)
        #expect(SuiteOptions.defaultJobs == ProcessInfo.processInfo.activeProcessorCount)
        // In a terminal as when piped: the progress line and the summary.
        #expect(settings.formats.map(\.name) == ["progress"])
        #expect(settings.useColor)
    }

    @Test func withoutATerminalTheDefaultIsProgressWithoutColours() throws {
        let settings = try settings([], terminal: false)
        #expect(settings.formats.map(\.name) == ["progress"])
        #expect(!settings.useColor)
        #expect(try self.settings(["-f", "summary"], terminal: false).formats.map(\.name) == ["summary"])
    }

    @Test func theCommandLineWinsOverTheProjectFile() throws {
        var project = ProjectFile()
        project.paths = ["specs"]
        project.jobs = 4
        project.baseline = "baseline.yml"
        let settings = try settings(["other", "--jobs", "2"], project: project)
        #expect(settings.paths == ["other"])
        #expect(settings.options.jobs == 2)
        #expect(settings.baselinePath == "baseline.yml")
        #expect(try self.settings(["--no-baseline"], project: project).baselinePath == nil)
    }

    @Test func ordersShardsAndWindowsAreParsed() throws {
        let settings = try settings(["--order", "random:42", "--shard", "2/3", "--window", "1.5 s"])
        #expect(settings.order == .random(seed: 42))
        #expect(settings.shard == Shard(index: 2, count: 3))
        #expect(settings.options.window == .milliseconds(1500))
        #expect(try self.settings(["--order", "reverse", "--retry", "2"]).order == .reverse)
        #expect(try self.settings(["--retry", "2"]).options.retry == 2)
        #expect(try self.settings([]).options.retry == 0)
    }

    @Test(arguments: [
        (["--order", "shuffled"], "--order takes defined, reverse, random or random:SEED (a whole number) (argument 2: \"shuffled\")"),
        (["--retry", "-1"], "--retry takes how many more times a failed scenario may run, 0 or more (argument 2: \"-1\")"),
        (["--shard", "4/3"], "--shard takes K/N with 1 ≤ K ≤ N, e.g. 2/4 (argument 2: \"4/3\")"),
        (["--window", "soon"], "--window takes a duration such as 500ms, 60s or 2min, not “soon” (argument 2: \"soon\")"),
        (["--tags", "@a and"], "Tag expression \"@a and\" could not be parsed because of syntax error: Expected operand. (argument 2: \"@a and\")\n  @a and\n        ^\n  A tag, 'not' or '(' must come here, as in '@fast and not (@slow or @flaky)'."),
        (["-f", "json", "-f", "summary"], "json (argument 2: \"json\") and summary (argument 4: \"summary\") would both write to standard output; give all but one a path, e.g. --format summary:report.out"),
    ])
    func badValuesAreUsageErrors(words: [String], expected: String) {
        #expect(message(words) == expected)
    }

    @Test func strictIsTheDefaultUnlessToldOtherwise() throws {
        #expect(try settings([]).options.strict)
        #expect(try settings(["--strict"]).options.strict)
        #expect(try !settings(["--no-strict"]).options.strict)
        var relaxed = ProjectFile()
        relaxed.strict = false
        #expect(try !settings([], project: relaxed).options.strict)
        #expect(try settings(["--strict"], project: relaxed).options.strict)
        #expect(message(["--strict", "--no-strict"]) == "--strict and --no-strict contradict each other; give one (argument 1: \"--strict\")")
    }

    @Test func noColorFollowsTheOptionAndTheEnvironment() throws {
        #expect(try !settings(["--no-color"]).useColor)
        #expect(try !settings([], environment: ["NO_COLOR": "1"]).useColor)
        #expect(try settings([], environment: ["NO_COLOR": ""]).useColor)
    }
}
