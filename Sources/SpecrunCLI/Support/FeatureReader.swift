import Gherkin
import Runner

/// Reads and parses feature files for a run, collecting the problems of every file (unreadable,
/// not UTF-8, parse errors) so that one run reports them all. A file that is not text stops the run
/// before it starts; a file that does not parse is kept with its parse errors (the `message` report
/// lists them as `parseError`s) while the others run, and `parseProblems` words them for standard error.
struct FeatureReader {
    private(set) var parseProblems: [String] = []

    mutating func read(_ paths: [String], ids: inout IdGenerator) throws -> [ParsedFeature] {
        var features: [ParsedFeature] = []
        var problems: [String] = []
        let compiler = PickleCompiler()
        for path in paths {
            let source: String
            switch SourceFile.read(path: path, uri: path).flatMap({ SourceFile.refusingNUL($0, uri: path) }) {
            case .success(let text): source = text
            case .failure(let problem):
                problems.append(problem.humanReadable(path: path))
                continue
            }
            let parser = GherkinParser(syntax: GherkinParser.Syntax(path: path))
            switch parser.parse(source, uri: path, ids: &ids) {
            case .success(let document):
                let pickles = compiler.compile(document, ids: &ids)
                features.append(ParsedFeature(uri: path, source: source, document: document, pickles: pickles))
            case .failure(let errors):
                parseProblems += errors.errors.map { $0.humanReadable(path: path) }
                var feature = ParsedFeature(uri: path, source: source, document: GherkinDocument(uri: path, feature: nil, comments: []),
                                            pickles: [])
                feature.parseErrors = errors.errors
                features.append(feature)
            }
        }
        if !problems.isEmpty { throw ConfigurationError(problems.joined(separator: "\n")) }
        return features
    }
}
