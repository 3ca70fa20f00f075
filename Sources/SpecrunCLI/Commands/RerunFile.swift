import Foundation
import Reports

/// `specrun @rerun.txt`: an argument starting with `@` names a file of feature paths with lines, as
/// `--format rerun` writes it (Cucumber's rerun file): `features/a.feature:12:30`, one or more a
/// line, read by `RerunLines` (the reader `--format rerun` checks its lines with). Anything else is a
/// usage error that names the file and line.
enum RerunFile {
    /// The paths an argument stands for: itself, or for `@FILE` the paths listed in FILE.
    static func paths(_ argument: CommandArgument) throws -> [String] {
        guard let file = file(argument) else { return [argument.text] }
        let bytes: [UInt8]
        do {
            bytes = try SourceFile.bytes(file, directoryAdvice: "give the rerun file written by --format rerun:FILE")
        } catch {
            throw UsageError("\(error) (a rerun file, named by @\(file))", at: argument)
        }
        do {
            return try RerunLines.entries(of: bytes)
        } catch {
            throw UsageError("\(file):\(error.line): \(error.problem)", at: argument)
        }
    }

    /// The rerun file an argument names (`@FILE`), or nil for a path.
    static func file(_ argument: CommandArgument) -> String? {
        argument.text.hasPrefix("@") && argument.text.count > 1 ? String(argument.text.dropFirst()) : nil
    }
}
