import SpecrunKit

/// What the origin answers to one request of a test.
public struct ScriptedAnswer: Hashable, Sendable {
    public var status: (Int, String) = (200, "OK")
    public var fields: [ScriptedField] = []
    public var body: String?
    /// The test expects the request to revalidate the previous answer (`expected_type` *_validated).
    public var expectsConditional = false
    /// The origin closes the connection instead of answering (`disconnect`).
    public var disconnects = false
    /// How long the origin takes before it answers (`response_pause`).
    public var delay: VirtualDuration = .zero

    public init() {}

    public static func == (lhs: ScriptedAnswer, rhs: ScriptedAnswer) -> Bool {
        lhs.status == rhs.status && lhs.fields == rhs.fields && lhs.body == rhs.body && lhs.expectsConditional == rhs.expectsConditional
            && lhs.disconnects == rhs.disconnects && lhs.delay == rhs.delay
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(status.0)
        hasher.combine(fields)
        hasher.combine(body)
    }
}

/// A header field of a scripted answer: its name, its value (a date may be relative to the origin's
/// clock, a location relative to the test's URL) and whether the test checks that it reaches the client.
public struct ScriptedField: Hashable, Sendable {
    public var name: String
    public var value: ScriptedValue
    public var checked: Bool

    public init(name: String, value: ScriptedValue, checked: Bool = true) {
        self.name = name
        self.value = value
        self.checked = checked
    }
}

/// A scripted field's value: text, a date some seconds from the origin's now, or the test's URL.
public enum ScriptedValue: Hashable, Sendable {
    case text(String)
    case date(secondsFromNow: Int, rfc850: Bool)
    case testURL(suffix: String?)

    /// The value as the origin writes it at `now` (seconds since 1970) for a request of `path`.
    public func text(now: Int, path: String) -> String {
        switch self {
        case .text(let text): text
        case .date(let offset, let rfc850): HTTPDate.format(now + offset, rfc850: rfc850)
        case .testURL(let suffix): suffix.map { "\(path)/\($0)" } ?? path
        }
    }

    /// Reads a value as the steps write it: "now", "now + 3600 s", "now - 5000 s (RFC 850)",
    /// "the test URL", "the test URL/foo"; anything else is text.
    public init(words: String, field: String) {
        let dateFields: Set<String> = ["date", "expires", "last-modified", "if-modified-since", "if-unmodified-since"]
        if dateFields.contains(field.lowercased()), let date = RelativeDate(words) {
            self = .date(secondsFromNow: date.seconds, rfc850: date.rfc850)
        } else if words == "the test URL" {
            self = .testURL(suffix: nil)
        } else if words.hasPrefix("the test URL/") {
            self = .testURL(suffix: String(words.dropFirst("the test URL/".count)))
        } else {
            self = .text(words)
        }
    }
}
