@testable import Adapter
import ArticleView
import Foundation
import SafeApp
import Runner
import Testing

/// docs/adapter-protocol.schema.json is the schema of the built-in systems' vocabularies, the very
/// data the host checks every command against. After a change to a vocabulary, rewrite it with
/// `SPECRUN_WRITE_SCHEMA=1 swift test --filter AdapterSchemaTests`.
@Suite struct AdapterSchemaTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/adapter-protocol.schema.json")

    @Test func theDocumentedSchemaIsTheVocabularies() throws {
        let schema = AdapterSchema.document(for: [ArticleViewVocabulary.vocabulary, SafeAppVocabulary.vocabulary]).indented
        if ProcessInfo.processInfo.environment["SPECRUN_WRITE_SCHEMA"] == "1" {
            try schema.write(to: Self.file, atomically: true, encoding: .utf8)
        }
        let documented = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(documented == schema, "docs/adapter-protocol.schema.json is out of date; rewrite it with SPECRUN_WRITE_SCHEMA=1")
    }

    /// The handshake's vocabulary has a shape the schema spells out (it used to say `"vocabulary": {}`):
    /// the hello the host sends passes its own schema, and the data of each system is in it.
    @Test func theHandshakesVocabularyIsInTheSchema() throws {
        let helloKind = try #require(AdapterProtocol.events.first { $0.name == "hello" })
        let documented = try String(contentsOf: Self.file, encoding: .utf8)
        for vocabulary in [ArticleViewVocabulary.vocabulary, SafeAppVocabulary.vocabulary] {
            let hello = AdapterProtocol.hello(algorithm: "a-port", vocabulary: vocabulary)
            #expect(helloKind.problem(with: hello, key: "event") == nil)
            #expect(documented.contains("\"$ref\": \"#/$defs/\(vocabulary.system)-data\""))
        }
        #expect(!documented.contains("\"vocabulary\": {}"))
        #expect(documented.contains(#""const": "The Internet connection appears to be offline""#))
    }

    @Test func everyCommandOfTheVocabulariesIsInTheSchema() throws {
        let documented = try String(contentsOf: Self.file, encoding: .utf8)
        for vocabulary in [ArticleViewVocabulary.vocabulary, SafeAppVocabulary.vocabulary] {
            for kind in vocabulary.allEvents + vocabulary.allCommands {
                #expect(documented.contains("\"const\": \"\(kind.name)\""), "\(kind.name)")
            }
        }
    }
}
