/// Makes the right kind of step expression from a pattern string, as upstream's ExpressionFactory does:
/// a regular expression when it starts with `^` or ends with `$` (or is written `/…/`), otherwise a
/// Cucumber Expression.
public struct ExpressionFactory: Sendable {
    public let parameterTypes: ParameterTypeRegistry

    public init(parameterTypes: ParameterTypeRegistry) {
        self.parameterTypes = parameterTypes
    }

    public func createExpression(_ source: String) throws(CucumberExpressionError) -> any StepExpression {
        if source.hasPrefix("^") || source.hasSuffix("$") {
            return try RegularExpression(source, parameterTypes: parameterTypes)
        }
        if source.count >= 2, source.hasPrefix("/"), source.hasSuffix("/") {
            return try RegularExpression(String(source.dropFirst().dropLast()), parameterTypes: parameterTypes)
        }
        return try CucumberExpression(source, parameterTypes: parameterTypes)
    }
}
