/// Splits a tag expression into tags, operators and parentheses. Whitespace and unescaped parentheses
/// separate tokens; a backslash escapes `(`, `)`, `\` or whitespace inside a tag name.
struct TagExpressionTokenizer {
    /// One token and the 0-based code-point offset it starts at.
    struct Token: Equatable {
        enum Kind: Equatable {
            case tag(String)
            case and, or, not
            case openParenthesis, closeParenthesis
        }

        let kind: Kind
        let offset: Int
    }

    func tokenize(_ expression: String) throws(TagExpressionError) -> [Token] {
        var tokens: [Token] = []
        var word = String.UnicodeScalarView()
        var wordStart = 0
        var commaOffset: Int?
        var escaping = false

        func endWord() throws(TagExpressionError) {
            guard !word.isEmpty else { return }
            if let commaOffset {
                throw TagExpressionError(expression: expression, problem: .comma, column: commaOffset + 1)
            }
            let text = String(word)
            let kind: Token.Kind = switch text {
            case "and": .and
            case "or": .or
            case "not": .not
            default: .tag(text)
            }
            tokens.append(Token(kind: kind, offset: wordStart))
            word = String.UnicodeScalarView()
        }

        for (offset, scalar) in expression.unicodeScalars.enumerated() {
            if escaping {
                guard "()\\".unicodeScalars.contains(scalar) || scalar.properties.isWhitespace else {
                    throw TagExpressionError(expression: expression, problem: .illegalEscape(Character(scalar)),
                                             column: offset + 1)
                }
                word.append(scalar)
                escaping = false
            } else if scalar == "\\" {
                if word.isEmpty { wordStart = offset }
                escaping = true
            } else if scalar == "(" || scalar == ")" || scalar.properties.isWhitespace {
                try endWord()
                commaOffset = nil
                if !scalar.properties.isWhitespace {
                    tokens.append(Token(kind: scalar == "(" ? .openParenthesis : .closeParenthesis, offset: offset))
                }
            } else {
                if word.isEmpty { wordStart = offset }
                if scalar == ",", commaOffset == nil { commaOffset = offset }
                word.append(scalar)
            }
        }
        try endWord()
        return tokens
    }
}
