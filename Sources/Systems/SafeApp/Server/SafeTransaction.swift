import SpecrunKit

/// A transaction of a safe, as the transaction list and its details show it.
///
/// ```swift
/// let payment = SafeTransaction(id: "0x9c", kind: .outgoing, value: "0.5 ETH", status: .pending)
/// print(payment)
/// ```
package struct SafeTransaction: Hashable, Sendable, Decodable, CustomStringConvertible {
    /// What the transaction did.
    package enum Kind: String, Hashable, Sendable, Decodable {
        case incoming, outgoing, settings, creation
    }

    /// Where the transaction stands.
    package enum Status: String, Hashable, Sendable, Decodable {
        case success, pending, failed
    }

    /// The transaction hash (shortened in fixtures, e.g. "0x5c1e").
    package var id: String
    package var kind: Kind
    /// The value moved, as shown ("0.5 ETH"); empty for settings changes.
    package var value: String
    package var status: Status

    package init(id: String, kind: Kind, value: String = "", status: Status) {
        self.id = id
        self.kind = kind
        self.value = value
        self.status = status
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, value, status
    }

    /// Decodes `id`, `kind` and `status` (required) and `value` (empty when left out).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decode(Kind.self, forKey: .kind)
        value = try container.decodeIfPresent(String.self, forKey: .value) ?? ""
        status = try container.decode(Status.self, forKey: .status)
    }

    /// "outgoing 0.5 ETH, success".
    package var description: String {
        value.isEmpty ? "\(kind.rawValue), \(status.rawValue)" : "\(kind.rawValue) \(value), \(status.rawValue)"
    }
}
