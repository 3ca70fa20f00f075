import Explore
import Foundation
import JSON
import Reports
import Spelling
import Runner
import SpecrunKit

/// `specrun explore`: generates scenarios from each system's exploration vocabulary, runs them
/// against its algorithms, groups the differences into behaviours, shrinks each to its smallest
/// scenario, and writes them to `--out` as a feature (`divergences.feature`, tagged `@explored`),
/// as JSON (`divergences.json`) and as an HTML report of that feature (`divergences.html`). With
/// several systems explored, each gets a folder of its own under `--out`.
struct ExploreCommand {
    let systems: [SystemDefinition]
    let environment: [String: String]
    let program: String

    static let options: [OptionSpec] = [
        .value("system", short: "s", "NAME", help: "Explore this system only (default: every system that can be explored)"),
        .value("algorithm", short: "a", "NAME", repeatable: true,
               help: "The reference algorithm, then those compared with it (default: all, the system's first as reference)"),
        .value("seed", "N", help: "Seed of the generator (default 1): the same seed and budget give the same files"),
        .value("budget", "N", help: "Scenarios to generate (default 2000)"),
        .value("time", "DURATION", help: "Stop after this long instead (e.g. 30s); the files then depend on the machine"),
        .value("max-steps", "K", help: "Steps per generated scenario, at most (default 6, up to \(ExploreOptions.maxStepsLimit))"),
        .flag("exhaustive", help: "Run every scenario of up to --depth steps instead of drawing them: a bounded proof"),
        .value("depth", "K", help: "With --exhaustive: steps per scenario, at most (default \(ExploreOptions.defaultDepth), up to \(ExploreOptions.depthLimit))"),
        .value("shard", "K/N", help: "With --exhaustive: explore share K of N only, and write it to --out as share-K-of-N.json"),
        .value("from", "FILE", repeatable: true, help: "Merge the N shares of an exhaustive exploration into its files, as if explored whole"),
        .flag("timing", help: "Count the same screens shown at other times as a difference"),
        .value("jobs", short: "j", "N", help: "Run on N threads (default: one per processor; the files are the same as with one)"),
        .value("out", short: "o", "DIR", help: "Where to write divergences.feature, .json and .html (default: explored)"),
        .value("window", "DURATION", help: "Observation window of the runs (default: each system's own)"),
        .value("fixtures", "DIR", help: "Directory whose files override the systems' built-in fixtures"),
        .value("config", "FILE", help: "Project file (default: specrun.yml when present): its fixtures and external algorithms"),
        .flag("help", short: "h", help: "Show this help"),
    ]

