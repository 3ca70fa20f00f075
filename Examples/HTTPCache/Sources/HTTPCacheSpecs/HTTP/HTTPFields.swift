import Foundation
import SpecrunKit

/// The header fields of an HTTP message, in order, as they went over the wire: a name may appear
/// more than once ("Cache-Control: max-age=1" on two lines), and names compare without case.
///
/// ```swift
/// var fields = HTTPFields([("Cache-Control", "max-age=3600"), ("ETag", "\"v1\"")])
/// fields["cache-control"]            // "max-age=3600"
/// fields.append("Cache-Control", "public")
/// fields["Cache-Control"]            // "max-age=3600, public", as a fetch() client reads it
/// ```
public struct HTTPFields: Hashable, Sendable, Sequence, CustomStringConvertible {
    public private(set) var pairs: [(name: String, value: String)]

    public init(_ pairs: [(String, String)] = []) {
        self.pairs = pairs.map { (name: $0.0, value: $0.1) }
    }

    public static func == (lhs: HTTPFields, rhs: HTTPFields) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for pair in pairs {
            hasher.combine(pair.name)
            hasher.combine(pair.value)
        }
    }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { pairs.makeIterator() }

    /// Every value of the field `name`, in order.
    public func values(_ name: String) -> [String] {
        pairs.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// The values of `name` joined with ", " (as `Headers.get` of fetch() gives them), nil when absent.
    public subscript(name: String) -> String? {
        let values = values(name)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }

    public func contains(_ name: String) -> Bool {
        pairs.contains { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    public mutating func append(_ name: String, _ value: String) {
        pairs.append((name: name, value: value))
    }

    public mutating func remove(_ name: String) {
        pairs.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// Replaces every value of `name` with `value` (at the place of the first, else at the end).
    public mutating func set(_ name: String, _ value: String) {
        guard let first = pairs.firstIndex(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            append(name, value)
            return
        }
        pairs[first].value = value
        var index = pairs.count - 1
        while index > first {
            if pairs[index].name.caseInsensitiveCompare(name) == .orderedSame { pairs.remove(at: index) }
            index -= 1
        }
    }

    /// The comma-separated list items of every value of `name`, trimmed ("Vary: Foo, Bar").
    public func listItems(_ name: String) -> [String] {
        values(name).flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    public var description: String { pairs.map { "\($0.name): \($0.value)" }.joined(separator: "; ") }
}
