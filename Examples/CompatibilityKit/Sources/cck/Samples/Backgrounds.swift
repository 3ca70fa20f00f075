import SpecrunKit

/// The `backgrounds` sample's support code, as its reference stream records it.
enum Backgrounds {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("an order for {string}") { _, _ in }
        steps.when("an action") { _, _ in }
        steps.then("an outcome") { _, _ in }
    }
}
