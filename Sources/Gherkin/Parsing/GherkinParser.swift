/// Parses Gherkin source text into a `GherkinDocument`, collecting every parse error with its
/// line and column, worded as the official Cucumber parsers word them.
///
/// ```swift
/// var ids = IdGenerator()
/// let text = "Feature: Cache\n  Scenario: Offline\n    Given the device is offline\n"
/// switch GherkinParser().parse(text, uri: "features/cache.feature", ids: &ids) {
/// case .success(let document): print(PickleCompiler().compile(document, ids: &ids).map(\.name))  // ["Offline"]
/// case .failure(let problems): for error in problems.errors { print(error.message) }
/// }
/// let markdown = GherkinParser(syntax: GherkinParser.Syntax(path: "features/cache.feature.md"))
/// ```
package struct GherkinParser: Sendable {
    /// How the source is written: a plain `.feature` file or Gherkin in Markdown (`.feature.md`).
    package enum Syntax: Sendable {
        case plain
        case markdown

        /// The syntax a file of this name is written in: Markdown for `.md`, plain otherwise. The
        /// one place a syntax is chosen from a name (`GherkinSource` asks it).
        package init(path: String) {
            self = path.hasSuffix(".md") ? .markdown : .plain
        }

        /// The syntax of a `source` envelope's media type; nil for one that is not Gherkin's.
        package init?(mediaType: String) {
            switch mediaType {
            case Self.plain.mediaType: self = .plain
            case Self.markdown.mediaType: self = .markdown
            default: return nil
            }
        }

        /// The media type of Cucumber Messages' `source` envelope.
        package var mediaType: String {
            switch self {
            case .plain: "text/x.cucumber.gherkin+plain"
            case .markdown: "text/x.cucumber.gherkin+markdown"
            }
        }
    }

    package let syntax: Syntax

    package init(syntax: Syntax = .plain) {
        self.syntax = syntax
    }

    /// The syntax tree of `source`, its nodes numbered by `ids`, or every error found in it.
    package func parse(_ source: String, uri: String, ids: inout IdGenerator) -> Result<GherkinDocument, ParseErrors> {
        var source = source
        return source.withUTF8 { parse(utf8: $0, uri: uri, ids: &ids) }
    }

    /// The syntax tree of the text whose UTF-8 is `utf8` (checked: `SourceText.validated`).
    package func parse(utf8: UnsafeBufferPointer<UInt8>, uri: String, ids: inout IdGenerator) -> Result<GherkinDocument, ParseErrors> {
        let (builder, errors) = run(utf8, uri: uri, builder: ASTBuilder(ids: ids))
        ids = builder.ids
        guard errors.isEmpty else { return .failure(ParseErrors(errors)) }
        return .success(builder.document(uri: uri))
    }

    /// The tokens the parser reads in `source`, in the official `.tokens` format, or every error
    /// found in it.
    package func tokens(of source: String, uri: String = "") -> Result<String, ParseErrors> {
        let (formatter, errors) = run(source, uri: uri, builder: TokenFormatter())
        guard errors.isEmpty else { return .failure(ParseErrors(errors)) }
        return .success(formatter.text)
    }

    private func run<Builder: SyntaxTreeBuilder>(_ source: String, uri: String,
                                                 builder: Builder) -> (Builder, [ParseError]) {
        var source = source
        return source.withUTF8 { run($0, uri: uri, builder: builder) }
    }

    private func run<Builder: SyntaxTreeBuilder>(_ bytes: UnsafeBufferPointer<UInt8>, uri: String,
                                                 builder: Builder) -> (Builder, [ParseError]) {
        let parts = TokenParts(byteCount: bytes.count)
        return withExtendedLifetime(parts) { run(SourceBytes(bytes: bytes, parts: parts), uri: uri, builder: builder) }
    }

    private func run<Builder: SyntaxTreeBuilder>(_ text: SourceBytes, uri: String,
                                                 builder: Builder) -> (Builder, [ParseError]) {
        switch syntax {
        case .plain:
            var engine = ParserEngine(matcher: PlainTokenMatcher(), builder: builder, uri: uri)
            engine.parse(text)
            return (engine.builder, engine.errors.errors)
        case .markdown:
            var engine = ParserEngine(matcher: MarkdownTokenMatcher(), builder: builder, uri: uri)
            engine.parse(text)
            return (engine.builder, engine.errors.errors)
        }
    }
}
