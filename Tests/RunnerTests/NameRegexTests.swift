import Foundation
import Testing
@testable import Runner
import SpecrunKit

/// `--name`'s regular expressions: the same answers as ICU (`NSRegularExpression`) on the syntax
/// they share, in time proportional to the name whatever the pattern, and every refusal placed.
@Suite struct NameRegexTests {
    static let names = ["", "Offline w/ warm cache", "Online w/ cold cache", "A newer revision exists", "aaaaab", "AbC_12 3",
                        "x.y", "refresh: 1042 → 1043", "Café crème", "a\tb", "[wip] Coming to the foreground", "the 2. revision"]

    @Test(arguments: [
        "cache", "^Off", "cache$", "^$", "w/ (warm|cold)", "c.ld", "[A-Z]", "[^a-z ]", "\\d+", "\\D\\d", "\\w+$", "\\s\\S", "\\bcache\\b",
        "\\Bach", "(?i)OFFLINE", "(?i:CAFÉ) crème", "a{2,3}b", "a{5}", "a{6}", "a{2,}b", "(ab|a)*b", "(a+)+$", "x\\.y", "\\[wip\\]",
        "[\\d_]", "colou?r", "re(fresh)?:", "1042 → 10[0-9]{2}", "a*?b", "(?:on|off)line", "(?<w>warm)", "\\x41", "\\u00e9",
        "\\Qx.y\\E", "[-a]", "[a-]", "[]a]", "Online|Offline", "|", "()", "a|", "(?i)[a-c]{3}", "^[^\\s]+$", "\\t", "é",
    ])
    func answersAsICUDoes(_ pattern: String) throws {
        let ours = try NameRegex(pattern)
        let icu = try NSRegularExpression(pattern: pattern)
        for name in Self.names {
            let expected = icu.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
            #expect(ours.matches(name) == expected, "\(pattern) on \(name)")
        }
    }

    /// Patterns that make a backtracking engine take exponential time (ICU took 7 s on 36
    /// characters of `(a+)+$`, doubling with each one more) take milliseconds on 20,000.
    @Test(arguments: ["(a+)+$", "(a|aa)*$", "(a*)*b", "(.*a){20}", "^(\\w+\\s?)*$"])
    func catastrophicPatternsRunInLinearTime(_ pattern: String) throws {
        let regex = try NameRegex(pattern)
        let name = String(repeating: "a", count: 20_000) + "!"
        let start = Date()
        _ = regex.matches(name)
        #expect(Date().timeIntervalSince(start) < 2, "\(pattern)")
    }

    @Test(arguments: [
        ("a(b", 1, "this '(' is never closed"),
        ("ab)", 2, "this ')' closes no group"),
        ("[abc", 0, "this '[' is never closed"),
        ("*a", 0, "'*' follows nothing it could repeat"),
        ("a**", 2, "a quantifier follows another"),
        ("a++", 1, "possessive quantifiers are not supported"),
        ("(?=a)", 0, "lookahead and lookbehind are not supported"),
        ("(?<!a)", 0, "lookahead and lookbehind are not supported"),
        ("(a)\\1", 3, "backreferences are not supported"),
        ("(?>a)", 0, "atomic groups are not supported"),
        ("[z-a]", 1, "the range z-a is backwards"),
        ("a{3,1}", 1, "{3,1} repeats at least more times than at most"),
        ("a{1001}", 2, "a count over 1000"),
        ("(a{1000}){10}", 0, "the pattern is too large (it would take more than 5000 instructions)"),
        ("\\y", 0, "unknown escape \\y"),
        ("\\p{L}", 0, "Unicode property classes (\\p{…}) are not supported"),
        ("a\\", 1, "the pattern ends with '\\'"),
        ("(?x)a", 0, "unknown group syntax '(?x'"),
    ])
    func refusalsAreNamedAtTheirColumn(_ pattern: String, offset: Int, message: String) {
        #expect(throws: (any Error).self) { try NameRegex(pattern) }
        do {
            _ = try NameRegex(pattern)
        } catch {
            #expect(error.offset == offset, "\(pattern)")
            #expect(error.message == message, "\(pattern)")
        }
    }

    @Test func nestingIsBounded() {
        #expect(throws: NameRegexError.self) { try NameRegex(String(repeating: "(", count: 100_000)) }
        #expect(throws: Never.self) { try NameRegex(String(repeating: "(", count: 500) + String(repeating: ")", count: 500)) }
    }
}

/// Random patterns over a few pieces, on random names of `a`, `b` and spaces: where ICU compiles a
/// pattern and specrun does too, they answer alike (a seeded generator, so a failure repeats).
@Test func randomPatternsAnswerAsICUDoes() throws {
    let pieces = ["a", "b", "(", ")", "(?:", "|", "*", "+", "?", "{1,2}", "[ab]", "[^a]", ".", "^", "$", "\\b", "\\w", " ", "(?i)A"]
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
    var compared = 0
    for _ in 0..<3_000 {
        let pattern = (0..<(1 + next(7))).map { _ in pieces[next(pieces.count)] }.joined()
        guard let icu = try? NSRegularExpression(pattern: pattern), let ours = try? NameRegex(pattern) else { continue }
        compared += 1
        for _ in 0..<8 {
            let name = String((0..<next(7)).map { _ in ["a", "b", " ", "A"][next(4)] })
            let expected = icu.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
            #expect(ours.matches(name) == expected, "\(pattern) on \"\(name)\"")
        }
    }
    #expect(compared > 1_000)
}
