import SpecrunKit

/// The `retry-ambiguous` sample's support code, as its reference stream records it.
enum RetryAmbiguous {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("an ambiguous step") { _, _ in }
        steps.given("an ambiguous step") { _, _ in }
    }
}
