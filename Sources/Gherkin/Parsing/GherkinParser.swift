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

        /// The syntax a file of this name is written in: Markdown for `.md`, plain otherwise.
        package init(path: String) {
            self = path.hasSuffix(".md") ? .markdown : .plain
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
        let (builder, errors) = run(source, uri: uri, builder: ASTBuilder(ids: ids))
        ids = builder.ids
        guard errors.isEmpty else { return .failure(ParseErrors(errors)) }
        return .success(builder.document(uri: uri))
    }

    /// What writing the pickles of `source` needs, its nodes numbered by `ids` as `parse` numbers
    /// them, or every error found in it: for writing pickle messages fast, when the syntax tree
    /// itself is not wanted.
    package func parseForPickles(_ source: String, uri: String,
                                ids: inout IdGenerator) -> Result<CompactDocument, ParseErrors> {
        let builder = CompactBuilder(ids: ids, uri: uri, sourceSize: source.utf8.count)
        return compact(run(source, uri: uri, builder: builder), ids: &ids)
    }

    /// As `parseForPickles(_:uri:ids:)`, from the UTF-8 bytes of a file as read: a leading byte
    /// order mark is dropped, and bytes that are not UTF-8 are the one error, worded as
    /// `SourceText.decode` words it. No string of the source is made.
    package func parseForPickles(utf8 bytes: [UInt8], uri: String,
                                ids: inout IdGenerator) -> Result<CompactDocument, ParseErrors> {
        bytes.withUnsafeBufferPointer { buffer in
            let text = SourceText.droppingByteOrderMark(buffer)
            if let problem = SourceText.problem(in: text, uri: uri) { return .failure(ParseErrors([problem])) }
            let builder = CompactBuilder(ids: ids, uri: uri, sourceSize: text.count)
            return compact(run(text, uri: uri, builder: builder), ids: &ids)
        }
    }

    /// The compact document a parse built, the ids it took, or its errors.
    private func compact(_ parsed: (builder: CompactBuilder, errors: [ParseError]),
                         ids: inout IdGenerator) -> Result<CompactDocument, ParseErrors> {
        ids = parsed.builder.ids
        guard parsed.errors.isEmpty else { return .failure(ParseErrors(parsed.errors)) }
        return .success(parsed.builder.document)
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
        let parts = TokenParts()
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
