/// A position in a source file: a 1-based line and, where known, a 1-based column counted in
/// Unicode scalars. Errors at the end of a file carry only a line.
///
/// ```swift
/// let step = Location(line: 3, column: 5)
/// let endOfFile = Location(line: 12)  // no column
/// step < endOfFile                    // true
/// ```
@usableFromInline
package struct Location: Hashable, Sendable, Comparable {
    @usableFromInline package var line: Int
    @usableFromInline package var column: Optional<Int>

    @usableFromInline package init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }

    @usableFromInline package static func < (a: Location, b: Location) -> Bool {
        (a.line, a.column ?? 0) < (b.line, b.column ?? 0)
    }
}
