import Foundation
import Gherkin
import Runner

/// Reads and parses feature files for a run, collecting the problems of every file (unreadable,
/// not UTF-8, parse errors) so that one run reports them all.
struct FeatureReader {
    func read(_ paths: [String], ids: inout IdGenerator) throws -> [ParsedFeature] {
        var features: [ParsedFeature] = []
        var problems: [String] = []
        let parser = GherkinParser()
        let compiler = PickleCompiler()
        for path in paths {
            let source: String
            do {
                source = try SourceFile.read(path)
            } catch {
                problems.append("\(error)")
                continue
            }
            switch parser.parse(source, uri: path, ids: &ids) {
            case .success(let document):
                let pickles = compiler.compile(document, ids: &ids)
                features.append(ParsedFeature(uri: path, source: source, document: document, pickles: pickles))
            case .failure(let errors):
                problems += errors.errors.map { "\(path):\(Self.position($0.location)): \(Self.strippingPosition($0.message))" }
            }
        }
        if !problems.isEmpty { throw ConfigurationError(problems.joined(separator: "\n")) }
        return features
    }

    private static func position(_ location: Location) -> String {
        "\(location.line):\(location.column ?? 0)"
    }

    /// The official messages start with `(LINE:COLUMN): `, which the `path:line:column:` prefix repeats.
    private static func strippingPosition(_ message: String) -> String {
        guard message.hasPrefix("("), let end = message.range(of: "): ") else { return message }
        return String(message[end.upperBound...])
    }
}
