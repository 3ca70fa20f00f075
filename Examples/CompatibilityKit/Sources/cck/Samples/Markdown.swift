import SpecrunKit

/// The `markdown` sample's support code, as its reference stream records it.
enum Markdown {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("some TypeScript code:") { _, arguments in _ = arguments.docString }
        steps.given("some classic Gherkin:") { _, arguments in _ = arguments.docString }
        steps.when("we use a data table and attach something and then {word}") { _, arguments in
            _ = arguments.dataTable
            let what: String = try arguments[0]
            arguments.log("We are logging some plain text (\(what))")
            if what == "fail" { throw KitError("You asked me to fail") }
        }
        steps.then("this might or might not run") { _, _ in }
    }
}
