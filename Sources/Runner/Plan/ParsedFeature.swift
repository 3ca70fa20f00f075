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
    public var pickles: [Pickle]
    /// What made the file unreadable as Gherkin; the document is then empty and there are no pickles.
    public var parseErrors: [ParseError] = []

    public init(uri: String, source: String, document: GherkinDocument, pickles: [Pickle]) {
        self.uri = uri
        self.source = source
        self.document = document
        self.pickles = pickles
    }
}
