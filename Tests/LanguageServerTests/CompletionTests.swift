import JSON
import LanguageServer
import SpecrunKit
import Testing

/// Every step the editor offers runs: each completion item, inserted as it comes (its
/// placeholders' defaults, each value of its choice), is a step exactly one definition matches.
@Suite struct CompletionTests {
    static let uri = "file:///project/features/typing.feature"

    /// The items after `Given ` in a feature of `system`.
    static func items(of system: String, harness: ServerHarness = ServerHarness()) -> [JSONValue] {
        harness.open(uri, "@\(system)\nFeature: F\n  Scenario: S\n    Given \n")
        return harness.request("textDocument/completion", harness.at(uri, 3, 10))["result"]?.array ?? []
    }

    /// The texts a snippet inserts: its placeholders' defaults, and each value of each choice in turn
    /// (the other choices at their first value).
    static func insertions(of snippet: String) -> [String] {
        enum Part { case text(String), choice([String]) }
        var parts: [Part] = []
        var literal = ""
        var characters = Array(snippet)[...]
        while let character = characters.popFirst() {
            if character == "\\", let next = characters.popFirst() {
                literal.append(next)
            } else if character == "$", characters.first == "{" {
                var body = ""
                characters = characters.dropFirst()
                while let next = characters.popFirst(), next != "}" {
                    body.append(next)
                    if next == "\\", let escaped = characters.popFirst() { body.append(escaped) }
                }
                parts.append(.text(literal))
                literal = ""
                let afterNumber = body.drop { $0.isNumber }
                if afterNumber.hasPrefix(":") {
                    parts.append(.text(Self.unescaped(afterNumber.dropFirst())))
                } else {
                    parts.append(.choice(afterNumber.dropFirst().dropLast().split(separator: ",").map(String.init)))
                }
            } else {
                literal.append(character)
            }
        }
        parts.append(.text(literal))
        let choices = parts.indices.filter { if case .choice = parts[$0] { true } else { false } }
        func text(choosing value: (index: Int, value: Int)?) -> String {
            parts.indices.map { index in
                switch parts[index] {
                case .text(let text): text
                case .choice(let values): values[value?.index == index ? value!.value : 0]
                }
            }.joined()
        }
        var texts = [text(choosing: nil)]
        for index in choices {
            guard case .choice(let values) = parts[index] else { continue }
            texts += values.indices.dropFirst().map { text(choosing: (index, $0)) }
        }
        return texts
    }

    static func unescaped(_ text: Substring) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if !escaping, character == "\\" { escaping = true; continue }
            escaping = false
            result.append(character)
        }
        return result
    }

    @Test(arguments: ["article-view", "safe-app"])
    func everyItemInsertsADefinedStep(system: String) throws {
        let items = Self.items(of: system)
        let matcher = try #require(ServerHarness.builtInSystems.first { $0.name == system }).matcher
        #expect(items.count > 50)
        var unmatched: [String] = []
        for item in items {
            let newText = try #require(item["textEdit"]?["newText"]?.string)
            let texts = item["insertTextFormat"]?.integer == 2 ? Self.insertions(of: newText) : [newText]
            for text in texts {
                guard case .matched = matcher.match(text) else {
                    unmatched.append("\(item["label"]?.string ?? ""): \(text)")
                    continue
                }
            }
        }
        #expect(unmatched == [])
    }

    /// An item per alternative of the expression and per value, none of the glossary's notation.
    @Test func itemsAreWrittenOutNotNotation() {
        let labels = Self.items(of: "article-view").compactMap { $0["label"]?.string }
        #expect(labels.contains("I should see locally stored revision of $article"))
        #expect(labels.contains("I should see the \"text\" content"))
        #expect(labels.contains("1 second pass"))
        #expect(!labels.contains { $0.contains("/") || $0.contains("(s)") || $0.contains("…") })
        let snippet = Self.items(of: "article-view").first { $0["label"]?.string == "I should see the \"text\" content" }
        #expect(snippet?["textEdit"]?["newText"]?.string == "I should see the \"${1:text}\" content")
        #expect(labels.contains("I should see an offline banner") && labels.contains("I should see a warning banner"))
    }
}

/// "Did you mean" on the slips a spec writer makes: the intended step first, a value typed closer
/// to one text never suggesting another, a second suggestion only when it is as near.
@Suite struct SuggestionTests {
    static func nearest(_ text: String, in system: String = "article-view") -> [String] {
        StepTexts(ServerHarness.builtInSystems.first { $0.name == system }!.matcher).nearest(to: text)
    }

    @Test(arguments: [
        ("my internet conection is ofline", ["my internet connection is offline"]),
        ("my conection is offline", ["my connection is offline"]),
        ("5 secnds pass", ["5 seconds pass"]),
        ("I navigate to it from histroy", ["I navigate to it from history"]),
        ("I should see teh cached content", ["I should see the cached content"]),
        ("I shuold see a \"warning\" banner", ["I should see a \"warning\" banner"]),
        ("the article \"Earth\" is cahced", ["the article \"Earth\" is cached"]),
    ])
    func theIntendedStepAlone(typed: String, expected: [String]) {
        #expect(Self.nearest(typed) == expected)
    }

    @Test func aSlipNeverSwallowedByAQuotedHole() {
        #expect(Self.nearest("the article is is not cached") == ["the article is not cached"])
    }

    @Test func farFromEverythingIsNoSuggestion() {
        #expect(Self.nearest("the user buys a train ticket to Kyoto").isEmpty)
        #expect(Self.nearest("I open the Assets scren", in: "safe-app") == ["I open the Assets screen"])
    }
}
