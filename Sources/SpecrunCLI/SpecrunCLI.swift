import Foundation
import Runner
import SpecrunKit

/// The whole `specrun` command line as one call, for a team's own executable: every option,
/// subcommand, report format and exit code, run over the systems it is given.
///
/// ```swift
/// // Sources/my-specs/main.swift
/// import SpecrunCLI
/// import ShopSpecs
///
/// SpecrunCLI.main(systems: [ShopSystem.self])   // ShopSystem: FixtureReading
/// ```
///
/// `swift run my-specs features/` then behaves as `specrun features/` does.
public enum SpecrunCLI {
    /// Runs the command line in `arguments` (the process's own by default) over `systems`, and
    /// exits with its code: 0 as expected, 1 a failure or a change from the baseline, 2 a usage,
    /// parse or configuration error.
    public static func main(systems: [SystemDefinition], arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "specrun"
        exit(run(systems: systems, arguments: arguments, program: program))
    }

    /// Runs the command line over systems made from the run's fixtures (`FixtureReading`), each
    /// named by its type: `SpecrunCLI.main(systems: [Gallery.self])`.
    public static func main(systems: [any FixtureReading.Type], arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        main(systems: systems.map { $0.definition }, arguments: arguments)
    }

    /// The same as `main(systems:arguments:)` without exiting: the exit code. `program` is the name
    /// the help and the messages call the command by.
    public static func run(systems: [SystemDefinition], arguments: [String],
                           environment: [String: String] = ProcessInfo.processInfo.environment,
                           program: String = "specrun") -> Int32 {
        Specrun(systems: systems, environment: environment, program: program).main(arguments)
    }
}
