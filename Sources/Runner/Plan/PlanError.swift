import SpecrunKit
/// A reason the runs cannot be planned: a feature that names no known system, an unknown algorithm.
/// The command line reports these as configuration errors (exit code 2).
///
/// ```swift
/// do {
///     let plan = try SuitePlanner(systems: systems).plan(features, selection: Selection(algorithms: ["nope"]), ids: &ids)
/// } catch let error as PlanError {
///     print(error.message)   // names the algorithms there are
/// }
/// ```
package struct PlanError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
