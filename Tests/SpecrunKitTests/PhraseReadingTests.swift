import Runner
import Testing
@testable import SpecrunKit

@Suite struct PhraseReadingTests {
    @Test(arguments: [
        ("the cached content", ["the cached content"]),
        ("any banners?|a banner", ["any banner(s)", "a banner"]),
        (#"the latest (?:version|revision) of (?:\$article|the article "[^"]*")"#, [#"the latest version/revision of $article/the article "…""#]),
        ("the last revision of it (?:that )?I downloaded", ["the last revision of it (that )I downloaded"]),
        ("[Aa]ssets", ["Assets"]),
        ("[0-9]{1,9} (?:seconds?|s)", ["N second(s)/s"]),
        (#"an? "?warning"? banner"#, [#"a(n) (")warning(") banner"#]),
    ])
    func phrasesReadAsAWriterWouldWriteThem(pattern: String, readings: [String]) {
        #expect(PhraseReading.readings(of: pattern) == readings)
    }

    /// In words, for the HTML report's glossary: optional parts left out, a choice of single words
    /// with "or", a choice of longer texts by its first.
    @Test(arguments: [
        (#"((?:the latest (?:version|revision) of (?:\$article|the article "[^"]*"|the article))(?: \([^()]*\))?)"#,
         ["the latest version or revision of $article"]),
        (#"((?:any banners?|a banner)(?: \([^()]*\))?)"#, ["any banner", "a banner"]),
        (#"an? "?(?:offline|warning|error)"? banner(?: that we failed)?"#, ["an offline, warning or error banner"]),
        (#"an? "?progress"? bar"#, ["a progress bar"]),
        ("a (?:blank )?view", ["a view"]),
        (#"the article "[^"]*""#, [#"the article "…""#]),
        ("[0-9]{1,9} times|once", ["N times", "once"]),
    ])
    func phrasesReadOutInWords(pattern: String, phrases: [String]) {
        #expect(PhraseReading.phrases(of: pattern) == phrases)
    }

    @Test func parameterTypesCarryTheirReadings() throws {
        var routes = Vocabulary<Int>(name: "route")
        routes.add("via search-result|via a search result", 1)
        routes.add("from history", 2)
        #expect(try routes.parameterType().examples == ["via search-result", "via a search result", "from history"])
    }

    /// A class a writer fills is a hole whose example the pattern matches: digits, a word, a name;
    /// a range that is none of them leaves the phrase without texts (the parameter is one hole).
    @Test(arguments: [
        ("the ([A-Z][a-z]+) album", "the Name album"),
        ("every photo of the [A-Z][a-z]* album", "every photo of the Name album"),
        (#"\d+ photos?"#, "1 photo"),
        ("tagged [a-z]+", "tagged word"),
        (#"tagged \w+"#, "tagged word"),
        ("[A-Z]{2} code", nil),
        ("a .+ photo", nil),
    ] as [(String, String?)])
    func aClassIsAHoleItsExampleMatches(pattern: String, example: String?) throws {
        let texts = PhraseReading.variants(of: pattern, optionals: .omitted)
        #expect(texts?.first?.example == example)
        if let example { #expect(try Regex(pattern).wholeMatch(in: example) != nil) }
    }
}
