/// A decoded value together with where it was written, for checks made after decoding (an article
/// name no fixture defines, say) whose errors should still point into the file.
///
/// ```swift
/// struct Step: Decodable { var article: YAMLLocated<String> }
/// throw step.article.error("no article named \"\(step.article.value)\"", hint: "define it under articles:")
/// ```
package struct YAMLLocated<Value: Decodable>: Decodable {
    package var value: Value
    /// The file the value came from, as given to the decoder.
    package var file: String
    package var line: Int
    package var column: Int

    package init(_ value: Value, file: String, line: Int, column: Int) {
        self.value = value
        self.file = file
        self.line = line
        self.column = column
    }

    /// Decodes `Value` where this stands. Through a decoder other than ``YAMLDecoder`` the place
    /// is unknown: an empty file name, line and column 0.
    package init(from decoder: any Decoder) throws {
        guard let decoder = decoder as? NodeDecoder else {
            self.init(try Value(from: decoder), file: "", line: 0, column: 0)
            return
        }
        let node = decoder.node
        let value = try decoder.state.decode(Value.self, from: node, codingPath: decoder.codingPath)
        self.init(value, file: decoder.state.file, line: node.line, column: node.column)
    }

    /// An error about this value, at its place in the file.
    package func error(_ message: String, hint: String? = nil) -> YAMLError {
        YAMLError(.invalidValue, file: file, line: line, column: column, message: message, hint: hint)
    }
}

extension YAMLLocated: YAMLPlacedValue {
    static var placedType: Any.Type { Value.self }
}

extension YAMLLocated: Sendable where Value: Sendable {}
extension YAMLLocated: Equatable where Value: Equatable {}
extension YAMLLocated: Hashable where Value: Hashable {}
