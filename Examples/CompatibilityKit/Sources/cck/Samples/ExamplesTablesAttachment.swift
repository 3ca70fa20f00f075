import SpecrunKit

/// The `examples-tables-attachment` sample's support code, as its reference stream records it.
enum ExamplesTablesAttachment {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.when("a JPEG image is attached") { _, arguments in
            arguments.attach(try SampleFile.bytes("cucumber.jpeg", nextTo: arguments.context), mediaType: "image/jpeg")
        }
        steps.when("a PNG image is attached") { _, arguments in
            arguments.attach(try SampleFile.bytes("cucumber.png", nextTo: arguments.context), mediaType: "image/png")
        }
    }
}
