import Spelling
/// Errors that a type's own `init(from:)` throws (the standard library's enum decoding, a custom
/// validation) get a place in the file: the node at their coding path.
extension DecodingFailure {
    /// `error` as a `DecodingError` carrying a ``YAMLError``; `node` is the value `type` was being
    /// decoded from at `codingPath`, the error's own coding path may lead further in.
    func adopt(_ error: any Error, decoding type: Any.Type, from node: YAMLNode, codingPath: [any CodingKey])
        -> any Error
    {
        if var carried = Self.carried(by: error) {
            guard carried.kind == .typeMismatch, node.mapping != nil, (carried.line, carried.column) == (node.line, node.column),
                String(describing: type).hasPrefix("Dictionary<")
            else { return error }
            carried.hint =
                "Swift reads a dictionary whose keys are not strings or integers as a list of keys and values; "
                + "make the key type conform to CodingKeyRepresentable to write it as a mapping"
            return DecodingError.typeMismatch(
                type, .init(codingPath: codingPath, debugDescription: carried.description, underlyingError: carried))
        }
        guard let decodingError = error as? DecodingError else {
            let description = (error as? YAMLError)?.message ?? String(describing: error)
            return invalidValue("invalid value\(NodePath(codingPath).forPhrase): \(description)", node: node, codingPath: codingPath)
        }
        switch decodingError {
        case .dataCorrupted(let context):
            let (target, path) = Self.follow(context.codingPath, from: node, at: codingPath)
            if path.count == codingPath.count, let cases = type as? any (CaseIterable & RawRepresentable).Type {
                return unknownCase(of: cases, node: target, codingPath: path)
            }
            let message = "invalid value\(NodePath(path).forPhrase): \(context.debugDescription)"
            return invalidValue(message, node: target, codingPath: path)
        case .keyNotFound(let key, let context):
            let (target, path) = Self.follow(context.codingPath, from: node, at: codingPath)
            return missingKey(key, valueType: Any.self, mapping: target, codingPath: path)
        case .typeMismatch(let expected, let context), .valueNotFound(let expected, let context):
            let (target, path) = Self.follow(context.codingPath, from: node, at: codingPath)
            return typeMismatch(
                expected: Self.expectation(for: expected), type: expected, node: target, codingPath: path,
                hint: context.debugDescription.isEmpty ? nil : context.debugDescription)
        @unknown default:
            return invalidValue("invalid value\(NodePath(codingPath).forPhrase)", node: node, codingPath: codingPath)
        }
    }

    /// `expected one of "wifi" and "cellular" for "kind", found "wfii"; did you mean "wifi"?`
    private func unknownCase<E: CaseIterable & RawRepresentable>(
        of type: E.Type, node: YAMLNode, codingPath: [any CodingKey]
    ) -> DecodingError {
        let names = E.allCases.map { "\($0.rawValue)" }
        let listed = E.RawValue.self == String.self ? Suggestion.list(names) : names.joined(separator: ", ")
        let found = node.scalar?.text ?? ""
        let hint = Suggestion.closest(to: found, among: names).map { "did you mean \"\($0)\"?" }
        return invalidValue(
            "expected one of \(listed)\(NodePath(codingPath).forPhrase), found \(Self.describe(node))",
            hint: hint, node: node, codingPath: codingPath)
    }

    /// The node a coding path leads to from `node` (which sits at `base`), as far as it exists.
    private static func follow(_ path: [any CodingKey], from node: YAMLNode, at base: [any CodingKey])
        -> (YAMLNode, [any CodingKey])
    {
        var node = node
        var reached = base
        for key in path.dropFirst(base.count) {
            let next = key is IndexKey ? key.intValue.flatMap { node[$0] } : node[key.stringValue]
            guard let next else { break }
            node = next
            reached.append(key)
        }
        return (node, reached)
    }
}
