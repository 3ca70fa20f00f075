/// A `YAMLNode` field takes whatever value stands there. ``YAMLDecoder`` hands over the node
/// itself, marks included; other decoders (JSON, say) build one from the values they hold, with
/// line and column 0.
extension YAMLNode: Decodable {
    package init(from decoder: any Decoder) throws {
        if let decoder = decoder as? NodeDecoder {
            self = decoder.node
            return
        }
        if let sequence = try? decoder.unkeyedContainer() {
            var elements = sequence
            var nodes: [YAMLNode] = []
            while !elements.isAtEnd { nodes.append(try elements.decode(YAMLNode.self)) }
            self.init(.sequence(nodes), line: 0, column: 0)
        } else if let mapping = try? decoder.container(keyedBy: NamedKey.self) {
            let pairs = try mapping.allKeys.map { key in
                let name = YAMLScalar(text: key.stringValue, style: .plain, value: .string(key.stringValue))
                return Pair(key: YAMLNode(.scalar(name), line: 0, column: 0), value: try mapping.decode(YAMLNode.self, forKey: key))
            }
            self.init(.mapping(pairs), line: 0, column: 0)
        } else {
            self.init(.scalar(try Self.scalar(from: decoder.singleValueContainer())), line: 0, column: 0)
        }
    }

    private static func scalar(from container: any SingleValueDecodingContainer) throws -> YAMLScalar {
        if container.decodeNil() { return YAMLScalar(text: "null", style: .plain, value: .null) }
        if let bool = try? container.decode(Bool.self) {
            return YAMLScalar(text: String(bool), style: .plain, value: .bool(bool))
        }
        if let int = try? container.decode(Int.self) {
            return YAMLScalar(text: String(int), style: .plain, value: .int(int))
        }
        if let double = try? container.decode(Double.self) {
            return YAMLScalar(text: String(double), style: .plain, value: .double(double))
        }
        let text = try container.decode(String.self)
        return YAMLScalar(text: text, style: .doubleQuoted, value: .string(text))
    }
}
