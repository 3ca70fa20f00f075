import Foundation

/// Finds where one regexp of a parameter type matches a step's text as a whole word, for the generator.
struct ParameterTypeMatcher {
    /// A place in the text (UTF-16 offsets, as NSString counts) where the parameter type matches.
    struct Candidate {
        let parameterType: ParameterType
        let start: Int
        let length: Int

        /// Whether `self` is a better choice than `other`: earlier, then longer.
        func isBetter(than other: Candidate) -> Bool {
            if start != other.start { return start < other.start }
            return length > other.length
        }

        /// Whether `other` fits the same words: every parameter type that does is offered, preferred ones
        /// first, then by name (as upstream: `8` is offered as `{int}`, then `{float}`).
        func ties(with other: Candidate) -> Bool {
            start == other.start && length == other.length
        }
    }

    let parameterType: ParameterType
    let regex: NSRegularExpression

    /// The first non-empty match at or after `position` that has a word boundary on both sides: the start
    /// or end of the text, or whitespace, punctuation or a symbol next to it.
    func firstCandidate(in text: String, at position: Int, length: Int) -> Candidate? {
        var found: Candidate?
        regex.enumerateMatches(in: text, options: [], range: NSRange(location: position, length: length - position)) { result, _, stop in
            guard let range = result?.range, range.length > 0,
                  Self.isBoundary(in: text, beforeUTF16: range.location),
                  Self.isBoundary(in: text, afterUTF16: range.location + range.length)
            else { return }
            found = Candidate(parameterType: parameterType, start: range.location, length: range.length)
            stop.pointee = true
        }
        return found
    }

    private static func isBoundary(in text: String, beforeUTF16 offset: Int) -> Bool {
        let index = String.Index(utf16Offset: offset, in: text)
        guard index > text.startIndex else { return true }
        return separatesWords(text.unicodeScalars[text.unicodeScalars.index(before: index)])
    }

    private static func isBoundary(in text: String, afterUTF16 offset: Int) -> Bool {
        let index = String.Index(utf16Offset: offset, in: text)
        guard index < text.endIndex else { return true }
        return separatesWords(text.unicodeScalars[index])
    }

    /// Unicode separators, punctuation and symbols (`\p{Z}`, `\p{P}`, `\p{S}`).
    private static func separatesWords(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default:
            false
        }
    }
}
