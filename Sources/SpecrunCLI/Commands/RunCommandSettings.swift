import Expressions
import Foundation
import Reports
import Runner
import SpecrunKit

/// The settings of one `specrun` run: the command line's options over `specrun.yml`'s, each value
/// checked, so that every mistake is found (and named) before anything runs.
struct RunCommandSettings {
    var paths: [String]
    var selection: Selection
    var order: ScenarioOrder
    var shard: Optional<Shard>
    /// How the runner runs: threads, fail-fast, retries, strictness, dry run, window and seed.
    var options: SuiteOptions
    var formats: [FormatRequest]
    var baselinePath: Optional<String>
    /// Where `--write-baseline` writes (`-` is standard output).
    var writeBaseline: Optional<ReportOutput.Destination>
    /// Every report the run writes (the formats', then `--write-baseline`), as the user named it.
    var writers: [ReportWriter]
    /// The rerun files (`@rerun.txt`) that name the paths.
    var rerunFiles: [String]
    var useColor: Bool
    /// `--verbose`: the console lists every run that did not pass, known divergences too.
    var verbose: Bool

    init(arguments: ParsedArguments, project: ProjectFile?, environment: [String: String] = ProcessInfo.processInfo.environment,
         standardOutputIsTerminal: Bool = Terminal.standardOutputIsTerminal) throws {
        paths = try arguments.positionals.flatMap(RerunFile.paths)
        rerunFiles = arguments.positionals.compactMap(RerunFile.file)
        if arguments.positionals.isEmpty { paths = project?.paths ?? ["features"] }

        // Each tag expression with the argument it came from, or else its place in the project file.
        let tags: [(String, CommandArgument?, String?)] = arguments.all("tags").isEmpty
            ? (project?.tags ?? []).map { ($0.value, nil, "\($0.file):\($0.line):\($0.column)") }
            : arguments.all("tags").map { ($0.value, $0.argument, nil) }
        let tagExpressions = try tags.map { text, argument, place in
            do {
                return try TagExpression(text)
            } catch let error as TagExpressionError {
                let detail = error.annotatedMessage.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
                    .map { "  \($0)" }.joined(separator: "\n")
                throw UsageError(place.map { "\($0): tags: \(error.message)" } ?? error.message, at: argument, detail: detail)
            } catch {
                throw UsageError("\(error)", at: argument)
            }
        }
        let names = try arguments.all("name").map { value, argument in
            do throws(NameRegexError) {
                return try NamePattern(value)
            } catch {
                let hint = error.hint.prefix(1).uppercased() + error.hint.dropFirst() + "."
                throw UsageError("--name takes a regular expression, and this one does not compile: \(error.message) "
                    + "(column \(error.offset + 1))", at: argument,
                    detail: "  \(value)\n  \(String(repeating: " ", count: error.offset))^\n  \(hint)")
            }
        }
        let algorithms = arguments.all("algorithm").isEmpty ? (project?.algorithm ?? []) : arguments.all("algorithm").map(\.value)
        selection = Selection(tagExpressions: tagExpressions, namePatterns: names, algorithms: algorithms)

        order = try Setting.order.option(in: arguments) ?? project?.order ?? .defined
        shard = try arguments.last("shard").map { try Self.shard($0.value, at: $0.argument) }
        options = SuiteOptions(strict: try Self.strict(arguments, project: project), dryRun: arguments.has("dry-run"))
        options.jobs = try Self.jobs(arguments, project: project)
        options.failFast = arguments.has("fail-fast")
        if let retry = arguments.last("retry") {
            guard let count = Int(retry.value), count >= 0 else {
                throw UsageError("--retry takes how many more times a failed scenario may run, 0 or more", at: retry.argument)
            }
            options.retry = count
        }
        options.window = try Self.window(arguments, project: project)
        options.seed = try Setting.seed.option(in: arguments) ?? project?.seed ?? 0
        let writeBaseline = arguments.last("write-baseline").map { value, argument in
            ReportWriter(label: "--write-baseline (argument \(argument.position): \"\(value)\")",
                         destination: DestinationIdentity.standardOutputPaths.contains(value) ? .standardOutput : .file(value))
        }
        (formats, writers) = try Self.formats(arguments, project: project, standardOutputIsTerminal: standardOutputIsTerminal,
                                              environment: environment, alsoWriting: writeBaseline.map { [$0] } ?? [])
        baselinePath = try Self.baseline(arguments, project: project)
        self.writeBaseline = writeBaseline?.destination
        useColor = Self.useColor(arguments, environment: environment, standardOutputIsTerminal: standardOutputIsTerminal)
        verbose = arguments.has("verbose")
    }

