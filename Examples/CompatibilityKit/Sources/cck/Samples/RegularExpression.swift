import SpecrunKit

/// The `regular-expression` sample's support code, as its reference stream records it.
enum RegularExpression {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("^a (.*?)(?: and a (.*?))?(?: and a (.*?))?$") { _, _ in }
    }
}
