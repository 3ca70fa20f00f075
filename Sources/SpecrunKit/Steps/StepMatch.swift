import Expressions

/// How a step's text fared against a registry: one definition matched (with its arguments), none
/// did, several did and the step cannot choose (each with what it would have matched), or a
/// definition could not decide (a regular expression's group that fits several parameter types),
/// which fails the step with its reason.
///
/// ```swift
/// switch system.match("I wait 3 seconds") {
/// case .matched(let definition, let arguments): print("definition \(definition), \(arguments.count) arguments")
/// case .undefined: print("undefined")
/// case .ambiguous(let definitions, _): print("ambiguous: \(definitions)")
/// case .unmatchable(_, let reason): print(reason)
/// }
/// ```
@usableFromInline
package enum StepMatch: Sendable {
    case matched(definition: Int, arguments: [Argument])
    case undefined
    case ambiguous(definitions: [Int], arguments: [[Argument]])
    case unmatchable(definition: Int, reason: String)
}
