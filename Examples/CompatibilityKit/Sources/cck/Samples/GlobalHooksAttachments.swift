import SpecrunKit

/// The `global-hooks-attachments` sample's support code, as its reference stream records it.
enum GlobalHooksAttachments {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        steps.beforeAll { context in context.attach("Attachment from BeforeAll hook", mediaType: "text/plain") }
        steps.when("a step passes") { _, _ in }
        steps.afterAll { context in context.attach("Attachment from AfterAll hook", mediaType: "text/plain") }
    }
}
