import SpecrunKit

/// The `multiple-features` sample's support code, as its reference stream records it.
enum MultipleFeatures {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("an order for {string}") { _, _ in }
    }
}
