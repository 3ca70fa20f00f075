import SpecrunKit

/// The `hooks` sample's support code, as its reference stream records it.
enum Hooks {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.before { _, _ in }
        steps.when("a step passes") { _, _ in }
        steps.when("a step fails") { _, _ in throw KitError("Exception in step") }
        steps.after { _, _ in }
    }
}
