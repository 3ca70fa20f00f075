/// Splits a Cucumber Expression into tokens, resolving escapes: the first stage of the pipeline
/// (see ARCHITECTURE.md).
struct CucumberExpressionTokenizer {
    /// Characters that have a meaning in a Cucumber Expression and may therefore be escaped.
    static let reservedCharacters: Set<Unicode.Scalar> = ["{", "}", "(", ")", "\\", "/"]

    func tokenize(_ expression: String) throws(CucumberExpressionError) -> [Token] {
        let scalars = Array(expression.unicodeScalars)
        var tokens = [Token(kind: .startOfLine, text: "", start: 0, end: 0)]
        var pending: (kind: Token.Kind, text: String.UnicodeScalarView, start: Int)?
        var index = 0

        while index < scalars.count {
            let start = index
            var scalar = scalars[index]
            let kind: Token.Kind
            if scalar == "\\" {
                guard index + 1 < scalars.count else {
                    throw .endOfLineCannotBeEscaped(in: expression, at: index)
                }
                index += 1
                scalar = scalars[index]
                guard Self.reservedCharacters.contains(scalar) || scalar.properties.isWhitespace else {
                    throw .cannotEscape(in: expression, at: index)
                }
                kind = .text
            } else {
                kind = Self.kind(of: scalar)
            }
            index += 1

            if let run = pending, run.kind == kind, kind == .text || kind == .whiteSpace {
                pending?.text.append(scalar)
                continue
            }
            if let run = pending {
                tokens.append(Token(kind: run.kind, text: String(run.text), start: run.start, end: start))
            }
            pending = (kind, String.UnicodeScalarView([scalar]), start)
        }
        if let run = pending {
            tokens.append(Token(kind: run.kind, text: String(run.text), start: run.start, end: scalars.count))
        }
        tokens.append(Token(kind: .endOfLine, text: "", start: scalars.count, end: scalars.count))
        return tokens
    }

    private static func kind(of scalar: Unicode.Scalar) -> Token.Kind {
        switch scalar {
        case "(": .beginOptional
        case ")": .endOptional
        case "{": .beginParameter
        case "}": .endParameter
        case "/": .alternation
        default: scalar.properties.isWhitespace ? .whiteSpace : .text
        }
    }
}
