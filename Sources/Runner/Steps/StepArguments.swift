import Gherkin

/// What a step body receives besides the world: the values of the expression's parameters, already
/// transformed by their parameter types, and the step's doc string and data table.
public struct StepArguments: Sendable {
    public let values: [(any Sendable)?]
    public let docString: PickleDocString?
    public let dataTable: PickleTable?

    public init(values: [(any Sendable)?], docString: PickleDocString? = nil, dataTable: PickleTable? = nil) {
        self.values = values
        self.docString = docString
        self.dataTable = dataTable
    }

    public var count: Int { values.count }

    /// The value of parameter `index` (0-based) as `T`: `let seconds: Int = try arguments[0]`.
    public subscript<T>(index: Int) -> T {
        get throws {
            guard values.indices.contains(index) else {
                throw StepDefinitionError(
                    "the step body reads parameter \(index + 1), but its expression has \(values.count)")
            }
            guard let value = values[index] as? T else {
                let found = values[index].map { "\(type(of: $0))" } ?? "nothing (an optional group that did not match)"
                throw StepDefinitionError(
                    "the step body reads parameter \(index + 1) as \(T.self), but the expression gives \(found)")
            }
            return value
        }
    }
}

/// A mistake in a step definition itself (as opposed to a failed expectation): it reads a parameter
/// that is not there, or as the wrong type. Reported as the step's failure with this message.
public struct StepDefinitionError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
