import SpecrunKit

/// The `hooks-named` sample's support code, as its reference stream records it.
enum HooksNamed {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.before(name: "A named before hook") { _, _ in }
        steps.when("a step passes") { _, _ in }
        steps.after(name: "A named after hook") { _, _ in }
    }
}
