@testable import Adapter
import Testing

@Suite struct JSONLineParserTests {
    @Test(arguments: [
        #"{"command":"end"}"#, #"[1,2.5,-3e2,true,false,null]"#, #"{"a":{"b":["x\"y\\z\n\u00e9"]}}"#, #"  {}  "#,
    ])
    func roundTrips(_ text: String) throws {
        let value = try JSONLineParser.parse(Array(text.utf8))
        #expect(try JSONLineParser.parse(Array(value.description.utf8)) == value)
    }

    @Test(arguments: ["oops", #"{"a":}"#, #"{"a":1"#, "[1,]", #""unterminated"#, "{} x"])
    func refusesWhatIsNotJSON(_ text: String) {
        #expect(throws: JSONLineParser.Failure.self) { try JSONLineParser.parse(Array(text.utf8)) }
    }

    /// A line is UTF-8: other bytes in a string used to be read as replacement characters.
    @Test(arguments: [
        ([0x22, 0x63, 0x61, 0x66, 0xE9, 0x22] as [UInt8], "invalid UTF-8 in the string that starts at character 1"),
        ([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0x5C, 0x6E, 0xC3, 0x22, 0x7D], "invalid UTF-8 in the string that starts at character 6"),
        ([0xFF], "unexpected byte 0xFF at character 1"),
    ])
    func refusesWhatIsNotUTF8(_ bytes: [UInt8], message: String) {
        #expect { try JSONLineParser.parse(bytes) } throws: { "\($0)" == message }
    }

    /// The largest whole number a line carries exactly is 2^53 − 1, either side of zero.
    @Test func wholeNumbersUpTo2To53() throws {
        #expect(try JSONLineParser.parse(Array("9007199254740991".utf8)).integer == 9_007_199_254_740_991)
        #expect(try JSONLineParser.parse(Array("-9007199254740991".utf8)).integer == -9_007_199_254_740_991)
        #expect(try JSONLineParser.parse(Array("9007199254740992".utf8)).integer == nil)
        #expect(try JSONLineParser.parse(Array("1.5".utf8)).integer == nil)
    }

    @Test func readsMembers() throws {
        let value = try JSONLineParser.parse(Array(#"{"request":3,"title":"Tokyo","ok":true}"#.utf8))
        #expect(value["request"]?.integer == 3)
        #expect(value["title"]?.string == "Tokyo")
        #expect(value["ok"]?.bool == true)
    }
}
