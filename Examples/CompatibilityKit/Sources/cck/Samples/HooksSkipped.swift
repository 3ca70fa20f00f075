import SpecrunKit

/// The `hooks-skipped` sample's support code, as its reference stream records it.
enum HooksSkipped {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.before { _, _ in }
        steps.before(tags: "@skip-before") { _, _ in throw StepError.skipped() }
        steps.before { _, _ in }
        steps.given("a normal step") { _, _ in }
        steps.given("a step that skips") { _, _ in throw StepError.skipped() }
        steps.after { _, _ in }
        steps.after(tags: "@skip-after") { _, _ in throw StepError.skipped() }
        steps.after { _, _ in }
    }
}
