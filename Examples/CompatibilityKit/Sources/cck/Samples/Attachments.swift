import SpecrunKit

/// The `attachments` sample's support code, as its reference stream records it.
enum Attachments {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.when("the string {string} is attached as {string}") { _, arguments in
            arguments.attach(try arguments[0] as String, mediaType: try arguments[1])
        }
        steps.when("the string {string} is logged") { _, arguments in
            arguments.log(try arguments[0])
        }
        steps.when("text with ANSI escapes is logged") { _, arguments in
            arguments.log("This displays a \u{1b}[31mr\u{1b}[0m\u{1b}[91ma\u{1b}[0m\u{1b}[33mi\u{1b}[0m\u{1b}[32mn\u{1b}[0m"
                + "\u{1b}[34mb\u{1b}[0m\u{1b}[95mo\u{1b}[0m\u{1b}[35mw\u{1b}[0m")
        }
        steps.when("the following string is attached as {string}:") { _, arguments in
            arguments.attach(arguments.docString?.content ?? "", mediaType: try arguments[0])
        }
        steps.when("an array with {int} bytes is attached as {string}") { _, arguments in
            let count: Int = try arguments[0]
            arguments.attach((0..<count).map { UInt8($0 % 256) }, mediaType: try arguments[1])
        }
        steps.when("a PDF document is attached and renamed") { _, arguments in
            arguments.attach(try SampleFile.bytes("document.pdf", nextTo: arguments.context), mediaType: "application/pdf",
                             fileName: "renamed.pdf")
        }
        steps.when("a link to {string} is attached") { _, arguments in
            arguments.link(try arguments[0])
        }
        steps.when("the string {string} is attached as {string} before a failure") { _, arguments in
            arguments.attach(try arguments[0] as String, mediaType: try arguments[1])
            throw KitError("whoops")
        }
    }
}
