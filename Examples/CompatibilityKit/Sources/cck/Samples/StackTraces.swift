import SpecrunKit

/// The `stack-traces` sample's support code, as its reference stream records it.
enum StackTraces {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.when("a step throws an exception") { _, _ in throw KitError("BOOM") }
    }
}
