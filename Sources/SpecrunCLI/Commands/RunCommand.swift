import Spelling
import Expressions
import Foundation
import Gherkin
import Adapter
import Reports
import Runner
import SpecrunKit
import Supervision

/// `specrun [PATH…]`: reads the features, plans the runs (every selected scenario × every algorithm of
/// its system), runs them on simulated devices, reports, and turns the outcome into an exit code.
struct RunCommand {
    /// The systems, made with the fixtures only once a run needs them, so that `--help` and
    /// `--version` read no fixtures.
    let systems: [SystemDefinition]
    let environment: [String: String]
    /// The name the command is called by (`specrun`, or a team's own executable's).
    let program: String

    /// Runs and turns the outcome into an exit code, saying why it is 1 when no report on standard
    /// output says it.
    func run(_ words: [String]) throws -> Int32 {
        guard case .failed(let reason, let reports) = try perform(words) else { return ExitCode.success }
        return ExitCode.failure(because: reason, reports: reports, program: program)
    }

    /// How a run went: as expected (or help, a listing), or not, and why.
    enum Outcome {
        case succeeded
        case failed(reason: String, reports: [FormatRequest])
    }

    /// What a run made for another command takes from it as values, never as words: the project file
    /// and fixtures it read, and the suite options it resolved (`--window`, `--jobs`, the seed), so
    /// that explore's HTML report runs its feature exactly as the exploration ran its scenarios.
    struct Inherited {
        var project: ProjectFile?
        var fixtures: FixtureSource
        var options: SuiteOptions
        /// The systems as explore made them, with that project and those fixtures.
        var systems: [AnySystem]
    }

