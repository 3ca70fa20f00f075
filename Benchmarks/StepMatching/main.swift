// Times step matching as the runner does it: one step text tried against every step definition.
// Compiled together with the module's sources (no package target needed):
//
//     swiftc -O -module-name Expressions $(find Sources/Expressions -name '*.swift') \
//         Benchmarks/StepMatching/main.swift -o /tmp/step-matching && /tmp/step-matching
//
// Not a test: it prints matches per second.
import Foundation

let registry = ParameterTypeRegistry()
let iterations = 200_000

func measure(_ label: String, _ body: () throws -> Int) rethrows {
    var checksum = try body() // warm up
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations { checksum &+= try body() }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print(label.padding(toLength: 62, withPad: " ", startingAt: 0),
          String(format: "%11.0f /s  (%.3f µs each, checksum %d)", Double(iterations) / seconds,
                 seconds / Double(iterations) * 1e6, checksum))
}

let cukes = try CucumberExpression("I have {int} cukes in my {string} belly", parameterTypes: registry)
let text = #"I have 42 cukes in my "big" belly"#
try measure("CucumberExpression, match + typed values") {
    try cukes.match(text)!.reduce(0) { sum, argument in sum + (try argument.value() == nil ? 0 : 1) }
}
try measure("CucumberExpression, match only") {
    try cukes.match(text)!.count
}
try measure("CucumberExpression, no match (literal prefix differs)") {
    try cukes.match(#"Given the article "Swift" is cached"#) == nil ? 0 : 1
}
try measure("CucumberExpression, no match (prefix and suffix fit)") {
    try cukes.match(#"I have many cukes in my "big" belly"#) == nil ? 0 : 1
}
let regex = try RegularExpression(#"^I have (\d+) cukes in my "([^"]*)" belly$"#, parameterTypes: registry)
try measure("RegularExpression, match + typed values") {
    try regex.match(text)!.reduce(0) { sum, argument in sum + (try argument.value() == nil ? 0 : 1) }
}

// A library of 60 step definitions; each text below is tried against all of them.
var definitions: [any StepExpression] = []
for verb in ["open", "close", "refresh", "cache", "evict", "load"] {
    for noun in ["article", "page", "revision", "balance", "account"] {
        definitions.append(try CucumberExpression("the user {word}s the \(noun) {string} (again)", parameterTypes: registry))
        definitions.append(try CucumberExpression("I \(verb) the \(noun) {string} after {int} second(s)", parameterTypes: registry))
    }
}
for step in [#"I load the article "Swift" after 3 seconds"#, "the network is offline"] {
    try measure("'\(step.prefix(20))…' against 60 definitions") {
        var found = 0
        for definition in definitions where try definition.match(step) != nil { found += 1 }
        return found
    }
}
