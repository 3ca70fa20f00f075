/// A date some seconds from a moment, as steps write it: "now", "now + 3600 s", "now - 5000 s",
/// with " (RFC 850)" for the obsolete format.
public struct RelativeDate: Hashable, Sendable {
    public var seconds: Int
    public var rfc850: Bool

    public init?(_ words: String, origin: String = "now") {
        var text = Substring(words)
        rfc850 = text.hasSuffix(" (RFC 850)")
        if rfc850 { text = text.dropLast(" (RFC 850)".count) }
        guard text.hasPrefix(origin) else { return nil }
        text = text.dropFirst(origin.count)
        if text.isEmpty {
            seconds = 0
            return
        }
        let parts = text.split(separator: " ")
        guard parts.count == 3, parts[2] == "s", let amount = Int(parts[1]), parts[0] == "+" || parts[0] == "-" else { return nil }
        seconds = parts[0] == "+" ? amount : -amount
    }
}
