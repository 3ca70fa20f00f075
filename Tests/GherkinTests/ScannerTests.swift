import Testing
@testable import Gherkin

@Test func linesEndAtNewlinesAndKeepCarriageReturnsOutOfTheirText() {
    withLines("Feature: a\r\n  Scenario: b\nlast") { lines, source in
        #expect(lines.count == 3)
        #expect(source.string(from: lines[0].start, to: lines[0].contentEnd(in: source)) == "Feature: a")
        #expect(lines[1].indent == 2)
        #expect(lines[2].trimmedText(in: source) == "last")
    }
}

@Test func theEndOfTheSourceIsTheLineAfterTheLast() {
    #expect(tokens("") == ["EOF"])
    #expect(tokens("Feature: a").last == "EOF")
    #expect(tokens("Feature: a\n") == ["(1:1)FeatureLine:()Feature/a/", "EOF"])
    #expect(parse("Feature: a\n@tag").1 == ["(3:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty"])
    #expect(parse("Feature: a\n@tag\n").1 == ["(3:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty"])
}

@Test func columnsCountUnicodeScalarsAndTabsAsOne() {
    let listing = tokens("\tFeature: 😀 x\n\u{3000}\u{A0}Scenario: s\n    Given 😀😀 | x\n      | 😀 | b |\n")
    #expect(listing[0] == "(1:2)FeatureLine:()Feature/😀 x/")
    #expect(listing[1] == "(2:3)ScenarioLine:()Scenario/s/")
    #expect(listing[3] == "(4:7)TableRow://9:😀,13:b")
}

@Test func blankLinesOfAnyWhiteSpaceAreEmpty() {
    let listing = tokens("Feature: a\n \t\u{A0}\u{2003}\r\n")
    #expect(listing[1] == "(2:1)Empty://")
}

@Test func whiteSpaceIsWhatThePythonReferenceTrims() {
    let parts = TokenParts()
    defer { withExtendedLifetime(parts) {} }
    var samples = " \t\u{0B}\u{0C}\r\u{1C}\u{85}\u{A0}\u{1680}\u{2000}\u{200A}\u{2028}\u{2029}\u{202F}\u{205F}\u{3000}"
    samples.withUTF8 { bytes in
        let source = SourceBytes(bytes: bytes, parts: parts)
        #expect(source.skipWhitespace(from: 0, to: source.count) == source.count)
    }
    var notBlank = "\u{200B}\u{FEFF}x"
    notBlank.withUTF8 { bytes in
        let source = SourceBytes(bytes: bytes, parts: parts)
        #expect(source.whitespaceLength(at: 0) == 0)
        #expect(source.trimWhitespaceBackwards(from: source.count, downTo: 0) == source.count)
    }
}

/// What reading `bytes` as a feature's text gives, as a string (`decode`) and as checked UTF-8
/// (`validated`, which `specrun gherkin` parses): the same text, or the same problem.
private func read(_ bytes: [UInt8], uri: String) -> Result<String, ParseError> {
    let decoded = SourceText.decode(bytes, uri: uri)
    let validated = SourceText.validated(bytes, uri: uri).map { String(decoding: $0, as: UTF8.self) }
    #expect(decoded == validated, "decode and validated differ on \(bytes)")
    return decoded
}

@Test func invalidUTF8IsReportedWhereTheBadByteStands() {
    let bytes: [UInt8] = Array("Feature: x\n  Given é".utf8) + [0xFF] + Array(" rest\n".utf8)
    guard case .failure(let problem) = read(bytes, uri: "bad.feature") else {
        Issue.record("invalid UTF-8 decoded")
        return
    }
    #expect(problem.location == Location(line: 2, column: 10))
    #expect(problem.message.hasPrefix("(2:10): invalid UTF-8 (byte 0xFF)"))
}

@Test(arguments: [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xF0, 0x9F, 0x98]])
func malformedSequencesAreRejected(_ bytes: [UInt8]) {
    guard case .failure(let problem) = read(Array("ab".utf8) + bytes, uri: "x") else {
        Issue.record("\(bytes) decoded")
        return
    }
    #expect(problem.location == Location(line: 1, column: 3))
}

@Test func wellFormedTextDecodesAndLosesItsByteOrderMark() throws {
    let text = try read([0xEF, 0xBB, 0xBF] + Array("Feature: 😀 ünïcödé, 東京\u{0}\n".utf8), uri: "x").get()
    #expect(text == "Feature: 😀 ünïcödé, 東京\u{0}\n")
}

/// A table row's cells are read up to each `|` or `\` eight bytes at a time while eight remain
/// (`SourceBytes.firstOf(_:or:from:to:)`): for every text of up to four pieces (scalars of one to
/// four bytes, blanks, the two stops and a run of seven letters, so that each falls on either side
/// of a word's edge) and every start, it finds what a byte-by-byte look finds and counts the
/// scalars before it as the string does.
@Test func aCellIsReadUpToItsPipeOrBackslashAWordAtATime() {
    let parts = TokenParts()
    defer { withExtendedLifetime(parts) {} }
    let pieces = ["a", "é", "€", "😀", " ", "|", "\\", "bcdefgh"]
    var texts = [""]
    var longest = [""]
    for _ in 1...4 {
        longest = longest.flatMap { text in pieces.map { text + $0 } }
        texts += longest
    }
    for text in texts {
        var utf8 = text
        utf8.withUTF8 { bytes in
            let source = SourceBytes(bytes: bytes, parts: parts)
            for start in 0...bytes.count where start == bytes.count || bytes[start] & 0xC0 != 0x80 {
                let found = source.firstOf(UInt8(ascii: "|"), or: UInt8(ascii: "\\"), from: start, to: bytes.count)
                let expected = bytes[start...].firstIndex { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "\\") } ?? bytes.count
                #expect(found.index == expected, "\(text) from \(start)")
                let scalars = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<expected]), as: UTF8.self).unicodeScalars.count
                #expect(found.scalars == scalars, "\(text) from \(start)")
            }
        }
    }
}
