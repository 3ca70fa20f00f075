/// A plain-text table for the terminal: a header row and rows, columns padded to their widest cell,
/// text left-aligned and numbers right-aligned. Control characters in cells are shown escaped
/// (`MessageText.escapingControls`), so a name cannot act on the terminal.
///
/// ```swift
/// var table = TextTable(header: ["algorithm", "passed", "requests"])
/// table.add(["legacy", "12", "40"])
/// table.add(["new", "14", "31"])
/// print(table.render(indent: "  "))
/// ```
package struct TextTable: Sendable {
    package var header: [String]
    package var rows: [[String]] = []

    package init(header: [String]) {
        self.header = header.map(MessageText.escapingControls)
    }

    package mutating func add(_ row: [String]) {
        rows.append(row.map(MessageText.escapingControls))
    }

    package func render(indent: String = "") -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        func isNumeric(_ text: String) -> Bool { !text.isEmpty && text.allSatisfy { $0.isNumber || $0 == "." || $0 == "-" } }
        return all.map { row in
            let cells = row.enumerated().map { column, cell -> String in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column > 0 && isNumeric(cell) ? padding + cell : cell + padding
            }
            var line = indent + cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
