/// The `<name>` placeholders of a scenario outline, named by its examples table's header, and how
/// to fill them in from one row: each header in turn, every occurrence, compared byte by byte.
struct Placeholders: Sendable {
    private let needles: [[UInt8]]

    init(names: [String]) {
        needles = names.map { Array("<\($0)>".utf8) }
    }

    func fill(_ text: String, with values: [String]) -> String {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
        var text = text
        for (needle, value) in zip(needles, values) {
            text = text.replacingAll(needle, with: Array(value.utf8))
        }
        return text
    }
}
