import SpecrunKit

/// The `multiple-features-reversed` sample's support code: the same definition as `multiple-features`.
enum MultipleFeaturesReversed {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        MultipleFeatures.register(&steps)
    }
}
