import SpecrunKit

/// The `examples-tables` sample's support code, as its reference stream records it.
enum ExamplesTables {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("there are {int} cucumbers") { world, arguments in world.cucumbers = try arguments[0] }
        steps.given("there are {int} friends") { world, arguments in world.friends = try arguments[0] }
        steps.when("I eat {int} cucumbers") { world, arguments in world.cucumbers -= try arguments[0] as Int }
        steps.then("I should have {int} cucumbers") { world, arguments in
            try Assert.strictlyEqual(world.cucumbers, try arguments[0])
        }
        steps.then("each person can eat {int} cucumbers") { world, arguments in
            try Assert.strictlyEqual(world.cucumbers / (world.friends + 1), try arguments[0])
        }
    }
}
