/// The text a token carries: a stretch of the source's bytes, which costs nothing to make, or
/// text made from them where the source does not hold it as it reads (a table cell with escapes,
/// a doc string line with an escaped fence, a tag whose name stands apart from its `@`). Builders
/// turn it into what they keep: strings for the syntax tree, escaped bytes for pickle messages.
enum TokenText: Sendable {
    /// The source's bytes `start..<end`.
    case slice(start: Int, end: Int)
    case made(String)

    static let empty = TokenText.slice(start: 0, end: 0)

    func string(in source: SourceBytes) -> String {
        switch self {
        case .slice(let start, let end): source.string(from: start, to: end)
        case .made(let text): text
        }
    }

    /// Reads the text's UTF-8 in place.
    func withUTF8<Result>(in source: SourceBytes, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch self {
        case .slice(let start, let end):
            return body(UnsafeBufferPointer(rebasing: source.bytes[start..<max(start, end)]))
        case .made(var text):
            return text.withUTF8(body)
        }
    }

    var isEmpty: Bool {
        switch self {
        case .slice(let start, let end): start >= end
        case .made(let text): text.isEmpty
        }
    }
}

/// A tag of a tag line or a cell of a table row: the column it starts at and its text (on the
/// token's line).
struct LineItem: Sendable {
    var column: Int
    var text: TokenText
}
