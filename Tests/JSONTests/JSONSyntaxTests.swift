import Foundation
import JSON
import Testing

/// `JSONSyntax`: where a text stops being JSON, agreeing with Foundation on what is JSON.
@Suite struct JSONSyntaxTests {
    @Test(arguments: [
        #"{}"#, #"[]"#, #" {"a": [1, -2.5e+3, 0.1, true, false, null, "x\"\\\n\u00e9"], "b": {}} "#, #""é""#, "0", "[[], [{}], {\"a\": []}]",
    ])
    func jsonIsJSON(_ text: String) throws {
        #expect(JSONSyntax.firstError(in: Array(text.utf8)) == nil)
        _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
    }

    @Test(arguments: [
        ("", 1, 1, "the text ends where a value should be (was the file cut short?)"),
        ("[1,2", 1, 5, "the text ends inside an array (was the file cut short?)"),
        ("{\"a\":\n  \"é", 2, 3, "the text ends inside this string (was the file cut short?)"),
        ("{\"a\" 1}", 1, 6, "expected \":\", found \"1\""),
        ("{,}", 1, 2, "expected a key in double quotes, found \",\""),
        ("[1 2]", 1, 4, "expected \",\" or \"]\", found \"2\""),
        ("[1] x", 1, 5, "expected the end of the text, found \"x\""),
        ("[-]", 1, 2, "a number that is not complete"),
        ("[tru]", 1, 2, "expected a value, found \"t\""),
        ("[\"a\u{1}\"]", 1, 4, "a control character inside a string (write it as an escape such as \\n)"),
    ])
    func notJSONIsPlaced(_ text: String, line: Int, column: Int, message: String) {
        #expect(JSONSyntax.firstError(in: Array(text.utf8)) == JSONSyntaxError(line: line, column: column, message: message))
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) }
    }

    /// A million open brackets are scanned without recursion.
    @Test func anyNestingIsScanned() {
        let text = Array(repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(JSONSyntax.firstError(in: text)?.message == "the text ends inside an array (was the file cut short?)")
    }
}
