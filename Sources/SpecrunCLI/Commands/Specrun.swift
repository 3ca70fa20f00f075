import Foundation
import Reports
import Runner
import SpecrunKit
import Supervision

/// The `specrun` command: picks the subcommand and turns every error into a message and an exit code
/// (2 for usage, parse and configuration errors), so no bad input crashes the program.
struct Specrun {
    let systems: [SystemDefinition]
    let environment: [String: String]
    /// The name the command is called by (`specrun`, or a team's own executable's).
    let program: String

    func main(_ words: [String]) -> Int32 {
        ProcessSupervisor.turnWriteSignalsIntoErrors()
        do {
            try OpenFileLimit.checkEnoughToStart()
            switch words.first {
            case "gherkin":
                Interruption.takeSignals(program: program, finishing: "ending the messages after the files parsed so far")
                return runGherkinCommand(Array(words.dropFirst()), program: program)
            case "explore":
                Interruption.takeSignals(program: program, finishing: "writing what was found so far")
                return try ExploreCommand(systems: systems, environment: environment, program: program).run(Array(words.dropFirst()))
            case "report":
                Interruption.takeSignals(program: program, finishing: "finishing the reports under way, whole, and starting none")
                return try ReportCommand(environment: environment, program: program).run(Array(words.dropFirst()))
            case "format":
                Interruption.takeSignals(program: program, finishing: "rewriting no other file")
                return try FormatCommand(program: program).run(Array(words.dropFirst()))
            case "lsp":
                Interruption.quitOnSignals()
                return try LanguageServerCommand(systems: systems, environment: environment, program: program).run(Array(words.dropFirst()))
            default:
                Interruption.takeSignals(program: program)
                return try RunCommand(systems: systems, environment: environment, program: program).run(words)
            }
        } catch let error as FeatureFileErrors {
            Terminal.error(error.problems.map { "\(program): \($0)\n" }.joined())
        } catch let error as ExploreInterruptedError {
            Terminal.error("\(program): \(error)\n")
            return ExitCode.failure
        } catch let error as UsageError {
            let help = ["report", "explore", "format", "lsp"].contains(words.first) ? "\(program) \(words[0]) --help" : "\(program) --help"
            Terminal.error("\(program): \(error)\nRun '\(help)' for usage.\n")
        } catch {
            Terminal.error("\(program): \(error)\n")
        }
        return ExitCode.usage
    }
}
