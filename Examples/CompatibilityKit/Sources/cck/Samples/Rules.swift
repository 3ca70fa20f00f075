import SpecrunKit

/// The `rules` sample's support code, as its reference stream records it.
enum Rules {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("the customer has {int} cents") { world, arguments in world.cents = try arguments[0] }
        steps.given("there are chocolate bars in stock") { world, _ in world.chocolateBarsInStock = true }
        steps.given("there are no chocolate bars in stock") { world, _ in world.chocolateBarsInStock = false }
        steps.when("the customer tries to buy a {int} cent chocolate bar") { world, arguments in
            let price: Int = try arguments[0]
            if world.chocolateBarsInStock, world.cents >= price {
                world.cents -= price
                world.saleHappened = true
            }
        }
        steps.then("the sale should not happen") { world, _ in try Assert.strictlyEqual(world.saleHappened, false) }
        steps.then("the sale should happen") { world, _ in try Assert.strictlyEqual(world.saleHappened, true) }
    }
}
