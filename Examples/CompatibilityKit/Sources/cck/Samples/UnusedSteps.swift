import SpecrunKit

/// The `unused-steps` sample's support code, as its reference stream records it.
enum UnusedSteps {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("a step that is used") { _, _ in }
        steps.given("a step that is not used") { _, _ in }
    }
}
