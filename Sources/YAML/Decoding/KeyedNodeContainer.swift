import Spelling
/// The keyed container of a mapping. Every key asked about (`contains`, `decode`, `allKeys`, …) is
/// noted, so that keys no one asked about can be reported as unknown once decoding is done.
struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let pairs: [YAMLNode.Pair]
    let path: NodePath
    /// Notes the keys asked about.
    private let usage: DecodingState.MappingUsage
    /// The index of the first pair with each scalar key.
    private let index: [String: Int]

    init(decoder: NodeDecoder, pairs: [YAMLNode.Pair], path: NodePath, usage: DecodingState.MappingUsage) {
        self.decoder = decoder
        self.pairs = pairs
        self.path = path
        self.usage = usage
        var index: [String: Int] = [:]
        for (position, pair) in pairs.enumerated() {
            if let text = pair.key.scalar?.text, index[text] == nil { index[text] = position }
        }
        self.index = index
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        let keys = pairs.compactMap { $0.key.scalar.flatMap { Key(stringValue: $0.text) } }
        keys.forEach(noteAsked)
        return keys
    }

    func contains(_ key: Key) -> Bool {
        noteAsked(key)
        return index[key.stringValue] != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try value(for: key, type: Any?.self).isNull
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeValue(type, forKey: key)
    }

    /// Nil for a missing key; for a key with a null value nil too, except that a `YAMLNode` is
    /// then the null node, so "present but null" stays apart from "missing".
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        noteAsked(key)
        guard let position = index[key.stringValue] else { return nil }
        let node = pairs[position].value
        if T.self == YAMLNode.self { return node as? T }
        if node.isNull { return nil }
        return try decoder.state.decode(type, from: node, codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder.child(value(for: key, type: [String: YAMLNode].self), key: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.child(value(for: key, type: [YAMLNode].self), key: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        superDecoder(for: NamedKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        superDecoder(for: key)
    }

    /// The value under `key`, or a null node at the mapping when the key is missing.
    private func superDecoder(for key: any CodingKey) -> NodeDecoder {
        usage.noteAsked(key.stringValue)
        let missing = YAMLNode(
            .scalar(YAMLScalar(text: "", style: .plain, value: .null)), line: decoder.node.line,
            column: decoder.node.column)
        return decoder.child(index[key.stringValue].map { pairs[$0].value } ?? missing, key: key)
    }

    private func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.state.decode(type, from: value(for: key, type: type), codingPath: codingPath + [key])
    }

    private func noteAsked(_ key: Key) {
        usage.noteAsked(key.stringValue)
    }

    /// The value under `key`. When it is missing and a key of the mapping that the type cannot
    /// name is a likely misspelling of it, the error points at that key instead.
    private func value(for key: Key, type: Any.Type) throws -> YAMLNode {
        noteAsked(key)
        if let position = index[key.stringValue] { return pairs[position].value }
        let failure = decoder.state.failure
        let asked = usage.askedSet
        let strangers = pairs.map(\.key).filter { node in
            guard let text = node.scalar?.text else { return false }
            return !asked.contains(text) && Key(stringValue: text) == nil
        }
        let texts = strangers.compactMap { $0.scalar?.text }
        if let typo = Suggestion.closest(to: key.stringValue, among: texts),
            let typoNode = strangers.first(where: { $0.scalar?.text == typo })
        {
            let error = decoder.state.unknownKeyError(typoNode, at: path, candidates: [key.stringValue], known: [])
            throw failure.unknownKey(error, missing: key, codingPath: codingPath)
        }
        throw failure.missingKey(key, valueType: type, mapping: decoder.node, codingPath: codingPath)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeValue(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeValue(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeValue(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeValue(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeValue(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeValue(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeValue(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeValue(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeValue(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeValue(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeValue(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeValue(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeValue(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeValue(type, forKey: key) }
}
