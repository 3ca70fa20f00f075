/// Collects a file's parse errors in the order found, as the official parsers do: a message seen
/// before is not repeated, and after the eleventh error the parser gives up on the file.
struct ParseErrorCollector {
    static let limit = 11

    let uri: String
    private(set) var errors: [ParseError] = []
    private var messages: Set<String> = []

    init(uri: String) {
        self.uri = uri
    }

    /// Whether so many errors were found that parsing stops.
    var isFull: Bool { errors.count >= Self.limit }

    var isEmpty: Bool { errors.isEmpty }

    /// Records `message` at `location`, prefixed with `(LINE:COLUMN): ` (column 0 when the
    /// location has none, as at the end of the file).
    /// `messageLocation` overrides the position the message names, for the one case where the
    /// reference parser names another than it records.
    mutating func add(_ message: String, at location: Location, messageLocation: Location? = nil) {
        guard !isFull else { return }
        let named = messageLocation ?? location
        let full = "(\(named.line):\(named.column ?? 0)): \(message)"
        guard messages.insert(full).inserted else { return }
        errors.append(ParseError(message: full, location: location, uri: uri))
    }
}
