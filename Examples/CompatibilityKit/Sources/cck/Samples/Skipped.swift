import SpecrunKit

/// The `skipped` sample's support code, as its reference stream records it.
enum Skipped {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("a step that does not skip") { _, _ in }
        steps.given("a step that is skipped") { _, _ in }
        steps.given("I skip a step") { _, _ in throw StepError.skipped() }
    }
}
