import SpecrunKit

/// The `pending` sample's support code, as its reference stream records it.
enum Pending {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("an implemented non-pending step") { _, _ in }
        steps.given("an implemented step that is skipped") { _, _ in }
        steps.given("an unimplemented pending step") { _, _ in throw StepError.pending() }
    }
}
