/// A consumer of the run's event stream: every output format is one. Events arrive one at a time,
/// in order, never concurrently.
public protocol Reporter: AnyObject {
    func handle(_ event: RunEvent) throws
}
