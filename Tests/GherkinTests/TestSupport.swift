@testable import Gherkin

/// Parses `source` and returns the document, or nil with the error messages.
func parse(_ source: String, syntax: GherkinParser.Syntax = .plain) -> (GherkinDocument?, [String]) {
    var ids = IdGenerator()
    switch GherkinParser(syntax: syntax).parse(source, uri: "test.feature", ids: &ids) {
    case .success(let document): return (document, [])
    case .failure(let problems): return (nil, problems.errors.map(\.message))
    }
}

/// The token listing of `source` (empty when it does not parse).
func tokens(_ source: String, syntax: GherkinParser.Syntax = .plain) -> [String] {
    guard case .success(let text) = GherkinParser(syntax: syntax).tokens(of: source) else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast()
}

/// The pickles of `source`, which must parse.
func pickles(_ source: String) -> [Pickle] {
    var ids = IdGenerator()
    guard case .success(let document) = GherkinParser().parse(source, uri: "test.feature", ids: &ids) else { return [] }
    return PickleCompiler().compile(document, ids: &ids)
}

/// Runs `body` on the lines of `source` as the scanner cuts them.
func withLines<T>(_ source: String, _ body: ([Line], SourceBytes) -> T) -> T {
    var source = source
    let parts = TokenParts()  // kept alive by this function while `text` is used
    return withExtendedLifetime(parts) { source.withUTF8 { bytes in
        let text = SourceBytes(bytes: bytes, parts: parts)
        var scanner = LineScanner(source: text)
        var lines: [Line] = []
        while let line = scanner.next() { lines.append(line) }
        return body(lines, text)
    } }
}

/// The first child of the document's feature, when it is a scenario.
func firstScenario(_ document: GherkinDocument?) -> Scenario? {
    guard case .scenario(let scenario)? = document?.feature?.children.first else { return nil }
    return scenario
}
