import SpecrunKit

/// The `retry` sample's support code, as its reference stream records it.
enum Retry {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("a step that always passes") { _, _ in }
        steps.given("a step that passes the second time") { world, _ in
            if world.attempt < 1 { throw KitError("Exception in step") }
        }
        steps.given("a step that passes the third time") { world, _ in
            if world.attempt < 2 { throw KitError("Exception in step") }
        }
        steps.given("a step that always fails") { _, _ in throw KitError("Exception in step") }
    }
}
