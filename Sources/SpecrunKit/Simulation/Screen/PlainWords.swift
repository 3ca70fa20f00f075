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
        TextBuffer.string { text in
            var list = ListWriter()
            for item in items {
                list.next(in: &text)
                text += item
            }
            list.end(in: &text)
        }
    }

    /// Writes a list into a text item by item, without knowing how many items come: `opening`
    /// before the first, ", " before each other, and the last ", " turned into " and " at the end
    /// ("a", "a and b", "a, b and c").
    package struct ListWriter {
        private let opening: String
        private var count = 0
        /// Where the last ", " was written, in bytes from the text's start.
        private var lastComma: Int?

        package init(opening: String = "") {
            self.opening = opening
        }

        /// Writes what comes before the next item.
        package mutating func next(in text: inout TextBuffer) {
            if count == 0 {
                text += opening
            } else {
                lastComma = text.count
                text += ", "
            }
            count += 1
        }

        /// Ends the list: its last ", " becomes " and ".
        package func end(in text: inout TextBuffer) {
            guard let lastComma else { return }
            text.replace(at: lastComma, length: 2, with: " and ")
        }
    }

    /// " “text”", or nothing for empty text.
    public static func quoted(_ text: String) -> String {
        TextBuffer.string { write(quoted: text, to: &$0) }
    }

    /// Appends " “words”" to `text`, or nothing for empty words (`quoted`, without making a string).
    package static func write(quoted words: String, to text: inout TextBuffer) {
        guard !words.isEmpty else { return }
        text += " “"
        text += words
        text += "”"
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
