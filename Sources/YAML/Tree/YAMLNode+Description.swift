/// A node prints as one line of flow YAML (`{a: [1, 'x', ~]}`), scalars in the style they were
/// written with, tags in short form; handy in test failures and logs.
extension YAMLNode: CustomStringConvertible {
    package var description: String {
        let tagPrefix = tag.map { ScalarResolver.shortForm(of: $0) + " " } ?? ""
        switch content {
        case .scalar(let scalar):
            return tagPrefix + Self.render(scalar)
        case .sequence(let elements):
            return tagPrefix + "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            return tagPrefix + "{" + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    private static func render(_ scalar: YAMLScalar) -> String {
        switch scalar.style {
        case .plain:
            scalar.text
        case .singleQuoted:
            "'" + scalar.text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'"
        case .doubleQuoted, .literal, .folded:
            doubleQuoted(scalar.text)
        }
    }

    /// `text` in double quotes, with quotes, backslashes, line breaks and tabs escaped.
    static func doubleQuoted(_ text: some StringProtocol) -> String {
        var escaped = "\""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\r\n": escaped += "\\r\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return escaped + "\""
    }
}
