import SpecrunKit

/// The `doc-strings` sample's support code, as its reference stream records it.
enum DocStrings {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("a doc string:") { _, arguments in
            _ = arguments.docString
        }
    }
}
