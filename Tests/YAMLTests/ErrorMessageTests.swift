import Foundation
import Testing
import YAML

/// Every kind of error, with the exact text a person sees.
@Suite struct ErrorMessageTests {
    enum Condition: String, Decodable, CaseIterable { case online, offline, flaky }

    struct Profile: Decodable {
        var latency: Int
        var bandwidth: Double?
        var condition: Condition?
    }

    struct Network: Decodable {
        var profiles: [String: Profile]
        var steps: [Step]?
    }

    struct Step: Decodable {
        var action: String
        var repeats: UInt8?
        var enabled: Bool?
    }

    func decodingError<T: Decodable>(_ type: T.Type, _ text: String, decoder: YAMLDecoder = YAMLDecoder()) throws -> YAMLError {
        try #require(throws: YAMLError.self) { try decoder.decode(type, from: text, file: "fixtures/network.yml") }
    }

    func parsingError(_ text: String) throws -> YAMLError {
        try #require(throws: YAMLError.self) { try YAMLParser().parse(text, file: "fixtures/network.yml") }
    }

    // MARK: Syntax

    @Test func syntaxErrorsGiveLibyamlsProblemAndContextAtItsMark() throws {
        let error = try parsingError("profiles:\n  wifi: {latency: 3\n  cellular: 4\n")
        #expect(error.kind == .syntax)
        #expect(error.description == "fixtures/network.yml:3:11: did not find expected ',' or '}' (while parsing a flow mapping at 2:9)")
    }

    @Test func aColonInsideAPlainValueSuggestsQuoting() throws {
        let error = try parsingError("title: Swift: the language\n")
        #expect(error.description == "fixtures/network.yml:1:13: mapping values are not allowed in this context; quote the value if it contains \": \", or fix the indentation of this key")
    }

    @Test func tabsSayToIndentWithSpaces() throws {
        let error = try parsingError("profiles:\n\twifi: 1\n")
        #expect(error.description == "fixtures/network.yml:2:1: found character that cannot start any token (while scanning for the next token at 2:1); indent with spaces; YAML does not allow tabs for indentation")
    }

    @Test func misalignedKeys() throws {
        let error = try parsingError("profiles:\n    wifi: 1\n  cellular: 2\n")
        #expect(error.description == "fixtures/network.yml:3:3: did not find expected key (while parsing a block mapping at 1:1); align the entries of one block at the same indentation")
    }

    @Test func anUnclosedQuote() throws {
        let error = try parsingError("name: \"home\n")
        #expect(error.description == "fixtures/network.yml:2:1: found unexpected end of stream (while scanning a quoted scalar at 1:7); close the quote or bracket opened earlier")
    }

    @Test func controlCharactersPointAtTheirByte() throws {
        let error = try parsingError("a: 1\nb: x\u{1}y\n")
        #expect(error.description == "fixtures/network.yml:2:5: control characters are not allowed")
    }

    @Test func aSecondDocumentWhereOneIsExpected() throws {
        let error = try parsingError("a: 1\n---\nb: 2\n")
        #expect(error.kind == .documentCount)
        #expect(error.description == "fixtures/network.yml:2:1: expected one document, found a second one starting here; remove the \"---\" that starts it, or read the file as a stream of documents")
    }

    @Test func aCoreTagOnTextOfAnotherType() throws {
        let error = try parsingError("a: !!int twelve\n")
        #expect(error.description == "fixtures/network.yml:1:4: \"twelve\" is not a valid !!int; fix the value or remove the tag")
    }

    // MARK: Encoding

    @Test func invalidUTF8NamesTheFirstBadByte() throws {
        var bytes = Array("name: home\ncity: Z".utf8)
        bytes += [0xFC]  // ü in Latin-1
        bytes += Array("rich\n".utf8)
        let error = try #require(throws: YAMLError.self) { try YAMLParser().parse(bytes, file: "fixtures/network.yml") }
        #expect(error.kind == .invalidUTF8)
        #expect(error.description == "fixtures/network.yml:2:8: invalid UTF-8: byte 0xFC cannot start or continue a character here; save the file as UTF-8")
    }

