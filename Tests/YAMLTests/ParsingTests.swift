import Testing
import YAML

@Suite struct ParsingTests {
    let parser = YAMLParser()

    @Test func nodesCarryOneBasedLinesAndColumns() throws {
        let root = try parser.parse("name: home\nprofiles:\n  wifi:\n    latency: 30\n", file: "n.yml")
        #expect((root.line, root.column) == (1, 1))
        let profiles = try #require(root["profiles"])
        #expect((profiles.line, profiles.column) == (3, 3))
        let latency = try #require(profiles["wifi"]?["latency"])
        #expect((latency.line, latency.column) == (4, 14))
        #expect(latency.int == 30)
        let key = try #require(root.mapping?[1].key)
        #expect((key.line, key.column, key.string) == (2, 1, "profiles"))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try parser.parse("é日本: [ä, b]\n", file: "u.yml")
        let list = try #require(root["é日本"])
        #expect(list[1].map { ($0.line, $0.column) } ?? (0, 0) == (1, 10))
    }

    @Test func mappingsKeepDocumentOrder() throws {
        let root = try parser.parse("zeta: 1\nalpha: 2\nmid: 3\n", file: "o.yml")
        #expect(root.mapping?.compactMap(\.key.string) == ["zeta", "alpha", "mid"])
    }

    @Test func sequencesAndSubscripts() throws {
        let root = try parser.parse("- a\n- [b, c]\n- {d: e}\n", file: "s.yml")
        #expect(root.sequence?.count == 3)
        #expect(root[0]?.string == "a")
        #expect(root[1]?[1]?.string == "c")
        #expect(root[2]?["d"]?.string == "e")
        #expect(root[3] == nil)
        #expect(root["a"] == nil)
    }

    @Test func scalarsKeepTextStyleAndTag() throws {
        let root = try parser.parse(
            """
            plain: 0x1F
            single: 'it''s'
            double: "a\\tb"
            literal: |
              line one
              line two
            folded: >
              one
              two
            tagged: !!str 12
            custom: !thing 12
            """, file: "t.yml")
        #expect(root["plain"]?.scalar == YAMLScalar(text: "0x1F", style: .plain, value: .int(31)))
        #expect(root["single"]?.scalar == YAMLScalar(text: "it's", style: .singleQuoted, value: .string("it's")))
        #expect(root["double"]?.scalar == YAMLScalar(text: "a\tb", style: .doubleQuoted, value: .string("a\tb")))
        #expect(root["literal"]?.scalar?.style == .literal)
        #expect(root["literal"]?.string == "line one\nline two\n")
        #expect(root["folded"]?.scalar?.style == .folded)
        #expect(root["folded"]?.string == "one two\n")
        #expect(root["tagged"]?.tag == "tag:yaml.org,2002:str")
        #expect(root["tagged"]?.string == "12")
        #expect(root["custom"]?.tag == "!thing")
        #expect(root["custom"]?.string == "12")
        #expect(root["single"]?.scalar?.isPlain == false)
    }

    @Test func explicitCoreTagsConvert() throws {
        let root = try parser.parse("a: !!int '42'\nb: !!float 3\nc: !!bool 'true'\nd: !!null ''\n", file: "t.yml")
        #expect(root["a"]?.int == 42)
        #expect(root["b"]?.scalar?.value == .double(3))
        #expect(root["c"]?.bool == true)
        #expect(root["d"]?.isNull == true)
    }

    @Test func anEmptyStreamIsANullDocument() throws {
        let root = try parser.parse("", file: "e.yml")
        #expect(root.isNull)
        #expect((root.line, root.column) == (1, 1))
        #expect(try parser.parse("# only a comment\n", file: "e.yml").isNull)
    }

    @Test func parseAllReadsEveryDocument() throws {
        let documents = try parser.parseAll("---\na: 1\n---\n- x\n...\n---\nplain\n", file: "m.yml")
        #expect(documents.count == 3)
        #expect(documents[0]["a"]?.int == 1)
        #expect(documents[1][0]?.string == "x")
        #expect(documents[2].string == "plain")
        #expect(documents[2].line == 7)
        #expect(try parser.parseAll("", file: "m.yml").isEmpty)
    }

    @Test func bytesParseLikeText() throws {
        let text = "\u{FEFF}a: [1, ü]\n"
        let fromBytes = try parser.parse(Array(text.utf8), file: "b.yml")
        #expect(fromBytes["a"]?[1]?.string == "ü")
        #expect(fromBytes == (try parser.parse(text, file: "b.yml")))
    }

    @Test func nodesDescribeThemselvesAsFlowYAML() throws {
        let root = try parser.parse("a: [1, 'x', ~]\nb: {c: 2.5}\n", file: "d.yml")
        #expect(root.description == "{a: [1, 'x', ~], b: {c: 2.5}}")
    }
}
