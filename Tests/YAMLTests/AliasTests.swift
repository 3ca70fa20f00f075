import Testing
import YAML

@Suite struct AliasTests {
    let parser = YAMLParser()

    @Test func aliasesRepeatTheAnchoredNode() throws {
        let root = try parser.parse(
            """
            defaults: &defaults {latency: 30, condition: online}
            wifi: *defaults
            names: [&n home, *n, *n]
            """, file: "a.yml")
        let wifi = try #require(root["wifi"])
        #expect(wifi["latency"]?.int == 30)
        #expect((wifi.line, wifi.column) == (2, 7))
        #expect(wifi["latency"]?.line == 1)
        #expect(root["names"]?.sequence?.compactMap(\.string) == ["home", "home", "home"])
    }

    @Test func aLaterAnchorOfTheSameNameWins() throws {
        let root = try parser.parse("- &a one\n- *a\n- &a two\n- *a\n", file: "a.yml")
        #expect(root.sequence?.compactMap(\.string) == ["one", "one", "two", "two"])
    }

    @Test func anUnknownAliasIsAnError() throws {
        let error = try #require(throws: YAMLError.self) { try parser.parse("a: 1\nb: *nowhere\n", file: "a.yml") }
        #expect(error.kind == .invalidAlias)
        #expect(error.description == "a.yml:2:4: unknown alias *nowhere; define the anchor &nowhere on a node before this alias")
    }

    @Test func anAliasInsideItsOwnAnchorIsAnError() throws {
        let error = try #require(throws: YAMLError.self) { try parser.parse("a: &loop [1, *loop]\n", file: "a.yml") }
        #expect(error.description == "a.yml:1:14: alias *loop refers to a node that contains it; an alias may only repeat a node that is complete")
    }

    static let billionLaughs = """
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
        """

    @Test func theBillionLaughsDocumentIsRefused() throws {
        let error = try #require(throws: YAMLError.self) { try parser.parse(Self.billionLaughs, file: "lol.yml") }
        #expect(error.kind == .tooManyAliasedNodes)
        #expect(
            error.description
                == "lol.yml:6:8: alias *e makes the document expand to more than 100000 nodes through aliases; write the repeated values out or use fewer nested aliases (is this a \"billion laughs\" document?)"
        )
        let decoding = try #require(throws: YAMLError.self) {
            try YAMLDecoder().decode(YAMLNode.self, from: Self.billionLaughs, file: "lol.yml")
        }
        #expect(decoding.kind == .tooManyAliasedNodes)
    }

    @Test func theAliasLimitCanBeSet() throws {
        let text = "a: &a [1, 2, 3]\nb: [*a, *a]\n"
        #expect(try parser.parse(text, file: "a.yml")["b"]?[1]?[2]?.int == 3)
        let strict = YAMLParser(limits: .init(maxAliasedNodes: 7))
        let error = try #require(throws: YAMLError.self) { try strict.parse(text, file: "a.yml") }
        #expect(error.kind == .tooManyAliasedNodes)
        #expect((error.line, error.column) == (2, 9))
    }

    /// Few nodes but many bytes: a huge value aliased a few thousand times, or a modest one twenty
    /// thousand times, would take gigabytes; the bytes the aliases add are bounded too.
    @Test(arguments: [(1_000_000, 2_000, "1:1000031", 1_000_000), (3_000, 20_000, "2:5340", 3_000)])
    func aliasesOfBigValuesAreBoundedInBytes(size: Int, count: Int, place: String, repeated: Int) throws {
        let value = String(repeating: "x", count: size)
        let text = size > 100_000
            ? "tags: [&a \"\(value)\", " + Array(repeating: "*a", count: count).joined(separator: ", ") + "]\n"
            : "v: &a \"\(value)\"\ntags: [" + Array(repeating: "*a", count: count).joined(separator: ", ") + "]\n"
        let error = try #require(throws: YAMLError.self) { try parser.parse(text, file: "big.yml") }
        #expect(error.kind == .tooManyAliasedBytes)
        #expect(error.description == "big.yml:\(place): alias *a makes the document expand to more than 4000000 bytes of text "
            + "through aliases (this one repeats \(repeated) bytes); repeat shorter values, or fewer times, or write the values "
            + "out where they are needed")
        let roomy = YAMLParser(limits: .init(maxAliasedBytes: size * count))
        #expect(try roomy.parse(text, file: "big.yml")["tags"]?.sequence?.count == count + (size > 100_000 ? 1 : 0))
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        var node = try parser.parse(fine, file: "deep.yml")
        var depth = 0
        while let inner = node.sequence?.first { node = inner; depth += 1 }
        #expect(depth == 255)

        let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        let error = try #require(throws: YAMLError.self) { try parser.parse(tooDeep, file: "deep.yml") }
        #expect(error.description == "deep.yml:1:257: the document nests deeper than 256 levels; flatten the structure")

        let blockDeep = (0..<300).map { String(repeating: "  ", count: $0) + "k:" }.joined(separator: "\n")
        let blockError = try #require(throws: YAMLError.self) { try parser.parse(blockDeep, file: "deep.yml") }
        #expect(blockError.kind == .tooDeep)
        #expect((blockError.line, blockError.column) == (257, 513))
    }

    @Test func aliasesCannotNestPastTheLimit() throws {
        let inner = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let text = "a: &x \(inner)\nb: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[*x]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        let error = try #require(throws: YAMLError.self) { try parser.parse(text, file: "a.yml") }
        #expect(error.kind == .tooDeep)
        #expect(error.message == "alias *x makes the document nest deeper than 256 levels")
    }
}
