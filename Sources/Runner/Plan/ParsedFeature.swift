import SpecrunKit
import Gherkin

/// One feature file as read and parsed: its text, its AST and its pickles.
///
/// ```swift
/// let features: [ParsedFeature] = …   // the command line reads them one at a time, see FeatureFiles
/// for feature in features where !feature.parseErrors.isEmpty { print(feature.uri, feature.parseErrors.count) }
/// let plan = try SuitePlanner(systems: systems).plan(features, ids: &ids)
/// ```
package struct ParsedFeature: Sendable {
    package var uri: String
    package var source: String
    /// How its text is written, as its `GherkinSource` said: what its `source` envelope's media
    /// type and a replay's parse read.
    package var syntax: GherkinParser.Syntax
    package var document: GherkinDocument
    /// Compiled as they are read, when the command line parsed the file (`PickleCompiler.pickles(of:ids:)`).
    package var pickles: PickleList
    /// What made the file unreadable as Gherkin; the document is then empty and there are no pickles.
    package var parseErrors: [ParseError] = []
    /// The number of the first id its parse took (`IdGenerator.next` before it), so that saved
    /// results can parse it again with the ids it had in the run.
    package var firstId = 0

    /// `syntax` nil: the one its uri says (`GherkinParser.Syntax(path:)`, as `GherkinSource` reads it).
    package init(uri: String, source: String, syntax: GherkinParser.Syntax? = nil, document: GherkinDocument, pickles: PickleList) {
        self.uri = uri
        self.source = source
        self.syntax = syntax ?? GherkinParser.Syntax(path: uri)
        self.document = document
        self.pickles = pickles
    }

    package init(uri: String, source: String, syntax: GherkinParser.Syntax? = nil, document: GherkinDocument, pickles: [Pickle]) {
        self.init(uri: uri, source: source, syntax: syntax, document: document, pickles: PickleList(pickles))
    }

    /// Parses `source` and lists its pickles (compiled when read), taking their ids from `ids` and
    /// noting where they began (`firstId`).
    ///
    /// ```swift
    /// var ids = IdGenerator()
    /// let feature = try ParsedFeature.parse(GherkinSource(uri: "features/offline.feature", text: text), ids: &ids).get()
    /// ```
    package static func parse(_ source: GherkinSource, ids: inout IdGenerator) -> Result<ParsedFeature, ParseErrors> {
        let firstId = ids.next
        return source.parse(ids: &ids).map { document in
            var feature = ParsedFeature(uri: source.uri, source: source.text, syntax: source.syntax, document: document,
                                        pickles: PickleCompiler().pickles(of: document, ids: &ids))
            feature.firstId = firstId
            return feature
        }
    }
}
