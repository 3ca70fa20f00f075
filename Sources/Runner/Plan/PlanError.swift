import SpecrunKit
/// A reason the runs cannot be planned: a feature that names no known system, an unknown algorithm.
/// The command line reports these as configuration errors (exit code 2).
///
/// ```swift
/// do {
///     let plan = try RunPlanner(systems: systems).plan(features, selection: Selection(algorithms: ["nope"]), ids: &ids)
/// } catch let error as PlanError {
///     print(error.message)   // names the algorithms there are
/// }
/// ```
public struct PlanError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
