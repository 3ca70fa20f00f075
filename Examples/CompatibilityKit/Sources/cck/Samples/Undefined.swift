import SpecrunKit

/// The `undefined` sample's support code, as its reference stream records it.
enum Undefined {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("an implemented step") { _, _ in }
        steps.given("a step that will be skipped") { _, _ in }
    }
}
