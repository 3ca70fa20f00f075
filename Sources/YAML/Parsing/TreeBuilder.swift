/// Builds the nodes of one document from parse events with an explicit stack (no recursion),
/// resolving aliases within the limits: it counts the nodes and the bytes of text an alias would
/// produce, and the depth it would reach, before copying the anchored node.
struct TreeBuilder {
    /// A collection being built.
    private struct Frame {
        var isMapping: Bool
        var tag: String?
        var anchor: String?
        var line: Int
        var column: Int
        var items: [YAMLNode] = []
        /// Nodes this collection holds, itself and alias expansions included.
        var size = 1
        /// Bytes of scalar text it holds, alias expansions included.
        var bytes = 0
        /// Collections nested in it, itself included.
        var height = 1
        /// For a mapping: where each scalar key was first written, to find duplicates.
        var keys: [YAMLScalar.Value: (line: Int, column: Int)] = [:]
    }

    /// A finished node with the counts an alias to it would add.
    private struct Built {
        var node: YAMLNode
        var size: Int
        var bytes: Int
        var height: Int
    }

    private let file: String
    private let limits: YAMLParser.Limits
    private var stack: [Frame] = []
    private var anchors: [String: Built] = [:]
    private var aliasedNodes = 0
    private var aliasedBytes = 0
    /// Duplicate keys found so far; they do not stop the build.
    private(set) var duplicateKeys: [YAMLError] = []

    init(file: String, limits: YAMLParser.Limits) {
        self.file = file
        self.limits = limits
    }

    /// Adds one event of the document's content; returns the root node once it is complete.
    mutating func add(_ event: ParseEvent) throws(YAMLError) -> YAMLNode? {
        switch event.kind {
        case .scalar(let anchor, let tag, let text, let style):
            guard let value = ScalarResolver.resolve(text, style: style, tag: tag) else {
                throw error(.invalidValue, at: event, "\"\(text)\" is not a valid \(ScalarResolver.shortForm(of: tag ?? ""))",
                    hint: "fix the value or remove the tag")
            }
            let scalar = YAMLScalar(text: text, style: style, value: value)
            let node = YAMLNode(.scalar(scalar), tag: tag, line: event.line, column: event.column)
            return try finish(Built(node: node, size: 1, bytes: text.utf8.count, height: 0), anchor: anchor, at: event)
        case .sequenceStart(let anchor, let tag), .mappingStart(let anchor, let tag):
            guard stack.count < limits.maxDepth else {
                throw error(.tooDeep, at: event, "the document nests deeper than \(limits.maxDepth) levels",
                    hint: "flatten the structure")
            }
            if let anchor {
                anchors[anchor] = nil  // until it is complete, an alias to it is recursive
            }
            var isMapping = false
            if case .mappingStart = event.kind { isMapping = true }
            stack.append(Frame(isMapping: isMapping, tag: tag, anchor: anchor, line: event.line, column: event.column))
            return nil
        case .sequenceEnd, .mappingEnd:
            let frame = stack.removeLast()
            return try finish(try close(frame), anchor: frame.anchor, at: event)
        case .alias(let anchor):
            return try finish(try resolveAlias(anchor, at: event), anchor: nil, at: event)
        case .streamStart, .streamEnd, .documentStart, .documentEnd:
            return nil
        }
    }

    /// The node a finished collection makes, merge keys applied.
    private func close(_ frame: Frame) throws(YAMLError) -> Built {
        var content = YAMLNode.Content.sequence(frame.items)
        if frame.isMapping {
            let pairs = stride(from: 0, to: frame.items.count - 1, by: 2).map {
                YAMLNode.Pair(key: frame.items[$0], value: frame.items[$0 + 1])
            }
            content = .mapping(try MergeKeys.apply(to: pairs, file: file))
        }
        let node = YAMLNode(content, tag: frame.tag, line: frame.line, column: frame.column)
        return Built(node: node, size: frame.size, bytes: frame.bytes, height: frame.height)
    }

    private mutating func resolveAlias(_ anchor: String, at event: ParseEvent) throws(YAMLError) -> Built {
        guard var built = anchors[anchor] else {
            if stack.contains(where: { $0.anchor == anchor }) {
                throw error(.invalidAlias, at: event, "alias *\(anchor) refers to a node that contains it",
                    hint: "an alias may only repeat a node that is complete")
            }
            throw error(.invalidAlias, at: event, "unknown alias *\(anchor)",
                hint: "define the anchor &\(anchor) on a node before this alias")
        }
        aliasedNodes += built.size
        guard aliasedNodes <= limits.maxAliasedNodes else {
            throw error(.tooManyAliasedNodes, at: event,
                "alias *\(anchor) makes the document expand to more than \(limits.maxAliasedNodes) nodes through aliases",
                hint: "write the repeated values out or use fewer nested aliases (is this a \"billion laughs\" document?)")
        }
        aliasedBytes += built.bytes
        guard aliasedBytes <= limits.maxAliasedBytes else {
            throw error(.tooManyAliasedBytes, at: event,
                "alias *\(anchor) makes the document expand to more than \(limits.maxAliasedBytes) bytes of text through "
                    + "aliases (this one repeats \(built.bytes) bytes)",
                hint: "repeat shorter values, or fewer times, or write the values out where they are needed")
        }
        guard stack.count + built.height <= limits.maxDepth else {
            throw error(.tooDeep, at: event,
                "alias *\(anchor) makes the document nest deeper than \(limits.maxDepth) levels",
                hint: "flatten the structure")
        }
        built.node.line = event.line
        built.node.column = event.column
        return built
    }

    /// Registers a finished node's anchor and adds the node to its parent; returns it if it is the root.
    private mutating func finish(_ built: Built, anchor: String?, at event: ParseEvent) throws(YAMLError) -> YAMLNode? {
        if let anchor {
            anchors[anchor] = built
        }
        guard !stack.isEmpty else { return built.node }
        let top = stack.count - 1
        if stack[top].isMapping, stack[top].items.count.isMultiple(of: 2), let key = built.node.scalar {
            noteKey(key, of: built.node, inFrame: top)
        }
        stack[top].items.append(built.node)
        stack[top].size += built.size
        stack[top].bytes += built.bytes
        stack[top].height = max(stack[top].height, built.height + 1)
        return nil
    }

    private mutating func noteKey(_ key: YAMLScalar, of node: YAMLNode, inFrame index: Int) {
        if let first = stack[index].keys[key.value] {
            let path = self.path(toFrame: index)
            duplicateKeys.append(
                YAMLError(
                    .duplicateKey, file: file, line: node.line, column: node.column,
                    message: "duplicate key \"\(key.text)\"\(path.inPhrase), first written at \(first.line):\(first.column)",
                    hint: "remove one of them"))
        } else {
            stack[index].keys[key.value] = (node.line, node.column)
        }
    }

    /// The path to the collection of frame `index`, from the keys and indexes of the frames above it.
    private func path(toFrame index: Int) -> NodePath {
        var path = NodePath()
        for parent in stack[..<index] {
            if parent.isMapping {
                path = path.appending(.key(parent.items.last?.scalar?.text ?? "?"))
            } else {
                path = path.appending(.index(parent.items.count))
            }
        }
        return path
    }

    private func error(_ kind: YAMLError.Kind, at event: ParseEvent, _ message: String, hint: String) -> YAMLError {
        YAMLError(kind, file: file, line: event.line, column: event.column, message: message, hint: hint)
    }
}
