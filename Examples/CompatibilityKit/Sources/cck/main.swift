import Foundation
import SpecrunCLI
import SpecrunKit

// cck: specrun's command line with one system, the kit's, holding the step definitions and hooks of
// the samples named on the command line (`cck samples/minimal`). As the kit's reference does, it
// runs strict (undefined and pending steps fail the run) and on one thread (the reference's
// timestamps are one clock's readings in turn), and `--error` makes the system fail to start, so the
// run itself fails with that error.
var arguments = Array(CommandLine.arguments.dropFirst())
let failsToStart = arguments.contains("--error")
arguments.removeAll { $0 == "--error" }
let system = KitSystem(samples: KitSystem.samples(named: arguments), failsToStart: failsToStart)
let subcommands: Set<String> = ["report", "gherkin"]
let runsSamples = arguments.first.map(subcommands.contains) != true
let strict = runsSamples ? ["--strict"] : []
let serial = runsSamples && !arguments.contains { $0 == "--jobs" || $0 == "-j" } ? ["--jobs", "1"] : []
SpecrunCLI.main(systems: [SystemDefinition(system)], arguments: strict + serial + arguments)