    @Test func columnsBeforeTheBadByteCountCharacters() throws {
        let bytes = Array("ä: ö".utf8) + [0xE2, 0x82]
        let error = try #require(throws: YAMLError.self) { try YAMLDecoder().decode(YAMLNode.self, from: bytes, file: "x.yml") }
        #expect((error.line, error.column) == (1, 5))
    }

    @Test func utf16IsRecognised() throws {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0x00]
        let error = try #require(throws: YAMLError.self) { try YAMLParser().parseAll(bytes, file: "x.yml") }
        #expect(error.description == "x.yml:1:1: the file is UTF-16, not UTF-8; save it as UTF-8")
    }

    // MARK: Duplicate keys

    @Test func duplicateKeysAreAllReported() throws {
        let error = try parsingError("profiles:\n  wifi:\n    latency: 3\n    latency: 4\n  wifi: {}\n")
        #expect(error.kind == .duplicateKey)
        #expect(error.description == """
            fixtures/network.yml:4:5: duplicate key "latency" in "profiles.wifi", first written at 3:5; remove one of them
            fixtures/network.yml:5:3: duplicate key "wifi" in "profiles", first written at 2:3; remove one of them
            """)
        #expect(error.allErrors.count == 2)
    }

    @Test func keysAreEqualByValue() throws {
        let error = try parsingError("- {0x10: a, 16: b}\n")
        #expect(error.description == "fixtures/network.yml:1:13: duplicate key \"16\" in \"[0]\", first written at 1:4; remove one of them")
        #expect(try YAMLParser().parse("{1: a, '1': b}", file: "x.yml").mapping?.count == 2)
    }

    // MARK: Types

    @Test func wrongTypeSaysWhatWasExpected() throws {
        let error = try decodingError(Network.self, "profiles:\n  wifi:\n    latency: abc\n")
        #expect(error.kind == .typeMismatch)
        #expect(error.description == "fixtures/network.yml:3:14: expected an integer for \"profiles.wifi.latency\", found \"abc\"")
    }

    @Test func quotedNumbersAreText() throws {
        let error = try decodingError(Network.self, "profiles: {wifi: {latency: '30'}}")
        #expect(error.description == "fixtures/network.yml:1:28: expected an integer for \"profiles.wifi.latency\", found the string \"30\"; remove the quotes: quoted values are always text")
    }

    @Test func fractionsAreNotIntegers() throws {
        let error = try decodingError(Network.self, "profiles: {wifi: {latency: 1.5}}")
        #expect(error.message == "expected an integer for \"profiles.wifi.latency\", found 1.5")
    }

    @Test func integersOutOfRangeGiveTheRange() throws {
        let error = try decodingError(Network.self, "profiles: {}\nsteps:\n- action: tap\n  repeats: 300\n")
        #expect(error.description == "fixtures/network.yml:4:12: expected an integer from 0 to 255 (UInt8) for \"steps[0].repeats\", found 300")
    }

    @Test func yesIsNotABoolean() throws {
        let error = try decodingError(Network.self, "profiles: {}\nsteps:\n- action: tap\n  enabled: yes\n")
        #expect(error.description == "fixtures/network.yml:4:12: expected true or false for \"steps[0].enabled\", found \"yes\"; YAML 1.2 reads yes as text; write true or false")
    }

    @Test func nothingWhereAValueIsNeeded() throws {
        let error = try decodingError(Network.self, "profiles:\n  wifi:\n    latency:\n")
        #expect(error.description == "fixtures/network.yml:3:13: expected an integer for \"profiles.wifi.latency\", found nothing; write a value")
        let null = try decodingError(Step.self, "action: null")
        #expect(null.description == "fixtures/network.yml:1:9: expected a string for \"action\", found null; quote it if you mean the text")
    }

    @Test func aCollectionWhereAnotherIsNeeded() throws {
        let list = try decodingError(Network.self, "profiles: [wifi, cellular]\n")
        #expect(list.description == "fixtures/network.yml:1:11: expected a mapping for \"profiles\", found a list")
        let mapping = try decodingError(Network.self, "profiles: {}\nsteps: {action: tap}\n")
        #expect(mapping.description == "fixtures/network.yml:2:8: expected a list for \"steps\", found a mapping")
        let scalar = try decodingError(Network.self, "profiles: {wifi: fast}\n")
        #expect(scalar.description == "fixtures/network.yml:1:18: expected a mapping for \"profiles.wifi\", found \"fast\"")
        let empty = try decodingError(Network.self, "")
        #expect(empty.description == "fixtures/network.yml:1:1: expected a mapping, found nothing; write the mapping's keys indented below, or {} for none")
    }

    @Test func dictionariesKeyedByEnumsNeedCodingKeyRepresentable() throws {
        let error = try decodingError([Condition: Int].self, "online: 1\n")
        #expect(error.description == "fixtures/network.yml:1:1: expected a list, found a mapping; Swift reads a dictionary whose keys are not strings or integers as a list of keys and values; make the key type conform to CodingKeyRepresentable to write it as a mapping")
    }

    @Test func unknownEnumCasesListTheCases() throws {
        let error = try decodingError(Network.self, "profiles:\n  wifi: {latency: 3, condition: onlien}\n")
        #expect(error.kind == .invalidValue)
        #expect(error.description == "fixtures/network.yml:2:33: expected one of \"online\", \"offline\" and \"flaky\" for \"profiles.wifi.condition\", found \"onlien\"; did you mean \"online\"?")
    }

    @Test func enumsThatCannotListTheirCasesStillPointAtTheValue() throws {
        enum Mode: String, Decodable { case fast, slow }
        struct Config: Decodable { var mode: Mode }
        let error = try decodingError(Config.self, "mode: medium\n")
        #expect(error.description == "fixtures/network.yml:1:7: invalid value for \"mode\": Cannot initialize Mode from invalid String value medium")
    }

    @Test func validationErrorsFromCustomInitializersPointAtTheValue() throws {
        struct Percent: Decodable {
            var value: Int
            init(from decoder: any Decoder) throws {
                value = try decoder.singleValueContainer().decode(Int.self)
                guard (0...100).contains(value) else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: decoder.codingPath, debugDescription: "a percentage is from 0 to 100"))
                }
            }
        }
        struct Config: Decodable { var share: [Percent] }
        let error = try decodingError(Config.self, "share: [10, 120]\n")
        #expect(error.description == "fixtures/network.yml:1:13: invalid value for \"share[1]\": a percentage is from 0 to 100")
    }

    @Test func otherErrorsFromCustomInitializersPointAtTheValue() throws {
        enum Check: Error { case tooLarge }
        struct Checked: Decodable { init(from decoder: any Decoder) throws { throw Check.tooLarge } }
        struct Config: Decodable { var limit: Checked }
        let error = try decodingError(Config.self, "limit: 9\n")
        #expect(error.description == "fixtures/network.yml:1:8: invalid value for \"limit\": tooLarge")
    }

    @Test func missingKeysThrownByCustomInitializers() throws {
        struct Strict: Decodable {
            init(from decoder: any Decoder) throws {
                let key = AnyKey(stringValue: "id")
                throw DecodingError.keyNotFound(key, .init(codingPath: decoder.codingPath, debugDescription: "no id"))
            }
            struct AnyKey: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }
        }
        let error = try decodingError([Strict].self, "- {name: a}\n")
        #expect(error.description == "fixtures/network.yml:1:3: missing key \"id\" in \"[0]\"; add \"id:\" with a value")
    }

    @Test func listsThatEndTooSoon() throws {
        struct Pair: Decodable {
            var first: Int, second: Int
            init(from decoder: any Decoder) throws {
                var list = try decoder.unkeyedContainer()
                first = try list.decode(Int.self)
                second = try list.decode(Int.self)
            }
        }
        let error = try decodingError([String: Pair].self, "size: [3]\n")
        #expect(error.description == "fixtures/network.yml:1:7: expected more than 1 element for \"size\"; add the missing elements")
    }

    @Test func badURLsAndDates() throws {
        struct Links: Decodable { var home: URL?, at: Date? }
        let url = try decodingError(Links.self, "home: not a url\n")
        #expect(url.description == "fixtures/network.yml:1:7: expected a URL for \"home\", found \"not a url\"; write it like https://example.org/path, with spaces as %20")
        let date = try decodingError(Links.self, "at: next tuesday\n")
        #expect(date.description == "fixtures/network.yml:1:5: expected a date for \"at\", found \"next tuesday\"; write it in ISO 8601, like 2024-05-01 or 2024-05-01T12:00:00Z")
    }

    // MARK: Keys

    @Test func missingKeysPointAtTheMappingThatLacksThem() throws {
        let error = try decodingError(Network.self, "profiles:\n  wifi:\n    bandwidth: 2.5\n")
        #expect(error.kind == .missingKey)
        #expect(error.description == "fixtures/network.yml:3:5: missing key \"latency\" in \"profiles.wifi\"; add \"latency:\" with an integer")
        let top = try decodingError(Network.self, "steps: []\n")
        #expect(top.description == "fixtures/network.yml:1:1: missing key \"profiles\" at the top level; add \"profiles:\" with a mapping")
    }

    @Test func aMisspeltRequiredKeyIsNamedAsUnknown() throws {
        let error = try decodingError(Network.self, "profiles:\n  wifi:\n    latncy: 3\n")
        #expect(error.kind == .unknownKey)
        #expect(error.description == "fixtures/network.yml:3:5: unknown key \"latncy\" in \"profiles.wifi\"; did you mean \"latency\"?")
    }

    @Test func unknownKeysAreAllReportedWithSuggestions() throws {
        let error = try decodingError(
            Network.self,
            """
            profiles:
              wifi:
                latency: 3
                bandwith: 2
            steps:
              - action: tap
                repaets: 2
                colour: red
            """)
        #expect(error.description == """
            fixtures/network.yml:4:5: unknown key "bandwith" in "profiles.wifi"; did you mean "bandwidth"?
            fixtures/network.yml:7:5: unknown key "repaets" in "steps[0]"; did you mean "repeats"?
            fixtures/network.yml:8:5: unknown key "colour" in "steps[0]"; remove it, or use one of the known keys "action", "repeats" and "enabled"
            """)
        #expect(error.allErrors.map(\.kind) == [.unknownKey, .unknownKey, .unknownKey])
    }

    @Test func unknownKeysInAnAliasedMappingAreReportedOnce() throws {
        let error = try decodingError(
            Network.self, "profiles:\n  wifi: &p {latency: 3, jitter: 1}\n  cellular: *p\n")
        #expect(error.description == "fixtures/network.yml:2:25: unknown key \"jitter\" in \"profiles.wifi\"; remove it, or use one of the known keys \"latency\", \"bandwidth\" and \"condition\"")
    }

    @Test func unknownKeysCanBeAccepted() throws {
        struct Loose: Decodable { var name: String }
        struct Holder: Decodable { var loose: Loose }
        var accepting = YAMLDecoder()
        accepting.acceptingUnknownKeys = [Loose.self]
        let holder = try accepting.decode(Holder.self, from: "loose: {name: a, extra: 1}", file: "x.yml")
        #expect(holder.loose.name == "a")
        #expect(throws: YAMLError.self) { try accepting.decode(Holder.self, from: "loose: {name: a}\nother: 1", file: "x.yml") }
        #expect(throws: YAMLError.self) { try YAMLDecoder().decode(Holder.self, from: "loose: {name: a, extra: 1}", file: "x.yml") }

        var lenient = YAMLDecoder()
        lenient.reportsUnknownKeys = false
        #expect(try lenient.decode(Profile.self, from: "latency: 1\nextra: 2", file: "x.yml").latency == 1)
    }

    @Test func aKeyThatIsACollection() throws {
        let error = try decodingError(Profile.self, "latency: 1\n? [a, b]\n: c\n")
        #expect(error.description == "fixtures/network.yml:2:3: unexpected list as a key at the top level; keys here are names; write a plain key")
    }
}
