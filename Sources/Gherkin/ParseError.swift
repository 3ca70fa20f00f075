/// One problem found while parsing a feature file. `message` is worded as the official parsers word
/// it and starts with `(LINE:COLUMN): `; at the end of the file the location has no column and the
/// message says column 0.
public struct ParseError: Error, Hashable, Sendable {
    public var message: String
    public var location: Location
    public var uri: String

    public init(message: String, location: Location, uri: String) {
        self.message = message
        self.location = location
        self.uri = uri
    }
}

/// Every problem of one file, in the order found: the parser collects them rather than stopping
/// at the first.
public struct ParseErrors: Error, Hashable, Sendable {
    public var errors: [ParseError]

    public init(_ errors: [ParseError]) {
        self.errors = errors
    }
}
