/// A feature's text with its uri and how it is written: what Cucumber's `source` envelope carries
/// (`data`, `uri`, `mediaType`). It is made once, where the text comes from (a file, whose name
/// says its syntax; a saved source, whose media type says it; an editor's document), and every
/// parse, token listing, message and replay of the text reads the syntax from it, so Gherkin in
/// Markdown is never read as plain Gherkin by a later step.
///
/// ```swift
/// let source = GherkinSource(uri: "features/offline.feature.md", text: text)   // .markdown, by its name
/// var ids = IdGenerator()
/// let document = try source.parse(ids: &ids).get()
/// source.mediaType                                                          // "text/x.cucumber.gherkin+markdown"
/// ```
package struct GherkinSource: Sendable {
    package var uri: String
    package var text: String
    package var syntax: GherkinParser.Syntax

    /// The text of the file at `uri`, in the syntax its name says (Markdown for `.md`), or in `syntax`.
    package init(uri: String, text: String, syntax: GherkinParser.Syntax? = nil) {
        self.uri = uri
        self.text = text
        self.syntax = syntax ?? GherkinParser.Syntax(path: uri)
    }

    /// A source saved with its media type (a `source` envelope, saved results); one saved without
    /// it, or with one that is not Gherkin's, is read in the syntax its uri says.
    package init(uri: String, text: String, mediaType: String?) {
        self.init(uri: uri, text: text, syntax: mediaType.flatMap(GherkinParser.Syntax.init(mediaType:)))
    }

    /// The media type of its `source` envelope.
    package var mediaType: String { syntax.mediaType }

    /// Its syntax tree, its nodes numbered by `ids`, or every error found in it.
    package func parse(ids: inout IdGenerator) -> Result<GherkinDocument, ParseErrors> {
        GherkinParser(syntax: syntax).parse(text, uri: uri, ids: &ids)
    }

    /// The tokens the parser reads in it, in the official `.tokens` format, or every error found.
    package func tokens() -> Result<String, ParseErrors> {
        GherkinParser(syntax: syntax).tokens(of: text, uri: uri)
    }
}
