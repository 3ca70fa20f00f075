import Foundation

/// Builds the errors decoding throws: `DecodingError`s of the case Swift code expects (so a type
/// can still `catch DecodingError.keyNotFound`), each carrying a ``YAMLError`` as its underlying
/// error, with the file, line and column of the node at fault.
struct DecodingFailure {
    let file: String

    /// `expected an integer for "a.b", found "abc"`; a null found gives `valueNotFound`.
    func typeMismatch(
        expected: String, type: Any.Type, node: YAMLNode, codingPath: [any CodingKey], hint: String? = nil
    ) -> DecodingError {
        let path = NodePath(codingPath)
        let error = yamlError(
            .typeMismatch, at: node, "expected \(expected)\(path.forPhrase), found \(Self.describe(node))",
            hint: hint)
        let context = Self.context(codingPath, error)
        return node.isNull ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    /// `missing key "latency" in "profiles.wifi"`, at the mapping that lacks it.
    func missingKey(
        _ key: any CodingKey, valueType: Any.Type, mapping: YAMLNode, codingPath: [any CodingKey]
    ) -> DecodingError {
        let path = NodePath(codingPath)
        let error = yamlError(
            .missingKey, at: mapping, "missing key \"\(key.stringValue)\"\(path.inPhrase)",
            hint: "add \"\(key.stringValue):\" with \(Self.expectation(for: valueType))")
        return .keyNotFound(key, Self.context(codingPath, error))
    }

    /// A value of the right shape that is still wrong: an unknown enum case, a malformed URL.
    func invalidValue(
        _ message: String, hint: String? = nil, node: YAMLNode, codingPath: [any CodingKey]
    ) -> DecodingError {
        .dataCorrupted(Self.context(codingPath, yamlError(.invalidValue, at: node, message, hint: hint)))
    }

    /// An error for a key the type has no use for, thrown as `keyNotFound` for the key it lacks.
    func unknownKey(_ error: YAMLError, missing key: any CodingKey, codingPath: [any CodingKey]) -> DecodingError {
        .keyNotFound(key, Self.context(codingPath, error))
    }

    func yamlError(_ kind: YAMLError.Kind, at node: YAMLNode, _ message: String, hint: String? = nil) -> YAMLError {
        YAMLError(kind, file: file, line: node.line, column: node.column, message: message, hint: hint)
    }

    /// The ``YAMLError`` a decoding error carries, if it carries one.
    static func carried(by error: any Error) -> YAMLError? {
        guard let error = error as? DecodingError else { return nil }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            return context.underlyingError as? YAMLError
        @unknown default:
            return nil
        }
    }

    private static func context(_ codingPath: [any CodingKey], _ error: YAMLError) -> DecodingError.Context {
        DecodingError.Context(codingPath: codingPath, debugDescription: error.description, underlyingError: error)
    }

    // MARK: Wording

    /// How a message names what it found: `"abc"`, `12`, `nothing`, `a mapping`.
    static func describe(_ node: YAMLNode) -> String {
        switch node.content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            if scalar.text.isEmpty { return scalar.value == .null ? "nothing" : "an empty string" }
            guard case .string(let text) = scalar.value else { return scalar.text }
            let quoted = quote(text)
            let looksLikeOther = ScalarResolver.resolvePlain(text) != .string(text)
            return looksLikeOther && !scalar.isPlain ? "the string \(quoted)" : quoted
        }
    }

    /// `"text"` with quotes and line breaks escaped, shortened past 60 characters.
    static func quote(_ text: String) -> String {
        let short = text.count > 60 ? text.prefix(57) + "…" : Substring(text)
        return YAMLNode.doubleQuoted(short)
    }

    /// What a value of `type` looks like, for messages: `an integer`, `a list`.
    static func expectation(for type: Any.Type) -> String {
        if ObjectIdentifier(type) == ObjectIdentifier(Any.self) { return "a value" }
        // A value kept with its place is described as the value (not "YAMLLocated<String>").
        if let located = type as? any YAMLPlacedValue.Type { return expectation(for: located.placedType) }
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is any FixedWidthInteger.Type: return "an integer"
        case is any BinaryFloatingPoint.Type, is Decimal.Type: return "a number"
        case is URL.Type: return "a URL"
        case is Date.Type: return "a date such as 2024-05-01T12:00:00Z"
        case is YAMLNode.Type: return "a value"
        default: break
        }
        let name = String(describing: type)
        for (prefix, shape) in [("Array<", "a list"), ("Set<", "a list"), ("Dictionary<", "a mapping")]
        where name.hasPrefix(prefix) {
            return shape
        }
        if name.hasPrefix("Optional<") { return "a value or nothing" }
        return "a value of type \(name)"
    }
}

/// A type that decodes a value and keeps where it was written (`YAMLLocated`): messages describe
/// the value it holds.
protocol YAMLPlacedValue {
    static var placedType: Any.Type { get }
}
