import Foundation

/// `specrun @rerun.txt`: an argument starting with `@` names a file of feature paths with lines, as
/// `--format rerun` writes it (Cucumber's rerun file): `features/a.feature:12:30`, one or more a
/// line, separated by spaces; blank lines are allowed. Anything else is a usage error that names
/// the file and line.
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
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw UsageError("\(file): is not UTF-8 text; a rerun file lists feature paths with lines, as --format rerun writes it",
                             at: argument)
        }
        var paths: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for word in line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }) {
                guard isPathWithLines(word) else {
                    throw UsageError("\(file):\(index + 1): \"\(word)\" is not a feature file's path with lines, "
                        + "such as features/a.feature:12:30", at: argument)
                }
                paths.append(String(word))
            }
        }
        return paths
    }

    /// The rerun file an argument names (`@FILE`), or nil for a path.
    static func file(_ argument: CommandArgument) -> String? {
        argument.text.hasPrefix("@") && argument.text.count > 1 ? String(argument.text.dropFirst()) : nil
    }

    /// `path:N[:N…]`, the path not empty and every N a line number (1 or more).
    private static func isPathWithLines(_ word: Substring) -> Bool {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, !parts[0].isEmpty else { return false }
        return parts.dropFirst().allSatisfy { part in Int(part).map { $0 >= 1 } ?? false }
    }
}
