/// A doc string delimiter: three double quotes or three backticks, and the same with each
/// character escaped by a backslash, as it may stand inside a doc string fenced by it.
package struct DocStringFence: Sendable {
    let bytes: [UInt8]
    let escaped: [UInt8]

    init(_ keyword: String) {
        bytes = Array(keyword.utf8)
        escaped = bytes.flatMap { [UInt8(ascii: "\\"), $0] }
    }

    /// The fence as it stands in a line from `start` on.
    func text(at start: Int) -> TokenText {
        .slice(start: start, end: start + bytes.count)
    }

    static let quotes = DocStringFence(#"""""#)
    static let backticks = DocStringFence("```")
    /// The fences a plain feature file may open a doc string with, in the order they are tried.
    static let all = [quotes, backticks]

    /// Whether a line (its indentation aside) opens or closes a doc string.
    package static func isFence(_ line: some StringProtocol) -> Bool {
        let text = line.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return all.contains { text.starts(with: $0.bytes) }
    }
}
