import Adapter
import ArticleView
import Foundation
import SafeApp
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

    @Test func everyCommandOfTheVocabulariesIsInTheSchema() throws {
        let documented = try String(contentsOf: Self.file, encoding: .utf8)
        for vocabulary in [ArticleViewVocabulary.vocabulary, SafeAppVocabulary.vocabulary] {
            for kind in vocabulary.allEvents + vocabulary.allCommands {
                #expect(documented.contains("\"const\": \"\(kind.name)\""), "\(kind.name)")
            }
        }
    }
}
