import Foundation
import Reports
import SpecrunKit
import Supervision

/// The `specrun` command: picks the subcommand and turns every error into a message and an exit code
/// (2 for usage, parse and configuration errors), so no bad input crashes the program.
struct Specrun {
    let systems: [SystemDefinition]
    let environment: [String: String]

    func main(_ words: [String]) -> Int32 {
        ProcessSupervisor.turnWriteSignalsIntoErrors()
        do {
            try OpenFileLimit.checkEnoughToStart()
            switch words.first {
            case "gherkin":
                return runGherkinCommand(Array(words.dropFirst()))
            case "explore":
                return try ExploreCommand(systems: systems, environment: environment).run(Array(words.dropFirst()))
            case "report":
                return try ReportCommand(environment: environment).run(Array(words.dropFirst()))
            case "format":
                return try FormatCommand().run(Array(words.dropFirst()))
            case "lsp":
                return try LanguageServerCommand(systems: systems, environment: environment).run(Array(words.dropFirst()))
            default:
                Interruption.takeSignals()
                return try RunCommand(systems: systems, environment: environment).run(words)
            }
        } catch let error as FeatureFileProblems {
            Terminal.error(error.problems.map { "specrun: \($0)\n" }.joined())
        } catch let error as UsageError {
            let help = ["report", "explore", "format", "lsp"].contains(words.first) ? "specrun \(words[0]) --help" : "specrun --help"
            Terminal.error("specrun: \(error)\nRun '\(help)' for usage.\n")
        } catch {
            Terminal.error("specrun: \(error)\n")
        }
        return ExitCode.usage
    }
}
