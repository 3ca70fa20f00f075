// A tiny timing harness that compares the two regex engines the toolchain offers for step matching:
// Foundation's NSRegularExpression (ICU) and Swift's `Regex` (`_StringProcessing`).
//
//     swiftc -O Benchmarks/RegexEngines/main.swift -o /tmp/regex-engines && /tmp/regex-engines
//
// It is not a test: it prints matches per second for a typical compiled Cucumber Expression, on a text that
// matches (capture groups read back as code-point offsets, as `Argument` needs) and on texts that do not.
import Foundation

let pattern = #"^I have ((?:-?\d+)|(?:\d+)) cukes in my ((?:"([^"\\]*(\\.[^"\\]*)*)")|(?:'([^'\\]*(\\.[^'\\]*)*)')) belly$"#
let texts: [(label: String, text: String)] = [
    ("match", #"I have 42 cukes in my "big" belly"#),
    ("no match, first char", #"Given the article "Swift" is cached"#),
    ("no match, late", #"I have 42 cukes in my "big" bellies"#),
]
let iterations = 200_000

func measure(_ label: String, _ body: () -> Int) {
    var checksum = body() // warm up
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations { checksum &+= body() }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let perSecond = Double(iterations) / seconds
    print(label.padding(toLength: 58, withPad: " ", startingAt: 0),
          String(format: "%10.0f matches/s  (%.2f µs each, checksum %d)", perSecond, seconds / Double(iterations) * 1e6, checksum))
}

/// Code-point offset of a UTF-16 offset, the way an `Argument` reports positions.
func codePointOffset(_ utf16Offset: Int, in text: String) -> Int {
    let index = String.Index(utf16Offset: utf16Offset, in: text)
    return text.unicodeScalars.distance(from: text.startIndex, to: index)
}

let ns = try! NSRegularExpression(pattern: pattern)
let swiftRegex = try! Regex(pattern)
let swiftScalarRegex = try! Regex(pattern).matchingSemantics(.unicodeScalar)

for (label, text) in texts {
    measure("NSRegularExpression, \(label)") {
        let range = NSRange(location: 0, length: text.utf16.count)
        guard let match = ns.firstMatch(in: text, options: [], range: range) else { return 0 }
        var sum = 0
        for group in 1..<match.numberOfRanges {
            let r = match.range(at: group)
            if r.location != NSNotFound { sum += codePointOffset(r.location, in: text) }
        }
        return sum
    }
    for (semantics, regex) in [("graphemes", swiftRegex), ("unicode scalars", swiftScalarRegex)] {
        measure("Swift Regex (\(semantics)), \(label)") {
            guard let match = try! regex.wholeMatch(in: text) else { return 0 }
            var sum = 0
            for group in 1..<match.output.count {
                if let r = match.output[group].range { sum += text.unicodeScalars.distance(from: text.startIndex, to: r.lowerBound) }
            }
            return sum
        }
    }
    measure("literal prefix pre-check only, \(label)") {
        text.utf8.starts(with: "I have ".utf8) ? 1 : 0
    }
}
