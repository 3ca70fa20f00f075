import SpecrunKit

/// The `hooks-undefined` sample's support code, as its reference stream records it.
enum HooksUndefined {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.before { _, _ in }
        steps.after { _, _ in }
    }
}
