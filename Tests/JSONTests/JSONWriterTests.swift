import Foundation
import JSON
import Testing

@Test func writesCompactObjectsAndArraysInTheGivenKeyOrder() {
    var json = JSONWriter()
    json.object { json in
        json.field("b", 1)
        json.key("a")
        json.array { json in
            json.string("x")
            json.bool(true)
            json.null()
            json.object { _ in }
            json.array { _ in }
        }
        json.field("c", false)
    }
    #expect(json.text == #"{"b":1,"a":["x",true,null,{},[]],"c":false}"#)
}

@Test(arguments: [
    ("plain", #""plain""#),
    ("quote \" and backslash \\", #""quote \" and backslash \\""#),
    ("tab\tnew\nline\rfeed\u{0C}back\u{08}", #""tab\tnew\nline\rfeed\fback\b""#),
    ("\u{00}\u{01}\u{1F}\u{7F}", #""\u0000\u0001\u001f\#u{7F}""#),
    ("café 😀 日本 / <>", #""café 😀 日本 / <>""#),
])
func escapesStringsAsJSONStringifyDoes(_ value: String, _ expected: String) {
    var json = JSONWriter()
    json.string(value)
    #expect(json.text == expected)
}

@Test(arguments: [(0, "0"), (7, "7"), (10, "10"), (-42, "-42"), (1234567890, "1234567890"),
                  (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808")])
func writesIntegers(_ value: Int, _ expected: String) {
    var json = JSONWriter()
    json.int(value)
    #expect(json.text == expected)
}

@Test func writesDoublesLikeJavaScript() {
    var json = JSONWriter()
    json.array { json in
        json.double(1.0)
        json.double(-0.5)
        json.double(0.1)
        json.double(.nan)
        json.double(.infinity)
    }
    #expect(json.text == "[1,-0.5,0.1,null,null]")
}

/// Every whole number a double holds exactly is written whole, as JavaScript writes it: an id or a
/// seed of 2^53 − 1 used to go out as 9007199254740991.0, which a child's JSON library (Python's,
/// a JVM's) reads as a fraction.
@Test func writesWholeNumbersUpTo2To53Whole() {
    var json = JSONWriter()
    json.array { json in
        json.double(9_007_199_254_740_991)
        json.double(-9_007_199_254_740_991)
        json.double(1e15)
    }
    #expect(json.text == "[9007199254740991,-9007199254740991,1000000000000000]")
}

@Test func outputParsesBackToTheSameValues() throws {
    var json = JSONWriter()
    json.object { json in
        json.field("text", "line1\nline2 \"quoted\" \u{1B}")
        json.field("n", 3)
    }
    let parsed = try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any]
    #expect(parsed?["text"] as? String == "line1\nline2 \"quoted\" \u{1B}")
    #expect(parsed?["n"] as? Int == 3)
}

@Test func rawBytesSeparateNDJSONLinesAndResetCommas() {
    var json = JSONWriter()
    json.object { $0.field("a", 1) }
    json.raw(0x0A)
    json.object { $0.field("b", 2) }
    #expect(json.text == "{\"a\":1}\n{\"b\":2}")
    json.removeAll()
    json.int(5)
    #expect(json.text == "5")
}

@Test func copiesOfAWriterAreIndependent() {
    var first = JSONWriter(capacity: 1)
    first.beginArray()
    first.int(1)
    var second = first
    second.int(2)
    second.endArray()
    first.endArray()
    #expect(first.text == "[1]")
    #expect(second.text == "[1,2]")
}

@Test func keysMadeAtRunTimeAreEscaped() {
    var json = JSONWriter()
    json.object { json in
        json.key(string: "a\"b")
        json.int(1)
        json.field("plain", "x\ny")
    }
    #expect(json.text == #"{"a\"b":1,"plain":"x\ny"}"#)
    #expect(json.byteCount == json.bytes.count)
    #expect(json.withBytes { $0.count } == json.byteCount)
}

@Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 31, 100])
func longAndShortStringsEscapeAlike(_ length: Int) throws {
    for special in ["\"", "\\", "\n", "\u{01}", "é"] {
        for position in [0, length / 2, max(length - 1, 0)] where length > 0 {
            var characters = Array(repeating: "a", count: length)
            characters[position] = special
            let text = characters.joined()
            var json = JSONWriter()
            json.string(text)
            let parsed = try JSONSerialization.jsonObject(with: Data(json.bytes), options: [.fragmentsAllowed])
            #expect(parsed as? String == text)
        }
    }
}

@Test(arguments: ["", "x", "quote \" and \\ and \n", String(repeating: "long cell ", count: 9)])
func aOneKeyObjectIsTheObjectWrittenCallByCall(_ value: String) {
    var whole = JSONWriter(), byCalls = JSONWriter()
    whole.array { json in
        json.object("value", value)
        json.object("value", value)
    }
    byCalls.array { json in
        for _ in 0..<2 { json.object { $0.field("value", value) } }
    }
    #expect(whole.text == byCalls.text)
}

/// A value laid out in pieces is the value written call by call: a comma first where one is due,
/// strings escaped, kept fragments copied as they are.
@Test(arguments: ["", "plain", "quote \" and \\ and \n", String(repeating: "long text ", count: 9)])
func aValueLaidOutInPiecesIsTheValueWrittenCallByCall(_ text: String) {
    var kept = JSONWriter()
    _ = kept.fragment { $0.field("a", true) }
    let head = kept.fragment { json in
        json.beginObject()
        json.field("id", 7)
    }
    #expect(kept.text == #""a":true{"id":7"#)

    var called = JSONWriter()
    called.array { json in
        for number in [1, -20] {
            json.object { json in
                json.field("id", 7)
                json.field("n", number)
                json.field("text", text)
            }
        }
    }
    var pieces = JSONWriter()
    pieces.array { json in
        for number in [1, -20] {
            kept.withBytes { kept in
                json.value(upTo: head.count + 24 + JSONPieces.quotedRoom(text.utf8.count) + 10) { pieces in
                    pieces.raw(UnsafeBufferPointer(rebasing: kept[head]))
                    pieces.literal(",\"n\":")
                    pieces.decimal(number)
                    pieces.literal(",\"text\":")
                    Array(text.utf8).withUnsafeBufferPointer { pieces.quoted($0) }
                    pieces.literal("}")
                }
            }
        }
    }
    #expect(pieces.text == called.text)
}
