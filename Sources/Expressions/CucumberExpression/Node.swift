/// A node of a Cucumber Expression's syntax tree, with its place in the source in Unicode code points
/// (end exclusive).
struct Node: Equatable, Sendable {
    /// What a node is; the raw values are the names the official conformance data uses.
    enum Kind: String, Sendable {
        case text = "TEXT_NODE"
        case optional = "OPTIONAL_NODE"
        case alternation = "ALTERNATION_NODE"
        case alternative = "ALTERNATIVE_NODE"
        case parameter = "PARAMETER_NODE"
        case expression = "EXPRESSION_NODE"
    }

    let kind: Kind
    /// The children; empty for a text node.
    let nodes: [Node]
    /// The text of a text node (escapes resolved); `nil` for every other kind.
    let token: String?
    let start: Int
    let end: Int

    init(_ kind: Kind, start: Int, end: Int, nodes: [Node]) {
        self.kind = kind
        self.nodes = nodes
        self.token = nil
        self.start = start
        self.end = end
    }

    init(text: String, start: Int, end: Int) {
        self.kind = .text
        self.nodes = []
        self.token = text
        self.start = start
        self.end = end
    }

    /// The text the node covers, escapes resolved: a parameter node's text is its name.
    var text: String {
        token ?? nodes.map(\.text).joined()
    }
}
