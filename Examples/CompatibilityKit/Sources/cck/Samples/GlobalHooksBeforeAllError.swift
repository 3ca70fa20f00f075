import SpecrunKit

/// The `global-hooks-beforeall-error` sample's support code, as its reference stream records it.
enum GlobalHooksBeforeAllError {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.beforeAll { _ in }
        steps.beforeAll { _ in throw KitError("BeforeAll hook went wrong") }
        steps.beforeAll { _ in }
        steps.when("a step passes") { _, _ in }
        steps.afterAll { _ in }
        steps.afterAll { _ in }
    }
}
