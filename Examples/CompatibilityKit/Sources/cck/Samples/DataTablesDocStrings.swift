import SpecrunKit

/// The `data-tables-doc-strings` sample's support code, as its reference stream records it.
enum DataTablesDocStrings {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("a step with a data table a doc string") { _, arguments in
            _ = (arguments.dataTable, arguments.docString)
        }
        steps.given("a step with a doc string a data table") { _, arguments in
            _ = (arguments.docString, arguments.dataTable)
        }
    }
}
