import SpecrunKit

/// The `pending-exception` sample's support code, as its reference stream records it.
enum PendingException {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("an unimplemented pending step") { _, _ in throw StepError.pending("TODO") }
    }
}
