/// A figure a system measures in each run, named by the system: requests, bytes downloaded,
/// redundant downloads, the time to first content, revalidations of a cache. Reports, baselines
/// and charts show a system's metrics without knowing them: `key` names the value in results,
/// `label` heads a table column, `title` heads a chart, and `combined` says how the runs of one
/// algorithm add up.
///
/// ```swift
/// let revalidations = Metric("revalidations", label: "revalidated", title: "Revalidations",
///                            unit: .count, combined: .sum, shown: .table,
///                            definition: "answers that the stored copy is current", better: .higher)
/// var metrics = RunMetrics()
/// metrics[revalidations] = 3
/// ```
public struct Metric: Hashable, Sendable, Codable {
    /// What the numbers count.
    public enum Unit: String, Hashable, Sendable, Codable {
        /// `count`: how many (requests, downloads); `bytes`: a size; `milliseconds`: a span of virtual time.
        case count, bytes, milliseconds
    }

    /// How the runs of one algorithm combine: a total (requests made), or the median of the runs
    /// that have a value (a time to content).
    public enum Combination: String, Hashable, Sendable, Codable {
        /// `sum`: the total of the runs; `median`: the median of the runs that have a value.
        case sum, median
    }

    /// Which way is better, for a reader comparing algorithms.
    public enum Direction: String, Hashable, Sendable, Codable {
        /// `lower`: fewer or less is better (requests, bytes, time); `higher`: more is better.
        case lower, higher

        /// "fewer is better" for a count, "less is better" for a size or a time, "more is better".
        public func words(for unit: Unit) -> String {
            switch self {
            case .lower: unit == .count ? "fewer is better" : "less is better"
            case .higher: "more is better"
            }
        }
    }

    /// Where the figure is shown beyond the results of each run.
    public enum Prominence: String, Hashable, Sendable, Codable {
        /// A column of the summary tables and a chart of the HTML report.
        case table
        /// A chart of the HTML report.
        case chart
        /// Only in each run's results.
        case detail
    }

    /// The name of the value in results: `bytesDownloaded`.
    public var key: String
    /// A short column heading: `bytes`.
    public var label: String
    /// A chart's title: `Bytes downloaded`.
    public var title: String
    /// What the numbers count.
    public var unit: Unit
    /// How the runs of one algorithm add up.
    public var combined: Combination
    /// Where reports show it beyond each run's results.
    public var shown: Prominence
    /// What it counts, in a reader's words, shown wherever the figure is: "downloads of a revision
    /// the app already held"; nil when the title says it all.
    public var definition: Optional<String>
    /// Which way is better; nil when neither is.
    public var better: Optional<Direction>

    /// A metric whose values are kept under `key`: a count, summed over the runs, in the tables by
    /// default.
    public init(_ key: String, label: String, title: String, unit: Unit = .count, combined: Combination = .sum,
                shown: Prominence = .table, definition: String? = nil, better: Direction? = nil) {
        self.key = key
        self.label = label
        self.title = title
        self.unit = unit
        self.combined = combined
        self.shown = shown
        self.definition = definition
        self.better = better
    }

    /// The definition and the direction in a sentence: "Redundant downloads: downloads of content
    /// the device already held; fewer is better."
    public var explanation: String {
        title + (definition.map { ": " + $0 } ?? "") + (better.map { "; " + $0.words(for: unit) } ?? "") + "."
    }

    /// The metrics of several systems that head table columns, each once, in the order first met.
    public static func tableColumns(of metrics: [[Metric]]) -> [Metric] {
        var seen: Set<String> = []
        return metrics.joined().filter { $0.shown == .table && $0.combined == .sum && seen.insert($0.key).inserted }
    }
}
