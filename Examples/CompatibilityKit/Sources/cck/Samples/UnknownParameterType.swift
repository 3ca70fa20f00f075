import SpecrunKit

/// The `unknown-parameter-type` sample's support code, as its reference stream records it.
enum UnknownParameterType {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("{airport} is closed because of a strike") { _, _ in
            throw KitError("Should not be called because airport parameter type has not been defined")
        }
    }
}
