/// The grammar of Gherkin, as the official parsers (cucumber/gherkin v42) read it. Each line of a
/// file is one token (`#StepLine`, `#TableRow`, …, see `TokenType`); rules marked `!` become AST
/// nodes; `#Empty` and `#Comment` lines may stand between any two tokens outside descriptions
/// and doc strings.
///
///     GherkinDocument!   := Feature?
///     Feature!           := FeatureHeader Background? ScenarioDefinition* Rule*
///     FeatureHeader!     := #Language? Tags? #FeatureLine DescriptionHelper
///     Rule!              := RuleHeader Background? ScenarioDefinition*
///     RuleHeader!        := Tags? #RuleLine DescriptionHelper
///     Background!        := #BackgroundLine DescriptionHelper Step*
///     ScenarioDefinition!:= Tags? Scenario        -- tags belong here only if a #ScenarioLine follows
///     Scenario!          := #ScenarioLine DescriptionHelper Step* ExamplesDefinition*
///     ExamplesDefinition!:= Tags? Examples        -- tags belong here only if an #ExamplesLine follows
///     Examples!          := #ExamplesLine DescriptionHelper ExamplesTable?
///     ExamplesTable!     := #TableRow+
///     Step!              := #StepLine StepArgument?
///     StepArgument       := DataTable DocString? | DocString DataTable?
///     DataTable!         := #TableRow+
///     DocString!         := #DocStringSeparator #Other* #DocStringSeparator
///     Tags!              := #TagLine+
///     DescriptionHelper  := #Empty* Description?
///     Description!       := (#Other | #Comment)+
///
/// A tag line is ambiguous: it may start the tags of an examples table, of a scenario or of a
/// rule. The parser looks ahead over tag, comment and empty lines: an `#ExamplesLine` next means
/// examples (where examples may follow), a `#ScenarioLine` means a scenario, anything else a rule.
///
/// `ParserState` is the position in this grammar; `ExpectedTokens` lists, for each state, the
/// tokens that may come next in the order the official parsers try them (which decides how an
/// ambiguous line is read, and how the `expected: …` of an error reads); `GherkinParser` moves
/// from state to state and tells an `ASTBuilder` which rules open and close.
enum Grammar {
    /// The rules that become nodes of the syntax tree while parsing.
    enum Rule: UInt8, Sendable {
        case document, feature, featureHeader, rule, ruleHeader, background
        case scenarioDefinition, scenario, examplesDefinition, examples, examplesTable
        case step, dataTable, docString, tags, description
    }
}
