/// Makes the right kind of step expression from a pattern string, as upstream's ExpressionFactory does:
/// a regular expression when it starts with `^` or ends with `$` (or is written `/…/`), otherwise a
/// Cucumber Expression.
///
/// ```swift
/// let factory = ExpressionFactory(parameterTypes: ParameterTypeRegistry())
/// let cucumber = try factory.createExpression("I have {int} cukes")     // a CucumberExpression
/// let regex = try factory.createExpression(#"^I have (\d+) cukes$"#)    // a RegularExpression
/// try regex.match("I have 3 cukes")?.first?.value() as? Int  // 3
/// ```
package struct ExpressionFactory: Sendable {
    package let parameterTypes: ParameterTypeRegistry

    package init(parameterTypes: ParameterTypeRegistry) {
        self.parameterTypes = parameterTypes
    }

    package func createExpression(_ source: String) throws(CucumberExpressionError) -> any StepExpression {
        if source.hasPrefix("^") || source.hasSuffix("$") {
            return try RegularExpression(source, parameterTypes: parameterTypes)
        }
        if source.count >= 2, source.hasPrefix("/"), source.hasSuffix("/") {
            return try RegularExpression(String(source.dropFirst().dropLast()), parameterTypes: parameterTypes)
        }
        return try CucumberExpression(source, parameterTypes: parameterTypes)
    }
}
