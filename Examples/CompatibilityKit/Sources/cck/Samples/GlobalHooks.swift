import SpecrunKit

/// The `global-hooks` sample's support code, as its reference stream records it.
enum GlobalHooks {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.beforeAll { _ in }
        steps.beforeAll { _ in }
        steps.when("a step passes") { _, _ in }
        steps.when("a step fails") { _, _ in throw KitError("Exception in step") }
        steps.afterAll { _ in }
        steps.afterAll { _ in }
    }
}
