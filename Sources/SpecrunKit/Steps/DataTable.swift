/// A step's data table: its rows of cells, the first row usually the headings.
///
/// ```swift
/// steps.given("these albums:") { world, arguments in
///     for album in arguments.dataTable?.records ?? [] { world.add(album["title"] ?? "", photos: Int(album["photos"] ?? "0") ?? 0) }
/// }
/// ```
public struct DataTable: Hashable, Sendable {
    /// Every row, the headings included, each a list of cells (escapes resolved, blanks trimmed).
    public var rows: [[String]]

    /// A table of `rows`, the headings first.
    public init(rows: [[String]]) {
        self.rows = rows
    }

    /// The rows after the first, each keyed by the first row's headings.
    public var records: [[String: String]] {
        guard let headings = rows.first else { return [] }
        return rows.dropFirst().map { row in
            Dictionary(zip(headings, row).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        }
    }
}

/// A step's doc string: its text and the media type written after its opening delimiter (```json).
///
/// ```swift
/// steps.given("the server answers:") { world, arguments in world.answer = arguments.docString?.content ?? "" }
/// ```
public struct DocString: Hashable, Sendable {
    /// The text between the delimiters.
    public var content: String
    /// The media type, if the doc string names one.
    public var mediaType: Optional<String>

    /// A doc string holding `content`, of `mediaType` when given.
    public init(content: String, mediaType: String? = nil) {
        self.content = content
        self.mediaType = mediaType
    }
}
