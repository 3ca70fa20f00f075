import Foundation
import Testing

/// Values that parse but make no sense: a zero timeout, window or interval in the fixtures or the
/// project file, no threads, a line that selects nothing, a baseline entry for a scenario or an
/// algorithm that does not exist. Each is refused where it is written, saying what to write.
@Suite(.timeLimit(.minutes(2))) struct HostileValueTests {
    static let feature = "@article-view\nFeature: Cold\n  Scenario: Not cached\n    Given $article is not cached\n"

    /// Every duration of the built-in systems' fixtures that must be positive (a zero polling
    /// interval once made 158,011 requests).
    @Test(arguments: [
        ("safe.yml", "app", "pollingInterval", "how often the legacy iOS client polls", "10 s"),
        ("safe.yml", "app", "snackbarDuration", "how long a snackbar shows", "4 s"),
        ("safe.yml", "app", "requestTimeout", "how long the app waits for an answer", "30 s"),
        ("safe.yml", "app", "observationWindow", #"how long "eventually" and "should not see" look"#, "60 s"),
        ("articles.yml", "app", "requestTimeout", "how long the app waits for an answer", "30 s"),
        ("articles.yml", "app", "observationWindow", #"how long "eventually" and "should not see" look"#, "60 s"),
        ("network.yml", "conditions", "slowExtraDelay", "how much later answers come on a slow connection", "5 s"),
    ])
    func aZeroDurationInTheFixtures(file: String, section: String, key: String, meaning: String, example: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        try workspace.write("fixtures/\(file)", "\(section):\n  \(key): 0 s\n")
        try expectRefusal(["test.feature"] + HostileInputTests.reports, in: workspace, message: """
            specrun: fixtures/\(file):2:\(key.count + 5): invalid value for "\(section).\(key)": \(meaning) must be more \
            than 0; write a duration such as \(example)

            """)
    }

    @Test func noThreadsOrNoWindowInTheProjectFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        try workspace.write("specrun.yml", "paths: [test.feature]\njobs: 0\n")
        try expectRefusal(HostileInputTests.reports, in: workspace, message: """
            specrun: specrun.yml:2:7: invalid value for "jobs": jobs takes a whole number of threads, from 1 to 1024

            """)
        try workspace.write("specrun.yml", "window: 0 ms\n")
        try expectRefusal(["test.feature"], in: workspace, message: """
            specrun: specrun.yml:1:9: invalid value for "window": window must be more than 0; write a duration such as \
            500ms, 60s or 2min

            """)
    }

    /// `order: random:abc` in the project file, at its place (it used to be blamed on no argument).
    @Test func anOrderThatIsNotOne() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        try workspace.write("specrun.yml", "paths: [test.feature]\norder: random:abc\n")
        try expectRefusal(HostileInputTests.reports, in: workspace, message: """
            specrun: specrun.yml:2:8: invalid value for "order": order takes defined, reverse, random or random:SEED (a whole number)

            """)
    }

    /// A `--name` pattern that does not compile, at its column (it used to say "The operation could
    /// not be completed"); one that backtracks catastrophically elsewhere runs at once (it took 7 s
    /// on a name of 36 characters, doubling with each one more).
    @Test func namePatterns() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", """
            @article-view
            Feature: F
              Scenario: \(String(repeating: "a", count: 40))b
                When I navigate to it

            """)
        try expectRefusal(["test.feature", "-n", "refresh(es"] + HostileInputTests.reports, in: workspace, message: """
            specrun: --name takes a regular expression, and this one does not compile: this '(' is never closed (column 8) \
            (argument 3: "refresh(es")
              refresh(es
                     ^
              Close it with ')', or escape it as \\(.
            Run 'specrun --help' for usage.

            """)
        try expectRefusal(["test.feature", "-n", "(a)\\1"], in: workspace, message: """
            specrun: --name takes a regular expression, and this one does not compile: backreferences are not supported (column 4) \
            (argument 3: "(a)\\1")
              (a)\\1
                 ^
              --name matches in time proportional to the name, which they would not allow; search without them.
            Run 'specrun --help' for usage.

            """)
        let start = Date()
        let run = try workspace.run(["test.feature", "-n", "(a+)+$", "--no-baseline", "--format", "summary"])
        #expect(Date().timeIntervalSince(start) < 10)
        // It matches no name: nothing ran, and the run says so (exit 1, not "every run as expected").
        #expect(run.exitCode == 1, "\(run.errors)")
        #expect(run.output.contains("0 runs"), "\(run.output)")
        #expect(run.output.contains("Nothing matched: none of the 1 scenario in 1 feature file was selected"), "\(run.output)")
    }

    /// Values that used to trap (an arithmetic overflow, SIGILL, leaving the children running): each
    /// is refused at its line and column.
    @Test(arguments: [
        ("specrun.yml", "turnTimeout: 999999999 h\n",
         #"specrun.yml:1:14: invalid value for "turnTimeout": “999999999 h” is longer than the longest duration specrun takes, 876000 h (100 years)"#),
        ("specrun.yml", "turnTimeout: 25 h\n",
         #"specrun.yml:1:14: invalid value for "turnTimeout": how long an external algorithm may take over one turn (wall-clock) must be at most 24 h; write a duration such as 5 s"#),
        ("specrun.yml", "algorithms:\n  - {system: article-view, name: x, command: [python3], turnTimeout: 0 s}\n",
         #"specrun.yml:2:70: invalid value for "algorithms[0].turnTimeout": how long an external algorithm may take over one turn (wall-clock) must be more than 0; write a duration such as 5 s"#),
        ("specrun.yml", "jobs: 9223372036854775807\n",
         #"specrun.yml:1:7: invalid value for "jobs": jobs takes a whole number of threads, from 1 to 1024"#),
        ("specrun.yml", "window: 0.00000000000000000001 s\n",
         #"specrun.yml:1:9: invalid value for "window": window takes a duration such as 500ms, 60s or 2min, not “0.00000000000000000001 s”"#),
        ("specrun.yml", "window: 9000000000000000 s 9000000000000000 s\n",
         #"specrun.yml:1:9: invalid value for "window": window takes a duration such as 500ms, 60s or 2min, not “9000000000000000 s 9000000000000000 s”"#),
        ("fixtures/network.yml", "profiles:\n  wifi:\n    name: W\n    downlink: {bandwidth: 40 Mbps, delay: 9223372036854775000 ms}\n    uplink: {bandwidth: 33 Mbps}\n",
         #"fixtures/network.yml:4:43: invalid value for "profiles.wifi.downlink.delay": “9223372036854775000 ms” is longer than the longest duration specrun takes, 876000 h (100 years)"#),
        ("fixtures/network.yml", "profiles:\n  wifi:\n    name: W\n    downlink: {bandwidth: 9223372036854775000 bps}\n    uplink: {bandwidth: 33 Mbps}\n",
         #"fixtures/network.yml:4:27: invalid value for "profiles.wifi.downlink.bandwidth": “9223372036854775000 bps” is faster than the fastest bandwidth specrun takes, 1000 Gbps; write unlimited for a link without a limit"#),
        ("fixtures/articles.yml", "default: Tokyo\napp: {requestTimeout: 30 s, observationWindow: 60 s}\narticles:\n  - title: Tokyo\n    revisions:\n      - { id: 1042, bytes: 9223372036854775000 }\n",
         #"fixtures/articles.yml:6:28: invalid value for "articles[0].revisions[0].bytes": a size in bytes is from 0 to 10000000000 (10 GB), not 9223372036854775000"#),
        ("fixtures/safe.yml", "default: Main\nsafes:\n  - name: Main\n    address: \"0x7A9f3c1B2E4d5F60718293a4B5c6D7e8F9012c31\"\n    balances: {eth: \"1\", tokens: []}\n    collectibles:\n      - { name: K, image: k, imageBytes: -1 }\n    transactions: []\n",
         #"fixtures/safe.yml:7:42: invalid value for "safes[0].collectibles[0].imageBytes": a size in bytes is from 0 to 10000000000 (10 GB), not -1"#),
    ])
    func aValueThatUsedToTrap(file: String, text: String, message: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        try workspace.write(file, text)
        try expectRefusal(["test.feature"] + HostileInputTests.reports, in: workspace, message: "specrun: \(message)\n")
    }

    @Test func tooManyThreadsOnTheCommandLine() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        try expectRefusal(["test.feature", "--jobs", "9223372036854775807"], in: workspace, message: """
            specrun: --jobs takes a whole number of threads, from 1 to 1024 (argument 3: "9223372036854775807")
            Run 'specrun --help' for usage.

            """)
    }

    @Test func aLineThatSelectsNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", "@article-view\nFeature: Cold\n\n  Scenario: Not cached\n    Given $article is not cached\n")
        try expectRefusal(["test.feature:999"] + HostileInputTests.reports, in: workspace, message: """
            specrun: test.feature:999: test.feature has 5 lines; give the line of a scenario, a step or an examples row

            """)
        try expectRefusal(["test.feature:3:6"], in: workspace, message: """
            specrun: test.feature:3: line 3 is on no scenario, step or examples row, so it selects nothing; give the line of \
            one, e.g. test.feature:4
            test.feature:6: test.feature has 5 lines; give the line of a scenario, a step or an examples row

            """)
        let run = try workspace.run(["test.feature:2:5", "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.errors)")
    }

    @Test func aBaselineEntryForAScenarioOrAnAlgorithmThatDoesNotExist() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature + "  @later\n  Scenario: Offline\n    Given $article is not cached\n")
        try workspace.write("other.feature", Self.feature)
        try workspace.write("baseline.yml", """
            schema: specrun/baseline@1
            features:
              "test.feature":
                "Not cachd":
                  "legacy": passed
                "Not cached":
                  "legcy": failed
                "Offline":
                  "new": passed
              "missing.feature":
                "Anything":
                  "anything": failed

            """)
        try expectRefusal(["test.feature", "--baseline", "baseline.yml"] + HostileInputTests.reports, in: workspace, message: """
            specrun: baseline.yml:4:5: test.feature has no scenario "Not cachd" (did you mean "Not cached"?); correct the \
            name, or remove the entry (--write-baseline records the baseline afresh)
            baseline.yml:7:7: unknown algorithm "legcy" for test.feature (did you mean "legacy"?); @article-view has legacy, \
            new, auto-update

            """)
        // A scenario this run does not select, and a file outside its paths, are not mistakes.
        try workspace.write("baseline.yml", """
            schema: specrun/baseline@1
            features:
              "test.feature":
                "Offline":
                  "new": passed
              "other.feature":
                "Nowhere":
                  "legcy": passed

            """)
        let run = try workspace.run(["test.feature", "--tags", "not @later", "--baseline", "baseline.yml", "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.errors)")
    }
}

/// One reading per kind of value: a duration past the longest specrun takes is refused in the same
/// words from every place it can be written (an option of run or explore, the project file), and a
/// value in a results file that would trap the arithmetic, or JSON nested past the one depth limit,
/// is refused with its file (and place) instead of crashing.
@Suite(.timeLimit(.minutes(2))) struct OneReadingPerValueTests {
    static let tooLong = "“1000000h” is longer than the longest duration specrun takes, 876000 h (100 years)"

    @Test(arguments: [
        (["test.feature", "--window", "1000000h"], "specrun: \(tooLong) (argument 3: \"1000000h\")\nRun 'specrun --help' for usage.\n"),
        (["explore", "--window", "1000000h"], "specrun: \(tooLong) (argument 3: \"1000000h\")\nRun 'specrun explore --help' for usage.\n"),
        (["explore", "--time", "1000000h"], "specrun: \(tooLong) (argument 3: \"1000000h\")\nRun 'specrun explore --help' for usage.\n"),
        (["explore", "--time", "0s"], "specrun: --time must be more than 0; write a duration such as 500ms, 60s or 2min (argument 3: \"0s\")\nRun 'specrun explore --help' for usage.\n"),
    ])
    func aDurationOptionIsReadAsTheProjectFileReadsIt(arguments: [String], message: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", HostileValueTests.feature)
        try expectRefusal(arguments, in: workspace, message: message)
        try workspace.write("specrun.yml", "window: 1000000h\n")
        try expectRefusal(["test.feature"], in: workspace, message: "specrun: specrun.yml:1:9: invalid value for \"window\": \(Self.tooLong)\n")
    }

    /// A value of the project file is refused at its line and column, whatever check refuses it
    /// (these two were refused without a place).
    @Test(arguments: [
        ("algorithm: [new, nope]\n", #"specrun.yml:1:18: unknown algorithm "nope"; known algorithms are article-view: legacy, new, auto-update; safe-app: unified, legacy-ios, legacy-android"#),
        ("baseline: \"\"\n", #"specrun.yml:1:11: invalid value for "baseline": an empty path; give the baseline file's path, or leave baseline: out"#),
        // A key missing is said in the words of its value, not of the type that keeps its place.
        ("references:\n  file: r.json\n", #"specrun.yml:2:3: missing key "key" in "references"; add "key:" with a string"#),
    ])
    func aProjectValueIsRefusedAtItsPlace(text: String, message: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", HostileValueTests.feature)
        try workspace.write("specrun.yml", text)
        let run = try workspace.run(["test.feature"])
        #expect(run.exitCode == 2)
        #expect(run.errors.hasPrefix("specrun: \(message)"), "\(run.errors)")
    }

    /// Nested 100,000 deep: a results file for `report --from`, a `references:` file.
    @Test func deepJSONIsRefusedByEveryReader() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try workspace.write("deep.json", deep)
        try expectRefusal(["report", "--from", "deep.json", "--format", "summary"], in: workspace, message: """
            specrun: deep.json:1:257: not JSON: nested deeper than 256 levels; give a file written by --format json:FILE

            """)
        try workspace.write("test.feature", HostileValueTests.feature)
        try workspace.write("specrun.yml", "references:\n  file: deep.json\n  key: \"@id:\"\n")
        let run = try workspace.run(["test.feature", "--format", "html:r.html"])
        #expect(run.exitCode == 2, "\(run.output)\(run.errors)")
        #expect(run.errors.contains("nested deeper than 256 levels"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("r.html")))
    }

    @Test func aDurationInAResultsFileThatWouldTrapIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", HostileValueTests.feature)
        let run = try workspace.run(["test.feature", "--format", "json:r.json"])
        #expect(run.exitCode == 0, "\(run.errors)")
        var text = String(decoding: try workspace.read("r.json"), as: UTF8.self)
        let range = try #require(text.range(of: #""durationMs":[0-9.]+"#, options: .regularExpression))
        text.replaceSubrange(range, with: #""durationMs":1e308"#)
        try workspace.write("r.json", text)
        let replay = try workspace.run(["report", "--from", "r.json", "--format", "summary"])
        #expect(replay.exitCode == 2, "\(replay.output)\(replay.errors)")
        #expect(replay.errors.contains("r.json: a durationMs of 1e+308 is longer than the longest duration specrun takes"), "\(replay.errors)")
    }
}

/// Every numeric option of every command, and every numeric key of the project file, at its
/// extremes and past them (zero, negative, the largest integers and one past, exponents, other
/// digits, empty): the command runs, or refuses the value with exit 2 naming the argument or the
/// place in the file; it never traps, never says "crashed". The options are read from each
/// command's `--help`, so an option added later is swept too.
@Suite(.tags(.slow), .timeLimit(.minutes(4))) struct ExtremeValueSweepTests {
    /// The values tried for each kind of value an option's help names.
    static let values: [String: [String]] = [
        "N": ["0", "-1", "1", "9223372036854775807", "9223372036854775808", "99999999999999999999999", "1e3", "0x10", " 5", "", "١٢"],
        "DURATION": ["0s", "-1s", "1ms", "876000h", "876001h", "10000000h", "9223372036854775807ms", "1e308s", "nan s", ""],
        "K/N": ["0/2", "3/2", "1/0", "1/9223372036854775807", "9223372036854775808/9223372036854775808", "-1/2", "1/2/3"],
        "ORDER": ["random:-1", "random:18446744073709551615", "random:18446744073709551616", "random:", "random:1e3"],
    ]

    /// The options of `command`'s help that take a number, with the kind of value each names.
    static func numericOptions(of command: [String]) throws -> [(option: String, kind: String)] {
        let help = try SpecrunProcess.run(command + ["--help"]).output
        return help.split(separator: "\n").compactMap { line in
            guard let match = line.firstMatch(of: /^\s+(?:-\w, )?(--[a-z-]+) (N|K|DURATION|K\/N|ORDER)\s/) else { return nil }
            return (String(match.1), match.2 == "K" ? "N" : String(match.2))
        }
    }

    static func expectNoCrash(_ run: SpecrunProcess.Result, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect([0, 1, 2].contains(run.exitCode), "\(label): exit \(run.exitCode): \(run.errors)", sourceLocation: sourceLocation)
        #expect(!run.errors.contains("crashed") && !run.errors.contains("Fatal error"), "\(label): \(run.errors)",
                sourceLocation: sourceLocation)
        if run.exitCode == 2 {
            #expect(run.errors.hasPrefix("specrun: ") && (run.errors.contains("(argument ") || run.errors.contains("specrun.yml:")),
                    "\(label): a refusal that names no place: \(run.errors)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyNumericOptionOfARun() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", HostileValueTests.feature)
        let options = try Self.numericOptions(of: [])
        #expect(Set(options.map(\.option)).isSuperset(of: ["--retry", "--jobs", "--window", "--seed", "--shard", "--order"]))
        for (option, kind) in options {
            for value in Self.values[kind]! {
                Self.expectNoCrash(try workspace.run(["test.feature", option, value]), "\(option) \(value)")
            }
        }
    }

    @Test func everyNumericOptionOfAnExploration() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let options = try Self.numericOptions(of: ["explore"])
        #expect(Set(options.map(\.option)).isSuperset(of: ["--seed", "--budget", "--time", "--max-steps", "--depth", "--jobs", "--window"]))
        for (option, kind) in options {
            for value in Self.values[kind]! {
                // A value that is taken runs a small exploration: a budget of 20 (with --time, whichever
                // ends first), or a second for a budget.
                let bound = option == "--budget" ? ["--time", "1s"] : ["--budget", "20"]
                let exhaustive = option == "--depth" ? ["--exhaustive"] : []
                let arguments = ["explore", "--system", "article-view", "-a", "legacy", "-a", "new", option, value]
                    + (exhaustive.isEmpty ? bound : exhaustive)
                Self.expectNoCrash(try workspace.run(arguments), "explore \(option) \(value)")
            }
        }
    }

    @Test func everyNumericKeyOfTheProjectFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", HostileValueTests.feature)
        let keys: [(key: String, kind: String)] = [("jobs", "N"), ("seed", "N"), ("window", "DURATION")]
        for (key, kind) in keys {
            for value in Self.values[kind]! {
                try workspace.write("specrun.yml", "\(key): \"\(value)\"\n")
                Self.expectNoCrash(try workspace.run(["test.feature"]), "\(key): \(value)")
            }
        }
        for value in Self.values["DURATION"]! {
            try workspace.write("specrun.yml", """
                algorithms:
                  - system: article-view
                    name: port
                    command: [python3, \(SpecrunProcess.repository.path)/adapters/python/article_view_new.py]
                    turnTimeout: "\(value)"

                """)
            Self.expectNoCrash(try workspace.run(["test.feature", "-a", "port"]), "turnTimeout: \(value)")
        }
    }
}

/// One parse per setting: every option of a run that is also a key of `specrun.yml` (found by
/// trying each option's name as a key) is given the same values both ways, and both ways agree:
/// both taken, or both refused in the same words (said of `--name` and of `name`), the option's
/// with its argument, the key's at its line and column. Two parsers with two bounds
/// (`--window 1000000h` run while `window: 1000000 h` was refused) cannot come back unnoticed.
@Suite(.tags(.slow), .timeLimit(.minutes(4))) struct SettingsAgreementTests {
    @Test func anOptionAndItsProjectKeyAreOneParse() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", HostileValueTests.feature)
        let options = try ExtremeValueSweepTests.numericOptions(of: [])
        var shared: [String] = []
        for (option, kind) in options {
            let key = String(option.dropFirst(2))
            try workspace.write("specrun.yml", "\(key): \"\(ExtremeValueSweepTests.values[kind]![0])\"\n")
            let probe = try workspace.run(["test.feature"])
            try FileManager.default.removeItem(atPath: workspace.path("specrun.yml"))
            guard !probe.errors.contains("unknown key") else { continue }
            shared.append(key)
            for value in ExtremeValueSweepTests.values[kind]! + ["abc", "1", "2"] {
                let byOption = try workspace.run(["test.feature", option, value])
                try workspace.write("specrun.yml", "\(key): \"\(value.replacingOccurrences(of: "\"", with: "\\\""))\"\n")
                let byKey = try workspace.run(["test.feature"])
                try FileManager.default.removeItem(atPath: workspace.path("specrun.yml"))
                #expect((byOption.exitCode == 2) == (byKey.exitCode == 2), "\(key) “\(value)”: \(byOption.errors) | \(byKey.errors)")
                guard byOption.exitCode == 2, byKey.exitCode == 2 else { continue }
                let optionWords = byOption.errors.firstMatch(of: /^specrun: (?:--)?(.*) \(argument \d+: .*\)\n/).map { String($0.1) }
                let keyWords = byKey.errors.firstMatch(of: /^specrun: specrun\.yml:\d+:\d+: invalid value for "[a-z-]+": (.*)\n/).map { String($0.1) }
                #expect(optionWords != nil && optionWords == keyWords, "\(key) “\(value)”:\n  \(byOption.errors)  \(byKey.errors)")
            }
        }
        #expect(Set(shared) == ["jobs", "seed", "window", "order"], "\(shared)")
    }
}
