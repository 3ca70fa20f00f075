import SpecrunKit

/// The `test-run-exception` sample's support code, as its reference stream records it.
enum TestRunException {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("a step") { _, _ in }
    }
}
