/// The cells of one table row, in order: each one's value (unescaped and trimmed) and the column it
/// starts at, on the row's line.
///
/// The rows of a table keep their cells together, as the parser read them: the values' UTF-8 one
/// after another in one buffer, and where each ends and where its cell is in another. A row holds
/// the table's storage and where its cells start (every row of a table has as many), so a table
/// takes the same three blocks of memory however many rows and cells it has, where a list per row
/// and a string per long value took a block each, made and freed one by one. A cell's value
/// becomes a string when it is read (`self[i].value`); writers read its UTF-8 where it is kept
/// (`withValue(at:_:)`).
///
/// ```swift
/// let cells = TableCells([TableCell(location: Location(line: 4, column: 7), value: "title"),
///                         TableCell(location: Location(line: 4, column: 15), value: "revision")])
/// cells.map(\.value)   // ["title", "revision"]
/// cells[1].location    // Location(line: 4, column: 15)
/// cells.withValue(at: 0) { $0.count }  // 5
/// ```
package struct TableCells: RandomAccessCollection, Hashable, Sendable {
    private let storage: Storage
    /// Where the row's cells start among the storage's (each row has the table's width).
    private let first: Int

    /// The values, columns and lines of a table's cells, row after row.
    final class Storage: Sendable {
        /// The values' UTF-8, one after another.
        let bytes: [UInt8]
        /// Where each cell's value ends in `bytes` (it starts where the cell before it ends), and
        /// where the cell is.
        let bounds: [Bound]
        /// How many cells each row has.
        let width: Int

        init(bytes: [UInt8], bounds: [Bound], width: Int) {
            self.bytes = bytes
            self.bounds = bounds
            self.width = width
        }
    }

    /// Where a cell's value ends among a table's bytes, and where the cell is.
    struct Bound {
        let end: Int
        let location: Location
    }

    /// Row `row` of a table's `storage`.
    init(storage: Storage, row: Int) {
        self.storage = storage
        first = row * storage.width
    }

    /// A row of `cells`, kept on their own.
    package init(_ cells: [TableCell]) {
        var table = Table()
        for cell in cells { cell.value.withUTF8Bytes { table.add($0, at: cell.location) } }
        self.init(storage: table.storage(width: cells.count), row: 0)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { storage.width }

    package subscript(position: Int) -> TableCell {
        TableCell(location: location(at: position), value: withValue(at: position) { String(decoding: $0, as: UTF8.self) })
    }

    /// Where cell `position` starts.
    package func location(at position: Int) -> Location {
        storage.bounds[first + position].location
    }

    /// Calls `body` with the UTF-8 of cell `position`'s value, read where it is kept.
    package func withValue<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let cell = first + position
        let start = cell == 0 ? 0 : storage.bounds[cell - 1].end
        return try storage.bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<storage.bounds[cell].end])) }
    }

    /// Equal when they hold the same values at the same places.
    package static func == (a: TableCells, b: TableCells) -> Bool {
        guard a.count == b.count else { return false }
        return a.indices.allSatisfy { position in
            a.location(at: position) == b.location(at: position)
                && a.withValue(at: position) { value in b.withValue(at: position) { value.elementsEqual($0) } }
        }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for position in indices {
            hasher.combine(location(at: position))
            withValue(at: position) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(0xFF as UInt8)  // no value's UTF-8 holds it: the values stay apart
        }
    }

    /// A table's cells as they are read, row after row.
    struct Table {
        private var bytes: [UInt8] = []
        private var bounds: [Bound] = []

        /// Room for `cells` cells holding `bytes` bytes of values.
        mutating func reserve(cells: Int, bytes: Int) {
            self.bytes.reserveCapacity(bytes)
            bounds.reserveCapacity(cells)
        }

        /// Adds a cell's value and where the cell is after the cells added so far.
        mutating func add(_ value: UnsafeBufferPointer<UInt8>, at location: Location) {
            bytes.append(contentsOf: value)
            bounds.append(Bound(end: bytes.count, location: location))
        }

        /// The cells added, kept for the rows to share (`init(storage:row:)`), each row `width`
        /// of them.
        func storage(width: Int) -> Storage {
            Storage(bytes: bytes, bounds: bounds, width: width)
        }
    }
}
