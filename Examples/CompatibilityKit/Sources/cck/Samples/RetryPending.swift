import SpecrunKit

/// The `retry-pending` sample's support code, as its reference stream records it.
enum RetryPending {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("a pending step") { _, _ in throw StepError.pending() }
    }
}
