/// Applies YAML merge keys (`<<: *defaults`, or `<<: [*a, *b]`): the mapping takes the pairs of the
/// merged mappings whose keys it does not write itself, earlier mappings winning over later ones.
/// Merge keys come from YAML 1.1; they are widely used to share defaults between fixtures.
enum MergeKeys {
    /// `pairs` with every merge key replaced by the pairs it brings in, or an error at a merge
    /// key whose value is not a mapping or a list of mappings.
    static func apply(to pairs: [YAMLNode.Pair], file: String) throws(YAMLError) -> [YAMLNode.Pair] {
        guard pairs.contains(where: isMergeKey) else { return pairs }
        var taken = Set(pairs.filter { !isMergeKey($0) }.compactMap { $0.key.scalar?.value })
        var result: [YAMLNode.Pair] = []
        for pair in pairs {
            guard isMergeKey(pair) else {
                result.append(pair)
                continue
            }
            for source in try sources(of: pair.value, file: file) {
                for inherited in source.mapping ?? [] {
                    guard let key = inherited.key.scalar?.value else {
                        result.append(inherited)
                        continue
                    }
                    if taken.insert(key).inserted { result.append(inherited) }
                }
            }
        }
        return result
    }

    private static func isMergeKey(_ pair: YAMLNode.Pair) -> Bool {
        pair.key.tag == nil && pair.key.scalar.map { $0.isPlain && $0.text == "<<" } ?? false
    }

    private static func sources(of value: YAMLNode, file: String) throws(YAMLError) -> [YAMLNode] {
        if value.mapping != nil { return [value] }
        if let elements = value.sequence, elements.allSatisfy({ $0.mapping != nil }) { return elements }
        throw YAMLError(
            .invalidValue, file: file, line: value.line, column: value.column,
            message: "the merge key \"<<\" takes a mapping or a list of mappings, found \(DecodingFailure.describe(value))",
            hint: "write \"<<: *defaults\" with an anchored mapping, or quote \"<<\" to use it as an ordinary key")
    }
}
