import JSON
import Spelling
import SpecrunKit

/// Published results of other implementations of the same tests (`specrun/references@1`), to show
/// beside a run's algorithms: which implementations, what each verdict means (the words and
/// symbol it reads as, and whether it counts as a pass or a failure), and each test's verdict per
/// implementation. A project names the file in `specrun.yml` (`References`); docs/results.md
/// describes the schema.
///
/// ```swift
/// let references = try ReferenceResults.read(bytes, file: "reference-results.json")
/// references.verdict(of: "Chrome", for: "freshness-max-age")?.reads   // "pass"
/// ```
package struct ReferenceResults: Sendable {
    /// An implementation whose results are published.
    package struct Implementation: Hashable, Sendable {
        package let name: String
        package let summary: String
    }

    /// What a verdict word means.
    package struct Verdict: Hashable, Sendable {
        /// A short mark for a table cell: `✅`.
        package let symbol: String
        /// Its words: `pass`, `not optimal`.
        package let reads: String
        /// `passed` or `failed` when it counts as such, nil when it is neither (not tested, set-up failed).
        package let status: Status?
    }

    package static let schema = "specrun/references@1"

    /// What the results are, for a heading: `the HTTP Caching Tests' published results`.
    package let title: String
    /// Where they come from, with a version or commit and a licence.
    package let source: String
    package let implementations: [Implementation]
    /// By verdict word, in the file's order.
    package let verdicts: [(word: String, verdict: Verdict)]
    /// Each test's verdict word per implementation, by test id.
    private let results: [String: [String: String]]

    package init(title: String, source: String, implementations: [Implementation], verdicts: [(word: String, verdict: Verdict)],
                 results: [String: [String: String]]) {
        self.title = title
        self.source = source
        self.implementations = implementations
        self.verdicts = verdicts
        self.results = results
    }

    /// The verdict of `implementation` for the test `id`, nil when the file has none.
    package func verdict(of implementation: String, for id: String) -> Verdict? {
        guard let word = results[id]?[implementation] else { return nil }
        return verdicts.first { $0.word == word }?.verdict
    }

    /// Whether the file has results for the test `id`.
    package func has(_ id: String) -> Bool { results[id] != nil }

    /// Reads and checks a references file; an error names the file, the line and column of the
    /// value at fault and what to write instead.
    package static func read(_ bytes: [UInt8], file: String) throws(ReferencesError) -> ReferenceResults {
        let value: JSONValue
        do {
            value = try JSONReader.read(bytes)
        } catch {
            throw ReferencesError("\(file):\(error.line):\(error.column): \(error.message)")
        }
        var reader = Reader(file: file, bytes: bytes)
        return try reader.results(value)
    }
}

/// Checks a references file's JSON value field by field, pointing at a field by the line and
/// column where its key is written.
private struct Reader {
    let file: String
    let bytes: [UInt8]

    mutating func results(_ value: JSONValue) throws(ReferencesError) -> ReferenceResults {
        let top = try object(value, at: [])
        try onlyKeys(top, ["schema", "title", "source", "implementations", "verdicts", "results"], at: [])
        guard let schema = top.first(where: { $0.0 == "schema" })?.1.string, schema == ReferenceResults.schema else {
            throw problem(at: ["schema"], "the schema must be \"\(ReferenceResults.schema)\"")
        }
        let title = try string(top, "title", at: [])
        let source = try string(top, "source", at: [])
        guard let list = member(top, "implementations")?.array, !list.isEmpty else {
            throw problem(at: ["implementations"], "implementations must be a list of {\"name\", \"summary\"}, at least one")
        }
        var implementations: [ReferenceResults.Implementation] = []
        for (index, entry) in list.enumerated() {
            let path = ["implementations", "\(index + 1)"]
            let fields = try object(entry, at: path)
            try onlyKeys(fields, ["name", "summary"], at: path)
            let name = try string(fields, "name", at: path)
            if implementations.contains(where: { $0.name == name }) { throw problem(at: path + ["name"], "\"\(name)\" is listed twice") }
            implementations.append(.init(name: name, summary: try string(fields, "summary", at: path)))
        }
        let verdictFields = try object(member(top, "verdicts") ?? .null, at: ["verdicts"])
        var verdicts: [(word: String, verdict: ReferenceResults.Verdict)] = []
        for (word, entry) in verdictFields {
            let path = ["verdicts", word]
            let fields = try object(entry, at: path)
            try onlyKeys(fields, ["symbol", "reads", "status"], at: path)
            var status: Status?
            if let text = member(fields, "status"), !text.isNull {
                guard let word = text.string, let known = Status(rawValue: word), known == .passed || known == .failed else {
                    throw problem(at: path + ["status"], "a verdict's status is \"passed\", \"failed\" or null (neither)")
                }
                status = known
            }
            verdicts.append((word, .init(symbol: try string(fields, "symbol", at: path), reads: try string(fields, "reads", at: path),
                                         status: status)))
        }
        let names = implementations.map(\.name), words = verdicts.map(\.word)
        var results: [String: [String: String]] = [:]
        for (id, entry) in try object(member(top, "results") ?? .null, at: ["results"]) {
            var row: [String: String] = [:]
            for (name, verdict) in try object(entry, at: ["results", id]) {
                let path = ["results", id, name]
                guard names.contains(name) else {
                    throw problem(at: path, "\"\(name)\" is not one of the implementations\(Suggestion.didYouMean(name, among: names))")
                }
                guard let word = verdict.string, words.contains(word) else {
                    throw problem(at: path, "\(verdict.string.map { "\"\($0)\"" } ?? verdict.kind) is not one of the verdicts "
                        + "(\(words.joined(separator: ", ")))\(verdict.string.map { Suggestion.didYouMean($0, among: words) } ?? "")")
                }
                row[name] = word
            }
            results[id] = row
        }
        return ReferenceResults(title: title, source: source, implementations: implementations, verdicts: verdicts, results: results)
    }

    private func member(_ fields: [(String, JSONValue)], _ key: String) -> JSONValue? {
        fields.first { $0.0 == key }?.1
    }

    private func object(_ value: JSONValue, at path: [String]) throws(ReferencesError) -> [(String, JSONValue)] {
        guard case .object(let fields) = value else {
            throw problem(at: path, "\(path.isEmpty ? "the file" : path.last!) must be an object, not \(value.kind)")
        }
        return fields
    }

    private func string(_ fields: [(String, JSONValue)], _ key: String, at path: [String]) throws(ReferencesError) -> String {
        guard let text = member(fields, key)?.string, !text.isEmpty else {
            throw problem(at: path.isEmpty ? [key] : path, "\"\(key)\" must be a text that is not empty")
        }
        return text
    }

    private func onlyKeys(_ fields: [(String, JSONValue)], _ known: [String], at path: [String]) throws(ReferencesError) {
        for (key, _) in fields where !known.contains(key) {
            throw problem(at: path + [key], "unknown key \"\(key)\"\(Suggestion.didYouMean(key, among: known)); "
                + "the keys here are \(known.joined(separator: ", "))")
        }
    }

    /// An error at the key that `path` leads to (an index into a list counts as its entry).
    private func problem(at path: [String], _ message: String) -> ReferencesError {
        let (line, column) = JSONKeyPlace.find(path.filter { Int($0) == nil }, in: bytes)
        let place = path.isEmpty ? "" : " (" + path.joined(separator: ".") + ")"
        return ReferencesError("\(file):\(line):\(column): \(message)\(place)")
    }
}
