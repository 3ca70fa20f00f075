@testable import Expressions
import YAML

/// A `cucumber-expression/tokenizer/` case.
struct TokenizerCase: Decodable {
    let expression: String
    let expected_tokens: [TokenRecord]?
    let exception: String?
}

/// A token as the data writes it.
struct TokenRecord: Decodable, Equatable, CustomStringConvertible {
    let type: String
    let start: Int
    let end: Int
    let text: String

    init(type: String, start: Int, end: Int, text: String) {
        self.type = type
        self.start = start
        self.end = end
        self.text = text
    }

    init(_ token: Token) {
        self.init(type: token.kind.rawValue, start: token.start, end: token.end, text: token.text)
    }

    var description: String { "\(type) \(start)..<\(end) '\(text)'" }
}

/// A `cucumber-expression/parser/` case.
struct ParserCase: Decodable {
    let expression: String
    let expected_ast: NodeRecord?
    let exception: String?
}

/// A syntax tree node as the data writes it: leaves carry `token`, other nodes `nodes`.
struct NodeRecord: Decodable, Equatable {
    let type: String
    let start: Int
    let end: Int
    let token: String?
    let nodes: [NodeRecord]?

    init(type: String, start: Int, end: Int, token: String?, nodes: [NodeRecord]?) {
        self.type = type
        self.start = start
        self.end = end
        self.token = token
        self.nodes = nodes
    }

    init(_ node: Node) {
        self.init(type: node.kind.rawValue, start: node.start, end: node.end, token: node.token,
                  nodes: node.kind == .text ? nil : node.nodes.map(NodeRecord.init))
    }
}

/// A `cucumber-expression/transformation/` case.
struct TransformationCase: Decodable {
    let expression: String
    let expected_regex: String
}

/// A `cucumber-expression/matching/` or `regular-expression/matching/` case. `expected_args` is absent
/// for a case that expects an exception, null for a text that must not match.
struct MatchingCase: Decodable {
    let expression: String
    let text: String?
    let expected_args: YAMLNode?
    let exception: String?
}
