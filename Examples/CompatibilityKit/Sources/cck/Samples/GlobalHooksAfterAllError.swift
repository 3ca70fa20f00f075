import SpecrunKit

/// The `global-hooks-afterall-error` sample's support code, as its reference stream records it.
enum GlobalHooksAfterAllError {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.beforeAll { _ in }
        steps.beforeAll { _ in }
        steps.when("a step passes") { _, _ in }
        steps.afterAll { _ in }
        steps.afterAll { _ in throw KitError("AfterAll hook went wrong") }
        steps.afterAll { _ in }
    }
}
