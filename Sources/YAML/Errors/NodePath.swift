/// The path from a document's root to a node, as errors name it: `profiles.wifi.latency`,
/// `steps[2].name`.
struct NodePath: Hashable {
    enum Component: Hashable {
        case key(String)
        case index(Int)
    }

    var components: [Component] = []

    var isRoot: Bool { components.isEmpty }

    func appending(_ component: Component) -> NodePath {
        NodePath(components: components + [component])
    }

    /// `a.b[2].c`, or an empty string at the root.
    var rendered: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// ` in "a.b"`, or ` at the top level` for the root: where a key is or is not.
    var inPhrase: String { isRoot ? " at the top level" : " in \"\(rendered)\"" }

    /// ` for "a.b"`, or nothing for the root: what a value is meant for.
    var forPhrase: String { isRoot ? "" : " for \"\(rendered)\"" }
}
