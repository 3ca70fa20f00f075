/// Advice for libyaml's most common syntax problems, worded for people editing fixtures by hand.
enum SyntaxHint {
    static func hint(forProblem problem: String, at offending: UInt8?) -> String? {
        if offending == UInt8(ascii: "\t") || problem.contains("tab") {
            return "indent with spaces; YAML does not allow tabs for indentation"
        }
        switch problem {
        case "mapping values are not allowed in this context":
            return "quote the value if it contains \": \", or fix the indentation of this key"
        case "could not find expected ':'":
            return "write \"key: value\" with a space after the colon, or quote the text"
        case "did not find expected key", "did not find expected '-' indicator":
            return "align the entries of one block at the same indentation"
        case "found undefined tag handle":
            return "use a core tag such as !!str, or quote the value"
        case "found character that cannot start any token":
            return "quote the value if it starts with one of ` @ % or a tab"
        case "found unexpected end of stream":
            return "close the quote or bracket opened earlier"
        case "did not find expected node content":
            return "write a value after the indicator, or quote it"
        default:
            return nil
        }
    }
}
