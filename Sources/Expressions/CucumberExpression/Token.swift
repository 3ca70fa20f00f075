/// One token of a Cucumber Expression: a run of text or whitespace, or a single symbol, with its place in
/// the source counted in Unicode code points (end exclusive).
struct Token: Equatable, Sendable {
    /// What a token is; the raw values are the names the official conformance data uses.
    enum Kind: String, Sendable {
        case startOfLine = "START_OF_LINE"
        case endOfLine = "END_OF_LINE"
        case whiteSpace = "WHITE_SPACE"
        case beginOptional = "BEGIN_OPTIONAL"
        case endOptional = "END_OPTIONAL"
        case beginParameter = "BEGIN_PARAMETER"
        case endParameter = "END_PARAMETER"
        case alternation = "ALTERNATION"
        case text = "TEXT"

        /// The character a symbol token stands for, as error messages quote it.
        var symbol: String {
            switch self {
            case .beginOptional: "("
            case .endOptional: ")"
            case .beginParameter: "{"
            case .endParameter: "}"
            case .alternation: "/"
            case .startOfLine, .endOfLine, .whiteSpace, .text: ""
            }
        }

        /// What an opening symbol is for, as error messages name it.
        var purpose: String {
            switch self {
            case .beginOptional, .endOptional: "optional text"
            case .beginParameter, .endParameter: "a parameter"
            case .alternation: "alternation"
            case .startOfLine, .endOfLine, .whiteSpace, .text: ""
            }
        }
    }

    let kind: Kind
    /// The token's text with escapes resolved (`\(` reads `(`).
    let text: String
    let start: Int
    let end: Int
}
