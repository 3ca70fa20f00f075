/// What one run cost and what it showed, measured by the simulation: the values of the system's
/// named metrics (`Metric`), and the requests by endpoint. A metric without a value (no content was
/// ever shown, so no time to content) is absent.
///
/// ```swift
/// var metrics = RunMetrics()
/// metrics[Metric.bytesDownloaded] = 213_120
/// metrics[Metric.bytesDownloaded]   // 213120
/// metrics[Metric.timeToContent]     // nil
/// ```
public struct RunMetrics: Hashable, Sendable {
    /// Each metric's value, by key.
    public var values: [String: Int] {
        Dictionary(uniqueKeysWithValues: entries.lazy.filter { !$0.countsRequests }.map { ($0.key, $0.value) })
    }
    /// Requests made, by endpoint name.
    public var requestsByEndpoint: [String: Int] {
        get { Dictionary(uniqueKeysWithValues: requests.map { ($0.key, $0.value) }) }
        set {
            entries.removeAll { $0.countsRequests }
            entries += newValue.map { Entry(key: $0.key, value: $0.value, countsRequests: true) }
        }
    }
    /// The values in the order they were first set, and the requests made to each endpoint in the
    /// order the endpoints were first asked, in one list. A run has a handful of values and asks
    /// one or two endpoints, and every run has its own: looking along the list (the keys are
    /// mostly the same `Metric.key` strings, equal at a glance) costs less than hashing each key,
    /// which a dictionary does for every access, and one list is one allocation a run, not two.
    private var entries: [Entry]

    /// A key (a metric's or an endpoint's name) and its value, with the key's length in UTF-8:
    /// a search passes over keys of another length by comparing two numbers.
    private struct Entry: Sendable {
        let key: String
        let keyLength: Int
        /// Whether the value counts the requests to the endpoint `key`, not a metric's value.
        let countsRequests: Bool
        var value: Int

        init(key: String, value: Int, countsRequests: Bool = false) {
            self.key = key
            keyLength = key.utf8.count
            self.countsRequests = countsRequests
            self.value = value
        }

        /// Whether this is the entry of `key` (`length` bytes of UTF-8) of its kind.
        @inline(__always)
        func holds(_ key: String, length: Int, countingRequests: Bool) -> Bool {
            keyLength == length && countsRequests == countingRequests && self.key == key
        }
    }

    /// The entries that count requests.
    private var requests: [Entry] { entries.filter(\.countsRequests) }

    /// No values and no requests, with room for a run's values (every run starts with these).
    public init() {
        self.init(room: Self.usualValues)
    }

    /// Metrics with these values and requests by endpoint.
    public init(values: [String: Int] = [:], requestsByEndpoint: [String: Int] = [:]) {
        self.init(room: max(values.count + requestsByEndpoint.count, Self.usualValues))
        for (key, value) in values { entries.append(Entry(key: key, value: value)) }
        for (key, value) in requestsByEndpoint { entries.append(Entry(key: key, value: value, countsRequests: true)) }
    }

    /// No values and no requests, with room for `room` of them.
    private init(room: Int) {
        entries = []
        entries.reserveCapacity(room)
    }

    /// How many values and endpoints a run usually has.
    private static let usualValues = 8

    /// Adds `count` requests to `endpoint`, which gets an entry when it has none.
    package mutating func countRequests(to endpoint: String, _ count: Int = 1) {
        if let index = position(of: endpoint, countingRequests: true) {
            entries[index].value += count
        } else {
            entries.append(Entry(key: endpoint, value: count, countsRequests: true))
        }
    }

    /// The endpoints asked and their requests, sorted by name.
    package var requestsSortedByEndpoint: [(endpoint: String, count: Int)] {
        requests.map { ($0.key, $0.value) }.sorted { $0.endpoint < $1.endpoint }
    }

    /// The value of `metric`, nil when the run has none; set by the system that measures it.
    public subscript(metric: Metric) -> Int? {
        get { self[key: metric.key] }
        set { self[key: metric.key] = newValue }
    }

    /// The value of `metric`, 0 when the run has none (for totals).
    public func total(of metric: Metric) -> Int { self[key: metric.key] ?? 0 }

    /// The value kept under `key` (a `Metric.key`), as saved results name it.
    package subscript(key key: String) -> Int? {
        get { position(of: key).map { entries[$0].value } }
        set {
            switch (position(of: key), newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append(Entry(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Gives `metric`, which has no value yet, `value` (nothing when nil) without looking for it
    /// first: a run's measurement sets each of its metrics once, and looking along the values
    /// already set cost each a hundred instructions.
    package mutating func setFirst(_ metric: Metric, to value: Int?) {
        assert(position(of: metric.key) == nil, "\(metric.key) has a value already")
        if let value { entries.append(Entry(key: metric.key, value: value)) }
    }

    @available(*, unavailable, message: "a value is written and read by its Metric: metrics[metric]")
    public subscript(_ key: String) -> Int? { self[key: key] }

    /// Adds `other`'s values of the `.sum` metrics in `metrics` and its requests by endpoint, for
    /// an algorithm's totals.
    public mutating func add(_ other: RunMetrics, summing metrics: [Metric]) {
        // Both lists mostly hold the metrics in the order they are declared: each search starts
        // where the last one ended, and finds its key at once. The metrics are read where they
        // lie: a copy of each retained its every text, every run.
        var next = 0, nextInOther = 0
        for place in metrics.indices where metrics[place].combined == .sum {
            let key = metrics[place].key
            var added = 0
            if let found = other.position(of: key, from: nextInOther) {
                added = other.entries[found].value
                nextInOther = found + 1
            }
            if let index = position(of: key, from: next) {
                entries[index].value += added
                next = index + 1
            } else {
                entries.append(Entry(key: key, value: added))
                next = entries.count
            }
        }
        other.entries.withUnsafeBufferPointer { others in
            for index in others.indices where others[index].countsRequests {
                countRequests(to: others[index].key, others[index].value)
            }
        }
    }

    /// Where `key`'s value is (or, `countingRequests`, the requests to the endpoint `key`),
    /// looking from `start` to the end, then from the beginning. Keys of another length are passed
    /// over by the lengths their entries keep, without reading the strings.
    @inline(__always)
    private func position(of key: String, countingRequests: Bool = false, from start: Int = 0) -> Int? {
        let start = min(start, entries.count), length = key.utf8.count
        func matches(_ index: Int) -> Bool { entries[index].holds(key, length: length, countingRequests: countingRequests) }
        for index in start..<entries.count where matches(index) { return index }
        for index in 0..<start where matches(index) { return index }
        return nil
    }

    /// Equal when they hold the same values and requests, whatever order the values were set in.
    public static func == (a: RunMetrics, b: RunMetrics) -> Bool {
        holdTheSame(a.entries, b.entries)
    }

    /// Whether two lists hold the same entries (key, kind and value), in any order (each key once a kind).
    private static func holdTheSame(_ a: [Entry], _ b: [Entry]) -> Bool {
        a.count == b.count && a.allSatisfy { entry in
            b.contains { $0.key == entry.key && $0.countsRequests == entry.countsRequests && $0.value == entry.value }
        }
    }

    /// Hashes the values and requests, whatever order the values were set in.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
        hasher.combine(requestsByEndpoint)
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

    /// Encodes the flat object `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in values { try container.encode(value, forKey: Key(stringValue: key)) }
        try container.encode(requestsByEndpoint, forKey: Key(stringValue: Self.endpointsKey))
    }
}
