import Foundation

/// Compares two Cucumber Messages streams envelope by envelope, in order, as parsed JSON. Ids are
/// compared as a consistent one-to-one mapping (each id of one stream stands for exactly one of the
/// other). Set aside, as the official implementations do: `meta`; the `sourceReference` of step
/// definitions, hooks and parameter types (a place in the implementation's own source); an
/// exception's `type`, `message` and `stackTrace`; a snippet's `language` and `code`. Everything else,
/// timestamps and durations included, must be equal.
enum MessageStreamComparison {
    static let idKeys: Set<String> = [
        "id", "pickleId", "testCaseId", "testCaseStartedId", "testStepId", "pickleStepId", "hookId", "testRunStartedId",
        "testRunHookStartedId", "astNodeIds", "stepDefinitionIds",
    ]

    /// What differs, one line each; empty when the streams match.
    static func differences(actual: String, expected: String) throws -> [String] {
        let ours = try envelopes(actual), theirs = try envelopes(expected)
        var mapping = IdMapping()
        var found: [String] = []
        for index in 0..<max(ours.count, theirs.count) {
            guard index < ours.count else {
                return found + ["#\(index): the stream ends; the reference goes on with \(theirs[index].kind)"]
            }
            guard index < theirs.count else {
                return found + ["#\(index): an extra \(ours[index].kind) after the reference's end"]
            }
            let (mine, reference) = (ours[index], theirs[index])
            guard mine.kind == reference.kind else {
                return found + ["#\(index): \(mine.kind) where the reference has \(reference.kind)"]
            }
            compare(setAside(mine.body, in: mine.kind), setAside(reference.body, in: reference.kind),
                    key: nil, path: "#\(index) \(mine.kind)", mapping: &mapping, into: &found)
        }
        return found
    }

    private struct Envelope {
        var kind: String
        var body: Any
    }

    private static func envelopes(_ text: String) throws -> [Envelope] {
        try text.split(separator: "\n").compactMap { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let (kind, body) = object.first, object.count == 1 else {
                throw MalformedEnvelope(line: String(line.prefix(200)))
            }
            return kind == "meta" ? nil : Envelope(kind: kind, body: body)
        }
    }

    struct MalformedEnvelope: Error, CustomStringConvertible {
        let line: String
        var description: String { "not an envelope: \(line)" }
    }

    private static func setAside(_ body: Any, in kind: String) -> Any {
        guard var object = body as? [String: Any] else { return body }
        if ["stepDefinition", "hook", "parameterType"].contains(kind) { object["sourceReference"] = nil }
        return withoutLanguageSpecifics(object)
    }

    private static func withoutLanguageSpecifics(_ value: Any) -> Any {
        if let array = value as? [Any] { return array.map(withoutLanguageSpecifics) }
        guard var object = value as? [String: Any] else { return value }
        for (key, child) in object {
            switch key {
            case "exception":
                var exception = child as? [String: Any] ?? [:]
                for field in ["type", "message", "stackTrace"] { exception[field] = nil }
                object[key] = exception
            case "snippets":
                object[key] = (child as? [[String: Any]] ?? []).map { $0.filter { $0.key != "language" && $0.key != "code" } }
            default:
                object[key] = withoutLanguageSpecifics(child)
            }
        }
        return object
    }

    private struct IdMapping {
        var forward: [String: String] = [:]
        var backward: [String: String] = [:]

        mutating func pair(_ ours: String, _ theirs: String) -> Bool {
            if let known = forward[ours] { return known == theirs }
            if backward[theirs] != nil { return false }
            forward[ours] = theirs
            backward[theirs] = ours
            return true
        }
    }

    private static func compare(_ ours: Any, _ theirs: Any, key: String?, path: String, mapping: inout IdMapping,
                                into found: inout [String]) {
        if let key, idKeys.contains(key) {
            let mine = (ours as? [String]) ?? (ours as? String).map { [$0] }
            let reference = (theirs as? [String]) ?? (theirs as? String).map { [$0] }
            if let mine, let reference, mine.count == reference.count {
                for (a, b) in zip(mine, reference) where !mapping.pair(a, b) {
                    found.append("\(path): id \(a) does not stand for the reference's \(b)")
                }
                return
            }
        }
        switch (ours, theirs) {
        case (let a as [String: Any], let b as [String: Any]):
            for name in Set(a.keys).union(b.keys).sorted() {
                switch (a[name], b[name]) {
                case (nil, let value?): found.append("\(path).\(name): missing (the reference has \(render(value)))")
                case (let value?, nil): found.append("\(path).\(name): not in the reference (\(render(value)))")
                case (let x?, let y?): compare(x, y, key: name, path: "\(path).\(name)", mapping: &mapping, into: &found)
                default: break
                }
            }
        case (let a as [Any], let b as [Any]):
            guard a.count == b.count else {
                found.append("\(path): \(a.count) elements where the reference has \(b.count): \(render(a)) vs \(render(b))")
                return
            }
            for (index, (x, y)) in zip(a, b).enumerated() {
                compare(x, y, key: key, path: "\(path)[\(index)]", mapping: &mapping, into: &found)
            }
        default:
            if render(ours) != render(theirs) { found.append("\(path): \(render(ours)) where the reference has \(render(theirs))") }
        }
    }

    private static func render(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
              let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .fragmentsAllowed]) else {
            return "\(value)"
        }
        let text = String(decoding: data, as: UTF8.self).dropFirst().dropLast()
        return text.count > 300 ? text.prefix(300) + "…" : String(text)
    }
}
