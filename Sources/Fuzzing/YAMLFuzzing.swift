import ArticleView
import SafeApp
import SpecrunKit
import YAML

extension FuzzTarget {
    /// libFuzzer's entry point: the input is a YAML stream. Every document must parse to a tree or
    /// fail with a `YAMLError` inside the text; the first document is decoded as each fixture type the
    /// built-in systems read, and as the nested maps a baseline is.
    public static func yaml(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzInput(data, count).bytes
        let file = "fuzz.yml"
        let documents: [YAMLNode]
        do {
            documents = try YAMLParser().parseAll(bytes, file: file)
        } catch {
            require(error.line >= 1 && error.column >= 1 && !error.message.isEmpty, "a YAMLError without a place: \(error)")
            return 0
        }
        for document in documents {
            _ = document.description
        }
        guard let first = documents.first else { return 0 }
        decode(NetworkFixture.self, from: first, file: file)
        decode(ArticleFixture.self, from: first, file: file)
        decode(SafeFixture.self, from: first, file: file)
        decode([String: [String: [String: String]]].self, from: first, file: file)
        decode([String: YAMLNode].self, from: first, file: file)
        decode([[String: Double]].self, from: first, file: file)
        return 0
    }
}

func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode, file: String) {
    do {
        _ = try YAMLDecoder().decode(type, from: node, file: file)
    } catch {
        require(error.line >= 1 && error.column >= 1 && !error.message.isEmpty, "a YAMLError without a place: \(error)")
        _ = error.description
    }
}
