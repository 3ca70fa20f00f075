/// The metrics every system on the simulated device measures, from its request log and timeline.
/// A system lists them with its own (`Metric.standard(adding: [redundantDownloads])`).
///
/// ```swift
/// public let metrics = Metric.standard(adding: [Metric.redundantDownloads])
/// ```
extension Metric {
    /// Requests sent during the run.
    public static let requests = Metric("requests", label: "requests", title: "Requests",
                                        definition: "network requests the app sent", better: .lower)
    /// Bytes received by every request of the run.
    public static let bytesDownloaded = Metric("bytesDownloaded", label: "bytes", title: "Bytes downloaded", unit: .bytes,
                                               definition: "what every answer to the app's requests weighed", better: .lower)
    /// Downloads of content the device already held (the same revision, the same data); the
    /// system counts them, as only it knows what "the same" is.
    public static let redundantDownloads = Metric("redundantDownloads", label: "redundant", title: "Redundant downloads",
                                                  definition: "downloads of content the device already held (the same revision, the same data)",
                                                  better: .lower)
    /// Virtual milliseconds from the first user action to the first content on screen.
    public static let timeToContent = Metric("timeToContentMs", label: "to content", title: "Median time to content",
                                             unit: .milliseconds, combined: .median, shown: .chart,
                                             definition: "virtual time from the first user action to the first content on screen",
                                             better: .lower)
    /// Banners that appeared on screen during the run.
    public static let bannersShown = Metric("bannersShown", label: "banners", title: "Banners shown", shown: .detail,
                                             definition: "banners that appeared on screen")
    /// Snackbars that appeared on screen during the run.
    public static let snackbarsShown = Metric("snackbarsShown", label: "snackbars", title: "Snackbars shown", shown: .detail,
                                               definition: "snackbars that appeared on screen")

    /// What `DeviceSession.finish` measures for any system: requests, bytes, time to content,
    /// banners and snackbars.
    public static let standard = [requests, bytesDownloaded, timeToContent, bannersShown, snackbarsShown]

    /// The standard metrics with a system's own: the table columns first (requests, bytes, then
    /// the system's), then the charts, then the details.
    public static func standard(adding own: [Metric]) -> [Metric] {
        let all = standard + own
        return [Metric.Prominence.table, .chart, .detail].flatMap { prominence in all.filter { $0.shown == prominence } }
    }
}