    func run(_ words: [String]) throws -> Int32 {
        guard let arguments = try ParsedArguments.parse(subcommand: words, specs: Self.options, help: Self.help(program: program)) else {
            return ExitCode.success
        }
        if let stray = arguments.positionals.first {
            throw UsageError("explore takes no paths: it writes its own scenarios", at: stray)
        }
        // The systems as a run makes them: the fixtures, and the algorithms specrun.yml declares in other languages.
        let project = try ProjectFile.load(arguments.last("config")?.value)
        let run = RunCommand(systems: systems, environment: environment, program: program)
        let fixtures = RunCommand.fixtures(arguments, project: project)
        // With --system, only that system is made; when no system has its name, or it cannot be
        // explored, every one is, to say which can.
        let named = arguments.last("system").map(\.value).flatMap { name in systems.contains { $0.name == name } ? Set([name]) : nil }
        var made = try run.makeSystems(project: project, fixtures: fixtures, named: named)
        if named != nil, made.allSatisfy({ $0.description.exploration == nil }) {
            made = try run.makeSystems(project: project, fixtures: fixtures)
        }
        made = try Self.explored(made, arguments)
        var options = try exploreOptions(arguments, project: project)
        let shard = try arguments.last("shard").map { try RunCommandSettings.shard($0.value, at: $0.argument) }
        let shares = try Self.shares(arguments)
        if let first = shares.first {
            // The shares say what was explored: their systems, depth and --timing.
            if let stray = shares.first(where: { share in !made.contains { $0.name == share.share.system } }) {
                throw ConfigurationError("\(stray.name) is a share of @\(stray.share.system), which is not explored here")
            }
            made = made.filter { system in shares.contains { $0.share.system == system.name } }
            options.exhaustiveDepth = first.share.depth
            options.timing = first.share.timing
            options.budget = .max
            if options.algorithms.isEmpty { options.algorithms = first.share.algorithms }
        }
        let out = arguments.last("out")?.value ?? "explored"
        // Every system's explorer is made, and every option checked, before anything runs.
        let explorers = try made.map { system in
            try Self.checkAlgorithms(arguments.all("algorithm"), of: system)
            do {
                return (system, try Explorer(system: system, options: options))
            } catch {
                throw UsageError("\(error)", at: arguments.all("algorithm").first?.argument)
            }
        }
        // Every file written is checked, and the feature and JSON opened, before anything is explored.
        let folders = made.map { made.count == 1 ? out : out + "/" + $0.name }
        let names = shard.map { ["share-\($0.index)-of-\($0.count).json"] } ?? Self.files.map { "divergences.\($0)" }
        let paths = folders.map { folder in names.map { "\(folder)/\($0)" } }
        let writers = paths.joined().map {
            ReportWriter(label: "\($0) (--out)", destination: .file($0), writesGherkin: $0.hasSuffix(".feature"))
        }
        try ReportWriter.checkOnePerDestination(writers)
        try ReportWriter.check(writers, writeOverNone: RunCommand.inputs(project: project, fixtures: fixtures))
        let outputs = try paths.map { try (shard == nil ? $0.dropLast() : $0[...]).map { try ReportOutput(.file($0)) } }
        // Everything is explored before anything is written: a fault leaves no file.
        var reports: [(Explorer, ExploreReport)] = []
        var written: [ExhaustiveShare] = []
        for (system, explorer) in explorers {
            let showsProgress = Terminal.standardErrorIsTerminal
            var report: ExploreReport
            // At most ten lines a second: a slow terminal does not slow the search.
            var pace = Pace(every: .milliseconds(100))
            let show = { (progress: ExploreProgress) in
                guard showsProgress, pace.isDue() else { return }
                Terminal.progress(Self.progressLine(progress, of: system.name))
            }
            let own = shares.filter { $0.share.system == system.name }
            do {
                if let shard {
                    written.append(try explorer.exploreShare(shard, progress: show))
                    if showsProgress { Terminal.progress(nil) }
                    continue
                }
                report = own.isEmpty ? try explorer.explore(progress: show)
                    : try explorer.explore(merging: own.map(\.share), names: own.map(\.name), progress: show)
            } catch let error as ExploreError {
                throw ConfigurationError(error.description)
            } catch {
                // A signal ended the algorithms' children under way: their runs cannot be compared.
                guard Interruption.isRequested() else { throw error }
                throw ExploreInterruptedError(system: system.name)
            }
            if showsProgress { Terminal.progress(nil) }
            for name in ["config", "fixtures", "window"] {
                if let given = arguments.last(name) { report.command += " --\(name) " + ShellWord.quoted(given.value) }
            }
            reports.append((explorer, report))
        }
        if shard != nil {
            // A share stopped by a signal is written, marked incomplete: --from refuses it.
            for (index, share) in written.enumerated() {
                outputs[index][0].write(share.json.description + "\n")
                try outputs[index][0].commit()
                try Terminal.out("@\(share.system): shard \(share.shard) of every scenario of up to \(share.depth) steps: \(share.tried) scenarios, "
                    + "\(share.states) distinct states\(share.complete ? "" : ", interrupted")\nWritten to \(paths[index][0]); merge the \(share.shard.count) shares "
                    + "with specrun explore --from\n\n")
            }
            return written.allSatisfy(\.complete) ? ExitCode.success : ExitCode.failure
        }
        // The files written are one set: if one cannot be put in place, each path gets its earlier file back.
        let set = try ReportSet(Array(paths.joined()))
        do {
            for (index, (explorer, report)) in reports.enumerated() {
                try write(report, by: explorer, to: outputs[index], html: paths[index][2],
                          inheriting: RunCommand.Inherited(project: project, fixtures: fixtures, options: options.suiteOptions,
                                                           systems: made))
            }
        } catch {
            set.restore()
            throw ConfigurationError("\(error); so no file of the exploration was written: "
                + "\(folders.joined(separator: ", ")) \(folders.count == 1 ? "holds" : "hold") what \(folders.count == 1 ? "it" : "they") held before")
        }
        set.keepNew()
        for (index, (_, report)) in reports.enumerated() {
            try Terminal.out(summary(of: report, folder: folders[index]))
        }
        // Stopped by a signal: what it found is written, but it is not the exploration asked for.
        return reports.contains { $0.1.interrupted } ? ExitCode.failure : ExitCode.success
    }

