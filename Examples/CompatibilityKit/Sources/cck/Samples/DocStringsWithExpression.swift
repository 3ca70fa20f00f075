import SpecrunKit

/// The `doc-strings-with-expression` sample's support code, as its reference stream records it.
enum DocStringsWithExpression {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("a {string} with a doc string:") { _, arguments in
            _ = arguments.docString
        }
    }
}
