import SpecrunKit

/// The `skipped-failing-hook` sample's support code, as its reference stream records it.
enum SkippedFailingHook {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("a step that skips") { _, _ in throw StepError.skipped() }
        steps.after { _, _ in throw KitError("whoops") }
    }
}
