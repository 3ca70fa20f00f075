import Foundation
import SpecrunKit

/// The directives of a message's `Cache-Control` field lines (RFC 9111 §5.2), names without case,
/// arguments with or without quotes. A directive given twice counts by its first occurrence.
///
/// ```swift
/// let directives = CacheDirectives(HTTPFields([("Cache-Control", "max-age=3600, no-cache=\"Set-Cookie\"")]))
/// directives.seconds("max-age")     // .valid(3600)
/// directives.fieldNames("no-cache")  // ["Set-Cookie"]
/// ```
public struct CacheDirectives: Hashable, Sendable {
    /// A delta-seconds argument: a whole number of seconds (at most 2^31, RFC 9111 §1.2.2), or not one.
    public enum Seconds: Hashable, Sendable {
        case valid(Int)
        case invalid
    }

    private var arguments: [String: String?] = [:]

    public init(_ fields: HTTPFields, name: String = "Cache-Control") {
        for item in Self.split(fields.values(name).joined(separator: ",")) {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let directive = parts[0].lowercased()
            guard !directive.isEmpty, arguments[directive] == nil else { continue }
            var argument = parts.count > 1 ? parts[1] : nil
            if let quoted = argument, quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") {
                argument = String(quoted.dropFirst().dropLast())
            }
            arguments[directive] = .some(argument)
        }
    }

    public func has(_ directive: String) -> Bool { arguments[directive] != nil }

    /// The argument of `directive` as delta-seconds, nil when the directive is absent.
    public func seconds(_ directive: String) -> Seconds? {
        guard let argument = arguments[directive] else { return nil }
        guard let text = argument, !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else { return .invalid }
        return .valid(Int(text.prefix(11)).map { min($0, 2_147_483_648) } ?? 2_147_483_648)
    }

    /// The field names a qualified `no-cache="…"` or `private="…"` lists (empty when unqualified).
    public func fieldNames(_ directive: String) -> [String] {
        guard let argument = arguments[directive], let list = argument else { return [] }
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Splits a list at the commas outside quotes.
    static func split(_ text: String) -> [String] {
        var items: [String] = [], current = "", quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(current)
        return items.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
