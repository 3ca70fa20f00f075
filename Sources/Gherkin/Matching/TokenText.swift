/// The text a token carries: a stretch of the source's bytes, or of the texts made from them
/// while the tokens are read (`TokenParts`). Either way a plain value; builders turn it into what
/// they keep: strings for the syntax tree, text for the token listing.
enum TokenText: Sendable {
    /// The source's bytes `start..<end`.
    case slice(start: Int, end: Int)
    /// The made bytes `start..<end` of the source's `TokenParts`.
    case made(start: Int, end: Int)

    static let empty = TokenText.slice(start: 0, end: 0)

    func string(in source: SourceBytes) -> String {
        withUTF8(in: source) { String(decoding: $0, as: UTF8.self) }
    }

    /// Reads the text's UTF-8 in place.
    func withUTF8<Result>(in source: SourceBytes, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch self {
        case .slice(let start, let end):
            body(UnsafeBufferPointer(rebasing: source.bytes[start..<max(start, end)]))
        case .made(let start, let end):
            source.parts.withBytes(from: start, to: end, body)
        }
    }

    var isEmpty: Bool {
        switch self {
        case .slice(let start, let end), .made(let start, let end): start >= end
        }
    }
}

/// A tag of a tag line or a cell of a table row: the column it starts at and its text (on the
/// token's line).
struct LineItem: Sendable {
    var column: Int
    var text: TokenText
}
