/// What one run cost and what it showed, measured by the simulation: the values of the system's
/// named metrics (`Metric`), and the requests by endpoint. A metric without a value (no content was
/// ever shown, so no time to content) is absent.
///
/// ```swift
/// var metrics = RunMetrics()
/// metrics["bytesDownloaded"] = 213_120
/// metrics["bytesDownloaded"]   // 213120
/// metrics["timeToContentMs"]   // nil
/// ```
public struct RunMetrics: Hashable, Sendable {
    /// Each metric's value, by key.
    public private(set) var values: [String: Int]
    /// Requests made, by endpoint name.
    public var requestsByEndpoint: [String: Int]

    public init(values: [String: Int] = [:], requestsByEndpoint: [String: Int] = [:]) {
        self.values = values
        self.requestsByEndpoint = requestsByEndpoint
    }

    /// The value of the metric `key`, nil when the run has none.
    public subscript(key: String) -> Int? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The value of `metric`, 0 when the run has none (for totals).
    public subscript(metric: Metric) -> Int { values[metric.key] ?? 0 }

    /// Adds `other`'s values of the `.sum` metrics in `metrics` and its requests by endpoint, for
    /// an algorithm's totals.
    public mutating func add(_ other: RunMetrics, summing metrics: [Metric]) {
        for metric in metrics where metric.combined == .sum {
            values[metric.key, default: 0] += other.values[metric.key] ?? 0
        }
        requestsByEndpoint.merge(other.requestsByEndpoint, uniquingKeysWith: +)
    }
}

extension RunMetrics: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let endpointsKey = "requestsByEndpoint"

    /// A flat object: each metric's key and value (null when absent), and `requestsByEndpoint`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var values: [String: Int] = [:]
        var endpoints: [String: Int] = [:]
        for key in container.allKeys {
            if key.stringValue == Self.endpointsKey {
                endpoints = try container.decode([String: Int].self, forKey: key)
            } else if let value = try container.decodeIfPresent(Int.self, forKey: key) {
                values[key.stringValue] = value
            }
        }
        self.init(values: values, requestsByEndpoint: endpoints)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in values { try container.encode(value, forKey: Key(stringValue: key)) }
        try container.encode(requestsByEndpoint, forKey: Key(stringValue: Self.endpointsKey))
    }
}
