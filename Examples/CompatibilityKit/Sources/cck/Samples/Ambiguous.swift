import SpecrunKit

/// The `ambiguous` sample's support code, as its reference stream records it.
enum Ambiguous {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("^a (.*?) with (.*?)$") { _, _ in }
        steps.given("^a step with (.*?)$") { _, _ in }
    }
}