    /// Runs, writing the reports, without a word about the outcome (explore renders its feature so,
    /// `inheriting` its project, fixtures and options; `words` then say only what to run and write).
    func perform(_ words: [String], inheriting inherited: Inherited? = nil) throws -> Outcome {
        let arguments = try ParsedArguments.parse(words, specs: RunOptionSpecs.all)
        if arguments.has("help") {
            var seen: Set<String> = []
            let fixtures = systems.flatMap(\.fixtureFiles).filter { seen.insert($0).inserted }
            try Terminal.out(Help.text(program: program, formats: ReportCatalog.names, fixtures: fixtures,
                                       scenarioExample: Help.scenarioExample(program: program, systems: systems)) + "\n")
            return .succeeded
        }
        if arguments.has("version") {
            try Terminal.out("\(program) \(Version.current)\n")
            return .succeeded
        }
        let project = try inherited.map(\.project) ?? ProjectFile.load(arguments.last("config")?.value)
        let fixtures = inherited?.fixtures ?? Self.fixtures(arguments, project: project)
        // The settings and the feature files, found before the systems are made so that the first
        // file is read and parsed beside them; what is wrong with either is said below, in turn.
        let settingsFound = Result { try RunCommandSettings(arguments: arguments, project: project, environment: environment) }
        let locatedFound = settingsFound.flatMap { settings in Result { try FeatureLocator().locate(settings.paths) } }
        let readAhead = inherited == nil ? (try? locatedFound.get())?.first.map { FeatureFiles.ReadAhead(path: $0.path) } : nil
        let systems = try inherited?.systems ?? makeSystems(project: project, fixtures: fixtures, alongside: readAhead?.perform)
        try checkRegistrations(systems)
        if arguments.has("list-algorithms") {
            try Terminal.out(Listing.algorithms(of: systems.map(\.description)))
            return .succeeded
        }
        if let unused = arguments.flags["unused"], !arguments.has("list-steps") {
            throw UsageError("--unused goes with --list-steps: specrun --list-steps --unused [PATH…]", at: unused)
        }
        if arguments.has("list-steps"), !arguments.has("unused") {
            try Terminal.out(Listing.steps(of: systems.map(\.description)))
            return .succeeded
        }
        var settings = try settingsFound.get()
        if let inherited { settings.options = inherited.options }

        let located = try locatedFound.get()
        var selection = settings.selection
        for location in located where !location.lines.isEmpty { selection.lines[location.path] = location.lines }

        try Self.checkDefaultSystem(of: project, among: self.systems.map(\.name))
        let planner = SuitePlanner(systems: systems.map(\.matcher), defaultSystem: project?.system)
        try Self.checkAlgorithms(arguments, project: project, with: planner)
        let plan = FeatureFiles(paths: located.map(\.path), planner: planner, selection: selection, order: settings.order,
                                shard: settings.shard, ids: IdGenerator(), readAhead: readAhead)
        if arguments.has("list-steps") {
            try Terminal.out(Listing.unusedSteps(of: systems.map(\.description), in: plan, paths: settings.paths))
            return .succeeded
        }
        let projectFolder = project?.folder ?? "."
        let baselineFile = try settings.baselinePath.map { try BaselineFile.read($0, projectFolder: projectFolder) }
        let baseline = baselineFile?.baseline
        try ReportWriter.check(settings.writers, writeOverNone: Self.inputs(project: project, fixtures: fixtures)
            + Self.inputs(settings: settings, features: located.map(\.path)))
        // Consumers that refuse to start a run that cannot go well, before any report writes.
        let checks: [any Reporter] = baselineFile.map { [BaselineCheck($0, systems: systems.map(\.description))] } ?? []
        let clock = WallClock.fromEnvironment(environment)
        let references = try project?.references?.load(folder: projectFolder)
        var context = ReportContext(color: settings.useColor, clock: clock, version: Version.current, environment: environment,
                                    verbose: settings.verbose, references: references)
        context.width = Terminal.width(environment: environment)
        let outputs = try settings.formats.map { try ReportCatalog.makeReporter($0, context: context) }
        // Opened before the run, so a path that cannot be written fails before anything runs.
        let baselineOutput = try settings.writeBaseline.map { try ReportOutput($0) }
        let earlierBaseline = baselineReplaced(by: settings.writeBaseline, compared: baseline, projectFolder: projectFolder)
        let recorder = baselineOutput.map { _ in BaselineRecorder() }
        let outline = OutlineRecorder()
        let runner = Runner(systems: systems, options: settings.options, clock: clock)
        // A dry run runs nothing, so it compares nothing: its entries are still checked (above). An
        // algorithm that cannot start (an external one's child) is the project's error.
        let end: SuiteEnd
        do {
            end = try runner.run(plan, baseline: settings.options.dryRun ? nil : baseline,
                                 reporters: checks + outputs + (recorder.map { [$0] } ?? []) + [outline],
                                 isCancelled: Interruption.isRequested, haltReason: { ProcessSupervisor.haltReason })
        } catch let error as AlgorithmStartError {
            throw ConfigurationError(error.description)
        } catch let halted as HaltError {
            throw ConfigurationError(halted.reason + "; no report was written")
        }
        // A baseline records every run's status: one from an interrupted run would lose the rest.
        let interrupted = Interruption.isRequested()
        if let output = baselineOutput, let recorder {
            if interrupted {
                Terminal.error("\(program): --write-baseline: the baseline was not written, since the run was interrupted; run again to record it\n")
            } else {
                var recorded = recorder.baseline
                let dropped = earlierBaseline.map { recorded.keepReasons(of: $0) } ?? []
                output.write(BaselineFile.render(recorded, projectFolder: projectFolder))
                try output.commit()
                Terminal.error(Self.written(recorded, to: settings.writeBaseline, droppingReasonsOf: dropped, earlier: earlierBaseline))
            }
        }
        // Recording a baseline makes today's failures the expected ones: they fail nothing, but a
        // change from a baseline compared at the same time still does. A signal while the reports
        // were being written still fails the run: it was asked to stop.
        let succeeded = recorder != nil && end.baseline == nil ? end.ranWhole : end.succeeded
        // A selection that matched nothing ran nothing: that is not a run that went as expected
        // (a shard may have no run, an empty rerun file names no feature, a file may hold no scenario).
        // Files without a scenario ran nothing either: a misspelt keyword (`Scenaro:`) is the likely
        // cause, and each is named at its place.
        // A signal that stopped the run before its first run is said as such, never as an empty selection.
        let nothingRan = end.summary.runs == 0 && settings.shard == nil && !interrupted
        let scenarios = outline.outline?.allPickles ?? 0
        let noneSelected = nothingRan && scenarios > 0
        let noScenario = nothingRan && (outline.outline?.features ?? 0) > 0 && scenarios == 0
        if noScenario {
            for hint in located.flatMap({ MisspeltKeyword.hints(in: $0.path) }) { Terminal.error("\(program): \(hint)\n") }
        }
        guard succeeded && !interrupted && !noneSelected && !noScenario else {
            return .failed(reason: noScenario ? "the feature files hold no scenario, so nothing ran"
                               : noneSelected ? "nothing matched the selection, so nothing ran"
                               : end.failure ?? "a signal came while the reports were being written", reports: settings.formats)
        }
        return .succeeded
    }

