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
    /// The text, as given, or made from the UTF-8 it was read as when it is asked for.
    package var text: String {
        get {
            switch content {
            case .text(let text): text
            case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
            }
        }
        set { content = .text(newValue) }
    }
    package var syntax: GherkinParser.Syntax
    private var content: Content

    /// A text given as a string, or read as UTF-8 and checked (parsed from its bytes, which
    /// `specrun gherkin` does without ever making a string of them unless the source is printed).
    private enum Content: Sendable {
        case text(String)
        case utf8([UInt8])
    }

    /// The text of the file at `uri`, in the syntax its name says (Markdown for `.md`), or in `syntax`.
    package init(uri: String, text: String, syntax: GherkinParser.Syntax? = nil) {
        self.uri = uri
        self.content = .text(text)
        self.syntax = syntax ?? GherkinParser.Syntax(path: uri)
    }

    /// The text of the file at `uri` read as `utf8`, checked (`SourceText.validated`).
    package init(uri: String, utf8: [UInt8], syntax: GherkinParser.Syntax? = nil) {
        self.uri = uri
        self.content = .utf8(utf8)
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
        switch content {
        case .text(let text):
            GherkinParser(syntax: syntax).parse(text, uri: uri, ids: &ids)
        case .utf8(let bytes):
            bytes.withUnsafeBufferPointer { GherkinParser(syntax: syntax).parse(utf8: $0, uri: uri, ids: &ids) }
        }
    }

    /// The tokens the parser reads in it, in the official `.tokens` format, or every error found.
    package func tokens() -> Result<String, ParseErrors> {
        GherkinParser(syntax: syntax).tokens(of: text, uri: uri)
    }
}
