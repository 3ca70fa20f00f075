/// Decodes a `Decodable` value from a `JSONValue` that `JSONReader` read, so that every JSON file
/// specrun reads goes through the one reader, and a type says its shape once, as `Decodable`. A
/// mismatch throws the standard library's `DecodingError`, with the coding path to the value.
///
/// ```swift
/// struct Header: Decodable { var schema: String }
/// let value = try JSONReader.read(Array(#"{"schema": "specrun/results@2"}"#.utf8))
/// let header = try JSONValueDecoder.decode(Header.self, from: value)   // Header(schema: "specrun/results@2")
/// ```
package enum JSONValueDecoder {
    package static func decode<Value: Decodable>(_ type: Value.Type, from value: JSONValue) throws -> Value {
        try Value(from: ValueDecoder(value: value, codingPath: []))
    }
}

/// A key of a coding path made while decoding: an object's member or an array's index.
private struct PathKey: CodingKey {
    var stringValue: String
    var intValue: Optional<Int>

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

private struct ValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: JSONValue].self) }
        var byKey: [String: JSONValue] = [:]
        byKey.reserveCapacity(members.count)
        for (key, member) in members where byKey[key] == nil { byKey[key] = member }
        return KeyedDecodingContainer(ObjectContainer<Key>(members: byKey, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([JSONValue].self) }
        return ArrayContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value.isNull }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let bool = value.bool else { throw mismatch(type) }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        guard let string = value.string else { throw mismatch(type) }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let number) = value else { throw mismatch(type) }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        switch type {
        case is Int.Type: try whole(Int.self) as! Value
        case is Int8.Type: try whole(Int8.self) as! Value
        case is Int16.Type: try whole(Int16.self) as! Value
        case is Int32.Type: try whole(Int32.self) as! Value
        case is Int64.Type: try whole(Int64.self) as! Value
        case is UInt.Type: try whole(UInt.self) as! Value
        case is UInt8.Type: try whole(UInt8.self) as! Value
        case is UInt16.Type: try whole(UInt16.self) as! Value
        case is UInt32.Type: try whole(UInt32.self) as! Value
        case is UInt64.Type: try whole(UInt64.self) as! Value
        default: try Value(from: self)
        }
    }

    /// A whole number the value holds exactly, in range of `Number`.
    private func whole<Number: FixedWidthInteger>(_ type: Number.Type) throws -> Number {
        guard let integer = value.integer else { throw mismatch(type) }
        guard let number = Number(exactly: integer) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(integer) does not fit \(type)"))
        }
        return number
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        value.isNull
            ? .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "null where \(type) was expected"))
            : .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "\(value.kind) where \(type) was expected"))
    }
}

private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> ValueDecoder {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no member \"\(key.stringValue)\""))
        }
        return ValueDecoder(value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key).decodeNil() }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try member(key).decode(type)
    }

    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard let value = members[key.stringValue], !value.isNull else { return nil }
        return try ValueDecoder(value: value, codingPath: codingPath + [key]).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try member(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try member(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try member(Key(stringValue: "super")!)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try member(key) }
}

private struct ArrayContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next(_ type: Any.Type) throws -> ValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [PathKey(intValue: currentIndex)],
                                                          debugDescription: "the array ends"))
        }
        defer { currentIndex += 1 }
        return ValueDecoder(value: elements[currentIndex], codingPath: codingPath + [PathKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try next(type).decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next([String: JSONValue].self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next([JSONValue].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next(JSONValue.self) }
}