    /// The shares `--from` names (a folder: every `.json` file under it, as `report --from` reads
    /// shards), read; each refused with its file's name (and line and column where its JSON breaks).
    private static func shares(_ arguments: ParsedArguments) throws -> [(share: ExhaustiveShare, name: String)] {
        let writer = "specrun explore --exhaustive --shard K/N"
        return try arguments.all("from").flatMap { given in
            try ReportCommand.resultsFiles(given.value, at: given.argument, writer: writer).map { path in
                let bytes: [UInt8]
                do {
                    bytes = try SourceFile.bytes(path, directoryAdvice: "give a share written by \(writer), or the folder of them")
                } catch let error as SourceFileError {
                    throw UsageError("--from \(error)", at: given.argument)
                }
                do {
                    return (try ExhaustiveShare(json: try JSONReader.read(bytes), name: path), path)
                } catch let error as JSONReadError {
                    throw ConfigurationError("\(path):\(error.line):\(error.column): \(error.message); a share is written by \(writer)")
                } catch let error as ExploreError {
                    throw ConfigurationError(error.description)
                }
            }
        }
    }

    /// "@article-view: 2,840 scenarios tried, 18 behaviours found, 42 s left".
    static func progressLine(_ progress: ExploreProgress, of system: String) -> String {
        let found = "\(progress.tried) scenario\(progress.tried == 1 ? "" : "s") tried, "
            + "\(progress.behaviours) behaviour\(progress.behaviours == 1 ? "" : "s") found"
        guard let left = progress.secondsLeft else { return "@\(system): \(found)" }
        return "@\(system): \(found), \(Int(left.rounded(.up))) s left"
    }

    /// The systems to explore: `--system`'s; else, when algorithms are named, the systems that have
    /// them all; else every system that declares an exploration vocabulary.
    private static func explored(_ systems: [AnySystem], _ arguments: ParsedArguments) throws -> [AnySystem] {
        let made = systems.filter { $0.description.exploration != nil }
        guard !made.isEmpty else { throw UsageError("none of the systems declares an exploration vocabulary, so none can be explored") }
        if let name = arguments.last("system") {
            guard let system = made.first(where: { $0.name == name.value }) else {
                throw UsageError("no system \"\(name.value)\" can be explored\(Suggestion.didYouMean(name.value, among: made.map(\.name))); "
                    + "these can: \(made.map(\.name).joined(separator: ", "))", at: name.argument)
            }
            return [system]
        }
        let algorithms = arguments.all("algorithm")
        guard !algorithms.isEmpty else { return made }
        let having = made.filter { system in algorithms.allSatisfy { system.algorithmNames.contains($0.value) } }
        guard having.isEmpty else { return having }
        let every = made.flatMap(\.algorithmNames)
        if let unknown = algorithms.first(where: { !every.contains($0.value) }) {
            throw UsageError("no system has an algorithm \"\(unknown.value)\"\(Suggestion.didYouMean(unknown.value, among: every)); "
                + made.map { "@\($0.name) has \($0.algorithmNames.joined(separator: ", "))" }.joined(separator: "; "), at: unknown.argument)
        }
        // Each is known, but no one system has them all: blame the first that leaves the first one's systems.
        let first = made.filter { $0.algorithmNames.contains(algorithms[0].value) }
        let stray = algorithms.first { name in !first.contains { $0.algorithmNames.contains(name.value) } } ?? algorithms[0]
        throw UsageError("\"\(algorithms[0].value)\" and \"\(stray.value)\" are algorithms of different systems "
            + "(\(first.map { "@" + $0.name }.joined(separator: ", ")) and "
            + "\(made.filter { $0.algorithmNames.contains(stray.value) }.map { "@" + $0.name }.joined(separator: ", "))); "
            + "explore compares the algorithms of one system: name its algorithms, or choose it with --system", at: stray.argument)
    }

