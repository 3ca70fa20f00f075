import SpecrunKit

/// The `parameter-types` sample's support code, as its reference stream records it.
enum ParameterTypes {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.defineParameterType("flight", matching: "([A-Z]{3})-([A-Z]{3})") { groups in
            Flight(from: groups[0] ?? "", to: groups[1] ?? "")
        }
        steps.given("{flight} has been delayed") { _, arguments in
            let flight: Flight = try arguments[0]
            try Assert.strictlyEqual(flight.from, "LHR")
            try Assert.strictlyEqual(flight.to, "CDG")
        }
    }
}

/// The `{flight}` parameter type's value: `LHR-CDG`.
struct Flight: Sendable {
    let from: String
    let to: String
}
