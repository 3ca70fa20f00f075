/// Every request the app sent during a run, in the order sent, with queries the step library
/// needs ("downloaded Tokyo once", "no request to the revision endpoint").
///
/// ```swift
/// let device = SimulatedDevice(profile: .unconditioned, seed: 1)
/// // … the app sends requests and the clock runs …
/// let log = device.network.log
/// let downloads = log.requests(to: "content", for: "Tokyo").count  // "downloaded Tokyo once": 1
/// let bytes = log.bytesReceived(from: "content")
/// let allAnswered = log.pending.isEmpty
/// ```
public struct RequestLog: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    /// Every request, in the order sent.
    public private(set) var records: [RequestLog.Record] = []

    /// An empty log.
    public init() {}

    /// The position of the first request, 0.
    public var startIndex: Int { records.startIndex }
    /// The position after the last request: the number of requests.
    public var endIndex: Int { records.endIndex }
    /// The request at `position` (its `id`).
    public subscript(position: Int) -> RequestLog.Record { records[position] }

    /// The requests to the endpoint with this name, optionally only those for one resource.
    public func requests(to endpoint: String, for resource: String? = nil) -> [RequestLog.Record] {
        records.filter { $0.endpoint == endpoint && (resource == nil || $0.resource == resource) }
    }

    /// Bytes received by all requests (or by those to one endpoint).
    public func bytesReceived(from endpoint: String? = nil) -> Int {
        // The records read where they lie (a reduce copied each, retaining its texts).
        records.withUnsafeBufferPointer { records in
            var bytes = 0
            for index in records.indices {
                if let endpoint, records[index].endpoint != endpoint { continue }
                bytes += records[index].bytesReceived
            }
            return bytes
        }
    }

    /// The requests still waiting for an answer.
    public var pending: [RequestLog.Record] { records.filter(\.isPending) }

    /// One request a line.
    public var description: String {
        records.map(\.description).joined(separator: "\n")
    }

    mutating func append(_ record: RequestLog.Record) {
        records.append(record)
    }

    mutating func finish(_ id: Int, at end: VirtualInstant, outcome: RequestOutcome, status: Int? = nil, bytesReceived: Int) {
        records[id].end = end
        records[id].outcome = outcome
        records[id].status = status
        records[id].bytesReceived = bytesReceived
    }
}