    /// Each named algorithm is one of `system`'s, and named once: the error points at the argument.
    private static func checkAlgorithms(_ algorithms: [(value: String, argument: CommandArgument)], of system: AnySystem) throws {
        for (index, algorithm) in algorithms.enumerated() {
            guard system.algorithmNames.contains(algorithm.value) else {
                throw UsageError("@\(system.name) has no algorithm \"\(algorithm.value)\""
                    + "\(Suggestion.didYouMean(algorithm.value, among: system.algorithmNames)); "
                    + "it has \(system.algorithmNames.joined(separator: ", "))", at: algorithm.argument)
            }
            if let first = algorithms[..<index].first(where: { $0.value == algorithm.value }) {
                throw UsageError("the algorithm \"\(algorithm.value)\" is named twice (first as argument \(first.argument.position)); "
                    + "explore compares different algorithms, so name each once", at: algorithm.argument)
            }
        }
    }

    /// The options of the exploration: its own, and the run's settings as a run resolves them
    /// (`--jobs` and `--window`, else `specrun.yml`'s), so its HTML report's run sees the same.
    private func exploreOptions(_ arguments: ParsedArguments, project: ProjectFile?) throws -> ExploreOptions {
        var options = ExploreOptions(algorithms: arguments.all("algorithm").map(\.value))
        options.isStopped = Interruption.isRequested
        func count(_ name: String, minimum: Int, maximum: Int? = nil) throws -> Int? {
            guard let given = arguments.last(name) else { return nil }
            guard let value = Int(given.value), value >= minimum, value <= maximum ?? .max else {
                throw UsageError("--\(name) takes a whole number, " + (maximum.map { "\(minimum) to \($0)" } ?? "\(minimum) or more"),
                                 at: given.argument)
            }
            return value
        }
        if arguments.last("from") != nil {
            for given in ["exhaustive", "depth", "timing", "time", "budget", "seed", "max-steps"] {
                if let argument = arguments.flags[given] ?? arguments.last(given)?.argument {
                    throw UsageError("--\(given) is the shares' to say: --from merges an exhaustive exploration as it was sharded", at: argument)
                }
            }
        }
        options.seed = try Setting.seed.option(in: arguments) ?? options.seed
        options.budget = try count("budget", minimum: 1) ?? options.budget
        options.maxSteps = try count("max-steps", minimum: 1, maximum: ExploreOptions.maxStepsLimit) ?? options.maxSteps
        options.jobs = try RunCommandSettings.jobs(arguments, project: project)
        if arguments.has("exhaustive") {
            for drawn in ["budget", "max-steps", "seed"] {
                if let given = arguments.last(drawn) {
                    throw UsageError("--\(drawn) is for scenarios drawn at random; --exhaustive runs every scenario up to --depth",
                                     at: given.argument)
                }
            }
            options.exhaustiveDepth = try count("depth", minimum: 1, maximum: ExploreOptions.depthLimit) ?? ExploreOptions.defaultDepth
            options.budget = .max
        } else if let depth = arguments.last("depth") {
            throw UsageError("--depth goes with --exhaustive", at: depth.argument)
        }
        if let shard = arguments.last("shard") {
            guard arguments.has("exhaustive") else {
                throw UsageError("--shard goes with --exhaustive: it splits every scenario up to --depth among machines", at: shard.argument)
            }
            if let time = arguments.last("time") {
                throw UsageError("--time would stop a share part-way, and --from merges only whole shares; give each shard its own machine",
                                 at: time.argument)
            }
            if let from = arguments.last("from") {
                throw UsageError("--shard explores a share and --from merges shares: run them as two commands", at: from.argument)
            }
        }
        options.timing = arguments.has("timing")
        if let time = arguments.last("time") {
            let duration = try RunCommandSettings.duration(time.value, of: "--time", at: time.argument)
            options.time = Double(duration.milliseconds) / 1000
            if arguments.last("budget") == nil { options.budget = .max }
        }
        options.suiteOptions.window = try RunCommandSettings.window(arguments, project: project)
        return options
    }

