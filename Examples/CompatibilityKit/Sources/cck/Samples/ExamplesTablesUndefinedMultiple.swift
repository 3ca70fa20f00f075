import SpecrunKit

/// The `examples-tables-undefined-multiple` sample's support code: the same definitions as `examples-tables-undefined`.
enum ExamplesTablesUndefinedMultiple {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        ExamplesTablesUndefined.register(&steps)
    }
}
