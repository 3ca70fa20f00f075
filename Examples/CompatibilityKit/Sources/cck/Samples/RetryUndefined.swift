import SpecrunKit

/// The `retry-undefined` sample's support code, as its reference stream records it.
enum RetryUndefined {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        _ = steps
    }
}
