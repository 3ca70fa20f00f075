import SpecrunKit

/// The `cdata` sample's support code, as its reference stream records it.
enum CData {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.given("I have {int} <![CDATA[cukes]]> in my belly") { _, _ in }
    }
}
