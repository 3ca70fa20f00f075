import Foundation
import Testing
import YAML

@Suite struct DecodingTests {
    enum Condition: String, Decodable, CaseIterable { case online, offline, flaky }
    enum Priority: Int, Decodable { case low = 1, high = 2 }

    struct Profile: Decodable, Equatable {
        var latency: Int
        var bandwidth: Double?
        var condition: Condition
    }

    struct Network: Decodable, Equatable {
        var name: String
        var profiles: [String: Profile]
        var order: [String]
        var priority: Priority?
        var notes: String?
    }

    let decoder = YAMLDecoder()

    @Test func nestedStructsEnumsOptionalsArraysAndDictionaries() throws {
        let text = """
            name: home
            profiles:
              wifi: {latency: 30, bandwidth: 12.5, condition: online}
              cellular:
                latency: 120
                condition: flaky
            order: [wifi, cellular]
            priority: 2
            notes:
            """
        let network = try decoder.decode(Network.self, from: text, file: "network.yml")
        #expect(
            network
                == Network(
                    name: "home",
                    profiles: [
                        "wifi": Profile(latency: 30, bandwidth: 12.5, condition: .online),
                        "cellular": Profile(latency: 120, bandwidth: nil, condition: .flaky),
                    ],
                    order: ["wifi", "cellular"], priority: .high, notes: nil))
    }

    @Test func bytesAndNodesDecodeLikeText() throws {
        let text = "latency: 5\ncondition: offline\n"
        let expected = Profile(latency: 5, bandwidth: nil, condition: .offline)
        #expect(try decoder.decode(Profile.self, from: Data(text.utf8), file: "p.yml") == expected)
        #expect(try decoder.decode(Profile.self, from: Array(text.utf8), file: "p.yml") == expected)
        let node = try YAMLParser().parse(text, file: "p.yml")
        #expect(try decoder.decode(Profile.self, from: node, file: "p.yml") == expected)
    }

    @Test func topLevelValuesOfEveryShape() throws {
        #expect(try decoder.decode([Int].self, from: "[1, 0x10, 0o7]", file: "t.yml") == [1, 16, 7])
        #expect(try decoder.decode([String: [Bool]].self, from: "a: [true, FALSE]", file: "t.yml") == ["a": [true, false]])
        #expect(try decoder.decode(String.self, from: "hello", file: "t.yml") == "hello")
        #expect(try decoder.decode(Int?.self, from: "~", file: "t.yml") == nil)
        #expect(try decoder.decode([Int?].self, from: "[1, ~, 3]", file: "t.yml") == [1, nil, 3])
        #expect(try decoder.decode([[Int]].self, from: "[[1], [], [2, 3]]", file: "t.yml") == [[1], [], [2, 3]])
        #expect(try decoder.decode([Int: String].self, from: "1: a\n2: b", file: "t.yml") == [1: "a", 2: "b"])
        #expect(try decoder.decode(Set<String>.self, from: "[a, b, a]", file: "t.yml") == ["a", "b"])
    }

    @Test func sizedIntegersAndFloatingPoint() throws {
        struct Numbers: Decodable {
            var i8: Int8, i16: Int16, i32: Int32, i64: Int64
            var u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64
            var f: Float, d: Double, whole: Double, fromWhole: Int, big: Decimal
        }
        let numbers = try decoder.decode(
            Numbers.self,
            from: """
                {i8: -128, i16: 32767, i32: -5, i64: -9223372036854775808, u: 7, u8: 0xFF, u16: 0o17,
                 u32: 4294967295, u64: 18446744073709551615, f: 1.5, d: -.inf, whole: 3, fromWhole: 2.0,
                 big: 12345678901234567890.5}
                """, file: "n.yml")
        #expect(numbers.i8 == -128 && numbers.i16 == 32767 && numbers.i32 == -5 && numbers.i64 == .min)
        #expect(numbers.u == 7 && numbers.u8 == 255 && numbers.u16 == 15 && numbers.u32 == .max && numbers.u64 == .max)
        #expect(numbers.f == 1.5 && numbers.d == -.infinity && numbers.whole == 3 && numbers.fromWhole == 2)
        #expect(numbers.big == Decimal(string: "12345678901234567890.5"))
    }

    @Test func stringsTakeTheTextOfAnyScalar() throws {
        struct Texts: Decodable { var version: String, flag: String, quoted: String, block: String }
        let texts = try decoder.decode(
            Texts.self, from: "version: 1.10\nflag: yes\nquoted: '007'\nblock: |\n  a\n  b\n", file: "s.yml")
        #expect(texts.version == "1.10")
        #expect(texts.flag == "yes")
        #expect(texts.quoted == "007")
        #expect(texts.block == "a\nb\n")
    }

    @Test func urlsAndDates() throws {
        struct Links: Decodable { var home: URL, at: Date, day: Date, epoch: Date, precise: Date }
        let links = try decoder.decode(
            Links.self,
            from: """
                home: https://en.wikipedia.org/wiki/Swift
                at: 2024-05-01T12:00:00Z
                day: 2024-05-01
                epoch: 86400
                precise: 2024-05-01T12:00:00.250+02:00
                """, file: "l.yml")
        #expect(links.home.host == "en.wikipedia.org")
        #expect(links.at == Date(timeIntervalSince1970: 1_714_564_800))
        #expect(links.day == Date(timeIntervalSince1970: 1_714_521_600))
        #expect(links.epoch == Date(timeIntervalSince1970: 86400))
        #expect(links.precise == Date(timeIntervalSince1970: 1_714_557_600.25))
    }

    /// The shape of the Cucumber Expressions conformance data: a list mixing types, and a key
    /// present with a null value told apart from a missing key.
    struct MatchingCase: Decodable {
        var expression: String
        var text: String?
        var expected_args: YAMLNode?
        var exception: String?
    }

    @Test func anyValueFieldsKeepNullApartFromMissing() throws {
        let mixed = try decoder.decode(
            MatchingCase.self, from: "expression: x\ntext: y\nexpected_args:\n- 3\n- 1.5E+3\n- '0.22'\n- ~\n", file: "m.yaml")
        let args = try #require(mixed.expected_args?.sequence)
        #expect(args.map(\.description) == ["3", "1.5E+3", "'0.22'", "~"])
        #expect(args[0].int == 3)
        #expect(args[1].double == 1500)
        #expect(args[2].string == "0.22")
        #expect(args[3].isNull)

        let noMatch = try decoder.decode(MatchingCase.self, from: "expression: x\ntext: y\nexpected_args:\n", file: "m.yaml")
        #expect(noMatch.expected_args?.isNull == true)
        let failing = try decoder.decode(MatchingCase.self, from: "expression: x\nexception: boom\n", file: "m.yaml")
        #expect(failing.expected_args == nil)
        #expect(failing.exception == "boom")
    }

    @Test func anyValueKeepsItsMarks() throws {
        struct Holder: Decodable { var value: YAMLNode; var list: [YAMLNode] }
        let holder = try decoder.decode(Holder.self, from: "value: {a: 1}\nlist: [x, 2]\n", file: "h.yml")
        #expect((holder.value.line, holder.value.column) == (1, 8))
        #expect(holder.value["a"]?.int == 1)
        #expect(holder.list.map(\.description) == ["x", "2"])
    }

    @Test func locatedValuesRememberWhereTheyStand() throws {
        struct Step: Decodable { var article: YAMLLocated<String>; var profile: YAMLLocated<Profile>? }
        let steps = try decoder.decode(
            [Step].self, from: "- article: Swift\n- article: Nowhere\n  profile: {latency: 1, condition: online}\n",
            file: "steps.yml")
        #expect(steps[0].article == YAMLLocated("Swift", file: "steps.yml", line: 1, column: 12))
        #expect(steps[0].profile == nil)
        #expect(steps[1].profile?.value.latency == 1)
        #expect((steps[1].profile?.line, steps[1].profile?.column) == (3, 12))
        let error = steps[1].article.error("no article named \"Nowhere\"", hint: "define it under \"articles:\"")
        #expect(error.description == "steps.yml:2:12: no article named \"Nowhere\"; define it under \"articles:\"")
        let wrong = try #require(throws: YAMLError.self) {
            try decoder.decode(Step.self, from: "article: [a]", file: "steps.yml")
        }
        #expect(wrong.description == "steps.yml:1:10: expected a string for \"article\", found a list")
    }

    @Test func customDecodersUseNestedContainersAndSuperDecoders() throws {
        class Base: Decodable {
            var id: String
            required init(from decoder: any Decoder) throws {
                id = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .id)
            }
            enum Keys: String, CodingKey { case id }
        }
        final class Article: Base {
            var title: String
            var revisions: [Int]
            var first: Int
            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                let meta = try container.nestedContainer(keyedBy: Keys.self, forKey: .meta)
                title = try meta.decode(String.self, forKey: .title)
                var list = try container.nestedUnkeyedContainer(forKey: .revisions)
                var revisions: [Int] = []
                while !list.isAtEnd { revisions.append(try list.decode(Int.self)) }
                self.revisions = revisions
                var again = try container.nestedUnkeyedContainer(forKey: .revisions)
                first = try Int(from: again.superDecoder())
                try super.init(from: container.superDecoder(forKey: .base))
            }
            enum Keys: String, CodingKey { case meta, title, revisions, base }
        }
        let article = try decoder.decode(
            Article.self, from: "meta: {title: Swift}\nrevisions: [4, 5]\nbase: {id: a1}\n", file: "a.yml")
        #expect(article.title == "Swift")
        #expect(article.revisions == [4, 5])
        #expect(article.first == 4)
        #expect(article.id == "a1")
    }

    @Test func enumsWithAssociatedValues() throws {
        enum Action: Decodable, Equatable { case tap(x: Int), wait(seconds: Double), quit }
        let actions = try decoder.decode(
            [Action].self, from: "- tap: {x: 3}\n- wait: {seconds: 1.5}\n- quit: {}\n", file: "a.yml")
        #expect(actions == [.tap(x: 3), .wait(seconds: 1.5), .quit])
    }

    @Test func deeplyNestedValuesDecodeWithoutExhaustingTheStack() throws {
        final class Nest: Decodable { var next: Nest? }
        let text = String(repeating: "{next: ", count: 255) + "~" + String(repeating: "}", count: 255)
        var nest: Nest? = try decoder.decode(Nest.self, from: text, file: "deep.yml")
        var depth = 0
        while let inner = nest?.next { nest = inner; depth += 1 }
        #expect(depth == 254)
        let node = try YAMLParser().parse(text, file: "deep.yml")
        // Comparing and hashing walk all 255 levels: equal to the same text parsed again, unequal
        // to one that differs only at the innermost value.
        let again = try YAMLParser().parse(text, file: "deep.yml")
        let innermostDiffers = try YAMLParser().parse(text.replacingOccurrences(of: "~", with: "1"), file: "deep.yml")
        #expect(node == again)
        #expect(node.hashValue == again.hashValue)
        #expect(node != innermostDiffers)
        #expect(node.description.count == text.count)
    }

    @Test func decodingIsIndependentAcrossThreads() async throws {
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for value in 0..<16 {
                group.addTask { try YAMLDecoder().decode([String: Int].self, from: "v: \(value)", file: "t.yml")["v"]! }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.sorted() == Array(0..<16))
    }

    @Test func typesCanStillCatchDecodingErrors() throws {
        struct Defaulted: Decodable {
            var retries: Int
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                do {
                    retries = try container.decode(Int.self, forKey: .retries)
                } catch DecodingError.keyNotFound {
                    retries = 3
                }
            }
            enum Keys: CodingKey { case retries }
        }
        #expect(try decoder.decode(Defaulted.self, from: "{}", file: "d.yml").retries == 3)
    }

    @Test func userInfoReachesTheTypes() throws {
        struct Probe: Decodable {
            var seen: String
            init(from decoder: any Decoder) throws { seen = decoder.userInfo[Self.key] as? String ?? "nothing" }
            static let key = CodingUserInfoKey(rawValue: "probe")!
        }
        var decoder = YAMLDecoder()
        decoder.userInfo[Probe.key] = "hello"
        #expect(try decoder.decode(Probe.self, from: "{}", file: "p.yml").seen == "hello")
    }
}
