import Expressions

/// How a step's text fared against a registry: one definition matched (with its arguments), none
/// did, or several did and the step cannot choose.
public enum StepMatch: Sendable {
    case matched(definition: Int, arguments: [Argument])
    case undefined
    case ambiguous(definitions: [Int])
}
