import Spelling
/// What one `YAMLDecoder.decode` call shares between its decoders and containers: the file name
/// for errors, and which keys each mapping was asked about, to report the others as unknown.
final class DecodingState {
    /// The keys asked about on one mapping, at one path. Its keyed container holds it and notes
    /// each key asked about on it, without finding the path again.
    final class MappingUsage {
        let mapping: YAMLNode
        private(set) var askedKeys: [String] = []
        private(set) var askedSet: Set<String> = []
        fileprivate(set) var acceptsUnknownKeys: Bool

        fileprivate init(mapping: YAMLNode, acceptsUnknownKeys: Bool) {
            self.mapping = mapping
            self.acceptsUnknownKeys = acceptsUnknownKeys
        }

        /// Notes that the type decoding the mapping asked about `key`.
        func noteAsked(_ key: String) {
            if askedSet.insert(key).inserted { askedKeys.append(key) }
        }
    }

    let file: String
    let failure: DecodingFailure
    let userInfo: [CodingUserInfoKey: Any]
    private var usages: [NodePath: MappingUsage] = [:]
    private var usageOrder: [NodePath] = []
    /// The types whose mappings may hold keys they do not ask about.
    private let typesAcceptingUnknownKeys: Set<ObjectIdentifier>

    init(file: String, userInfo: [CodingUserInfoKey: Any], acceptingUnknownKeys: [any Decodable.Type] = []) {
        typesAcceptingUnknownKeys = Set(acceptingUnknownKeys.map { ObjectIdentifier($0) })
        self.file = file
        failure = DecodingFailure(file: file)
        self.userInfo = userInfo
    }

    /// Decodes a `T` from `node`: the node itself for `YAMLNode`, scalar types directly, other
    /// types through their `init(from:)`. Errors leave here as `DecodingError`s carrying a
    /// ``YAMLError`` that points into the file.
    func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode, codingPath: [any CodingKey]) throws -> T {
        if T.self == YAMLNode.self { return node as! T }
        if let kind = ScalarDecoding.Kind(type) {
            return try ScalarDecoding(node: node, codingPath: codingPath, state: self).decode(type, as: kind)!
        }
        let decoder = NodeDecoder(
            node: node, codingPath: codingPath, state: self, acceptsUnknownKeys: typesAcceptingUnknownKeys.contains(ObjectIdentifier(type)))
        do {
            return try T(from: decoder)
        } catch {
            throw failure.adopt(error, decoding: type, from: node, codingPath: codingPath)
        }
    }

    // MARK: Unknown keys

    /// Notes that a keyed container was opened on `mapping` at `path`: what notes the keys asked
    /// about there (the same for every container opened at the path).
    func openMapping(_ mapping: YAMLNode, at path: NodePath, acceptsUnknownKeys: Bool) -> MappingUsage {
        if let usage = usages[path] {
            if acceptsUnknownKeys { usage.acceptsUnknownKeys = true }
            return usage
        }
        let usage = MappingUsage(mapping: mapping, acceptsUnknownKeys: acceptsUnknownKeys)
        usages[path] = usage
        usageOrder.append(path)
        return usage
    }

    /// One error for every key no type asked about, in document order; a key of a mapping that is
    /// aliased in several places is reported once.
    func unknownKeyErrors() -> [YAMLError] {
        var errors: [YAMLError] = []
        var reported: Set<[Int]> = []
        for path in usageOrder {
            guard let usage = usages[path], !usage.acceptsUnknownKeys else { continue }
            let present = Set(usage.mapping.mapping?.compactMap { $0.key.scalar?.text } ?? [])
            let absent = usage.askedKeys.filter { !present.contains($0) }
            for key in usage.mapping.mapping?.map(\.key) ?? [] {
                let asked = key.scalar.map { usage.askedSet.contains($0.text) } ?? false
                if !asked, reported.insert([key.line, key.column]).inserted {
                    errors.append(unknownKeyError(key, at: path, candidates: absent, known: usage.askedKeys))
                }
            }
        }
        return errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// `unknown key "latncy" in "profiles.wifi"; did you mean "latency"?`, or a list of the keys
    /// the type knows when none is close.
    func unknownKeyError(_ key: YAMLNode, at path: NodePath, candidates: [String], known: [String]) -> YAMLError {
        guard let text = key.scalar?.text else {
            return YAMLError(
                .unknownKey, file: file, line: key.line, column: key.column,
                message: "unexpected \(key.sequence != nil ? "list" : "mapping") as a key\(path.inPhrase)",
                hint: "keys here are names; write a plain key")
        }
        let hint: String
        if let suggestion = Suggestion.closest(to: text, among: candidates) {
            hint = "did you mean \"\(suggestion)\"?"
        } else if known.isEmpty {
            hint = "remove it; nothing is read from this mapping"
        } else {
            hint = "remove it, or use one of the known keys \(Suggestion.list(known))"
        }
        return YAMLError(
            .unknownKey, file: file, line: key.line, column: key.column,
            message: "unknown key \"\(text)\"\(path.inPhrase)", hint: hint)
    }
}
