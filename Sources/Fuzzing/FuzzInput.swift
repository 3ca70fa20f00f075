/// One input from libFuzzer: its bytes, and helpers to read them as the parsers' inputs.
package struct FuzzInput {
    package let bytes: UnsafeBufferPointer<UInt8>

    package init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = UnsafeBufferPointer(start: count > 0 ? data : nil, count: count)
    }

    /// The bytes as text, each invalid UTF-8 sequence replaced by U+FFFD.
    package var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The text before the first newline and the text after it (empty when there is none).
    package var firstLineAndRest: (String, String) {
        let text = self.text
        guard let newline = text.firstIndex(of: "\n") else { return (text, "") }
        return (String(text[..<newline]), String(text[text.index(after: newline)...]))
    }
}

/// Stops the fuzzer with `message` when a property of the code under test does not hold. (In a
/// release build `precondition` drops its message; `fatalError` keeps it.)
package func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
