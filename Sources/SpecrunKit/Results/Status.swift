/// The outcome of a step or of a whole run, as Cucumber names them, and one of specrun's own: a run
/// `departed` from the spec of another algorithm than its own (`Intent`), which is a difference,
/// not a failure; only a whole run departs, its steps keep their own statuses. Ordered from the
/// most to the least severe, so a run takes the status of its worst step.
///
/// ```swift
/// let status = result.steps.map(\.status).min() ?? .passed   // the worst step's
/// if status.isFailure(strict: true) { print("\(result.pickle.name) [\(result.algorithm)]: \(status.rawValue)") }
/// ```
@usableFromInline
package enum Status: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case failed
    case ambiguous
    case undefined
    case pending
    case departed
    case skipped
    case passed

    /// Lower is more severe: the order the cases are declared in (0 to 6, a place in a list kept
    /// by status).
    @usableFromInline package var severity: Int {
        switch self {
        case .failed: 0
        case .ambiguous: 1
        case .undefined: 2
        case .pending: 3
        case .departed: 4
        case .skipped: 5
        case .passed: 6
        }
    }

    @usableFromInline package static func < (a: Status, b: Status) -> Bool { a.severity < b.severity }

    /// Hashes the case by its place, not its raw text: a status keys an algorithm's tallies, looked
    /// up for every run.
    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(severity) }

    /// Whether a run with this status counts as a failure. Undefined and pending steps fail only
    /// in strict mode; a skipped run (a dry run) never does.
    @usableFromInline package func isFailure(strict: Bool) -> Bool {
        switch self {
        case .failed, .ambiguous: true
        case .undefined, .pending: strict
        case .departed, .skipped, .passed: false
        }
    }
}
