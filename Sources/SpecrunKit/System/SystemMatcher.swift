import Expressions

/// What planning needs of a system: its description, how a step's text matches its definitions,
/// and which scenario hooks apply to a scenario's tags. A live system's matcher runs its registry;
/// saved results get one compiled from the patterns they recorded, which matches as the run did.
@usableFromInline
package struct SystemMatcher: Sendable {
    package let description: SystemDescription
    private let matchText: @Sendable (String) -> StepMatch
    private let hookTags: [Int: TagExpression]

    package init(description: SystemDescription, match: @escaping @Sendable (String) -> StepMatch) {
        self.description = description
        matchText = match
        var compiled: [Int: TagExpression] = [:]
        for hook in description.hooks {
            if let source = hook.tagExpression, let expression = try? TagExpression(source) { compiled[hook.index] = expression }
        }
        hookTags = compiled
    }

    /// A matcher for a system known only as a run recorded it (saved results): its parameter types
    /// and step definitions, registered in that order, whose bodies cannot run, but whose patterns
    /// match every text exactly as they did. A pattern or parameter type that no longer compiles is
    /// thrown as a `RegistrationError`.
    package init(recordedSystem name: String, summary: String, algorithms: [AlgorithmDescription], metrics: [Metric],
                 parameterTypes: [ParameterType], stepDefinitions: [StepDefinitionSummary], hooks: [HookSummary] = [],
                 order: [SupportCode.Kind]? = nil, proposal: Proposal? = nil) throws(RegistrationError) {
        var steps = StepRegistry<Void>()
        // Registered in the recorded order of their kinds (parameter types, step definitions, then
        // hooks, when none was recorded), each kind's own in its order; any the order leaves out last.
        var types = parameterTypes[...]
        var definitions = stepDefinitions.sorted(by: { $0.index < $1.index })[...]
        var hooks = hooks.sorted(by: { $0.index < $1.index })[...]
        func registerNext(_ kind: SupportCode.Kind) {
            switch kind {
            case .parameterType: if let type = types.popFirst() { steps.define(type) }
            case .stepDefinition:
                if let definition = definitions.popFirst() { steps.add(definition.keyword, definition.pattern, definition.location) { _, _ in } }
            case .hook: if let hook = hooks.popFirst() { steps.addRecorded(hook) }
            }
        }
        for kind in order ?? [] { registerNext(kind) }
        while !types.isEmpty { registerNext(.parameterType) }
        while !definitions.isEmpty { registerNext(.stepDefinition) }
        while !hooks.isEmpty { registerNext(.hook) }
        let resolved = steps.resolved()
        if let problem = resolved.problems.first { throw problem }
        let description = SystemDescription(
            name: name, summary: summary, algorithms: algorithms, metrics: metrics,
            stepDefinitions: resolved.definitions.map(\.summary), hooks: resolved.hookSummaries, supportCode: resolved.supportCode,
            parameterTypes: resolved.parameterTypes, registrationProblems: resolved.problems, proposal: proposal)
        self.init(description: description) { resolved.match($0) }
    }

    package var name: String { description.name }
    package var algorithmNames: [String] { description.algorithmNames }
    package var parameterTypes: ParameterTypeRegistry { description.parameterTypes }

    package func match(_ text: String) -> StepMatch { matchText(text) }

    /// The `Before` hooks (in registration order) and `After` hooks (in reverse) of a scenario with these tags.
    package func scenarioHooks(forTags tags: [String]) -> (before: [Int], after: [Int]) {
        let hooks = description.hooks
        let before = hooks.filter { $0.kind == .before && hookTags[$0.index]?.evaluate(tags) ?? true }.map(\.index)
        let after = hooks.filter { $0.kind == .after && hookTags[$0.index]?.evaluate(tags) ?? true }.map(\.index)
        return (before, after.reversed())
    }
}
