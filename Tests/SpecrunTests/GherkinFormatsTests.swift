import Testing
@testable import SpecrunCLI

/// `specrun gherkin --format`'s names are read once into a set of bits: every name reads as its
/// format, a name of none is refused, and the default is told by the names it has.
@Suite struct GherkinFormatsTests {
    @Test func everyNameReadsAsItsFormat() throws {
        for (name, format) in GherkinFormats.named {
            #expect(GherkinFormats(names: [name]) == format)
            #expect(format.names == [name])
        }
        #expect(GherkinFormats(names: ["pickles", "ast", "pickles"]) == [.ast, .pickles])
        #expect(GherkinFormats(names: []) == [])
        #expect(GherkinFormats(names: ["ast", "pickle"]) == nil)
        #expect(GherkinFormats.standard.names == ["ast", "pickles", "source", "errors"])
        #expect(GherkinCommand.formats == ["tokens", "ast", "pickles", "source", "errors"])
    }
}