    /// `--format` as given, else `specrun.yml`'s, else `pretty` on a terminal and `progress` elsewhere;
    /// refused when two of them, or one and a writer in `alsoWriting`, would write to one destination; on
    /// GitHub Actions (`GITHUB_ACTIONS=true`) also `github`, which writes its annotations after the others.
    /// With them, every writer (the formats' that write to a destination, then `alsoWriting`).
    static func formats(_ arguments: ParsedArguments, project: ProjectFile?, standardOutputIsTerminal: Bool,
                        environment: [String: String] = [:], alsoWriting others: [ReportWriter] = []) throws
        -> (formats: [FormatRequest], writers: [ReportWriter]) {
        // In a terminal as when piped: the progress line and the summary (`pretty` shows every step).
        let fallback = "progress"
        let formatTexts = arguments.all("format").isEmpty
            ? (project?.format ?? [fallback]).map { ($0, CommandArgument?.none) }
            : arguments.all("format").map { ($0.value, Optional($0.argument)) }
        var writers: [ReportWriter] = []
        let formats = try formatTexts.map { text, argument in
            let format: FormatRequest
            do {
                format = try FormatRequest(text)
            } catch {
                throw UsageError("\(error)", at: argument)
            }
            let origin = argument.map { "argument \($0.position): \"\($0.text)\"" }
                ?? project.flatMap { $0.format == nil ? nil : "\($0.path): format" } ?? "the default"
            writers.append(ReportWriter(label: "\(format.name) (\(origin))", destination: format.destination, formatName: format.name))
            return format
        }
        try ReportWriter.checkOnePerDestination(writers + others)
        if environment["GITHUB_ACTIONS"] == "true", !formats.contains(where: { $0.name == "github" }) {
            return (formats + [FormatRequest(name: "github", path: nil)], writers + others)
        }
        return (formats, writers + others)
    }

    /// Strict unless told otherwise (as Cucumber-JVM 7 and cucumber-js are): an undefined or pending
    /// step fails the run, so a typo cannot keep CI green. `--no-strict` or `strict: false` in
    /// `specrun.yml` turns it off; `--strict` wins over the file.
    static func strict(_ arguments: ParsedArguments, project: ProjectFile?) throws -> Bool {
        if let strict = arguments.flags["strict"], arguments.has("no-strict") {
            throw UsageError("--strict and --no-strict contradict each other; give one", at: strict)
        }
        if arguments.has("strict") { return true }
        if arguments.has("no-strict") { return false }
        return project?.strict ?? true
    }

    /// The baseline to compare with: `--baseline`'s, else the project's, none with `--no-baseline`
    /// (which contradicts `--baseline`). A dry run may read one (its entries are checked against
    /// the scenarios) but compares nothing, and cannot record one: every run would be skipped.
    static func baseline(_ arguments: ParsedArguments, project: ProjectFile?) throws -> String? {
        if let noBaseline = arguments.flags["no-baseline"], arguments.last("baseline") != nil {
            throw UsageError("--baseline and --no-baseline contradict each other; give one", at: noBaseline)
        }
        if let dryRun = arguments.flags["dry-run"], let write = arguments.last("write-baseline") {
            throw UsageError("--dry-run runs nothing, so --write-baseline (argument \(write.argument.position): \"\(write.value)\") "
                + "would record every run as skipped; record the baseline from a run without --dry-run", at: dryRun)
        }
        if let failFast = arguments.flags["fail-fast"], let write = arguments.last("write-baseline") {
            throw UsageError("--fail-fast stops at the first failure, so --write-baseline (argument \(write.argument.position): "
                + "\"\(write.value)\") would record only the runs before it; record the baseline from a run without --fail-fast",
                at: failFast)
        }
        return arguments.has("no-baseline") ? nil : arguments.last("baseline")?.value ?? project?.baseline
    }

    /// Colours only on a terminal, and never with `--no-color` or a non-empty `NO_COLOR`.
    static func useColor(_ arguments: ParsedArguments, environment: [String: String], standardOutputIsTerminal: Bool) -> Bool {
        standardOutputIsTerminal && !arguments.has("no-color") && (environment["NO_COLOR"].map(\.isEmpty) ?? true)
    }

    static func shard(_ text: String, at argument: CommandArgument) throws -> Shard {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw UsageError("--shard takes K/N with 1 ≤ K ≤ N, e.g. 2/4", at: argument)
        }
        return Shard(index: index, count: count)
    }

    /// The threads, the one resolution run and explore share: `--jobs`, else `specrun.yml`'s
    /// `jobs:`, else one per processor.
    static func jobs(_ arguments: ParsedArguments, project: ProjectFile?) throws -> Int {
        try Setting.jobs.option(in: arguments) ?? project?.jobs ?? SuiteOptions.defaultJobs
    }

    /// The observation window, the one resolution run and explore share: `--window` (`500ms`,
    /// `60s`, `2min`), else `specrun.yml`'s `window:`, else nil (each system's own).
    static func window(_ arguments: ParsedArguments, project: ProjectFile?) throws -> VirtualDuration? {
        try Setting.window.option(in: arguments) ?? project?.window
    }

    /// A duration an option takes (`--window`, `--time`), read as every written duration is
    /// (`VirtualDuration.written`): more than zero, at most 876,000 h, the same bound and words as
    /// in `specrun.yml`.
    static func duration(_ text: String, of option: String, at argument: CommandArgument) throws -> VirtualDuration {
        switch VirtualDuration.written(text, meaning: option, example: "500ms, 60s or 2min") {
        case .success(let duration): return duration
        case .failure(let problem): throw UsageError(problem.description, at: argument)
        }
    }
}
