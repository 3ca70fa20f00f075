import Expressions
import Gherkin

/// A system under test with its world type erased, so the runner can hold the article view and the
/// wallet app side by side.
///
/// ```swift
/// let network = try FixtureSource.builtIn.load(NetworkFixture.file)
/// let articles = try FixtureSource.builtIn.load(ArticleFixture.file)
/// let systems = [AnySystem(ShopSystem()), AnySystem(ArticleViewSystem(network: network, articles: articles))]
/// let plan = try RunPlanner(systems: systems).plan(features, ids: &ids)
/// ```
public struct AnySystem: Sendable {
    public let name: String
    public let summary: String
    public let algorithms: [AlgorithmDescription]
    public let metrics: [Metric]
    public let exploration: Exploration?
    public let stepDefinitions: [StepDefinitionSummary]
    public let hooks: [HookSummary]
    /// Parameter types, step definitions and hooks in registration order, as messages list them.
    public let supportCode: [SupportCode]
    public let parameterTypes: ParameterTypeRegistry
    public let registrationProblems: [RegistrationProblem]
    @usableFromInline let matchText: @Sendable (String) -> StepMatch
    @usableFromInline let execute: @Sendable (PlannedPickle, String, RunContext) -> CaseResult
    @usableFromInline let runHook: @Sendable (Int, RunContext) -> RunHookResult
    @usableFromInline let prepareRun: @Sendable (RunSettings) throws -> Void
    @usableFromInline let hookTags: [Int: TagExpression]

    /// Inlinable, so that a system's runs execute code specialized for its world, made where the
    /// system's concrete type is known.
    @inlinable
    public init<S: SystemUnderTest>(_ system: S) {
        name = system.name
        summary = system.summary
        algorithms = system.algorithms
        metrics = system.metrics
        exploration = system.exploration
        stepDefinitions = system.steps.definitions.map(\.summary)
        hooks = system.steps.hookSummaries
        supportCode = system.steps.supportCode
        parameterTypes = system.steps.parameterTypes
        registrationProblems = system.steps.problems
        matchText = { system.steps.match($0) }
        let executor = CaseExecutor(system: system)
        execute = { executor.run($0, algorithm: $1, context: $2) }
        runHook = { executor.runRunHook($0, context: $1) }
        prepareRun = { try system.prepare(settings: $0) }
        var compiled: [Int: TagExpression] = [:]
        for hook in system.steps.hookSummaries {
            if let source = hook.tagExpression, let expression = try? TagExpression(source) { compiled[hook.index] = expression }
        }
        hookTags = compiled
    }

    public var algorithmNames: [String] { algorithms.map(\.name) }

    /// The parameter types named by definitions that could not be registered for want of them.
    public var undefinedParameterTypes: [(name: String, expression: String)] {
        supportCode.compactMap {
            if case .undefinedParameterType(let name, let expression) = $0 { (name, expression) } else { nil }
        }
    }

    public func match(_ text: String) -> StepMatch { matchText(text) }

    /// Runs one planned pickle against one algorithm in a fresh world, outside a `Runner`: for tools
    /// that make their own scenarios (`specrun explore`). Step durations are not measured.
    public func run(_ pickle: PlannedPickle, algorithm: String, settings: RunSettings) -> CaseResult {
        run(pickle, algorithm: algorithm, context: RunContext(settings: settings, clock: .fixed(at: WallTime(nanosecondsSinceEpoch: 0)),
                                                              dryRun: false))
    }

    /// The `Before` hooks (in registration order) and `After` hooks (in reverse) of a scenario with these tags.
    public func scenarioHooks(forTags tags: [String]) -> (before: [Int], after: [Int]) {
        let before = hooks.filter { $0.kind == .before && hookTags[$0.index]?.evaluate(tags) ?? true }.map(\.index)
        let after = hooks.filter { $0.kind == .after && hookTags[$0.index]?.evaluate(tags) ?? true }.map(\.index)
        return (before, after.reversed())
    }

    /// Runs one planned pickle against one algorithm, in a fresh world per attempt.
    package func run(_ pickle: PlannedPickle, algorithm: String, context: RunContext) -> CaseResult {
        execute(pickle, algorithm, context)
    }

    package func run(runHook index: Int, context: RunContext) -> RunHookResult {
        runHook(index, context)
    }

    package func prepare(settings: RunSettings) throws {
        try prepareRun(settings)
    }
}

/// What every run of one invocation shares: world settings, the clock for durations, and modes.
@usableFromInline
package struct RunContext: Sendable {
    @usableFromInline package var settings: RunSettings
    @usableFromInline package var clock: WallClock
    @usableFromInline package var dryRun: Bool
    @usableFromInline package var retry: Int = 0

    @usableFromInline
    package init(settings: RunSettings, clock: WallClock, dryRun: Bool, retry: Int = 0) {
        self.settings = settings
        self.clock = clock
        self.dryRun = dryRun
        self.retry = retry
    }
}
