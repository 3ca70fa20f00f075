/// What one capture group matched in a step's text, with the groups nested inside it.
///
/// ```swift
/// let expression = try RegularExpression(#"^the flight (([A-Z]{3})-([A-Z]{3}))$"#, parameterTypes: ParameterTypeRegistry())
/// let group = try expression.match("the flight LHR-CDG")?[0].group
/// group?.value                  // "LHR-CDG"
/// group?.start                  // 11
/// group?.children.map(\.value)  // ["LHR", "CDG"]
/// ```
package struct MatchedGroup: Sendable, Equatable {
    /// The matched text; `nil` when the group did not take part in the match (an optional group).
    package let value: String?
    /// Where the match starts in the step text, in Unicode code points; `nil` when `value` is.
    package let start: Int?
    /// Where the match ends (exclusive), in Unicode code points; `nil` when `value` is.
    package let end: Int?
    package let children: [MatchedGroup]

    /// The values a parameter type's transformer receives: those of the nested groups when there are
    /// any, else this group's own.
    var values: [String?] {
        children.isEmpty ? [value] : children.map(\.value)
    }
}
