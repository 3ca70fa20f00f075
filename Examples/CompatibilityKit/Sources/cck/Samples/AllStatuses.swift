import SpecrunKit

/// The `all-statuses` sample's support code, as its reference stream records it.
enum AllStatuses {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("^a step$") { _, _ in }
        steps.given("^a failing step$") { _, _ in throw KitError("whoops") }
        steps.given("^a pending step$") { _, _ in throw StepError.pending() }
        steps.given("^a skipped step$") { _, _ in throw StepError.skipped() }
        steps.given("^an ambiguous (.*?)$") { _, _ in }
        steps.given("^(.*?) ambiguous step$") { _, _ in }
    }
}
