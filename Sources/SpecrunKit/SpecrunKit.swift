// SpecrunKit is what a system under test is built from. Importing it brings Cucumber Expressions
// and the Gherkin pickles, so a team's package needs `import SpecrunKit` alone.
@_exported import Expressions
@_exported import Gherkin
