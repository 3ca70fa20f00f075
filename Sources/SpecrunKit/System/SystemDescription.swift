import Expressions

/// What a run and its reports know of a system, as data: its name and summary, its algorithms, its
/// metrics, its step definitions, hooks and parameter types, in registration order. A live run's
/// `SuiteStart` carries these, and so does a replay of saved results, so a report is fed the same
/// values either way.
@usableFromInline
package struct SystemDescription: Sendable {
    package var name: String
    package var summary: String
    package var algorithms: [AlgorithmDescription]
    package var metrics: [Metric]
    package var exploration: Optional<ExplorationVocabulary>
    package var proposal: Optional<Proposal>
    package var stepDefinitions: [StepDefinitionSummary]
    package var hooks: [HookSummary]
    /// Parameter types, step definitions and hooks in registration order, as messages list them.
    package var supportCode: [SupportCode]
    package var parameterTypes: ParameterTypeRegistry
    package var registrationProblems: [RegistrationError]

    package init(name: String, summary: String, algorithms: [AlgorithmDescription], metrics: [Metric] = [],
                 exploration: ExplorationVocabulary? = nil, stepDefinitions: [StepDefinitionSummary] = [], hooks: [HookSummary] = [],
                 supportCode: [SupportCode] = [], parameterTypes: ParameterTypeRegistry = ParameterTypeRegistry(),
                 registrationProblems: [RegistrationError] = [], proposal: Proposal? = nil) {
        self.name = name
        self.summary = summary
        self.algorithms = algorithms
        self.metrics = metrics
        self.exploration = exploration
        self.stepDefinitions = stepDefinitions
        self.hooks = hooks
        self.supportCode = supportCode
        self.parameterTypes = parameterTypes
        self.registrationProblems = registrationProblems
        self.proposal = proposal
    }

    package var algorithmNames: [String] { algorithms.map(\.name) }

    /// The parameter types named by definitions that could not be registered for want of them.
    package var undefinedParameterTypes: [(name: String, expression: String)] {
        supportCode.compactMap {
            if case .undefinedParameterType(let name, let expression) = $0 { (name, expression) } else { nil }
        }
    }
}

/// An algorithm as listings and reports show it: its name and what it does.
@usableFromInline
package struct AlgorithmDescription: Hashable, Sendable, Codable {
    package var name: String
    package var summary: String
    /// The algorithm whose spec it follows (a port), nil for its own.
    package var follows: Optional<String>

    package init(name: String, summary: String, follows: String? = nil) {
        self.name = name
        self.summary = summary
        self.follows = follows
    }

    /// The name of the spec it is held to: the one it follows, else its own.
    package var spec: String { follows ?? name }
}
