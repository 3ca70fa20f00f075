/// Where the parser stands in the grammar (see `Grammar`): which block it is in and what it has
/// just read there, plus whether scenarios now go into the feature or into a rule.
struct ParserState: Sendable {
    /// A block of the grammar that starts with a keyword line and may have a description.
    enum Block: UInt8, Sendable {
        case feature, rule, background, scenario, examples
    }

    /// What a step has carried so far.
    enum StepArgument: UInt8, Sendable {
        case none, dataTable, docString, dataTableThenDocString, docStringThenDataTable
    }

    /// Which block a run of tag lines belongs to.
    enum TagsOwner: UInt8, Sendable {
        case scenario, examples, rule
    }

    enum Phase: Sendable, Equatable {
        /// Before anything but comments and empty lines.
        case start
        /// After `# language:`.
        case afterLanguage
        case featureTags
        /// Right after a block's keyword line: empty lines are skipped, text starts a description.
        case header(Block)
        case description(Block)
        case tags(TagsOwner)
        /// After a step line of a background or scenario, and what the step carries so far.
        case step(Block, StepArgument)
        /// Inside a doc string of a step of a background or scenario.
        case docString(Block, afterDataTable: Bool)
        case examplesTable
        case finished
    }

    var phase: Phase = .start
    /// Whether the blocks now being read belong to a rule rather than directly to the feature.
    var inRule = false

    /// The node that holds scenarios and backgrounds here: the current rule or the feature.
    var container: Grammar.Rule { inRule ? .rule : .feature }
}
