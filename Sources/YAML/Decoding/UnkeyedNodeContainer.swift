/// The unkeyed container of a sequence, reading its elements in order.
struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let elements: [YAMLNode]
    private(set) var currentIndex = 0

    init(decoder: NodeDecoder, elements: [YAMLNode]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard try next(type: Any?.self).isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeNext(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let container = try nextDecoder(type: [String: YAMLNode].self).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try nextDecoder(type: [YAMLNode].self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try nextDecoder(type: Any.self)
        currentIndex += 1
        return decoder
    }

    /// Decodes the current element; the index moves on only when that succeeds.
    private mutating func decodeNext<T: Decodable>(_ type: T.Type) throws -> T {
        let element = try next(type: type)
        let value = try decoder.state.decode(type, from: element, codingPath: codingPath + [IndexKey(intValue: currentIndex)])
        currentIndex += 1
        return value
    }

    private func nextDecoder(type: Any.Type) throws -> NodeDecoder {
        decoder.child(try next(type: type), key: IndexKey(intValue: currentIndex))
    }

    private func next(type: Any.Type) throws -> YAMLNode {
        guard isAtEnd else { return elements[currentIndex] }
        let path = NodePath(codingPath)
        let error = decoder.state.failure.yamlError(
            .typeMismatch, at: decoder.node,
            "expected more than \(elements.count) element\(elements.count == 1 ? "" : "s")\(path.forPhrase)",
            hint: "add the missing elements")
        throw DecodingError.valueNotFound(
            type,
            DecodingError.Context(codingPath: codingPath, debugDescription: error.description, underlyingError: error))
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeNext(type) }
    mutating func decode(_ type: String.Type) throws -> String { try decodeNext(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decodeNext(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeNext(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeNext(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeNext(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeNext(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeNext(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeNext(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeNext(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeNext(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeNext(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeNext(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeNext(type) }
}
