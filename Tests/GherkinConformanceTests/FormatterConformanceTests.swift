import Foundation
import Gherkin
import GherkinTestSupport
import Testing

/// `GherkinFormatter` over every good case of the official data: the formatted file parses to the
/// same pickles (their lines aside, which a layout moves), and formatting it again changes no byte.
/// Gherkin in Markdown is refused by `specrun format`, so its cases are not formatted.
@Suite struct FormatterConformanceTests {
    static let plainCases = ConformanceData.cases(in: "good").filter { $0.hasSuffix(".feature") }

    @Test func theDataIsThere() {
        #expect(Self.plainCases.count >= 40)
    }

    @Test(arguments: plainCases)
    func formattingKeepsThePickles(_ name: String) throws {
        let source = try ConformanceData.expected("good", name, "")
        let formatted = try GherkinFormatter().format(source, uri: name).get()
        #expect(try pickles(of: formatted, uri: name) == pickles(of: source, uri: name), "\(formatted)")
    }

    @Test(arguments: plainCases)
    func formattingIsIdempotent(_ name: String) throws {
        let source = try ConformanceData.expected("good", name, "")
        let once = try GherkinFormatter().format(source, uri: name).get()
        let twice = try GherkinFormatter().format(once, uri: name).get()
        #expect(Array(twice.utf8) == Array(once.utf8), "\(once)\n---\n\(twice)")
    }

    /// Every comment of the file is in the formatted file, in the same order.
    @Test(arguments: plainCases)
    func formattingKeepsTheComments(_ name: String) throws {
        let source = try ConformanceData.expected("good", name, "")
        let formatted = try GherkinFormatter().format(source, uri: name).get()
        #expect(try comments(of: formatted, uri: name) == comments(of: source, uri: name))
    }

    /// A file that does not parse is not formatted: the parser's errors come back.
    @Test(arguments: ConformanceData.cases(in: "bad").filter { $0.hasSuffix(".feature") })
    func badCasesAreRefused(_ name: String) throws {
        let source = try ConformanceData.expected("bad", name, "")
        guard case .failure(let problems) = GherkinFormatter().format(source, uri: name) else {
            Issue.record("\(name) was formatted")
            return
        }
        #expect(!problems.errors.isEmpty)
    }

    private func pickles(of source: String, uri: String) throws -> [Pickle] {
        var ids = IdGenerator()
        let document = try GherkinParser().parse(source, uri: uri, ids: &ids).get()
        return PickleCompiler().compile(document, ids: &ids).map { pickle in
            var pickle = pickle
            pickle.location = Location(line: 0)
            return pickle
        }
    }

    private func comments(of source: String, uri: String) throws -> [String] {
        var ids = IdGenerator()
        return try GherkinParser().parse(source, uri: uri, ids: &ids).get().comments.map {
            $0.text.trimmingCharacters(in: .whitespaces)
        }
    }
}
