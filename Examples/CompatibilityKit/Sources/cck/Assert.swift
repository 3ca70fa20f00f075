import SpecrunKit

/// The assertions the samples' steps make, failing with the message Node's `assert` gives.
enum Assert {
    static func strictlyEqual<T: Equatable>(_ actual: T, _ expected: T) throws {
        guard actual == expected else {
            throw StepError.failed("Expected values to be strictly equal:\n\n\(actual) !== \(expected)\n")
        }
    }
}
