import Expressions
import Gherkin
@testable import SpecrunKit
import Runner
import Testing

@Suite struct VocabularyTests {
    private func match(_ text: String, _ vocabulary: Vocabulary<String>) throws -> String? {
        var registry = ParameterTypeRegistry()
        try registry.define(vocabulary.parameterType())
        let expression = try CucumberExpression("I should see {\(vocabulary.name)} now", parameterTypes: registry)
        return try expression.match(text)?[0].value() as? String
    }

    private var words: Vocabulary<String> {
        var words = Vocabulary<String>(name: "thing")
        words.add("a blank view", "blank")
        words.add("a blank view with a progress bar", "progress")
        words.add("any banners?|a banner", "banner")
        words.add(#"the "[^"]*" content"#) { "content of " + $0.split(separator: "\"")[1] }
        return words
    }

    @Test func eachPhraseGivesItsOwnValue() throws {
        #expect(try match("I should see a blank view now", words) == "blank")
        #expect(try match("I should see a blank view with a progress bar now", words) == "progress")
        #expect(try match("I should see any banners now", words) == "banner")
        #expect(try match("I should see a banner now", words) == "banner")
        #expect(try match(#"I should see the "Kyoto" content now"#, words) == "content of Kyoto")
        #expect(try match("I should see a red view now", words) == nil)
    }

    @Test func aRemarkInParenthesesAfterAPhraseIsIgnored() throws {
        #expect(try match("I should see any banners (suppress offline warnings when content is cached) now", words) == "banner")
        #expect(try match(#"I should see the "Kyoto" content (as cached) now"#, words) == "content of Kyoto")
        #expect(Vocabulary<String>.withoutRemark("a (b) c (d)") == "a (b) c")
    }

    @Test func commonParameterTypesReadDurationsCountsAndConnections() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(CommonParameterTypes.duration.parameterType())
        try registry.define(CommonParameterTypes.count.parameterType())
        try registry.define(CommonParameterTypes.connection.parameterType())
        let passing = try CucumberExpression("{duration} pass(es)", parameterTypes: registry)
        for (text, milliseconds) in [("10 seconds pass", 10_000), ("1 minute passes", 60_000), ("4 s pass", 4_000),
                                     ("250 ms pass", 250), ("an hour passes", 3_600_000), ("2 hours pass", 7_200_000)] {
            #expect(try (passing.match(text)?[0].value() as? VirtualDuration)?.milliseconds == milliseconds, "\(text)")
        }
        let counting = try CucumberExpression("downloaded {count}", parameterTypes: registry)
        for (text, count) in [("downloaded never", 0), ("downloaded once", 1), ("downloaded twice", 2), ("downloaded 12 times", 12)] {
            #expect(try counting.match(text)?[0].value() as? Int == count, "\(text)")
        }
        let connection = try CucumberExpression("my connection is {connection}", parameterTypes: registry)
        #expect(try connection.match("my connection is timing out")?[0].value() as? ConnectionWord == .timingOut)
        #expect(try connection.match("my connection is ok") == nil)
    }
}
