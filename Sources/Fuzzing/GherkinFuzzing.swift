import Gherkin
import JSON

extension FuzzTarget {
    /// libFuzzer's entry point: the input, as text, is a feature file, parsed as plain Gherkin and as
    /// Gherkin in Markdown. A document must compile to pickles and both must write as Cucumber
    /// Messages; errors must carry a line inside the text.
    public static func gherkin(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let text = FuzzInput(data, count).text
        let lineCount = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        for syntax in [GherkinParser.Syntax.plain, .markdown] {
            var ids = IdGenerator()
            var json = JSONWriter()
            switch GherkinParser(syntax: syntax).parse(text, uri: "fuzz.feature", ids: &ids) {
            case .success(let document):
                GherkinMessages.write(document, to: &json)
                for pickle in PickleCompiler().compile(document, ids: &ids) {
                    GherkinMessages.write(pickle, to: &json)
                }
            case .failure(let errors):
                require(!errors.errors.isEmpty, "a failed parse without errors")
                for error in errors.errors {
                    require(error.location.line >= 1 && error.location.line <= lineCount + 1,
                            "error line \(error.location.line) outside a text of \(lineCount) lines: \(error.message)")
                    GherkinMessages.write(error, to: &json)
                }
            }
        }
        return 0
    }
}
