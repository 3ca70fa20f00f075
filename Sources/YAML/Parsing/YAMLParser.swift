/// Parses YAML into ``YAMLNode`` trees (libyaml underneath), with limits that make hostile
/// documents fail fast: aliases may not expand past a node count or a size in bytes, collections
/// may not nest past a depth.
///
/// ```swift
/// let root = try YAMLParser().parse(text, file: "fixtures/network.yml")
/// let latency = root["profiles"]?["wifi"]?["latency"]?.int
/// ```
package struct YAMLParser: Sendable {
    /// How far a document may go before it is refused.
    package struct Limits: Hashable, Sendable {
        /// Nodes that all the aliases of one document may produce together, counting what the
        /// aliased nodes hold (a "billion laughs" document passes this at once).
        package var maxAliasedNodes: Int
        /// Bytes of scalar text (keys and values) that all the aliases of one document may produce
        /// together: a few aliases of one huge value pass the node count, not this.
        package var maxAliasedBytes: Int
        /// Collections nested in one another, the root included.
        package var maxDepth: Int

        package init(maxAliasedNodes: Int = 100_000, maxAliasedBytes: Int = 4_000_000, maxDepth: Int = 256) {
            self.maxAliasedNodes = maxAliasedNodes
            self.maxAliasedBytes = maxAliasedBytes
            self.maxDepth = maxDepth
        }
    }

    package var limits: Limits

    package init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The single document of `text`; an empty stream gives a null node. `file` names the
    /// source in errors.
    package func parse(_ text: String, file: String) throws(YAMLError) -> YAMLNode {
        try single(of: documents(of: Array(text.utf8), file: file), file: file)
    }

    /// The single document of `bytes`, which must be UTF-8 (a UTF-8 byte order mark is allowed).
    package func parse(_ bytes: some Sequence<UInt8>, file: String) throws(YAMLError) -> YAMLNode {
        let bytes = Array(bytes)
        if let problem = UTF8Check.firstProblem(in: bytes, file: file) { throw problem }
        return try single(of: documents(of: bytes, file: file), file: file)
    }

    /// Every document of a stream (`---` separated), in order.
    package func parseAll(_ text: String, file: String) throws(YAMLError) -> [YAMLNode] {
        try documents(of: Array(text.utf8), file: file).map(\.root)
    }

    /// Every document of a stream of UTF-8 bytes, in order.
    package func parseAll(_ bytes: some Sequence<UInt8>, file: String) throws(YAMLError) -> [YAMLNode] {
        let bytes = Array(bytes)
        if let problem = UTF8Check.firstProblem(in: bytes, file: file) { throw problem }
        return try documents(of: bytes, file: file).map(\.root)
    }

    private struct Document {
        var root: YAMLNode
        var line: Int
        var column: Int
    }

    private func single(of documents: [Document], file: String) throws(YAMLError) -> YAMLNode {
        if documents.count > 1 {
            let second = documents[1]
            throw YAMLError(
                .documentCount, file: file, line: second.line, column: second.column,
                message: "expected one document, found a second one starting here",
                hint: "remove the \"---\" that starts it, or read the file as a stream of documents")
        }
        let empty = YAMLScalar(text: "", style: .plain, value: .null)
        return documents.first?.root ?? YAMLNode(.scalar(empty), line: 1, column: 1)
    }

    private func documents(of bytes: [UInt8], file: String) throws(YAMLError) -> [Document] {
        let reader = EventReader(bytes: bytes, file: file)
        var documents: [Document] = []
        var duplicateKeys: [YAMLError] = []
        var builder = TreeBuilder(file: file, limits: limits)
        var start = (line: 1, column: 1)
        while let event = try reader.next() {
            switch event.kind {
            case .documentStart:
                builder = TreeBuilder(file: file, limits: limits)
                start = (event.line, event.column)
            case .documentEnd:
                duplicateKeys += builder.duplicateKeys
            default:
                if let root = try builder.add(event) {
                    documents.append(Document(root: root, line: start.line, column: start.column))
                }
            }
        }
        if let error = YAMLError.combining(duplicateKeys) { throw error }
        return documents
    }
}
