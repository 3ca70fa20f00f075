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

    @Test func readsMembers() throws {
        let value = try JSONLineParser.parse(Array(#"{"request":3,"title":"Tokyo","ok":true}"#.utf8))
        #expect(value["request"]?.integer == 3)
        #expect(value["title"]?.string == "Tokyo")
        #expect(value["ok"]?.bool == true)
    }
}
