import SpecrunKit

/// The `hooks-attachment` sample's support code, as its reference stream records it.
enum HooksAttachment {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.before { _, context in
            context.attach(try SampleFile.bytes("cucumber.svg", nextTo: context), mediaType: "image/svg+xml")
        }
        steps.when("a step passes") { _, _ in }
        steps.after { _, context in
            context.attach(try SampleFile.bytes("cucumber.svg", nextTo: context), mediaType: "image/svg+xml")
        }
    }
}
