/// A parsed feature file kept as compactly as writing its pickle messages needs: its texts
/// escaped for JSON in one block of bytes, and flat tables of scenarios, steps, examples, rows,
/// cells and tags that refer to each other by index, instead of a tree of values and strings.
/// It is made by `GherkinParser.parseForPickles` and written by `GherkinMessages.writePickles`,
/// with the same ids and the same bytes as the `GherkinDocument` of the same source.
///
/// ```swift
/// var ids = IdGenerator()
/// let text = "Feature: Cache\n  Scenario: Offline\n    Given the device is offline\n"
/// let document = try GherkinParser().parseForPickles(text, uri: "cache.feature", ids: &ids).get()
/// var later = ids.reserve(document.pickleIdCount)  // the pickles' ids, set aside
/// var json = JSONWriter()
/// GherkinMessages.writePickles(of: document, ids: &later, to: &json)  // {"pickle":{…}}, a newline
/// ```
package struct CompactDocument: Sendable {
    typealias Text = TextStore.Reference

    /// What a feature holds, in order; a rule's children follow its marker.
    enum Child: Sendable {
        case background(steps: Range<Int>)
        case scenario(Int)
        case rule(tags: Range<Int>)
    }

    /// Ids are kept as their JSON text, `"12"`, as they are written again and again.
    struct Scenario: Sendable {
        var id: Text
        var location: Location
        var name: Text
        var tags: Range<Int>
        var steps: Range<Int>
        var examples: Range<Int>
    }

    struct Step: Sendable {
        var id: Text
        var keywordType: StepKeywordType?
        var text: Text
        /// The rows of its data table (none: no table), and the line of the first.
        var tableRows: Range<Int> = 0..<0
        var tableLine = 0
        var docString: DocString?
    }

    struct DocString: Sendable {
        var line: Int
        var content: Text
        var mediaType: Text?
    }

    struct Examples: Sendable {
        var tags: Range<Int>
        /// The header row, then the body rows; none without a table.
        var rows: Range<Int>
    }

    struct Row: Sendable {
        var id: Text
        var location: Location
        var cells: Range<Int>
    }

    struct Tag: Sendable {
        var id: Text
        var name: Text
    }

    let texts: TextStore
    var uri = Text.empty
    var language = Text.empty
    /// Whether the source has a feature (an empty file has no pickles).
    var hasFeature = false
    var featureTags: Range<Int> = 0..<0
    var children: [Child] = []
    var scenarios: [Scenario] = []
    var steps: [Step] = []
    var examples: [Examples] = []
    var rows: [Row] = []
    var cells: [Text] = []
    var tags: [Tag] = []

    init(sourceSize: Int) {
        texts = TextStore(capacity: sourceSize + sourceSize / 4)
    }

    /// How many ids writing the pickles takes (one per pickle and per pickle step), to set
    /// aside with `IdGenerator.reserve` when they are written later or elsewhere.
    package var pickleIdCount: Int {
        var total = 0
        forEachPickle { plan in total += 1 + stepCount(of: plan) }
        return total
    }
}
