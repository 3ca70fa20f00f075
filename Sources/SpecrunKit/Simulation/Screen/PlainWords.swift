/// Small helpers that put screen values into words a product owner reads.
///
/// ```swift
/// PlainWords.list(["a spinner", "a banner", "a snackbar"])  // "a spinner, a banner and a snackbar"
/// PlainWords.count(3, "transaction")                        // "3 transactions"
/// PlainWords.quoted("No data")                              // " “No data”"
/// ```
public enum PlainWords {
    /// "a", "a and b", "a, b and c".
    public static func list(_ items: [String]) -> String {
        var text = ""
        for (position, item) in items.enumerated() {
            text += separator(before: position, of: items.count)
            text += item
        }
        return text
    }

    /// What comes before item `position` (counted from 0) of a list of `count`: nothing before the
    /// first, " and " before the last, ", " before the others.
    package static func separator(before position: Int, of count: Int) -> String {
        position == 0 ? "" : position == count - 1 ? " and " : ", "
    }

    /// " “text”", or nothing for empty text.
    public static func quoted(_ text: String) -> String {
        text.isEmpty ? "" : " “\(text)”"
    }

    /// "an" before a word that begins with a vowel letter ("an offline banner"), else "a".
    package static func article(for word: some StringProtocol) -> String {
        switch word.utf8.first {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"): "an"
        default: "a"
        }
    }

    /// "no transactions", "1 transaction", "3 transactions".
    public static func count(_ count: Int, _ noun: String) -> String {
        switch count {
        case 0: "no \(noun)s"
        case 1: "1 \(noun)"
        default: "\(count) \(noun)s"
        }
    }
}

extension String {
    /// The text `write` appends to an empty one: a description made by the same writer that puts
    /// it into a longer text (`Screen.write(to:)`, `VirtualDuration.write(to:)`).
    package init(writing write: (inout String) -> Void) {
        self = ""
        write(&self)
    }
}
