/// What one run measured and what the user saw, read from its world after the last step. A
/// simulated system makes it with `DeviceSession.finish(_:)`, which measures the device and draws
/// the trace; the system adds the figures only it knows.
///
/// ```swift
/// func outcome(of world: inout GalleryWorld) -> RunOutcome {
///     let device = world.session.device
///     return world.session.finish { metrics in
///         metrics[Gallery.thumbnailsDownloaded] = device.network.log.requests(to: "thumbnail").count
///     }
/// }
/// ```
public struct RunOutcome: Hashable, Sendable {
    /// The values of the system's metrics, and the requests by endpoint.
    public var metrics: RunMetrics
    /// What the user saw and what the network did, for the reports that draw it.
    package var trace: RunTrace
    /// The instants at which each user action happened and each passage of time ended, in order,
    /// after the scene was set: the moments that begin what the user saw "after" a step. The
    /// session's own list, shared, where the scene set none (most runs: no list made for them).
    package var marks: [VirtualInstant]
    /// How many requests had been sent at each of `marks` (the trace's requests are in order).
    package var requestsAtMarks: [Int]
    /// Why the app stopped working during the run, if it did: an algorithm in a child process that
    /// exited, hung or broke the protocol. A step then failed with it; a caller that compares runs
    /// (explore) must not mistake that for the algorithm's behaviour.
    package var appFailure: Optional<String>

    /// An outcome with these metrics (none by default) and no trace.
    public init(metrics: RunMetrics = RunMetrics()) {
        self.init(metrics: metrics, trace: RunTrace())
    }

    package init(metrics: RunMetrics, trace: RunTrace, marks: [VirtualInstant] = [], requestsAtMarks: [Int] = [],
                 appFailure: String? = nil) {
        self.metrics = metrics
        self.trace = trace
        self.marks = marks
        self.requestsAtMarks = requestsAtMarks
        self.appFailure = appFailure
    }
}
