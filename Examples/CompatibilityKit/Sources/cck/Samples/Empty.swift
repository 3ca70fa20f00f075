import SpecrunKit

/// The `empty` sample's support code, as its reference stream records it.
enum Empty {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        _ = steps
    }
}
