/// The words an outline's row put into the outline's name: "via link" in "Offline, opened via
/// link" from "Offline, opened <route>".
enum OutlineRowWords {
    static func value(of name: String, in template: String) -> String? {
        let parts = template.split(separator: "<", omittingEmptySubsequences: false)
        // The literal text around each <placeholder>.
        var literals = [String(parts[0])]
        for part in parts.dropFirst() {
            guard let close = part.firstIndex(of: ">") else { return nil }
            literals.append(String(part[part.index(after: close)...]))
        }
        guard literals.count > 1, name.hasPrefix(literals[0]) else { return nil }
        var rest = Substring(name.dropFirst(literals[0].count))
        var values: [String] = []
        for literal in literals.dropFirst() {
            if literal.isEmpty {
                values.append(String(rest))
                rest = ""
            } else if let range = rest.range(of: literal) {
                values.append(String(rest[..<range.lowerBound]))
                rest = rest[range.upperBound...]
            } else {
                return nil
            }
        }
        let words = values.filter { !$0.isEmpty }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }
}
