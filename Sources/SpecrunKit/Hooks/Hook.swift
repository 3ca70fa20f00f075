import Expressions

/// When a hook runs: once before or after the whole suite, before or after each scenario, or around
/// each step. The raw values are Cucumber Messages' hook types.
///
/// ```swift
/// let runHooks = system.hooks.filter { $0.kind.isRunLevel }   // BeforeAll and AfterAll
/// ```
@usableFromInline
package enum HookKind: String, Hashable, Sendable, Codable, CaseIterable {
    case beforeAll = "BEFORE_TEST_RUN"
    case afterAll = "AFTER_TEST_RUN"
    case before = "BEFORE_TEST_CASE"
    case after = "AFTER_TEST_CASE"
    case beforeStep = "BEFORE_TEST_STEP"
    case afterStep = "AFTER_TEST_STEP"

    /// Whether it runs once per run rather than per scenario.
    @usableFromInline package var isRunLevel: Bool { self == .beforeAll || self == .afterAll }

    /// How Cucumber users call it: `BeforeAll`, `After`, …
    @usableFromInline package var displayName: String {
        switch self {
        case .beforeAll: "BeforeAll"
        case .afterAll: "AfterAll"
        case .before: "Before"
        case .after: "After"
        case .beforeStep: "BeforeStep"
        case .afterStep: "AfterStep"
        }
    }
}

/// A hook without its body, for reports: what it is, which scenarios it applies to, where it is
/// written.
///
/// ```swift
/// let named = system.hooks.filter { $0.name != nil }
/// ```
@usableFromInline
package struct HookSummary: Hashable, Sendable {
    /// The hook's position among its registry's hooks.
    @usableFromInline package var index: Int
    @usableFromInline package var kind: HookKind
    @usableFromInline package var name: Optional<String>
    /// The tag expression that selects the scenarios it runs for, as written; nil for all.
    @usableFromInline package var tagExpression: Optional<String>
    @usableFromInline package var location: CodeLocation

    @usableFromInline package init(index: Int, kind: HookKind, name: String?, tagExpression: String?, location: CodeLocation) {
        self.index = index
        self.kind = kind
        self.name = name
        self.tagExpression = tagExpression
        self.location = location
    }
}

/// A registered hook: its summary, its compiled tag expression and its body.
@usableFromInline
struct Hook<World>: Sendable {
    @usableFromInline
    enum Body: Sendable {
        case scenario(@Sendable (inout World, StepContext) throws -> Void)
        case run(@Sendable (StepContext) throws -> Void)
    }

    @usableFromInline let summary: HookSummary
    let tags: TagExpression?
    @usableFromInline let body: Body
    @usableFromInline
    func applies(to tags: [String]) -> Bool {
        self.tags?.evaluate(tags) ?? true
    }
}

/// The things a registry holds, in the order they were registered: Cucumber Messages lists them so.
///
/// ```swift
/// for case .undefinedParameterType(let name, let expression) in steps.supportCode { print(name, expression) }
/// ```
@usableFromInline
package enum SupportCode: Hashable, Sendable {
    case parameterType(name: String)
    case stepDefinition(index: Int)
    case hook(index: Int)
    /// A step definition whose expression names a parameter type nobody defined: it is left out
    /// (steps it would match are undefined) and reported.
    case undefinedParameterType(name: String, expression: String)

    /// What kind of registration it is; nil for an undefined parameter type, which no one registers.
    @usableFromInline package var kind: Kind? {
        switch self {
        case .parameterType: .parameterType
        case .stepDefinition: .stepDefinition
        case .hook: .hook
        case .undefinedParameterType: nil
        }
    }

    /// The kinds of registration, as saved results record their order.
    @usableFromInline
    package enum Kind: String, Hashable, Sendable, Decodable {
        case parameterType, stepDefinition, hook
    }
}
