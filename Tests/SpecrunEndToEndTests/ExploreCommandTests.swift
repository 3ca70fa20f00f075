import Foundation
import ScratchFolders
import Testing

/// `specrun explore` as a user runs it: the files it writes, that the written feature runs as
/// written (passing on the reference, failing on the other), that the files repeat, and its errors.
@Suite(.tags(.slow)) struct ExploreCommandTests {
    private func folder() throws -> URL {
        try ScratchFolder.make("explore")
    }

    @Test func theWrittenFeatureRunsAsWrittenAndTheFilesRepeat() throws {
        let directory = try folder()
        let arguments = ["explore", "--system", "article-view", "--algorithm", "legacy", "--algorithm", "new", "--budget", "400",
                         "--out", "found"]
        let run = try SpecrunProcess.run(arguments, in: directory)
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(run.output.contains("behaviours where legacy and new differ"))
        let found = directory.appendingPathComponent("found")
        let feature = try String(contentsOf: found.appendingPathComponent("divergences.feature"), encoding: .utf8)
        let json = try String(contentsOf: found.appendingPathComponent("divergences.json"), encoding: .utf8)
        #expect(feature.hasPrefix("@article-view @spec-of:legacy\nFeature: Where legacy and new differ"))
        #expect(feature.contains("    specrun explore --system article-view --algorithm legacy --algorithm new --seed 1 --budget 400\n"))
        #expect(json.contains("\"schema\":\"specrun/divergences@2\""))
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("divergences.html").path))

        let onReference = try SpecrunProcess.run(["found/divergences.feature", "--algorithm", "legacy", "--format", "summary",
                                                  "--no-baseline"], in: directory)
        #expect(onReference.exitCode == 0, "\(onReference.output)\(onReference.errors)")
        let onOther = try SpecrunProcess.run(["found/divergences.feature", "--algorithm", "new", "--format", "summary", "--no-baseline"],
                                             in: directory)
        // The feature specifies legacy: where new does otherwise, it departs, and that is no failure.
        #expect(onOther.exitCode == 0, "\(onOther.output)\(onOther.errors)")
        #expect(onOther.output.contains("departed"), "\(onOther.output)")
        #expect(!onOther.output.contains("failed:"), "\(onOther.output)")

        let again = try SpecrunProcess.run(arguments.dropLast() + ["again", "--jobs", "2"], in: directory)
        #expect(again.exitCode == 0)
        #expect(try String(contentsOf: directory.appendingPathComponent("again/divergences.feature"), encoding: .utf8) == feature)
        #expect(try String(contentsOf: directory.appendingPathComponent("again/divergences.json"), encoding: .utf8) == json)
    }

    /// `--out` is made as every report's folder is, when its files are put in place; a place its files
    /// cannot go (a file where the folder should be, a link over the project file) is refused before
    /// anything is explored, and nothing is written.
    @Test func theOutputFolderIsMadeOnDemandAndCheckedFirst() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let explore = ["explore", "--system", "article-view", "--algorithm", "legacy", "--algorithm", "new", "--budget", "20"]
        try workspace.write("taken", "a file\n")
        try expectRefusal(explore + ["--out", "taken/found"], in: workspace, message: """
            specrun: taken/found/divergences.feature: taken is a file, not a folder; choose another path

            """)
        try workspace.write("specrun.yml", "seed: 3\n")
        try workspace.makeFolder("linked")
        #expect(symlink("../specrun.yml", workspace.path("linked/divergences.json")) == 0)
        try expectRefusal(explore + ["--out", "linked"], in: workspace, message: """
            specrun: linked/divergences.json (--out) would write over specrun.yml, the project file; give the report a path of its own
            Run 'specrun explore --help' for usage.

            """)
        let run = try workspace.run(explore + ["--out", "deep/er/found"])
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: workspace.path("deep/er/found/divergences.json")))
    }

    @Test func mistakesAreUsageErrors() throws {
        let directory = try folder()
        let unknown = try SpecrunProcess.run(["explore", "--system", "article-veiw"], in: directory)
        #expect(unknown.exitCode == 2)
        #expect(unknown.errors.contains("no system \"article-veiw\" can be explored (did you mean \"article-view\"?)"))
        let algorithm = try SpecrunProcess.run(["explore", "--system", "article-view", "--algorithm", "legcy", "--algorithm", "new"],
                                               in: directory)
        #expect(algorithm.exitCode == 2)
        #expect(algorithm.errors.contains("@article-view has no algorithm \"legcy\" (did you mean \"legacy\"?)"))
        let budget = try SpecrunProcess.run(["explore", "--budget", "0"], in: directory)
        #expect(budget.exitCode == 2)
        #expect(budget.errors.contains("--budget takes a whole number, 1 or more"))
    }

    /// What `--shard` and `--from` refuse, at the argument or the file at fault, before anything runs
    /// and with nothing written.
    @Test func shardsAndSharesAreRefusedWhereTheyCannotWork() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let pair = ["explore", "--system", "article-view", "--algorithm", "legacy", "--algorithm", "new"]
        let refusals: [([String], String)] = [
            (pair + ["--shard", "1/2"], "--shard goes with --exhaustive: it splits every scenario up to --depth among machines"),
            (pair + ["--exhaustive", "--shard", "1/2", "--time", "5s"], "--time would stop a share part-way"),
            (pair + ["--exhaustive", "--shard", "3/2"], "--shard takes K/N with 1 ≤ K ≤ N, e.g. 2/4"),
            (["explore", "--from", "nothere.json"], "--from nothere.json: no such file; check the path"),
            (["explore", "--from", "broken.json"], "broken.json:2:1: "),
            (["explore", "--from", "shares", "--depth", "3"], "--depth is the shares' to say"),
            (["explore", "--from", "shares/share-1-of-2.json"], "no share of shard 2/2 among --from: merge all 2 shares"),
        ]
        try workspace.write("broken.json", "{\"schema\": 1\n")
        let share = try workspace.run(pair + ["--exhaustive", "--depth", "2", "--shard", "1/2", "--out", "shares"])
        #expect(share.exitCode == 0, "\(share.errors)")
        for (arguments, message) in refusals {
            let refused = try workspace.run(arguments + ["--out", "refused"])
            #expect(refused.exitCode == 2, "\(arguments)")
            #expect(refused.errors.contains(message), "\(arguments): \(refused.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.path("refused")))
    }

    /// A project file declaring the fault tests' child (`misbehaving.py`) as `broken`, misbehaving
    /// as `mode` says when the article view opens, and the Python port of `new`.
    private func workspace(misbehaving mode: String, projectFile: String = "specrun.yml") throws -> Workspace {
        let workspace = try Workspace()
        let repository = SpecrunProcess.repository.path
        try workspace.write(projectFile, """
            algorithms:
              - system: article-view
                name: broken
                command: [python3, \(repository)/Tests/AdapterTests/Resources/misbehaving.py, \(mode)]
                turnTimeout: 1 s
              - system: article-view
                name: new-python
                command: [python3, \(repository)/adapters/python/article_view_new.py]

            """)
        return workspace
    }

    /// A child that exits, or hangs, when the article opens: exit 2 with the algorithm, the event
    /// and the child's standard error, whether it is the reference or the other, and no file (it
    /// used to say "0 behaviours where new and … differ", exit 0).
    @Test(arguments: [("exit", ["new", "broken"]), ("exit", ["broken", "new"]), ("hang", ["new", "broken"])])
    func aFaultOfAnAlgorithmIsAnError(mode: String, algorithms: [String]) throws {
        let workspace = try self.workspace(misbehaving: mode)
        defer { workspace.remove() }
        let before = try workspace.contents()
        let run = try workspace.run(["explore", "--system", "article-view", "--budget", "200"] + algorithms.flatMap { ["-a", $0] })
        #expect(run.exitCode == 2, "\(run.output)\(run.errors)")
        #expect(run.errors.hasPrefix("specrun: @article-view: explore stopped, as the algorithm broken failed a run and cannot be compared: "
            + "the external algorithm broken of article-view (specrun.yml:3:11) failed on the event {\"event\":\"open\","), "\(run.errors)")
        #expect(run.errors.contains(mode == "exit" ? "it exited with status 3" : "it did not end its turn within 1000 ms"), "\(run.errors)")
        #expect(run.errors.contains("  | misbehaving.py: about to \(mode)\n"), "\(run.errors)")
        #expect(run.errors.contains("The scenario it was running:\n    Given "), "\(run.errors)")
        #expect(!run.output.contains("behaviours where"))
        #expect(try workspace.contents() == before, "files were left behind")
    }

    /// `--time 2s` stops after two seconds, even with the longest scenarios (with `--max-steps
    /// 10000` it used to run past 100 s); `--max-steps` has a ceiling.
    @Test func theTimeIsHonouredAndTheStepsHaveACeiling() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let start = Date()
        let run = try workspace.run(["explore", "--system", "article-view", "--time", "2s", "--max-steps", "50"])
        let seconds = Date().timeIntervalSince(start)
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(seconds < 6, "explore --time 2s took \(seconds) s")
        try expectRefusal(["explore", "--max-steps", "10000"], in: workspace, message: """
            specrun: --max-steps takes a whole number, 1 to 50 (argument 3: "10000")
            Run 'specrun explore --help' for usage.

            """)
        // As for a run, in the run's words (one reading of --jobs): a thread count the machine cannot give is refused, not tried.
        try expectRefusal(["explore", "--jobs", "9223372036854775807"], in: workspace, message: """
            specrun: --jobs takes a whole number of threads, from 1 to 1024 (argument 3: "9223372036854775807")
            Run 'specrun explore --help' for usage.

            """)
    }

    /// Nothing found still writes the three files: an older `.html` never stays beside new ones. The
    /// HTML report's run reads the project file explore was given (it knows `new-python`).
    @Test func nothingFoundStillWritesTheHTMLReport() throws {
        let workspace = try self.workspace(misbehaving: "behave", projectFile: "project/specrun.yml")
        defer { workspace.remove() }
        try workspace.write("explored/divergences.html", "an older report")
        let run = try workspace.run(["explore", "--config", "project/specrun.yml", "--system", "article-view", "-a", "new", "-a", "new-python",
                                     "--budget", "20"])
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(run.output.contains("0 behaviours where new and new-python differ"), "\(run.output)")
        let html = String(decoding: try workspace.read("explored/divergences.html"), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"), "\(html.prefix(100))")
    }

    /// `--exhaustive --depth K` runs every scenario up to K steps: between the Swift `new` and its
    /// Python port, the proof that they agree; a drawn exploration's options are refused with it.
    @Test func theExhaustiveSearchEndsWithItsProof() throws {
        let workspace = try self.workspace(misbehaving: "behave")
        defer { workspace.remove() }
        let run = try workspace.run(["explore", "--system", "article-view", "-a", "new", "-a", "new-python", "--exhaustive", "--depth", "2"])
        #expect(run.exitCode == 0, "\(run.errors)")
        let proof = try #require(run.output.firstMatch(of: /no divergence up to 2 steps: (\d+) scenarios, (\d+) distinct states/))
        #expect(Int(proof.1)! > Int(proof.2)!, "\(run.output)")
        let json = String(decoding: try workspace.read("explored/divergences.json"), as: UTF8.self)
        #expect(json.contains("\"exhaustive\":{\"depth\":2,\"states\":\(proof.2),\"complete\":true}"), "\(json)")
        let usage = "Run 'specrun explore --help' for usage.\n"
        try expectRefusal(["explore", "--exhaustive", "--budget", "10"], in: workspace, message: """
            specrun: --budget is for scenarios drawn at random; --exhaustive runs every scenario up to --depth (argument 4: "10")
            \(usage)
            """)
        try expectRefusal(["explore", "--depth", "3"], in: workspace, message: """
            specrun: --depth goes with --exhaustive (argument 3: "3")
            \(usage)
            """)
        try expectRefusal(["explore", "--exhaustive", "--depth", "9"], in: workspace, message: """
            specrun: --depth takes a whole number, 1 to 8 (argument 4: "9")
            \(usage)
            """)
    }

    /// `--timing`: the same screens shown later are a difference only with it. `late-render` is the
    /// port of `new` handling each download 300 ms late; no check of the article view sees the
    /// shift, so it is named and left out of the feature, never dropped without a word.
    @Test func timingCountsTheSameScreensShownLater() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("specrun.yml", """
            algorithms:
              - system: article-view
                name: late-render
                command: [python3, \(SpecrunProcess.repository.path)/Tests/AdapterTests/Resources/late_render.py]

            """)
        let explore = ["explore", "--system", "article-view", "-a", "new", "-a", "late-render", "--budget", "200"]
        let untimed = try workspace.run(explore)
        #expect(untimed.exitCode == 0, "\(untimed.errors)")
        #expect(!untimed.output.contains("sooner") && !untimed.output.contains("later than"), "\(untimed.output)")
        let timed = try workspace.run(explore + ["--timing"])
        #expect(timed.exitCode == 0, "\(timed.errors)")
        #expect(timed.output.contains("  New shows content sooner than late-render ("), "\(timed.output)")
        #expect(timed.output.contains("): not written, no check tells them apart"), "\(timed.output)")
        let feature = String(decoding: try workspace.read("explored/divergences.feature"), as: UTF8.self)
        #expect(feature.contains("#   new shows content sooner than late-render ("), "\(feature)")
        let json = String(decoding: try workspace.read("explored/divergences.json"), as: UTF8.self)
        #expect(json.contains("\"signature\":\"new shows content sooner than late-render\",\"title\":\"New shows content sooner than late-render\",\"scenario\":null"), "\(json)")
        #expect(json.contains("\"aspect\":\"timing\""), "\(json)")
    }

    /// A stop signal while exploring (INT, TERM, HUP or QUIT): no scenario starts after it, what was
    /// found until then is concluded and written (feature, JSON, HTML), marked interrupted, with the
    /// budget that finds it again; exit 1. It used to die with nothing written, however long it had run.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func aSignalWritesWhatWasFoundSoFar(signal: Int32) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try StoppedProcess(["explore", "--system", "article-view", "-a", "legacy", "-a", "new", "--budget", "100000000",
                                      "--jobs", "1"], in: workspace)
        // Exploring: a second of processor time spent (setting up takes a fraction of it).
        #expect(run.wait(within: .seconds(120)) { run.processorSeconds >= 1 })
        run.send(signal)
        #expect(run.waitForExit())
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1, "\(run.errors)")
        #expect(run.errors.contains(StoppedProcess.arrival(of: signal, finishing: "writing what was found so far")), "\(run.errors)")
        #expect(!run.errors.contains("crashed"), "\(run.errors)")
        let feature = String(decoding: try workspace.read("explored/divergences.feature"), as: UTF8.self)
        #expect(feature.contains(", interrupted: what it found until then)"), "\(feature)")
        #expect(feature.contains("  Scenario: "), "\(feature)")
        #expect(!feature.contains("--budget 100000000"), "\(feature)")
        let json = String(decoding: try workspace.read("explored/divergences.json"), as: UTF8.self)
        #expect(json.contains("\"interrupted\":true"))
        #expect(FileManager.default.fileExists(atPath: workspace.path("explored/divergences.html")))
    }

    /// On a terminal (a pseudo-terminal, as `script` gives), explore shows how far it got, one line
    /// rewritten in place: scenarios tried, behaviours found, and under `--time` the seconds left;
    /// the exhaustive search too (`--depth` used to show nothing however long it ran). Off a
    /// terminal it shows none.
    @Test(arguments: [["--time", "2s"], ["--exhaustive", "--depth", "3"]])
    func explorationShowsItsProgressOnATerminal(search: [String]) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let executable = try #require(SpecrunProcess.executable).path
        let explore = ["explore", "--system", "article-view", "-a", "legacy", "-a", "new"] + search
        let terminal = try SpecrunProcess.runProgram(["script", "-qec", ([executable] + explore).joined(separator: " "), "/dev/null"],
                                                     in: workspace.url)
        #expect(terminal.exitCode == 0, "\(terminal.output)")
        let line = search[0] == "--time" ? #"\r@article-view: \d+ scenarios tried, \d+ behaviours found, [12] s left\e\[K"#
            : #"\r@article-view: \d+ scenarios tried, \d+ behaviours found\e\[K"#
        #expect(terminal.output.range(of: line, options: .regularExpression) != nil, "\(terminal.output.prefix(400))")
        let plain = try workspace.run(explore + ["--out", "again"])
        #expect(plain.exitCode == 0 && !plain.errors.contains("tried"), "\(plain.errors)")
    }

    /// The feature, JSON and HTML are one set: when one cannot be written (here the HTML, past a
    /// file size limit), the folder keeps the earlier set, byte for byte, or nothing where there was
    /// none; no hidden file stays. It used to leave the new feature and JSON beside the old HTML.
    @Test func theFilesAreWrittenAsASet() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let explore = ["explore", "--system", "article-view", "-a", "legacy", "-a", "new"]
        #expect(try workspace.run(explore + ["--budget", "50"]).exitCode == 0)
        let earlier = try ["feature", "json", "html"].map { try workspace.read("explored/divergences.\($0)") }
        let limited = ["/usr/bin/prlimit", "--fsize=60000"]
        for out in ["explored", "fresh/explored"] {
            let refused = try workspace.run(explore + ["--budget", "300", "--out", out], launcher: limited)
            #expect(refused.exitCode == 2, "\(refused.errors)")
            #expect(refused.errors.contains("\(out)/divergences.html: cannot write the report (File too large)"), "\(refused.errors)")
            #expect(refused.errors.contains("so no file of the exploration was written: \(out) holds what it held before"), "\(refused.errors)")
        }
        #expect(try ["feature", "json", "html"].map { try workspace.read("explored/divergences.\($0)") } == earlier)
        let left = try workspace.contents()
        #expect(left == ["explored", "explored/divergences.feature", "explored/divergences.html", "explored/divergences.json"], "\(left)")
    }

    /// One source per setting: explore reads the project's `window:` as a run does, so
    /// `window: 500 ms` in specrun.yml explores as `--window 500ms` does (it used to explore with the
    /// system's own minute, and render its HTML with the project's window).
    @Test func theProjectsWindowIsTheExplorationsToo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let explore = ["explore", "--system", "article-view", "-a", "legacy", "-a", "new", "--budget", "150"]
        #expect(try workspace.run(explore + ["--out", "default"]).exitCode == 0)
        #expect(try workspace.run(explore + ["--window", "500ms", "--out", "option"]).exitCode == 0)
        try workspace.write("specrun.yml", "window: 500 ms\n")
        let project = try workspace.run(explore + ["--out", "project"])
        #expect(project.exitCode == 0, "\(project.errors)")
        func behaviours(_ folder: String) throws -> String {
            let json = String(decoding: try workspace.read("\(folder)/divergences.json"), as: UTF8.self)
            return json.replacingOccurrences(of: #","command":"[^"]*""#, with: "", options: .regularExpression)
        }
        #expect(try behaviours("project") == behaviours("option"))
        #expect(try behaviours("project") != behaviours("default"))
        // The HTML report's run inherits the exploration's window as a value: its timelines end
        // at 500 ms where the window is the project's or the option's, never where it is a minute.
        func html(_ folder: String) throws -> String { String(decoding: try workspace.read("\(folder)/divergences.html"), as: UTF8.self) }
        #expect(try html("project").contains("– 500 ms)"))
        #expect(try html("option").contains("– 500 ms)"))
        #expect(try !html("default").contains("500 ms"))
    }

    /// The mutation suite's algorithms run as the project file declares them: a planted bug is
    /// written down, the unchanged port shows nothing.
    @Test func theMutantsAreFoundAndTheControlIsNot() throws {
        let config = SpecrunProcess.repository.appendingPathComponent("mutants/specrun.yml").path
        let directory = try folder()
        let mutant = try SpecrunProcess.run(["explore", "--config", config, "--system", "article-view", "-a", "new", "-a", "prompt-on-same-revision",
                                             "--budget", "200", "--out", "mutant"], in: directory)
        #expect(mutant.exitCode == 0, "\(mutant.errors)")
        #expect(mutant.output.contains("  New does not show a prompt to refresh"), "\(mutant.output)")
        #expect(mutant.output.contains("; prompt-on-same-revision shows a prompt to refresh ("), "\(mutant.output)")
        let control = try SpecrunProcess.run(["explore", "--config", config, "--system", "safe-app", "-a", "unified", "-a", "unified-js",
                                              "--budget", "200", "--out", "control"], in: directory)
        #expect(control.exitCode == 0, "\(control.errors)")
        #expect(control.output.contains("0 behaviours where unified and unified-js differ"), "\(control.output)")
    }

    /// Algorithms that are not there, named twice, or of different systems, each blamed at its argument.
    @Test func theAlgorithmAtFaultIsBlamed() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let usage = "Run 'specrun explore --help' for usage.\n"
        try expectRefusal(["explore", "--system", "article-view", "-a", "new", "-a", "nosuch"], in: workspace, message: """
            specrun: @article-view has no algorithm "nosuch"; it has legacy, new, auto-update (argument 7: "nosuch")
            \(usage)
            """)
        try expectRefusal(["explore", "-a", "legacy", "-a", "legacy"], in: workspace, message: """
            specrun: the algorithm "legacy" is named twice (first as argument 3); explore compares different algorithms, \
            so name each once (argument 5: "legacy")
            \(usage)
            """)
        try expectRefusal(["explore", "-a", "new", "-a", "unified"], in: workspace, message: """
            specrun: "new" and "unified" are algorithms of different systems (@article-view and @safe-app); explore compares \
            the algorithms of one system: name its algorithms, or choose it with --system (argument 5: "unified")
            \(usage)
            """)
        try expectRefusal(["explore", "-a", "new", "-a", "nosuch"], in: workspace, message: """
            specrun: no system has an algorithm "nosuch"; @article-view has legacy, new, auto-update; \
            @safe-app has unified, legacy-ios, legacy-android (argument 5: "nosuch")
            \(usage)
            """)
    }
}
