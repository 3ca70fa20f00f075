/// One node of a parsed YAML document, with aliases already resolved: a scalar, a sequence or a
/// mapping, and where it starts in the source (1-based line and column, counted in characters).
///
/// Decoding a field of type `YAMLNode` with ``YAMLDecoder`` hands over the node itself, so a
/// `Decodable` struct can hold "any value". A field `YAMLNode?` is nil only when its key is
/// missing; a key written with a null value gives a node whose ``isNull`` is true.
///
/// ```swift
/// let node = try YAMLParser().parse("profiles:\n  wifi: {latency: 20}", file: "network.yml")
/// let latency = node["profiles"]?["wifi"]?["latency"]?.int   // 20
/// let position = "\(node.line):\(node.column)"
/// ```
package struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    package enum Content: Hashable, Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// The pairs of a mapping in document order.
        case mapping([Pair])
    }

    /// One key and its value in a mapping.
    package struct Pair: Hashable, Sendable {
        package var key: YAMLNode
        package var value: YAMLNode

        package init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    package var content: Content
    /// The node's explicit tag in full form (`tag:yaml.org,2002:str` for `!!str`), if it has one.
    package var tag: Optional<String>
    package var line: Int
    package var column: Int

    package init(_ content: Content, tag: String? = nil, line: Int, column: Int) {
        self.content = content
        self.tag = tag
        self.line = line
        self.column = column
    }
}

extension YAMLNode {
    /// The scalar this node is, if it is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The elements of a sequence, if this node is one.
    package var sequence: [YAMLNode]? {
        if case .sequence(let elements) = content { return elements }
        return nil
    }

    /// The pairs of a mapping in document order, if this node is one.
    package var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The string a scalar resolves to (quoted text, or plain text that is not a null, boolean or
    /// number).
    package var string: String? {
        if case .string(let text) = scalar?.value { return text }
        return nil
    }

    /// The integer a scalar resolves to.
    package var int: Int? {
        if case .int(let value) = scalar?.value { return value }
        return nil
    }

    /// The number a scalar resolves to, integers included.
    package var double: Double? {
        switch scalar?.value {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }

    /// The boolean a scalar resolves to.
    package var bool: Bool? {
        if case .bool(let value) = scalar?.value { return value }
        return nil
    }

    /// Whether this node is a null scalar (`~`, `null` or nothing at all).
    package var isNull: Bool { scalar?.value == .null }

    /// The value of the first pair whose key is a scalar written as `key`, if this is a mapping.
    package subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.text == key }?.value
    }

    /// The element at `index`, if this is a sequence that long.
    package subscript(index: Int) -> YAMLNode? {
        guard let elements = sequence, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
