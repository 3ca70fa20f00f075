/// The `<name>` placeholders of a scenario outline, named by its examples table's header, and how
/// to fill them in from one row: each header in turn, every occurrence, compared byte by byte.
struct Placeholders: Sendable {
    /// The values of one examples row, as the UTF-8 bytes that replace the placeholders.
    struct Values: Sendable {
        fileprivate let bytes: [[UInt8]]
    }

    private let needles: [[UInt8]]

    init(names: [String]) {
        needles = names.map { Array("<\($0)>".utf8) }
    }

    func values(of row: TableRow) -> Values {
        Values(bytes: row.cells.map { Array($0.value.utf8) })
    }

    func fill(_ text: String, with values: Values) -> String {
        guard text.containsByte(UInt8(ascii: "<")) else { return text }
        var text = text
        for (needle, value) in zip(needles, values.bytes) {
            text = text.replacingAll(needle, with: value)
        }
        return text
    }
}
