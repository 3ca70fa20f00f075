import SpecrunKit

/// The `data-tables-with-expression` sample's support code, as its reference stream records it.
enum DataTablesWithExpression {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("a {string} with a table") { _, arguments in
            _ = arguments.dataTable
        }
    }
}
