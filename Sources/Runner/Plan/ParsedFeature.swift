import Gherkin

/// One feature file as read and parsed: its text, its AST and its pickles.
///
/// ```swift
/// let features: [ParsedFeature] = …   // the command line reads them one at a time, see FeatureFiles
/// for feature in features where !feature.parseErrors.isEmpty { print(feature.uri, feature.parseErrors.count) }
/// let plan = try RunPlanner(systems: systems).plan(features, ids: &ids)
/// ```
public struct ParsedFeature: Sendable {
    public var uri: String
    public var source: String
    public var document: GherkinDocument
    /// Compiled as they are read, when the command line parsed the file (`PickleCompiler.pickles(of:ids:)`).
    public var pickles: PickleList
    /// What made the file unreadable as Gherkin; the document is then empty and there are no pickles.
    public var parseErrors: [ParseError] = []

    public init(uri: String, source: String, document: GherkinDocument, pickles: PickleList) {
        self.uri = uri
        self.source = source
        self.document = document
        self.pickles = pickles
    }

    public init(uri: String, source: String, document: GherkinDocument, pickles: [Pickle]) {
        self.init(uri: uri, source: source, document: document, pickles: PickleList(pickles))
    }
}
