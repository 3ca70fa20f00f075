import Runner
import SpecrunKit

/// Small pieces of HTML the report's sections share: escaped text and attributes, anchors, status
/// badges and the `data-` attributes the filters read.
enum HTML {
    static func text(_ value: String) -> String { MarkupText.escape(value) }

    static func attribute(_ value: String) -> String { MarkupText.escape(value, inAttribute: true) }

    /// An id fragment from any text: letters, digits and dashes kept, everything else `_`.
    static func anchor(_ parts: String...) -> String {
        parts.map { part in
            String(part.unicodeScalars.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" ? Character($0) : "_" })
        }.joined(separator: "-")
    }

    /// An algorithm's name as the filters compare it: spaces, `=` and `%` percent-encoded, so
    /// `data-runs` stays a space-separated list of `name=status`.
    static func filterName(_ algorithm: String) -> String {
        var result = ""
        for scalar in algorithm.unicodeScalars {
            switch scalar {
            case " ": result += "%20"
            case "=": result += "%3D"
            case "%": result += "%25"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `data-runs="exact=passed sloppy=failed" data-tags="@a @b"`, for the filters.
    static func filterData(_ results: [CaseResult], tags: [String]) -> String {
        let runs = results.map { "\(filterName($0.algorithm))=\($0.status.rawValue)" }.joined(separator: " ")
        return " data-runs=\"\(attribute(runs))\" data-tags=\"\(attribute(tags.joined(separator: " ")))\""
    }

    static func badge(_ status: Status) -> String {
        "<span class=\"status \(status.rawValue)\">\(status.symbol) \(status.rawValue)</span>"
    }

    /// A status badge; one the run was meant to end in reads as expected, not as a failure.
    static func badge(_ status: Status, expected: ExpectedOutcome?) -> String {
        guard let expected else { return badge(status) }
        return "<span class=\"status \(status.rawValue) \(ExpectedOutcome.className)\" title=\"\(attribute(expected.words))\">"
            + "\(status.symbol) \(status.rawValue), known</span>"
    }

    static func tags(_ tags: [String]) -> String {
        tags.map { "<span class=\"tag\">\(text($0))</span>" }.joined(separator: " ")
    }
}
