import SpecrunKit

/// The `data-tables` sample's support code, as its reference stream records it.
enum DataTables {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.when("the following table is transposed:") { world, arguments in
            let rows = arguments.dataTable?.rows ?? []
            world.table = rows.first.map { first in first.indices.map { column in rows.map { $0[column] } } } ?? []
        }
        steps.then("it should be:") { world, arguments in
            let expected = arguments.dataTable?.rows ?? []
            if world.table != expected { throw KitError("Expected \(expected), got \(world.table)") }
        }
    }
}
