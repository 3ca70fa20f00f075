// SpecrunKit is what a system under test is built from. Importing it brings the runner (step
// registries, hooks, results), the simulated device (clock, network, servers, screens) and
// Cucumber Expressions, so a team's package needs `import SpecrunKit` alone.
@_exported import Expressions
@_exported import Gherkin
@_exported import Runner
@_exported import Simulation
