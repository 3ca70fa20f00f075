/// The keyword a step definition is registered under. As in Cucumber, it documents intent and groups
/// the glossary; matching ignores it, so `And` and `But` steps find definitions of any keyword.
///
/// ```swift
/// let givens = system.stepDefinitions.filter { $0.keyword == .given }
/// print(StepKeyword.allCases.map(\.rawValue))   // ["Given", "When", "Then"]
/// ```
@usableFromInline
package enum StepKeyword: String, Hashable, Sendable, Codable, CaseIterable {
    case given = "Given"
    case when = "When"
    case then = "Then"
}
