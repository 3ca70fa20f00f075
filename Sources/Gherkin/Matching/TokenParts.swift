/// What tokens refer to besides the source's own bytes: the texts made from them (a table cell
/// with escapes, a doc string line with an escaped fence, a tag whose name stands apart from its
/// `@`) and the tags and cells of tag lines and table rows, kept for one parse in two growing
/// lists, so that a token is a plain value that costs nothing to copy or drop.
final class TokenParts {
    // Unchecked for exclusivity: one parse on one thread uses the lists, and no access to one is
    // held across a change to it (the readers' bodies below only read; `made` and `append` only
    // add). The checks cost 3.5% of a parse.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
    @exclusivity(unchecked) private(set) var items: [LineItem] = []

    /// Parts for a source of `byteCount` bytes: room for the items of a usual one made at once
    /// (a table cell or tag every 32 bytes; the corpus of docs/performance.md has one every 45),
    /// rather than the list grown by copying, about eight times a file.
    init(byteCount: Int = 0) {
        items.reserveCapacity(byteCount / 32)
    }

    /// Keeps `text` and returns the token text that names it.
    func made(_ text: String) -> TokenText {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        return .made(start: start, end: bytes.count)
    }

    /// Keeps `bytes` and returns the token text that names them.
    func made(bytes made: [UInt8]) -> TokenText {
        let start = bytes.count
        bytes.append(contentsOf: made)
        return .made(start: start, end: bytes.count)
    }

    /// Where the next item will go.
    var nextItem: Int { items.count }

    func append(_ item: LineItem) {
        items.append(item)
    }

    @inline(__always)
    func item(_ index: Int) -> LineItem {
        items[index]
    }

    /// Reads made bytes in place.
    func withBytes<Result>(from start: Int, to end: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// Reads the items `range` in place.
    func withItems<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<LineItem>) -> Result) -> Result {
        items.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
