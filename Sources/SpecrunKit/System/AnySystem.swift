import Expressions
import Gherkin

/// A system under test with its world erased, so the runner can hold the article view and the
/// wallet app side by side: its description (data, for the events and reports), its matcher (for
/// planning), and how to run one planned pickle against one of its algorithms.
@usableFromInline
package struct AnySystem: Sendable {
    package let description: SystemDescription
    package let matcher: SystemMatcher
    let execute: @Sendable (PlannedPickle, String, SuiteOptions, WallClock) -> CaseResult
    let runHook: @Sendable (Int, SuiteOptions, WallClock) -> RunHookResult
    let prepareRun: @Sendable (SuiteOptions) throws -> Void
    /// What each algorithm checks before its first run, by name (only those that check something).
    let algorithmChecks: [String: @Sendable () throws -> Void]

    /// The system with `externalAlgorithms` (declared for it in `specrun.yml`) after its own. A
    /// declaration the system cannot run, or a name used twice, throws a `SystemDefinitionError`.
    /// Inlinable, so that a system's runs execute code specialized for its world, made where the
    /// system's concrete type is known.
    @inlinable
    package init<S: SystemUnderTest>(_ system: S, externalAlgorithms: [ExternalAlgorithm] = []) throws {
        let algorithms = try Self.algorithms(of: system, adding: externalAlgorithms)
        let steps = system.steps.resolved()
        let follows = Dictionary(externalAlgorithms.compactMap { declaration in declaration.follows.map { (declaration.name, $0) } },
                                 uniquingKeysWith: { first, _ in first })
        let executor = CaseExecutor(system: system, steps: steps, algorithms: algorithms, follows: follows)
        self.init(description: Self.describe(system, algorithms: algorithms, steps: steps, follows: follows), match: { steps.match($0) },
                  execute: { executor.run($0, algorithm: $1, options: $2, clock: $3) },
                  runHook: { executor.runRunHook($0, options: $1, clock: $2) },
                  prepare: { try system.prepare(settings: $0.settings(window: system.observationWindow)) },
                  algorithmChecks: Dictionary(algorithms.compactMap { algorithm in algorithm.prepare.map { (algorithm.name, $0) } },
                                              uniquingKeysWith: { first, _ in first }))
    }
    @usableFromInline
    init(description: SystemDescription, match: @escaping @Sendable (String) -> StepMatch,
         execute: @escaping @Sendable (PlannedPickle, String, SuiteOptions, WallClock) -> CaseResult,
         runHook: @escaping @Sendable (Int, SuiteOptions, WallClock) -> RunHookResult,
         prepare: @escaping @Sendable (SuiteOptions) throws -> Void, algorithmChecks: [String: @Sendable () throws -> Void] = [:]) {
        self.description = description
        matcher = SystemMatcher(description: description, match: match)
        self.execute = execute
        self.runHook = runHook
        prepareRun = prepare
        self.algorithmChecks = algorithmChecks
    }

    /// The system's algorithms, then those `externalAlgorithms` declares, each name once.
    @usableFromInline
    static func algorithms<S: SystemUnderTest>(of system: S, adding externalAlgorithms: [ExternalAlgorithm]) throws
        -> [Algorithm<S.Environment, S.App>] {
        var algorithms = system.algorithms
        var seen: Set<String> = []
        for algorithm in algorithms where !seen.insert(algorithm.name).inserted {
            throw SystemDefinitionError("system \(S.name) has two algorithms named \"\(algorithm.name)\"; give each its own name")
        }
        for declaration in externalAlgorithms {
            let place = declaration.declaredAt.isEmpty ? "" : declaration.declaredAt + ": "
            guard let algorithm = system.externalAlgorithm(declaration) else {
                throw SystemDefinitionError(place + "the system \"\(S.name)\" does not run external algorithms (its own are "
                    + algorithms.map(\.name).joined(separator: ", ") + "); remove the entry for \(declaration.name)")
            }
            guard seen.insert(algorithm.name).inserted else {
                throw SystemDefinitionError(place + "\(S.name) already has an algorithm \"\(algorithm.name)\"; "
                    + "give the external one another name")
            }
            algorithms.append(algorithm)
        }
        let names = algorithms.map(\.name)
        for name in (system.proposal?.current ?? []) + (system.proposal?.proposed ?? []) where !names.contains(name) {
            throw SystemDefinitionError("the proposal of \(S.name) names \"\(name)\", which is not one of its algorithms ("
                + names.joined(separator: ", ") + ")")
        }
        for declaration in externalAlgorithms {
            guard let followed = declaration.follows, !names.contains(followed) || followed == declaration.name else { continue }
            let place = declaration.declaredAt.isEmpty ? "" : declaration.declaredAt + ": "
            throw SystemDefinitionError(place + (followed == declaration.name
                ? "\(declaration.name) follows itself; name the algorithm it ports, one of "
                : "\(S.name) has no algorithm \"\(followed)\" for \(declaration.name) to follow; name the algorithm it ports, one of ")
                + names.filter { $0 != declaration.name }.joined(separator: ", "))
        }
        return algorithms
    }
    @usableFromInline
    static func describe<S: SystemUnderTest>(_ system: S, algorithms: [Algorithm<S.Environment, S.App>],
                                             steps: ResolvedSteps<S.World>, follows: [String: String]) -> SystemDescription {
        SystemDescription(
            name: S.name, summary: S.summary,
            algorithms: algorithms.map { AlgorithmDescription(name: $0.name, summary: $0.summary, follows: follows[$0.name]) },
            metrics: system.metrics, exploration: system.exploration, stepDefinitions: steps.definitions.map(\.summary),
            hooks: steps.hookSummaries, supportCode: steps.supportCode, parameterTypes: steps.parameterTypes,
            registrationProblems: steps.problems, proposal: system.proposal)
    }

    package var name: String { description.name }
    package var algorithmNames: [String] { description.algorithmNames }
    package var hooks: [HookSummary] { description.hooks }

    /// Runs one planned pickle against one algorithm, in a fresh world per attempt.
    package func run(_ pickle: PlannedPickle, algorithm: String, options: SuiteOptions, clock: WallClock) -> CaseResult {
        execute(pickle, algorithm, options, clock)
    }

    /// `run(_:algorithm:options:clock:)` as a function, for a caller that runs many cases from
    /// several threads: taking it retains one object, where a copy of the system retains each part
    /// of its description, and every thread's retains of those same parts contend.
    package var caseRunner: @Sendable (PlannedPickle, String, SuiteOptions, WallClock) -> CaseResult { execute }

    /// Runs one planned pickle against one algorithm in a fresh world, outside a `Runner`: for tools
    /// that make their own scenarios (`specrun explore`). Step durations are not measured.
    package func run(_ pickle: PlannedPickle, algorithm: String, options: SuiteOptions) -> CaseResult {
        run(pickle, algorithm: algorithm, options: options, clock: .fixed(at: WallTime(nanosecondsSinceEpoch: 0)))
    }

    package func run(runHook index: Int, options: SuiteOptions, clock: WallClock) -> RunHookResult {
        runHook(index, options, clock)
    }

    package func prepare(options: SuiteOptions) throws {
        try prepareRun(options)
    }

    /// The checks of the algorithms `running` names (an external algorithm's child starts and
    /// answers its handshake), in the system's order.
    package func checks(running: some Collection<String>) -> [AlgorithmCheck] {
        algorithmNames.filter { running.contains($0) }.compactMap { name in
            algorithmChecks[name].map { AlgorithmCheck(system: self.name, algorithm: name, body: $0) }
        }
    }
}

/// That one algorithm of a system can run: its child starts and answers the handshake.
package struct AlgorithmCheck: Sendable {
    let system: String
    let algorithm: String
    let body: @Sendable () throws -> Void

    /// Runs the check; its failure is thrown as an `AlgorithmStartError`.
    package func callAsFunction() throws(AlgorithmStartError) {
        do {
            try body()
        } catch {
            throw AlgorithmStartError(system: system, algorithm: algorithm, underlying: "\(error)")
        }
    }
}

/// An algorithm that cannot run at all: its child process does not start, or does not answer as
/// the protocol says. A configuration error, found before any case runs.
package struct AlgorithmStartError: Error, Hashable, Sendable, CustomStringConvertible {
    package var system: String
    package var algorithm: String
    package var underlying: String

    package var description: String { underlying }
}
