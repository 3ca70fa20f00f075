/// How one step of a run went.
public struct StepResult: Hashable, Sendable {
    public var keyword: String
    public var text: String
    public var line: Int
    public var status: Status
    /// Why it failed (expected vs. seen), why it is pending, which definitions made it ambiguous.
    public var message: String?
    /// For an undefined step: a ready-to-paste Swift definition.
    public var snippet: String?
    public var durationNanoseconds: UInt64

    public init(keyword: String, text: String, line: Int, status: Status, message: String? = nil,
                snippet: String? = nil, durationNanoseconds: UInt64 = 0) {
        self.keyword = keyword
        self.text = text
        self.line = line
        self.status = status
        self.message = message
        self.snippet = snippet
        self.durationNanoseconds = durationNanoseconds
    }
}
