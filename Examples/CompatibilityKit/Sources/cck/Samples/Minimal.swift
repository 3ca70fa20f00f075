import SpecrunKit

/// The `minimal` sample's support code, as its reference stream records it.
enum Minimal {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("I have {int} cukes in my belly") { _, _ in }
    }
}
