/// What one capture group matched in a step's text, with the groups nested inside it.
public struct MatchedGroup: Sendable, Equatable {
    /// The matched text; `nil` when the group did not take part in the match (an optional group).
    public let value: String?
    /// Where the match starts in the step text, in Unicode code points; `nil` when `value` is.
    public let start: Int?
    /// Where the match ends (exclusive), in Unicode code points; `nil` when `value` is.
    public let end: Int?
    public let children: [MatchedGroup]

    /// The values a parameter type's transformer receives: those of the nested groups when there are
    /// any, else this group's own.
    var values: [String?] {
        children.isEmpty ? [value] : children.map(\.value)
    }
}
