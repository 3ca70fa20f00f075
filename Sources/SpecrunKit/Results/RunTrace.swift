/// What the user saw during one run, and the requests beneath it, in virtual milliseconds: a
/// picture-ready form of the simulation's timeline that reports draw as lanes on a time axis.
///
/// ```swift
/// let tokyo = RunTrace.Segment(startMs: 1_200, endMs: 4_000, label: "Tokyo", style: "content")
/// let fetch = RunTrace.Request(endpoint: "article", resource: "Tokyo", startMs: 0, endMs: 1_200, bytes: 5_120, outcome: "200")
/// let trace = RunTrace(endMs: 4_000, lanes: [RunTrace.Lane(name: "content", segments: [tokyo])], requests: [fetch])
/// let outcome = RunOutcome(trace: trace)
/// ```
package struct RunTrace: Hashable, Sendable, Codable {
    /// The virtual time at which the run ended.
    package var endMs: Int
    /// One lane per thing the user can see (content, progress bar, banner, prompt, snackbar, …).
    package var lanes: [Lane]
    package var requests: [Request]

    package init(endMs: Int = 0, lanes: [Lane] = [], requests: [Request] = []) {
        self.endMs = endMs
        self.lanes = lanes
        self.requests = requests
    }

    /// One visible element over time, as the segments during which it showed something.
    package struct Lane: Hashable, Sendable, Codable {
        package var name: String
        package var segments: [Segment]

        package init(name: String, segments: [Segment]) {
            self.name = name
            self.segments = segments
        }
    }

    /// A stretch of time during which a lane showed one thing. `style` names its kind for drawing
    /// (`content`, `blank`, `progress`, `offline`, `warning`, `error`, `prompt`, `snackbar`, …).
    package struct Segment: Hashable, Sendable, Codable {
        package var startMs: Int
        package var endMs: Int
        package var label: String
        package var style: String

        package init(startMs: Int, endMs: Int, label: String, style: String) {
            self.startMs = startMs
            self.endMs = endMs
            self.label = label
            self.style = style
        }
    }

    /// One network request: `endMs` is nil when it never completed within the run.
    package struct Request: Hashable, Sendable, Codable {
        package var endpoint: String
        package var resource: String
        package var startMs: Int
        package var endMs: Optional<Int>
        package var bytes: Int
        package var outcome: String

        package init(endpoint: String, resource: String, startMs: Int, endMs: Int?, bytes: Int, outcome: String) {
            self.endpoint = endpoint
            self.resource = resource
            self.startMs = startMs
            self.endMs = endMs
            self.bytes = bytes
            self.outcome = outcome
        }
    }
}
