/// What one run cost and what it showed, measured by the simulation: the figures a comparison of
/// algorithms is made of.
public struct RunMetrics: Hashable, Sendable, Codable {
    /// Requests made, by endpoint name.
    public var requestsByEndpoint: [String: Int]
    public var bytesDownloaded: Int
    /// Downloads of content the device already held (the same revision, the same data).
    public var redundantDownloads: Int
    /// Virtual milliseconds from the first user action to the first content on screen; nil if no
    /// content was ever shown.
    public var timeToContentMs: Int?
    /// How many revisions the content on screen was behind the server's at the end; nil where the
    /// system has no revisions.
    public var revisionsBehind: Int?
    public var bannersShown: Int
    public var snackbarsShown: Int

    public init(requestsByEndpoint: [String: Int] = [:], bytesDownloaded: Int = 0, redundantDownloads: Int = 0,
                timeToContentMs: Int? = nil, revisionsBehind: Int? = nil, bannersShown: Int = 0,
                snackbarsShown: Int = 0) {
        self.requestsByEndpoint = requestsByEndpoint
        self.bytesDownloaded = bytesDownloaded
        self.redundantDownloads = redundantDownloads
        self.timeToContentMs = timeToContentMs
        self.revisionsBehind = revisionsBehind
        self.bannersShown = bannersShown
        self.snackbarsShown = snackbarsShown
    }

    /// All requests, whatever their endpoint.
    public var requests: Int { requestsByEndpoint.values.reduce(0, +) }

    /// The sum of two runs' figures, for totals per algorithm. Times and revisions behind have no
    /// meaningful sum and are left out.
    public static func + (a: RunMetrics, b: RunMetrics) -> RunMetrics {
        RunMetrics(requestsByEndpoint: a.requestsByEndpoint.merging(b.requestsByEndpoint, uniquingKeysWith: +),
                   bytesDownloaded: a.bytesDownloaded + b.bytesDownloaded,
                   redundantDownloads: a.redundantDownloads + b.redundantDownloads,
                   bannersShown: a.bannersShown + b.bannersShown,
                   snackbarsShown: a.snackbarsShown + b.snackbarsShown)
    }
}
