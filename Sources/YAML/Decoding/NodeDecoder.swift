/// The `Decoder` for one node: hands out a keyed container for a mapping, an unkeyed one for a
/// sequence, a single-value one for anything.
struct NodeDecoder: Decoder {
    let node: YAMLNode
    let codingPath: [any CodingKey]
    let state: DecodingState
    /// Whether the type being decoded takes keys it does not ask about.
    let acceptsUnknownKeys: Bool

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let pairs = node.mapping else {
            throw state.failure.typeMismatch(
                expected: "a mapping", type: [String: YAMLNode].self, node: node, codingPath: codingPath,
                hint: node.isNull ? "write the mapping's keys indented below, or {} for none" : nil)
        }
        let path = NodePath(codingPath)
        let usage = state.openMapping(node, at: path, acceptsUnknownKeys: acceptsUnknownKeys)
        return KeyedDecodingContainer(KeyedNodeContainer<Key>(decoder: self, pairs: pairs, path: path, usage: usage))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = node.sequence else {
            throw state.failure.typeMismatch(
                expected: "a list", type: [YAMLNode].self, node: node, codingPath: codingPath,
                hint: node.isNull ? "write the elements as \"- item\" lines, or [] for none" : nil)
        }
        return UnkeyedNodeContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueNodeContainer(decoder: self)
    }

    /// A decoder for `child`, found under `key`.
    func child(_ child: YAMLNode, key: any CodingKey) -> NodeDecoder {
        NodeDecoder(node: child, codingPath: codingPath + [key], state: state, acceptsUnknownKeys: false)
    }
}
