import Expressions

extension FuzzTarget {
    /// libFuzzer's entry point: the input, as text, is a tag expression. It must parse or fail with an
    /// error whose column is in the expression; when it parses, its canonical form must parse again,
    /// print the same, and select the same tag sets.
    public static func tagExpression(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let text = FuzzInput(data, count).text
        let expression: TagExpression
        do {
            expression = try TagExpression(text)
        } catch {
            require(error.column >= 1 && error.column <= text.unicodeScalars.count + 1,
                    "column \(error.column) is outside \(text.debugDescription)")
            _ = error.annotatedMessage
            return 0
        }
        let canonical = expression.description
        let reparsed: TagExpression
        do {
            reparsed = try TagExpression(canonical)
        } catch {
            fatalError("the canonical form \(canonical.debugDescription) of \(text.debugDescription) does not parse: \(error)")
        }
        require(reparsed.description == canonical, "the canonical form is not stable: \(canonical) → \(reparsed)")
        // Upstream's canonical form writes every escaped whitespace as `\ `, so a tag with an escaped
        // tab or newline becomes another tag; the two then select differently, as upstream's do.
        guard !TagNames.hasEscapedWhitespaceOtherThanSpace(text) else { return 0 }
        let names = TagNames(canonical: canonical).names
        var tagSets: [[String]] = [[], names]
        for phase in 0..<2 { tagSets.append(names.enumerated().filter { $0.offset % 2 == phase }.map(\.element)) }
        tagSets += names.map { [$0] }
        for tags in tagSets {
            require(expression.evaluate(tags) == reparsed.evaluate(tags),
                    "\(text.debugDescription) and its canonical form \(canonical) select \(tags) differently")
        }
        return 0
    }
}

/// The tag names of an expression in canonical form (`( a\ b and not ( c ) )`), escapes resolved.
struct TagNames {
    var names: [String] = []

    init(canonical: String) {
        var current = ""
        var escaped = false
        func finish() {
            if !current.isEmpty, !["(", ")", "and", "or", "not"].contains(current), names.count < 16 { names.append(current) }
            current = ""
        }
        for character in canonical {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == " " {
                finish()
            } else {
                current.append(character)
            }
        }
        finish()
    }

    static func hasEscapedWhitespaceOtherThanSpace(_ text: String) -> Bool {
        var escaped = false
        for character in text {
            if escaped, character.isWhitespace, character != " " { return true }
            escaped = !escaped && character == "\\"
        }
        return false
    }
}