    /// What an exploration writes into its folder, as `divergences.EXTENSION`: the feature, the JSON
    /// and the HTML report (made by running the feature).
    private static let files = ["feature", "json", "html"]

    /// Writes the feature and the JSON (their folder made if need be), then runs the feature on the
    /// algorithms for the HTML report. The HTML report is written even when nothing was found, so an
    /// older one never stays beside new files; its run inherits what the exploration saw (the project
    /// file, the fixtures, the window, jobs and seed, as values).
    private func write(_ report: ExploreReport, by explorer: Explorer, to outputs: [ReportOutput], html: String,
                       inheriting inherited: RunCommand.Inherited) throws {
        for (output, text) in zip(outputs, [report.feature(by: explorer), report.json(by: explorer)]) {
            output.write(text)
            try output.commit()
        }
        guard case .file(let feature) = outputs[0].destination else { return }
        let algorithms = ([report.reference] + report.others).flatMap { ["--algorithm", $0] }
        _ = try RunCommand(systems: systems, environment: environment, program: program)
            .perform([feature, "--no-baseline", "--tags", "@explored", "--format", "html:" + html] + algorithms, inheriting: inherited)
    }

    private func summary(of report: ExploreReport, folder: String) -> String {
        var lines = ["@\(report.system): \(report.interrupted ? "interrupted after " : "")\(report.tried) scenario\(report.tried == 1 ? "" : "s"), \(report.runs) runs in \(SummaryTextFormat.seconds(report.seconds)); "
            + "\(report.behaviours.count) behaviour\(report.behaviours.count == 1 ? "" : "s") where \(report.reference) and "
            + "\(report.others.joined(separator: ", ")) differ"]
        for behaviour in report.behaviours {
            lines.append("  \(behaviour.title) (\(behaviour.instances) scenario\(behaviour.instances == 1 ? "" : "s"), first the \(behaviour.firstFoundOrdinal), "
                + "after \(SummaryTextFormat.seconds(behaviour.secondsToFirst)))" + (behaviour.isWritten ? "" : ": not written, no check tells them apart"))
        }
        if let proof = report.proof {
            let figures = "\(proof.scenarios) scenarios, \(proof.states) distinct states"
            lines.append(!proof.complete ? "stopped by --time before every scenario of up to \(proof.depth) steps ran (\(figures)): not a proof"
                : report.behaviours.isEmpty ? "no divergence up to \(proof.depth) steps: \(figures)"
                : "every scenario of up to \(proof.depth) steps: \(figures)")
        }
        lines.append("Written to \(folder)/divergences.feature, .json and .html")
        return lines.joined(separator: "\n") + "\n\n"
    }

    static func help(program: String) -> String {
        """
            \(program) explore — find every behaviour where two algorithms differ, and write it down as Gherkin.

            Usage:
              \(program) explore [--system NAME] [--algorithm A --algorithm B …] [--seed S] [--budget N | --time T]
                              [--max-steps K] [--timing] [--jobs N] [--out DIR]
              \(program) explore --exhaustive [--depth K] [--system NAME] [--algorithm A --algorithm B …] [--time T]
                              [--timing] [--jobs N] [--out DIR]
              \(program) explore --exhaustive [--depth K] --shard I/N [--system NAME] [--algorithm A …] [--out DIR]
              \(program) explore --from FILE|DIR [--from …] [--out DIR]

            Options:
            \(OptionSpec.helpLines(Self.options))
            """
    }
}

/// Seconds as the summaries print them.
enum SummaryTextFormat {
    static func seconds(_ value: Double) -> String {
        value < 10 ? String(format: "%.2f s", value) : String(format: "%.0f s", value)
    }
}

/// An exploration a signal stopped while an external algorithm's child was running: the runs under
/// way cannot be compared, so nothing is written (exit 1, as an interrupted run).
struct ExploreInterruptedError: Error, CustomStringConvertible {
    let system: String

    var description: String {
        "@\(system): explore was interrupted while an algorithm's child was running, so nothing was written"
    }
}
