/// The rows of a data table or an examples table as aligned lines: each cell escaped as Gherkin
/// reads it back (`\|`, `\\`, `\n`) and padded to its column's display width.
///
/// ```swift
/// TableLayout([["title", "cached"], ["東京", "yes"]]).lines
/// // ["| title | cached |",
/// //  "| 東京  | yes    |"]
/// ```
struct TableLayout {
    let lines: [String]

    init(_ rows: [[String]]) {
        let cells = rows.map { $0.map(Self.escaped) }
        var widths: [Int] = []
        for row in cells {
            for (column, cell) in row.enumerated() {
                let width = DisplayWidth.of(cell)
                if column < widths.count { widths[column] = max(widths[column], width) } else { widths.append(width) }
            }
        }
        lines = cells.map { row in
            "| " + row.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
            }.joined(separator: " | ") + " |"
        }
    }

    /// A cell's value as it is written in a row.
    static func escaped(_ value: String) -> String {
        var text = ""
        for character in value {
            switch character {
            case "\\": text += "\\\\"
            case "|": text += "\\|"
            case "\n": text += "\\n"
            default: text.append(character)
            }
        }
        return text
    }
}
