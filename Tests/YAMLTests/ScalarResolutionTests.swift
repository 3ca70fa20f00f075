import Testing
import YAML

/// The YAML 1.2 core schema, case by case: plain text on the left, the value it must resolve to.
@Suite struct ScalarResolutionTests {
    static let plainCases: [(String, YAMLScalar.Value)] = [
        ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null), ("", .null),
        ("nULL", .string("nULL")),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("tRUE", .string("tRUE")),
        ("0", .int(0)), ("42", .int(42)), ("-17", .int(-17)), ("+8", .int(8)), ("012", .int(12)),
        ("0o17", .int(15)), ("0x1F", .int(31)), ("0xff", .int(255)), ("0o8", .string("0o8")),
        ("0xG", .string("0xG")), ("-0x1", .string("-0x1")), ("1_000", .string("1_000")),
        ("9223372036854775807", .int(Int.max)), ("-9223372036854775808", .int(Int.min)),
        ("9223372036854775808", .double(9_223_372_036_854_775_808)),
        ("1.5", .double(1.5)), ("-0.25", .double(-0.25)), (".5", .double(0.5)), ("1.", .double(1)),
        ("1e3", .double(1000)), ("1.5E+3", .double(1500)), ("2.5e-1", .double(0.25)), ("+.5", .double(0.5)),
        (".inf", .double(.infinity)), ("-.Inf", .double(-.infinity)), ("+.INF", .double(.infinity)),
        ("1e", .string("1e")), (".", .string(".")), ("1.2.3", .string("1.2.3")), ("e3", .string("e3")),
        ("inf", .string("inf")), ("nan", .string("nan")), ("1:30", .string("1:30")),
        ("2024-05-01", .string("2024-05-01")), ("hello world", .string("hello world")),
    ]

    @Test(arguments: plainCases)
    func plainScalarsResolveByTheCoreSchema(text: String, expected: YAMLScalar.Value) throws {
        let node = try YAMLParser().parse("value: \(text)\n", file: "s.yml")["value"]
        #expect(node?.scalar?.value == expected)
        #expect(node?.scalar?.text == text)
    }

    @Test(arguments: [".nan", ".NaN", ".NAN"])
    func notANumber(text: String) throws {
        let node = try YAMLParser().parse(text, file: "s.yml")
        #expect(node.double?.isNaN == true)
    }

    @Test(arguments: ["'12'", "\"true\"", "'~'", "''", "|\n  12\n", "\"0x1F\""])
    func quotedAndBlockScalarsAreStrings(source: String) throws {
        let node = try YAMLParser().parse("value: \(source)", file: "s.yml")["value"]
        guard case .string = node?.scalar?.value else {
            Issue.record("\(source) resolved to \(String(describing: node?.scalar?.value))")
            return
        }
    }

    @Test func accessorsFollowTheResolvedValue() throws {
        let root = try YAMLParser().parse("[3, 1.5, '3', true, ~, x]", file: "s.yml")
        #expect(root[0]?.int == 3)
        #expect(root[0]?.double == 3)
        #expect(root[0]?.string == nil)
        #expect(root[1]?.double == 1.5)
        #expect(root[1]?.int == nil)
        #expect(root[2]?.string == "3")
        #expect(root[2]?.int == nil)
        #expect(root[3]?.bool == true)
        #expect(root[4]?.isNull == true)
        #expect(root[5]?.isNull == false)
        #expect(root.isNull == false)
    }
}
