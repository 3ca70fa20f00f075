import Foundation
import Testing

/// The journey of a CI job that shards `features/` and merges the shards' results: on a copy of the
/// project, N shards (1 to 5, in every order, with retries, past the ten attempts kept) merged by `specrun report --from` give
/// every report byte for byte as the unsharded run writes it; a merge with an interrupted shard says
/// so; and the steps of `docs/ci/github-actions.yml` run as written.
@Suite(.serialized, .tags(.slow), .timeLimit(.minutes(10))) struct ShardJourneyTests {
    /// Every format, each to a file of its own.
    static let formats = ["pretty", "progress", "summary", "json", "junit", "message", "cucumber-json", "markdown", "html",
                          "matrix", "rerun", "github"]
    /// Fixed times and zero durations, so that two runs write the same bytes.
    static let environment = ["SOURCE_DATE_EPOCH": "1700000000"]

    /// What a checkout of the project holds that a run of `features/` reads.
    static let projectFiles = ["features", "specrun.yml", "specrun-baseline.yml", "adapters", "docs/ci"]

    /// A fresh copy of the project, as `actions/checkout` gives a job.
    static func checkout() throws -> Workspace {
        let workspace = try Workspace()
        for name in projectFiles {
            let destination = workspace.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: SpecrunProcess.repository.appendingPathComponent(name), to: destination)
        }
        return workspace
    }

    static func reportArguments(into folder: String) -> [String] {
        formats.flatMap { ["--format", "\($0):\(folder)/\($0).out"] }
    }

    /// The formats whose files differ between two folders of reports.
    static func differences(_ first: String, _ second: String, in workspace: Workspace) throws -> [String] {
        try formats.filter { format in
            try workspace.read("\(first)/\(format).out") != workspace.read("\(second)/\(format).out")
        }
    }

    @Test(arguments: [(1, "defined", [String]()), (2, "random:7", []), (3, "reverse", []), (4, "random:11", ["--retry", "1"]),
                      (5, "defined", ["--retry", "12"])])
    func shardsMergeIntoTheUnshardedRunByteForByte(count: Int, order: String, options: [String]) throws {
        let workspace = try Self.checkout()
        defer { workspace.remove() }
        let whole = try workspace.run(["features/", "--order", order] + options + Self.reportArguments(into: "whole"),
                                      environment: Self.environment)
        #expect(whole.exitCode == 0, "\(whole.errors)")
        var from: [String] = []
        for index in 1...count {
            let shard = try workspace.run(["features/", "--order", order, "--shard", "\(index)/\(count)", "--format",
                                           "json:shards/\(index).json"] + options, environment: Self.environment)
            #expect(shard.exitCode == 0, "shard \(index)/\(count): \(shard.errors)")
            from += ["--from", "shards/\(index).json"]
        }
        let merged = try workspace.run(["report"] + from + Self.reportArguments(into: "merged"), environment: Self.environment)
        #expect(merged.exitCode == 0, "\(merged.errors)")
        #expect(merged.errors.isEmpty)
        #expect(try Self.differences("whole", "merged", in: workspace) == [])

        // The whole run's own results render again as the run wrote them (it covers 14 files).
        let again = try workspace.run(["report", "--from", "whole/json.out"] + Self.reportArguments(into: "again"),
                                      environment: Self.environment)
        #expect(again.exitCode == 0, "\(again.errors)")
        #expect(try Self.differences("whole", "again", in: workspace) == [])
    }

    /// `--order random` with no seed, as a CI matrix gives each shard: every shard draws its own seed,
    /// so the merge shows the runs in the defined order, byte for byte the defined order's run, and
    /// says why on standard error.
    @Test func shardsInRandomOrdersOfTheirOwnMergeIntoTheDefinedOrdersRun() throws {
        let workspace = try Self.checkout()
        defer { workspace.remove() }
        let defined = try workspace.run(["features/"] + Self.reportArguments(into: "defined"), environment: Self.environment)
        #expect(defined.exitCode == 0, "\(defined.errors)")
        for index in 1...2 {
            let shard = try workspace.run(["features/", "--order", "random", "--shard", "\(index)/2", "--format",
                                           "json:shards/\(index).json"], environment: Self.environment)
            #expect(shard.exitCode == 0, "\(shard.errors)")
        }
        let merged = try workspace.run(["report", "--from", "shards"] + Self.reportArguments(into: "merged"), environment: Self.environment)
        #expect(merged.exitCode == 0, "\(merged.errors)")
        #expect(merged.errors.contains("the shards ran in different orders (random:"), "\(merged.errors)")
        #expect(try Self.differences("defined", "merged", in: workspace) == [])
    }

    /// A shard stopped by SIGINT after its first run: its results are marked interrupted, and the
    /// merge says so in its report and its exit code, never "every run as expected".
    @Test func aMergeWithAnInterruptedShardSaysSo() throws {
        let workspace = try Self.checkout()
        defer { workspace.remove() }
        let first = try workspace.run(["features/", "--shard", "1/2", "--format", "json:shards/1.json"], environment: Self.environment)
        #expect(first.exitCode == 0, "\(first.errors)")

        guard let executable = SpecrunProcess.executable else { throw SpecrunProcess.MissingBinary() }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["features/", "--shard", "2/2", "--jobs", "1", "--format", "json:shards/2.json",
                             "--format", "message:messages.ndjson"]
        process.currentDirectoryURL = workspace.url
        process.environment = ["NO_COLOR": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
            .merging(Self.environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let marker = Data(#"{"testCaseFinished":"#.utf8)
        while process.isRunning, (try? workspace.read("messages.ndjson"))?.range(of: marker) == nil { usleep(2_000) }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)

        let shard = try JSONSerialization.jsonObject(with: workspace.read("shards/2.json")) as? [String: Any]
        let summary = shard?["summary"] as? [String: Any]
        #expect(summary?["interrupted"] as? Bool == true)

        let merged = try workspace.run(["report", "--from", "shards", "--format", "summary", "--format", "json:merged.json"],
                                       environment: Self.environment)
        #expect(merged.exitCode == 1)
        #expect(merged.output.contains("interrupted"), "\(merged.output)")
        #expect(!merged.output.contains("every run as expected"))
        let mergedJSON = try JSONSerialization.jsonObject(with: workspace.read("merged.json")) as? [String: Any]
        #expect((mergedJSON?["summary"] as? [String: Any])?["interrupted"] as? Bool == true)
        let whole = try workspace.run(["features/", "--format", "json:whole.json"], environment: Self.environment)
        let wholeRuns = (try JSONSerialization.jsonObject(with: workspace.read("whole.json")) as? [String: Any])?["runs"] as? [Any]
        let mergedRuns = mergedJSON?["runs"] as? [Any]
        #expect(whole.exitCode == 0)
        #expect((mergedRuns?.count ?? 0) < (wholeRuns?.count ?? 0))
    }

    /// The jobs of the documented GitHub Actions workflow, each step as written: every shard job on a
    /// checkout of its own, their `results/` folders brought together as `download-artifact` does
    /// with `merge-multiple`, then the report job.
    @Test func theDocumentedGitHubWorkflowRunsAsWritten() throws {
        let workflow = try String(decoding: Data(contentsOf: SpecrunProcess.repository
            .appendingPathComponent("docs/ci/github-actions.yml")), as: UTF8.self)
        let jobs = WorkflowSteps(workflow)
        #expect(jobs.shards == [1, 2, 3, 4])
        // Only installing and building are left to the runner's image here; any other step runs.
        let setUp = ["apt-get update -qq && apt-get install -y -qq libyaml-dev", "swift build", "swift test"]
        let runner = "swift run specrun"
        for command in jobs.commands(of: "features") + jobs.commands(of: "report") where !command.hasPrefix(runner) {
            #expect(setUp.contains(command), "a step of the workflow that this test does not run: \(command)")
        }

        /// The step's command line, by the shell as the runner gives it, with the built binary for `swift run specrun`.
        func runStep(_ command: String, in workspace: Workspace) throws -> SpecrunProcess.Result {
            let shell = "/bin/sh"
            return try SpecrunProcess.run([], in: workspace.url, environment: Self.environment,
                                          launcher: [shell, "-c", "\"$0\"" + command.dropFirst(runner.count)])
        }

        let reportJob = try Self.checkout()
        defer { reportJob.remove() }
        try reportJob.makeFolder("results")
        for shard in jobs.shards {
            let job = try Self.checkout()
            defer { job.remove() }
            for command in jobs.commands(of: "features") where command.hasPrefix(runner) {
                let step = try runStep(command.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)"), in: job)
                #expect(step.exitCode == 0, "shard \(shard): \(command)\n\(step.errors)")
            }
            for name in try FileManager.default.contentsOfDirectory(atPath: job.path("results")) {
                try FileManager.default.copyItem(atPath: job.path("results/\(name)"), toPath: reportJob.path("results/\(name)"))
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: reportJob.path("results")).sorted()
            == jobs.shards.map { "shard-\($0).json" })
        let reportCommands = jobs.commands(of: "report").filter { $0.hasPrefix(runner) }
        #expect(reportCommands.count == 1)
        for command in reportCommands {
            let step = try runStep(command, in: reportJob)
            #expect(step.exitCode == 0, "\(command)\n\(step.errors)")
            #expect(step.output.contains("Baseline: every run as expected"), "\(step.output)")
        }

        // The merged JUnit report is the unsharded run's.
        let whole = try reportJob.run(["features/", "--format", "junit:whole.xml"], environment: Self.environment)
        #expect(whole.exitCode == 0)
        #expect(try reportJob.read("specrun-junit.xml") == reportJob.read("whole.xml"))
        #expect(try !reportJob.read("specrun-report.html").isEmpty)
    }
}

extension ShardJourneyTests {
    /// The proof jobs of the documented workflow, each step as written but at depth 3 (depth 6 takes
    /// the runners minutes; the steps are the same): every share job on a checkout of its own, their
    /// `proof/` folders brought together as `download-artifact` does, then the merge, whose files
    /// are byte for byte those of the exploration run whole.
    @Test func theDocumentedShardedProofRunsAsWritten() throws {
        let workflow = try String(decoding: Data(contentsOf: SpecrunProcess.repository
            .appendingPathComponent("docs/ci/github-actions.yml")), as: UTF8.self)
        let jobs = WorkflowSteps(workflow)
        let runner = "swift run -c release specrun"
        let setUp = ["apt-get update -qq && apt-get install -y -qq libyaml-dev", "swift build -c release"]
        let shares = jobs.commands(of: "proof"), merge = jobs.commands(of: "proof-report")
        for command in shares + merge where !command.hasPrefix(runner) {
            #expect(setUp.contains(command), "a step of the workflow that this test does not run: \(command)")
        }
        #expect(shares.contains { $0.contains("--exhaustive --depth 6 --shard ${{ matrix.shard }}/4") }, "\(shares)")
        func runStep(_ command: String, in workspace: Workspace) throws -> SpecrunProcess.Result {
            let lowered = command.replacingOccurrences(of: "--depth 6", with: "--depth 3")
            return try SpecrunProcess.run([], in: workspace.url, environment: Self.environment,
                                          launcher: ["/bin/sh", "-c", "\"$0\"" + lowered.dropFirst(runner.count)])
        }
        let mergeJob = try Self.checkout()
        defer { mergeJob.remove() }
        try mergeJob.makeFolder("proof")
        for shard in 1...4 {
            let job = try Self.checkout()
            defer { job.remove() }
            for command in shares where command.hasPrefix(runner) {
                let step = try runStep(command.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)"), in: job)
                #expect(step.exitCode == 0, "share \(shard): \(command)\n\(step.errors)")
            }
            for name in try FileManager.default.contentsOfDirectory(atPath: job.path("proof")) {
                try FileManager.default.copyItem(atPath: job.path("proof/\(name)"), toPath: mergeJob.path("proof/\(name)"))
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: mergeJob.path("proof")).sorted()
            == (1...4).map { "share-\($0)-of-4.json" })
        let merges = merge.filter { $0.hasPrefix(runner) }
        #expect(merges.count == 1)
        for command in merges {
            let step = try runStep(command, in: mergeJob)
            #expect(step.exitCode == 0, "\(command)\n\(step.errors)")
            #expect(step.output.contains("every scenario of up to 3 steps: "), "\(step.output)")
        }
        let whole = try mergeJob.run(["explore", "--system", "article-view", "--algorithm", "legacy", "--algorithm", "new",
                                      "--exhaustive", "--depth", "3", "--out", "whole"], environment: Self.environment)
        #expect(whole.exitCode == 0, "\(whole.errors)")
        for file in ["divergences.feature", "divergences.json"] {
            #expect(try mergeJob.read("explored/\(file)") == mergeJob.read("whole/\(file)"), "\(file)")
        }
    }
}

/// The `run:` commands of a GitHub Actions workflow, job by job, and the values of its `shard`
/// matrix: read line by line, which the documented workflow's plain layout allows.
struct WorkflowSteps {
    private var commandsByJob: [String: [String]] = [:]
    private(set) var shards: [Int] = []

    init(_ text: String) {
        var job: String?
        var inJobs = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("jobs:") { inJobs = true; continue }
            guard inJobs, !trimmed.hasPrefix("#") else { continue }
            let indent = line.prefix { $0 == " " }.count
            if indent == 2, trimmed.hasSuffix(":") { job = String(trimmed.dropLast()); continue }
            if trimmed.hasPrefix("shard: [") {
                shards = trimmed.dropFirst("shard: [".count).dropLast().split(separator: ",")
                    .compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            }
            for prefix in ["run: ", "- run: "] where trimmed.hasPrefix(prefix) {
                if let job { commandsByJob[job, default: []].append(String(trimmed.dropFirst(prefix.count))) }
            }
        }
    }

    func commands(of job: String) -> [String] { commandsByJob[job] ?? [] }
}
