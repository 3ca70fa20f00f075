import SpecrunKit

/// The `skipped-exception` sample's support code, as its reference stream records it.
enum SkippedException {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("I skip a step") { _, _ in throw StepError.skipped("skipping") }
    }
}
