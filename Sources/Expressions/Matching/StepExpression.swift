/// A pattern a step definition is written with, a Cucumber Expression or a regular expression, that
/// decides whether a step's text is meant for it and finds the step's arguments.
///
/// ```swift
/// let registry = ParameterTypeRegistry()
/// let patterns: [any StepExpression] = [
///     try CucumberExpression("I wait {int} seconds", parameterTypes: registry),
///     try RegularExpression(#"^I open "(.+)"$"#, parameterTypes: registry),
/// ]
/// let meant = try patterns.filter { try $0.match("I wait 4 seconds") != nil }.map(\.source)  // ["I wait {int} seconds"]
/// ```
package protocol StepExpression: Sendable {
    /// The pattern as the step definition wrote it.
    var source: String { get }

    /// The arguments found in `text` when the whole text matches, `nil` when it does not. Throws when a
    /// capture group of a regular expression fits several parameter types and none is preferred.
    func match(_ text: String) throws(CucumberExpressionError) -> [Argument]?
}
