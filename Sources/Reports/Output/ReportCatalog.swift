import Runner

/// Every report format by name, and how to make its reporter for a destination.
public enum ReportCatalog {
    /// One format: its name, whether it streams (written in place as events come, whole lines at a
    /// time), and how to make its reporter.
    struct Format: Sendable {
        let name: String
        let streams: Bool
        let make: @Sendable (ReportOutput, ReportContext) -> any Reporter
    }

    static let formats: [Format] = [
        Format(name: "summary", streams: false) { output, _ in SummaryReporter(output: output) },
        Format(name: "json", streams: false) { output, context in JSONResultsReporter(output: output, context: context) },
    ]

    public static var names: [String] { formats.map(\.name) }

    static func closestName(to name: String) -> String? { Suggestion.closest(to: name, among: names) }

    /// Opens the request's destination and makes its reporter; fails before the run when the
    /// destination cannot be written.
    public static func makeReporter(_ request: FormatRequest, context: ReportContext) throws -> any Reporter {
        guard let format = formats.first(where: { $0.name == request.name }) else {
            throw ReportOutputError("unknown format \"\(request.name)\"")
        }
        let output = try ReportOutput(request.path.map(ReportOutput.Destination.file) ?? .standardOutput,
                                      streaming: format.streams)
        return format.make(output, context)
    }
}

/// What reporters share beyond the events: whether to colour, the clock for timestamps, the version.
public struct ReportContext: Sendable {
    public var color: Bool
    public var clock: WallClock
    public var version: String

    public init(color: Bool, clock: WallClock, version: String) {
        self.color = color
        self.clock = clock
        self.version = version
    }
}
