import Foundation
import JSON
import Testing

/// `JSONValueDecoder`: what `JSONDecoder` would decode from the same text, and the same
/// `DecodingError`s, with the coding path to the value, where it would refuse.
@Suite struct JSONValueDecoderTests {
    struct Run: Decodable, Equatable {
        enum Status: String, Decodable { case passed, failed }
        struct Step: Decodable, Equatable { var text: String; var durationMs: Double; var message: String? }

        var id: Int
        var status: Status
        var tags: [String]
        var steps: [Step]
        var metrics: [String: Int?]
        var shard: String?
        var retried: Bool
        var seed: UInt64
    }

    static let text = #"""
        {"id": 7, "status": "failed", "tags": ["@a", "@b"], "retried": false, "seed": 9007199254740991,
         "steps": [{"text": "I wait", "durationMs": 0.5, "message": null}, {"text": "I see", "durationMs": 2, "message": "no"}],
         "metrics": {"requests": 3, "timeToContentMs": null}, "unknown": {"ignored": [1, 2]}}
        """#

    static func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
        try JSONValueDecoder.decode(type, from: JSONReader.read(Array(text.utf8)))
    }

    @Test func itDecodesWhatJSONDecoderDecodes() throws {
        let ours = try Self.decode(Run.self, Self.text)
        #expect(ours == (try JSONDecoder().decode(Run.self, from: Data(Self.text.utf8))))
        #expect(ours.steps[1].message == "no" && ours.shard == nil && ours.metrics["timeToContentMs"] == .some(nil))
    }

    /// Each refusal is a `DecodingError` at the coding path of the value (where JSONDecoder refuses
    /// too, though for a number out of range it names no path).
    @Test(arguments: [
        (#""id": 7"#, #""id": "7""#, "typeMismatch", "id"),
        (#""id": 7"#, #""id": 7.5"#, "typeMismatch", "id"),
        (#""id": 7"#, #""id": null"#, "valueNotFound", "id"),
        (#""id": 7, "#, "", "keyNotFound", ""),
        (#""status": "failed""#, #""status": "maybe""#, "dataCorrupted", "status"),
        (#""durationMs": 2"#, #""durationMs": "2""#, "typeMismatch", "steps.1.durationMs"),
        (#""seed": 9007199254740991"#, #""seed": -1"#, "dataCorrupted", "seed"),
        (#""tags": ["@a", "@b"]"#, #""tags": ["@a", 2]"#, "typeMismatch", "tags.1"),
    ])
    func aMismatchIsADecodingErrorAtItsPath(replacing: String, with: String, kind: String, path: String) throws {
        let text = Self.text.replacingOccurrences(of: replacing, with: with)
        #expect(text != Self.text)
        let error = try #require(decodingError { _ = try Self.decode(Run.self, text) })
        let (found, codingPath) = Self.describe(error)
        #expect(found == kind, "\(error)")
        #expect(codingPath == path, "\(error)")
        #expect(decodingError { _ = try JSONDecoder().decode(Run.self, from: Data(text.utf8)) } != nil)
    }

    private func decodingError(_ body: () throws -> Void) -> DecodingError? {
        do {
            try body()
            return nil
        } catch {
            return error as? DecodingError
        }
    }

    private static func describe(_ error: DecodingError) -> (String, String) {
        func path(_ keys: [any CodingKey]) -> String { keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") }
        switch error {
        case .typeMismatch(_, let context): return ("typeMismatch", path(context.codingPath))
        case .valueNotFound(_, let context): return ("valueNotFound", path(context.codingPath))
        case .keyNotFound(_, let context): return ("keyNotFound", path(context.codingPath))
        case .dataCorrupted(let context): return ("dataCorrupted", path(context.codingPath))
        @unknown default: return ("unknown", "")
        }
    }
}
