import Expressions
import Foundation
import Gherkin
import Reports
import SpecrunKit

/// `specrun [PATH…]`: reads the features, plans the runs (every selected scenario × every algorithm of
/// its system), runs them on simulated devices, reports, and turns the outcome into an exit code.
struct RunCommand {
    /// The systems, made with the fixtures only once a run needs them, so that `--help` and
    /// `--version` read no fixtures.
    let systems: [SystemDefinition]
    let environment: [String: String]

    func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments.parse(words, specs: RunOptionSpecs.all)
        if arguments.has("help") {
            try Terminal.out(Help.text(formats: ReportCatalog.names) + "\n")
            return ExitCode.success
        }
        if arguments.has("version") {
            try Terminal.out("specrun \(Version.current)\n")
            return ExitCode.success
        }
        let project = try ProjectFile.load(arguments.last("config")?.value)
        let systems = try makeSystems(fixtures: FixtureSource(
            directory: arguments.last("fixtures")?.value ?? project?.fixtures ?? FixtureSource.defaultDirectory,
            isRequired: arguments.last("fixtures") != nil || project?.fixtures != nil))
        try checkRegistrations(systems)
        if arguments.has("list-algorithms") {
            try Terminal.out(Listing.algorithms(of: systems))
            return ExitCode.success
        }
        if arguments.has("list-steps") {
            try Terminal.out(Listing.steps(of: systems))
            return ExitCode.success
        }
        let settings = try RunCommandSettings(arguments: arguments, project: project)

        let located = try FeatureLocator().locate(settings.paths)
        var ids = IdGenerator()
        let features = try FeatureReader().read(located.map(\.path), ids: &ids)
        var selection = settings.selection
        for location in located where !location.lines.isEmpty { selection.lines[location.path] = location.lines }

        let plan = try RunPlanner(systems: systems).plan(features, selection: selection, order: settings.order,
                                                           shard: settings.shard, ids: &ids)
        let baselineFile = try settings.baselinePath.map(BaselineFile.read)
        if let baselineFile { try BaselineFile.check(baselineFile, against: plan, systems: systems) }
        let baseline = baselineFile?.baseline
        let clock = WallClock.fromEnvironment(environment)
        let outputs = try settings.formats.map { request in
            try ReportCatalog.makeReporter(request, context: ReportContext(color: settings.useColor, clock: clock,
                                                                           version: Version.current))
        }
        // Opened before the run, so a path that cannot be written fails before anything runs.
        let baselineOutput = try settings.writeBaseline.map { try ReportOutput($0) }
        let recorder = baselineOutput.map { _ in BaselineRecorder() }
        let runner = Runner(systems: systems, options: RunnerOptions(
            jobs: settings.jobs, failFast: settings.failFast, mode: settings.mode,
            settings: RunSettings(observationWindowMs: settings.windowMs, seed: settings.seed), clock: clock))
        let end = try runner.run(plan, baseline: baseline, reporters: outputs + (recorder.map { [$0] } ?? []),
                                 isCancelled: Interruption.shared.isRequested)
        if let output = baselineOutput, let recorder {
            output.write(BaselineFile.render(recorder.baseline))
            try output.commit()
        }
        return end.succeeded ? ExitCode.success : ExitCode.failure
    }

    /// Makes every system with the run's fixtures: the built-in defaults, overridden by the files of
    /// the fixtures directory where it has them.
    private func makeSystems(fixtures: FixtureSource) throws -> [AnySystem] {
        try fixtures.validate()
        return try systems.map { try $0.make(with: fixtures) }
    }

    /// A step definition or parameter type that did not compile is the program's fault, but it is
    /// still reported as a configuration error rather than a crash.
    private func checkRegistrations(_ systems: [AnySystem]) throws {
        let problems = systems.flatMap { system in system.registrationProblems.map { "@\(system.name): \($0)" } }
        if !problems.isEmpty {
            throw ConfigurationError("step definitions that do not compile:\n" + problems.joined(separator: "\n"))
        }
    }
}

/// Collects every case's status for `--write-baseline`.
final class BaselineRecorder: Reporter {
    private(set) var baseline = Baseline()

    func handle(_ event: RunEvent) throws {
        if case .caseFinished(let result) = event { baseline.record(result) }
    }
}

/// A problem with the project (its files, its configuration) rather than a scenario. Exit code 2.
struct ConfigurationError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The version `--version` prints and reports record.
enum Version {
    static let current = "0.1.0"
}

/// The process's exit codes.
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}
