import Expressions

/// The registry the fuzzer compiles with: the built-in types and one custom type, as a step
/// library defines them.
let parameterTypes: ParameterTypeRegistry = {
    var registry = ParameterTypeRegistry()
    try! registry.define(ParameterType(name: "revision", regexp: #"r\d+"#, typeName: "Int") { values in
        values.first.flatMap { $0 }.flatMap { Int($0.dropFirst()) }
    })
    return registry
}()

extension FuzzTarget {
    /// libFuzzer's entry point: the first line of the input is a step pattern, the rest a step's text.
    /// The pattern is compiled as a Cucumber Expression and as a regular expression and each is matched
    /// against the text, every argument's value read; then the expressions suggested for the text must
    /// compile and match the text they were made from.
    public static func cucumberExpression(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let (pattern, text) = FuzzInput(data, count).firstLineAndRest
        do {
            let expression = try CucumberExpression(pattern, parameterTypes: parameterTypes)
            readArguments(try expression.match(text))
        } catch {
            require(!error.message.isEmpty, "an error without a message for \(pattern.debugDescription)")
        }
        do {
            let expression = try RegularExpression(pattern, parameterTypes: parameterTypes)
            readArguments(try expression.match(text))
        } catch {
            require(!error.message.isEmpty, "an error without a message for \(pattern.debugDescription)")
        }
        for suggestion in CucumberExpressionGenerator(parameterTypes: parameterTypes).generateExpressions(for: text).prefix(4) {
            _ = suggestion.parameterNames
            do {
                let expression = try CucumberExpression(suggestion.source, parameterTypes: parameterTypes)
                require(try expression.match(text) != nil,
                        "the suggested \(suggestion.source.debugDescription) does not match \(text.debugDescription)")
            } catch {
                fatalError("the suggested \(suggestion.source.debugDescription) for \(text.debugDescription) fails: \(error)")
            }
        }
        return 0
    }
}

/// Reads every argument's text and value; a value that does not fit its type (an `{int}` too big
/// for `Int`) is an error, not a crash.
func readArguments(_ arguments: [Argument]?) {
    for argument in arguments ?? [] {
        _ = argument.text
        _ = try? argument.value()
    }
}
