import Foundation

/// A whole-text regular expression together with the shape of its capture groups and the literal
/// text every match must start and end with, checked before the regex runs. The regex is compiled at
/// its first match that gets past the literal text (`DeferredRegex`).
struct CompiledPattern: Sendable {
    let groups: CaptureGroupTree
    private let regex: DeferredRegex
    private let literalPrefix: [UInt8]
    private let literalSuffix: [UInt8]

    /// `source`, which must match a step's text as a whole and be made of valid parts (see
    /// `DeferredRegex`). `literalPrefix` and `literalSuffix` must be text that every match starts and ends with.
    init(_ source: String, literalPrefix: String = "", literalSuffix: String = "", groups: CaptureGroupTree) {
        regex = DeferredRegex(source, captureGroups: groups.captureGroupCount)
        self.groups = groups
        self.literalPrefix = Array(literalPrefix.utf8)
        self.literalSuffix = Array(literalSuffix.utf8)
    }

    /// The groups of a match of the whole `text`, the root standing for the whole text; `nil` if it
    /// does not match. Throws when the pattern did not compile.
    func match(_ text: String) throws(CucumberExpressionError) -> MatchedGroup? {
        let utf8 = text.utf8
        guard utf8.count >= literalPrefix.count + literalSuffix.count,
              utf8.starts(with: literalPrefix),
              utf8.reversed().starts(with: literalSuffix.reversed())
        else { return nil }

        let length = text.utf16.count
        guard let result = try regex.regex().firstMatch(in: text, options: [.anchored], range: NSRange(location: 0, length: length)),
              result.range.length == length  // `$` also matches before a final newline; the whole text must match
        else { return nil }

        let offsets = CodePointOffsets(of: text, isASCII: utf8.count == length)
        var nextGroup = 0
        func build(_ shape: CaptureGroupTree) -> MatchedGroup {
            let range = result.range(at: nextGroup)
            nextGroup += 1
            let children = shape.children.map(build)
            guard range.location != NSNotFound else {
                return MatchedGroup(value: nil, start: nil, end: nil, children: children)
            }
            return MatchedGroup(value: offsets.substring(utf16: range), start: offsets.codePoint(atUTF16: range.location),
                                end: offsets.codePoint(atUTF16: range.location + range.length), children: children)
        }
        return build(groups)
    }
}

/// Converts the UTF-16 offsets NSRegularExpression reports into code-point offsets and substrings.
private struct CodePointOffsets {
    let text: String
    let isASCII: Bool

    init(of text: String, isASCII: Bool) {
        self.text = text
        self.isASCII = isASCII
    }

    func codePoint(atUTF16 offset: Int) -> Int {
        if isASCII { return offset }
        return text.unicodeScalars.distance(from: text.startIndex, to: String.Index(utf16Offset: offset, in: text))
    }

    func substring(utf16 range: NSRange) -> String {
        if isASCII {
            let utf8 = text.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: range.location)
            return String(Substring(utf8[lower..<utf8.index(lower, offsetBy: range.length)]))
        }
        let lower = String.Index(utf16Offset: range.location, in: text)
        let upper = String.Index(utf16Offset: range.location + range.length, in: text)
        return String(text.unicodeScalars[lower..<upper])
    }
}