    /// Each algorithm named is one of a system's, refused at its place: the argument of
    /// `--algorithm`, else the line and column of specrun.yml's `algorithm:`.
    static func checkAlgorithms(_ arguments: ParsedArguments, project: ProjectFile?, with planner: SuitePlanner) throws {
        for given in arguments.all("algorithm") {
            do { try planner.check(algorithms: [given.value]) } catch let error as PlanError { throw UsageError(error.message, at: given.argument) }
        }
        guard arguments.all("algorithm").isEmpty else { return }
        for place in project?.algorithmPlaces ?? [] {
            do { try planner.check(algorithms: [place.value]) } catch let error as PlanError { throw place.error(error.message) }
        }
    }

    /// The project's `system:` must name one of the systems.
    static func checkDefaultSystem(of project: ProjectFile?, among names: [String]) throws {
        if let name = project?.system, !names.contains(name) {
            throw ConfigurationError("\(project?.path ?? ProjectFile.defaultPath): system: no system is named \"\(name)\""
                + "\(Suggestion.didYouMean(name, among: names)); the systems are \(names.joined(separator: ", "))")
        }
    }

    /// "Baseline written: FILE (N runs, K known divergences)", on standard error (standard output may
    /// carry a report, or the baseline itself).
    static func written(_ baseline: Baseline, to destination: ReportOutput.Destination?, droppingReasonsOf dropped: [BaselineKey] = [],
                        earlier: Baseline? = nil) -> String {
        let place = if case .file(let path) = destination { path } else { "standard output" }
        let runs = baseline.expectations.count
        let divergences = baseline.expectations.values.count { $0 != .passed && $0 != .departed }
        let departures = baseline.expectations.values.count { $0 == .departed }
        var text = "Baseline written: \(place) (\(PlainWords.count(runs, "run")), \(PlainWords.count(divergences, "known divergence"))"
            + (departures > 0 ? ", \(PlainWords.count(departures, "departure")) from another algorithm's spec" : "")
            + (baseline.reasons.isEmpty ? "" : ", \(PlainWords.count(baseline.reasons.count, "reason")) kept") + ")\n"
        if !dropped.isEmpty {
            text += "Reasons dropped, as their runs changed (write them again if they still hold):\n"
            for key in dropped {
                let now = baseline[key].map { "now \($0.rawValue)" } ?? "no longer run"
                text += "  \(key): was \(earlier?[key]?.rawValue ?? "?"), \(now): \"\(earlier?.reason(for: key) ?? "")\"\n"
            }
        }
        return text
    }

    /// The baseline `--write-baseline` replaces, whose reasons it keeps: the file it writes, when
    /// there is one, else the baseline the run compares with. A file that does not read keeps none,
    /// and says so.
    func baselineReplaced(by destination: ReportOutput.Destination?, compared: Baseline?, projectFolder: String) -> Baseline? {
        guard case .file(let path) = destination, !SourceFile.isMissing(path) else { return compared }
        do {
            return try BaselineFile.read(path, projectFolder: projectFolder).baseline
        } catch {
            Terminal.error("\(program): --write-baseline: the reasons of \(path) cannot be kept, as it does not read: \(error)\n")
            return compared
        }
    }

    /// The fixtures a command reads: `--fixtures DIR`, else the project's, else `fixtures/` (in the
    /// project's folder) when it exists; a folder named by either must exist.
    static func fixtures(_ arguments: ParsedArguments, project: ProjectFile?) -> FixtureSource {
        FixtureSource(directory: arguments.last("fixtures")?.value ?? project?.fixtures
                          ?? project?.resolved(FixtureSource.defaultDirectory) ?? FixtureSource.defaultDirectory,
                      isRequired: arguments.last("fixtures") != nil || project?.fixtures != nil)
            .recording(into: FixtureRecord())
    }

    /// The files every command reads before it runs anything: the project file and the fixtures.
    static func inputs(project: ProjectFile?, fixtures: FixtureSource) -> [InputFile] {
        (project.map { [InputFile(path: $0.path, role: "the project file")] } ?? [])
            + (project.flatMap { project in
                project.references.map { [InputFile(path: $0.path(folder: project.folder), role: "the references file the project names")] }
            } ?? [])
            + (fixtures.record?.filesRead ?? []).map { InputFile(path: $0, role: "a fixtures file this run reads") }
            + (project?.algorithms ?? []).flatMap(\.programFiles)
    }

