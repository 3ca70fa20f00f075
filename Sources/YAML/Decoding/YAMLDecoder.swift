/// Decodes `Decodable` types from YAML, so fixture and configuration types are plain structs.
///
/// Errors name the file, line, column and path of keys, and say how to fix the document. Keys
/// that no type asked about are errors too (`unknown key "latncy" in "profiles.wifi"; did you
/// mean "latency"?`), unless ``reportsUnknownKeys`` is off or the type is one of
/// ``acceptingUnknownKeys``.
///
/// ```swift
/// struct Profile: Decodable { var latency: Int; var bandwidth: Double? }
/// let profiles = try YAMLDecoder().decode([String: Profile].self, from: text, file: "network.yml")
/// ```
///
/// Scalars decode as: `String` from any scalar but a null (its text as written); `Bool` from
/// `true`/`false`; integers of every size and `Float`/`Double`/`Decimal` from numbers (quoted
/// numbers are text, and refused); `URL` from its text; `Date` from ISO 8601 text or seconds since
/// 1970; enums with raw values from their raw value; `YAMLNode` is the node itself.
package struct YAMLDecoder: Sendable {
    /// Whether keys no type asked about are errors. On by default.
    package var reportsUnknownKeys = true
    /// The limits the parser applies to documents given as text or bytes.
    package var limits = YAMLParser.Limits()
    /// Types whose mappings may hold keys they do not ask about (a bag of settings passed on, say):
    /// no unknown keys are reported in the mappings they decode themselves. Dictionaries need not
    /// be listed: they ask about every key they hold. (A list, not a marker protocol: asking a
    /// type whether it conforms to a protocol looks through every conformance of the program.)
    package var acceptingUnknownKeys: [any Decodable.Type] = []
    /// Handed to the types being decoded as `decoder.userInfo`.
    package var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    package init() {}

    /// The `T` that `text`, a single YAML document, describes; `file` names it in errors.
    package func decode<T: Decodable>(_ type: T.Type, from text: String, file: String) throws(YAMLError) -> T {
        try decode(type, from: YAMLParser(limits: limits).parse(text, file: file), file: file)
    }

    /// The `T` that `bytes` (UTF-8, e.g. `Data` read from a file) describe.
    package func decode<T: Decodable>(_ type: T.Type, from bytes: some Sequence<UInt8>, file: String) throws(YAMLError)
        -> T
    {
        try decode(type, from: YAMLParser(limits: limits).parse(bytes, file: file), file: file)
    }

    /// The `T` that an already parsed node describes; `file` names its source in errors.
    package func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode, file: String) throws(YAMLError) -> T {
        let state = DecodingState(file: file, userInfo: userInfo, acceptingUnknownKeys: acceptingUnknownKeys)
        let value: T
        do {
            value = try state.decode(type, from: node, codingPath: [])
        } catch {
            throw DecodingFailure.carried(by: error)
                ?? YAMLError(
                    .invalidValue, file: file, line: node.line, column: node.column,
                    message: "the document could not be decoded: \(error)")
        }
        if reportsUnknownKeys, let unknownKeys = YAMLError.combining(state.unknownKeyErrors()) {
            throw unknownKeys
        }
        return value
    }
}
