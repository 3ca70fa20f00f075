/// Turns the syntax tree of a Cucumber Expression into the source of an anchored regular expression:
/// the third stage of the pipeline. It also checks the rules the grammar cannot express (see
/// ARCHITECTURE.md) and collects the parameter types in the order their capture groups appear.
struct RegexSourceBuilder {
    /// What a tree compiles to.
    struct Output {
        /// The regex source, `^…$`.
        var source: String
        /// One parameter type per top-level capture group, in order.
        var parameterTypes: [ParameterType]
        /// Literal text every matching step starts with (from the leading text nodes).
        var literalPrefix: String
        /// Literal text every matching step ends with (from the trailing text nodes).
        var literalSuffix: String
    }

    /// Characters with a meaning in a regular expression, escaped when they stand for themselves.
    private static let regexSpecials: Set<Unicode.Scalar> = ["\\", "^", "[", "(", "{", "$", ".", "|", "?", "*", "+", "}", ")", "]"]

    let expression: String
    let registry: ParameterTypeRegistry

    func build(_ root: Node) throws(CucumberExpressionError) -> Output {
        var parameterTypes: [ParameterType] = []
        let source = "^" + (try joined(root.nodes, collecting: &parameterTypes)) + "$"
        // Text before the first and after the last non-text node; the two never share a node.
        let leading = root.nodes.prefix { $0.kind == .text }
        let trailing = root.nodes.dropFirst(leading.count).reversed().prefix { $0.kind == .text }.reversed()
        return Output(source: source, parameterTypes: parameterTypes,
                      literalPrefix: leading.map(\.text).joined(),
                      literalSuffix: trailing.map(\.text).joined())
    }

    /// Escapes the regex specials of literal text.
    static func escape(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if regexSpecials.contains(scalar) { escaped.append("\\") }
            escaped.append(scalar)
        }
        return String(escaped)
    }

    private func regex(for node: Node, collecting parameterTypes: inout [ParameterType]) throws(CucumberExpressionError) -> String {
        switch node.kind {
        case .text:
            return Self.escape(node.text)
        case .optional:
            if let parameter = node.nodes.first(where: { $0.kind == .parameter }) {
                throw .parameterNotAllowedInOptional(in: expression, at: parameter)
            }
            if let optional = node.nodes.first(where: { $0.kind == .optional }) {
                throw .optionalNotAllowedInOptional(in: expression, at: optional)
            }
            guard node.nodes.contains(where: { $0.kind == .text }) else {
                throw .optionalMayNotBeEmpty(in: expression, at: node)
            }
            return "(?:" + (try joined(node.nodes, collecting: &parameterTypes)) + ")?"
        case .alternation:
            for alternative in node.nodes {
                guard !alternative.nodes.isEmpty else {
                    throw .alternativeMayNotBeEmpty(in: expression, at: alternative)
                }
                guard alternative.nodes.contains(where: { $0.kind == .text }) else {
                    throw .alternativeMayNotExclusivelyContainOptionals(in: expression, at: alternative)
                }
            }
            var branches: [String] = []
            for alternative in node.nodes {
                branches.append(try joined(alternative.nodes, collecting: &parameterTypes))
            }
            return "(?:" + branches.joined(separator: "|") + ")"
        case .alternative, .expression:
            return try joined(node.nodes, collecting: &parameterTypes)
        case .parameter:
            let name = node.text
            if name.unicodeScalars.contains(where: CucumberExpressionTokenizer.reservedCharacters.contains) {
                throw .invalidParameterName(in: expression, start: node.start, end: node.end)
            }
            guard let parameterType = registry.parameterType(named: name) else {
                throw .undefinedParameterType(name, in: expression, at: node)
            }
            parameterTypes.append(parameterType)
            if parameterType.regexps.count == 1 {
                return "(" + parameterType.regexps[0] + ")"
            }
            return "((?:" + parameterType.regexps.joined(separator: ")|(?:") + "))"
        }
    }

    private func joined(_ nodes: [Node], collecting parameterTypes: inout [ParameterType]) throws(CucumberExpressionError) -> String {
        var source = ""
        for node in nodes {
            source += try regex(for: node, collecting: &parameterTypes)
        }
        return source
    }
}
