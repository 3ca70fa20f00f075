import SpecrunKit

/// The `hooks-conditional` sample's support code, as its reference stream records it.
enum HooksConditional {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.before(tags: "@passing-hook") { _, _ in }
        steps.before(tags: "@fail-before") { _, _ in throw KitError("Exception in conditional hook") }
        steps.when("a step passes") { _, _ in }
        steps.after(tags: "@fail-after") { _, _ in throw KitError("Exception in conditional hook") }
        steps.after(tags: "@passing-hook") { _, _ in }
    }
}
