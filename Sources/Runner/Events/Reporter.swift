import SpecrunKit
/// A consumer of the run's event stream: every output format is one. Events arrive one at a time,
/// in order, never concurrently.
///
/// ```swift
/// final class FailureCounter: Reporter {
///     var failures = 0
///     func handle(_ event: SuiteEvent) throws {
///         if case .caseFinished(let result) = event, result.status == .failed { failures += 1 }
///     }
/// }
/// ```
package protocol Reporter: AnyObject {
    func handle(_ event: SuiteEvent) throws
    /// Whether the reporter shows what the user saw over time (`RunOutcome.trace`); runs draw no
    /// trace when none of a run's reporters does. False by default.
    var readsTraces: Bool { get }
}

extension Reporter {
    package var readsTraces: Bool { false }
}
