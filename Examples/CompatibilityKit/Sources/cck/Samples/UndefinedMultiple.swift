import SpecrunKit

/// The `undefined-multiple` sample's support code: the same definitions as `undefined`.
enum UndefinedMultiple {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        Undefined.register(&steps)
    }
}
