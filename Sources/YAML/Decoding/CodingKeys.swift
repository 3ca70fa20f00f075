/// The coding key of an element of a sequence; paths render it as `[index]`.
struct IndexKey: CodingKey {
    var intValue: Optional<Int>
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// A coding key by name, for keys no `CodingKeys` type spells (`super`, a generic mapping's keys).
struct NamedKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension NodePath {
    /// The path a decoder's coding path stands for.
    init(_ codingPath: [any CodingKey]) {
        self.init(components: codingPath.map { key in
            key is IndexKey ? .index(key.intValue ?? 0) : .key(key.stringValue)
        })
    }
}
