import Foundation

/// A compiled, whole-text regular expression together with the shape of its capture groups and the
/// literal text every match must start and end with, checked before the regex runs.
struct CompiledPattern: Sendable {
    let regex: NSRegularExpression
    let groups: CaptureGroupTree
    private let literalPrefix: [UInt8]
    private let literalSuffix: [UInt8]

    /// Compiles `source`, which must match a step's text as a whole. `literalPrefix` and `literalSuffix`
    /// must be text that every match starts and ends with.
    init(_ source: String, literalPrefix: String = "", literalSuffix: String = "",
         groups: CaptureGroupTree) throws(CucumberExpressionError) {
        regex = try Self.compile(source)
        guard regex.numberOfCaptureGroups == groups.captureGroupCount else {
            throw CucumberExpressionError(
                message: "The capture groups of /\(source)/ could not be told apart (\(regex.numberOfCaptureGroups) groups, \(groups.captureGroupCount) understood). Simplify the character classes or quoting around the parentheses")
        }
        self.groups = groups
        self.literalPrefix = Array(literalPrefix.utf8)
        self.literalSuffix = Array(literalSuffix.utf8)
    }

    /// The groups of a match of the whole `text`, the root standing for the whole text; `nil` if it does not match.
    func match(_ text: String) -> MatchedGroup? {
        let utf8 = text.utf8
        guard utf8.count >= literalPrefix.count + literalSuffix.count,
              utf8.starts(with: literalPrefix),
              utf8.reversed().starts(with: literalSuffix.reversed())
        else { return nil }

        let length = text.utf16.count
        guard let result = regex.firstMatch(in: text, options: [.anchored], range: NSRange(location: 0, length: length)),
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

    /// Throws when `source` is not a valid regular expression on its own.
    static func checkSyntax(of source: String) throws(CucumberExpressionError) {
        _ = try compile(source)
    }

    private static func compile(_ source: String) throws(CucumberExpressionError) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: source)
        } catch {
            let reason = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String ?? "\(error)"
            throw CucumberExpressionError(
                message: "The regular expression /\(source)/ is not valid: \(reason). Fix the regular expression (ICU syntax)")
        }
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
