import Foundation
import JSON
import Testing

/// `JSONReader`: values as Foundation reads them, and the place and reason where a text stops
/// being JSON (for a results file, an adapter child's line, a language client's message).
@Suite struct JSONReaderTests {
    @Test(arguments: [
        #"{}"#, #"[]"#, #" {"a": [1, -2.5e+3, 0.1, true, false, null, "x\"\\\n\u00e9"], "b": {}} "#, #""é""#, "0", "[[], [{}], {\"a\": []}]",
        #"{"command":"end"}"#, #"[1,2.5,-3e2,true,false,null]"#, #"{"a":{"b":["x\"y\\z\n\u00e9"]}}"#, #"  {}  "#,
    ])
    func jsonIsReadAndWrittenBack(_ text: String) throws {
        let value = try JSONReader.read(Array(text.utf8))
        #expect(try JSONReader.read(Array(value.description.utf8)) == value)
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
        (#"{"a":"\x"}"#, 1, 7, #"an unknown escape in a string (JSON has \" \\ \/ \b \f \n \r \t \uXXXX)"#),
    ])
    func notJSONIsPlaced(_ text: String, line: Int, column: Int, message: String) {
        let error = JSONReader.firstError(in: Array(text.utf8))
        #expect(error.map { [$0.line, $0.column] } == [line, column])
        #expect(error?.message == message)
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) }
    }

    /// A comma must be followed by a value (Foundation on Linux lets `[1,]` through).
    @Test func aTrailingCommaIsRefused() {
        #expect(JSONReader.firstError(in: Array("[1,]".utf8)) == JSONReadError(message: "expected a value, found \"]\"", offset: 3, line: 1, column: 4))
    }

    /// Text is UTF-8: other bytes in a string are refused, not read as replacement characters.
    @Test(arguments: [
        ([0x22, 0x63, 0x61, 0x66, 0xE9, 0x22] as [UInt8], "invalid UTF-8 in the string that starts at character 1"),
        ([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0x5C, 0x6E, 0xC3, 0x22, 0x7D], "invalid UTF-8 in the string that starts at character 6"),
        ([0xFF], "expected a value, found byte 0xFF at character 1"),
    ])
    func refusesWhatIsNotUTF8(_ bytes: [UInt8], message: String) {
        #expect { try JSONReader.read(bytes) } throws: { "\($0)" == message }
    }

    /// A million open brackets are read without recursion, and refused at the one depth limit of
    /// every reader (whose values' teardown would recurse); a lower limit refuses them earlier.
    @Test func nestingIsLimitedTheSameForEveryReader() {
        let text = Array(repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(JSONReader.firstError(in: text)?.message == "nested deeper than 256 levels")
        #expect(JSONReader.firstError(in: text)?.column == 257)
        #expect { try JSONReader.read(text, depthLimit: 64) } throws: { "\($0)" == "nested deeper than 64 levels at character 65" }
        let deepest = Array(repeating: UInt8(ascii: "["), count: 256) + Array(repeating: UInt8(ascii: "]"), count: 256)
        #expect(JSONReader.firstError(in: deepest) == nil)
    }

    /// The largest whole number read exactly is 2^53 − 1, either side of zero.
    @Test func wholeNumbersUpTo2To53() throws {
        #expect(try JSONReader.read(Array("9007199254740991".utf8)).integer == 9_007_199_254_740_991)
        #expect(try JSONReader.read(Array("-9007199254740991".utf8)).integer == -9_007_199_254_740_991)
        #expect(try JSONReader.read(Array("9007199254740992".utf8)).integer == nil)
        #expect(try JSONReader.read(Array("1.5".utf8)).integer == nil)
    }

    @Test func readsMembersAndSurrogatePairs() throws {
        let value = try JSONReader.read(Array(#"{"request":3,"title":"Tokyo","ok":true,"emoji":"\ud83e\udd52"}"#.utf8))
        #expect(value["request"]?.integer == 3)
        #expect(value["title"]?.string == "Tokyo")
        #expect(value["ok"]?.bool == true)
        #expect(value["emoji"]?.string == "🥒")
    }
}