    /// The files a run reads besides: the rerun files, the feature files, the baseline.
    private static func inputs(settings: RunCommandSettings, features: [String]) -> [InputFile] {
        let baseline = settings.baselinePath.map {
            InputFile(path: $0, role: "the baseline this run compares with",
                      advice: "give the report a path of its own, or add --no-baseline to record the baseline afresh")
        }
        return settings.rerunFiles.map { InputFile(path: $0, role: "the rerun file this run reads (@\($0))") }
            + features.map { InputFile(path: $0, role: "a feature file this run reads") }
            + (baseline.map { [$0] } ?? [])
    }

    /// Makes every system (or only those `named`: explore makes only the system it explores), once,
    /// with the run's fixtures (the built-in defaults, overridden by the files of the fixtures
    /// directory where it has them) and the external algorithms `specrun.yml` declares, each checked,
    /// its name too: it must not be one of its system's own. `alongside` is work that needs none of
    /// them, done on a thread of its own beside them (it starts first).
    func makeSystems(project: ProjectFile?, fixtures: FixtureSource, named: Set<String>? = nil,
                     alongside: (@Sendable () -> Void)? = nil) throws -> [AnySystem] {
        try fixtures.validate()
        let external = try externalAlgorithms(project)
        // Each system is made on its own thread (they share nothing); the first error in their order is thrown.
        let definitions = named.map { named in systems.filter { named.contains($0.name) } } ?? systems
        let first = alongside == nil ? 0 : 1
        let results = Parallel.map(first + definitions.count) { iteration -> Result<AnySystem, any Error>? in
            guard iteration >= first else {
                alongside!()
                return nil
            }
            let definition = definitions[iteration - first]
            return Result {
                do {
                    return try definition.make(fixtures: fixtures, externalAlgorithms: external.filter { $0.system == definition.name })
                } catch let error as SystemDefinitionError {
                    throw ConfigurationError(error.description)
                }
            }
        }
        return try results.dropFirst(first).map { try $0!.get() }
    }

    /// The external algorithms `specrun.yml` declares, each checked (its system, that it is declared
    /// once, that its command can start).
    private func externalAlgorithms(_ project: ProjectFile?) throws -> [ExternalAlgorithm] {
        guard let entries = project?.algorithms, !entries.isEmpty else { return [] }
        var declared: [ExternalAlgorithm] = []
        for entry in entries {
            let declaration = try entry.declaration(systems: systems, projectTimeout: project?.turnTimeout)
            if declared.contains(where: { $0.system == declaration.system && $0.name == declaration.name }) {
                throw entry.name.error("the algorithm \"\(declaration.name)\" of \(declaration.system) is declared twice")
            }
            declared.append(declaration)
        }
        return declared
    }

    /// A step definition or parameter type that did not compile is the program's fault, but it is
    /// still reported as a configuration error rather than a crash.
    /// A definition naming a parameter type nobody defined is left out, as Cucumber does: its steps
    /// are undefined, and the run says why on standard error.
    private func checkRegistrations(_ systems: [AnySystem]) throws {
        for system in systems {
            for (name, expression) in system.description.undefinedParameterTypes {
                Terminal.error("\(program): @\(system.name): the step definition \"\(expression)\" uses the parameter type {\(name)}, "
                    + "which is not defined; define it with steps.defineParameterType(\"\(name)\", matching: …) { … }\n")
            }
        }
        let problems = systems.flatMap { system in system.description.registrationProblems.map { "@\(system.name): \($0)" } }
        if !problems.isEmpty {
            throw ConfigurationError("step definitions that do not compile:\n" + problems.joined(separator: "\n"))
        }
    }
}

/// Collects every case's status for `--write-baseline`.
final class BaselineRecorder: Reporter {
    private(set) var baseline = Baseline()

    func handle(_ event: SuiteEvent) throws {
        if case .caseFinished(let result) = event { baseline.record(result) }
    }
}

/// Keeps the run's outline (how many scenarios the features hold and how many were selected), to
/// tell a selection that matched nothing.
final class OutlineRecorder: Reporter {
    private(set) var outline: PlanOutline?

    func handle(_ event: SuiteEvent) throws {
        if case .started(let start) = event { outline = start.outline }
    }
}

/// A problem with the project (its files, its configuration) rather than a scenario. Exit code 2.
struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The process's exit codes.
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2

    /// 1, saying why on standard error when no report went to standard output (one there says it
    /// already), so a run that writes only files never exits 1 without a word.
    static func failure(because reason: String, reports: [FormatRequest], program: String) -> Int32 {
        if !reports.contains(where: { $0.destination == .standardOutput }) {
            let files = reports.compactMap(\.path)
            Terminal.error("\(program): exit 1: \(reason)\(files.isEmpty ? "" : "; the reports: " + files.joined(separator: ", "))\n")
        }
        return failure
    }
}
