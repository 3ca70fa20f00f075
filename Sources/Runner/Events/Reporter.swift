/// A consumer of the run's event stream: every output format is one. Events arrive one at a time,
/// in order, never concurrently.
public protocol Reporter: AnyObject {
    func handle(_ event: RunEvent) throws
    /// Whether the reporter shows what the user saw over time (`RunOutcome.trace`); runs draw no
    /// trace when none of a run's reporters does. False by default.
    var readsTraces: Bool { get }
}

extension Reporter {
    public var readsTraces: Bool { false }
}
