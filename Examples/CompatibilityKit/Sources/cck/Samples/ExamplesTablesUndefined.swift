import SpecrunKit

/// The `examples-tables-undefined` sample's support code, as its reference stream records it.
enum ExamplesTablesUndefined {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("there are {int} cucumbers") { world, arguments in world.cucumbers = try arguments[0] }
        steps.when("I eat {int} cucumbers") { world, arguments in world.cucumbers -= try arguments[0] as Int }
        steps.then("I should have {int} cucumbers") { world, arguments in
            try Assert.strictlyEqual(world.cucumbers, try arguments[0])
        }
    }
}
