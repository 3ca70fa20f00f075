/// What the user saw during one run, and the requests beneath it, in virtual milliseconds: a
/// picture-ready form of the simulation's timeline that reports draw as lanes on a time axis.
///
/// ```swift
/// let tokyo = RunTrace.Segment(startMs: 1_200, endMs: 4_000, label: "Tokyo", style: "content")
/// let fetch = RunTrace.Request(endpoint: "article", resource: "Tokyo", startMs: 0, endMs: 1_200, bytes: 5_120, outcome: "200")
/// let trace = RunTrace(endMs: 4_000, lanes: [RunTrace.Lane(name: "content", segments: [tokyo])], requests: [fetch])
/// let outcome = RunOutcome(trace: trace)
/// ```
public struct RunTrace: Hashable, Sendable, Codable {
    /// The virtual time at which the run ended.
    public var endMs: Int
    /// One lane per thing the user can see (content, progress bar, banner, prompt, snackbar, …).
    public var lanes: [Lane]
    public var requests: [Request]

    public init(endMs: Int = 0, lanes: [Lane] = [], requests: [Request] = []) {
        self.endMs = endMs
        self.lanes = lanes
        self.requests = requests
    }

    /// One visible element over time, as the segments during which it showed something.
    public struct Lane: Hashable, Sendable, Codable {
        public var name: String
        public var segments: [Segment]

        public init(name: String, segments: [Segment]) {
            self.name = name
            self.segments = segments
        }
    }

    /// A stretch of time during which a lane showed one thing. `style` names its kind for drawing
    /// (`content`, `blank`, `progress`, `offline`, `warning`, `error`, `prompt`, `snackbar`, …).
    public struct Segment: Hashable, Sendable, Codable {
        public var startMs: Int
        public var endMs: Int
        public var label: String
        public var style: String

        public init(startMs: Int, endMs: Int, label: String, style: String) {
            self.startMs = startMs
            self.endMs = endMs
            self.label = label
            self.style = style
        }
    }

    /// One network request: `endMs` is nil when it never completed within the run.
    public struct Request: Hashable, Sendable, Codable {
        public var endpoint: String
        public var resource: String
        public var startMs: Int
        public var endMs: Int?
        public var bytes: Int
        public var outcome: String

        public init(endpoint: String, resource: String, startMs: Int, endMs: Int?, bytes: Int, outcome: String) {
            self.endpoint = endpoint
            self.resource = resource
            self.startMs = startMs
            self.endMs = endMs
            self.bytes = bytes
            self.outcome = outcome
        }
    }
}
